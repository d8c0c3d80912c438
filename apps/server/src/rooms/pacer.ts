// Keeps a table moving: bots answer for their seats, and turn timers act for players who let time run out.
import type { ActionShape } from '@flotilla/rules';
import { SeatClocks, type ClockSettings } from './clock';

/** What the pacer needs from a table; the room provides it. */
export interface PacedTable {
  playing(): boolean;
  /** Seats the rules wait for now. */
  awaiting(): ReadonlyArray<number>;
  /** Whether any seat is played by a bot (most tables of people have none: nothing to schedule). */
  anyBot(): boolean;
  occupant(seat: number): string | undefined;
  botMove(seat: number): ActionShape | null;
  /** The game's neutral default for a seat out of time. */
  timeoutMove(seat: number): ActionShape | null;
  /** Applies an action through the same path as a player's message; false when refused (or not kept). */
  play(seat: number, action: ActionShape): boolean | Promise<boolean>;
  turnSeconds(): number;
  /** Seconds of bank each seat has for the game, beyond the decisions' allowance. */
  bankSeconds(): number;
  setDeadline(epochMs: number): void;
  /** Gives the seat of a person who timed out `IDLE_TIMEOUTS` times in a row to a bot (its player may take it back). */
  handToBot(seat: number): void;
  /** The table's public version: it does not move for a step that changed nothing public (a boarding pick). */
  publicVersion(): number;
}

export class Pacer {
  private botTimer: NodeJS.Timeout | null = null;
  private turnTimer: NodeJS.Timeout | null = null;
  /** The deadline `turnTimer` waits for: most actions leave it where it was, and the timer stays armed. */
  private turnTimerDeadline = 0;
  private clocks = new SeatClocks();
  /** The time left on a clock that stopped with the server: the next decision runs for this long instead. */
  private resumedClockMs: number | null = null;
  /** True while the defaults of seats out of time are played: the clock is looked at once they all are. */
  private timingOut = false;

  constructor(
    private readonly table: PacedTable,
    private readonly botDelayMs: () => number,
  ) {}

  /** Call after every change of the table. */
  afterChange(): void {
    this.scheduleBot();
    this.scheduleTimer();
  }

  /** A restored table: its clock resumes with the time it had left. */
  resume(clockLeftMs: number | null): void {
    this.resumedClockMs = clockLeftMs;
    this.afterChange();
    this.resumedClockMs = null;
  }

  /** Seconds of bank the seat has left for the game. */
  bankLeft(seat: number): number {
    return Math.round(this.clocks.bankLeft(seat, this.clock()) / 1000);
  }

  stop(): void {
    if (this.botTimer !== null) clearTimeout(this.botTimer);
    if (this.turnTimer !== null) clearTimeout(this.turnTimer);
    this.botTimer = null;
    this.turnTimer = null;
    this.clocks = new SeatClocks();
  }

  private botsAwaited(): number[] {
    return this.table.awaiting().filter((seat) => this.table.occupant(seat) === 'bot');
  }

  private scheduleBot(): void {
    if (this.botTimer !== null) clearTimeout(this.botTimer);
    this.botTimer = null;
    if (!this.table.playing() || !this.table.anyBot() || this.botsAwaited().length === 0) return;
    // One bot move at a time, after a short pause so people can follow; the next is scheduled by afterChange.
    this.botTimer = setTimeout(() => {
      this.botTimer = null;
      if (!this.table.playing()) return;
      const seat = this.botsAwaited()[0];
      if (seat !== undefined) this.botTurn(seat, 0);
    }, this.botDelayMs());
  }

  /**
   * A bot's move that changed nothing public (a Captains' War boarding pick) is followed at once by its next, up to
   * one the table sees (the lock): paced a pause each, the time a bot took to lock its party told everyone how many
   * Pirates it had picked.
   */
  private botTurn(seat: number, first: number): void {
    for (let step = first; step < MAX_SILENT_STEPS; step++) {
      if (!this.table.playing() || !this.botsAwaited().includes(seat)) return;
      const action = this.table.botMove(seat);
      if (action === null) return;
      const before = this.table.publicVersion();
      const played = this.table.play(seat, action);
      if (typeof played !== 'boolean') {
        // Kept first, then applied: the next move waits for this one.
        void played.then((ok) => {
          if (ok && this.table.publicVersion() === before) this.botTurn(seat, step + 1);
        });
        return;
      }
      if (!played || this.table.publicVersion() !== before) return;
    }
  }

  private clock(): ClockSettings {
    return { turnMs: this.table.turnSeconds() * 1000, bankMs: this.table.bankSeconds() * 1000 };
  }

  /**
   * The people awaited are on the clock (`SeatClocks`): the deadline is the first of theirs, and one timer waits
   * for it. A simultaneous phase keeps its clock: when some of its seats have acted and the rest are still
   * awaited, their deadline stays, so acting one after another cannot stretch the phase.
   */
  private scheduleTimer(): void {
    const clock = this.clock();
    if (clock.turnMs === 0 || this.timingOut) return;
    const humans = this.table.playing()
      ? this.table.awaiting().filter((seat) => this.table.occupant(seat) === 'human')
      : [];
    const now = Date.now();
    this.clocks.follow(humans, now, clock);
    if (this.resumedClockMs !== null) this.clocks.resume(now, this.resumedClockMs, clock);
    const deadline = this.clocks.nextDeadline(clock);
    this.table.setDeadline(deadline);
    if (this.turnTimer !== null && this.turnTimerDeadline === deadline) return;
    if (this.turnTimer !== null) clearTimeout(this.turnTimer);
    this.turnTimer = null;
    if (deadline === 0) return;
    this.turnTimerDeadline = deadline;
    this.turnTimer = setTimeout(this.expireNow, Math.max(0, deadline - now));
  }

  private readonly expireNow = (): void => this.expire();

  /**
   * Time is up for some seats: each gets the game's neutral move, and a seat out of time `IDLE_TIMEOUTS` times in
   * a row goes to a bot. A stranger who sits at a public table and sends nothing no longer holds it for ever.
   */
  private expire(): void {
    this.turnTimer = null;
    const due = this.clocks.expire(Date.now(), this.clock());
    // The clock is looked at again only once every default is kept and applied: looked at before, the seat would
    // still be awaited, start a new decision, and its default would then count as its own move, forgiving the
    // time-out it was played for (an idle seat was never handed to a bot).
    this.timingOut = true;
    const done = () => {
      this.timingOut = false;
      for (const seat of due) {
        if (!this.clocks.idle(seat) || this.table.occupant(seat) !== 'human') continue;
        this.clocks.forgive(seat);
        this.table.handToBot(seat);
      }
      this.afterChange();
    };
    const pending = due.map((seat) => this.timeOut(seat, 0)).filter((kept) => kept !== undefined);
    if (pending.length === 0) done();
    else void Promise.all(pending).finally(done);
  }

  /**
   * The seat's time is up for the decision, not for one step of it: a default that changed nothing public (a
   * Captains' War boarding pick) is followed at once by the next, until one does (the lock). A Captains' War
   * attacker used to get a fresh clock after its first default pick. The next decision, even of the same seat,
   * gets a clock of its own. Returns a promise while a default is being kept (a table with a store), else nothing.
   */
  private timeOut(seat: number, first: number): Promise<void> | undefined {
    for (let step = first; step < MAX_TIMEOUT_STEPS; step++) {
      if (!this.table.playing() || !this.table.awaiting().includes(seat)) return undefined;
      const action = this.table.timeoutMove(seat);
      const before = this.table.publicVersion();
      if (action === null) return undefined;
      const played = this.table.play(seat, action);
      if (typeof played !== 'boolean') {
        // Kept first, then applied: the next default waits for this one.
        return played.then((ok) =>
          ok && this.table.publicVersion() === before ? this.timeOut(seat, step + 1) : undefined,
        );
      }
      if (!played || this.table.publicVersion() !== before) return undefined;
    }
    return undefined;
  }
}

/** At most this many defaults for one seat whose time ran out: a game bug cannot loop for ever. */
const MAX_TIMEOUT_STEPS = 32;
/** At most this many silent moves of a bot in a row, for the same reason. */
const MAX_SILENT_STEPS = 32;
