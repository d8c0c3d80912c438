// The legal actions of a seat: what its phase expects of it, plus the actions open whenever it acts.
import { memoByIdentity } from '../core/memo';
import type { Seat } from '../core/types';
import { brawlActions } from './brawls';
import { killableOnDeck } from './deaths';
import { extraActions, hasOutOfTurnPlay, outOfTurnActions } from './extras';
import { boardingChoices, unplaced } from './flow/boarding';
import { swappable } from './flow/decision';
import { boscoRecipients } from './flow/bosco';
import { campWaiting, leaders, mutinyCallWaiting } from './flow/mutiny';
import { savable } from './flow/shipwreck';
import { clan, freePosts, onDeck, pirate, piratesOf } from './state';
import type { EollisAction, EollisState } from './types';
import { anyDividing, dividing, divideTargets } from './gold';
import { windowAsked, windowLegal } from './windows';

function coreActions(s: EollisState, seat: Seat): EollisAction[] {
  // Gold won at an Event is divided first: the phase's own moves wait until it is placed.
  if (anyDividing(s)) {
    if (clan(s, seat).toDivide === 0) return [];
    return divideTargets(s, seat).map((id) => ({ type: 'placeGold', pirate: id }));
  }
  const phase = s.phase;
  switch (phase.kind) {
    case 'refill':
      if (phase.order[phase.index] !== seat) return [];
      return [
        { type: 'refill' },
        ...clan(s, seat).hand.map((h): EollisAction => ({ type: 'discard', card: h.uid })),
      ];
    case 'keep':
      if (phase.order[phase.index] !== seat) return [];
      return [
        { type: 'keepCrew' },
        ...piratesOf(s, seat).map((p): EollisAction => ({ type: 'dismiss', pirate: p.id })),
      ];
    case 'draft':
      if (phase.order[phase.index] !== seat) return [];
      return phase.display.map((id) => ({ type: 'recruit', pirate: id }));
    case 'propose':
      if (phase.order[phase.index] !== seat) return [];
      return piratesOf(s, seat).map((p) => ({ type: 'propose', pirate: p.id }));
    case 'election':
    case 'repair':
    case 'trial':
    case 'mutinyRoll':
      return windowLegal(s, seat);
    case 'boarding': {
      if (phase.seat !== seat) return [];
      const places = boardingChoices(s);
      const out: EollisAction[] = [];
      for (const id of unplaced(s, seat))
        for (const post of places) out.push({ type: 'board', pirate: id, post });
      return out;
    }
    case 'lookout':
      return phase.seat === seat
        ? [
            { type: 'lookout', choice: 'play' },
            { type: 'lookout', choice: 'bury' },
          ]
        : [];
    case 'bosco':
      return phase.seat === seat ? boscoRecipients(s).map((to) => ({ type: 'boscoGive', to })) : [];
    case 'repairChoice':
      return phase.seat === seat
        ? [
            { type: 'repair', attempt: true },
            { type: 'repair', attempt: false },
          ]
        : [];
    case 'attempt':
      if (phase.order[phase.index] !== seat) return [];
      return onDeck(s, seat).map((p) => ({ type: 'attempt', pirate: p.id }));
    case 'loss':
      if (phase.loss.chooser !== seat) return [];
      return killableOnDeck(s, phase.loss.victim).map((id) => ({ type: 'kill', pirate: id }));
    case 'rise':
      return phase.seat === seat ? freePosts(s).map((post) => ({ type: 'rise', post })) : [];
    case 'decision': {
      if (phase.seat !== seat) return [];
      const out: EollisAction[] = [
        { type: 'decide', choice: 'continue' },
        { type: 'decide', choice: 'return' },
      ];
      if (!s.captainSwapUsed) {
        const first = phase.swapFirst;
        const picks =
          first !== null && pirate(s, first) !== undefined
            ? swappable(s).filter((id) => id !== first)
            : swappable(s);
        for (const id of picks) out.push({ type: 'captainSwap', pirate: id });
      }
      return out;
    }
    case 'mutinyCall':
      if (!mutinyCallWaiting(s).includes(seat)) return [];
      return [
        { type: 'noMutiny' },
        ...leaders(s, seat).map((id): EollisAction => ({ type: 'mutiny', leader: id })),
      ];
    case 'camps':
      return campWaiting(s).includes(seat)
        ? [
            { type: 'camp', camp: 'captain' },
            { type: 'camp', camp: 'mutineers' },
          ]
        : [];
    case 'sacrifice':
      if (!phase.waiting.includes(seat)) return [];
      return killableOnDeck(s, seat).map((id) => ({ type: 'sacrifice', pirate: id }));
    case 'rescue':
      if (!phase.waiting.includes(seat)) return [];
      return [
        { type: 'rescueDone' },
        ...savable(s, seat, phase.saved).map((id): EollisAction => ({ type: 'save', pirate: id })),
      ];
    case 'brawl':
      return phase.order[phase.index] === seat ? brawlActions(s, seat) : [];
    case 'over':
      return [];
  }
}

/**
 * The phase's own moves and what opens with them; a Clan the phase does not wait for still has its
 * out-of-turn plays (a met Secret Mission, an any-time Exploit, then also a gift).
 */
export function legalActions(s: EollisState, seat: Seat): ReadonlyArray<EollisAction> {
  const known = answersFor(s).legal[seat];
  if (known !== undefined) return known;
  const core = coreActions(s, seat);
  // `core` is always a fresh list: the extras join it in place.
  if (core.length > 0) core.push(...extraActions(s, seat));
  const legal = core.length === 0 ? outOfTurnActions(s, seat) : core;
  // Looked up again: working out the list could, in principle, have pushed this state out of the memo.
  answersFor(s).legal[seat] = legal;
  return legal;
}

/**
 * The answers about one state that every step asks more than once (the player, then the validator in
 * `defineGame`), filled in as they are asked. A state is never changed once made, so neither are they.
 */
interface Answers {
  awaiting: ReadonlyArray<Seat> | null;
  waitingFor: ReadonlyArray<Seat> | null;
  readonly legal: Array<ReadonlyArray<EollisAction> | undefined>;
}

const answersFor = memoByIdentity((_s: EollisState): Answers => ({
  awaiting: null,
  waitingFor: null,
  legal: [],
}));

/**
 * Every seat that may act now, as the core requires to accept an action: first the seats the game waits
 * for (`waitingFor`), then the optional actors (`optionalActors`), which the game never waits for.
 */
export function awaiting(s: EollisState): ReadonlyArray<Seat> {
  const known = answersFor(s).awaiting;
  if (known !== null) return known;
  const expected = waitingFor(s);
  const optional = optionalActors(s, expected);
  const seats = optional.length === 0 ? expected : [...expected, ...optional];
  answersFor(s).awaiting = seats;
  return seats;
}

/**
 * The seats the game waits for: the phase moves on only when they act (a server timer belongs on these).
 * Read straight from the phase (the flow guarantees each listed seat has a move); a response window lists
 * every responder that has not passed, whether or not it holds a play (its hand stays hidden).
 */
export function waitingFor(s: EollisState): ReadonlyArray<Seat> {
  const known = answersFor(s).waitingFor;
  if (known !== null) return known;
  const seats = awaitingInPhase(s);
  answersFor(s).waitingFor = seats;
  return seats;
}

/**
 * Clans that may act without being waited for: a met Secret Mission, an any-time Exploit (Strongbox,
 * Buried Loot, Accident) during another Clan's turn. Acting is never required of them.
 */
export function optionalActors(s: EollisState, expected: ReadonlyArray<Seat> = waitingFor(s)): Seat[] {
  const out: Seat[] = [];
  for (const c of s.clans) {
    if (!expected.includes(c.seat) && hasOutOfTurnPlay(s, c.seat)) out.push(c.seat);
  }
  return out;
}

function awaitingInPhase(s: EollisState): Seat[] {
  if (anyDividing(s)) return dividing(s);
  const phase = s.phase;
  switch (phase.kind) {
    case 'refill':
    case 'keep':
    case 'draft':
    case 'propose':
    case 'attempt':
    case 'brawl':
      return [phase.order[phase.index] as Seat];
    case 'boarding':
    case 'lookout':
    case 'bosco':
    case 'repairChoice':
    case 'rise':
    case 'decision':
      return [phase.seat];
    case 'loss':
      return [phase.loss.chooser];
    case 'election':
    case 'repair':
    case 'trial':
    case 'mutinyRoll':
      return windowAsked(s);
    case 'mutinyCall':
      return mutinyCallWaiting(s);
    case 'camps':
      return campWaiting(s);
    case 'sacrifice':
    case 'rescue':
      return [...phase.waiting];
    case 'over':
      return [];
  }
}

/**
 * The action a turn timer plays for a seat: `pass` for a responder of a response window, the phase's first
 * move for another seat the game waits for; for a Clan that merely may act, a play that only helps it (a
 * reveal, Buried Loot, a Strongbox) when it has one.
 */
export function timeoutAction(s: EollisState, seat: Seat): EollisAction | null {
  // A responder in a response window that runs out of time passes.
  if (!anyDividing(s) && windowAsked(s).includes(seat)) return { type: 'pass' };
  if (waitingFor(s).includes(seat)) return null;
  const legal = outOfTurnActions(s, seat);
  for (const type of ['reveal', 'buriedLoot', 'strongbox']) {
    const found = legal.find((a) => a.type === type);
    if (found !== undefined) return found;
  }
  return null;
}

/** The slow, obviously right definition of `awaiting`, kept for the tests to compare against. */
export function awaitingByActions(s: EollisState): Seat[] {
  return s.clans.map((c) => c.seat).filter((seat) => legalActions(s, seat).length > 0);
}
