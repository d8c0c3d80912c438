// The recycled schema bookkeeping, proven by real encodes and decodes: what two clients decode after every
// patch equals the state, whether the patch pushed, rewrote, popped, spliced or cleared.
import { ArraySchema, Encoder, MapSchema, Reflection, Schema, StateView, type, view } from '@colyseus/schema';
import { Dice, rngFromSeed } from '@flotilla/rules';
import { recycleDecoderBookkeeping, recycleEncoderBookkeeping } from './schema-recycling';

class Crew extends Schema {
  @type('uint8') strength = 0;
  @type(['string']) tags = new ArraySchema<string>();
}

class Deck extends Schema {
  @type('string') label = '';
  @type(['uint8']) dice = new ArraySchema<number>();
  @type([Crew]) crews = new ArraySchema<Crew>();
  @type({ map: Crew }) ports = new MapSchema<Crew>();
  @view() @type('string') secret = '';
}

/** One random change; `dice` is seeded, so a failure replays. */
function mutate(deck: Deck, dice: Dice, step: number): void {
  const pick = (n: number) => dice.int(0, n - 1);
  switch (pick(10)) {
    case 0:
      deck.label = `label ${step}`;
      break;
    case 1:
      deck.dice.push(pick(6) + 1);
      break;
    case 2:
      if (deck.dice.length > 0) deck.dice[pick(deck.dice.length)] = pick(6) + 1;
      break;
    case 3:
      deck.dice.pop();
      break;
    case 4: {
      const crew = new Crew();
      crew.strength = pick(9);
      crew.tags.push(`t${step}`);
      deck.crews.push(crew);
      break;
    }
    case 5: {
      const crew = deck.crews[pick(Math.max(1, deck.crews.length))];
      if (crew !== undefined) {
        crew.strength = pick(9);
        crew.tags.push(`s${step}`);
      }
      break;
    }
    case 6:
      if (deck.crews.length > 0) deck.crews.splice(pick(deck.crews.length), 1);
      break;
    case 7: {
      const crew = new Crew();
      crew.strength = pick(9);
      deck.ports.set(`p${pick(4)}`, crew);
      break;
    }
    case 8:
      deck.ports.delete(`p${pick(4)}`);
      break;
    default:
      deck.secret = `secret ${step}`;
      if (pick(8) === 0) deck.dice.clear();
  }
}

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
});
