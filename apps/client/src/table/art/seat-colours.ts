// What marks a seat at every table: its colour, the colour's name, and a shape, so that nobody has to tell seats
// apart by colour alone. The colours stay distinct under protanopia, deuteranopia and tritanopia (see the test).
import type { SeatColour } from '@flotilla/protocol';
import { t } from '../../i18n/i18n';

export type SeatShape =
  'circle' | 'square' | 'triangle' | 'diamond' | 'pentagon' | 'hexagon' | 'star' | 'cross' | 'hourglass';

export interface SeatLook {
  readonly hex: number;
  /** The colour's name, as the lobby's swatches say it, in the reader's language (`seatColourName`). */
  readonly name: string;
  readonly shape: SeatShape;
}

/** A look whose name is read from `common:seatColours.<id>` when used (the language can change). */
function look(id: SeatColour | 'legend' | 'unknown', hex: number, shape: SeatShape): SeatLook {
  return {
    hex,
    shape,
    get name() {
      return seatColourName(id);
    },
  };
}

/**
 * The ids are the protocol's and never change (profiles and tables keep them); what they look like may. Chosen by
 * maximising the smallest CIEDE2000 distance between any two seats under normal vision and the three simulated
 * deficiencies, with a 3:1 contrast against the table's felt. Their names (vermilion, blossom pink…) are in
 * `common.json`, under `seatColours`.
 */
export const SEAT_LOOKS: Readonly<Record<SeatColour | 'legend', SeatLook>> = {
  crimson: look('crimson', 0xee6622, 'circle'),
  gold: look('gold', 0xffbbff, 'square'),
  teal: look('teal', 0x119977, 'triangle'),
  violet: look('violet', 0x8877ff, 'diamond'),
  orange: look('orange', 0xff88bb, 'pentagon'),
  sky: look('sky', 0x22ee99, 'hexagon'),
  lime: look('lime', 0xbbee00, 'star'),
  rose: look('rose', 0xbb6699, 'cross'),
  legend: look('legend', 0xeeeeee, 'hourglass'),
};

const UNKNOWN: SeatLook = look('unknown', 0x888888, 'circle');

function known(colour: string): colour is SeatColour | 'legend' {
  return Object.prototype.hasOwnProperty.call(SEAT_LOOKS, colour);
}

export function seatLook(colour: string): SeatLook {
  return known(colour) ? SEAT_LOOKS[colour] : UNKNOWN;
}

/** A seat colour's name in the reader's language ("vermilion", "vermillon"); grey for a colour we do not know. */
export function seatColourName(colour: string): string {
  return t(`common:seatColours.${known(colour) ? colour : 'unknown'}`);
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

function regular(n: number, x: number, y: number, r: number, turn = -Math.PI / 2): Point[] {
  return Array.from({ length: n }, (_, k) => ({
    x: x + r * Math.cos(turn + (2 * Math.PI * k) / n),
    y: y + r * Math.sin(turn + (2 * Math.PI * k) / n),
  }));
}

/** The outline of a seat's shape centred on (x, y), about `r` from its centre: a closed polygon to fill. */
export function seatShapePoints(shape: SeatShape, x: number, y: number, r: number): Point[] {
  switch (shape) {
    case 'circle':
      return regular(24, x, y, r);
    case 'square':
      return regular(4, x, y, r * 1.2, -Math.PI / 4);
    case 'triangle':
      return regular(3, x, y + r * 0.15, r * 1.25);
    case 'diamond':
      return regular(4, x, y, r * 1.2);
    case 'pentagon':
      return regular(5, x, y, r * 1.1);
    case 'hexagon':
      return regular(6, x, y, r * 1.1, 0);
    case 'star':
      return regular(10, x, y, r * 1.25).map((p, k) =>
        k % 2 === 0 ? p : { x: x + (p.x - x) * 0.45, y: y + (p.y - y) * 0.45 },
      );
    case 'cross': {
      const a = r * 1.05;
      const b = r * 0.4;
      return [
        [-b, -a],
        [b, -a],
        [b, -b],
        [a, -b],
        [a, b],
        [b, b],
        [b, a],
        [-b, a],
        [-b, b],
        [-a, b],
        [-a, -b],
        [-b, -b],
      ].map(([dx = 0, dy = 0]) => ({ x: x + dx, y: y + dy }));
    }
    case 'hourglass':
      return [
        { x: x - r, y: y - r },
        { x: x + r, y: y - r },
        { x: x + r * 0.15, y },
        { x: x + r, y: y + r },
        { x: x - r, y: y + r },
        { x: x - r * 0.15, y },
      ];
  }
}
