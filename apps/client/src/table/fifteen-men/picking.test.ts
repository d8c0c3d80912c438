// Pointer play: clicks on pirates, doubloons and cards narrowed to exactly one offered action.
import { pick, reachable } from './picking';
import { play } from './testing/test-table';
import { fifteenMen, type FifteenMenAction } from '@flotilla/rules/fifteen-men';

const bribes: FifteenMenAction[] = [
  { type: 'bribe', position: 2, value: 1 },
  { type: 'bribe', position: 2, value: 3 },
  { type: 'bribe', position: 5, value: 1 },
  { type: 'reveal', position: 2 },
  { type: 'discard', value: 1 },
];

describe('pick', () => {
  it('sends the only action a click names', () => {
    const legal: FifteenMenAction[] = [
      { type: 'peek', position: 4 },
      { type: 'peek', position: 6 },
      { type: 'skipPeek' },
    ];
    expect(pick(legal, [], 'pos:6').send).toEqual({ type: 'peek', position: 6 });
    expect(pick(legal, [], 'pos:9')).toEqual({ send: null, picked: [], menu: [] });
  });

  it('lets a doubloon pick the value, then a pirate the bribe', () => {
    const coin = pick(bribes, [], 'coin:1');
    expect(coin.send).toBeNull();
    expect(coin.picked).toEqual(['coin:1']);
    expect([...reachable(bribes, coin.picked)].sort()).toEqual(['discard', 'pos:2', 'pos:5']);
    expect(pick(bribes, coin.picked, 'pos:2').send).toEqual({ type: 'bribe', position: 2, value: 1 });
    expect(pick(bribes, coin.picked, 'discard').send).toEqual({ type: 'discard', value: 1 });
  });

  it('offers a menu when a pirate alone is ambiguous, one action per entry', () => {
    const result = pick(bribes, [], 'pos:2');
    expect(result.send).toBeNull();
    expect(result.menu).toEqual([
      { type: 'bribe', position: 2, value: 1 },
      { type: 'bribe', position: 2, value: 3 },
      { type: 'reveal', position: 2 },
    ]);
  });

  it('takes a shot in two clicks, shooter then target or the other way round', () => {
    const shots: FifteenMenAction[] = [
      { type: 'shoot', from: 3, to: 2 },
      { type: 'shoot', from: 3, to: 4 },
      { type: 'shoot', from: 8, to: 9 },
    ];
    const shooter = pick(shots, [], 'pos:3');
    expect(shooter.picked).toEqual(['pos:3']);
    expect([...reachable(shots, shooter.picked)].sort()).toEqual(['pos:2', 'pos:4']);
    expect(pick(shots, shooter.picked, 'pos:4').send).toEqual({ type: 'shoot', from: 3, to: 4 });
    expect(pick(shots, [], 'pos:9').send).toEqual({ type: 'shoot', from: 8, to: 9 });
    // A click elsewhere starts over from that click.
    expect(pick(shots, shooter.picked, 'pos:9').send).toEqual({ type: 'shoot', from: 8, to: 9 });
  });

  it('keeps rituals behind the Voodoo card', () => {
    const legal: FifteenMenAction[] = [
      { type: 'bribe', position: 2, value: 1 },
      { type: 'ritual', position: 2, value: 1 },
    ];
    expect(pick(legal, ['coin:1'], 'pos:2').send).toEqual({ type: 'bribe', position: 2, value: 1 });
    expect(pick(legal, ['card:voodoo', 'coin:1'], 'pos:2').send).toEqual({
      type: 'ritual',
      position: 2,
      value: 1,
    });
  });

  it('only ever sends an action the rules offered, on a real table', () => {
    const { state } = play(4, 'pick-1', 6);
    const [seat] = fifteenMen.awaiting(state);
    const legal = fifteenMen.legalActions(state, seat ?? 0);
    const tokens = ['coin:1', 'coin:2', 'coin:3', ...Array.from({ length: 15 }, (_, i) => `pos:${i + 1}`)];
    for (const first of tokens) {
      for (const second of tokens) {
        const a = pick(legal, [], first);
        const b = a.send === null ? pick(legal, a.picked, second) : a;
        for (const sent of [a.send, b.send, ...a.menu, ...b.menu]) {
          if (sent !== null) expect(legal).toContainEqual(sent);
        }
      }
    }
  });
});
