// Shots and deaths: Flint's revenge, Diabolito's immunity, Gibbons's rescue and Ghost's penalty.
import { emit } from '../core/events';
import { update } from './copy';
import type { Seat } from '../core/types';
import { card } from './cards';
import { publicise, slotAt, turnFaceUp, withSlot, type Log } from './ring';
import type { Effect, FifteenMenState, Kill } from './types';

/** New effects resolve before the ones already waiting (a shot's kill before Blackbeard's final shot). */
export function queueFirst(state: FifteenMenState, effects: ReadonlyArray<Effect>): FifteenMenState {
  return update(state, { effects: [...effects, ...state.effects] });
}

function traits(state: FifteenMenState, position: number): ReadonlyArray<string> {
  const id = slotAt(state, position).card;
  return id === null ? [] : (card(id).showdown ?? []);
}

/**
 * A shot at `to`, fired by the pirate at `from` (null for Henry Morgan, who stands outside the ring).
 * `killer` is the player answerable for the kill (Ghost's penalty).
 */
export function shoot(
  state: FifteenMenState,
  from: number | null,
  to: number,
  killer: Seat | null,
  log: Log,
): FifteenMenState {
  emit(log, { type: 'shot', seat: killer, from: from === null ? null : from + 1, target: to + 1 });
  return hit(state, from, to, killer, log);
}

function hit(
  state: FifteenMenState,
  from: number | null,
  to: number,
  killer: Seat | null,
  log: Log,
): FifteenMenState {
  const target = slotAt(state, to);
  if (target.card === null) return state;
  const t = traits(state, to);
  if (t.includes('revenge')) {
    // Flint turns face up, keeps his place and kills the shooter; his controller answers for that kill.
    let next = turnFaceUp(state, to, null, log, 'showdown');
    emit(log, { type: 'shotShrugged', position: to + 1, pirate: target.card });
    if (from !== null && slotAt(next, from).card !== null) {
      next = queueFirst(next, [{ kind: 'kill', kill: { position: from, killer: target.controller } }]);
    }
    return next;
  }
  if (t.includes('immune-face-down') && !target.faceUp) {
    const next = turnFaceUp(state, to, null, log, 'showdown');
    emit(log, { type: 'shotShrugged', position: to + 1, pirate: target.card });
    return next;
  }
  return queueFirst(state, [{ kind: 'kill', kill: { position: to, killer } }]);
}

function gibbonsReady(state: FifteenMenState): boolean {
  return state.guards.includes('william-gibbons') && !state.gibbonsUsed;
}

/** A kill waiting in the queue: the captain may first answer with Gibbons's rescue. */
export function resolveKill(state: FifteenMenState, kill: Kill, log: Log): FifteenMenState {
  if (slotAt(state, kill.position).card === null) return state;
  if (gibbonsReady(state)) return update(state, { prompt: { kind: 'rescue', seat: state.captain, kill } });
  return die(state, kill, log);
}

export function rescue(state: FifteenMenState, kill: Kill, log: Log): FifteenMenState {
  emit(log, { type: 'rescued', position: kill.position + 1 });
  return update(state, { gibbonsUsed: true });
}

/** The pirate is discarded with its doubloons; its card is shown as it leaves the ring. */
export function die(state: FifteenMenState, kill: Kill, log: Log): FifteenMenState {
  const slot = slotAt(state, kill.position);
  const id = slot.card;
  if (id === null) return state;
  emit(log, { type: 'killed', position: kill.position + 1, pirate: id });
  let next = withSlot(publicise(state, id), kill.position, {
    card: null,
    faceUp: false,
    controller: null,
    doubloons: [],
  });
  next = update(next, { killed: [...next.killed, id] });
  if ((card(id).showdown ?? []).includes('ghost-penalty')) {
    // Ghost joins the crew of whoever answers for the kill; with nobody to answer, he leaves the game.
    emit(log, { type: 'ghostTaken', seat: kill.killer });
    next = update(next, { ghostPenalty: kill.killer });
  }
  return next;
}
