// A serial mailbox: each job starts once the one before it has finished, whatever its outcome.
export class Mailbox {
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  /** Runs `job` after every job posted before it; resolves or rejects with its result. */
  post<T>(job: () => Promise<T> | T): Promise<T> {
    this.waiting++;
    const run = this.tail.then(job).finally(() => this.waiting--);
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** Jobs posted and not finished yet. */
  get pending(): number {
    return this.waiting;
  }

  /** Resolves once every job posted so far has finished. */
  idle(): Promise<void> {
    return this.tail.then(() => undefined);
  }
}
