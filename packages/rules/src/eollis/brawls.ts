// Brawl cards in the Tavern: rob, challenge, humiliate, lure away, murder.
import type { Seat } from '../core/types';
import { actionCard, type ActionKind } from './cards/actions';
import { pirateCard } from './cards/pirates';
import { killPirate } from './deaths';
import { discardFromHand } from './decks';
import { addRenown, gainGold, loseGold } from './gold';
import { clan, emit, piratesOf, updatePirate, type Ctx } from './state';
import type { EollisAction, EollisState } from './types';

const brawlKinds: ReadonlyArray<string> = ['rob', 'challenge', 'humiliate', 'lureAway', 'murder'];

export function brawlActions(s: EollisState, seat: Seat): EollisAction[] {
  const out: EollisAction[] = [{ type: 'passBrawl' }];
  for (const held of clan(s, seat).hand) {
    if (!brawlKinds.includes(held.kind)) continue;
    for (const other of s.clans) {
      if (other.seat === seat) continue;
      if (held.kind === 'lureAway' || held.kind === 'murder') {
        // Ghosts can be neither lured away nor murdered.
        for (const p of piratesOf(s, other.seat)) {
          if (!p.ghost) out.push({ type: 'brawl', card: held.uid, target: other.seat, pirate: p.id });
        }
      } else {
        out.push({ type: 'brawl', card: held.uid, target: other.seat });
      }
    }
  }
  return out;
}

function bestCombat(s: EollisState, seat: Seat): number {
  return Math.max(0, ...piratesOf(s, seat).map((p) => pirateCard(p.id).combat));
}

/** Takes up to `amount` open gold from one Clan and puts it on another's cards. */
function takeGold(
  s: EollisState,
  from: Seat,
  to: Seat,
  amount: number,
): { state: EollisState; taken: number } {
  const lost = loseGold(s, from, amount);
  return { state: gainGold(lost.state, to, lost.taken), taken: lost.taken };
}

export function playBrawl(
  s: EollisState,
  ctx: Ctx,
  seat: Seat,
  uid: string,
  target: Seat,
  id?: string,
): EollisState {
  const held = clan(s, seat).hand.find((h) => h.uid === uid);
  if (held === undefined) return s;
  const card = actionCard(held.kind as ActionKind);
  const next = discardFromHand(s, seat, uid);
  switch (card.kind) {
    case 'rob': {
      const took = takeGold(next, target, seat, card.amount);
      emit(ctx, { type: 'cardPlayed', seat, target, kind: card.kind, amount: took.taken });
      return took.state;
    }
    case 'challenge': {
      const mine = ctx.dice.int(1, 6) + bestCombat(next, seat);
      const theirs = ctx.dice.int(1, 6) + bestCombat(next, target);
      emit(ctx, { type: 'cardPlayed', seat, target, kind: card.kind, text: `${mine}-${theirs}` });
      if (mine === theirs) return next;
      const [winner, loser] = mine > theirs ? [seat, target] : [target, seat];
      return takeGold(next, loser, winner, card.amount).state;
    }
    case 'humiliate':
      emit(ctx, { type: 'cardPlayed', seat, target, kind: card.kind, amount: 1 });
      return addRenown(next, target, -card.amount);
    case 'lureAway':
      if (id === undefined) return next;
      emit(ctx, { type: 'cardPlayed', seat, target, kind: card.kind, pirate: id });
      return updatePirate(next, id, () => ({ owner: seat }));
    case 'murder':
      if (id === undefined) return next;
      emit(ctx, { type: 'cardPlayed', seat, target, kind: card.kind, pirate: id });
      return killPirate(next, ctx, id, { killerSeat: seat, goldTo: 'clan', replaceCaptain: false });
    default:
      return next;
  }
}
