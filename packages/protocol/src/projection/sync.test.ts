// The wire-safety workaround for @colyseus/schema 3's 255-byte string bug, proven by a real encode/decode.
import { Encoder, Reflection, Schema, type } from '@colyseus/schema';
import { utf8Length, wireSafe } from './sync';

class Probe extends Schema {
  @type('string') text = '';
  @type('uint8') after = 7;
}

function roundTrip(text: string): { text: string; after: number } {
  const probe = new Probe();
  probe.text = text;
  const encoder = new Encoder(probe);
  const decoder = Reflection.decode(Reflection.encode(encoder));
  decoder.decode(Buffer.from(encoder.encodeAll()));
  return decoder.state as unknown as { text: string; after: number };
}

describe('strings on the wire', () => {
  it('are padded when exactly 255 bytes long, and only then', () => {
    expect(wireSafe('x'.repeat(255))).toHaveLength(256);
    expect(wireSafe('x'.repeat(254))).toHaveLength(254);
    expect(wireSafe('é'.repeat(127) + 'x')).toHaveLength(129);
  });
  it('decode intact at every length around the bug once made wire-safe', () => {
    for (let n = 0; n < 300; n++) {
      const text = wireSafe(JSON.stringify('y'.repeat(n)));
      const decoded = roundTrip(text);
      expect(decoded.after).toBe(7);
      expect(JSON.parse(decoded.text)).toBe('y'.repeat(n));
    }
  });
  it('count UTF-8 bytes as Node does, in the browser too', () => {
    for (const text of [
      '',
      'abc',
      'é',
      'Zéphyrine',
      '€',
      '⚓ ship',
      '🏴‍☠️',
      'a\ud800b',
      '\udc00',
      'x'.repeat(255),
    ])
      expect(utf8Length(text)).toBe(Buffer.byteLength(text));
  });
});
