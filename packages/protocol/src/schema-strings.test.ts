// The native string decoding, proven against schema's own: the same text and the same offset for every
// length and prefix, and the same state after real patches.
import { Decoder, Encoder, MapSchema, Schema, decode, encode, type } from '@colyseus/schema';
import { Dice, rngFromSeed } from '@flotilla/rules';
import { NATIVE_FROM_BYTES, decodeLongStringsNatively } from './schema-strings';

type StringDecoder = (bytes: Uint8Array, it: { offset: number }) => string;
const strings = decode as unknown as { string: StringDecoder };
const schemaString = strings.string;

/** Characters of one to four UTF-8 bytes: ASCII, accented Latin, CJK, an emoji (a surrogate pair in JS). */
const ALPHABET = ['a', 'Z', '{', '"', ' ', 'é', 'ß', '海', '賊', '🏴', '☠'];

function randomText(dice: Dice, bytes: number): string {
  const parts: string[] = [];
  let length = 0;
  while (length < bytes) {
    const part = dice.pick(ALPHABET);
    parts.push(part);
    length += Buffer.byteLength(part);
  }
  return parts.join('') + (length === 255 ? '.' : '');
}

function encoded(text: string): Uint8Array {
  const bytes = new Uint8Array(Buffer.byteLength(text) + 8);
  const it = { offset: 3 };
  encode.string(bytes as Buffer, text, it);
  return bytes.subarray(0, it.offset + 2);
}

describe('decodeLongStringsNatively', () => {
  beforeAll(() => {
    decodeLongStringsNatively();
    decodeLongStringsNatively();
  });
  afterAll(() => {
    strings.string = schemaString;
  });

  it('is installed once, in place of schema’s string decoder', () => {
    expect(strings.string).not.toBe(schemaString);
  });

  it('reads the same text to the same offset as schema, at every prefix size', () => {
    const dice = new Dice(rngFromSeed('strings'));
    // Every prefix: fixstr both sides of the threshold, str 8, str 16 and str 32. Not 255 bytes: schema's
    // encoder writes that length as 0 (the server pads such strings, projection/sync.ts `wireSafe`).
    const sizes = [
      0,
      1,
      NATIVE_FROM_BYTES - 1,
      NATIVE_FROM_BYTES,
      31,
      32,
      200,
      254,
      256,
      5000,
      65_535,
      70_000,
    ];
    for (const size of sizes) {
      for (let round = 0; round < 5; round++) {
        const text = randomText(dice, size);
        const bytes = encoded(text);
        const ours = { offset: 3 };
        const theirs = { offset: 3 };
        expect(strings.string(bytes, ours)).toBe(text);
        expect(schemaString(bytes, theirs)).toBe(text);
        expect(ours.offset).toBe(theirs.offset);
      }
    }
  });

  it('stops at the end of a truncated patch as schema does', () => {
    const bytes = encoded('a long enough string of plain ASCII text');
    const cut = bytes.subarray(0, bytes.length - 10);
    const ours = { offset: 3 };
    const theirs = { offset: 3 };
    expect(strings.string(cut, ours)).toBe(schemaString(cut, theirs));
    expect(ours.offset).toBe(theirs.offset);
  });

  it('decodes the same state from real patches', () => {
    class Seat extends Schema {
      @type('string') legal = '';
      @type('string') name = '';
    }
    class Table extends Schema {
      @type({ map: Seat }) seats = new MapSchema<Seat>();
      @type('string') awaiting = '';
    }
    const state = new Table();
    const encoder = new Encoder(state);
    const decoder = new Decoder(new Table());
    decoder.decode(encoder.encodeAll());
    const dice = new Dice(rngFromSeed('patches'));
    for (let step = 0; step < 200; step++) {
      const key = `seat ${dice.int(0, 5)}`;
      const seat = state.seats.get(key) ?? new Seat();
      seat.legal = randomText(dice, dice.int(0, 400));
      seat.name = randomText(dice, dice.int(0, 20));
      state.seats.set(key, seat);
      state.awaiting = JSON.stringify([dice.int(0, 5), step]);
      decoder.decode(encoder.encode());
      encoder.discardChanges();
      expect(decoder.state.toJSON()).toEqual(state.toJSON());
    }
  });
});
