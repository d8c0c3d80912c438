// Response windows on rolls: who may still play a card or a power on a roll, and what each play does.
import type { Seat } from '../core/types';
import { actionCard, rollKinds, type ActionKind } from './cards/actions';
import { pirateCard } from './cards/pirates';
import { discardFromHand } from './decks';
import { clan, emit, inHold, pirate, setPhase, updateClan, updatePirate, type Ctx } from './state';
import type { EollisAction, EollisState, Roll, RollWindow } from './types';

export function rollTotal(roll: Roll): number {
  return roll.base + roll.die + roll.mods;
}

/** Tells the table a die was rolled, with the roll's total so far. */
export function emitRoll(ctx: Ctx, roll: Roll): void {
  emit(ctx, { type: 'roll', seat: roll.seat, pirate: roll.pirate, die: roll.die, total: rollTotal(roll) });
}

export function windowOf(s: EollisState): RollWindow | null {
  const phase = s.phase;
  if (
    phase.kind === 'election' ||
    phase.kind === 'repair' ||
    phase.kind === 'trial' ||
    phase.kind === 'mutinyRoll'
  ) {
    return phase.window;
  }
  return null;
}

function withWindow(s: EollisState, window: RollWindow): EollisState {
  const phase = s.phase;
  if (
    phase.kind === 'election' ||
    phase.kind === 'repair' ||
    phase.kind === 'trial' ||
    phase.kind === 'mutinyRoll'
  ) {
    return setPhase(s, { ...phase, window }, true);
  }
  return s;
}

function isRollKind(kind: string): kind is ActionKind {
  return (rollKinds as ReadonlyArray<string>).includes(kind);
}

/** Everything a seat could still play on the open rolls (without the pass). */
export function windowPlays(s: EollisState, seat: Seat): EollisAction[] {
  const window = windowOf(s);
  if (window === null || !window.responders.includes(seat) || window.passed.includes(seat)) return [];
  const c = clan(s, seat);
  const plays: EollisAction[] = [];
  const cardFree = c.cardTurn !== s.turn;
  window.rolls.forEach((roll, index) => {
    if (cardFree) {
      for (const held of c.hand) {
        if (isRollKind(held.kind)) {
          // Trip-Up only hinders another Clan.
          if (held.kind === 'trip' && roll.seat === seat) continue;
          plays.push({ type: 'playRoll', card: held.uid, roll: index });
        } else if (isBrawl(held.kind) && roll.seat !== seat) {
          // A Brawl card played on another Clan's roll: −1, its own power ignored.
          plays.push({ type: 'penalty', card: held.uid, roll: index });
        }
      }
    }
    // Pirates' powers are off during a mutiny, and off in the hold.
    if (window.context !== 'mutiny' && roll.seat === seat) {
      const p = pirate(s, roll.pirate);
      const kind = pirateCard(roll.pirate).power.kind;
      if (p !== undefined && !p.powerUsed && !inHold(s, p.id) && (kind === 'boost' || kind === 'reroll')) {
        plays.push({ type: 'power', pirate: roll.pirate, roll: index });
      }
    }
  });
  return plays;
}

function isBrawl(kind: string): boolean {
  return (
    kind === 'rob' || kind === 'challenge' || kind === 'humiliate' || kind === 'lureAway' || kind === 'murder'
  );
}

/**
 * Every responder that has not passed is asked, whether or not it holds a play: `pass` alone when it has
 * nothing. Who is asked is public, so asking only the Clans with a playable card would reveal their hands.
 */
export function windowLegal(s: EollisState, seat: Seat): EollisAction[] {
  const window = windowOf(s);
  if (window === null || !window.responders.includes(seat) || window.passed.includes(seat)) return [];
  return [{ type: 'pass' }, ...windowPlays(s, seat)];
}

/**
 * Whether a responder might play anything on the rolls, judged from public facts only: an Action card (its
 * hand is not empty and it has not played its card this turn) or an own-roll power (untilted, not in the
 * hold, on its own roll, not in a mutiny). Hand sizes, `cardTurn` and tilted cards are on the table, so
 * leaving out the responders that certainly cannot play reveals nothing of the hands.
 */
function mayAnswer(s: EollisState, window: RollWindow, seat: Seat): boolean {
  const c = clan(s, seat);
  if (c.hand.length > 0 && c.cardTurn !== s.turn) return true;
  if (window.context === 'mutiny') return false;
  for (const roll of window.rolls) {
    if (roll.seat !== seat) continue;
    const p = pirate(s, roll.pirate);
    const kind = pirateCard(roll.pirate).power.kind;
    if (p !== undefined && !p.powerUsed && !inHold(s, p.id) && (kind === 'boost' || kind === 'reroll'))
      return true;
  }
  return false;
}

/** The window's responders that certainly cannot play count as passed (the others are asked). */
function idlePassed(s: EollisState, window: RollWindow): RollWindow {
  let passed: Seat[] | null = null;
  for (const seat of window.responders) {
    if (window.passed.includes(seat) || mayAnswer(s, window, seat)) continue;
    (passed ??= [...window.passed]).push(seat);
  }
  return passed === null ? window : { ...window, passed };
}

/**
 * Opens (or reopens) the phase's response window: a responder with nothing it could possibly play, as the
 * whole table can see (no card in hand or its card of the turn already played, and no own-roll power), is
 * not asked. Called once when the window opens and once per play, never in between, so a gift made while the
 * window is open never changes who is asked.
 */
export function askWindow(s: EollisState): EollisState {
  const window = windowOf(s);
  if (window === null) return s;
  const asked = idlePassed(s, window);
  return asked === window ? s : withWindow(s, asked);
}

/** The responders still asked: every one that has not passed since the last play. */
export function windowAsked(s: EollisState): Seat[] {
  const window = windowOf(s);
  if (window === null) return [];
  return window.responders.filter((seat) => !window.passed.includes(seat));
}

/** True when every responder has passed: the window closes and the rolls resolve. */
export function windowClosed(s: EollisState): boolean {
  const window = windowOf(s);
  if (window === null) return false;
  return window.responders.every((seat) => window.passed.includes(seat));
}

export function passWindow(s: EollisState, seat: Seat): EollisState {
  const window = windowOf(s);
  if (window === null) return s;
  if (!window.responders.includes(seat) || window.passed.includes(seat)) return s;
  return withWindow(s, { ...window, passed: [...window.passed, seat] });
}

/** A copy of the window with one roll's fields changed by what `changes` returns for it. */
function changeRoll(s: EollisState, index: number, changes: (r: Roll) => Partial<Roll>): EollisState {
  const window = windowOf(s);
  if (window === null) return s;
  const rolls = window.rolls.map((r, i) =>
    i === index
      ? Object.assign({ seat: r.seat, pirate: r.pirate, base: r.base, die: r.die, mods: r.mods }, changes(r))
      : r,
  );
  // A play reopens the window: everyone who might answer it is asked again.
  const reopened: RollWindow = { context: window.context, rolls, responders: window.responders, passed: [] };
  return withWindow(s, idlePassed(s, reopened));
}

/** Plays a roll card (bonus, re-roll, Trip-Up) or a Brawl card as a −1 penalty on one roll. */
export function playOnRoll(
  s: EollisState,
  ctx: Ctx,
  seat: Seat,
  uid: string,
  index: number,
  penalty: boolean,
): EollisState {
  const held = clan(s, seat).hand.find((h) => h.uid === uid);
  if (held === undefined) return s;
  let next = updateClan(discardFromHand(s, seat, uid), seat, () => ({ cardTurn: s.turn }));
  const roll = windowOf(next)?.rolls[index];
  if (roll === undefined) return next;
  if (penalty) {
    emit(ctx, { type: 'penaltyPlayed', seat, target: roll.seat, kind: held.kind, amount: -1 });
    return changeRoll(next, index, (r) => ({ mods: r.mods - 1 }));
  }
  const card = actionCard(held.kind as ActionKind);
  if (card.kind === 'secondChance') {
    const die = ctx.dice.int(1, 6);
    emit(ctx, { type: 'cardPlayed', seat, target: roll.seat, kind: card.kind, die });
    return changeRoll(next, index, () => ({ die }));
  }
  emit(ctx, { type: 'cardPlayed', seat, target: roll.seat, kind: card.kind, amount: card.amount });
  next = changeRoll(next, index, (r) => ({ mods: r.mods + card.amount }));
  return next;
}

/** Uses a pirate's own-roll power: a bonus or a re-roll. */
export function powerOnRoll(s: EollisState, ctx: Ctx, seat: Seat, id: string, index: number): EollisState {
  const power = pirateCard(id).power;
  const next = updatePirate(s, id, () => ({ powerUsed: true }));
  if (power.kind === 'reroll') {
    const die = ctx.dice.int(1, 6);
    emit(ctx, { type: 'powerUsed', seat, pirate: id, die });
    return changeRoll(next, index, () => ({ die }));
  }
  emit(ctx, { type: 'powerUsed', seat, pirate: id, amount: power.amount });
  return changeRoll(next, index, (r) => ({ mods: r.mods + power.amount }));
}
