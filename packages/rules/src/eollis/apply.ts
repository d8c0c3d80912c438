// Applies one offered action, then lets the automatic steps run until someone must decide again.
import { Dice } from '../core/random';
import type { GameEvent, Seat } from '../core/types';
import { playBrawl } from './brawls';
import { applyExtra } from './extras';
import { board } from './flow/boarding';
import { boscoGive } from './flow/bosco';
import { nextBrawler } from './flow/brawl';
import { captainSwap, decide } from './flow/decision';
import { propose } from './flow/election';
import { lookoutChoice } from './flow/event';
import type { Step } from './flow/goto';
import { advance, settle } from './flow/index';
import { chooseCamp, declareMutiny, noMutiny, sacrifice } from './flow/mutiny';
import { dismiss, keepCrew, recruit } from './flow/recruitment';
import { discardCard, refill } from './flow/refill';
import { repairChoice } from './flow/repair';
import { rise } from './flow/rise';
import { rescueDone, save } from './flow/shipwreck';
import { attempt, kill } from './flow/trials';
import { placeCoin } from './gold';
import { draft, emit, type Ctx } from './state';
import type { EollisAction, EollisEvent, EollisState } from './types';
import { passWindow, playOnRoll, powerOnRoll } from './windows';

/** One action's own effect; a phase it ends hands over to the next through the flow table. */
function step(s: EollisState, ctx: Ctx, seat: Seat, action: EollisAction): Step {
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
    case 'kill':
      return kill(s, ctx, action.pirate);
    case 'rise':
      return rise(s, ctx, action.post);
    case 'decide':
      return decide(s, ctx, action.choice);
    case 'captainSwap':
      return captainSwap(s, ctx, action.pirate);
    case 'mutiny':
      return declareMutiny(s, ctx, seat, action.leader);
    case 'noMutiny':
      return noMutiny(s, seat);
    case 'camp':
      return chooseCamp(s, ctx, seat, action.camp);
    case 'sacrifice':
      return sacrifice(s, ctx, seat, action.pirate);
    case 'save':
      return save(s, ctx, seat, action.pirate);
    case 'rescueDone':
      return rescueDone(s, ctx, seat);
    case 'brawl':
      return nextBrawler(playBrawl(s, ctx, seat, action.card, action.target, action.pirate), false);
    case 'passBrawl':
      return nextBrawler(s, true);
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

export function applyAction(
  s: EollisState,
  seat: Seat,
  action: EollisAction,
): { state: EollisState; events: ReadonlyArray<GameEvent<EollisEvent>> } {
  const ctx: Ctx = { dice: new Dice(s.rng), events: [] };
  const next = settle(advance(s, step(s, ctx, seat, action), ctx), ctx);
  // Most actions roll no die: the PRNG state then stays the very same array.
  const rng = ctx.dice.state();
  const same =
    rng === next.rng || (rng.length === next.rng.length && rng.every((word, i) => word === next.rng[i]));
  if (same) return { state: next, events: ctx.events };
  const rolled = draft(next);
  rolled.rng = rng;
  return { state: rolled, events: ctx.events };
}
