// Gold on pirate cards, in the purse and in the strongbox; renown conversion by track section.
import type { Seat } from '../core/types';
import {
  changedPirate,
  clan,
  draft,
  goldOnCards,
  inHold,
  update,
  pirate,
  piratesOf,
  updateClan,
  updatePirate,
} from './state';
import type { EollisState, PirateState } from './types';

/** All a Clan owns: gold on its cards, its purse and its strongbox. */
export function clanGold(s: EollisState, seat: Seat): number {
  const c = clan(s, seat);
  return c.purse + c.strongbox + goldOnCards(s, seat);
}

/** Gold that can be stolen, paid or given: everything but the strongbox. */
export function openGold(s: EollisState, seat: Seat): number {
  return clanGold(s, seat) - clan(s, seat).strongbox;
}

/**
 * Puts gold on a Clan's cards one coin at a time on the poorest pirate not in the hold (our even split;
 * the rulebook lets the player divide it). With no such pirate, the gold goes to the Clan's purse.
 */
export function gainGold(s: EollisState, seat: Seat, amount: number): EollisState {
  if (amount <= 0) return s;
  const active = piratesOf(s, seat).filter((p) => !inHold(s, p.id));
  if (active.length === 0) return updateClan(s, seat, (c) => ({ purse: c.purse + amount }));
  const golds = active.map((p) => p.gold);
  for (let coin = 0; coin < amount; coin++) {
    let poorest = 0;
    for (let i = 1; i < golds.length; i++) if ((golds[i] as number) < (golds[poorest] as number)) poorest = i;
    golds[poorest] = (golds[poorest] as number) + 1;
  }
  const pirates = { ...s.pirates };
  for (let i = 0; i < active.length; i++) {
    const p = active[i] as PirateState;
    const gold = golds[i] as number;
    if (gold !== p.gold) pirates[p.id] = changedPirate(p, { gold });
  }
  const next = draft(s);
  next.pirates = pirates;
  return next;
}

/** The Clan's pirates that may receive gold won: those not in the hold. */
export function divideTargets(s: EollisState, seat: Seat): string[] {
  const out: string[] = [];
  for (const p of piratesOf(s, seat)) if (!inHold(s, p.id)) out.push(p.id);
  return out;
}

/**
 * Gold won at an Event: "the gold gained by a player must be divided among the pirates of their Clan who
 * are not in the hold". With two pirates or more to choose from, the player places it coin by coin
 * (`placeGold`); with one or none there is nothing to choose.
 */
export function winGold(s: EollisState, seat: Seat, amount: number): EollisState {
  if (amount <= 0) return s;
  if (divideTargets(s, seat).length <= 1) return gainGold(s, seat, amount);
  return updateClan(s, seat, (c) => ({ toDivide: c.toDivide + amount }));
}

/** Whether some Clan is still dividing gold won (asked at every step: no list is built). */
export function anyDividing(s: EollisState): boolean {
  for (const c of s.clans) if (c.toDivide > 0) return true;
  return false;
}

/** Clans still dividing gold won: the game waits for them before anything else. */
export function dividing(s: EollisState): Seat[] {
  const out: Seat[] = [];
  for (const c of s.clans) if (c.toDivide > 0) out.push(c.seat);
  return out;
}

/** Places one coin of the gold won on a pirate's card: once placed, it stays there. */
export function placeCoin(s: EollisState, seat: Seat, id: string): EollisState {
  if (clan(s, seat).toDivide <= 0) return s;
  return updateClan(gainOnPirate(s, id, 1), seat, (c) => ({ toDivide: c.toDivide - 1 }));
}

/** A Clan left with one pirate or none to divide among (a death meanwhile) has no choice left to make. */
export function divisionWithoutChoice(s: EollisState): EollisState {
  if (!anyDividing(s)) return s;
  let next = s;
  for (const seat of dividing(s)) {
    if (divideTargets(next, seat).length > 1) continue;
    const amount = clan(next, seat).toDivide;
    next = gainGold(
      updateClan(next, seat, () => ({ toDivide: 0 })),
      seat,
      amount,
    );
  }
  return next;
}

/** Gold given to one pirate's card (the Bosco's fee, a killer's 2 gold). */
export function gainOnPirate(s: EollisState, id: string, amount: number): EollisState {
  if (amount <= 0 || pirate(s, id) === undefined) return s;
  return updatePirate(s, id, (p) => ({ gold: p.gold + amount }));
}

/** Takes up to `amount` open gold from a Clan: the purse first, then the richest cards. Returns what was taken. */
export function loseGold(s: EollisState, seat: Seat, amount: number): { state: EollisState; taken: number } {
  let left = Math.min(amount, openGold(s, seat));
  const taken = left;
  let next = s;
  const fromPurse = Math.min(left, clan(next, seat).purse);
  if (fromPurse > 0) {
    next = updateClan(next, seat, (c) => ({ purse: c.purse - fromPurse }));
    left -= fromPurse;
  }
  // Coin by coin from the richest card (the first of equals), written back in one copy of the pirates.
  const mine = piratesOf(next, seat);
  const golds = mine.map((p) => p.gold);
  while (left > 0) {
    let richest = -1;
    for (let i = 0; i < golds.length; i++)
      if ((golds[i] as number) > (richest < 0 ? 0 : (golds[richest] as number))) richest = i;
    if (richest < 0) break;
    golds[richest] = (golds[richest] as number) - 1;
    left--;
  }
  if (golds.some((gold, i) => gold !== mine[i]?.gold)) {
    const pirates = { ...next.pirates };
    mine.forEach((p, i) => {
      const gold = golds[i] as number;
      if (gold !== p.gold) pirates[p.id] = changedPirate(p, { gold });
    });
    next = update(next, { pirates });
  }
  return { state: next, taken };
}

/** Gold per renown point by the section the Clan's marker stands in (our section boundaries: 0–9, 10–19, 20+). */
export function renownPrice(renown: number): number {
  if (renown < 10) return 4;
  if (renown < 20) return 5;
  return 6;
}

/** Buys renown one point at a time at the price of the marker's current section. */
export function convertGold(renown: number, gold: number): { renown: number; gold: number } {
  let r = renown;
  let g = gold;
  while (g >= renownPrice(r)) {
    g -= renownPrice(r);
    r++;
  }
  return { renown: r, gold: g };
}

export function addRenown(s: EollisState, seat: Seat, delta: number): EollisState {
  return updateClan(s, seat, (c) => ({ renown: Math.max(0, c.renown + delta) }));
}
