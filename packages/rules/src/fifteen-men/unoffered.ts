// Why a bribe or a reveal the seat may expect is not offered on its turn: the same checks as `offers.ts`, told
// as reasons (issue 32: a player sees a pirate on the ring and no bribe for it, and nothing says why). Only what
// the seat may know goes in: the doubloons are public, and a reveal's reason speaks of the seat's own pirates.
import type { Seat } from '../core/types';
import { card } from './cards';
import { knows } from './ring';
import type { FifteenMenState, Slot } from './types';

export type Unoffered =
  /** Nobody bids on Bamba. */
  | { readonly kind: 'bribe'; readonly position: number; readonly why: 'bamba' }
  /**
   * No doubloon of the seat's beats the controller's lead there: `lead` is the controller's doubloons there minus
   * the seat's, `best` the seat's largest doubloon (0 with none left).
   */
  | {
      readonly kind: 'bribe';
      readonly position: number;
      readonly why: 'outbid';
      readonly lead: number;
      readonly best: number;
    }
  | {
      readonly kind: 'reveal';
      readonly position: number;
      readonly why: 'takenThisTurn' | 'revealedThisTurn' | 'noRevealSkill' | 'unseen';
    };

const NONE: ReadonlyArray<Unoffered> = [];

/** The bribes and reveals this seat does not have now, each with its reason; empty when it is not its turn. */
export function unoffered(state: FifteenMenState, seat: Seat): ReadonlyArray<Unoffered> {
  if (state.prompt !== null || state.turn.seat !== seat) return NONE;
  if (state.phase !== 'corruption' && state.phase !== 'showdown') return NONE;
  const out: Unoffered[] = [];
  if (state.phase === 'corruption' && !state.turn.acted) pushBribes(state, seat, out);
  pushReveals(state, seat, out);
  return out.length === 0 ? NONE : out;
}

function pushBribes(state: FifteenMenState, seat: Seat, out: Unoffered[]): void {
  const best = Math.max(0, ...(state.hands[seat] ?? []));
  state.ring.forEach((slot, p) => {
    if (slot.card === null || slot.controller === seat) return;
    if (slot.card === 'bamba') {
      out.push({ kind: 'bribe', position: p + 1, why: 'bamba' });
      return;
    }
    let lead = 0;
    for (const d of slot.doubloons) {
      if (d.seat === seat) lead -= d.value;
      else if (d.seat === slot.controller) lead += d.value;
    }
    if (best <= lead) out.push({ kind: 'bribe', position: p + 1, why: 'outbid', lead, best });
  });
}

function pushReveals(state: FifteenMenState, seat: Seat, out: Unoffered[]): void {
  state.ring.forEach((slot: Slot, p) => {
    if (slot.card === null || slot.faceUp || slot.controller !== seat) return;
    const why = revealBlock(state, seat, slot.card);
    if (why !== null) out.push({ kind: 'reveal', position: p + 1, why });
  });
}

/** Why the seat's face-down pirate cannot be revealed now, or null when it can (`revealable` in offers.ts). */
function revealBlock(
  state: FifteenMenState,
  seat: Seat,
  id: NonNullable<Slot['card']>,
): Extract<Unoffered, { kind: 'reveal' }>['why'] | null {
  if (!knows(state, seat, id)) return 'unseen';
  if (card(id).reveal === undefined) return 'noRevealSkill';
  if (!state.turn.startControl.includes(id)) return 'takenThisTurn';
  if (state.turn.revealed) return 'revealedThisTurn';
  return null;
}
