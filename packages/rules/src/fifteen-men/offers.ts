// What the seat whose turn it is may do: the corruption action, reveals, and the captain's guards.
import type { Seat } from '../core/types';
import { card, tortugaPrice } from './cards';
import { distinct, knows, occupied, slotAt, total } from './ring';
import type { FifteenMenAction, FifteenMenState } from './types';

/** A bribe must take control, or defend a pirate the briber already controls; nobody bids on Bamba. */
export function bribeOptions(state: FifteenMenState, seat: Seat): FifteenMenAction[] {
  const out: FifteenMenAction[] = [];
  const values = distinct(state.hands[seat] ?? []);
  const ring = state.ring;
  for (let p = 0; p < ring.length; p++) {
    const slot = ring[p];
    if (slot === undefined || slot.card === null || slot.card === 'bamba') continue;
    const mine = total(slot.doubloons, seat);
    const theirs = total(slot.doubloons, slot.controller);
    for (const value of values) {
      if (slot.controller === seat || mine + value > theirs)
        out.push({ type: 'bribe', position: p + 1, value });
    }
  }
  return out;
}

function daughterOptions(state: FifteenMenState, seat: Seat): FifteenMenAction[] {
  if (state.scenario !== 'governors-daughter') return [];
  const { controller, doubloons } = state.daughter;
  const mine = total(doubloons, seat);
  const theirs = total(doubloons, controller);
  return distinct(state.hands[seat] ?? [])
    .filter((value) => controller === seat || mine + value > theirs)
    .map((value) => ({ type: 'bribeDaughter', value }));
}

function tortugaOptions(state: FifteenMenState, seat: Seat): FifteenMenAction[] {
  if (
    state.scenario !== 'tortuga' ||
    state.bullets[seat] !== 'confiscated' ||
    state.tortugaBuyers.includes(seat)
  )
    return [];
  const price = tortugaPrice(state.tortugaBuyers.length);
  return distinct(state.hands[seat] ?? [])
    .filter((value) => value >= price)
    .map((value) => ({ type: 'buyBullet', value }));
}

function ritualOptions(state: FifteenMenState, seat: Seat): FifteenMenAction[] {
  if (state.scenario !== 'voodoo') return [];
  const out: FifteenMenAction[] = [];
  for (const p of occupied(state)) {
    if (slotAt(state, p).card === 'bamba') continue;
    for (const value of distinct(state.hands[seat] ?? []))
      out.push({ type: 'ritual', position: p + 1, value });
  }
  return out;
}

/** Whether a bribe takes control (of a pirate or of the Governor's Daughter) rather than defends. */
function takesControl(state: FifteenMenState, seat: Seat, action: FifteenMenAction): boolean {
  if (action.type === 'bribeDaughter') return state.daughter.controller !== seat;
  if (action.type === 'bribe') return state.ring[action.position - 1]?.controller !== seat;
  return false;
}

/**
 * The turn's one corruption action. A player who cannot take control of anything must discard a doubloon
 * ("If you cannot take control of any pirate, you must discard"); defending a pirate of their own stays
 * allowed then, since the rulebook allows a defence at any time.
 */
export function corruptionOptions(state: FifteenMenState, seat: Seat): FifteenMenAction[] {
  const bribes = [...bribeOptions(state, seat), ...daughterOptions(state, seat)];
  const others = [...tortugaOptions(state, seat), ...ritualOptions(state, seat)];
  if (bribes.some((b) => takesControl(state, seat, b))) return [...bribes, ...others];
  const discards: FifteenMenAction[] = distinct(state.hands[seat] ?? []).map((value) => ({
    type: 'discard',
    value,
  }));
  return [...bribes, ...discards, ...others];
}

/**
 * Pirates the seat may reveal: face down, under its control since the turn began, known to it (a player
 * cannot use a skill it has not read) and with a "Reveal…" skill.
 */
export function revealOptions(state: FifteenMenState, seat: Seat): FifteenMenAction[] {
  if (state.turn.revealed || state.turn.startControl.length === 0) return [];
  const out: FifteenMenAction[] = [];
  const ring = state.ring;
  for (let p = 0; p < ring.length; p++) {
    const slot = ring[p];
    if (slot === undefined || slot.card === null || slot.faceUp || slot.controller !== seat) continue;
    if (!state.turn.startControl.includes(slot.card) || !knows(state, seat, slot.card)) continue;
    if (card(slot.card).reveal !== undefined) out.push({ type: 'reveal', position: p + 1 });
  }
  return out;
}

export function bambaOptions(state: FifteenMenState, seat: Seat): FifteenMenAction[] {
  if (seat !== state.captain || !state.guards.includes('bamba')) return [];
  return occupied(state).map((p) => ({ type: 'exchangeBamba', position: p + 1 }));
}

/** Mr Parrot looks at a face-down card at the start of the captain's turn (before its main action). */
export function parrotOptions(state: FifteenMenState, seat: Seat): FifteenMenAction[] {
  if (
    seat !== state.captain ||
    !state.guards.includes('mr-parrot') ||
    state.turn.parroted ||
    state.turn.acted
  )
    return [];
  const out: FifteenMenAction[] = [];
  for (const p of occupied(state)) {
    const slot = slotAt(state, p);
    if (slot.card !== null && !slot.faceUp && !knows(state, seat, slot.card))
      out.push({ type: 'parrot', position: p + 1 });
  }
  return out;
}

/** Optional things still open this turn once the main action is done. */
export function extras(state: FifteenMenState, seat: Seat): FifteenMenAction[] {
  return [...revealOptions(state, seat), ...bambaOptions(state, seat)];
}
