// Where the score pad's figure columns stand (VP, skill, vessel, running sum), laid from the sheet's right edge
// leftwards, each as wide as its heading or its widest figure: fixed offsets let French headings ("Pouvoir",
// "Navire") run into each other.

/** The widths a column needs: its heading's, and its figures' ("12", "+4"). Columns are right-aligned. */
export interface TallyWidths {
  readonly vp: number;
  readonly skill: number;
  readonly vessel: number;
  readonly sum: number;
}

export type TallyColumns = TallyWidths;

/** Each column's right edge, the sum's at `sumRight`, with `gap` between a column and the next. */
export function tallyColumns(sumRight: number, widths: TallyWidths, gap: number): TallyColumns {
  const sum = sumRight;
  const vessel = sum - widths.sum - gap;
  const skill = vessel - widths.vessel - gap;
  const vp = skill - widths.skill - gap;
  return { vp, skill, vessel, sum };
}
