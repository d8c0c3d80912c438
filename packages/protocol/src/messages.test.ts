// The hand-written `act` reader accepts and refuses exactly what the zod schema does.
import fc from 'fast-check';
import { ClientMessages, readAct } from './messages';

const agree = (message: unknown) => {
  const zod = ClientMessages.act.safeParse(message);
  const read = readAct(message);
  expect(read.ok).toBe(zod.success);
  if (read.ok && zod.success) expect(read.value).toEqual(zod.data);
};

/** Field names and values around every limit: long keys and strings, non-finite numbers, nesting. */
const key = fc.oneof(
  fc.constantFrom('type', 'die', 'joker', 'seat', 'x'.repeat(32), 'y'.repeat(33), ''),
  fc.string({ maxLength: 40 }).filter((k) => k !== '__proto__'),
);
const value = fc.oneof(
  fc.string({ maxLength: 70 }),
  fc.constantFrom('a'.repeat(64), 'b'.repeat(65)),
  fc.double(),
  fc.integer(),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }),
);
const action = fc.oneof(
  fc.dictionary(key, value, { maxKeys: 10 }),
  fc
    .record({ type: value })
    .chain((a) => fc.dictionary(key, value, { maxKeys: 9 }).map((rest) => ({ ...rest, ...a }))),
  fc.anything(),
);

describe('readAct', () => {
  it('agrees with ClientMessages.act on hand-picked messages', () => {
    const cases: unknown[] = [
      null,
      undefined,
      42,
      'roll',
      [],
      {},
      { action: null },
      { action: [] },
      { action: { type: 7 } },
      { action: { type: 'roll' } },
      { action: { type: 'pick', die: 3, joker: 'rum' } },
      { action: { type: 'roll' }, extra: 1 },
      { action: { type: 'roll', nested: { deep: true } } },
      { action: { type: 'x'.repeat(64) } },
      { action: { type: 'x'.repeat(65) } },
      { action: { type: 'roll', n: Number.NaN } },
      { action: Object.fromEntries(Array.from({ length: 8 }, (_, i) => [i === 0 ? 'type' : `f${i}`, 'a'])) },
      { action: Object.fromEntries(Array.from({ length: 9 }, (_, i) => [i === 0 ? 'type' : `f${i}`, 'a'])) },
      { action: Object.assign(Object.create(null) as object, { type: 'roll' }) },
      { action: new Date() },
      { action: Buffer.from('{}') },
    ];
    cases.forEach(agree);
  });

  it('agrees with ClientMessages.act on random messages', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.record({ action }), fc.dictionary(key, action, { maxKeys: 2 }), fc.anything()),
        agree,
      ),
      { numRuns: 5000 },
    );
  });
});
