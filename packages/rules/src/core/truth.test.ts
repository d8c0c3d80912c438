// The whole truth of every game: everything any seat's view shows is in it, and so is what every lens hides.
import { randomPlay } from './bots';
import { Dice, rngFromSeed } from './random';
import { captainsWar } from '../captains-war';
import type { CaptainsWarState } from '../captains-war';
import { eollis } from '../eollis';
import type { EollisState } from '../eollis';
import { fifteenMen } from '../fifteen-men';
import type { FifteenMenState } from '../fifteen-men';
import type { ActionShape, Game } from './types';

type AnyGame = Game<unknown, ActionShape, { readonly type: string }, unknown, unknown>;

/** Every string and number a JSON value holds (object keys left out). */
function atoms(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string' || typeof value === 'number') out.add(String(value));
  else if (Array.isArray(value)) for (const item of value) atoms(item, out);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) atoms(item, out);
  return out;
}

/** What the rules hide from some seat at this step, and must be in the whole truth. */
const HIDDEN: Record<string, (state: never) => string[]> = {
  'captains-war': (s: CaptainsWarState) =>
    s.boarding === null ? [] : [JSON.stringify(s.boarding.drafts[0]), JSON.stringify(s.boarding.drafts[1])],
  'fifteen-men': (s: FifteenMenState) => [
    ...s.ring.flatMap((slot) => (slot.card === null ? [] : [slot.card])),
    ...s.factions,
  ],
  eollis: (s: EollisState) => [
    ...s.clans.flatMap((c) => c.hand.map((h) => h.uid)),
    ...s.actionDeck.map((h) => h.uid),
    ...s.eventDeck,
    ...s.pirateDeck,
    ...(s.lookoutDraw === null ? [] : [s.lookoutDraw]),
  ],
};

describe.each([
  ['captains-war', captainsWar as unknown as AnyGame, 2],
  ['fifteen-men', fifteenMen as unknown as AnyGame, 4],
  ['eollis', eollis as unknown as AnyGame, 4],
] as const)('the whole truth of %s', (id, game, seats) => {
  it('holds everything each seat sees, and every hidden fact, at every step of a random game', () => {
    const dice = new Dice(rngFromSeed(`truth-${id}`));
    let state = game.setup({ seats, seed: `truth-${id}` });
    let hiddenChecked = 0;
    let n = 0;
    for (const step of randomPlay(game, state, dice, 1500)) {
      const truth = game.truth(state);
      const known = atoms(truth);
      const truthJson = JSON.stringify(truth);
      for (let seat = 0; seat < seats; seat++) {
        const view = game.view(state, seat) as Record<string, unknown>;
        // The truth is never part of a view.
        expect(view.hidden).toBeUndefined();
        const { unoffered: _own, ...shown } = view;
        for (const atom of atoms({ ...shown, viewer: null })) {
          // "chosen" stands for a secret camp in a view; the truth names the camp instead.
          if (atom === 'chosen') continue;
          if (!known.has(atom)) throw new Error(`seat ${seat} sees ${atom} at step ${n}; the truth does not`);
        }
      }
      for (const fact of HIDDEN[id]?.(state as never) ?? []) {
        if (!truthJson.includes(fact)) throw new Error(`the truth misses ${fact} at step ${n}`);
        hiddenChecked++;
      }
      state = step.state;
      n++;
    }
    expect(hiddenChecked).toBeGreaterThan(0);
  });
});
