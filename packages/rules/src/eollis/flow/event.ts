// An Event: the Lookout's secret draw (play it or bury it), then the reveal and the Balloon's damage.
import { isDestroyed, moveBalloon } from '../balloon';
import { eventCard } from '../cards/events';
import { takeEvent } from '../decks';
import { emit, firstSeat, ownerOfPost, setPhase, type Ctx, update } from '../state';
import type { EollisState } from '../types';
import { goTo, type Step } from './goto';

/** The Lookout draws in secret; with no Lookout, the Captain draws and the Event is played at once. */
export function startEvent(s: EollisState, ctx: Ctx): Step {
  const took = takeEvent(s, ctx);
  // No Event left to draw: the Captain can only decide.
  if (took.event === null) return goTo(took.state, { to: 'decision', seat: firstSeat(s) });
  const lookout = ownerOfPost(s, 'lookout');
  if (lookout === null) return reveal(took.state, ctx, took.event);
  emit(ctx, { type: 'lookoutDraws', seat: lookout });
  emit(ctx, { type: 'eventSeen', seat: lookout, kind: took.event }, lookout);
  return setPhase(update(took.state, { lookoutDraw: took.event }), { kind: 'lookout', seat: lookout });
}

/** The Lookout plays the Event, or buries it under the pile and plays the next one blind. */
export function lookoutChoice(s: EollisState, ctx: Ctx, choice: 'play' | 'bury'): Step {
  const drawn = s.lookoutDraw;
  if (drawn === null) return s;
  if (choice === 'play') return reveal(update(s, { lookoutDraw: null }), ctx, drawn);
  emit(ctx, { type: 'eventBuried' });
  const buried = update(s, { lookoutDraw: null, eventDeck: [...s.eventDeck, drawn] });
  const took = takeEvent(buried, ctx);
  return took.event === null ? took.state : reveal(took.state, ctx, took.event);
}

/** The Event is shown to all; the Balloon token advances by its damage, past the last space the ship is lost. */
function reveal(s: EollisState, ctx: Ctx, id: string): Step {
  const card = eventCard(id);
  emit(ctx, { type: 'eventRevealed', kind: id });
  const moved = moveBalloon(update(s, { currentEvent: id }), ctx, card.damage);
  return goTo(moved, { to: isDestroyed(moved.balloon) ? 'shipwreck' : 'repair' });
}
