// The Action and Event piles: drawing with the hand limit, reshuffling a pile's discard when it runs out.
import type { Seat } from '../core/types';
import { clan, draft, emit, updateClan, type Ctx, update } from './state';
import type { EollisState, HeldCard } from './types';

export const handLimit = 5;
export const refillSize = 3;

/** Draws the top Action card, reshuffling the discard into a new pile when the pile is empty. */
export function takeActionCard(s: EollisState, ctx: Ctx): { state: EollisState; card: HeldCard | null } {
  let next = s;
  if (next.actionDeck.length === 0 && next.actionDiscard.length > 0) {
    next = update(next, { actionDeck: ctx.dice.shuffle(next.actionDiscard), actionDiscard: [] });
    emit(ctx, { type: 'actionPileReshuffled' });
  }
  const card = next.actionDeck[0];
  if (card === undefined) return { state: next, card: null };
  const drawn = draft(next);
  drawn.actionDeck = next.actionDeck.slice(1);
  return { state: drawn, card };
}

/** Draws up to `count` cards into a hand, never past the hand limit; only the owner learns what they are. */
export function drawActions(s: EollisState, ctx: Ctx, seat: Seat, count: number): EollisState {
  let next = s;
  const drawn: HeldCard[] = [];
  for (let i = 0; i < count && clan(next, seat).hand.length < handLimit; i++) {
    const took = takeActionCard(next, ctx);
    next = took.state;
    if (took.card === null) break;
    const card = took.card;
    next = updateClan(next, seat, (c) => ({ hand: [...c.hand, card] }));
    drawn.push(card);
  }
  if (drawn.length > 0) {
    emit(ctx, { type: 'cardsDrawn', seat, amount: drawn.length });
    emit(ctx, { type: 'cardsReceived', seat, cards: drawn }, seat);
  }
  return next;
}

/** Removes a card from a hand to the Action discard. */
export function discardFromHand(s: EollisState, seat: Seat, uid: string): EollisState {
  const card = clan(s, seat).hand.find((h) => h.uid === uid);
  if (card === undefined) return s;
  const next = updateClan(s, seat, (c) => ({ hand: c.hand.filter((h) => h.uid !== uid) }));
  const out = draft(next);
  out.actionDiscard = [...next.actionDiscard, card];
  return out;
}

export function findCard(s: EollisState, seat: Seat, uid: string): HeldCard | undefined {
  return clan(s, seat).hand.find((h) => h.uid === uid);
}

/** Draws the top Event card, reshuffling the Event discard when the pile is empty. */
export function takeEvent(s: EollisState, ctx: Ctx): { state: EollisState; event: string | null } {
  let next = s;
  if (next.eventDeck.length === 0 && next.eventDiscard.length > 0) {
    next = update(next, { eventDeck: ctx.dice.shuffle(next.eventDiscard), eventDiscard: [] });
    emit(ctx, { type: 'eventPileReshuffled' });
  }
  const event = next.eventDeck[0];
  if (event === undefined) return { state: next, event: null };
  const drawn = draft(next);
  drawn.eventDeck = next.eventDeck.slice(1);
  return { state: drawn, event };
}
