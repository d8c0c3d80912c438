// A table's past, kept for its broadcasts: each step's rules state and events with the time it happened. A
// broadcast shows only steps at least its delay old, so the server itself holds the stream back (issue 25).
import { BROADCAST_DELAY } from '@flotilla/protocol';
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

export interface FeedFrame {
  /** 0 for the table as dealt, then one per accepted action. */
  readonly step: number;
  /** When it happened (epoch ms, `broadcastClock`). */
  readonly at: number;
  readonly rules: unknown;
  readonly events: ReadonlyArray<GameEvent<{ readonly type: string }>>;
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
    readonly game: AnyGame,
    readonly options: unknown,
    readonly seatCount: number,
    /** Kept longer than the longest delay allows: a step is needed until a newer one is old enough to replace it. */
    private readonly keepMs = BROADCAST_DELAY.max * 1000,
  ) {}

  record(rules: unknown, events: FeedFrame['events'], seats: ReadonlyArray<FeedSeat>): void {
    const at = broadcastClock.now();
    this.frames.push({
      step: ++this.steps,
      at,
      rules,
      events,
      seats,
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
