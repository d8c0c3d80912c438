// A boarding line's committed Pirates travel as digits: the same Strengths come back, in order.
import { Decoder, Encoder } from '@colyseus/schema';
import { BoardingLineState, readStrengthDigits, strengthDigits } from './captains-war';

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

  it('survive the wire inside a single schema object', () => {
    const line = new BoardingLineState();
    Object.assign(line, { turn: 7, opponent: 2, role: 'defender', won: false });
    line.mine = strengthDigits([5, 1]);
    line.theirs = strengthDigits([3]);
    const decoded = new BoardingLineState();
    new Decoder(decoded).decode(new Encoder(line).encodeAll());
    expect(readStrengthDigits(decoded.mine)).toEqual([5, 1]);
    expect(readStrengthDigits(decoded.theirs)).toEqual([3]);
    expect(decoded.toJSON()).toEqual({
      turn: 7,
      opponent: 2,
      role: 'defender',
      mine: '51',
      theirs: '3',
      won: false,
    });
  });
});
