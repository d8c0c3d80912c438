// Pointer play: what the player clicked on the table (pirates, doubloons, cards) narrowed to one offered action.
import type { WireAction } from '@flotilla/protocol/wire';
import { unknownType } from '../unknown-type';

type Action = WireAction<'fifteen-men'>;

/** Something clickable on the table: `pos:4`, `coin:2`, `card:daughter`, `card:tortuga`, `card:voodoo`, `discard`, `seat:1`. */
export type Token = string;

/** The things a player touches to choose an action; an action with none is only in the action bar. */
export function tokensOf(action: Action): ReadonlyArray<Token> {
  const pos = (position: number): Token => `pos:${position}`;
  const coin = `coin:${'value' in action ? action.value : -1}`;
  switch (action.type) {
    case 'bribe':
      return [coin, pos(action.position)];
    case 'discard':
      return [coin, 'discard'];
    case 'buyBullet':
      return [coin, 'card:tortuga'];
    case 'bribeDaughter':
      return [coin, 'card:daughter'];
    case 'ritual':
      return [coin, pos(action.position), 'card:voodoo'];
    case 'reveal':
    case 'peek':
    case 'target':
    case 'parrot':
    case 'exchangeBamba':
      return [pos(action.position)];
    case 'swap':
      return [pos(action.a), pos(action.b)];
    case 'shoot':
      return [pos(action.from), pos(action.to)];
    case 'moveDoubloon':
      return [pos(action.from), pos(action.to), coin];
    case 'discardDoubloon':
      return [pos(action.position)];
    case 'chooseVictim':
      return [`seat:${action.seat}`];
    // Only in the action bar.
    case 'skipPeek':
    case 'endTurn':
    case 'rescue':
    case 'letDie':
    case 'holdFire':
      return [];
    default:
      unknownType('fifteen-men', action);
      return [];
  }
}

export interface Pick {
  /** Send this action now. */
  readonly send: Action | null;
  /** What stays selected (highlighted) after this click. */
  readonly picked: ReadonlyArray<Token>;
  /** Several complete choices share this click: offer them as a small menu, one action per entry. */
  readonly menu: ReadonlyArray<Action>;
}

const matches = (action: Action, picked: ReadonlyArray<Token>): boolean => {
  const tokens = tokensOf(action);
  return picked.every((t) => tokens.includes(t));
};

const NOTHING: Pick = { send: null, picked: [], menu: [] };

/**
 * One click: keeps the earlier selection when it still leads somewhere, else starts over from this click.
 * One matching action is sent; a coin or a card only selects; a pirate sends the one complete action the
 * selection names, or offers the complete ones as a menu while the others (shots, swaps) wait for a second pirate.
 */
export function pick(legal: ReadonlyArray<Action>, picked: ReadonlyArray<Token>, clicked: Token): Pick {
  if (picked.includes(clicked)) return NOTHING;
  let chosen = [...picked, clicked];
  let candidates = legal.filter((a) => matches(a, chosen));
  if (candidates.length === 0) {
    chosen = [clicked];
    candidates = legal.filter((a) => matches(a, chosen));
  }
  if (candidates.length === 0) return NOTHING;
  const [only] = candidates;
  if (candidates.length === 1 && only !== undefined) return { send: only, picked: [], menu: [] };
  if (!clicked.startsWith('pos:')) return { send: null, picked: chosen, menu: [] };
  const complete = candidates.filter((a) => tokensOf(a).length === chosen.length);
  const [single] = complete;
  if (complete.length === 1 && single !== undefined && chosen.length > 1)
    return { send: single, picked: [], menu: [] };
  // Actions that still need another pirate keep the selection; coins and cards are offered in the menu.
  const needPirate = candidates.some((a) =>
    tokensOf(a).some((t) => t.startsWith('pos:') && !chosen.includes(t)),
  );
  const menu = candidates.filter(
    (a) => !tokensOf(a).some((t) => t.startsWith('pos:') && !chosen.includes(t)),
  );
  return {
    send: null,
    picked: needPirate ? chosen : [],
    menu: menu.filter((a) => !matchesOnly(a, 'card:voodoo')),
  };
}

/** Rituals need the Voodoo card clicked first: a pirate's menu does not offer them. */
function matchesOnly(action: Action, token: Token): boolean {
  return tokensOf(action).includes(token);
}

/** What the current selection still leads to: the tokens worth highlighting. */
export function reachable(legal: ReadonlyArray<Action>, picked: ReadonlyArray<Token>): ReadonlySet<Token> {
  const out = new Set<Token>();
  for (const action of legal) {
    if (!matches(action, picked)) continue;
    for (const t of tokensOf(action)) if (!picked.includes(t)) out.add(t);
  }
  return out;
}
