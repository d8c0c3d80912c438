// Why an option is not offered: each reason matches legalActions, and the reported missing Parrot is explained.
import fc from 'fast-check';
import { randomPlay } from '../core/bots';
import { Dice, rngFromSeed } from '../core/random';
import { captainsWar } from './index';
import { legalActions } from './legal';
import { ACQUISITIONS, LINES, RESOURCES } from './sheet';
import { chest, table, withCaptains } from './test-kit';
import { unoffered } from './unoffered';

describe('unoffered', () => {
  it('says why the Parrot is missing with a pearl and a wood: its joker needs a third resource', () => {
    const state = withCaptains(table(2, { phase: 'command' }), [{ chest: chest(1, 1, 0, 0), gold: 0 }]);
    expect(legalActions(state, 0)).not.toContainEqual(
      expect.objectContaining({ type: 'acquire', line: 'attributes' }),
    );
    expect(unoffered(state, 0)).toContainEqual({
      kind: 'acquire',
      line: 'attributes',
      name: 'Parrot',
      why: 'missing',
      missing: {},
      jokers: 1,
    });
    // And purchases: no gold for any.
    expect(unoffered(state, 0).filter((u) => u.kind === 'buy')).toHaveLength(4);
  });

  it('says an acquisition was already made this turn, and which resources a cost lacks', () => {
    const state = withCaptains(table(2, { phase: 'command' }), [
      { chest: chest(0, 0, 1, 0), acquiredThisTurn: true },
      { chest: chest(0, 0, 1, 0), acquired: { attributes: 1, boats: 1 } },
    ]);
    expect(
      unoffered(state, 0)
        .filter((u) => u.kind === 'acquire')
        .map((u) => u.why),
    ).toEqual(['acquiredThisTurn', 'acquiredThisTurn']);
    expect(unoffered(state, 1)).toContainEqual(
      expect.objectContaining({ name: "Captain's hat", missing: { pearl: 1, barrel: 1 }, jokers: 0 }),
    );
  });

  it('says why an attack is not offered: a grappling hook, or no crew', () => {
    const hooked = withCaptains(table(3, { phase: 'attack', active: 0 }), [{}, { grapplingHookUntil: 2 }]);
    expect(unoffered(hooked, 0)).toEqual([{ kind: 'attack', target: 1, why: 'grapplingHook' }]);
    const empty = withCaptains(table(2, { phase: 'attack', active: 0 }), [{ crew: [0, 0, 0, 0, 0, 0] }]);
    expect(unoffered(empty, 0)).toEqual([{ kind: 'attack', why: 'noCrew' }]);
    expect(unoffered(empty, 1)).toEqual([]);
  });

  it('gives a reason for exactly the acquisitions, purchases and attacks legalActions leaves out (random games)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.string({ minLength: 1, maxLength: 8 }),
        (seats, seed) => {
          const dice = new Dice(rngFromSeed(`${seed}-bots`));
          let state = captainsWar.setup({ seats, seed });
          for (const step of randomPlay(captainsWar, state, dice, 400)) {
            for (let seat = 0; seat < seats; seat++) {
              const legal = legalActions(state, seat);
              const why = unoffered(state, seat);
              const me = state.captains[seat];
              if (state.phase === 'command' && me !== undefined && !me.commandDone) {
                for (const line of LINES) {
                  if (ACQUISITIONS[line][me.acquired[line]] === undefined) continue;
                  const offered = legal.some((a) => a.type === 'acquire' && a.line === line);
                  const explained = why.some((u) => u.kind === 'acquire' && u.line === line);
                  expect(offered).toBe(!explained);
                }
                for (const resource of RESOURCES) {
                  const offered = legal.some((a) => a.type === 'buy' && a.resource === resource);
                  const explained = why.some((u) => u.kind === 'buy' && u.resource === resource);
                  expect(offered).toBe(!explained);
                }
              }
              if (state.phase === 'attack' && seat === state.active) {
                for (let target = 0; target < state.captains.length; target++) {
                  if (target === seat) continue;
                  const offered = legal.some((a) => a.type === 'attack' && a.target === target);
                  const explained = why.some(
                    (u) => u.kind === 'attack' && (!('target' in u) || u.target === target),
                  );
                  expect(offered).toBe(!explained);
                }
              }
            }
            state = step.state;
          }
        },
      ),
      { numRuns: 8 },
    );
  });
});
