// Hidden information: a view holds a face-down identity only for a seat that has seen it, factions only once revealed.
import { randomPlay } from '../core/bots';
import { Dice, rngFromSeed } from '../core/random';
import type { Viewer } from '../core/types';
import { fifteenMen } from './index';
import { eventsFor } from '../core/events';
import { at, play, table, secretsHiddenFrom } from './test-kit';
import type { FifteenMenState } from './types';

function* randomGame(seats: number, seed: string, options?: unknown): Generator<FifteenMenState> {
  const dice = new Dice(rngFromSeed(`bots-${seed}`));
  let state = fifteenMen.setup({ seats, seed, options });
  yield state;
  for (const step of randomPlay(fifteenMen, state, dice, 600)) {
    state = step.state;
    yield state;
  }
}

const viewersOf = (seats: number): Viewer[] => ['spectator', ...Array.from({ length: seats }, (_, i) => i)];

describe('views in random games, every seat, every step', () => {
  it.each([
    [2, 'a', undefined],
    [3, 'b', { scenario: 'voodoo' }],
    [4, 'c', { scenario: 'governors-daughter' }],
    [5, 'd', { scenario: 'tortuga' }],
    [4, 'e', undefined],
  ])('%i players (%s)', (seats, seed, options) => {
    let secretsChecked = 0;
    for (const state of randomGame(seats, seed, options)) {
      const over = state.phase === 'over';
      for (const viewer of viewersOf(seats)) {
        const v = fifteenMen.view(state, viewer);
        v.ring.forEach((slotView, i) => {
          const slot = state.ring[i];
          if (slot === undefined || slot.card === null) return expect(slotView.pirate).toBeNull();
          const legit =
            over ||
            slot.faceUp ||
            state.known.includes(slot.card) ||
            (viewer !== 'spectator' && (state.seen[viewer]?.includes(slot.card) ?? false));
          // Exactly what the viewer has seen: nothing more, and nothing it saw forgotten.
          expect(slotView.pirate).toBe(legit ? slot.card : null);
        });
        const factionSeats = v.factions.map((f) => f.seat);
        for (let seat = 0; seat < seats; seat++) {
          const revealed = over || state.factionsPublic || seat === state.captain || seat === viewer;
          expect(factionSeats.includes(seat)).toBe(revealed);
        }
        const secrets = secretsHiddenFrom(state, viewer);
        secretsChecked += secrets.length;
        const json = JSON.stringify(v);
        for (const secret of secrets) expect(json).not.toContain(secret);
      }
    }
    // The secrets are real: the raw state holds them, so the check above is not vacuous.
    expect(secretsChecked).toBeGreaterThan(100);
  });
});

describe('what a secret looks like', () => {
  it('the secret strings do occur in the raw state, and in the view of a seat that knows them', () => {
    const state = table({ ring: ['mary-read'], seen: [[0, 'mary-read']] });
    const hidden = secretsHiddenFrom(state, 1);
    expect(hidden).toContain('"mary-read"');
    expect(JSON.stringify(state)).toContain('"mary-read"');
    expect(JSON.stringify(fifteenMen.view(state, 0))).toContain('"mary-read"');
    expect(JSON.stringify(fifteenMen.view(state, 1))).not.toContain('"mary-read"');
    expect(hidden).toContain('{"seat":0,"faction":"loyalist"}');
    expect(JSON.stringify(fifteenMen.view(state, 0))).toContain('{"seat":0,"faction":"loyalist"}');
  });
  it('a face-down card shows only its back (role and flag) to those who have not seen it', () => {
    const state = table({ ring: ['laurens-de-graaf'] });
    expect(fifteenMen.view(state, 'spectator').ring[0]).toEqual({
      position: 1,
      empty: false,
      faceUp: false,
      back: { flag: 'english', role: 'buccaneer' },
      pirate: null,
      controller: null,
      doubloons: [],
    });
  });
  it('pirates keep being known by who saw them when they move in plain sight (Anne Bonny)', () => {
    const state = table({
      ring: [{ card: 'anne-bonny', controller: 0 }, 'mary-read', 'john-hawkins'],
      seen: [
        [0, 'anne-bonny'],
        [1, 'mary-read'],
      ],
    });
    const swapped = play(play(state, 0, { type: 'reveal', position: 1 }).state, 0, {
      type: 'swap',
      a: 2,
      b: 3,
    });
    expect(fifteenMen.view(swapped.state, 1).ring[2]?.pirate).toBe('mary-read');
    expect(fifteenMen.view(swapped.state, 2).ring[2]?.pirate).toBeNull();
    expect(JSON.stringify(eventsFor(swapped.events, 2))).not.toContain('mary-read');
  });
  it('a card turned face down again by Lafitte stays known to everyone who saw it face up', () => {
    const state = table({
      ring: [
        { card: 'jean-lafitte', controller: 0 },
        { card: 'francis-drake', faceUp: true },
      ],
      seen: [[0, 'jean-lafitte']],
    });
    const done = play(play(state, 0, { type: 'reveal', position: 1 }).state, 0, {
      type: 'target',
      position: 2,
    }).state;
    expect(at(done, 2).faceUp).toBe(false);
    expect(fifteenMen.view(done, 'spectator').ring[1]?.pirate).toBe('francis-drake');
  });
  it('the end of the game shows every faction and every pirate still in the ring', () => {
    let last: FifteenMenState | undefined;
    for (const state of randomGame(4, 'end')) last = state;
    if (last === undefined) throw new Error('no game');
    const v = fifteenMen.view(last, 'spectator');
    expect(v.phase).toBe('over');
    expect(v.factions).toHaveLength(4);
    expect(v.ring.every((s) => s.empty || s.pirate !== null)).toBe(true);
    expect(JSON.stringify(v)).not.toContain(`"${last.boxed[0] ?? 'none'}"`);
  });
});
