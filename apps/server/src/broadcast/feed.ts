// A table's past, kept for its broadcasts: each step's rules state and events with the time it happened. A
// broadcast shows only steps at least its delay old, so the server itself holds the stream back (issue 25).
import { BROADCAST_DELAY } from '@flotilla/protocol';
import type { AnyGame, GameEvent } from '@flotilla/rules';

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
}

export class BroadcastFeed {
  private readonly frames: FeedFrame[] = [];
  private steps = -1;
  /** When the table's room closed; the feed is dropped once its longest delay has passed after that. */
  closedAt: number | null = null;
  /** The audience's predictions scored (JSON), set at the end: broadcasts show them with the final step. */
  predictions = '';

  constructor(
    readonly game: AnyGame,
    readonly options: unknown,
    readonly seatCount: number,
    /** Kept longer than the longest delay allows: a step is needed until a newer one is old enough to replace it. */
    private readonly keepMs = BROADCAST_DELAY.max * 1000,
  ) {}

  record(rules: unknown, events: FeedFrame['events'], seats: ReadonlyArray<FeedSeat>): void {
    const at = broadcastClock.now();
    this.frames.push({ step: ++this.steps, at, rules, events, seats });
    this.prune(at);
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
