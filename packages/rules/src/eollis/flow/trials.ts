// The trials of an Event: every Clan in turn (or a special post's pirate) rolls; failures cost renown and pirates.
import type { Seat } from '../../core/types';
import { eventCard, type EventCard } from '../cards/events';
import { pirateCard, skillOf, type Skill } from '../cards/pirates';
import { killableOnDeck, killPirate } from '../deaths';
import { drawActions } from '../decks';
import { addRenown, gainOnPirate, winGold } from '../gold';
import { crewBonusPosts, replacementOrder } from '../posts';
import {
  clockwiseFrom,
  emit,
  firstSeat,
  onDeck,
  ownerOfPost,
  pirate,
  setPhase,
  updatePirate,
  type Ctx,
  update,
} from '../state';
import type { EollisState, PendingLoss, Roll } from '../types';
import { askWindow, emitRoll, rollTotal } from '../windows';
import { goTo, type Moved, type Step } from './goto';

/** Who resolves a special Event: that post's pirate, or the first on the sharing list from the Second. */
export function specialResolver(s: EollisState, card: EventCard): string | null {
  if (card.special === null) return null;
  const own = s.posts[card.special];
  if (own !== undefined) return own;
  for (const post of replacementOrder) {
    const id = s.posts[post];
    if (id !== undefined) return id;
  }
  return s.posts.captain ?? null;
}

export function crewBonus(s: EollisState, skill: Skill): number {
  return crewBonusPosts[skill].reduce(
    (sum, entry) => sum + (s.posts[entry.post] !== undefined ? entry.bonus : 0),
    0,
  );
}

function currentCard(s: EollisState): EventCard | null {
  return s.currentEvent === null ? null : eventCard(s.currentEvent);
}

export function startTrials(s: EollisState, ctx: Ctx): Step {
  const card = currentCard(s);
  if (card === null) return endEvent(s);
  if (card.special !== null) {
    const id = specialResolver(s, card);
    const owner = id === null ? undefined : pirate(s, id)?.owner;
    if (id === null || owner === undefined) return endEvent(s);
    return openTrial(s, ctx, [owner], 0, id, false);
  }
  return enterAttempt(s, clockwiseFrom(firstSeat(s), s.seats), 0);
}

/** The next Clan with a pirate on a post chooses who attempts the trial; Clans all in the hold sit it out. */
export function enterAttempt(s: EollisState, order: ReadonlyArray<Seat>, index: number): Step {
  let i = index;
  while (i < order.length && onDeck(s, order[i] as Seat).length === 0) i++;
  if (i >= order.length || currentCard(s)?.special !== null) return endEvent(s);
  return setPhase(s, { kind: 'attempt', order, index: i });
}

export function attempt(s: EollisState, ctx: Ctx, id: string): Step {
  if (s.phase.kind !== 'attempt') return s;
  return openTrial(s, ctx, s.phase.order, s.phase.index, id, true);
}

function openTrial(
  s: EollisState,
  ctx: Ctx,
  order: ReadonlyArray<Seat>,
  index: number,
  id: string,
  sameTurn: boolean,
): Step {
  const card = currentCard(s);
  const seat = order[index];
  if (card === null || seat === undefined) return endEvent(s);
  const roll: Roll = {
    seat,
    pirate: id,
    base: skillOf(id, card.skill) + crewBonus(s, card.skill),
    die: ctx.dice.int(1, 6),
    mods: 0,
  };
  emitRoll(ctx, roll);
  const responders = Array.from({ length: s.seats }, (_, i) => i);
  return askWindow(
    setPhase(
      s,
      { kind: 'trial', order, index, window: { context: 'trial', rolls: [roll], responders, passed: [] } },
      sameTurn,
    ),
  );
}

/** Success: gold, cards, the cagnotte and a special post's renown. Failure: renown and pirates lost. */
export function resolveTrial(s: EollisState, ctx: Ctx): Step {
  const phase = s.phase;
  const card = currentCard(s);
  if (phase.kind !== 'trial' || card === null) return s;
  const roll = phase.window.rolls[0];
  if (roll === undefined) return endEvent(s);
  const seat = roll.seat;
  const total = rollTotal(roll);
  let next = s;
  if (total >= card.threshold) {
    emit(ctx, { type: 'trialSucceeded', seat, pirate: roll.pirate, total, kind: card.id });
    next = winGold(next, seat, card.successGold);
    next = bountyPower(next, ctx, roll.pirate);
    next = drawActions(next, ctx, seat, card.successCards);
    next = update(next, { cagnotte: next.cagnotte + card.cagnotte });
    if (card.special !== null && card.special !== 'priest') {
      emit(ctx, { type: 'renownGained', seat, amount: 1 });
      next = addRenown(next, seat, 1);
    }
    return nextAttempt(next, phase.order, phase.index);
  }
  emit(ctx, { type: 'trialFailed', seat, pirate: roll.pirate, total, kind: card.id });
  if (card.failRenown > 0) {
    emit(ctx, { type: 'renownLost', seat, amount: card.failRenown });
    next = addRenown(next, seat, -card.failRenown);
  }
  if (card.failPirates > 0) {
    // On special Events (they bear the Priest's symbol) the Priest chooses who dies, if there is one.
    const priest = card.special !== null ? ownerOfPost(next, 'priest') : null;
    const loss: PendingLoss = {
      chooser: priest ?? seat,
      victim: seat,
      count: card.failPirates,
      goldTo: 'clan',
    };
    return enterLoss(next, phase.order, phase.index, loss);
  }
  return nextAttempt(next, phase.order, phase.index);
}

function bountyPower(s: EollisState, ctx: Ctx, id: string): EollisState {
  const p = pirate(s, id);
  const power = pirateCard(id).power;
  if (p === undefined || p.powerUsed || power.kind !== 'bounty') return s;
  emit(ctx, { type: 'powerUsed', seat: p.owner, pirate: id, amount: power.amount });
  return gainOnPirate(
    updatePirate(s, id, () => ({ powerUsed: true })),
    id,
    power.amount,
  );
}

function nextAttempt(s: EollisState, order: ReadonlyArray<Seat>, index: number): Step {
  return enterAttempt(s, order, index + 1);
}

/** A loss to choose, unless the Clan has nobody left that can die on the ship. */
function enterLoss(s: EollisState, order: ReadonlyArray<Seat>, index: number, loss: PendingLoss): Step {
  if (loss.count <= 0 || killableOnDeck(s, loss.victim).length === 0) return nextAttempt(s, order, index);
  return setPhase(s, { kind: 'loss', order, index, loss }, true);
}

/** The Event goes to the discard; the hold's pirates rise to vacant posts; then the Captain decides. */
function endEvent(s: EollisState): Moved {
  const discard = s.currentEvent === null ? s.eventDiscard : [...s.eventDiscard, s.currentEvent];
  return goTo(update(s, { currentEvent: null, eventDiscard: discard }), { to: 'rise', then: 'decision' });
}

/** The chooser names one pirate of the failing Clan to die, until the loss is paid or nobody can die. */
export function kill(s: EollisState, ctx: Ctx, id: string): Step {
  if (s.phase.kind !== 'loss') return s;
  const { order, index, loss } = s.phase;
  const next = killPirate(s, ctx, id, { goldTo: loss.goldTo, replaceCaptain: true });
  return enterLoss(next, order, index, { ...loss, count: loss.count - 1 });
}
