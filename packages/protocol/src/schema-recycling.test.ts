// The recycled schema bookkeeping, proven by real encodes and decodes: what two clients decode after every
// patch equals the state, whether the patch pushed, rewrote, popped, spliced or cleared.
import { Encoder, Reflection, StateView } from '@colyseus/schema';
import { Dice, rngFromSeed } from '@flotilla/rules';
import { recycleDecoderBookkeeping, recycleEncoderBookkeeping } from './schema-recycling';
import { Crew, Deck, mutate } from './testing/deck';

function decoderOf(encoder: Encoder) {
  return Reflection.decode(Reflection.encode(encoder));
}

describe('recycled schema bookkeeping', () => {
  beforeAll(() => {
    recycleEncoderBookkeeping();
    recycleDecoderBookkeeping();
  });

  it.each([1, 2, 3, 4, 5])(
    'keeps a viewer and an audience client equal to the state over 300 patches (seed %i)',
    (seed) => {
      const dice = new Dice(rngFromSeed(`recycling-${seed}`));
      const deck = new Deck();
      const encoder = new Encoder(deck);
      const seatView = new StateView();
      seatView.add(deck);
      const seat = decoderOf(encoder);
      const audience = decoderOf(encoder);
      const full = { offset: 0 };
      const fullShared = Buffer.from(encoder.encodeAll(full));
      seat.decode(Buffer.from(encoder.encodeAllView(seatView, full.offset, { ...full })));
      audience.decode(fullShared);
      for (let step = 0; step < 300; step++) {
        // One to three changes per patch, as a table makes.
        for (let n = dice.int(1, 3); n > 0; n--) mutate(deck, dice, step);
        const it = { offset: 0 };
        const shared = Buffer.from(encoder.encode(it));
        const forSeat = Buffer.from(encoder.encodeView(seatView, it.offset, it));
        encoder.discardChanges();
        seat.decode(forSeat);
        audience.decode(shared);
        const { secret, ...audienceSees } = deck.toJSON() as Record<string, unknown>;
        expect(seat.state.toJSON()).toEqual({ ...audienceSees, secret });
        expect(audience.state.toJSON()).toEqual(audienceSees);
      }
    },
  );

  it('clears the same change-set objects instead of making new ones', () => {
    const deck = new Deck();
    const encoder = new Encoder(deck);
    encoder.encodeAll();
    const tree = (deck.dice as unknown as { '~changes': { changes: object; indexedOperations: object } })[
      '~changes'
    ];
    deck.dice.push(3);
    const before = { changes: tree.changes, indexed: tree.indexedOperations };
    encoder.encode();
    encoder.discardChanges();
    expect(tree.changes).toBe(before.changes);
    expect(tree.indexedOperations).toBe(before.indexed);
    expect(tree.changes).toMatchObject({ operations: [], indexes: {}, queueRootNode: undefined });
    expect(Object.keys(tree.indexedOperations)).toEqual([]);
  });

  it('decodes into the same item arrays, with removed items compacted away', () => {
    const deck = new Deck();
    deck.dice.push(1, 2, 3);
    const encoder = new Encoder(deck);
    const client = decoderOf(encoder);
    client.decode(Buffer.from(encoder.encodeAll()));
    encoder.discardChanges();
    const dice = (client.state as unknown as { dice: { items: number[]; tmpItems: number[] } }).dice;
    const before = { items: dice.items, tmpItems: dice.tmpItems };
    const patch = (change: () => void) => {
      change();
      client.decode(Buffer.from(encoder.encode()));
      encoder.discardChanges();
    };
    patch(() => deck.dice.shift());
    expect(dice.items).toEqual([2, 3]);
    patch(() => deck.dice.push(6));
    expect(dice.items).toEqual([2, 3, 6]);
    expect(dice.tmpItems).toEqual([2, 3, 6]);
    expect(dice.items).toBe(before.items);
    expect(dice.tmpItems).toBe(before.tmpItems);
  });

  it('skips the reference collection of a patch that deletes nothing, and still drops what a patch removes', () => {
    const deck = new Deck();
    const crew = new Crew();
    deck.crews.push(crew);
    const encoder = new Encoder(deck);
    const client = decoderOf(encoder);
    client.decode(Buffer.from(encoder.encodeAll()));
    encoder.discardChanges();
    const tracker = client.root as unknown as { deletedRefs: Set<number>; refs: Map<number, unknown> };
    const clear = jest.spyOn(tracker.deletedRefs, 'clear');
    const patch = (change: () => void) => {
      change();
      client.decode(Buffer.from(encoder.encode()));
      encoder.discardChanges();
    };
    patch(() => (deck.label = 'no deletion'));
    expect(clear).not.toHaveBeenCalled();
    const refsWithCrew = tracker.refs.size;
    patch(() => deck.crews.pop());
    expect(clear).toHaveBeenCalledTimes(1);
    // The crew and its tags array are gone from the tracker, as without the recycling.
    expect(tracker.refs.size).toBe(refsWithCrew - 2);
    const { secret: _secret, ...audienceSees } = deck.toJSON() as Record<string, unknown>;
    expect(client.state.toJSON()).toEqual(audienceSees);
  });
});
