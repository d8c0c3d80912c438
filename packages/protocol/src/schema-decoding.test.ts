// Decoding without encoder records, proven on a recorded patch stream: a client that skips them decodes exactly
// what a normal client decodes after every patch, and its objects' change sets stay empty.
import * as schemaModule from '@colyseus/schema';
import { Encoder, Reflection, StateView } from '@colyseus/schema';
import { Dice, rngFromSeed } from '@flotilla/rules';
import type * as decoding from './schema-decoding';
import { Deck, mutate } from './testing/deck';

type SchemaModule = typeof schemaModule;
type DecodingModule = typeof decoding;

/** What the server sent: the type handshake, then the full state and 300 patches for a seat and the audience. */
function record(seed: number) {
  const dice = new Dice(rngFromSeed(`decoding-${seed}`));
  const deck = new Deck();
  const encoder = new Encoder(deck);
  const seatView = new StateView();
  seatView.add(deck);
  const full = { offset: 0 };
  const audience = [Buffer.from(encoder.encodeAll(full))];
  const seat = [Buffer.from(encoder.encodeAllView(seatView, full.offset, { ...full }))];
  for (let step = 0; step < 300; step++) {
    for (let n = dice.int(1, 3); n > 0; n--) mutate(deck, dice, step);
    const it = { offset: 0 };
    audience.push(Buffer.from(encoder.encode(it)));
    seat.push(Buffer.from(encoder.encodeView(seatView, it.offset, it)));
    encoder.discardChanges();
  }
  return { handshake: Buffer.from(Reflection.encode(encoder)), seat, audience };
}

/** Decodes a stream with the given schema module, returning the state's JSON after each patch. */
function replay(schema: SchemaModule, handshake: Buffer, patches: Buffer[]) {
  const decoder = schema.Reflection.decode(handshake);
  const states = patches.map((patch) => {
    decoder.decode(patch);
    return JSON.stringify(decoder.state.toJSON());
  });
  return { states, state: decoder.state as unknown as Record<string, unknown> };
}

/** A fresh copy of the schema module with the decode-only methods installed; the test's own copy is untouched. */
function decodeOnlySchema(): SchemaModule {
  let schema: SchemaModule | undefined;
  jest.isolateModules(() => {
    schema = jest.requireActual<SchemaModule>('@colyseus/schema');
    jest.requireActual<DecodingModule>('./schema-decoding').skipEncoderBookkeeping();
  });
  if (schema === undefined) throw new Error('no schema module');
  return schema;
}

interface Tree {
  indexedOperations: object;
  changes: { operations: unknown[] };
  allChanges: { operations: unknown[] };
}
const treeOf = (ref: unknown) => (ref as Record<string, Tree>)['~changes'] as Tree;

describe('decoding without encoder records', () => {
  const lean = decodeOnlySchema();

  it.each([1, 2, 3])('decodes the same states as a normal client, seat and audience (seed %i)', (seed) => {
    const stream = record(seed);
    for (const patches of [stream.seat, stream.audience]) {
      const expected = replay(schemaModule, stream.handshake, patches);
      const actual = replay(lean, stream.handshake, patches);
      expect(actual.states).toEqual(expected.states);
    }
  });

  it('leaves every decoded object’s change sets empty', () => {
    const stream = record(4);
    const { state } = replay(lean, stream.handshake, stream.seat);
    const crews = [...(state.crews as Iterable<unknown>), ...(state.ports as Map<string, unknown>).values()];
    expect(crews.length).toBeGreaterThan(0);
    for (const ref of [state, state.dice, state.crews, state.ports, ...crews]) {
      const tree = treeOf(ref);
      expect(Object.keys(tree.indexedOperations)).toEqual([]);
      expect(tree.changes.operations).toEqual([]);
      expect(tree.allChanges.operations).toEqual([]);
    }
  });

  it('leaves the schema module of the rest of the process recording as before', () => {
    const deck = new Deck();
    deck.label = 'kept';
    expect(treeOf(deck).changes.operations.length).toBeGreaterThan(0);
  });
});
