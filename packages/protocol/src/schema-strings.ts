// Makes the @colyseus/schema 3 decoder read longer strings with the platform's UTF-8 decoder.
import { decode } from '@colyseus/schema';

interface Cursor {
  offset: number;
}

type StringDecoder = (bytes: Uint8Array, it: Cursor) => string;

/**
 * From this many bytes on, `TextDecoder` is faster than schema's loop (measured in Node 20: equal near 10
 * bytes, 10× faster at 200).
 */
export const NATIVE_FROM_BYTES = 12;

/**
 * The byte length of the string at `at` from its msgpack prefix, as schema writes them (fixstr, str 8, str 16,
 * str 32), or -1 for any other prefix. Its header's size is `headerBytes(prefix)`.
 */
function lengthAt(bytes: Uint8Array, at: number): number {
  const prefix = bytes[at] ?? 0;
  if (prefix >= 0xa0 && prefix < 0xc0) return prefix & 0x1f;
  const b1 = bytes[at + 1] ?? 0;
  const b2 = bytes[at + 2] ?? 0;
  if (prefix === 0xd9) return b1;
  if (prefix === 0xda) return b1 | (b2 << 8);
  if (prefix === 0xdb)
    return (b1 | (b2 << 8) | ((bytes[at + 3] ?? 0) << 16) | ((bytes[at + 4] ?? 0) << 24)) >>> 0;
  return -1;
}

function headerBytes(prefix: number): number {
  return prefix === 0xd9 ? 2 : prefix === 0xda ? 3 : prefix === 0xdb ? 5 : 1;
}

/**
 * Schema decodes every string one character at a time, `string += String.fromCharCode(byte)`: a 300-byte
 * string (a seat's legal actions as JSON) leaves about 300 intermediate strings behind. At 2,000 bench
 * clients that was a fifth of everything the bots' process allocated, and its collector's pauses delayed the
 * patches of every table at once; a browser pays the same as jank while a table animates. Strings the
 * server encodes are well-formed UTF-8 (schema writes them from JavaScript strings), which `TextDecoder`
 * reads to the same text. Short strings and any prefix this does not know keep schema's own path, so the
 * offset moves exactly as before. Calling this twice is harmless.
 */
export function decodeLongStringsNatively(): void {
  const strings = decode as unknown as { string: StringDecoder & { native?: true } };
  if (strings.string.native === true) return;
  const schemaString = strings.string;
  const utf8 = new TextDecoder();
  const native: StringDecoder & { native?: true } = (bytes, it) => {
    const length = lengthAt(bytes, it.offset);
    if (length < NATIVE_FROM_BYTES) return schemaString(bytes, it);
    const start = it.offset + headerBytes(bytes[it.offset] ?? 0);
    // Schema's own bound: a length past the end of the patch reads (and moves) to its end.
    const end = Math.min(start + length, bytes.length);
    it.offset = end;
    return utf8.decode(bytes.subarray(start, end));
  };
  native.native = true;
  strings.string = native;
}
