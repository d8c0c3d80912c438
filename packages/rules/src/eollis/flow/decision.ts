// The Captain's decision to continue or return to port, and the Captain's once-per-Expedition post swap.
import { emit, firstSeat, inHold, postOf, captainSeat, setPhase, setPost, type Ctx, patch } from '../state';
import type { AfterRise, EollisState } from '../types';
import { startEvent } from './events';
import { startMutinyCall } from './mutiny';
import { startTavern } from './tavern';

export function afterRise(s: EollisState, ctx: Ctx, then: AfterRise): EollisState {
  if (then === 'continue') return startEvent(s, ctx);
  if (then === 'return') return startTavern(s, ctx, true);
  const seat = captainSeat(s);
  // With nobody left at the Captain's post, the ship can only drift home.
  if (seat === null) return startTavern(s, ctx, true);
  return setPhase(s, { kind: 'decision', seat, swapFirst: null });
}

export function decide(s: EollisState, ctx: Ctx, choice: 'continue' | 'return'): EollisState {
  const seat = firstSeat(s);
  emit(ctx, { type: 'captainDecided', seat, text: choice });
  return startMutinyCall(s, ctx, seat, choice);
}

/** Pirates the Captain may swap: anyone on a post or in the hold. */
export function swappable(s: EollisState): string[] {
  return Object.keys(s.pirates).filter((id) => postOf(s, id) !== null || inHold(s, id));
}

/** First pick remembers a pirate; the second pick swaps the two places (hold included). */
export function captainSwap(s: EollisState, ctx: Ctx, id: string): EollisState {
  if (s.phase.kind !== 'decision') return s;
  const first = s.phase.swapFirst;
  if (first === null) return setPhase(s, { ...s.phase, swapFirst: id }, true);
  const next = swapPlaces(s, first, id);
  emit(ctx, { type: 'captainSwapped', pirate: first, text: id });
  return setPhase(patch(next, { captainSwapUsed: true }), { ...s.phase, swapFirst: null }, true);
}

function swapPlaces(s: EollisState, a: string, b: string): EollisState {
  const placeA = postOf(s, a);
  const placeB = postOf(s, b);
  const holdA = s.hold.indexOf(a);
  const holdB = s.hold.indexOf(b);
  let next = s;
  if (placeA !== null) next = setPost(next, placeA, b);
  if (placeB !== null) next = setPost(next, placeB, a);
  const hold = next.hold.map((h, i) => (i === holdA ? b : i === holdB ? a : h));
  return patch(next, { hold });
}
