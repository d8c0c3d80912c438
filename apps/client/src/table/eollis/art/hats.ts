// Each Clan's hat (the figures' silhouettes differ by it before colour), in words for the tooltips.
import { seatLook, type SeatShape } from '../../art/seat-colours';
import { eo } from '../terms';

const SHAPES: ReadonlyArray<SeatShape> = [
  'circle',
  'square',
  'triangle',
  'diamond',
  'pentagon',
  'hexagon',
  'star',
  'cross',
  'hourglass',
];

/**
 * Each Clan's hat, so that figures differ by shape before colour (the seat's shape is on the chest too); read
 * when shown, in the reader's language.
 */
export const HAT_OF: Readonly<Record<SeatShape, string>> = Object.defineProperties(
  {},
  Object.fromEntries(SHAPES.map((s) => [s, { enumerable: true, get: () => eo(`hat.${s}`) }])),
) as Record<SeatShape, string>;

/** The hat a Clan's figures wear (for tooltips: "a vermilion pirate in a tricorn"). */
export function hatWord(colour: string): string {
  return HAT_OF[seatLook(colour).shape];
}
