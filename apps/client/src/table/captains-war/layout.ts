// Where each sheet goes on the canvas: yours (or the helm's) large, rivals as compact cards beside it.

/**
 * The design size is about the canvas's size in CSS pixels at 1280×720 (the stage beside the page's side column),
 * so that the theme's type sizes are what a player reads there; larger screens scale it up, drawn sharp.
 */
export const TABLE_WIDTH = 920;
export const TABLE_HEIGHT = 560;
export const TRAY_HEIGHT = 130;
const TOP = TRAY_HEIGHT + 12;
const BOTTOM = TABLE_HEIGHT - 8;
const LEFT = 12;
export const FOCUS_WIDTH = 628;
const GAP = 12;
const RIVAL_GAP = 8;
/** The full sheet's height. */
export const SHEET_HEIGHT = BOTTOM - TOP;
/** A rival's card shows its figures; more room would only spread them (the full sheet opens on a click). */
const RIVAL_MAX_HEIGHT = 124;

export interface SheetSlot {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  /** 'full' draws the whole sheet; 'compact' a summary that opens large on a click. */
  readonly kind: 'full' | 'compact';
}

/** One slot per captain: the focus sheet on the left, a column of compact rivals on the right. */
export function sheetLayout(captains: number, focus: number): ReadonlyArray<SheetSlot> {
  const height = BOTTOM - TOP;
  const rivals = Math.max(0, captains - 1);
  const rivalX = LEFT + FOCUS_WIDTH + GAP;
  const rivalW = TABLE_WIDTH - LEFT - rivalX;
  const rivalH = rivals > 0 ? Math.min(RIVAL_MAX_HEIGHT, (height - (rivals - 1) * RIVAL_GAP) / rivals) : 0;
  const slots: SheetSlot[] = [];
  let k = 0;
  for (let i = 0; i < captains; i += 1) {
    if (i === focus || (focus < 0 && i === 0)) {
      slots.push({ x: LEFT, y: TOP, w: FOCUS_WIDTH, h: height, kind: 'full' });
      continue;
    }
    slots.push({ x: rivalX, y: TOP + k * (rivalH + RIVAL_GAP), w: rivalW, h: rivalH, kind: 'compact' });
    k += 1;
  }
  return slots;
}
