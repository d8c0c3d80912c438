// The score pad's columns never overlap, however wide a language's headings are.
import { tallyColumns, type TallyWidths } from './tally-columns';

const ORDER = ['vp', 'skill', 'vessel', 'sum'] as const;

function spans(widths: TallyWidths, gap: number) {
  const at = tallyColumns(500, widths, gap);
  return ORDER.map((column) => ({ column, left: at[column] - widths[column], right: at[column] }));
}

describe('the score pad columns', () => {
  it.each([
    ['English', { vp: 24, skill: 40, vessel: 36, sum: 30 }],
    ['French', { vp: 24, skill: 72, vessel: 62, sum: 30 }],
  ])('stand apart, left to right, in %s', (_language, widths) => {
    const laid = spans(widths, 12);
    expect(laid.at(-1)?.right).toBe(500);
    for (let k = 1; k < laid.length; k++) {
      const before = laid[k - 1];
      const after = laid[k];
      expect(after && before && after.left - before.right).toBe(12);
    }
  });
});
