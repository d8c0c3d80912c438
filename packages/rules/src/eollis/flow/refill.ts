// Refilling hands: from the (last) Captain's Clan clockwise, discard any cards, then draw up to 3.
import type { Seat } from '../../core/types';
import { discardFromHand, drawActions, refillSize } from '../decks';
import { clan, clockwiseFrom, emit, setPhase, type Ctx } from '../state';
import type { EollisState } from '../types';
import { goTo, type Step } from './goto';

export function startRefill(s: EollisState, stage: 'aerial' | 'tavern'): EollisState {
  const order = clockwiseFrom(s.lastCaptainSeat, s.seats);
  return setPhase(s, { kind: 'refill', stage, order, index: 0 });
}

export function discardCard(s: EollisState, ctx: Ctx, seat: Seat, uid: string): EollisState {
  emit(ctx, { type: 'cardDiscarded', seat });
  return setPhase(discardFromHand(s, seat, uid), s.phase, true);
}

export function refill(s: EollisState, ctx: Ctx, seat: Seat): Step {
  if (s.phase.kind !== 'refill') return s;
  const phase = s.phase;
  const missing = Math.max(0, refillSize - clan(s, seat).hand.length);
  const next = drawActions(s, ctx, seat, missing);
  if (phase.index + 1 < phase.order.length) return setPhase(next, { ...phase, index: phase.index + 1 });
  return goTo(next, { to: phase.stage === 'aerial' ? 'recruitment' : 'brawl' });
}
