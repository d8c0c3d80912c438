// A sheet's lists, a boarding chart and its committed Pirates travel packed in strings: the same values come back,
// in order, through the wire.
import { Decoder, Encoder } from '@colyseus/schema';
import {
  CaptainSheetState,
  packChart,
  packCounts,
  readChart,
  readCounts,
  readStrengthDigits,
  strengthDigits,
  type ChartLine,
} from './captains-war';

describe('boarding line Strengths', () => {
  it('are written one digit each and read back in order', () => {
    expect(strengthDigits([4, 2])).toBe('42');
    expect(strengthDigits([])).toBe('');
    expect(readStrengthDigits('42')).toEqual([4, 2]);
    expect(readStrengthDigits('')).toEqual([]);
    for (const list of [[1], [6, 6, 6], [3, 1, 5], [2, 4]]) {
      expect(readStrengthDigits(strengthDigits(list))).toEqual(list);
    }
  });

  it('refuse what is not one digit, rather than send a line that reads back wrong', () => {
    expect(() => strengthDigits([10])).toThrow(RangeError);
    expect(() => strengthDigits([-1])).toThrow(RangeError);
    expect(() => strengthDigits([1.5])).toThrow(RangeError);
  });
});

describe('packed lists', () => {
  it('read back what was packed, in order', () => {
    for (const list of [[], [0], [4, 1, 1, 0], [12, 0, 7], [-1, 3]])
      expect(readCounts(packCounts(list))).toEqual(list);
    expect(packCounts([4, 1, 1, 0])).toBe('4,1,1,0');
    expect(() => packCounts([1.5])).toThrow(RangeError);
    expect(readCounts('3,x,2')).toEqual([3, 0, 2]);
  });

  it('carry a boarding chart line by line', () => {
    const chart: ChartLine[] = [
      { turn: 3, opponent: 1, role: 'attacker', mine: [2, 1], theirs: [2], won: true },
      { turn: 4, opponent: 0, role: 'defender', mine: [], theirs: [6, 6, 6], won: false },
    ];
    expect(packChart(chart)).toBe('3,1,a,21,2,1;4,0,d,,666,0');
    expect(readChart(packChart(chart))).toEqual(chart);
    expect(readChart('')).toEqual([]);
  });

  it('survive the wire in one sheet object', () => {
    const sheet = new CaptainSheetState();
    sheet.chest = packCounts([4, 1, 1, 0]);
    sheet.chart = packChart([
      { turn: 7, opponent: 2, role: 'defender', mine: [5, 1], theirs: [3], won: false },
    ]);
    const decoded = new CaptainSheetState();
    new Decoder(decoded).decode(new Encoder(sheet).encodeAll());
    expect(readCounts(decoded.chest)).toEqual([4, 1, 1, 0]);
    expect(readChart(decoded.chart)).toEqual([
      { turn: 7, opponent: 2, role: 'defender', mine: [5, 1], theirs: [3], won: false },
    ]);
  });
});
