// Why a bribe or a reveal is not offered: each reason matches legalActions, and each says the rules' own check.
import fc from 'fast-check';
import { randomPlay } from '../core/bots';
import { Dice, rngFromSeed } from '../core/random';
import { fifteenMen } from './index';
import { legalActions } from './legal';
import { table } from './test-kit';
import { unoffered } from './unoffered';
import { view } from './view';

describe('unoffered (15 Men)', () => {
  it('says nobody bids on Bamba, and that a lead cannot be beaten with the doubloons in hand', () => {
    const state = table({
      seats: 3,
      ring: [
        'bamba',
        { card: 'anne-bonny', controller: 1, doubloons: [[1, 4]] },
        {
          card: 'alonzo-bosco',
          controller: 1,
          doubloons: [
            [1, 3],
            [0, 1],
          ],
        },
      ],
      hands: [[1, 3], [4], [5]],
      turn: 0,
    });
    const why = unoffered(state, 0);
    expect(why).toContainEqual({ kind: 'bribe', position: 1, why: 'bamba' });
    expect(why).toContainEqual({ kind: 'bribe', position: 2, why: 'outbid', lead: 4, best: 3 });
    // Seat 0's 3 on top of its 1 beats seat 1's 3 there: offered, so not explained.
    expect(why.some((u) => u.kind === 'bribe' && u.position === 3)).toBe(false);
    expect(legalActions(state, 0)).toContainEqual({ type: 'bribe', position: 3, value: 3 });
    // Not seat 1's turn: nothing to explain to it.
    expect(unoffered(state, 1)).toEqual([]);
  });

  it('says why the seat’s own face-down pirate cannot be revealed: unseen, no Reveal skill, taken this turn', () => {
    const state = table({
      seats: 3,
      ring: [
        { card: 'anne-bonny', controller: 0, doubloons: [[0, 2]] },
        { card: 'alonzo-bosco', controller: 0, doubloons: [[0, 1]] },
        { card: 'blackbeard', controller: 0, doubloons: [[0, 1]] },
        { card: 'lope-de-aguirre', controller: 1, doubloons: [[1, 1]] },
      ],
      seen: [
        [0, 'anne-bonny'],
        [0, 'blackbeard'],
        [0, 'lope-de-aguirre'],
      ],
      hands: [[3], [], []],
      turn: 0,
    });
    // Anne Bonny (a Reveal skill, seen, controlled since the turn began) is revealable: offered, not explained.
    expect(unoffered(state, 0).filter((u) => u.kind === 'reveal')).toEqual([
      { kind: 'reveal', position: 2, why: 'unseen' },
      { kind: 'reveal', position: 3, why: 'noRevealSkill' },
    ]);
    expect(legalActions(state, 0)).toContainEqual({ type: 'reveal', position: 1 });
    // Lope de Aguirre, bribed away this turn, can be revealed from the next one only.
    const bribed = fifteenMen.apply(state, 0, { type: 'bribe', position: 4, value: 3 });
    if (!bribed.ok) throw new Error(bribed.error.message);
    // The bribe's peek first: while it is open, the turn's other choices wait.
    expect(unoffered(bribed.state, 0)).toEqual([]);
    const peeked = fifteenMen.apply(bribed.state, 0, { type: 'skipPeek' });
    if (!peeked.ok) throw new Error(peeked.error.message);
    expect(unoffered(peeked.state, 0)).toContainEqual({ kind: 'reveal', position: 4, why: 'takenThisTurn' });
    expect(legalActions(peeked.state, 0)).not.toContainEqual({ type: 'reveal', position: 4 });
  });

  it('is told to the seat alone: the audience and the other seats never see it', () => {
    const state = table({ seats: 3, ring: ['bamba'], turn: 0 });
    expect(view(state, 0).unoffered.length).toBeGreaterThan(0);
    expect(view(state, 'spectator').unoffered).toEqual([]);
    expect(view(state, 1).unoffered).toEqual([]);
  });

  it('gives a reason for exactly the bribes and reveals legalActions leaves out (random games)', () => {
    // Counted over every game: a short one may end before any bribe or reveal is left out (seed '&Mfx"', 2 seats,
    // over in 24 steps), so no single game has to explain one.
    let explainedInAll = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5 }),
        fc.string({ minLength: 1, maxLength: 8 }),
        (seats, seed) => {
          const dice = new Dice(rngFromSeed(`${seed}-bots`));
          let state = fifteenMen.setup({ seats, seed, options: { scenario: 'random' } });
          let explained = 0;
          for (const step of randomPlay(fifteenMen, state, dice, 300)) {
            const seat = state.turn.seat;
            if (state.prompt === null && (state.phase === 'corruption' || state.phase === 'showdown')) {
              const legal = legalActions(state, seat);
              const why = unoffered(state, seat);
              explained += why.length;
              state.ring.forEach((slot, p) => {
                const position = p + 1;
                if (slot.card === null) return;
                if (state.phase === 'corruption' && !state.turn.acted && slot.controller !== seat) {
                  const offered = legal.some((a) => a.type === 'bribe' && a.position === position);
                  const told = why.some((u) => u.kind === 'bribe' && u.position === position);
                  expect(offered).toBe(!told);
                }
                if (!slot.faceUp && slot.controller === seat) {
                  const offered = legal.some((a) => a.type === 'reveal' && a.position === position);
                  const told = why.some((u) => u.kind === 'reveal' && u.position === position);
                  expect(offered).toBe(!told);
                }
              });
            }
            state = step.state;
          }
          explainedInAll += explained;
        },
      ),
      { numRuns: 12 },
    );
    expect(explainedInAll).toBeGreaterThan(0);
  });
});
