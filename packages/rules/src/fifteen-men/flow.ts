// Turn order and the resolution loop: queued effects, then the end of a turn, a phase, or the game.
import { emit } from '../core/events';
import { draft, update } from './copy';
import type { Seat } from '../core/types';
import { resolveKill } from './kills';
import type { CardId } from './cards';
import { hasExtras } from './offers';
import type { Log } from './ring';
import { finalCount } from './scoring';
import { blackbeardShot, canShoot } from './showdown';
import type { FifteenMenState } from './types';

export function startTurn(state: FifteenMenState, seat: Seat, log: Log): FifteenMenState {
  const startControl: CardId[] = [];
  for (const slot of state.ring)
    if (slot.card !== null && slot.controller === seat) startControl.push(slot.card);
  emit(log, { type: 'turnStarted', seat, phase: state.phase });
  const next = draft(state);
  next.turn = { seat, acted: false, revealed: false, parroted: false, startControl };
  return next;
}

/** The first player of both phases sits left of the captain; with 2 players the captain opens the corruption. */
export function firstCorruptor(seats: number, captain: Seat): Seat {
  return seats === 2 ? captain : (captain + 1) % seats;
}

export function startCorruption(state: FifteenMenState, log: Log): FifteenMenState {
  return startTurn(
    update(state, { phase: 'corruption', prompt: null }),
    firstCorruptor(state.seats, state.captain),
    log,
  );
}

function startShowdown(state: FifteenMenState, log: Log): FifteenMenState {
  emit(log, { type: 'showdownStarted' });
  return startTurn(
    update(state, { phase: 'showdown', showdownTurns: 0 }),
    (state.captain + 1) % state.seats,
    log,
  );
}

/** After one round of shots: Henry Morgan may shoot, then Blackbeard fires, then the crews are counted. */
function endShowdown(state: FifteenMenState): FifteenMenState {
  const next: FifteenMenState = update(state, { effects: [{ kind: 'blackbeard' }, { kind: 'final-count' }] });
  return state.guards.includes('henry-morgan')
    ? update(next, { prompt: { kind: 'morgan', seat: state.captain } })
    : next;
}

export function endTurn(state: FifteenMenState, log: Log): FifteenMenState {
  const { seat } = state.turn;
  if (state.phase === 'corruption') {
    for (let step = 1; step <= state.seats; step++) {
      const next = (seat + step) % state.seats;
      if ((state.hands[next]?.length ?? 0) > 0) return startTurn(state, next, log);
    }
    return startShowdown(state, log);
  }
  const played = state.showdownTurns + 1;
  if (played >= state.seats) return endShowdown(update(state, { showdownTurns: played }));
  return startTurn(update(state, { showdownTurns: played }), (seat + 1) % state.seats, log);
}

function turnIsOver(state: FifteenMenState): boolean {
  const { seat, acted } = state.turn;
  if (!acted) return false;
  if (state.phase === 'showdown' && canShoot(state, seat)) return false;
  return !hasExtras(state, seat);
}

function finish(state: FifteenMenState, log: Log): FifteenMenState {
  // Before the count every pirate still in the ring is shown; the faceUp flags (nationality) stay as they lie.
  const known = [...state.known];
  for (const slot of state.ring) if (slot.card !== null && !known.includes(slot.card)) known.push(slot.card);
  const counted = update(state, { known });
  const final = finalCount(counted);
  emit(log, { type: 'gameOver', winners: final.winners });
  return update(counted, { phase: 'over', final, prompt: null, effects: [] });
}

/** Resolves everything automatic until someone has a choice to make. */
export function settle(state: FifteenMenState, log: Log): FifteenMenState {
  let current = state;
  for (let guard = 0; guard < 1000; guard++) {
    if (current.phase === 'over' || current.prompt !== null) return current;
    const effect = current.effects[0];
    if (effect !== undefined) {
      const popped = update(current, { effects: current.effects.slice(1) });
      if (effect.kind === 'kill') current = resolveKill(popped, effect.kill, log);
      else if (effect.kind === 'blackbeard') current = blackbeardShot(popped, log);
      else current = finish(popped, log);
      continue;
    }
    if (current.phase === 'corruption' || current.phase === 'showdown') {
      if (!turnIsOver(current)) return current;
      current = endTurn(current, log);
      continue;
    }
    return current;
  }
  throw new Error('15 Men: resolution did not settle');
}
