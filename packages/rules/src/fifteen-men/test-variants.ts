// Test support: 15 Men worlds a viewer cannot tell apart (face-down pirates of one back swapped, hidden factions).
import type { Dice } from '../core/random';
import type { Viewer } from '../core/types';
import { card, type CardId } from './cards';
import { knows } from './ring';
import type { FifteenMenState } from './types';

/** The state with every occurrence of two card ids exchanged: where they lie, and who has seen which. */
function exchangeCards(state: FifteenMenState, a: CardId, b: CardId): FifteenMenState {
  const swap = (value: unknown): unknown => {
    if (value === a) return b;
    if (value === b) return a;
    if (Array.isArray(value)) return value.map(swap);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, swap(inner)]));
    return value;
  };
  return swap(state) as FifteenMenState;
}

/** Pirates the viewer cannot see: face down in the ring and unseen by it, or left in the box. */
function hiddenCards(state: FifteenMenState, viewer: Viewer): CardId[] {
  if (state.phase === 'over') return [];
  const hidden: CardId[] = [...state.boxed];
  for (const slot of state.ring) {
    if (slot.card === null || slot.faceUp || state.known.includes(slot.card)) continue;
    if (viewer === 'spectator' || !knows(state, viewer, slot.card)) hidden.push(slot.card);
  }
  return hidden;
}

const backOf = (id: CardId): string => JSON.stringify(card(id).back);

/**
 * Showdown traits that answer a bullet in the open: a face-down Flint or an immune pirate hit by a shot turns face
 * up for all to see. Shooting a face-down pirate is how the table finds out whether it is one of them, so during
 * the showdown such a pirate is no hidden fact a world may swap in.
 */
const ANSWERS_A_SHOT = ['revenge', 'immune-face-down'];
const answersAShot = (id: CardId): boolean =>
  (card(id).showdown ?? []).some((trait) => ANSWERS_A_SHOT.includes(trait));

/** Seats whose faction the viewer does not know. */
function hiddenFactions(state: FifteenMenState, viewer: Viewer): number[] {
  if (state.phase === 'over' || state.factionsPublic) return [];
  return state.factions.flatMap((faction, seat) => (faction === 'captain' || seat === viewer ? [] : [seat]));
}

/**
 * Up to three worlds: two hidden pirates of the same back exchanged (a ring card with another or with a boxed
 * one), and two hidden factions exchanged; each only among facts that stay hidden after the step.
 */
export function hiddenVariants(
  before: FifteenMenState,
  after: FifteenMenState,
  viewer: Viewer,
  dice: Dice,
): FifteenMenState[] {
  const stillHidden = new Set(hiddenCards(after, viewer));
  const cards = hiddenCards(before, viewer).filter(
    (id) => stillHidden.has(id) && !(before.phase === 'showdown' && answersAShot(id)),
  );
  const variants: FifteenMenState[] = [];
  for (let attempt = 0; attempt < 2 && cards.length > 1; attempt++) {
    const a = cards[dice.int(0, cards.length - 1)] as CardId;
    const twins = cards.filter((id) => id !== a && backOf(id) === backOf(a));
    const b = twins[dice.int(0, Math.max(0, twins.length - 1))];
    if (b !== undefined) variants.push(exchangeCards(before, a, b));
  }
  const stillSecret = new Set(hiddenFactions(after, viewer));
  const seats = hiddenFactions(before, viewer).filter((seat) => stillSecret.has(seat));
  const [x, y] = seats;
  if (x !== undefined && y !== undefined && before.factions[x] !== before.factions[y]) {
    const factions = [...before.factions];
    [factions[x], factions[y]] = [
      before.factions[y] as (typeof factions)[number],
      before.factions[x] as (typeof factions)[number],
    ];
    variants.push({ ...before, factions });
  }
  return variants;
}
