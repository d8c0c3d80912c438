// Each Clan's hat (the figures' silhouettes differ by it before colour), in words for the tooltips.
import { seatLook, type SeatShape } from '../../art/seat-colours';

/** Each Clan's hat, so that figures differ by shape before colour (the seat's shape is on the chest too). */
export const HAT_OF: Readonly<Record<SeatShape, string>> = {
  circle: 'tricorn',
  square: 'top hat',
  triangle: 'bandana',
  diamond: 'bicorne',
  pentagon: 'plumed hat',
  hexagon: 'turban',
  star: 'peaked cap',
  cross: 'hood',
  hourglass: 'morion helmet',
};

/** The hat a Clan's figures wear (for tooltips: "a vermilion pirate in a tricorn"). */
export function hatWord(colour: string): string {
  return HAT_OF[seatLook(colour).shape];
}
