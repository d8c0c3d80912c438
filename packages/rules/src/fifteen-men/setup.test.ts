// Setup and the special rules for 2, 3 and 5 players; table options.
import { card, pirates, scenarios } from './cards';
import { fifteenMen } from './index';
import { parseOptions } from './options';
import { chooseVessel } from './setup';
import { legal, play } from './test-kit';
import type { FifteenMenState } from './types';

const deal = (seats: number, options?: unknown, seed = 'deal'): FifteenMenState =>
  fifteenMen.setup({ seats, seed, options });

describe('every table', () => {
  it.each([2, 3, 4, 5])('%i players: 15 face-down pirates, the rest boxed, one captain', (seats) => {
    const state = deal(seats);
    expect(state.ring).toHaveLength(15);
    expect(state.ring.every((slot) => slot.card !== null && !slot.faceUp && slot.controller === null)).toBe(
      true,
    );
    expect(state.boxed).toHaveLength(pirates.length - 15);
    expect(state.factions.filter((f) => f === 'captain')).toHaveLength(1);
    expect(state.factions).toHaveLength(seats);
  });
  it.each([
    [2, [1, 1, 2, 2, 2, 3, 3]],
    [3, [1, 1, 2, 2, 2, 3, 3]],
    [4, [1, 1, 2, 2, 3, 3]],
    [5, [1, 1, 2, 3, 3]],
  ])('%i players take the doubloons %j each', (seats, set) => {
    expect(deal(seats).hands).toEqual(Array.from({ length: seats }, () => set));
  });
  it.each([
    [2, 0, 0],
    [3, 0, 0],
    [4, 1, 0],
    [5, 1, 2],
  ])('%i players: %i loyalist, %i guards (1 in the 2-player game below)', (seats, loyalists, guards) => {
    const state = deal(seats);
    expect(state.factions.filter((f) => f === 'loyalist')).toHaveLength(loyalists);
    if (seats !== 2) expect(state.guards).toHaveLength(guards);
  });
  it('the captain is revealed at once; other factions stay hidden with 4 and 5 players', () => {
    const state = deal(4);
    const other = (state.captain + 1) % 4;
    const seen = fifteenMen.view(state, other).factions;
    expect(seen).toContainEqual({ seat: state.captain, faction: 'captain' });
    expect(seen).toContainEqual({ seat: other, faction: state.factions[other] });
    expect(seen).toHaveLength(2);
    expect(fifteenMen.view(state, 'spectator').factions).toEqual([
      { seat: state.captain, faction: 'captain' },
    ]);
  });
  it('the corruption opens left of the captain', () => {
    const state = deal(4);
    expect(fifteenMen.awaiting(state)).toEqual([(state.captain + 1) % 4]);
  });
});

describe('the vessel', () => {
  it('is kept when the crew has its minimum of pirates of its flag (counted on the backs)', () => {
    const french = ['jacquotte', 'jean-lafitte', 'daniel-montbars', 'michel-de-grammont'] as const;
    expect(chooseVessel('le-griffon', french)).toBe('le-griffon');
    expect(chooseVessel('le-griffon', french.slice(0, 3))).toBe('the-revenge');
    // de Graaf shows an English back: he does not count towards a Spanish ship.
    expect(chooseVessel('san-felipe', ['alonzo-bosco', 'diabolito', 'laurens-de-graaf'])).toBe('the-revenge');
  });
});

describe('2 players', () => {
  it('each alone; captain and mutineer revealed; the captain has one guard and plays first', () => {
    const state = deal(2);
    expect(state.guards).toHaveLength(1);
    expect(fifteenMen.awaiting(state)).toEqual([state.captain]);
    expect(fifteenMen.view(state, 'spectator').factions).toHaveLength(2);
  });
});

describe('3 players', () => {
  it('factions revealed, no loyalist; each mutineer first looks at two pirates, from the captain’s left', () => {
    let state = deal(3);
    const first = (state.captain + 1) % 3;
    const second = (state.captain + 2) % 3;
    expect(fifteenMen.view(state, 'spectator').factions).toHaveLength(3);
    expect(state.phase).toBe('opening');
    expect(fifteenMen.awaiting(state)).toEqual([first]);
    state = play(state, first, { type: 'peek', position: 1 }).state;
    state = play(state, first, { type: 'peek', position: 2 }).state;
    expect(state.seen[first]).toHaveLength(2);
    expect(fifteenMen.awaiting(state)).toEqual([second]);
    expect(legal(state, second)).toContainEqual({ type: 'skipPeek' });
    state = play(state, second, { type: 'skipPeek' }).state;
    expect(state.phase).toBe('corruption');
    expect(fifteenMen.awaiting(state)).toEqual([first]);
  });
});

describe('table options', () => {
  it('leaving the expert cards out', () => {
    const state = deal(4, { withoutExpert: true });
    for (const id of [...state.boxed, ...state.ring.flatMap((s) => (s.card === null ? [] : [s.card]))])
      expect(card(id).expert).toBe(false);
    expect(state.boxed).toHaveLength(pirates.filter((p) => !p.expert).length - 15);
  });
  it('a chosen scenario, or a random one that suits the player count', () => {
    expect(deal(4, { scenario: 'voodoo' }).scenario).toBe('voodoo');
    for (let i = 0; i < 30; i++) {
      const s = deal(3, { scenario: 'random' }, `r${i}`).scenario;
      expect(scenarios.find((x) => x.id === s)?.seats).toContain(3);
    }
  });
  it('refuses malformed options', () => {
    expect(parseOptions({ scenario: 'kraken' }).ok).toBe(false);
    expect(parseOptions({ withoutExpert: 'yes' }).ok).toBe(false);
    expect(parseOptions(undefined)).toEqual({
      ok: true,
      options: { withoutExpert: false, scenario: 'treasure-island' },
    });
  });
});

describe('the timeout action', () => {
  it('is always offered, declines looks and takes the cheapest corruption action', () => {
    for (const seats of [2, 3, 4, 5]) {
      let state = deal(seats, { scenario: 'random' }, `timeout${seats}`);
      for (let step = 0; step < 400 && fifteenMen.outcome(state) === null; step++) {
        const [seat] = fifteenMen.awaiting(state);
        if (seat === undefined) break;
        const action = fifteenMen.timeoutAction(state, seat);
        expect(action).not.toBeNull();
        if (action === null) break;
        if (action.type === 'bribe' || action.type === 'discard')
          expect(action.value).toBe(Math.min(...(state.hands[seat] ?? [])));
        expect(action.type).not.toBe('peek');
        state = play(state, seat, action).state;
      }
      expect(state.phase).toBe('over');
    }
  });
});
