// Invariants of random games: every card in exactly one place, empty positions hold nothing, face up means known.
import { randomMove } from '../core/bots';
import { Dice, rngFromSeed } from '../core/random';
import { pirates } from './cards';
import { fifteenMen } from './index';

describe('invariants at every step of random games', () => {
  it.each([
    [2, undefined],
    [3, { scenario: 'voodoo' }],
    [4, { scenario: 'tortuga' }],
    [5, { scenario: 'governors-daughter' }],
    [5, { withoutExpert: true }],
  ])('%i players, options %j', (seats, options) => {
    for (let game = 0; game < 8; game++) {
      const dice = new Dice(rngFromSeed(`inv-${seats}-${game}`));
      let state = fifteenMen.setup({ seats, seed: `inv-${seats}-${game}`, options });
      const everyCard = [
        ...pirates.filter((p) => !(state.options.withoutExpert && p.expert)).map((p) => p.id as string),
        ...state.guards,
      ].sort();
      for (let step = 0; step < 600; step++) {
        const places = [
          ...state.ring.flatMap((s) => (s.card === null ? [] : [s.card as string])),
          ...state.boxed,
          ...state.killed,
          ...state.guards,
        ];
        expect([...places].sort()).toEqual(everyCard);
        for (const slot of state.ring) {
          if (slot.card === null)
            expect(slot).toEqual({ card: null, faceUp: false, controller: null, doubloons: [] });
          if (slot.faceUp && slot.card !== null) expect(state.known).toContain(slot.card);
        }
        const inHands = state.hands.reduce((n, h) => n + h.length, 0);
        if (state.phase === 'showdown') expect(inHands).toBe(0);
        if (fifteenMen.outcome(state) !== null) break;
        const move = randomMove(fifteenMen, state, dice);
        if (move === null) break;
        const result = fifteenMen.apply(state, move.seat, move.action);
        if (!result.ok) throw new Error(result.error.message);
        state = result.state;
      }
      expect(state.phase).toBe('over');
    }
  });
});
