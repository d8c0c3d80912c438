// Loot phase: the active player rolls and sets a die aside, then every captain picks two results.
import { fillTrack, gainGold, gainPirate, gainResource } from './captain';
import { rollLootDice, type DieFace } from './dice';
import type { Resource } from './sheet';
import type { Table } from './table';
import { startCommandPhase } from './command';

export function roll(t: Table): void {
  const faces = rollLootDice(t.random());
  t.s.dice = faces;
  t.emit({ type: 'diceRolled', faces });
  // No die is set aside in solo.
  t.s.phase = t.s.mode === 'solo' ? 'loot' : 'setAside';
}

export function setAside(t: Table, die: number): void {
  t.s.setAside = die;
  t.s.phase = 'loot';
  t.emit({ type: 'dieSetAside', die });
}

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

export function pick(t: Table, seat: number, die: number, joker: Resource | undefined): void {
  const face = t.s.dice?.[die];
  if (face === undefined) throw new RangeError(`no die ${die} on the table`);
  const c = t.captain(seat);
  t.update(seat, { picks: [...c.picks, die] });
  t.emit({ type: 'diePicked', captain: seat, die, ...(joker ? { joker } : {}) });
  takeDie(t, seat, face, joker, 'loot');
  let everyonePicked = true;
  for (let s = 0; s < t.s.seats; s++) if (t.captain(s).picks.length < 2) everyonePicked = false;
  if (everyonePicked) startCommandPhase(t);
}
