// What the seat whose turn it is may do: the corruption action, reveals, and the captain's guards.
// Every list is built by pushing into one output array: `legalActions` runs twice per step (the player's
// choice, then the core's validation), so these loops are the hottest code of a simulated game.
import { bribeAction, discardAction, exchangeAction, parrotAction, revealAction } from './actions';
import type { Seat } from '../core/types';
import { card, tortugaPrice } from './cards';
import { distinct, knows, total } from './ring';
import type { FifteenMenAction, FifteenMenState, Slot } from './types';

/**
 * Pushes the bribes on ring pirates: each must take control, or defend a pirate the briber already controls;
 * nobody bids on Bamba. Returns whether one of them takes control.
 */
function pushBribes(
  state: FifteenMenState,
  seat: Seat,
  values: ReadonlyArray<number>,
  out: FifteenMenAction[],
): boolean {
  let takes = false;
  const ring = state.ring;
  for (let p = 0; p < ring.length; p++) {
    const slot = ring[p] as Slot;
    if (slot.card === null || slot.card === 'bamba') continue;
    if (slot.controller === seat) {
      for (const value of values) out.push(bribeAction(p + 1, value));
      continue;
    }
    let margin = 0; // the controller's doubloons there minus the briber's
    for (const d of slot.doubloons) {
      if (d.seat === seat) margin -= d.value;
      else if (d.seat === slot.controller) margin += d.value;
    }
    for (const value of values) {
      if (value > margin) {
        out.push(bribeAction(p + 1, value));
        takes = true;
      }
    }
  }
  return takes;
}

/** A bribe must take control, or defend a pirate the briber already controls; nobody bids on Bamba. */
export function bribeOptions(state: FifteenMenState, seat: Seat): FifteenMenAction[] {
  const out: FifteenMenAction[] = [];
  pushBribes(state, seat, distinct(state.hands[seat] ?? []), out);
  return out;
}

/** The Governor's Daughter is bribed like a pirate; returns whether a bribe takes control of her. */
function pushDaughter(
  state: FifteenMenState,
  seat: Seat,
  values: ReadonlyArray<number>,
  out: FifteenMenAction[],
): boolean {
  if (state.scenario !== 'governors-daughter') return false;
  const { controller, doubloons } = state.daughter;
  const mine = total(doubloons, seat);
  const theirs = total(doubloons, controller);
  let takes = false;
  for (const value of values) {
    if (controller === seat || mine + value > theirs) {
      out.push({ type: 'bribeDaughter', value });
      if (controller !== seat) takes = true;
    }
  }
  return takes;
}

function pushTortuga(
  state: FifteenMenState,
  seat: Seat,
  values: ReadonlyArray<number>,
  out: FifteenMenAction[],
): void {
  if (
    state.scenario !== 'tortuga' ||
    state.bullets[seat] !== 'confiscated' ||
    state.tortugaBuyers.includes(seat)
  )
    return;
  const price = tortugaPrice(state.tortugaBuyers.length);
  for (const value of values) if (value >= price) out.push({ type: 'buyBullet', value });
}

function pushRituals(state: FifteenMenState, values: ReadonlyArray<number>, out: FifteenMenAction[]): void {
  if (state.scenario !== 'voodoo') return;
  const ring = state.ring;
  for (let p = 0; p < ring.length; p++) {
    const id = (ring[p] as Slot).card;
    if (id === null || id === 'bamba') continue;
    for (const value of values) out.push({ type: 'ritual', position: p + 1, value });
  }
}

/**
 * Pushes the turn's one corruption action. A player who cannot take control of anything must discard a
 * doubloon ("If you cannot take control of any pirate, you must discard"); defending a pirate of their own
 * stays allowed then, since the rulebook allows a defence at any time.
 */
export function pushCorruption(state: FifteenMenState, seat: Seat, out: FifteenMenAction[]): void {
  const values = distinct(state.hands[seat] ?? []);
  const takesPirate = pushBribes(state, seat, values, out);
  const takesDaughter = pushDaughter(state, seat, values, out);
  if (!takesPirate && !takesDaughter) for (const value of values) out.push(discardAction(value));
  pushTortuga(state, seat, values, out);
  pushRituals(state, values, out);
}

export function corruptionOptions(state: FifteenMenState, seat: Seat): FifteenMenAction[] {
  const out: FifteenMenAction[] = [];
  pushCorruption(state, seat, out);
  return out;
}

/** Whether the seat may reveal the pirate at this slot (see `revealOptions`). */
function revealable(state: FifteenMenState, seat: Seat, slot: Slot): boolean {
  return (
    slot.card !== null &&
    !slot.faceUp &&
    slot.controller === seat &&
    state.turn.startControl.includes(slot.card) &&
    knows(state, seat, slot.card) &&
    card(slot.card).reveal !== undefined
  );
}

function pushReveals(state: FifteenMenState, seat: Seat, out: FifteenMenAction[] | null): boolean {
  if (state.turn.revealed || state.turn.startControl.length === 0) return false;
  let any = false;
  const ring = state.ring;
  for (let p = 0; p < ring.length; p++) {
    if (!revealable(state, seat, ring[p] as Slot)) continue;
    if (out === null) return true;
    out.push(revealAction(p + 1));
    any = true;
  }
  return any;
}

/**
 * Pirates the seat may reveal: face down, under its control since the turn began, known to it (a player
 * cannot use a skill it has not read) and with a "Reveal…" skill.
 */
export function revealOptions(state: FifteenMenState, seat: Seat): FifteenMenAction[] {
  const out: FifteenMenAction[] = [];
  pushReveals(state, seat, out);
  return out;
}

function bambaReady(state: FifteenMenState, seat: Seat): boolean {
  return seat === state.captain && state.guards.includes('bamba');
}

function pushBamba(state: FifteenMenState, seat: Seat, out: FifteenMenAction[]): void {
  if (!bambaReady(state, seat)) return;
  const ring = state.ring;
  for (let p = 0; p < ring.length; p++) if ((ring[p] as Slot).card !== null) out.push(exchangeAction(p + 1));
}

export function bambaOptions(state: FifteenMenState, seat: Seat): FifteenMenAction[] {
  const out: FifteenMenAction[] = [];
  pushBamba(state, seat, out);
  return out;
}

/** Mr Parrot looks at a face-down card at the start of the captain's turn (before its main action). */
function pushParrot(state: FifteenMenState, seat: Seat, out: FifteenMenAction[]): void {
  if (
    seat !== state.captain ||
    !state.guards.includes('mr-parrot') ||
    state.turn.parroted ||
    state.turn.acted
  )
    return;
  const ring = state.ring;
  for (let p = 0; p < ring.length; p++) {
    const slot = ring[p] as Slot;
    if (slot.card !== null && !slot.faceUp && !knows(state, seat, slot.card)) out.push(parrotAction(p + 1));
  }
}

export function parrotOptions(state: FifteenMenState, seat: Seat): FifteenMenAction[] {
  const out: FifteenMenAction[] = [];
  pushParrot(state, seat, out);
  return out;
}

/** Pushes what every turn offers besides its main action: Mr Parrot, reveals, then Bamba's exchange. */
export function pushTurnExtras(state: FifteenMenState, seat: Seat, out: FifteenMenAction[]): void {
  pushParrot(state, seat, out);
  pushReveals(state, seat, out);
  pushBamba(state, seat, out);
}

/**
 * Whether the turn stays open for something optional (a reveal, Bamba's exchange). It is decided on public facts
 * alone: the turn waits while the seat holds any face-down pirate it controlled since the turn began, whatever
 * that card is. Waiting only for a pirate with a "Reveal…" skill (which `revealOptions` offers) would tell every
 * other seat and the audience something about a card only this seat has seen.
 */
export function hasExtras(state: FifteenMenState, seat: Seat): boolean {
  if (bambaReady(state, seat) && state.ring.some((slot) => slot.card !== null)) return true;
  if (state.turn.revealed) return false;
  return state.ring.some(
    (slot) =>
      slot.card !== null &&
      !slot.faceUp &&
      slot.controller === seat &&
      state.turn.startControl.includes(slot.card),
  );
}
