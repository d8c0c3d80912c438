// Where each sheet goes on the 1280-wide canvas: yours (or the helm's) large, rivals beside it (pure numbers).

export const TABLE_WIDTH = 1280;
export const TABLE_HEIGHT = 526;
export const TRAY_HEIGHT = 150;
const TOP = TRAY_HEIGHT + 16;
const BOTTOM = TABLE_HEIGHT - 8;
const FOCUS_WIDTH = 770;
const GAP = 18;
const RIVAL_GAP = 8;

export interface SheetSlot {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  /** 'full' draws the whole sheet; 'compact' a summary that opens large on a click. */
  readonly kind: 'full' | 'compact';
}

/** One slot per captain: the focus sheet on the left, one full rival or a column of compact ones. */
export function sheetLayout(captains: number, focus: number): ReadonlyArray<SheetSlot> {
  const height = BOTTOM - TOP;
  const rivals = Math.max(0, captains - 1);
  const rivalX = 20 + FOCUS_WIDTH + GAP;
  const rivalW = TABLE_WIDTH - 20 - rivalX;
  const rivalH = rivals > 0 ? (height - (rivals - 1) * RIVAL_GAP) / rivals : 0;
  const slots: SheetSlot[] = [];
  let k = 0;
  for (let i = 0; i < captains; i += 1) {
    if (i === focus || (focus < 0 && i === 0)) {
      slots.push({ x: 20, y: TOP, w: FOCUS_WIDTH, h: height, kind: 'full' });
      continue;
    }
    slots.push({
      x: rivalX,
      y: TOP + k * (rivalH + RIVAL_GAP),
      w: rivalW,
      h: rivalH,
      kind: rivals === 1 ? 'full' : 'compact',
    });
    k += 1;
  }
  return slots;
}
