// The Captain's decision to continue or return to port, and the Captain's once-per-Expedition post swap.
import type { Seat } from '../../core/types';
import { emit, firstSeat, inHold, postOf, setPhase, setPost, type Ctx, update } from '../state';
import type { EollisState } from '../types';
import { goTo, type Step } from './goto';

/** The Captain (or whoever the Event left in charge) chooses to continue or to return to port. */
export function startDecision(s: EollisState, seat: Seat): EollisState {
  return setPhase(s, { kind: 'decision', seat, swapFirst: null });
}

/** The other Clans may then rise against the choice. */
export function decide(s: EollisState, ctx: Ctx, choice: 'continue' | 'return'): Step {
  const seat = firstSeat(s);
  emit(ctx, { type: 'captainDecided', seat, text: choice });
  return goTo(s, { to: 'mutiny', captainSeat: seat, choice });
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
  return setPhase(update(next, { captainSwapUsed: true }), { ...s.phase, swapFirst: null }, true);
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
  return update(next, { hold });
}
