// The shared rules contract under random legal play, with Eollis's secrets listed per viewer.
import { describeContract } from '../testing/contract';
import { hiddenVariants } from './test-variants';
import { randomPlay } from '../core/bots';
import { Dice, rngFromSeed } from '../core/random';
import { awaitingByActions } from './legal';
import type { Viewer } from '../core/types';
import { isMissionKind } from './cards/missions';
import { eollis } from './index';
import type { EollisState } from './types';

const quoted = (text: string): string => JSON.stringify(text);

/** The first cards of a pile as they would appear if the pile's order were dumped into a view. */
function pileOrder(pile: ReadonlyArray<string>): string[] {
  return pile.length >= 3 ? [pile.slice(0, 3).map(quoted).join(',')] : [];
}

export function secretsHiddenFrom(s: EollisState, viewer: Viewer): string[] {
  const secrets: string[] = [];
  // A revealed mission is public for good, even once its card is back in the pile.
  const revealed = new Set<string>(s.clans.flatMap((c) => c.missions));
  const hiddenMission = (kind: string): boolean => isMissionKind(kind) && !revealed.has(kind);
  for (const c of s.clans) {
    if (c.seat === viewer) continue;
    for (const held of c.hand) {
      secrets.push(quoted(held.uid));
      if (hiddenMission(held.kind)) secrets.push(quoted(held.kind));
    }
  }
  for (const held of s.actionDeck) {
    secrets.push(quoted(held.uid));
    if (hiddenMission(held.kind)) secrets.push(quoted(held.kind));
  }
  secrets.push(...pileOrder(s.eventDeck), ...pileOrder(s.pirateDeck));
  const lookout = s.phase.kind === 'lookout' ? s.phase.seat : null;
  if (s.lookoutDraw !== null && lookout !== viewer) secrets.push(quoted(s.lookoutDraw));
  if (s.phase.kind === 'camps' && s.options.mutinyAnnouncement === 'secret') {
    const { mutiny } = s.phase;
    mutiny.camps.forEach((camp, seat) => {
      if (camp === null || seat === viewer || seat === mutiny.mutineer || seat === mutiny.captainSeat) return;
      secrets.push(`"seat${seat}":${quoted(camp)}`);
    });
  }
  return secrets;
}

describeContract<EollisState, Parameters<typeof eollis.apply>[2] & { type: string }>({
  game: eollis as never,
  seatCounts: [3, 4, 5],
  optionSets: [undefined, { mutinyAnnouncement: 'secret' }, { mutinyAnnouncement: 'clockwise' }],
  maxSteps: 5000,
  runs: 10,
  rngOf: (state) => state.rng,
  secretsHiddenFrom,
  hiddenVariants,
  forgeries: (state, seat) => [
    { type: 'board', pirate: 'p-toure', post: 'captain' },
    { type: 'camp', camp: 'mutineers' },
    { type: 'giveGold', to: seat },
    { type: 'giveCard', to: (seat + 1) % state.seats, card: 'k999' },
    { type: 'kill', pirate: 'p-lucky-sam' },
    { type: 'lookout', choice: 'bury' },
    { type: 'decide', choice: 'return' },
    { type: 'playRoll', card: 'k1', roll: 0 },
    { type: 'brawl', card: 'k2', target: seat },
    { type: 'reveal', card: 'k3' },
  ],
});

describe('awaiting', () => {
  it('lists exactly the seats that have a legal action, all through random games', () => {
    for (const seats of [3, 4, 5]) {
      const dice = new Dice(rngFromSeed(`await-${seats}`));
      let state = eollis.setup({ seats, seed: `await-${seats}` });
      for (const step of randomPlay(eollis, state, dice)) {
        const fast = [...eollis.awaiting(state)].sort();
        expect(fast).toEqual(awaitingByActions(state));
        state = step.state;
      }
      expect(eollis.outcome(state)).not.toBeNull();
    }
  });
});
