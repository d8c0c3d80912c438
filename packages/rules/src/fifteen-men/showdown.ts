// The Showdown: who may shoot whom, Henry Morgan's and Blackbeard's shots at its end.
import { update } from './copy';
import { shootAction } from './actions';
import type { Seat } from '../core/types';
import { card, type ShowdownTrait } from './cards';
import { shoot } from './kills';
import { distance, findCard, knows, RING_SIZE, roleOf, slotAt, turnFaceUp, type Log } from './ring';
import type { FifteenMenAction, FifteenMenState, Slot } from './types';

const NO_TRAITS: ReadonlyArray<ShowdownTrait> = [];

/** Jacquotte's reach: the distance of the closest Buccaneer the seat does not control (Infinity if none). */
function closestBuccaneer(state: FifteenMenState, seat: Seat, from: number): number {
  let closest = Infinity;
  state.ring.forEach((slot, to) => {
    if (slot.card === null || slot.controller === seat) return;
    if (roleOf(slot.card, slot.faceUp) === 'buccaneer') closest = Math.min(closest, distance(from, to));
  });
  return closest;
}

/**
 * Every shot the seat may fire now: from a pirate it controls at an occupied position at distance 1,
 * or further when it knows its shooter is Tavernier, Montbars or Jacquotte. Nobody shoots a pirate of
 * their own (the rulebook's purple player "can only fire at pirate 9"). Shots are listed by shooter, then
 * by target, in ring order. With `out` null, only says whether there is one.
 */
export function pushShots(state: FifteenMenState, seat: Seat, out: FifteenMenAction[] | null): boolean {
  if (state.bullets[seat] !== 'held') return false;
  const ring = state.ring;
  let any = false;
  for (let from = 0; from < ring.length; from++) {
    const shooter = ring[from] as Slot;
    if (shooter.card === null || shooter.controller !== seat) continue;
    const known = shooter.faceUp || knows(state, seat, shooter.card);
    const traits = known ? (card(shooter.card).showdown ?? NO_TRAITS) : NO_TRAITS;
    const range = traits.includes('range-3') ? 3 : 1;
    const faceUpToo = traits.includes('shoot-face-up');
    const closest = traits.includes('shoot-closest-buccaneer')
      ? closestBuccaneer(state, seat, from)
      : Infinity;
    for (let to = 0; to < ring.length; to++) {
      const target = ring[to] as Slot;
      if (target.card === null || target.controller === seat) continue;
      const d = distance(from, to);
      const inReach =
        d <= range ||
        (faceUpToo && target.faceUp) ||
        (d === closest && roleOf(target.card, target.faceUp) === 'buccaneer');
      if (!inReach) continue;
      if (out === null) return true;
      out.push(shootAction(from + 1, to + 1));
      any = true;
    }
  }
  return any;
}

export function shotOptions(state: FifteenMenState, seat: Seat): FifteenMenAction[] {
  const out: FifteenMenAction[] = [];
  pushShots(state, seat, out);
  return out;
}

/** Whether the seat still has a shot to fire (its turn waits for it). */
export function canShoot(state: FifteenMenState, seat: Seat): boolean {
  return pushShots(state, seat, null);
}

export function fire(
  state: FifteenMenState,
  seat: Seat,
  from: number,
  to: number,
  log: Log,
): FifteenMenState {
  const bullets = state.bullets.slice();
  bullets[seat] = 'fired';
  return shoot(update(state, { bullets }), from, to, seat, log);
}

/** Morgan's shot uses no bullet and comes from outside the ring: Flint survives it but has nobody to kill. */
export function morganShot(state: FifteenMenState, to: number, log: Log): FifteenMenState {
  return shoot(update(state, { prompt: null }), null, to, state.captain, log);
}

/** Blackbeard, if someone controls him, turns face up and shoots the closest pirate clockwise not theirs. */
export function blackbeardShot(state: FifteenMenState, log: Log): FifteenMenState {
  const at = findCard(state, 'blackbeard');
  if (at < 0) return state;
  const controller = slotAt(state, at).controller;
  if (controller === null) return state;
  const revealed = slotAt(state, at).faceUp ? state : turnFaceUp(state, at, controller, log, 'showdown');
  for (let step = 1; step < RING_SIZE; step++) {
    const to = (at + step) % RING_SIZE;
    const slot = slotAt(revealed, to);
    if (slot.card !== null && slot.controller !== controller) return shoot(revealed, at, to, controller, log);
  }
  return revealed;
}
