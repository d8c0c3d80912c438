// Reads a MessagePack payload's shape without recursion: its nesting and its number types, before anything decodes it.

/** No message of the protocol nests deeper than 2 (`act` → `action`): well above that, nothing is a message. */
export const MAX_DEPTH = 8;

/**
 * Why `bytes` (one MessagePack value, as colyseus.js packs it) is no payload a handler may see, or null. It walks
 * the bytes with a counter per open container instead of a call per level: msgpackr's decoder, `JSON.stringify`
 * and zod all recurse, and a payload nested a few thousand levels overflowed the stack inside the room's handler
 * (an `internal-error` and a stack trace in the log). Refused, each with its reason:
 * - nesting deeper than `MAX_DEPTH`;
 * - 64-bit integers (`0xcf`, `0xd3`): msgpackr decodes them as BigInt, which no schema or `JSON.stringify` takes
 *   (colyseus.js sends a large number as a float64);
 * - the never-used byte `0xc1`, which msgpackr decodes as a marker object instead of failing;
 * - extensions other than the two colyseus.js's packer writes: `undefined` (type 0) and msgpackr's record
 *   definition (type 0x72, `d4 72 id`, then an array of keys and one value per key; the byte `0x40 + id` later in
 *   the same payload is another object of that record);
 * - a payload cut short, or claiming more items than it has bytes.
 */
export function payloadShapeProblem(bytes: Uint8Array): string | null {
  return new ShapeWalk(bytes).problem();
}

const TRUNCATED = 'The message payload is not valid MessagePack.';

/**
 * One walk over one payload. A class rather than closures: the server runs under tsx, whose kept names cost a
 * property definition per closure per call, and this runs for every message.
 */
class ShapeWalk {
  /** Items still to read in each open container, innermost last. */
  private readonly open: number[] = [];
  /** Keys per record id defined so far in this payload (msgpackr forgets them between payloads). */
  private readonly records = new Map<number, number>();
  private at = 0;

  constructor(private readonly bytes: Uint8Array) {}

  problem(): string | null {
    while (this.at < this.bytes.byteLength) {
      const token = this.bytes[this.at++] ?? 0;
      let step: string | null | 'done';
      if (token < 0x40 || token >= 0xe0) step = this.scalar(0);
      else if (token < 0x80)
        step = this.records.has(token & 0x3f)
          ? this.container(this.records.get(token & 0x3f) ?? 0)
          : this.scalar(0);
      else if (token < 0x90) step = this.container((token - 0x80) * 2);
      else if (token < 0xa0) step = this.container(token - 0x90);
      else if (token < 0xc0) step = this.scalar(token - 0xa0);
      else
        switch (token) {
          case 0xc0:
          case 0xc2:
          case 0xc3:
            step = this.scalar(0);
            break;
          case 0xc1:
            return 'The message payload holds the never-used byte 0xC1.';
          case 0xc4:
          case 0xd9:
            step = this.need(1) ? this.scalar(this.uint(1)) : TRUNCATED;
            break;
          case 0xc5:
          case 0xda:
            step = this.need(2) ? this.scalar(this.uint(2)) : TRUNCATED;
            break;
          case 0xc6:
          case 0xdb:
            step = this.need(4) ? this.scalar(this.uint(4)) : TRUNCATED;
            break;
          case 0xca:
          case 0xce:
          case 0xd2:
            step = this.scalar(4);
            break;
          case 0xcb:
            step = this.scalar(8);
            break;
          case 0xcc:
          case 0xd0:
            step = this.scalar(1);
            break;
          case 0xcd:
          case 0xd1:
            step = this.scalar(2);
            break;
          case 0xcf:
          case 0xd3:
            return 'The message holds a 64-bit integer: send numbers as float64 or 32-bit integers.';
          case 0xdc:
            step = this.need(2) ? this.container(this.uint(2)) : TRUNCATED;
            break;
          case 0xdd:
            step = this.need(4) ? this.container(this.uint(4)) : TRUNCATED;
            break;
          case 0xde:
            step = this.need(2) ? this.container(this.uint(2) * 2) : TRUNCATED;
            break;
          case 0xdf:
            step = this.need(4) ? this.container(this.uint(4) * 2) : TRUNCATED;
            break;
          case 0xd4: {
            if (!this.need(2)) return TRUNCATED;
            const type = this.bytes[this.at] ?? 0;
            const data = this.bytes[this.at + 1] ?? 0;
            this.at += 2;
            if (type === 0x00) {
              step = this.done() ? 'done' : null;
              break;
            }
            if (type !== 0x72) return 'The message holds a MessagePack extension the protocol does not use.';
            const keys = this.recordKeys();
            if (typeof keys === 'string') return keys;
            this.records.set(data & 0x3f, keys);
            step = this.container(keys);
            break;
          }
          default:
            return 'The message holds a MessagePack extension the protocol does not use.';
        }
      if (step === 'done') return this.at === this.bytes.byteLength ? null : TRUNCATED;
      if (step !== null) return step;
    }
    return TRUNCATED;
  }

  private need(n: number): boolean {
    return this.at + n <= this.bytes.byteLength;
  }

  private uint(size: 1 | 2 | 4): number {
    let value = 0;
    for (let i = 0; i < size; i++) value = value * 256 + (this.bytes[this.at + i] ?? 0);
    this.at += size;
    return value;
  }

  /** One item read whole: close every container it completes. True when the top-level value is complete. */
  private done(): boolean {
    while (this.open.length > 0) {
      const left = (this.open[this.open.length - 1] ?? 1) - 1;
      if (left > 0) {
        this.open[this.open.length - 1] = left;
        return false;
      }
      this.open.pop();
    }
    return true;
  }

  /** A container of `items` items: opened, or read whole when empty. */
  private container(items: number): string | null | 'done' {
    if (items === 0) return this.done() ? 'done' : null;
    if (items > this.bytes.byteLength - this.at) return TRUNCATED;
    if (this.open.length >= MAX_DEPTH) return `The message is nested more than ${MAX_DEPTH} levels deep.`;
    this.open.push(items);
    return null;
  }

  /** Skips `n` bytes of a scalar, then counts it as one item. */
  private scalar(n: number): string | null | 'done' {
    if (!this.need(n)) return TRUNCATED;
    this.at += n;
    return this.done() ? 'done' : null;
  }

  /** A record definition's array of keys, each a short string: its length, skipped over. */
  private recordKeys(): number | string {
    const header = this.bytes[this.at++] ?? 0;
    let count: number;
    if (header >= 0x90 && header < 0xa0) count = header - 0x90;
    else if (header === 0xdc && this.need(2)) count = this.uint(2);
    else return 'A MessagePack record names its keys in an array.';
    for (let i = 0; i < count; i++) {
      const key = this.bytes[this.at++] ?? 0;
      let length: number;
      if (key >= 0xa0 && key < 0xc0) length = key - 0xa0;
      else if (key === 0xd9 && this.need(1)) length = this.uint(1);
      else return 'A MessagePack record names its keys with strings.';
      if (!this.need(length)) return TRUNCATED;
      this.at += length;
    }
    return count;
  }
}
