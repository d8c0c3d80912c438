// Where things sit on the 15 Men canvas: the Round Robin's ellipse, the centre cards and the players' column.

export const TABLE_WIDTH = 1280;
export const TABLE_HEIGHT = 720;
export const RING_SIZE = 15;

const CENTRE = { x: 458, y: 362 };
const RADII = { x: 370, y: 276 };

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The centre of the card at a 1-based position: #1 at the top, then clockwise. */
export function slotPoint(position: number): Point {
  const a = -Math.PI / 2 + ((position - 1) * 2 * Math.PI) / RING_SIZE;
  return { x: CENTRE.x + Math.cos(a) * RADII.x, y: CENTRE.y + Math.sin(a) * RADII.y };
}

/** The outward unit vector at a position (for its number badge). */
export function outward(position: number): Point {
  const a = -Math.PI / 2 + ((position - 1) * 2 * Math.PI) / RING_SIZE;
  const x = Math.cos(a) * RADII.y;
  const y = Math.sin(a) * RADII.x;
  const len = Math.hypot(x, y) || 1;
  return { x: x / len, y: y / len };
}

export const RING_CENTRE: Point = CENTRE;

export const PANEL = { x: 930, width: 336, top: 14, bottom: 706 } as const;

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
