// The Tavern: sharing the cagnotte; after the brawls, renown, then the next Expedition (or the end).
import { gainOnPirate, clanGold, convertGold } from '../gold';
import { sharingOrder } from '../posts';
import { emit, firstSeat, updateClan, type Ctx, update } from '../state';
import type { EollisState } from '../types';
import { goTo, type Moved } from './goto';

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
  return update(next, { cagnotte: left });
}

/** The ship is left behind: the board no longer counts in the Tavern. */
export function startTavern(s: EollisState, ctx: Ctx, returned: boolean): Moved {
  const lastCaptainSeat = firstSeat(s);
  let next: EollisState = update(s, { lastCaptainSeat });
  if (returned && !next.destroyed) next = shareCagnotte(next, ctx);
  emit(ctx, { type: 'tavern', seat: lastCaptainSeat });
  next = update(next, { posts: {}, hold: [], currentEvent: null });
  return goTo(next, { to: 'refill', stage: 'tavern' });
}

/** Every Clan pools its gold (hidden gold included) and buys renown; the rest stays in its purse. */
export function gainRenown(s: EollisState, ctx: Ctx): Moved {
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
  return goTo(update(next, { pirates }), { to: s.expedition >= expeditions ? 'over' : 'expedition' });
}

/** Powers are untilted and the ship mended for the next Expedition, which starts by refilling hands. */
export function startExpedition(s: EollisState, ctx: Ctx): Moved {
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
  return goTo(next, { to: 'refill', stage: 'aerial' });
}
