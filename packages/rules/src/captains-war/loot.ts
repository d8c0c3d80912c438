// Loot phase: the active player rolls and sets a die aside, then every captain picks two results.
import { rollLootDice } from './dice';
import type { Resource } from './sheet';
import { takeDie } from './sheet-moves';
import type { Table } from './table';

export function roll(t: Table): void {
  const faces = rollLootDice(t.random());
  t.s.dice = faces;
  t.emit({ type: 'diceRolled', faces });
}

export function setAside(t: Table, die: number): void {
  t.s.setAside = die;
  t.emit({ type: 'dieSetAside', die });
}

export function pick(t: Table, seat: number, die: number, joker: Resource | undefined): void {
  const face = t.s.dice?.[die];
  if (face === undefined) throw new RangeError(`no die ${die} on the table`);
  const c = t.captain(seat);
  t.update(seat, { picks: [...c.picks, die] });
  t.emit({ type: 'diePicked', captain: seat, die, ...(joker ? { joker } : {}) });
  takeDie(t, seat, face, joker, 'loot');
}

/** The loot phase is over once every captain (not the Legend) has picked two results. */
export function everyonePicked(t: Table): boolean {
  for (let s = 0; s < t.s.seats; s++) if (t.captain(s).picks.length < 2) return false;
  return true;
}
