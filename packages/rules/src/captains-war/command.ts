// Command phase: buy resources, make one acquisition, recruit; command bonuses once everyone is done.
import { gainPirate, gainResource, nextAcquisition, spendGold, spendResource } from './captain';
import {
  COMMAND_BONUS,
  LINES,
  RESOURCES,
  RESOURCE_PRICE_GP,
  recruitCost,
  type Line,
  type Resource,
} from './sheet';
import { findLegendaryCaptain } from './solo/legendary-captains';
import type { Table } from './table';
import { legendPhase } from './solo/legend-turn';
import { startBoardingPhase } from './boarding';

export function startCommandPhase(t: Table): void {
  t.s.phase = 'command';
}

export function buy(t: Table, seat: number, resource: Resource): void {
  spendGold(t, seat, RESOURCE_PRICE_GP);
  gainResource(t, seat, resource, 1, 'purchase');
  // Ching Shih's tithe: she gains the same resource whenever the player buys one.
  if (t.s.legend !== null && seat === 0 && findLegendaryCaptain(t.s.legend.card)?.tithe) {
    gainResource(t, 1, resource, 1, 'tithe');
  }
}

/** Pays an acquisition's exact resources plus its joker in the named resource, then fills its flag. */
export function acquire(t: Table, captain: number, line: Line, joker: Resource | undefined): void {
  const acquisition = nextAcquisition(t.captain(captain), line);
  if (acquisition === undefined) throw new RangeError(`no acquisition left on ${line}`);
  const paid: Resource[] = [];
  acquisition.cost.forEach((n, r) => {
    const resource = RESOURCES[r] as Resource;
    for (let k = 0; k < n; k++) paid.push(resource);
  });
  if (acquisition.jokers > 0 && joker !== undefined) paid.push(joker);
  for (const resource of paid) spendResource(t, captain, resource);
  const c = t.captain(captain);
  t.update(captain, { acquired: { ...c.acquired, [line]: c.acquired[line] + 1 }, acquiredThisTurn: true });
  t.emit({ type: 'acquired', captain, line, name: acquisition.name, rp: acquisition.rp, paid });
}

/** Whether the captain holds what the next acquisition of a line costs, with `joker` (if any) paid on top. */
export function canPay(
  chest: ReadonlyArray<number>,
  cost: ReadonlyArray<number>,
  joker: Resource | null,
): boolean {
  for (let r = 0; r < 4; r++) {
    const need = (cost[r] ?? 0) + (joker !== null && RESOURCES[r] === joker ? 1 : 0);
    if ((chest[r] ?? 0) < need) return false;
  }
  return true;
}

export function recruit(t: Table, captain: number, strength: number): void {
  spendGold(t, captain, recruitCost(strength));
  gainPirate(t, captain, strength, 'recruit');
}

export function endCommand(t: Table, seat: number): void {
  t.update(seat, { commandDone: true });
  t.emit({ type: 'commandEnded', captain: seat });
  for (let s = 0; s < t.s.seats; s++) if (!t.captain(s).commandDone) return;
  if (t.s.mode === 'solo') legendPhase(t);
  resolveCommandBonuses(t);
  startBoardingPhase(t);
}

/**
 * Announced only once every captain has finished the phase: all who completed a line in this phase share
 * the 6 RP if nobody had it before; later completers get 3 RP. A second bonus triggers the end.
 */
export function resolveCommandBonuses(t: Table): void {
  for (const line of LINES) {
    const completers: number[] = [];
    for (let i = 0; i < t.count; i++) {
      const c = t.captain(i);
      if (c.acquired[line] === 4 && c.commandBonus[line] === 0) completers.push(i);
    }
    if (completers.length === 0) continue;
    const rp = t.s.firstCommandBonusTaken[line] ? COMMAND_BONUS.later : COMMAND_BONUS.first;
    for (const i of completers) {
      const c = t.captain(i);
      t.update(i, { commandBonus: { ...c.commandBonus, [line]: rp } });
      t.emit({ type: 'commandBonus', captain: i, line, rp });
    }
    t.s.firstCommandBonusTaken = { ...t.s.firstCommandBonusTaken, [line]: true };
  }
  if (
    t.s.endReason === null &&
    t.all().some((c) => c.commandBonus.attributes > 0 && c.commandBonus.boats > 0)
  ) {
    t.s.endReason = 'secondCommandBonus';
    t.emit({ type: 'endTriggered', reason: 'secondCommandBonus' });
  }
}
