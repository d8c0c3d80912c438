// How much of a rival's sheet its compact card shows: a header, then rows of figures as its height allows.

export const COMPACT_HEADER = 26;
export const ROW = 22;

/** Rows of figures the compact sheet shows at height `h` (at least one, at most four). */
export function compactRows(h: number): number {
  return Math.max(1, Math.min(4, Math.floor((h - COMPACT_HEADER - 6) / ROW)));
}
