// A table's turn clock: each decision's allowance, each seat's bank for the game, and its time-outs in a row.
import { IDLE_TIMEOUTS } from '@flotilla/protocol';

export interface ClockSettings {
  /** Milliseconds each decision allows; 0 for a table without a clock. */
  readonly turnMs: number;
  /** Milliseconds of bank each seat has for the whole game, spent only on time over a decision's allowance. */
  readonly bankMs: number;
}

/**
 * Who is on the clock and since when. Pure bookkeeping over the times it is given, so that it is tested without
 * timers: the pacer asks it for the next deadline and for the seats whose time is up.
 */
export class SeatClocks {
  /** When the current decision started. */
  private started = 0;
  /** The people awaited by the current decision who have not acted yet (nor timed out). */
  private timed: ReadonlyArray<number> = [];
  private readonly spent = new Map<number, number>();
  private readonly misses = new Map<number, number>();

  /**
   * Follows the people the table awaits at `now`. A seat no longer awaited has acted: the time it took over the
   * allowance comes out of its bank, and its time-outs in a row end. While the others of a simultaneous phase are
   * still awaited, their clock keeps running; when a seat not on the clock is awaited, a new decision starts for
   * everyone awaited (what those still thinking ran over so far is spent).
   */
  follow(awaited: ReadonlyArray<number>, now: number, clock: ClockSettings): void {
    for (const seat of this.timed) {
      if (awaited.includes(seat)) continue;
      this.charge(seat, now, clock);
      this.misses.delete(seat);
    }
    if (awaited.every((seat) => this.timed.includes(seat))) {
      this.timed = this.timed.filter((seat) => awaited.includes(seat));
      return;
    }
    for (const seat of this.timed) this.charge(seat, now, clock);
    this.started = now;
    this.timed = [...awaited];
  }

  /** When the first seat on the clock runs out of time (its allowance, then its bank); 0 with nobody on it. */
  nextDeadline(clock: ClockSettings): number {
    let next = 0;
    for (const seat of this.timed) {
      const deadline = this.deadlineOf(seat, clock);
      if (next === 0 || deadline < next) next = deadline;
    }
    return next;
  }

  /** The seats whose time is up at `now`: off the clock, their bank spent, one more time-out in a row each. */
  expire(now: number, clock: ClockSettings): number[] {
    const due = this.timed.filter((seat) => this.deadlineOf(seat, clock) <= now);
    this.timed = this.timed.filter((seat) => !due.includes(seat));
    for (const seat of due) {
      this.spent.set(seat, clock.bankMs);
      this.misses.set(seat, (this.misses.get(seat) ?? 0) + 1);
    }
    return due;
  }

  /**
   * A table restored after a restart: the decision under way ends `leftMs` from `now`, as it would have before the
   * stop. The banks are not kept: each starts full, and what the decision ran over before the stop comes out of it.
   */
  resume(now: number, leftMs: number, clock: ClockSettings): void {
    this.started = now + leftMs - clock.turnMs - clock.bankMs;
  }

  /** Whether the seat has timed out often enough in a row for a bot to take it. */
  idle(seat: number): boolean {
    return (this.misses.get(seat) ?? 0) >= IDLE_TIMEOUTS;
  }

  /** A bot took the seat: whoever takes it back starts again from no time-out. */
  forgive(seat: number): void {
    this.misses.delete(seat);
  }

  bankLeft(seat: number, clock: ClockSettings): number {
    return Math.max(0, clock.bankMs - (this.spent.get(seat) ?? 0));
  }

  private deadlineOf(seat: number, clock: ClockSettings): number {
    return this.started + clock.turnMs + this.bankLeft(seat, clock);
  }

  private charge(seat: number, now: number, clock: ClockSettings): void {
    const over = now - this.started - clock.turnMs;
    if (over > 0) this.spent.set(seat, Math.min(clock.bankMs, (this.spent.get(seat) ?? 0) + over));
  }
}
