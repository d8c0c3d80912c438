// Mutiny: a Clan rises against the Captain's choice, camps are chosen (secretly by default), dice decide.
import type { Seat } from '../../core/types';
import { mutinyWeight } from '../posts';
import { killableOnDeck, killPirate } from '../deaths';
import {
  clockwiseFrom,
  emit,
  onDeck,
  ownerOfPost,
  pirate,
  postOf,
  setPhase,
  setPost,
  type Ctx,
  update,
} from '../state';
import type { Camp, EollisState, Mutiny, Roll } from '../types';
import { askWindow, emitRoll, rollTotal } from '../windows';
import { goTo, type Step } from './goto';

/** Pirates that may lead a mutiny: living pirates of the Clan on a post. */
export function leaders(s: EollisState, seat: Seat): string[] {
  return onDeck(s, seat)
    .filter((p) => !p.ghost)
    .map((p) => p.id);
}

function mayMutiny(s: EollisState, captainSeat: Seat): Seat[] {
  return clockwiseFrom(0, s.seats).filter((seat) => seat !== captainSeat && leaders(s, seat).length > 0);
}

export function startMutinyCall(s: EollisState, captainSeat: Seat, choice: 'continue' | 'return'): Step {
  if (mayMutiny(s, captainSeat).length === 0) return goTo(s, { to: 'rise', then: choice });
  return setPhase(s, { kind: 'mutinyCall', captainSeat, choice, declined: [] });
}

export function mutinyCallWaiting(s: EollisState): Seat[] {
  if (s.phase.kind !== 'mutinyCall') return [];
  const { captainSeat, declined } = s.phase;
  return mayMutiny(s, captainSeat).filter((seat) => !declined.includes(seat));
}

export function noMutiny(s: EollisState, seat: Seat): Step {
  if (s.phase.kind !== 'mutinyCall') return s;
  const next = setPhase(s, { ...s.phase, declined: [...s.phase.declined, seat] }, true);
  return mutinyCallWaiting(next).length === 0 ? goTo(next, { to: 'rise', then: s.phase.choice }) : next;
}

/** The mutineer takes the opposite of the Captain's choice and names a leader; the other Clans choose camps. */
export function declareMutiny(s: EollisState, ctx: Ctx, seat: Seat, leader: string): Step {
  if (s.phase.kind !== 'mutinyCall') return s;
  const { captainSeat, choice } = s.phase;
  emit(ctx, { type: 'mutinyDeclared', seat, pirate: leader, target: captainSeat });
  const camps: Array<Camp | null> = Array.from({ length: s.seats }, (_, i) =>
    i === seat ? 'mutineers' : i === captainSeat ? 'captain' : null,
  );
  const mutiny: Mutiny = { mutineer: seat, leader, captainSeat, captainChoice: choice, camps };
  return afterCamp(setPhase(s, { kind: 'camps', mutiny }), ctx, mutiny);
}

/** Seats still to choose a camp; with the printed rule only the next one clockwise from the mutineer. */
export function campWaiting(s: EollisState): Seat[] {
  if (s.phase.kind !== 'camps') return [];
  const { mutiny } = s.phase;
  const open = clockwiseFrom(mutiny.mutineer, s.seats).filter((seat) => mutiny.camps[seat] === null);
  return s.options.mutinyAnnouncement === 'clockwise' ? open.slice(0, 1) : open;
}

export function chooseCamp(s: EollisState, ctx: Ctx, seat: Seat, camp: Camp): Step {
  if (s.phase.kind !== 'camps') return s;
  const camps = s.phase.mutiny.camps.map((c, i) => (i === seat ? camp : c));
  const mutiny = { ...s.phase.mutiny, camps };
  if (s.options.mutinyAnnouncement === 'clockwise') {
    emit(ctx, { type: 'campAnnounced', seat, text: camp });
  } else {
    // Only the chooser learns its camp now; the table learns that it has chosen.
    emit(ctx, { type: 'campChosen', seat });
    emit(ctx, { type: 'campLocked', seat, text: camp }, seat);
  }
  return afterCamp(setPhase(s, { kind: 'camps', mutiny }, true), ctx, mutiny);
}

/** Once every camp is in, they are revealed together and the two leaders roll. */
function afterCamp(s: EollisState, ctx: Ctx, mutiny: Mutiny): Step {
  if (mutiny.camps.some((c) => c === null)) return s;
  const camps: Record<string, Camp> = {};
  mutiny.camps.forEach((c, i) => {
    if (c !== null) camps[`seat${i}`] = c;
  });
  emit(ctx, { type: 'campsRevealed', camps });
  const captain = s.posts.captain;
  if (captain === undefined) return goTo(s, { to: 'rise', then: mutiny.captainChoice });
  const rolls: Roll[] = [
    {
      seat: mutiny.mutineer,
      pirate: mutiny.leader,
      base: campStrength(s, mutiny, 'mutineers'),
      die: ctx.dice.int(1, 6),
      mods: 0,
    },
    {
      seat: mutiny.captainSeat,
      pirate: captain,
      base: campStrength(s, mutiny, 'captain'),
      die: ctx.dice.int(1, 6),
      mods: 0,
    },
  ];
  for (const roll of rolls) emitRoll(ctx, roll);
  const responders = [mutiny.mutineer, mutiny.captainSeat];
  return askWindow(
    setPhase(
      s,
      { kind: 'mutinyRoll', mutiny, window: { context: 'mutiny', rolls, responders, passed: [] } },
      true,
    ),
  );
}

/** +1 per pirate on a post of each Clan in the camp, +2 if the Armourer's Clan is in it. */
export function campStrength(s: EollisState, mutiny: Mutiny, camp: Camp): number {
  const armourer = ownerOfPost(s, 'armourer');
  let strength = 0;
  mutiny.camps.forEach((c, seat) => {
    if (c !== camp) return;
    strength += mutinyWeight(onDeck(s, seat).length, armourer === seat);
  });
  return strength;
}

/** Ties re-roll both dice; the losers' leader dies and every other Clan of their camp loses one pirate. */
export function resolveMutiny(s: EollisState, ctx: Ctx): Step {
  if (s.phase.kind !== 'mutinyRoll') return s;
  const { mutiny } = s.phase;
  let [rebel, loyal] = s.phase.window.rolls;
  if (rebel === undefined || loyal === undefined) return s;
  while (rollTotal(rebel) === rollTotal(loyal)) {
    rebel = { ...rebel, die: ctx.dice.int(1, 6) };
    loyal = { ...loyal, die: ctx.dice.int(1, 6) };
    emitRoll(ctx, rebel);
    emitRoll(ctx, loyal);
  }
  const rebelsWin = rollTotal(rebel) > rollTotal(loyal);
  const next: 'continue' | 'return' = rebelsWin
    ? mutiny.captainChoice === 'continue'
      ? 'return'
      : 'continue'
    : mutiny.captainChoice;
  emit(ctx, { type: 'mutinyResolved', seat: rebelsWin ? mutiny.mutineer : mutiny.captainSeat, text: next });
  let state = s;
  const losingCamp: Camp = rebelsWin ? 'captain' : 'mutineers';
  const losingHead = rebelsWin ? mutiny.captainSeat : mutiny.mutineer;
  if (rebelsWin) state = crownLeader(state, ctx, mutiny.leader);
  else if (pirate(state, mutiny.leader) !== undefined) {
    state = killPirate(state, ctx, mutiny.leader, { goldTo: 'cagnotte', replaceCaptain: false });
  }
  const waiting = mutiny.camps
    .map((c, seat) => ({ c, seat }))
    .filter(
      ({ c, seat }) => c === losingCamp && seat !== losingHead && killableOnDeck(state, seat).length > 0,
    )
    .map(({ seat }) => seat);
  if (waiting.length === 0) return goTo(state, { to: 'rise', then: next });
  return setPhase(state, { kind: 'sacrifice', mutiny, waiting, next }, true);
}

/** The Captain is killed (its gold to the cagnotte) and the leader takes the Captain's post. */
function crownLeader(s: EollisState, ctx: Ctx, leader: string): EollisState {
  const captain = s.posts.captain;
  const from = postOf(s, leader);
  let next = s;
  if (captain !== undefined)
    next = killPirate(next, ctx, captain, { goldTo: 'cagnotte', replaceCaptain: false });
  // A Captain that could not die (a ghost, or saved by its power) trades places with the new Captain.
  if (next.posts.captain !== undefined && from !== null) next = setPost(next, from, next.posts.captain);
  else if (from !== null) next = setPost(next, from, null);
  next = setPost(next, 'captain', leader);
  const seat = pirate(next, leader)?.owner;
  if (seat !== undefined) next = update(next, { lastCaptainSeat: seat });
  emit(ctx, { type: 'captainElected', seat, pirate: leader });
  return next;
}

export function sacrifice(s: EollisState, ctx: Ctx, seat: Seat, id: string): Step {
  if (s.phase.kind !== 'sacrifice') return s;
  const state = killPirate(s, ctx, id, { goldTo: 'cagnotte', replaceCaptain: false });
  const waiting = s.phase.waiting.filter((w) => w !== seat);
  if (waiting.length === 0) return goTo(state, { to: 'rise', then: s.phase.next });
  return setPhase(state, { ...s.phase, waiting }, true);
}
