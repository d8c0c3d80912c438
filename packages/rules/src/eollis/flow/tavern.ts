// The Tavern: sharing the cagnotte, refilling hands, two rounds of brawls, renown, then the next Expedition.
import type { Seat } from '../../core/types';
import { gainOnPirate, clanGold, convertGold } from '../gold';
import { sharingOrder } from '../posts';
import { clockwiseFrom, emit, firstSeat, setPhase, updateClan, type Ctx, patch } from '../state';
import type { EollisState } from '../types';
import { startRefill } from './refill';
import { finishGame } from './finish';

export const expeditions = 3;

/**
 * Shares the cagnotte in the printed post order and amounts, round after round, until it is empty. A round
 * that pays nobody (only the Priest aboard) leaves the rest in the cagnotte for the next Expedition.
 */
export function shareCagnotte(s: EollisState, ctx: Ctx): EollisState {
  let next = s;
  let left = s.cagnotte;
  while (left > 0) {
    let paid = 0;
    for (const { post, gold } of sharingOrder) {
      const id = next.posts[post];
      if (id === undefined || left === 0) continue;
      const share = Math.min(gold, left);
      if (share === 0) continue;
      next = gainOnPirate(next, id, share);
      left -= share;
      paid += share;
      emit(ctx, { type: 'cagnotteShare', pirate: id, amount: share, text: post });
    }
    if (paid === 0) break;
  }
  return patch(next, { cagnotte: left });
}

/** The ship is left behind: the board no longer counts in the Tavern. */
export function startTavern(s: EollisState, ctx: Ctx, returned: boolean): EollisState {
  const lastCaptainSeat = firstSeat(s);
  let next: EollisState = patch(s, { lastCaptainSeat });
  if (returned && !next.destroyed) next = shareCagnotte(next, ctx);
  emit(ctx, { type: 'tavern', seat: lastCaptainSeat });
  next = patch(next, { posts: {}, hold: [], currentEvent: null });
  return startRefill(next, ctx, 'tavern');
}

export function startBrawl(s: EollisState, _ctx: Ctx): EollisState {
  const order = clockwiseFrom(s.lastCaptainSeat, s.seats);
  return setPhase(s, { kind: 'brawl', round: 1, order, index: 0, out: [] });
}

/** Moves to the next brawler; a Clan that passed in the first round sits out the second. */
export function nextBrawler(s: EollisState, ctx: Ctx, passed: boolean): EollisState {
  if (s.phase.kind !== 'brawl') return s;
  const phase = s.phase;
  const seat = phase.order[phase.index] as Seat;
  const out = passed && phase.round === 1 ? [...phase.out, seat] : phase.out;
  let round = phase.round;
  let index = phase.index + 1;
  for (;;) {
    if (index >= phase.order.length) {
      if (round === 2) return gainRenown(s, ctx);
      round = 2;
      index = 0;
    }
    if (round === 1 || !out.includes(phase.order[index] as Seat)) break;
    index++;
  }
  return setPhase(s, { ...phase, round, index, out });
}

/** Every Clan pools its gold (hidden gold included) and buys renown; the rest stays in its purse. */
export function gainRenown(s: EollisState, ctx: Ctx): EollisState {
  let next = s;
  for (const c of s.clans) {
    const gold = clanGold(next, c.seat);
    const bought = convertGold(c.renown, gold);
    emit(ctx, { type: 'renownBought', seat: c.seat, amount: bought.renown - c.renown, total: bought.renown });
    next = updateClan(next, c.seat, () => ({ renown: bought.renown, strongbox: 0, purse: bought.gold }));
  }
  // Every coin has been pooled: the cards are emptied.
  const pirates: EollisState['pirates'] = Object.fromEntries(
    Object.entries(next.pirates).map(([id, p]) => [id, p.gold === 0 ? p : { ...p, gold: 0 }]),
  );
  return endExpedition(patch(next, { pirates }), ctx);
}

function endExpedition(s: EollisState, ctx: Ctx): EollisState {
  if (s.expedition >= expeditions) return finishGame(s, ctx);
  const pirates: EollisState['pirates'] = Object.fromEntries(
    Object.entries(s.pirates).map(([id, p]) => [id, { ...p, powerUsed: false }]),
  );
  const next: EollisState = {
    ...s,
    expedition: s.expedition + 1,
    pirates,
    balloon: 0,
    destroyed: false,
    captainSwapUsed: false,
    secondHideUsed: false,
  };
  emit(ctx, { type: 'expeditionStarted', amount: next.expedition });
  return startRefill(next, ctx, 'aerial');
}
