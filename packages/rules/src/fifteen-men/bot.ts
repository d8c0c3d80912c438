// A simple heuristic bot that decides from its own view and legal actions only (it cannot see more).
import type { Dice } from '../core/random';
import { card } from './cards';
import type { FifteenMenAction } from './types';
import type { FifteenMenView } from './view';

/** Seats the bot believes are on its side: itself, plus the captain when it is the loyalist (and vice versa unknown). */
function friends(view: FifteenMenView): ReadonlyArray<number> {
  if (view.viewer === 'spectator') return [];
  const mine = view.factions.find((f) => f.seat === view.viewer)?.faction;
  if (mine === 'loyalist') return [view.viewer, view.captain];
  return [view.viewer];
}

function slot(view: FifteenMenView, position: number) {
  return view.ring[position - 1];
}

/** How much the bot wants the pirate at a position: its printed VP when known, else an average. */
function worth(view: FifteenMenView, position: number): number {
  const id = slot(view, position)?.pirate;
  return id === null || id === undefined ? 2.2 : card(id).vp;
}

/** Whether a pirate belongs to someone the bot would rather hurt. */
function enemyAt(view: FifteenMenView, position: number): boolean {
  const controller = slot(view, position)?.controller ?? null;
  if (controller === null) return false;
  const mine = view.factions.find((f) => f.seat === view.viewer)?.faction;
  if (friends(view).includes(controller)) return false;
  // A mutineer (or a lone player) hits the captain first; the captain's side hits anyone else.
  if (mine === 'mutineer' && view.factions.length < view.players.length) return controller === view.captain;
  return true;
}

function score(view: FifteenMenView, action: FifteenMenAction): number {
  switch (action.type) {
    case 'bribe': {
      const s = slot(view, action.position);
      const ownedByFriend = s?.controller !== null && friends(view).includes(s?.controller ?? -1);
      if (ownedByFriend && s?.controller !== view.viewer) return -5;
      const defend = s?.controller === view.viewer ? -1 : 0;
      return worth(view, action.position) - action.value * 0.6 + defend;
    }
    case 'peek':
      return slot(view, action.position)?.pirate === null ? 2 : 0;
    case 'skipPeek':
      return -1;
    case 'reveal':
      return 1.5;
    case 'shoot':
      return enemyAt(view, action.to) ? 3 + worth(view, action.to) : -10;
    case 'target':
      if (view.prompt?.kind === 'morgan' || view.prompt?.kind === 'skill')
        return enemyAt(view, action.position) ? 2 + worth(view, action.position) : -2;
      if (view.prompt?.kind === 'sacrifice') return -worth(view, action.position);
      return 0;
    case 'holdFire':
      return 0;
    case 'rescue': {
      const position = view.prompt?.position ?? 0;
      return friends(view).includes(slot(view, position)?.controller ?? -1) ? 1 : -1;
    }
    case 'endTurn':
      return view.phase === 'showdown' ? 0.5 : -0.5;
    case 'discard':
      return -action.value;
    case 'buyBullet':
      return 1;
    case 'ritual':
      return -1;
    default:
      return 0;
  }
}

/** The best-scoring legal action, ties broken at random. */
export function chooseFifteenMenAction(
  view: FifteenMenView,
  legal: ReadonlyArray<FifteenMenAction>,
  dice: Dice,
): FifteenMenAction {
  let best: FifteenMenAction[] = [];
  let top = -Infinity;
  for (const action of legal) {
    const s = score(view, action);
    if (s > top + 1e-9) {
      top = s;
      best = [action];
    } else if (Math.abs(s - top) <= 1e-9) best.push(action);
  }
  return dice.pick(best.length > 0 ? best : legal);
}
