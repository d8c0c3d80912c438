// Throttles: a token bucket per client for messages, fixed windows per address for wrong invite codes and for
// matchmaking requests.

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

/** Counts events per key in a window; `blocked` once the limit is reached, until the window ends. */
export class WindowCounter {
  private readonly counts = new Map<string, { count: number; until: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  blocked(key: string): boolean {
    const entry = this.counts.get(key);
    if (entry === undefined) return false;
    if (entry.until <= this.now()) {
      this.counts.delete(key);
      return false;
    }
    return entry.count >= this.limit;
  }

  count(key: string): void {
    const entry = this.counts.get(key);
    if (entry === undefined || entry.until <= this.now()) {
      this.counts.set(key, { count: 1, until: this.now() + this.windowMs });
    } else {
      entry.count++;
    }
    if (this.counts.size > 100_000) this.counts.clear();
  }
}

/**
 * The address a per-address limit counts: the socket's peer, or behind one reverse proxy (`trustProxy`) the
 * address that proxy appended last to `X-Forwarded-For`: the one it saw the request come from. Entries before it
 * are whatever the client wrote, and so is the whole header without a proxy: it is only read when the operator
 * says a proxy sets it.
 */
export function clientAddress(
  req: { headers: Record<string, string | string[] | undefined>; socket: { remoteAddress?: string } },
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const header = req.headers['x-forwarded-for'];
    const joined = Array.isArray(header) ? header.join(',') : header;
    const last = joined?.split(',').pop()?.trim();
    if (last !== undefined && last !== '') return last;
  }
  return req.socket.remoteAddress ?? 'unknown';
}
