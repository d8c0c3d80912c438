// What a click on the Eollis table means: each click stands for exactly one offered action, or selects what the
// next click needs (a pirate to board, a card to give or to brawl with). Pure: legal actions in, a choice out.

import type { WireAction } from '@flotilla/protocol/wire';

export type Action = WireAction<'eollis'>;

/** The pirate, card or target an offer names, whichever offers name one. */
const pirateOf = (a: Action): string | undefined => ('pirate' in a ? a.pirate : undefined);
const cardOf = (a: Action): string | undefined => ('card' in a ? a.card : undefined);

/** What the player has picked up and not yet placed. */
export interface Selection {
  readonly pirate: string | null;
  readonly card: string | null;
}

export const NOTHING: Selection = { pirate: null, card: null };

/** A click's result: one action to send, or a new selection to draw (or neither). */
export interface Click {
  readonly send: Action | null;
  readonly select: Selection | null;
}

const NONE: Click = { send: null, select: null };

/** Actions a click on a pirate (its token or its card) stands for. */
const PIRATE_ACTIONS = new Set<Action['type']>([
  'recruit',
  'propose',
  'attempt',
  'kill',
  'sacrifice',
  'save',
  'captainSwap',
  'accident',
  'placeGold',
  'dismiss',
]);

function one(actions: ReadonlyArray<Action>): Click {
  const only = actions[0];
  return actions.length === 1 && only ? { send: only, select: null } : NONE;
}

/**
 * What a click on a pirate may mean; the phase's move comes first, so a pirate that could also use its
 * power (always offered on its Clan's turn) is still one click from the move: the power stays in the bar.
 */
export function pirateActions(legal: ReadonlyArray<Action>, id: string, sel: Selection): Action[] {
  const moves = legal.filter(
    (a) =>
      (a.type === 'mutiny' && a.leader === id) ||
      (pirateOf(a) === id && (PIRATE_ACTIONS.has(a.type) || (a.type === 'brawl' && a.card === sel.card))),
  );
  return moves.length > 0
    ? moves
    : legal.filter((a) => a.type === 'power' && a.pirate === id && a.roll === undefined);
}

export function pirateOffered(legal: ReadonlyArray<Action>, id: string, sel: Selection): boolean {
  return pirateActions(legal, id, sel).length > 0 || legal.some((a) => a.type === 'board' && a.pirate === id);
}

/** A pirate to board is picked up (unless it has one place to go); otherwise its one action is sent. */
export function clickPirate(legal: ReadonlyArray<Action>, id: string, sel: Selection): Click {
  const boards = legal.filter((a) => a.type === 'board' && a.pirate === id);
  if (boards.length === 1) return one(boards);
  if (boards.length > 1) return { send: null, select: { ...sel, pirate: sel.pirate === id ? null : id } };
  return one(pirateActions(legal, id, sel));
}

/** A post (or 'hold') stands for boarding the picked-up pirate there, rising there, or its occupant's action. */
export function postActions(
  legal: ReadonlyArray<Action>,
  post: string,
  occupant: string | undefined,
  sel: Selection,
): Action[] {
  const boards = legal.filter(
    (a): a is Extract<Action, { type: 'board' }> => a.type === 'board' && a.post === post,
  );
  const boarders = new Set(boards.map((a) => a.pirate));
  const board =
    sel.pirate !== null ? boards.filter((a) => a.pirate === sel.pirate) : boarders.size === 1 ? boards : [];
  return [
    ...board,
    ...legal.filter((a) => a.type === 'rise' && a.post === post),
    ...(occupant ? pirateActions(legal, occupant, sel) : []),
  ];
}

export function clickPost(
  legal: ReadonlyArray<Action>,
  post: string,
  occupant: string | undefined,
  sel: Selection,
): Click {
  return one(postActions(legal, post, occupant, sel));
}

/** A card lights up when it can be played now (gifts are offered on the other Clans' panels). */
export function cardOffered(legal: ReadonlyArray<Action>, uid: string): boolean {
  return legal.some((a) => cardOf(a) === uid && a.type !== 'giveCard');
}

/** A card with one play and no target to choose is played; any other is picked up (or put down). */
export function clickCard(legal: ReadonlyArray<Action>, uid: string, sel: Selection): Click {
  const plays = legal.filter((a) => cardOf(a) === uid && a.type !== 'giveCard' && a.type !== 'brawl');
  const needsTarget = legal.some((a) => cardOf(a) === uid && (a.type === 'brawl' || a.type === 'giveCard'));
  if (plays.length === 1 && !needsTarget) return one(plays);
  return { send: null, select: { ...sel, card: sel.card === uid ? null : uid } };
}

/** A Clan's panel stands for the picked-up Brawl card aimed at that Clan. */
export function panelActions(legal: ReadonlyArray<Action>, seat: number, sel: Selection): Action[] {
  if (sel.card === null) return [];
  return legal.filter(
    (a) => a.type === 'brawl' && a.card === sel.card && a.target === seat && a.pirate === undefined,
  );
}

export function clickPanel(legal: ReadonlyArray<Action>, seat: number, sel: Selection): Click {
  return one(panelActions(legal, seat, sel));
}

/** The gifts a Clan's panel offers: 1 gold, and the picked-up card. */
export function giftActions(legal: ReadonlyArray<Action>, seat: number, sel: Selection): Action[] {
  const gold = legal.find((a) => a.type === 'giveGold' && a.to === seat);
  const card = legal.find((a) => a.type === 'giveCard' && a.to === seat && a.card === sel.card);
  return [gold, card].filter((a): a is Action => a !== undefined);
}

/** The selection that still makes sense with these offers. */
export function keepSelection(
  legal: ReadonlyArray<Action>,
  sel: Selection,
  hand: ReadonlyArray<string>,
): Selection {
  return {
    pirate:
      sel.pirate !== null && legal.some((a) => a.type === 'board' && a.pirate === sel.pirate)
        ? sel.pirate
        : null,
    card: sel.card !== null && hand.includes(sel.card) ? sel.card : null,
  };
}
