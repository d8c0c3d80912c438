// Applies an offered action: a prompt's answer or a turn action, then settles what follows.
import { emit } from '../core/events';
import { draft, slotWith, turnWith, update } from './copy';
import type { GameEvent, Seat } from '../core/types';
import { card } from './cards';
import { endTurn, settle } from './flow';
import { answerPrompt } from './prompts';
import {
  hasNeighbour,
  peek,
  publicise,
  removeOne,
  seenAfterPeek,
  slotAt,
  spendDoubloon,
  turnFaceUp,
  withSlot,
  type Log,
} from './ring';
import { fire } from './showdown';
import { startSkill } from './skills';
import type { FifteenMenAction, FifteenMenEvent, FifteenMenState } from './types';

function acted(state: FifteenMenState): FifteenMenState {
  return update(state, { turn: turnWith(state.turn, { acted: true }) });
}

/** A bribe that takes control lets the briber look at the pirate, then at one adjacent pirate. */
function bribe(state: FifteenMenState, seat: Seat, p: number, value: number, log: Log): FifteenMenState {
  const slot = slotAt(state, p);
  const tookControl = slot.controller !== seat;
  emit(log, { type: 'bribed', seat, position: p + 1, value, tookControl });
  // One copy of the state for the doubloon spent, the slot, the turn and the look (the commonest action).
  const next = draft(state);
  const ring = state.ring.slice();
  ring[p] = slotWith(slot, { controller: seat, doubloons: [...slot.doubloons, { seat, value }] });
  next.ring = ring;
  const hands = state.hands.slice();
  hands[seat] = removeOne(state.hands[seat] ?? [], value);
  next.hands = hands;
  next.turn = turnWith(state.turn, { acted: true });
  if (!tookControl) return next;
  next.seen = seenAfterPeek(state, seat, p, log);
  if (hasNeighbour(state, p)) next.prompt = { kind: 'peek-adjacent', seat, position: p };
  return next;
}

function bribeDaughter(state: FifteenMenState, seat: Seat, value: number, log: Log): FifteenMenState {
  const tookControl = state.daughter.controller !== seat;
  emit(log, { type: 'daughterBribed', seat, value, tookControl });
  const daughter = { controller: seat, doubloons: [...state.daughter.doubloons, { seat, value }] };
  return acted(update(spendDoubloon(state, seat, value), { daughter }));
}

function buyBullet(state: FifteenMenState, seat: Seat, value: number, log: Log): FifteenMenState {
  emit(log, { type: 'bulletBought', seat, value });
  const bullets = state.bullets.slice();
  bullets[seat] = 'held';
  return acted(
    update(spendDoubloon(state, seat, value), { bullets, tortugaBuyers: [...state.tortugaBuyers, seat] }),
  );
}

/** Voodoo: the chosen pirate is turned face up for all to read and its "Reveal…" skill works for the buyer. */
function ritual(state: FifteenMenState, seat: Seat, p: number, value: number, log: Log): FifteenMenState {
  emit(log, { type: 'ritual', seat, position: p + 1, value });
  const id = slotAt(state, p).card;
  let next = acted(spendDoubloon(state, seat, value));
  next = turnFaceUp(next, p, seat, log, 'voodoo');
  const effect = id === null ? undefined : card(id).reveal;
  return effect === undefined ? next : startSkill(next, seat, effect, p, log);
}

function reveal(state: FifteenMenState, seat: Seat, p: number, log: Log): FifteenMenState {
  const id = slotAt(state, p).card;
  const next = update(turnFaceUp(state, p, seat, log, 'reveal'), {
    turn: turnWith(state.turn, { revealed: true }),
  });
  const effect = id === null ? undefined : card(id).reveal;
  return effect === undefined ? next : startSkill(next, seat, effect, p, log);
}

/** Bamba takes the chosen pirate's place; that pirate stands face up before the captain as a guard. */
function exchangeBamba(state: FifteenMenState, p: number, log: Log): FifteenMenState {
  const slot = slotAt(state, p);
  if (slot.card === null) return state;
  emit(log, { type: 'exchanged', position: p + 1, pirate: slot.card });
  const guards = [...state.guards.filter((g) => g !== 'bamba'), slot.card];
  const next = publicise(publicise(update(state, { guards }), slot.card), 'bamba');
  return withSlot(next, p, slotWith(slot, { card: 'bamba', faceUp: true, controller: state.captain }));
}

function turnAction(state: FifteenMenState, seat: Seat, action: FifteenMenAction, log: Log): FifteenMenState {
  switch (action.type) {
    case 'bribe':
      return bribe(state, seat, action.position - 1, action.value, log);
    case 'discard':
      emit(log, { type: 'discarded', seat, value: action.value });
      return acted(spendDoubloon(state, seat, action.value));
    case 'bribeDaughter':
      return bribeDaughter(state, seat, action.value, log);
    case 'buyBullet':
      return buyBullet(state, seat, action.value, log);
    case 'ritual':
      return ritual(state, seat, action.position - 1, action.value, log);
    case 'reveal':
      return reveal(state, seat, action.position - 1, log);
    case 'exchangeBamba':
      return exchangeBamba(state, action.position - 1, log);
    case 'parrot':
      return update(peek(state, seat, action.position - 1, log), {
        turn: turnWith(state.turn, { parroted: true }),
      });
    case 'shoot':
      return acted(fire(state, seat, action.from - 1, action.to - 1, log));
    case 'endTurn':
      return endTurn(state, log);
    default:
      return state;
  }
}

export function applyLegal(
  state: FifteenMenState,
  seat: Seat,
  action: FifteenMenAction,
): { state: FifteenMenState; events: ReadonlyArray<GameEvent<FifteenMenEvent>> } {
  const log: Log = [];
  const next =
    state.prompt !== null
      ? answerPrompt(state, state.prompt, action, log)
      : turnAction(state, seat, action, log);
  return { state: settle(next, log), events: log };
}
