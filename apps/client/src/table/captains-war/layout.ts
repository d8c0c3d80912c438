// Where each sheet goes on the 1280-wide canvas: yours (or the helm's) large, rivals as compact cards beside it.

export const TABLE_WIDTH = 1280;
export const TABLE_HEIGHT = 526;
export const TRAY_HEIGHT = 150;
const TOP = TRAY_HEIGHT + 16;
const BOTTOM = TABLE_HEIGHT - 8;
const LEFT = 20;
export const FOCUS_WIDTH = 910;
const GAP = 16;
const RIVAL_GAP = 8;
/** A rival's card shows its figures; more room would only spread them (the full sheet opens on a click). */
const RIVAL_MAX_HEIGHT = 172;

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
