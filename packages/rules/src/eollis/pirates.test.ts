// A test per Pirate card: each of the 21 pirates' power does what its card says.
import { eollis } from './index';
import { pirateCards, type PirateCard } from './cards/pirates';
import {
  playIdle,
  bareTable,
  goldOf,
  handOf,
  uidOf,
  withDice,
  withGold,
  withHand,
  withPhase,
  withPirates,
  withPosts,
} from './test-kit';
import type { EollisState } from './types';

/** Seat 0 owns the pirate under test, alone on the Captain's post; seats 1 and 2 have one pirate each. */
function table(card: PirateCard): EollisState {
  const others = pirateCards
    .map((p) => p.id)
    .filter((id) => id !== card.id && ['p-kid-mistral', 'p-rackham', 'p-tit-joseph'].includes(id));
  const [one, two] = others;
  const s = withPirates(bareTable(3), [[card.id], [one ?? ''], [two ?? '']]);
  return withPosts(s, { captain: card.id, cook: one ?? '', lookout: two ?? '' });
}

function ownRoll(s: EollisState, pirate: string): EollisState {
  // Seat 1 holds a card it has not played yet, so the window stays open after the power.
  return withHand(
    withPhase(
      { ...s, currentEvent: 'ev-wreck' },
      {
        kind: 'trial',
        order: [0, 1, 2],
        index: 0,
        window: {
          context: 'trial',
          rolls: [{ seat: 0, pirate, base: 1, die: 2, mods: 0 }],
          responders: [0, 1, 2],
          passed: [],
        },
      },
    ),
    1,
    ['rum'],
  );
}

const ownTurn = (s: EollisState): EollisState =>
  withPhase(s, { kind: 'attempt', order: [0, 1, 2], index: 0 });

describe.each(pirateCards.map((card) => [card.name, card] as const))('%s', (_name, card) => {
  const { kind, amount } = card.power;

  it(`${kind}: ${card.power.text}`, () => {
    const s = table(card);
    switch (kind) {
      case 'boost': {
        const after = playIdle(ownRoll(s, card.id), 0, { type: 'power', pirate: card.id, roll: 0 }).state;
        expect(after.phase.kind === 'trial' && after.phase.window.rolls[0]?.mods).toBe(amount);
        break;
      }
      case 'reroll': {
        const after = playIdle(withDice(ownRoll(s, card.id), [6]), 0, {
          type: 'power',
          pirate: card.id,
          roll: 0,
        }).state;
        expect(after.phase.kind === 'trial' && after.phase.window.rolls[0]?.die).toBe(6);
        break;
      }
      case 'lastBreath': {
        // Seat 0 has a second pirate, so a death would be real, not a ghost.
        const spare = { id: 'p-zephyrine', owner: 0, gold: 0, ghost: false, powerUsed: false };
        let t: EollisState = { ...s, pirates: { ...s.pirates, [spare.id]: spare } };
        t = withHand(withPhase(t, { kind: 'attempt', order: [1, 2, 0], index: 0 }), 1, ['accident']);
        t = playIdle(t, 1, { type: 'accident', card: uidOf(t, 1, 'accident'), pirate: card.id }).state;
        expect(t.pirates[card.id]).toMatchObject({ powerUsed: true, ghost: false });
        break;
      }
      case 'bounty': {
        // Drifting Wreck (Navigation 7) with a 6: every pirate's Navigation is at least 1.
        const t = withPhase({ ...s, currentEvent: 'ev-wreck' }, { kind: 'attempt', order: [0], index: 0 });
        const after = playIdle(withDice(t, [6]), 0, { type: 'attempt', pirate: card.id }).state;
        expect(goldOf(after, card.id)).toBe(2 + amount);
        break;
      }
      case 'drawCard': {
        const after = playIdle(ownTurn(s), 0, { type: 'power', pirate: card.id }).state;
        expect(handOf(after, 0)).toHaveLength(1);
        break;
      }
      case 'patch': {
        const after = playIdle(ownTurn({ ...s, balloon: 4 }), 0, { type: 'power', pirate: card.id }).state;
        expect(after.balloon).toBe(3);
        break;
      }
      case 'stash': {
        const after = playIdle(ownTurn(withGold(s, { [card.id]: 5 })), 0, {
          type: 'power',
          pirate: card.id,
        }).state;
        expect(after.clans[0]?.strongbox).toBe(amount);
        break;
      }
      case 'silverTongue': {
        const t = withPhase(s, {
          kind: 'propose',
          order: [1, 2, 0],
          index: 2,
          candidates: ['p-kid-mistral', 'p-rackham'],
        });
        const { events } = playIdle(withDice(t, [1, 1, 1]), 0, { type: 'propose', pirate: card.id });
        expect(events.find((e) => e.type === 'roll' && e.pirate === card.id)?.total).toBe(
          card.bagou + amount + 1,
        );
        break;
      }
    }
  });

  it('is used once per Expedition at most', () => {
    const s = table(card);
    const spent = {
      ...s,
      pirates: { ...s.pirates, [card.id]: { id: card.id, owner: 0, gold: 5, ghost: false, powerUsed: true } },
    };
    expect(eollis.legalActions(ownRoll(spent, card.id), 0).some((a) => a.type === 'power')).toBe(false);
    expect(eollis.legalActions(ownTurn({ ...spent, balloon: 4 }), 0).some((a) => a.type === 'power')).toBe(
      false,
    );
  });
});
