// Reading and writing one captain's sheet: gains within the printed circles, red circles and their locks.
import {
  ACQUISITIONS,
  RESOURCES,
  SHEET,
  TRACKS,
  resourceIndex,
  type Chest,
  type Crew,
  type Line,
} from './sheet';
import type { Resource, Strength } from './sheet';
import type { Table } from './table';
import type { Captain, GainSource, Mode } from './types';

/** In solo both captains write on one sheet, so its circles are shared; otherwise each has its own. */
function circledOnSheet<C>(
  mode: Mode,
  captains: ReadonlyArray<C>,
  index: number,
  circled: (c: C) => number,
): number {
  if (mode !== 'solo') return circled(captains[index] as C);
  return captains.reduce((sum, c) => sum + circled(c), 0);
}

/** GP circles still free on a captain's sheet (in solo, on the shared sheet). Reads only what a sheet shows. */
export function goldRoomOf(
  mode: Mode,
  captains: ReadonlyArray<Pick<Captain, 'goldCircled'>>,
  index: number,
): number {
  return SHEET.goldCircles - circledOnSheet(mode, captains, index, (c) => c.goldCircled);
}

export function chestRoomOf(
  mode: Mode,
  captains: ReadonlyArray<Captain>,
  index: number,
  resource: Resource,
): number {
  const r = resourceIndex(resource);
  return SHEET.chestCircles - circledOnSheet(mode, captains, index, (c) => c.chestCircled[r] ?? 0);
}

export function crewRoomOf(
  mode: Mode,
  captains: ReadonlyArray<Captain>,
  index: number,
  strength: number,
): number {
  const line = strength - 1;
  return (
    (SHEET.crewCircles[line] ?? 0) - circledOnSheet(mode, captains, index, (c) => c.crewCircled[line] ?? 0)
  );
}

const goldRoom = (t: Table, index: number) => goldRoomOf(t.s.mode, t.all(), index);
const chestRoom = (t: Table, index: number, resource: Resource) =>
  chestRoomOf(t.s.mode, t.all(), index, resource);
const crewRoom = (t: Table, index: number, strength: number) =>
  crewRoomOf(t.s.mode, t.all(), index, strength);

function triggerEnd(t: Table, reason: 'lastGold' | 'lastResource'): void {
  if (t.s.endReason !== null) return;
  t.s.endReason = reason;
  t.emit({ type: 'endTriggered', reason });
}

export function gainGold(t: Table, index: number, amount: number, source: GainSource): void {
  const room = goldRoom(t, index);
  const gained = Math.min(amount, room);
  if (gained > 0) {
    const c = t.captain(index);
    t.update(index, { gold: c.gold + gained, goldCircled: c.goldCircled + gained });
    t.emit({ type: 'gained', captain: index, gain: { kind: 'gold', amount: gained }, source });
  }
  if (gained < amount)
    t.emit({
      type: 'gainLost',
      captain: index,
      gain: { kind: 'gold', amount: amount - gained },
      why: 'sheetFull',
    });
  if (amount > 0 && goldRoom(t, index) === 0) triggerEnd(t, 'lastGold');
}

export function gainResource(
  t: Table,
  index: number,
  resource: Resource,
  amount: number,
  source: GainSource,
): void {
  const gained = Math.min(amount, chestRoom(t, index, resource));
  if (gained > 0) {
    const c = t.captain(index);
    const r = resourceIndex(resource);
    t.update(index, { chest: add(c.chest, r, gained), chestCircled: add(c.chestCircled, r, gained) });
    t.emit({ type: 'gained', captain: index, gain: { kind: 'resource', resource, amount: gained }, source });
  }
  if (gained < amount) {
    t.emit({
      type: 'gainLost',
      captain: index,
      gain: { kind: 'resource', resource, amount: amount - gained },
      why: 'sheetFull',
    });
  }
  // Solo only: circling the last resource of a kind ends the game.
  if (t.s.mode === 'solo' && amount > 0 && chestRoom(t, index, resource) === 0) triggerEnd(t, 'lastResource');
}

export function gainPirate(t: Table, index: number, strength: number, source: GainSource): boolean {
  if (crewRoom(t, index, strength) <= 0) {
    t.emit({ type: 'gainLost', captain: index, gain: { kind: 'pirate', strength }, why: 'sheetFull' });
    return false;
  }
  const c = t.captain(index);
  t.update(index, { crew: add(c.crew, strength - 1, 1), crewCircled: add(c.crewCircled, strength - 1, 1) });
  t.emit({ type: 'gained', captain: index, gain: { kind: 'pirate', strength }, source });
  // Solo: a Legend left without Pirates while the player had none copies the player's next Pirate.
  if (index === 0 && t.s.legend?.copiesNextPirate) {
    t.s.legend = { ...t.s.legend, copiesNextPirate: false };
    gainPirate(t, 1, strength, 'legend');
  }
  return true;
}

/** Whether the next red circle of a track can be filled now (not at the end, not behind a lock). */
export function canFillTrack(captain: Captain, line: Line): boolean {
  const circle = TRACKS[line][captain.track[line]];
  return circle !== undefined && captain.acquired[line] >= circle.lock;
}

/** Fills up to `count` red circles top to bottom, stopping at a lock or the end; takes each circle's gain. */
export function fillTrack(t: Table, index: number, line: Line, count: number): number {
  let filled = 0;
  while (filled < count && canFillTrack(t.captain(index), line)) {
    const c = t.captain(index);
    const circle = TRACKS[line][c.track[line]];
    t.update(index, { track: { ...c.track, [line]: c.track[line] + 1 } });
    filled++;
    t.emit({ type: 'trackFilled', captain: index, track: line, circle: c.track[line] + 1 });
    const gain = circle?.gain;
    if (!gain) continue;
    if (gain.kind === 'gold') gainGold(t, index, gain.amount, 'track');
    else if (gain.kind === 'resource') gainResource(t, index, gain.resource, 1, 'track');
    else if (gain.kind === 'pirate') gainPirate(t, index, gain.strength, 'track');
    else t.emit({ type: 'gained', captain: index, gain: { kind: gain.kind }, source: 'track' });
  }
  return filled;
}

export function spendGold(t: Table, index: number, amount: number): void {
  const c = t.captain(index);
  t.update(index, { gold: c.gold - amount });
}

export function spendResource(t: Table, index: number, resource: Resource, amount = 1): void {
  const c = t.captain(index);
  t.update(index, { chest: add(c.chest, resourceIndex(resource), -amount) });
}

export function attackBonus(captain: Captain, legendBonus = 0): number {
  return boatBonus(captain, 'attackBonus') + legendBonus;
}

export function defenceBonus(captain: Captain, legendBonus = 0): number {
  return boatBonus(captain, 'defenceBonus') + legendBonus;
}

function boatBonus(captain: Captain, kind: 'attackBonus' | 'defenceBonus'): number {
  return TRACKS.boats.slice(0, captain.track.boats).some((circle) => circle.gain?.kind === kind) ? 1 : 0;
}

export function crewSize(captain: Captain): number {
  return captain.crew.reduce((sum, n) => sum + n, 0);
}

export function crewStrength(captain: Captain): number {
  return captain.crew.reduce((sum, n, line) => sum + n * (line + 1), 0);
}

/** The crew as a list of Strengths, strongest first (the naval battle's tie-break order). */
export function crewList(crew: Crew): number[] {
  const out: number[] = [];
  for (let line = crew.length - 1; line >= 0; line--)
    for (let k = 0; k < (crew[line] ?? 0); k++) out.push(line + 1);
  return out;
}

export function removePirates(crew: Crew, strengths: ReadonlyArray<number>): Crew {
  const out = crew.slice() as number[];
  for (const s of strengths) out[s - 1] = (out[s - 1] ?? 0) - 1;
  return out as unknown as Crew;
}

export function nextAcquisition(captain: Captain, line: Line) {
  return ACQUISITIONS[line][captain.acquired[line]];
}

export function totalResources(chest: Chest): number {
  return chest.reduce((sum, n) => sum + n, 0);
}

export function chestOf(captain: Captain, resource: Resource): number {
  return captain.chest[resourceIndex(resource)] ?? 0;
}

export const isStrength = (n: number): n is Strength => Number.isInteger(n) && n >= 1 && n <= 6;

function add<T extends ReadonlyArray<number>>(values: T, index: number, delta: number): T {
  const out = values.slice();
  out[index] = (out[index] ?? 0) + delta;
  return out as unknown as T;
}

export { RESOURCES };
