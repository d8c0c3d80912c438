// Deaths of pirates: gold redistributed, 2 gold to a killer, ghosts, and the Captain's replacement.
import type { Seat } from '../core/types';
import { pirateCard } from './cards/pirates';
import { gainGold } from './gold';
import { replacementOrder } from './posts';
import {
  draft,
  emit,
  pirate,
  piratesOf,
  postOf,
  setPost,
  unplace,
  updatePirate,
  without,
  type Ctx,
  update,
} from './state';
import type { EollisState, PirateState } from './types';

export interface Cause {
  /** The Clan that caused the death (Accident, Murder): it takes 2 of the dead pirate's gold. */
  readonly killerSeat?: Seat;
  /** Where the rest of the gold goes: the Clan's survivors, the cagnotte (mutiny) or the bank (shipwreck). */
  readonly goldTo: 'clan' | 'cagnotte' | 'lost';
  /** Whether a dead Captain is replaced from the sharing list (not after a mutiny). */
  readonly replaceCaptain: boolean;
}

/** Pirates that can be killed on the ship: on a post and not ghosts. */
export function killableOnDeck(s: EollisState, seat: Seat): string[] {
  return piratesOf(s, seat)
    .filter((p) => !p.ghost && postOf(s, p.id) !== null)
    .map((p) => p.id);
}

/** The Second (or the next on the sharing list) takes the empty Captain's post at once. */
export function replaceCaptain(s: EollisState, ctx: Ctx): EollisState {
  if (s.posts.captain !== undefined) return s;
  for (const post of replacementOrder) {
    const id = s.posts[post];
    if (id === undefined) continue;
    emit(ctx, { type: 'captainReplaced', pirate: id, text: post });
    return setPost(setPost(s, post, null), 'captain', id);
  }
  return s;
}

/** Kills a pirate (a ghost cannot die; a Clan's last pirate becomes a ghost; Last Breath saves once). */
export function killPirate(s: EollisState, ctx: Ctx, id: string, cause: Cause): EollisState {
  const victim = pirate(s, id);
  if (victim === undefined || victim.ghost) return s;
  if (!victim.powerUsed && pirateCard(id).power.kind === 'lastBreath') {
    emit(ctx, { type: 'lastBreath', seat: victim.owner, pirate: id });
    return updatePirate(s, id, () => ({ powerUsed: true }));
  }
  if (piratesOf(s, victim.owner).length === 1) {
    emit(ctx, { type: 'ghost', seat: victim.owner, pirate: id });
    return updatePirate(s, id, () => ({ ghost: true }));
  }
  const wasCaptain = postOf(s, id) === 'captain';
  let next = unplace(s, id);
  const pirates = without(next.pirates, id) as Record<string, PirateState>;
  const removed = draft(next);
  removed.pirates = pirates;
  removed.pirateDiscard = [...next.pirateDiscard, id];
  next = removed;
  let gold = victim.gold;
  if (cause.killerSeat !== undefined && cause.killerSeat !== victim.owner) {
    const fee = Math.min(2, gold);
    gold -= fee;
    next = gainGold(next, cause.killerSeat, fee);
  }
  if (cause.goldTo === 'clan') next = spreadOnSurvivors(next, victim.owner, gold);
  if (cause.goldTo === 'cagnotte') next = update(next, { cagnotte: next.cagnotte + gold });
  emit(ctx, { type: 'pirateDied', seat: victim.owner, pirate: id, amount: victim.gold });
  if (wasCaptain && cause.replaceCaptain) next = replaceCaptain(next, ctx);
  return next;
}

/** The dead pirate's gold goes to all survivors of its Clan, hold included, one coin at a time. */
function spreadOnSurvivors(s: EollisState, seat: Seat, gold: number): EollisState {
  const survivors = piratesOf(s, seat);
  if (survivors.length === 0) return gainGold(s, seat, gold);
  // Coin by coin round the survivors: each gets its share, the first ones one more (one copy of the record).
  const pirates = { ...s.pirates };
  survivors.forEach((p, i) => {
    const coins = Math.floor(gold / survivors.length) + (i < gold % survivors.length ? 1 : 0);
    if (coins > 0) pirates[p.id] = { ...p, gold: p.gold + coins };
  });
  return gold > 0 ? update(s, { pirates }) : s;
}
