// Throttles: a token bucket per client for messages, and what counts as one address for the per-address limits
// (`cluster/limits.ts`: wrong invite codes and matchmaking requests).
import { isIPv6 } from 'node:net';

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

/**
 * The key a per-address limit counts for `address`: an IPv4 address as it is (also when written as IPv6), an IPv6
 * address by its /64 network. One home or server is given a whole /64 and can use any of its 2^64 addresses: a
 * limit per address would not limit it at all.
 */
export function limitKey(address: string): string {
  const bare = address.replace(/%.*$/u, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/iu.exec(bare);
  if (mapped) return mapped[1] as string;
  if (!isIPv6(bare)) return bare;
  const [head = '', tail] = bare.toLowerCase().split('::');
  const front = head === '' ? [] : head.split(':');
  const back = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined
      ? front
      : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/u, ''))
    .join(':')}::/64`;
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
    if (last !== undefined && last !== '') return limitKey(last);
  }
  return limitKey(req.socket.remoteAddress ?? 'unknown');
}
