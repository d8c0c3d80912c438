// The Round Robin: distances, neighbours, what a card currently counts as, and who knows what.
import { emit } from '../core/events';
import { slotWith, update } from './copy';
import type { GameEvent, Seat } from '../core/types';
import { card, type CardFlag, type CardId, type Flag, type Role } from './cards';
import type { Doubloon, FifteenMenEvent, FifteenMenState, RevealCause, Slot } from './types';

export const RING_SIZE = 15;

/** Events gathered while one action resolves; a fresh array per action, never part of a state. */
export type Log = GameEvent<FifteenMenEvent>[];

/** Positions count even when empty: a gap between two pirates puts them at distance 2. */
export function distance(a: number, b: number): number {
  const d = Math.abs(a - b) % RING_SIZE;
  return Math.min(d, RING_SIZE - d);
}

export function slotAt(state: FifteenMenState, position: number): Slot {
  const slot = state.ring[position];
  if (slot === undefined) throw new RangeError(`no position ${position}`);
  return slot;
}

/** Occupied positions at distance 1, counter-clockwise one first. */
export function neighbours(state: FifteenMenState, position: number): number[] {
  const out: number[] = [];
  const before = (position + RING_SIZE - 1) % RING_SIZE;
  const after = (position + 1) % RING_SIZE;
  if (slotAt(state, before).card !== null) out.push(before);
  if (after !== before && slotAt(state, after).card !== null) out.push(after);
  return out;
}

/** Whether an occupied position lies at distance 1. */
export function hasNeighbour(state: FifteenMenState, position: number): boolean {
  return (
    slotAt(state, (position + RING_SIZE - 1) % RING_SIZE).card !== null ||
    slotAt(state, (position + 1) % RING_SIZE).card !== null
  );
}

export function occupied(state: FifteenMenState): number[] {
  const out: number[] = [];
  state.ring.forEach((slot, i) => {
    if (slot.card !== null) out.push(i);
  });
  return out;
}

export function withSlot(state: FifteenMenState, position: number, slot: Slot): FifteenMenState {
  const ring = state.ring.slice();
  ring[position] = slot;
  return update(state, { ring });
}

export function total(doubloons: ReadonlyArray<Doubloon>, seat: Seat | null): number {
  if (seat === null) return 0;
  let sum = 0;
  for (const d of doubloons) if (d.seat === seat) sum += d.value;
  return sum;
}

/** Face down a card counts as its back shows; face up as its front prints (de Graaf, de Grammont, Flint…). */
export function flagOf(id: CardId, faceUp: boolean): CardFlag {
  const data = card(id);
  return faceUp ? data.front.flag : data.back.flag;
}

export function roleOf(id: CardId, faceUp: boolean): Role | null {
  const data = card(id);
  return faceUp ? data.front.role : data.back.role;
}

export function hasFlag(id: CardId, faceUp: boolean, flag: Flag): boolean {
  const f = flagOf(id, faceUp);
  return f === flag || f === 'any';
}

export function knows(state: FifteenMenState, seat: Seat, id: CardId): boolean {
  return state.known.includes(id) || (state.seen[seat]?.includes(id) ?? false);
}

/** The seat secretly looks at a card: the identity goes to that seat alone, the others learn where. */
export function peek(state: FifteenMenState, seat: Seat, position: number, log: Log): FifteenMenState {
  const seen = seenAfterPeek(state, seat, position, log);
  return seen === state.seen ? state : update(state, { seen });
}

/** `peek`'s events, and what every seat has seen afterwards (the same list when nothing is new). */
export function seenAfterPeek(
  state: FifteenMenState,
  seat: Seat,
  position: number,
  log: Log,
): FifteenMenState['seen'] {
  const id = slotAt(state, position).card;
  if (id === null) return state.seen;
  emit(log, { type: 'peeked', seat, position: position + 1 });
  emit(log, { type: 'peeked', seat, position: position + 1, pirate: id }, seat);
  if (knows(state, seat, id)) return state.seen;
  const seen = state.seen.slice();
  seen[seat] = [...(state.seen[seat] ?? []), id];
  return seen;
}

/** Everybody has now seen this card. */
export function publicise(state: FifteenMenState, id: CardId): FifteenMenState {
  return state.known.includes(id) ? state : update(state, { known: [...state.known, id] });
}

/** Turns a ring card face up in plain sight; `cause` (and a skill's `source`) say why, for the log. */
export function turnFaceUp(
  state: FifteenMenState,
  position: number,
  by: Seat | null,
  log: Log,
  cause: RevealCause,
  source?: CardId,
): FifteenMenState {
  const slot = slotAt(state, position);
  if (slot.card === null) return state;
  const why = source === undefined ? { cause } : { cause, source };
  emit(log, { type: 'revealed', seat: by, position: position + 1, pirate: slot.card, ...why });
  return publicise(withSlot(state, position, slotWith(slot, { faceUp: true })), slot.card);
}

export function findCard(state: FifteenMenState, id: CardId): number {
  return state.ring.findIndex((slot) => slot.card === id);
}

export function removeOne(values: ReadonlyArray<number>, value: number): number[] {
  const out = values.slice();
  const i = out.indexOf(value);
  if (i >= 0) out.splice(i, 1);
  return out;
}

/** The distinct values of a hand, ascending (hands hold at most 7 doubloons: a plain loop is enough). */
export function distinct(values: ReadonlyArray<number>): number[] {
  const out: number[] = [];
  let ascending = true;
  for (const v of values) {
    if (out.includes(v)) continue;
    if (out.length > 0 && (out[out.length - 1] ?? v) > v) ascending = false;
    out.push(v);
  }
  // Hands are dealt in ascending order and spending keeps it, so the sort is rarely needed.
  return ascending ? out : out.sort((a, b) => a - b);
}

export function spendDoubloon(state: FifteenMenState, seat: Seat, value: number): FifteenMenState {
  const hands = state.hands.slice();
  hands[seat] = removeOne(state.hands[seat] ?? [], value);
  return update(state, { hands });
}
