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
  /** Items still to read in each open container, innermost last. */
  const open: number[] = [];
  /** Keys per record id defined so far in this payload (msgpackr forgets them between payloads). */
  const records = new Map<number, number>();
  let at = 0;
  const truncated = 'The message payload is not valid MessagePack.';
  const need = (n: number): boolean => at + n <= bytes.byteLength;
  const uint = (size: 1 | 2 | 4): number => {
    let value = 0;
    for (let i = 0; i < size; i++) value = value * 256 + (bytes[at + i] ?? 0);
    at += size;
    return value;
  };
  /** One item read whole: close every container it completes. True when the top-level value is complete. */
  const done = (): boolean => {
    while (open.length > 0) {
      const left = (open[open.length - 1] ?? 1) - 1;
      if (left > 0) {
        open[open.length - 1] = left;
        return false;
      }
      open.pop();
    }
    return true;
  };
  /** A container of `items` items: opened, or read whole when empty. */
  const container = (items: number): string | null | 'done' => {
    if (items === 0) return done() ? 'done' : null;
    if (items > bytes.byteLength - at) return truncated;
    if (open.length >= MAX_DEPTH) return `The message is nested more than ${MAX_DEPTH} levels deep.`;
    open.push(items);
    return null;
  };
  /** Skips `n` bytes of a scalar, then counts it as one item. */
  const scalar = (n: number): string | null | 'done' => {
    if (!need(n)) return truncated;
    at += n;
    return done() ? 'done' : null;
  };

  while (at < bytes.byteLength) {
    const token = bytes[at++] ?? 0;
    let step: string | null | 'done';
    if (token < 0x40 || token >= 0xe0) step = scalar(0);
    else if (token < 0x80)
      step = records.has(token & 0x3f) ? container(records.get(token & 0x3f) ?? 0) : scalar(0);
    else if (token < 0x90) step = container((token - 0x80) * 2);
    else if (token < 0xa0) step = container(token - 0x90);
    else if (token < 0xc0) step = scalar(token - 0xa0);
    else
      switch (token) {
        case 0xc0:
        case 0xc2:
        case 0xc3:
          step = scalar(0);
          break;
        case 0xc1:
          return 'The message payload holds the never-used byte 0xC1.';
        case 0xc4:
        case 0xd9:
          step = need(1) ? scalar(uint(1)) : truncated;
          break;
        case 0xc5:
        case 0xda:
          step = need(2) ? scalar(uint(2)) : truncated;
          break;
        case 0xc6:
        case 0xdb:
          step = need(4) ? scalar(uint(4)) : truncated;
          break;
        case 0xca:
        case 0xce:
        case 0xd2:
          step = scalar(4);
          break;
        case 0xcb:
          step = scalar(8);
          break;
        case 0xcc:
        case 0xd0:
          step = scalar(1);
          break;
        case 0xcd:
        case 0xd1:
          step = scalar(2);
          break;
        case 0xcf:
        case 0xd3:
          return 'The message holds a 64-bit integer: send numbers as float64 or 32-bit integers.';
        case 0xdc:
          step = need(2) ? container(uint(2)) : truncated;
          break;
        case 0xdd:
          step = need(4) ? container(uint(4)) : truncated;
          break;
        case 0xde:
          step = need(2) ? container(uint(2) * 2) : truncated;
          break;
        case 0xdf:
          step = need(4) ? container(uint(4) * 2) : truncated;
          break;
        case 0xd4: {
          if (!need(2)) return truncated;
          const type = bytes[at] ?? 0;
          const data = bytes[at + 1] ?? 0;
          at += 2;
          if (type === 0x00) {
            step = done() ? 'done' : null;
            break;
          }
          if (type !== 0x72) return 'The message holds a MessagePack extension the protocol does not use.';
          const keys = recordKeys();
          if (typeof keys === 'string') return keys;
          records.set(data & 0x3f, keys);
          step = container(keys);
          break;
        }
        default:
          return 'The message holds a MessagePack extension the protocol does not use.';
      }
    if (step === 'done') return at === bytes.byteLength ? null : truncated;
    if (step !== null) return step;
  }
  return truncated;

  /** A record definition's array of keys, each a short string: its length, skipped over. */
  function recordKeys(): number | string {
    const header = bytes[at++] ?? 0;
    let count: number;
    if (header >= 0x90 && header < 0xa0) count = header - 0x90;
    else if (header === 0xdc && need(2)) count = uint(2);
    else return 'A MessagePack record names its keys in an array.';
    for (let i = 0; i < count; i++) {
      const key = bytes[at++] ?? 0;
      let length: number;
      if (key >= 0xa0 && key < 0xc0) length = key - 0xa0;
      else if (key === 0xd9 && need(1)) length = uint(1);
      else return 'A MessagePack record names its keys with strings.';
      if (!need(length)) return truncated;
      at += length;
    }
    return count;
  }
}
