// Why a card in the Clan's hand, or its gift of the turn, is not offered now: told as the rules' reasons (issue
// 32: a player holds a card, no button plays it, and nothing says why). Only what the Clan may know goes in: its
// own hand, its own legal actions (which it is sent anyway) and public facts.
import type { Seat } from '../core/types';
import { actionCard, rollKinds } from './cards/actions';
import { isMissionKind } from './cards/missions';
import { openGold } from './gold';
import { legalActions } from './legal';
import { aboard, clan, isMutinyPhase } from './state';
import type { EollisAction, EollisState, HeldCard } from './types';

export type CardWhy =
  /** A Secret Mission whose condition does not hold yet. */
  | 'missionNotMet'
  /** One Action card per Clan per turn, and it was played. */
  | 'cardThisTurn'
  /** During a mutiny only its two leaders play, and only on the dice. */
  | 'mutiny'
  /** Played on a roll (Trip-Up: another Clan's), when one is open to the Clan. */
  | 'onARoll'
  /** Played in a brawl, or on another Clan's roll for −1. */
  | 'inABrawl'
  /** A Strongbox hides gold, and the Clan's pirates hold none. */
  | 'noGold'
  /** An Accident happens aboard the ship only. */
  | 'notAboard'
  /** Aboard, but no pirate of another Clan is at a post. */
  | 'noTarget'
  /** Not at this moment of the game (no other reason applies). */
  | 'notNow';

export type Unoffered =
  | {
      readonly kind: 'card';
      readonly card: string;
      readonly cardKind: HeldCard['kind'];
      readonly why: CardWhy;
    }
  | { readonly kind: 'gift'; readonly why: 'giftThisTurn' };

const NONE: ReadonlyArray<Unoffered> = [];

/** The uid of the hand card an action plays (a gift, or a discard to draw anew, is not a play). */
function played(action: EollisAction): string | null {
  if (action.type === 'giveCard' || action.type === 'discard') return null;
  const card = (action as { card?: unknown }).card;
  return typeof card === 'string' ? card : null;
}

/** The cards of this Clan's hand that no action plays now, and its spent gift, each with its reason. */
export function unoffered(s: EollisState, seat: Seat): ReadonlyArray<Unoffered> {
  if (s.phase.kind === 'over') return NONE;
  const c = clan(s, seat);
  const playable = new Set<string>();
  for (const action of legalActions(s, seat)) {
    const uid = played(action);
    if (uid !== null) playable.add(uid);
  }
  const out: Unoffered[] = [];
  for (const held of c.hand) {
    if (playable.has(held.uid)) continue;
    out.push({ kind: 'card', card: held.uid, cardKind: held.kind, why: cardWhy(s, seat, held) });
  }
  if (c.giftTurn === s.turn) out.push({ kind: 'gift', why: 'giftThisTurn' });
  return out.length === 0 ? NONE : out;
}

function cardWhy(s: EollisState, seat: Seat, held: HeldCard): CardWhy {
  if (isMissionKind(held.kind)) return 'missionNotMet';
  if (clan(s, seat).cardTurn === s.turn) return 'cardThisTurn';
  if (isMutinyPhase(s) && !rollKinds.includes(held.kind)) return 'mutiny';
  if (rollKinds.includes(held.kind)) return 'onARoll';
  if (actionCard(held.kind).family === 'brawl') return 'inABrawl';
  if (held.kind === 'strongbox' && openGold(s, seat) === 0) return 'noGold';
  if (held.kind === 'accident') return aboard(s) ? 'noTarget' : 'notAboard';
  return 'notNow';
}
