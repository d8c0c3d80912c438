// Command phase: buy resources, make one acquisition, recruit; command bonuses once everyone is done.
import { gainPirate, gainResource, spendGold } from './captain';
import { COMMAND_BONUS, LINES, RESOURCE_PRICE_GP, recruitCost, type Resource } from './sheet';
import { findLegendaryCaptain } from './solo/legendary-captains';
import type { Table } from './table';

export function buy(t: Table, seat: number, resource: Resource): void {
  spendGold(t, seat, RESOURCE_PRICE_GP);
  gainResource(t, seat, resource, 1, 'purchase');
  // Ching Shih's tithe: she gains the same resource whenever the player buys one.
  if (t.s.legend !== null && seat === 0 && findLegendaryCaptain(t.s.legend.card)?.tithe) {
    gainResource(t, 1, resource, 1, 'tithe');
  }
}

export function recruit(t: Table, captain: number, strength: number): void {
  spendGold(t, captain, recruitCost(strength));
  gainPirate(t, captain, strength, 'recruit');
}

export function endCommand(t: Table, seat: number): void {
  t.update(seat, { commandDone: true });
  t.emit({ type: 'commandEnded', captain: seat });
}

/** The command phase is over once every captain (not the Legend) has ended it. */
export function everyoneEndedCommand(t: Table): boolean {
  for (let s = 0; s < t.s.seats; s++) if (!t.captain(s).commandDone) return false;
  return true;
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
