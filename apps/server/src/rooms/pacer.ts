// Keeps a table moving: bots answer for their seats, and turn timers act for players who let time run out.
import type { ActionShape } from '@flotilla/rules';

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
  setDeadline(epochMs: number): void;
  /** The table's public version: it does not move for a step that changed nothing public (a boarding pick). */
  publicVersion(): number;
}

export class Pacer {
  private botTimer: NodeJS.Timeout | null = null;
  private turnTimer: NodeJS.Timeout | null = null;
  private timedSeats: ReadonlyArray<number> = [];
  /** The time left on a clock that stopped with the server: the next clock runs for this long instead. */
  private resumedClockMs: number | null = null;

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

  stop(): void {
    if (this.botTimer !== null) clearTimeout(this.botTimer);
    if (this.turnTimer !== null) clearTimeout(this.turnTimer);
    this.botTimer = null;
    this.turnTimer = null;
    this.timedSeats = [];
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
      if (seat === undefined) return;
      const action = this.table.botMove(seat);
      if (action !== null) void this.table.play(seat, action);
    }, this.botDelayMs());
  }

  /**
   * When new human seats are awaited they get the table's turn time. A simultaneous phase keeps its clock: when
   * some of its seats have acted and the rest are still awaited, their deadline stays, so acting one after another
   * cannot stretch the phase.
   */
  private scheduleTimer(): void {
    const seconds = this.table.turnSeconds();
    if (seconds === 0) return;
    const humans = this.table.playing()
      ? this.table.awaiting().filter((seat) => this.table.occupant(seat) === 'human')
      : [];
    if (humans.length === 0) {
      if (this.turnTimer !== null) clearTimeout(this.turnTimer);
      this.turnTimer = null;
      this.timedSeats = [];
      this.table.setDeadline(0);
      return;
    }
    if (this.turnTimer !== null && humans.every((seat) => this.timedSeats.includes(seat))) {
      // The same decision, or what is left of it: a seat that acted is off the clock, and a new decision that
      // awaits it again starts a new one.
      this.timedSeats = humans;
      return;
    }
    if (this.turnTimer !== null) clearTimeout(this.turnTimer);
    this.timedSeats = humans;
    const ms = this.resumedClockMs ?? seconds * 1000;
    this.table.setDeadline(Date.now() + ms);
    this.turnTimer = setTimeout(() => {
      this.turnTimer = null;
      this.timedSeats = [];
      for (const seat of humans) this.timeOut(seat, 0);
      this.scheduleTimer();
    }, ms);
  }

  /**
   * The seat's time is up for the decision, not for one step of it: a default that changed nothing public (a
   * Captains' War boarding pick) is followed at once by the next, until one does (the lock). A Captains' War
   * attacker used to get a fresh clock after its first default pick. The next decision, even of the same seat,
   * gets a clock of its own.
   */
  private timeOut(seat: number, first: number): void {
    for (let step = first; step < MAX_TIMEOUT_STEPS; step++) {
      if (!this.table.playing() || !this.table.awaiting().includes(seat)) return;
      const action = this.table.timeoutMove(seat);
      const before = this.table.publicVersion();
      if (action === null) return;
      const played = this.table.play(seat, action);
      if (typeof played !== 'boolean') {
        // Kept first, then applied: the next default waits for this one.
        void played.then((ok) => {
          if (ok && this.table.publicVersion() === before) this.timeOut(seat, step + 1);
        });
        return;
      }
      if (!played) return;
      if (this.table.publicVersion() !== before) return;
    }
  }
}

/** At most this many defaults for one seat whose time ran out: a game bug cannot loop for ever. */
const MAX_TIMEOUT_STEPS = 32;
