// Applies one offered action, then lets the automatic steps run until someone must decide again.
import { Dice } from '../core/random';
import type { GameEvent, Seat } from '../core/types';
import { playBrawl } from './brawls';
import { killableOnDeck, killPirate } from './deaths';
import { applyExtra } from './extras';
import { board } from './flow/boarding';
import { captainSwap, decide } from './flow/decision';
import { resolveElection, propose } from './flow/election';
import {
  attempt,
  boscoGive,
  boscoRecipients,
  skipBosco,
  enterAttempt,
  enterLoss,
  lookoutChoice,
  repairChoice,
  resolveRepair,
  resolveTrial,
} from './flow/events';
import { chooseCamp, declareMutiny, noMutiny, resolveMutiny, sacrifice } from './flow/mutiny';
import { dismiss, keepCrew, recruit } from './flow/recruitment';
import { discardCard, refill } from './flow/refill';
import { rise } from './flow/rise';
import { rescueDone, save } from './flow/shipwreck';
import { nextBrawler } from './flow/tavern';
import { anyDividing, divisionWithoutChoice, placeCoin } from './gold';
import { captainSeat, copyState, emit, onDeck, setPhase, type Ctx } from './state';
import type { EollisAction, EollisEvent, EollisState } from './types';
import { passWindow, playOnRoll, powerOnRoll, windowClosed } from './windows';

function step(s: EollisState, ctx: Ctx, seat: Seat, action: EollisAction): EollisState {
  const extra = applyExtra(s, ctx, seat, action);
  if (extra !== null) return extra;
  switch (action.type) {
    case 'discard':
      return discardCard(s, ctx, seat, action.card);
    case 'refill':
      return refill(s, ctx, seat);
    case 'dismiss':
      return dismiss(s, ctx, seat, action.pirate);
    case 'keepCrew':
      return keepCrew(s, ctx);
    case 'recruit':
      return recruit(s, ctx, seat, action.pirate);
    case 'propose':
      return propose(s, ctx, seat, action.pirate);
    case 'board':
      return board(s, ctx, seat, action.pirate, action.post);
    case 'lookout':
      return lookoutChoice(s, ctx, action.choice);
    case 'boscoGive':
      return boscoGive(s, ctx, action.to);
    case 'repair':
      return repairChoice(s, ctx, action.attempt);
    case 'attempt':
      return attempt(s, ctx, action.pirate);
    case 'kill': {
      if (s.phase.kind !== 'loss') return s;
      const { order, index, loss } = s.phase;
      const next = killPirate(s, ctx, action.pirate, { goldTo: loss.goldTo, replaceCaptain: true });
      return enterLoss(next, ctx, order, index, { ...loss, count: loss.count - 1 });
    }
    case 'rise':
      return rise(s, ctx, action.post);
    case 'decide':
      return decide(s, ctx, action.choice);
    case 'captainSwap':
      return captainSwap(s, ctx, action.pirate);
    case 'mutiny':
      return declareMutiny(s, ctx, seat, action.leader);
    case 'noMutiny':
      return noMutiny(s, ctx, seat);
    case 'camp':
      return chooseCamp(s, ctx, seat, action.camp);
    case 'sacrifice':
      return sacrifice(s, ctx, seat, action.pirate);
    case 'save':
      return save(s, ctx, seat, action.pirate);
    case 'rescueDone':
      return rescueDone(s, ctx, seat);
    case 'brawl':
      return nextBrawler(playBrawl(s, ctx, seat, action.card, action.target, action.pirate), ctx, false);
    case 'passBrawl':
      return nextBrawler(s, ctx, true);
    case 'pass':
      return passWindow(s, seat);
    case 'playRoll':
      return playOnRoll(s, ctx, seat, action.card, action.roll, false);
    case 'penalty':
      return playOnRoll(s, ctx, seat, action.card, action.roll, true);
    case 'power':
      return action.roll === undefined ? s : powerOnRoll(s, ctx, seat, action.pirate, action.roll);
    case 'placeGold':
      emit(ctx, { type: 'goldPlaced', seat, pirate: action.pirate, amount: 1 });
      return placeCoin(s, seat, action.pirate);
    default:
      return s;
  }
}

/** Runs what needs no decision: closed response windows resolve, emptied losses move on. */
function settle(s: EollisState, ctx: Ctx): EollisState {
  let next = s;
  for (let guard = 0; guard < 1000; guard++) {
    next = divisionWithoutChoice(next);
    // Nothing moves on while a Clan divides its gold won.
    if (anyDividing(next)) break;
    const phase = next.phase;
    if (windowClosed(next)) {
      if (phase.kind === 'election') next = resolveElection(next, ctx);
      else if (phase.kind === 'repair') next = resolveRepair(next, ctx);
      else if (phase.kind === 'trial') next = resolveTrial(next, ctx);
      else if (phase.kind === 'mutinyRoll') next = resolveMutiny(next, ctx);
      continue;
    }
    // A Bosco whose every Clan already holds 5 cards has nobody to give to.
    if (phase.kind === 'bosco' && boscoRecipients(next).length === 0) {
      next = skipBosco(next, ctx);
      continue;
    }
    if (phase.kind === 'loss' && killableOnDeck(next, phase.loss.victim).length === 0) {
      next = enterAttempt(next, ctx, phase.order, phase.index + 1);
      continue;
    }
    // An out-of-turn Accident may take the last pirate on a post of the Clan about to attempt the trial…
    if (phase.kind === 'attempt' && onDeck(next, phase.order[phase.index] as Seat).length === 0) {
      next = enterAttempt(next, ctx, phase.order, phase.index + 1);
      continue;
    }
    // …or the Captain awaited for the decision: the decision passes to the replacing Captain.
    const captain = phase.kind === 'decision' ? captainSeat(next) : null;
    if (phase.kind === 'decision' && captain !== null && captain !== phase.seat) {
      next = setPhase(next, { kind: 'decision', seat: captain, swapFirst: null }, true);
      continue;
    }
    break;
  }
  const captain = captainSeat(next);
  if (captain === null || captain === next.lastCaptainSeat) return next;
  const out = copyState(next);
  out.lastCaptainSeat = captain;
  return out;
}

export function applyAction(
  s: EollisState,
  seat: Seat,
  action: EollisAction,
): { state: EollisState; events: ReadonlyArray<GameEvent<EollisEvent>> } {
  const ctx: Ctx = { dice: new Dice(s.rng), events: [] };
  const next = settle(step(s, ctx, seat, action), ctx);
  // Most actions roll no die: the PRNG state then stays the very same array.
  const rng = ctx.dice.state();
  const same =
    rng === next.rng || (rng.length === next.rng.length && rng.every((word, i) => word === next.rng[i]));
  if (same) return { state: next, events: ctx.events };
  const rolled = copyState(next);
  rolled.rng = rng;
  return { state: rolled, events: ctx.events };
}

/** Used by setup: the first automatic steps with the setup's dice. */
export function settleWith(s: EollisState, ctx: Ctx): EollisState {
  return settle(s, ctx);
}
