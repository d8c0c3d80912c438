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
  /** Applies an action through the same path as a player's message; false when refused. */
  play(seat: number, action: ActionShape): boolean;
  turnSeconds(): number;
  setDeadline(epochMs: number): void;
}

export class Pacer {
  private botTimer: NodeJS.Timeout | null = null;
  private turnTimer: NodeJS.Timeout | null = null;
  private timedSeats = '';

  constructor(
    private readonly table: PacedTable,
    private readonly botDelayMs: () => number,
  ) {}

  /** Call after every change of the table. */
  afterChange(): void {
    this.scheduleBot();
    this.scheduleTimer();
  }

  stop(): void {
    if (this.botTimer !== null) clearTimeout(this.botTimer);
    if (this.turnTimer !== null) clearTimeout(this.turnTimer);
    this.botTimer = null;
    this.turnTimer = null;
    this.timedSeats = '';
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
      if (action !== null) this.table.play(seat, action);
    }, this.botDelayMs());
  }

  /** When the awaited human seats change they get the table's turn time; a simultaneous phase keeps its clock. */
  private scheduleTimer(): void {
    const seconds = this.table.turnSeconds();
    if (seconds === 0) return;
    const humans = this.table.playing()
      ? this.table.awaiting().filter((seat) => this.table.occupant(seat) === 'human')
      : [];
    if (humans.length === 0) {
      if (this.turnTimer !== null) clearTimeout(this.turnTimer);
      this.turnTimer = null;
      this.timedSeats = '';
      this.table.setDeadline(0);
      return;
    }
    const key = humans.join(',');
    if (this.turnTimer !== null && key === this.timedSeats) return;
    if (this.turnTimer !== null) clearTimeout(this.turnTimer);
    this.timedSeats = key;
    this.table.setDeadline(Date.now() + seconds * 1000);
    this.turnTimer = setTimeout(() => {
      this.turnTimer = null;
      this.timedSeats = '';
      for (const seat of humans) {
        if (!this.table.playing() || !this.table.awaiting().includes(seat)) continue;
        const action = this.table.timeoutMove(seat);
        if (action !== null) this.table.play(seat, action);
      }
      this.scheduleTimer();
    }, seconds * 1000);
  }
}
