// Throttles: a token bucket per client for messages, a fixed window per address for wrong invite codes.

export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = burst;
    this.last = now();
  }

  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.perSecond);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Counts failures per key in a window; `blocked` once the limit is reached, until the window ends. */
export class FailureWindow {
  private readonly failures = new Map<string, { count: number; until: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  blocked(key: string): boolean {
    const entry = this.failures.get(key);
    if (entry === undefined) return false;
    if (entry.until <= this.now()) {
      this.failures.delete(key);
      return false;
    }
    return entry.count >= this.limit;
  }

  fail(key: string): void {
    const entry = this.failures.get(key);
    if (entry === undefined || entry.until <= this.now()) {
      this.failures.set(key, { count: 1, until: this.now() + this.windowMs });
    } else {
      entry.count++;
    }
    if (this.failures.size > 100_000) this.failures.clear();
  }
}
