// One table's writes to the store, in order: the log awaited by the match, seats and clocks in the background.
import type { LoggedAction } from '@flotilla/rules';
import { logger } from '../logger';
import { storeFailures, storeWrites } from '../metrics';
import { Mailbox } from '../rooms/mailbox';
import type { KeptSeating, NewTable, TableStore } from './types';

/** How long a background write that failed waits before it is tried again. */
export const RETRY_MS = 1000;

/** Background writes: only the latest of each kind matters, so a newer one replaces one not yet written. */
type Kind = 'seating' | 'deadline' | 'audience' | 'end';

export class TableKeeper {
  private readonly writes = new Mailbox();
  private readonly background = new Map<Kind, () => Promise<void>>();
  private retry: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  /** A pump is posted and has not started: a newer background write will be taken by it. */
  private pumpQueued = false;
  /** A start the store has not kept yet. */
  private unstarted: { seating: KeptSeating; at: number } | null = null;
  /** Who waits for the audience to be kept: each is answered by the first write that began after it asked. */
  private audienceWaiters: Array<() => void> = [];

  constructor(
    private readonly store: TableStore,
    readonly gameId: string,
    private readonly room: string,
  ) {}

  create(table: NewTable): Promise<void> {
    return this.writes.post(() => this.store.createTable(table));
  }

  /**
   * Resolves once the action is durable at position `index`; rejects if the store cannot write it. The start
   * goes first if it is not kept yet: a log is never kept for a table the store thinks is still waiting.
   */
  append(index: number, entry: LoggedAction): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the table is closing'));
    const written = this.writes.post(async () => {
      await this.writeStart();
      const timer = storeWrites.startTimer();
      try {
        await this.store.appendActions(this.gameId, index, [entry]);
        timer();
      } catch (error) {
        storeFailures.inc();
        throw error;
      }
    });
    // The store answers again: what waits in the background goes with it.
    void written.then(
      () => this.pump(),
      () => undefined,
    );
    return written;
  }

  /** The game starts: written now if the store can, else before the first action. */
  start(seating: KeptSeating, at: number): void {
    this.background.delete('seating');
    this.unstarted = { seating, at };
    void this.writes.post(() => this.writeStart()).catch((error: unknown) => this.failed(error));
  }

  private async writeStart(): Promise<void> {
    const start = this.unstarted;
    if (start === null) return;
    await this.store.recordStart(this.gameId, start.seating, start.at);
    if (this.unstarted === start) this.unstarted = null;
  }

  seating(seating: KeptSeating): void {
    this.later('seating', () => this.store.recordSeating(this.gameId, seating));
  }

  /**
   * The table's audience (links, agreements, predictions), written in the background with the latest winning.
   * Resolves once a write that holds it is durable: a prediction is acknowledged only then.
   */
  audience(audience: unknown): Promise<void> {
    return new Promise((resolve) => {
      this.audienceWaiters.push(resolve);
      this.later('audience', async () => {
        const answered = this.audienceWaiters.length;
        await this.store.recordAudience(this.gameId, audience);
        for (const waiter of this.audienceWaiters.splice(0, answered)) waiter();
      });
    });
  }

  deadline(epochMs: number): void {
    this.later('deadline', () => this.store.recordDeadline(this.gameId, epochMs));
  }

  finish(outcome: unknown, at: number): void {
    this.background.delete('deadline');
    this.later('end', () => this.store.finishTable(this.gameId, outcome, at));
  }

  /** Everyone left before the end: the table is kept but never restored. */
  abandon(at: number): void {
    this.later('end', () => this.store.abandonTable(this.gameId, at));
  }

  /**
   * A graceful shutdown: writes what waits, marks when the clock stopped, and records nothing more (the seats
   * emptied by the shutdown are not seat changes: the players come back after the restart).
   */
  async close(): Promise<void> {
    if (this.closed) return;
    await this.pumpNow();
    this.closed = true;
    if (this.retry !== null) clearTimeout(this.retry);
    const at = Date.now();
    await this.writes
      .post(() => this.store.touch(this.gameId, at))
      .catch((error: unknown) => this.failed(error));
  }

  get closing(): boolean {
    return this.closed;
  }

  private later(kind: Kind, write: () => Promise<void>): void {
    if (this.closed) return;
    this.background.set(kind, write);
    this.pump();
  }

  private pump(): void {
    if (this.background.size === 0 || this.pumpQueued) return;
    this.pumpQueued = true;
    void this.pumpNow();
  }

  /** Writes the waiting background writes in order; one that fails waits for the next success or the retry. */
  private pumpNow(): Promise<void> {
    return this.writes.post(async () => {
      this.pumpQueued = false;
      for (const [kind, write] of [...this.background]) {
        if (this.background.get(kind) !== write) continue;
        try {
          await write();
          if (this.background.get(kind) === write) this.background.delete(kind);
        } catch (error) {
          this.failed(error);
          this.retryLater();
          return;
        }
      }
    });
  }

  private retryLater(): void {
    if (this.retry !== null || this.closed) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.pump();
    }, RETRY_MS);
    // A table that is gone must not keep the process alive for a write nobody waits for.
    this.retry.unref();
  }

  private failed(error: unknown): void {
    logger.warn({ room: this.room, game: this.gameId, err: error }, 'store write failed');
  }
}
