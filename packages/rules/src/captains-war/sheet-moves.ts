// Whole moves written on a sheet — a loot die taken, an acquisition paid, the strongest Pirate recruited — that the
// captains' phases and the Legend's automaton both make.
import {
  crewRoomOf,
  fillTrack,
  gainGold,
  gainPirate,
  gainResource,
  nextAcquisition,
  spendGold,
  spendResource,
} from './captain';
import type { DieFace } from './dice';
import { RESOURCES, recruitCost, type Line, type Resource } from './sheet';
import type { Table } from './table';

/** Takes what a loot die shows; a joker becomes the resource named by its taker. */
export function takeDie(
  t: Table,
  captain: number,
  face: DieFace,
  joker: Resource | undefined,
  source: 'loot' | 'legend',
): void {
  switch (face.die) {
    case 'yellow':
      gainGold(t, captain, face.gold, source);
      break;
    case 'blue': {
      const resource = face.resource === 'joker' ? joker : face.resource;
      if (resource !== undefined) gainResource(t, captain, resource, face.count, source);
      break;
    }
    case 'red':
      fillTrack(t, captain, face.track, 2);
      break;
    case 'black':
      gainPirate(t, captain, face.strength, source);
      break;
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

/** Recruits the strongest Pirate the captain can pay for and has room for; false when none. */
export function recruitStrongest(t: Table, index: number, source: 'legend' | 'recruit'): boolean {
  for (let strength = 6; strength >= 1; strength--) {
    if (t.captain(index).gold < recruitCost(strength) || crewRoomOf(t.s.mode, t.all(), index, strength) <= 0)
      continue;
    spendGold(t, index, recruitCost(strength));
    gainPirate(t, index, strength, source);
    return true;
  }
  return false;
}
