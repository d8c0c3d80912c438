// A test per Event card: each one's success and failure, with its own numbers, through the real flow.
import { eollis } from './index';
import { eventCards, type EventCard } from './cards/events';
import { skillOf } from './cards/pirates';
import { crewBonus } from './flow/trials';
import {
  playIdle,
  bareTable,
  clanPirateGold,
  handOf,
  renown,
  withDice,
  withPhase,
  withPirates,
  withPosts,
} from './test-kit';
import type { EollisState } from './types';

/** Pirates whose powers neither touch dice nor gold nor death, so the card's own numbers show. */
const neutral = [
  'p-petit-marquis',
  'p-fifi-plumeau',
  'p-tit-joseph',
  'p-jack-tempete',
  'p-mama-kalinda',
  'p-rackham',
  'p-anne-la-rousse',
  'p-zephyrine',
];

/** Seat 0 faces the Event with one pirate (on the Event's post if special); seat 1 fills the bonus posts; seat 2 is the Lookout. */
function facing(card: EventCard): { state: EollisState; die: number; pirate: string } {
  const bonusPosts = {
    sailor1: 'p-kid-mistral',
    sailor2: 'p-soeur-mathilde',
    armourer: 'p-mr-mollet',
    gunner1: 'p-woo-zi-moo-doo',
    gunner2: 'p-doc-grimaud',
    second: 'p-gros-bill',
  };
  let s = withPirates(bareTable(3), [[], Object.values(bonusPosts), ['p-la-sirene', 'p-barbe-grise']]);
  s = withPosts(s, { ...bonusPosts, captain: 'p-la-sirene', lookout: 'p-barbe-grise' });
  const bonus = crewBonus(s, card.skill);
  const pirate = neutral.find((id) => {
    const die = card.threshold - skillOf(id, card.skill) - bonus;
    return die >= 2 && die <= 6;
  });
  if (pirate === undefined) throw new Error(`no pirate fits ${card.id}`);
  const [spare1, spare2] = neutral.filter((id) => id !== pirate);
  if (spare1 === undefined || spare2 === undefined) throw new Error('not enough pirates');
  s = withPirates(s, [[pirate, spare1, spare2], Object.values(bonusPosts), ['p-la-sirene', 'p-barbe-grise']]);
  // Seat 0 holds the Captain's post (so it attempts first), the Event's post and one more.
  const post = card.special ?? 'cook';
  const other = post === 'harpooner' ? 'cook' : 'harpooner';
  s = withPosts(s, {
    ...bonusPosts,
    lookout: 'p-barbe-grise',
    captain: spare2,
    [post]: pirate,
    [other]: spare1,
  });
  s = { ...s, clans: s.clans.map((c) => ({ ...c, renown: 5 })), lastCaptainSeat: 0 };
  s = withPhase({ ...s, lookoutDraw: card.id }, { kind: 'lookout', seat: 2 });
  return { state: s, die: card.threshold - skillOf(pirate, card.skill) - bonus, pirate };
}

/** Plays the Event with seat 0 rolling `die`, and returns the state once seat 0's attempt is resolved. */
function play(card: EventCard, success: boolean): { before: EollisState; after: EollisState } {
  const { state, die, pirate } = facing(card);
  const roll = success ? die : die - 1;
  let s = playIdle(withDice(state, card.special === null ? [] : [roll]), 2, {
    type: 'lookout',
    choice: 'play',
  }).state;
  if (s.phase.kind === 'repairChoice')
    s = playIdle(withDice(s, [roll]), s.phase.seat, { type: 'repair', attempt: false }).state;
  if (card.special === null) {
    expect(s.phase).toMatchObject({ kind: 'attempt', order: [0, 1, 2], index: 0 });
    s = playIdle(withDice(s, [roll]), 0, { type: 'attempt', pirate }).state;
  }
  // Seat 0 divides the gold won among its pirates not in the hold, coin by coin: all on the winner here.
  while ((s.clans[0]?.toDivide ?? 0) > 0) s = playIdle(s, 0, { type: 'placeGold', pirate }).state;
  return { before: state, after: s };
}

describe.each(eventCards.map((card) => [card.id, card] as const))('%s', (_id, card) => {
  it(`success: +${card.successGold} gold, +${card.successCards} card(s), +${card.cagnotte} to the cagnotte`, () => {
    const { before, after } = play(card, true);
    expect(clanPirateGold(after, 0) - clanPirateGold(before, 0)).toBe(card.successGold);
    expect(handOf(after, 0)).toHaveLength(card.successCards);
    expect(after.cagnotte).toBe(card.cagnotte);
    const specialRenown = card.special !== null && card.special !== 'priest' ? 1 : 0;
    expect(renown(after, 0)).toBe(5 + specialRenown);
    expect(after.balloon).toBe(card.damage);
  });

  it(`failure: −${card.failRenown} renown, ${card.failPirates} pirate(s) lost`, () => {
    const { after } = play(card, false);
    expect(renown(after, 0)).toBe(5 - card.failRenown);
    expect(after.cagnotte).toBe(0);
    if (card.failPirates > 0) {
      expect(after.phase).toMatchObject({ kind: 'loss', loss: { victim: 0, count: card.failPirates } });
      const chooser = after.phase.kind === 'loss' ? after.phase.loss.chooser : -1;
      // Seat 0 chooses its dead (its own pirate is the Priest on the Priest's Event).
      expect(chooser).toBe(0);
      expect(eollis.awaiting(after)).toContain(chooser);
    } else {
      expect(after.phase.kind).not.toBe('loss');
    }
  });
});
