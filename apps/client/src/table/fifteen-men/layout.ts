// Where things sit on the 15 Men canvas: the Round Robin's ellipse, the centre cards and the players' column.
import { TYPE } from '../../ui/theme';

export const TABLE_WIDTH = 1280;
export const TABLE_HEIGHT = 720;
export const RING_SIZE = 15;

/** A card of the ring: wide enough for "Cartographer" and a name's two lines at body type. */
export const CARD_W = 92;
export const CARD_H = 116;

const CENTRE = { x: 462, y: 352 };
/** The rope's half-axes: the ring of cards fills the deck. */
export const RADII = { x: 372, y: 266 } as const;

export interface Point {
  readonly x: number;
  readonly y: number;
}

/**
 * Each position's angle on the ellipse. Evenly spaced angles crowd the cards at the ring's sides, where they stand
 * one above the other; evenly spaced in card sizes (a step of a card's width across, or of its height down, counts
 * the same) they spread at the top and bottom. Most of the second, a little of the first: every card keeps a
 * gap to its neighbours and stays close to where the even angles put it.
 */
const ANGLES: ReadonlyArray<number> = (() => {
  const steps = 3600;
  const at = (i: number): number => -Math.PI / 2 + (i * 2 * Math.PI) / steps;
  const length = [0];
  for (let i = 1; i <= steps; i++) {
    const dx = Math.abs(Math.cos(at(i)) - Math.cos(at(i - 1))) * RADII.x;
    const dy = Math.abs(Math.sin(at(i)) - Math.sin(at(i - 1))) * RADII.y;
    length.push((length[i - 1] ?? 0) + Math.max(dx / CARD_W, dy / CARD_H));
  }
  const total = length[steps] ?? 1;
  const angles: number[] = [];
  let i = 0;
  for (let p = 0; p < RING_SIZE; p++) {
    while ((length[i] ?? total) < (p * total) / RING_SIZE) i++;
    angles.push(at(0.8 * i + (0.2 * p * steps) / RING_SIZE));
  }
  return angles;
})();

function angle(position: number): number {
  return ANGLES[(((position - 1) % RING_SIZE) + RING_SIZE) % RING_SIZE] ?? 0;
}

/** The centre of the card at a 1-based position: #1 at the top, then clockwise. */
export function slotPoint(position: number): Point {
  const a = angle(position);
  return { x: CENTRE.x + Math.cos(a) * RADII.x, y: CENTRE.y + Math.sin(a) * RADII.y };
}

/** The outward unit vector at a position (for its number badge). */
export function outward(position: number): Point {
  const a = angle(position);
  const x = Math.cos(a) * RADII.y;
  const y = Math.sin(a) * RADII.x;
  const len = Math.hypot(x, y) || 1;
  return { x: x / len, y: y / len };
}

export const RING_CENTRE: Point = CENTRE;

/** Where the look card rests: in the ring, under the top cards' doubloons and above the bottom cards. */
export const PEEK_AT: Point = { x: CENTRE.x, y: 370 };

export const PANEL = { x: 930, width: 336, top: 14, bottom: 706 } as const;

/**
 * The smallest type the canvas draws. At 1280×720 the canvas shows at 0.71 of its design size while a game is on
 * (body type reads as 11 px), and at 0.61 once it is over, when the side column widens for the scores (label
 * type reads as 11 px).
 */
export function floorType(over: boolean): number {
  return over ? TYPE.label : TYPE.body;
}

/** The top and height of a player's panel; the viewer's own panel is taller (its doubloons are clickable). */
export function panelBox(index: number, count: number, yours: number | null): { y: number; h: number } {
  const gap = 10;
  const space = PANEL.bottom - PANEL.top - gap * (count - 1);
  // Panels keep a readable size: with few players the column is shorter rather than the panels taller.
  const even = Math.min(150, space / count);
  const big = yours === null ? even : Math.min(170, space / count + 30);
  const small = yours === null ? even : Math.min(140, (space - big) / Math.max(1, count - 1));
  let y = PANEL.top;
  for (let i = 0; i < index; i++) y += (i === yours ? big : small) + gap;
  return { y, h: index === yours ? big : small };
}
