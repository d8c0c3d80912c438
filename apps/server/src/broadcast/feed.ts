// A table's past, kept for its broadcasts: when each step happened and what stood around it (seats, clock,
// predictions). A broadcast shows only steps at least its delay old, so the server itself holds the stream back
// (issue 25). The steps' rules states are not kept: a broadcast replays the table's log to them (`FeedCursor`), so
// a table pays a few bytes per step for its broadcasts, not a rules state per step for ten minutes.
import { BROADCAST_DELAY, type LoggedEntry } from '@flotilla/protocol';
import type { AnyGame, GameEvent } from '@flotilla/rules';
import type { PredictionWindow } from './predictions';

/** The clock broadcasts read; tests move it forward instead of waiting minutes. */
export const broadcastClock = { now: (): number => Date.now() };

/** Who sits where at a step: public facts, shown as they were then. */
export interface FeedSeat {
  readonly name: string;
  readonly colour: string;
  readonly occupant: string;
}

/** Where the steps' rules states come from: the game as dealt and its log, which the match keeps for its proof. */
export interface TablePast {
  readonly game: AnyGame;
  readonly gameOptions: unknown;
  readonly seats: number;
  dealt(): unknown;
  readonly log: ReadonlyArray<LoggedEntry>;
}

export type FeedEvents = ReadonlyArray<GameEvent<{ readonly type: string }>>;

export interface FeedFrame {
  /** 0 for the table's first step in this room (as dealt, or as restored), then one per accepted action. */
  readonly step: number;
  /** When it happened (epoch ms, `broadcastClock`). */
  readonly at: number;
  /** How many actions of the log came before it: its rules state is the dealt game with those applied. */
  readonly logLength: number;
  /** Whether its last action's events belong to it (the first step of a room, dealt or restored, has none). */
  readonly heard: boolean;
  readonly seats: ReadonlyArray<FeedSeat>;
  /** The table's clock once this step was taken (see `BroadcastFeed.clock`). */
  clock: FeedClock;
  /** What the audience could predict once this step was taken: a viewer predicts against the step it sees. */
  window: PredictionWindow;
}

/** A table's clock as it stood at a step: a broadcast shows it shifted by its delay, so it counts down as it did. */
export interface FeedClock {
  /** When the first seat on the clock runs out of time (epoch ms); 0 with nobody on it. */
  readonly deadline: number;
  /** Seconds of bank each seat has left for the game. */
  readonly banks: ReadonlyArray<number>;
}

const NO_CLOCK: FeedClock = { deadline: 0, banks: [] };

export class BroadcastFeed {
  private readonly frames: FeedFrame[] = [];
  private steps = -1;
  /** When the table's room closed; the feed is dropped once its longest delay has passed after that. */
  closedAt: number | null = null;
  /** The audience's predictions scored (JSON), set at the end: broadcasts show them with the final step. */
  predictions = '';
  private clockNow: FeedClock = NO_CLOCK;
  private windowNow: PredictionWindow = { open: true, mutiny: 0 };
  /** The table's clock settings (0 without a clock), shown with the steps. */
  turnSeconds = 0;
  bankSeconds = 0;

  constructor(
    readonly past: TablePast,
    /** Kept longer than the longest delay allows: a step is needed until a newer one is old enough to replace it. */
    private readonly keepMs = BROADCAST_DELAY.max * 1000,
  ) {}

  get game(): AnyGame {
    return this.past.game;
  }

  get options(): unknown {
    return this.past.gameOptions;
  }

  get seatCount(): number {
    return this.past.seats;
  }

  /** The step the log has just reached; `heard` when it is an action's (its events are the broadcast's news). */
  record(heard: boolean, seats: ReadonlyArray<FeedSeat>): void {
    const at = broadcastClock.now();
    const previous = this.frames.at(-1)?.seats;
    this.frames.push({
      step: ++this.steps,
      at,
      logLength: this.past.log.length,
      heard,
      // Seats rarely change: the previous step's list is kept instead of an equal one per step.
      seats: previous !== undefined && sameSeats(previous, seats) ? previous : seats,
      clock: this.clockNow,
      window: this.windowNow,
    });
    this.prune(at);
  }

  /** What may be predicted changed, with the step just recorded (as for `clock`). */
  predictionWindow(window: PredictionWindow): void {
    this.windowNow = window;
    const latest = this.frames.at(-1);
    if (latest !== undefined) latest.window = window;
  }

  /**
   * The table's clock moved. It is set just after the step that moved it, in the same turn of the event loop (the
   * table records a step, then its pacer looks at the clock), so it belongs to that step: no broadcast can have
   * shown the step in between.
   */
  clock(clock: FeedClock): void {
    if (sameClock(clock, this.clockNow)) return;
    this.clockNow = clock;
    const latest = this.frames.at(-1);
    if (latest !== undefined) latest.clock = clock;
  }

  /** The newest step, whatever its age; null before the game starts. */
  get latest(): FeedFrame | null {
    return this.frames.at(-1) ?? null;
  }

  /** The steps after `after` that happened at or before `cutoff`, oldest first. */
  matured(after: number, cutoff: number): FeedFrame[] {
    const out: FeedFrame[] = [];
    for (const frame of this.frames) if (frame.step > after && frame.at <= cutoff) out.push(frame);
    return out;
  }

  /** True once the room is gone and no broadcast can still be behind it. */
  expired(now: number): boolean {
    return this.closedAt !== null && now - this.closedAt > this.keepMs;
  }

  /** Drops steps no delay can still show: all older than the keep window but the newest of those. */
  private prune(now: number): void {
    let old = 0;
    while (old + 1 < this.frames.length && (this.frames[old + 1]?.at ?? now) < now - this.keepMs) old++;
    if (old > 0) this.frames.splice(0, old);
  }
}

function sameSeats(a: ReadonlyArray<FeedSeat>, b: ReadonlyArray<FeedSeat>): boolean {
  return (
    a.length === b.length &&
    a.every((seat, i) => {
      const other = b[i];
      return (
        other !== undefined &&
        seat.name === other.name &&
        seat.colour === other.colour &&
        seat.occupant === other.occupant
      );
    })
  );
}

function sameClock(a: FeedClock, b: FeedClock): boolean {
  return (
    a.deadline === b.deadline &&
    a.banks.length === b.banks.length &&
    a.banks.every((x, i) => x === b.banks[i])
  );
}

/**
 * A broadcast's place in the table's past: the rules state of the step it showed last, moved on by applying the
 * log's next actions (one per step as a broadcast follows the table; the whole log once for a viewer who arrives
 * late or a step before the last one shown).
 */
export class FeedCursor {
  private logLength = -1;
  private rules: unknown = null;
  /** The events of the last action applied, so that asking for the same step twice tells the same news. */
  private events: FeedEvents = NO_EVENTS;

  constructor(private readonly past: TablePast) {}

  /** The rules state of `frame`, and the events it brought. */
  at(frame: FeedFrame): { readonly rules: unknown; readonly events: FeedEvents } {
    if (this.logLength < 0 || frame.logLength < this.logLength) {
      this.rules = this.past.dealt();
      this.logLength = 0;
      this.events = NO_EVENTS;
    }
    while (this.logLength < frame.logLength) {
      const entry = this.past.log[this.logLength];
      if (entry === undefined) throw new Error(`the log has no action ${this.logLength}`);
      const result = this.past.game.apply(this.rules, entry.seat, entry.action);
      // The log holds only actions the rules accepted from this very state: a refusal is a bug, not a viewer's doing.
      if (!result.ok) throw new Error(`action ${this.logLength} of the log is refused on replay`);
      this.rules = result.state;
      this.events = result.events as FeedEvents;
      this.logLength++;
    }
    return { rules: this.rules, events: frame.heard ? this.events : NO_EVENTS };
  }
}

const NO_EVENTS: FeedEvents = Object.freeze([]);
