// Actions open whenever a Clan is expected to act: gifts, Secret Missions, non-roll Exploits, the Second, powers.
import type { Seat } from '../core/types';
import { isMissionKind, missionCard } from './cards/missions';
import { pirateCard } from './cards/pirates';
import { killPirate } from './deaths';
import { discardFromHand, drawActions, handLimit } from './decks';
import { addRenown, gainGold, loseGold, openGold } from './gold';
import { mainActor } from './mainactor';
import { missionMet } from './missions-check';
import { secondHideGold } from './posts';
import {
  aboard,
  clan,
  emit,
  inHold,
  isMutinyPhase,
  ownerOfPost,
  pirate,
  piratesOf,
  postOf,
  updateClan,
  updatePirate,
  type Ctx,
  update,
} from './state';
import type { EollisAction, EollisState } from './types';

/** Secret Missions whose condition holds: they may be revealed at any moment, even out of turn. */
export function missionReveals(s: EollisState, seat: Seat): EollisAction[] {
  const out: EollisAction[] = [];
  if (s.phase.kind === 'over') return out;
  for (const held of clan(s, seat).hand) {
    if (isMissionKind(held.kind) && missionMet(s, seat, held.kind))
      out.push({ type: 'reveal', card: held.uid });
  }
  return out;
}

/**
 * Exploits that act whatever the turn: a Strongbox, Buried Loot, and (aboard) an Accident. Exploits may be
 * played "at any time", also during another Clan's turn, one per Clan per turn; none during a mutiny,
 * where only the two leaders play, and only on the dice.
 */
export function anyTimeExploits(s: EollisState, seat: Seat): EollisAction[] {
  const c = clan(s, seat);
  const out: EollisAction[] = [];
  if (c.cardTurn === s.turn || s.phase.kind === 'over' || isMutinyPhase(s)) return out;
  const ship = aboard(s);
  for (const held of c.hand) {
    if (held.kind === 'buriedLoot') out.push({ type: 'buriedLoot', card: held.uid });
    else if (held.kind === 'strongbox' && openGold(s, seat) > 0)
      out.push({ type: 'strongbox', card: held.uid });
    else if (held.kind === 'accident' && ship) {
      for (const id in s.pirates) {
        const target = s.pirates[id];
        if (target !== undefined && target.owner !== seat && !target.ghost && postOf(s, id) !== null)
          out.push({ type: 'accident', card: held.uid, pirate: id });
      }
    }
  }
  return out;
}

/** The gold gifts, one per receiving seat, made once: actions are plain data never changed. */
const giveGold: ReadonlyArray<EollisAction> = Array.from({ length: 5 }, (_, to) =>
  Object.freeze({ type: 'giveGold', to }),
);

/**
 * Gifts (1 gold, or an Action card to a hand under 5 cards): one per Clan per turn, at any time of the game
 * until it is over, whether or not the phase waits for the Clan. A gift never changes the phase or the turn.
 */
function gifts(s: EollisState, seat: Seat): EollisAction[] {
  const c = clan(s, seat);
  const out: EollisAction[] = [];
  if (c.giftTurn === s.turn || s.phase.kind === 'over') return out;
  if (openGold(s, seat) > 0)
    for (const o of s.clans) if (o.seat !== seat) out.push(giveGold[o.seat] as EollisAction);
  for (const held of c.hand) {
    if (isMissionKind(held.kind)) continue;
    for (const o of s.clans)
      if (o.seat !== seat && o.hand.length < handLimit)
        out.push({ type: 'giveCard', to: o.seat, card: held.uid });
  }
  return out;
}

/** Whether `gifts` offers anything, without building the list. */
function mayGive(s: EollisState, seat: Seat): boolean {
  const c = clan(s, seat);
  if (c.giftTurn === s.turn || s.phase.kind === 'over') return false;
  // The card first: it needs no sum of the gold on the Clan's pirates.
  const card =
    c.hand.some((held) => !isMissionKind(held.kind)) &&
    s.clans.some((o) => o.seat !== seat && o.hand.length < handLimit);
  return card || openGold(s, seat) > 0;
}

/** Whether `outOfTurnActions` offers anything, without building any list (every step asks it of every Clan). */
export function hasOutOfTurnPlay(s: EollisState, seat: Seat): boolean {
  if (s.phase.kind === 'over') return false;
  if (mayGive(s, seat)) return true;
  const c = clan(s, seat);
  for (const held of c.hand) if (isMissionKind(held.kind) && missionMet(s, seat, held.kind)) return true;
  if (c.cardTurn === s.turn || isMutinyPhase(s)) return false;
  for (const held of c.hand) {
    if (held.kind === 'buriedLoot') return true;
    if (held.kind === 'strongbox' && openGold(s, seat) > 0) return true;
    if (held.kind === 'accident' && aboard(s)) {
      for (const id in s.pirates) {
        const target = s.pirates[id];
        if (target !== undefined && target.owner !== seat && !target.ghost && postOf(s, id) !== null)
          return true;
      }
    }
  }
  return false;
}

/**
 * What a Clan the phase does not wait for may still do: reveal a met Secret Mission, play an any-time
 * Exploit, and make its gift of the turn. Such a Clan is listed by `awaiting` (the core accepts actions from
 * awaited seats only) but never by `waitingFor`: the game does not wait for it.
 */
export function outOfTurnActions(s: EollisState, seat: Seat): EollisAction[] {
  const out = missionReveals(s, seat);
  for (const action of anyTimeExploits(s, seat)) out.push(action);
  for (const action of gifts(s, seat)) out.push(action);
  return out;
}

/** Everything a Clan may do besides its phase's own moves, while it is expected to act. */
export function extraActions(s: EollisState, seat: Seat): EollisAction[] {
  const c = clan(s, seat);
  // Fresh lists, joined in place rather than spread into a new one.
  const out = missionReveals(s, seat);
  for (const action of gifts(s, seat)) out.push(action);
  for (const action of anyTimeExploits(s, seat)) out.push(action);
  if (aboard(s) && !s.secondHideUsed && ownerOfPost(s, 'second') === seat && openGold(s, seat) > 0) {
    out.push({ type: 'secondHide' });
  }
  if (mainActor(s) === seat && !isMutinyPhase(s)) {
    for (const p of piratesOf(s, seat)) {
      if (p.powerUsed || inHold(s, p.id)) continue;
      const kind = pirateCard(p.id).power.kind;
      const cardsLeft = s.actionDeck.length + s.actionDiscard.length > 0;
      if (kind === 'drawCard' && c.hand.length < handLimit && cardsLeft)
        out.push({ type: 'power', pirate: p.id });
      if (kind === 'patch' && aboard(s) && s.balloon > 0) out.push({ type: 'power', pirate: p.id });
      if (kind === 'stash' && openGold(s, seat) > 0) out.push({ type: 'power', pirate: p.id });
    }
  }
  return out;
}

function hide(s: EollisState, seat: Seat, amount: number): { state: EollisState; hidden: number } {
  const taken = loseGold(s, seat, amount);
  return {
    state: updateClan(taken.state, seat, (c) => ({ strongbox: c.strongbox + taken.taken })),
    hidden: taken.taken,
  };
}

function spendCard(s: EollisState, seat: Seat, uid: string): EollisState {
  return updateClan(discardFromHand(s, seat, uid), seat, () => ({ cardTurn: s.turn }));
}

/** Applies one of the actions above; returns null when the action is not one of them. */
export function applyExtra(s: EollisState, ctx: Ctx, seat: Seat, action: EollisAction): EollisState | null {
  switch (action.type) {
    case 'reveal': {
      const held = clan(s, seat).hand.find((h) => h.uid === action.card);
      if (held === undefined || !isMissionKind(held.kind)) return s;
      const kind = held.kind;
      const renown = missionCard(kind).renown;
      emit(ctx, { type: 'missionRevealed', seat, kind, amount: renown });
      const next = updateClan(discardFromHand(s, seat, action.card), seat, (c) => ({
        missions: [...c.missions, kind],
      }));
      return addRenown(next, seat, renown);
    }
    case 'giveGold': {
      const paid = loseGold(s, seat, 1);
      emit(ctx, { type: 'goldGiven', seat, target: action.to, amount: paid.taken });
      return updateClan(gainGold(paid.state, action.to, paid.taken), seat, () => ({ giftTurn: s.turn }));
    }
    case 'giveCard': {
      const held = clan(s, seat).hand.find((h) => h.uid === action.card);
      if (held === undefined) return s;
      emit(ctx, { type: 'cardGiven', seat, target: action.to });
      emit(ctx, { type: 'cardsReceived', seat: action.to, cards: [held] }, action.to);
      const next = updateClan(s, seat, (c) => ({
        hand: c.hand.filter((h) => h.uid !== action.card),
        giftTurn: s.turn,
      }));
      return updateClan(next, action.to, (c) => ({ hand: [...c.hand, held] }));
    }
    case 'strongbox': {
      const hidden = hide(spendCard(s, seat, action.card), seat, 3);
      emit(ctx, { type: 'cardPlayed', seat, kind: 'strongbox', amount: hidden.hidden });
      return hidden.state;
    }
    case 'buriedLoot': {
      emit(ctx, { type: 'cardPlayed', seat, kind: 'buriedLoot', amount: 3 });
      return gainGold(spendCard(s, seat, action.card), seat, 3);
    }
    case 'accident': {
      emit(ctx, { type: 'cardPlayed', seat, kind: 'accident', pirate: action.pirate });
      return killPirate(spendCard(s, seat, action.card), ctx, action.pirate, {
        killerSeat: seat,
        goldTo: 'clan',
        replaceCaptain: true,
      });
    }
    case 'secondHide': {
      const hidden = hide(update(s, { secondHideUsed: true }), seat, secondHideGold);
      emit(ctx, { type: 'secondHid', seat, amount: hidden.hidden });
      return hidden.state;
    }
    case 'power': {
      if (action.roll !== undefined) return null;
      const p = pirate(s, action.pirate);
      if (p === undefined) return s;
      const power = pirateCard(p.id).power;
      const used = updatePirate(s, p.id, () => ({ powerUsed: true }));
      if (power.kind === 'stash') {
        // The log says how much was hidden: up to the power's amount, what the Clan has.
        const hidden = hide(used, seat, power.amount);
        emit(ctx, { type: 'powerUsed', seat, pirate: p.id, kind: power.kind, amount: hidden.hidden });
        return hidden.state;
      }
      emit(ctx, { type: 'powerUsed', seat, pirate: p.id, kind: power.kind });
      if (power.kind === 'drawCard') return drawActions(used, ctx, seat, 1);
      if (power.kind === 'patch') return update(used, { balloon: Math.max(0, used.balloon - 1) });
      return used;
    }
    default:
      return null;
  }
}
