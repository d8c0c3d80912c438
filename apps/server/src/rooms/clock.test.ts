// The clock's bookkeeping, by the times it is given: deadlines with the bank, time-outs in a row, a new decision.
import { SeatClocks } from './clock';

const clock = { turnMs: 10_000, bankMs: 5_000 };

describe('seat clocks', () => {
  it('give each decision its allowance plus what is left of the seat’s bank', () => {
    const clocks = new SeatClocks();
    clocks.follow([0, 1], 0, clock);
    expect(clocks.nextDeadline(clock)).toBe(15_000);
    // Seat 0 acts 3 s over the allowance: 2 s of bank left; seat 1 thinks on, on the same clock.
    clocks.follow([1], 13_000, clock);
    expect(clocks.bankLeft(0, clock)).toBe(2_000);
    expect(clocks.nextDeadline(clock)).toBe(15_000);
    expect(clocks.expire(14_999, clock)).toEqual([]);
    expect(clocks.expire(15_000, clock)).toEqual([1]);
    expect(clocks.bankLeft(1, clock)).toBe(0);
    expect(clocks.nextDeadline(clock)).toBe(0);
    // A new decision for both: seat 0 with its 2 s, seat 1 with its allowance alone.
    clocks.follow([0, 1], 20_000, clock);
    expect(clocks.nextDeadline(clock)).toBe(30_000);
    expect(clocks.expire(30_000, clock)).toEqual([1]);
    expect(clocks.idle(1)).toBe(true);
    expect(clocks.idle(0)).toBe(false);
    clocks.forgive(1);
    expect(clocks.idle(1)).toBe(false);
  });

  it('end a seat’s time-outs in a row when it acts', () => {
    const clocks = new SeatClocks();
    clocks.follow([0], 0, clock);
    expect(clocks.expire(15_000, clock)).toEqual([0]);
    clocks.follow([0], 15_000, clock);
    clocks.follow([], 16_000, clock);
    clocks.follow([0], 16_000, clock);
    expect(clocks.expire(26_000, clock)).toEqual([0]);
    expect(clocks.idle(0)).toBe(false);
  });
});
