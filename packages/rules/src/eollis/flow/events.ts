// Resolving Events: the Lookout's draw, balloon damage and repair, the Bosco's card, every Clan's trial.
import type { Seat } from '../../core/types';
import { isDestroyed, repairTarget } from '../balloon';
import { eventCard, type EventCard } from '../cards/events';
import { pirateCard, skillOf, type Skill } from '../cards/pirates';
import { killableOnDeck } from '../deaths';
import { drawActions, handLimit, takeActionCard, takeEvent } from '../decks';
import { addRenown, gainOnPirate, loseGold, winGold } from '../gold';
import { crewBonusPosts, replacementOrder } from '../posts';
import {
  clockwiseFrom,
  emit,
  firstSeat,
  onDeck,
  ownerOfPost,
  pirate,
  setPhase,
  updateClan,
  updatePirate,
  type Ctx,
  patch,
} from '../state';
import type { EollisState, PendingLoss, Roll } from '../types';
import { askWindow, rollTotal } from '../windows';
import { emitRoll } from './election';
import { enterRise } from './rise';
import { destroyShip } from './shipwreck';

/** The Lookout draws in secret; with no Lookout, the Captain draws and the Event is played at once. */
export function startEvent(s: EollisState, ctx: Ctx): EollisState {
  const took = takeEvent(s, ctx);
  if (took.event === null)
    return setPhase(took.state, { kind: 'decision', seat: firstSeat(s), swapFirst: null });
  const lookout = ownerOfPost(s, 'lookout');
  if (lookout === null) return reveal(took.state, ctx, took.event);
  emit(ctx, { type: 'lookoutDraws', seat: lookout });
  emit(ctx, { type: 'eventSeen', seat: lookout, kind: took.event }, lookout);
  return setPhase(patch(took.state, { lookoutDraw: took.event }), { kind: 'lookout', seat: lookout });
}

/** The Lookout plays the Event, or buries it under the pile and plays the next one blind. */
export function lookoutChoice(s: EollisState, ctx: Ctx, choice: 'play' | 'bury'): EollisState {
  const drawn = s.lookoutDraw;
  if (drawn === null) return s;
  if (choice === 'play') return reveal(patch(s, { lookoutDraw: null }), ctx, drawn);
  emit(ctx, { type: 'eventBuried' });
  const buried = patch(s, { lookoutDraw: null, eventDeck: [...s.eventDeck, drawn] });
  const took = takeEvent(buried, ctx);
  return took.event === null ? took.state : reveal(took.state, ctx, took.event);
}

/** The Event is shown to all; the Balloon token advances by its damage. */
export function reveal(s: EollisState, ctx: Ctx, id: string): EollisState {
  const card = eventCard(id);
  emit(ctx, { type: 'eventRevealed', kind: id });
  return moveBalloon(patch(s, { currentEvent: id }), ctx, card.damage, (moved) => afterDamage(moved, ctx));
}

/** Moves the Balloon token; past the last space the ship is destroyed. */
function moveBalloon(
  s: EollisState,
  ctx: Ctx,
  spaces: number,
  then: (moved: EollisState) => EollisState,
): EollisState {
  const balloon = s.balloon + spaces;
  if (spaces !== 0) emit(ctx, { type: 'balloonMoved', amount: spaces, total: balloon });
  if (isDestroyed(balloon)) return destroyShip(patch(s, { balloon }), ctx);
  return then(patch(s, { balloon }));
}

/** With an Alti-Maître aboard and damage to mend, the balloonist may try a repair. */
function afterDamage(s: EollisState, ctx: Ctx): EollisState {
  const alti = ownerOfPost(s, 'altiMaitre');
  if (alti !== null && s.balloon > 0) return setPhase(s, { kind: 'repairChoice', seat: alti });
  return startBosco(s, ctx);
}

export function repairChoice(s: EollisState, ctx: Ctx, attempt: boolean): EollisState {
  const id = s.posts.altiMaitre;
  const seat = ownerOfPost(s, 'altiMaitre');
  if (!attempt || id === undefined || seat === null) return startBosco(s, ctx);
  const roll: Roll = { seat, pirate: id, base: 0, die: ctx.dice.int(1, 6), mods: 0 };
  emitRoll(ctx, roll);
  const responders = Array.from({ length: s.seats }, (_, i) => i);
  return askWindow(
    setPhase(
      s,
      { kind: 'repair', window: { context: 'repair', rolls: [roll], responders, passed: [] } },
      true,
    ),
  );
}

/** Success moves the token back one space; a failure number moves it forward one (and may burst the balloons). */
export function resolveRepair(s: EollisState, ctx: Ctx): EollisState {
  if (s.phase.kind !== 'repair') return s;
  const roll = s.phase.window.rolls[0];
  if (roll === undefined) return startBosco(s, ctx);
  const target = repairTarget(s.balloon);
  const success = rollTotal(roll) >= target;
  emit(ctx, { type: success ? 'repairSucceeded' : 'repairFailed', amount: target, total: rollTotal(roll) });
  if (success) return startBosco(patch(s, { balloon: Math.max(0, s.balloon - 1) }), ctx);
  return moveBalloon(s, ctx, 1, (moved) => startBosco(moved, ctx));
}

function startBosco(s: EollisState, ctx: Ctx): EollisState {
  const bosco = ownerOfPost(s, 'bosco');
  const cardsLeft = s.actionDeck.length + s.actionDiscard.length > 0;
  if (bosco !== null && cardsLeft && boscoRecipients(s).length > 0)
    return setPhase(s, { kind: 'bosco', seat: bosco });
  return startTrials(s, ctx);
}

export function boscoRecipients(s: EollisState): Seat[] {
  return s.clans.filter((c) => c.hand.length < handLimit).map((c) => c.seat);
}

/** The Bosco hands the top Action card, unseen, to a Clan, which pays him 1 gold. */
export function boscoGive(s: EollisState, ctx: Ctx, to: Seat): EollisState {
  const boscoId = s.posts.bosco;
  const took = takeActionCard(s, ctx);
  let next = took.state;
  const card = took.card;
  if (card !== null) {
    next = updateClan(next, to, (c) => ({ hand: [...c.hand, card] }));
    emit(ctx, { type: 'boscoGave', seat: to });
    emit(ctx, { type: 'cardsReceived', seat: to, cards: [card] }, to);
  }
  const paid = loseGold(next, to, 1);
  next = paid.state;
  if (boscoId !== undefined) next = gainOnPirate(next, boscoId, paid.taken);
  return startTrials(next, ctx);
}

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

/** The Bosco's step passes when there is nobody to give to. */
export function skipBosco(s: EollisState, ctx: Ctx): EollisState {
  return startTrials(s, ctx);
}

function startTrials(s: EollisState, ctx: Ctx): EollisState {
  const card = currentCard(s);
  if (card === null) return endEvent(s, ctx);
  if (card.special !== null) {
    const id = specialResolver(s, card);
    const owner = id === null ? undefined : pirate(s, id)?.owner;
    if (id === null || owner === undefined) return endEvent(s, ctx);
    return openTrial(s, ctx, [owner], 0, id, false);
  }
  return enterAttempt(s, ctx, clockwiseFrom(firstSeat(s), s.seats), 0);
}

/** The next Clan with a pirate on a post chooses who attempts the trial; Clans all in the hold sit it out. */
export function enterAttempt(
  s: EollisState,
  ctx: Ctx,
  order: ReadonlyArray<Seat>,
  index: number,
): EollisState {
  let i = index;
  while (i < order.length && onDeck(s, order[i] as Seat).length === 0) i++;
  if (i >= order.length || currentCard(s)?.special !== null) return endEvent(s, ctx);
  return setPhase(s, { kind: 'attempt', order, index: i });
}

export function attempt(s: EollisState, ctx: Ctx, id: string): EollisState {
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
): EollisState {
  const card = currentCard(s);
  const seat = order[index];
  if (card === null || seat === undefined) return endEvent(s, ctx);
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
export function resolveTrial(s: EollisState, ctx: Ctx): EollisState {
  const phase = s.phase;
  const card = currentCard(s);
  if (phase.kind !== 'trial' || card === null) return s;
  const roll = phase.window.rolls[0];
  if (roll === undefined) return endEvent(s, ctx);
  const seat = roll.seat;
  const total = rollTotal(roll);
  let next = s;
  if (total >= card.threshold) {
    emit(ctx, { type: 'trialSucceeded', seat, pirate: roll.pirate, total, kind: card.id });
    next = winGold(next, seat, card.successGold);
    next = bountyPower(next, ctx, roll.pirate);
    next = drawActions(next, ctx, seat, card.successCards);
    next = patch(next, { cagnotte: next.cagnotte + card.cagnotte });
    if (card.special !== null && card.special !== 'priest') {
      emit(ctx, { type: 'renownGained', seat, amount: 1 });
      next = addRenown(next, seat, 1);
    }
    return nextAttempt(next, ctx, phase.order, phase.index);
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
    return enterLoss(next, ctx, phase.order, phase.index, loss);
  }
  return nextAttempt(next, ctx, phase.order, phase.index);
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

function nextAttempt(s: EollisState, ctx: Ctx, order: ReadonlyArray<Seat>, index: number): EollisState {
  return enterAttempt(s, ctx, order, index + 1);
}

/** A loss to choose, unless the Clan has nobody left that can die on the ship. */
export function enterLoss(
  s: EollisState,
  ctx: Ctx,
  order: ReadonlyArray<Seat>,
  index: number,
  loss: PendingLoss,
): EollisState {
  if (loss.count <= 0 || killableOnDeck(s, loss.victim).length === 0)
    return nextAttempt(s, ctx, order, index);
  return setPhase(s, { kind: 'loss', order, index, loss }, true);
}

/** The Event goes to the discard; the hold's pirates rise to vacant posts; then the Captain decides. */
export function endEvent(s: EollisState, ctx: Ctx): EollisState {
  const discard = s.currentEvent === null ? s.eventDiscard : [...s.eventDiscard, s.currentEvent];
  return enterRise(patch(s, { currentEvent: null, eventDiscard: discard }), ctx, 'decision');
}
