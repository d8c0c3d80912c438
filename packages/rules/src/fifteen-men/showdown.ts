// The Showdown: who may shoot whom, Henry Morgan's and Blackbeard's shots at its end.
import type { Seat } from '../core/types';
import { card } from './cards';
import { shoot } from './kills';
import { distance, findCard, knows, occupied, RING_SIZE, roleOf, slotAt, turnFaceUp, type Log } from './ring';
import type { FifteenMenAction, FifteenMenState } from './types';

/**
 * Every shot the seat may fire now: from a pirate it controls at an occupied position at distance 1,
 * or further when it knows its shooter is Tavernier, Montbars or Jacquotte. Nobody shoots a pirate of
 * their own (the rulebook's purple player "can only fire at pirate 9").
 */
export function shotOptions(state: FifteenMenState, seat: Seat): FifteenMenAction[] {
  if (state.bullets[seat] !== 'held') return [];
  const out: FifteenMenAction[] = [];
  const targets = occupied(state).filter((p) => slotAt(state, p).controller !== seat);
  for (const from of occupied(state)) {
    const shooter = slotAt(state, from);
    if (shooter.controller !== seat || shooter.card === null) continue;
    const traits =
      shooter.faceUp || knows(state, seat, shooter.card) ? (card(shooter.card).showdown ?? []) : [];
    const reach = new Set<number>();
    for (const to of targets) {
      const d = distance(from, to);
      if (d === 1 || (traits.includes('range-3') && d <= 3)) reach.add(to);
      if (traits.includes('shoot-face-up') && slotAt(state, to).faceUp) reach.add(to);
    }
    if (traits.includes('shoot-closest-buccaneer')) {
      const buccaneers = targets.filter((to) => {
        const slot = slotAt(state, to);
        return slot.card !== null && roleOf(slot.card, slot.faceUp) === 'buccaneer';
      });
      const closest = Math.min(...buccaneers.map((to) => distance(from, to)));
      for (const to of buccaneers) if (distance(from, to) === closest) reach.add(to);
    }
    for (const to of [...reach].sort((a, b) => a - b))
      out.push({ type: 'shoot', from: from + 1, to: to + 1 });
  }
  return out;
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
  return shoot({ ...state, bullets }, from, to, seat, log);
}

/** Morgan's shot uses no bullet and comes from outside the ring: Flint survives it but has nobody to kill. */
export function morganShot(state: FifteenMenState, to: number, log: Log): FifteenMenState {
  return shoot({ ...state, prompt: null }, null, to, state.captain, log);
}

/** Blackbeard, if someone controls him, turns face up and shoots the closest pirate clockwise not theirs. */
export function blackbeardShot(state: FifteenMenState, log: Log): FifteenMenState {
  const at = findCard(state, 'blackbeard');
  if (at < 0) return state;
  const controller = slotAt(state, at).controller;
  if (controller === null) return state;
  const revealed = slotAt(state, at).faceUp ? state : turnFaceUp(state, at, controller, log);
  for (let step = 1; step < RING_SIZE; step++) {
    const to = (at + step) % RING_SIZE;
    const slot = slotAt(revealed, to);
    if (slot.card !== null && slot.controller !== controller) return shoot(revealed, at, to, controller, log);
  }
  return revealed;
}
