// The payload shape check: what colyseus.js packs passes unchanged; deep nesting, 64-bit integers and odd bytes do not.
import { Packr, unpack } from '@colyseus/msgpackr';
import fc from 'fast-check';
import { MAX_DEPTH, payloadShapeProblem } from './msgpack-shape';

/** Packs like colyseus.js's room: one packr for every message, records on (its defaults). */
const packr = new Packr();
packr.encode(undefined);
const packed = (value: unknown): Uint8Array => Uint8Array.from(packr.encode(value));

/** A value nested `depth` levels deep as plain MessagePack maps `{a: {a: … nil}}` (0x81 0xa1 'a' per level). */
function nestedMaps(depth: number): Uint8Array {
  const bytes: number[] = [];
  for (let i = 0; i < depth; i++) bytes.push(0x81, 0xa1, 0x61);
  bytes.push(0xc0);
  return Uint8Array.from(bytes);
}

describe('payloadShapeProblem', () => {
  it('passes every message of the protocol as colyseus.js packs it', () => {
    for (const message of [
      { action: { type: 'roll' } },
      { action: { type: 'pick', die: 2, keep: true, name: 'Anne Bonny' } },
      { action: { type: 'bid', amount: 1.5, big: 2 ** 40, negative: -70000 } },
      { ready: true },
      {},
      { seat: 3, on: false },
      { name: 'Anne', colour: 'teal' },
      { maybe: undefined, list: [1, 'two', null, [3]] },
    ]) {
      const bytes = packed(message);
      expect({ message, problem: payloadShapeProblem(bytes) }).toEqual({ message, problem: null });
      expect(unpack(bytes)).toEqual(message);
    }
  });

  it('passes any JSON-like value up to its depth, packed one after another by the same packer', () => {
    const value = fc.letrec((tie) => ({
      leaf: fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.integer(),
        fc.double(),
        fc.boolean(),
        fc.constant(null),
      ),
      node: fc.oneof(
        { depthSize: 'small', maxDepth: 3 },
        tie('leaf'),
        fc.array(tie('node'), { maxLength: 4 }),
        fc.dictionary(fc.string({ maxLength: 8 }), tie('node'), { maxKeys: 4 }),
      ),
    })).node;
    fc.assert(
      fc.property(value, (v) => {
        const bytes = packed({ v });
        return payloadShapeProblem(bytes) === null;
      }),
      { numRuns: 500 },
    );
  });

  it('refuses nesting deeper than its limit before anything recurses, 5,000 levels as well as one too many', () => {
    expect(payloadShapeProblem(nestedMaps(MAX_DEPTH))).toBeNull();
    expect(payloadShapeProblem(nestedMaps(MAX_DEPTH + 1))).toMatch(/nested more than/);
    expect(payloadShapeProblem(nestedMaps(5000))).toMatch(/nested more than/);
    expect(payloadShapeProblem(Uint8Array.from([...Array(5000).fill(0x91), 0xc0]))).toMatch(/nested/);
    // Objects packed as msgpackr records count like maps.
    let deep: unknown = 'bottom';
    for (let i = 0; i < MAX_DEPTH; i++) deep = { a: deep };
    expect(payloadShapeProblem(packed(deep))).toBeNull();
    expect(payloadShapeProblem(packed({ a: deep }))).toMatch(/nested more than/);
  });

  it('refuses 64-bit integers, which decode as BigInt', () => {
    // { action: { type: 'roll', n: <uint64 5> } }, and the same with an int64.
    const head = [0x81, 0xa6, ...Buffer.from('action'), 0x82, 0xa4, ...Buffer.from('type')];
    const roll = [0xa4, ...Buffer.from('roll'), 0xa1, 0x6e];
    for (const code of [0xcf, 0xd3]) {
      const bytes = Uint8Array.from([...head, ...roll, code, 0, 0, 0, 0, 0, 0, 0, 5]);
      expect(typeof (unpack(bytes) as { action: { n: unknown } }).action.n).toBe('bigint');
      expect(payloadShapeProblem(bytes)).toMatch(/64-bit integer/);
    }
  });

  it('refuses the never-used byte, other extensions, cut or overlong payloads', () => {
    expect(payloadShapeProblem(Uint8Array.from([0x81, 0xa1, 0x61, 0xc1]))).toMatch(/0xC1/);
    expect(payloadShapeProblem(Uint8Array.from([0xd4, 0x73, 0x90]))).toMatch(/extension/);
    expect(payloadShapeProblem(Uint8Array.from([0xc7, 0x01, 0x05, 0x00]))).toMatch(/extension/);
    expect(payloadShapeProblem(Uint8Array.from([0x82, 0xa1, 0x61]))).toMatch(/not valid/);
    expect(payloadShapeProblem(Uint8Array.from([0xdd, 0xff, 0xff, 0xff, 0xff]))).toMatch(/not valid/);
    expect(payloadShapeProblem(Uint8Array.from([0xc0, 0xc0]))).toMatch(/not valid/);
  });
});
