// 15 Men: subterfuge and mutiny around the Round Robin, built on the rules core.
import { defineGame } from '../core/define-game';
import type { Seat } from '../core/types';
import { applyLegal } from './apply';
import { legalActions } from './legal';
import { outcome } from './outcome';
import { defaultOptions, parseOptions } from './options';
import { setup } from './setup';
import type { FifteenMenState } from './types';
import { timeoutAction } from './timeout';
import { truth, view, type FifteenMenView } from './view';

/** One shared, frozen list per seat: `awaiting` is asked at every step, by the core and by the server. */
const ONLY: ReadonlyArray<ReadonlyArray<Seat>> = Object.freeze(
  Array.from({ length: 5 }, (_, seat) => Object.freeze([seat])),
);
const NOBODY: ReadonlyArray<Seat> = Object.freeze([]);

function awaiting(state: FifteenMenState): ReadonlyArray<Seat> {
  if (state.phase === 'over') return NOBODY;
  const seat = state.prompt !== null ? state.prompt.seat : state.turn.seat;
  return ONLY[seat] ?? [seat];
}

export const fifteenMen = defineGame({
  id: 'fifteen-men',
  title: '15 Men',
  minSeats: 2,
  maxSeats: 5,
  defaultOptions,
  parseOptions,
  setup,
  seatCount: (state) => state.seats,
  legalActions,
  applyLegal,
  view,
  truth,
  awaiting,
  timeoutAction,
  outcome,
});

export type * from './types';
export type { FifteenMenView, PromptView, SlotView } from './view';

/**
 * What a seat's view adds to the audience's, the keys its secret carries when they differ: the factions it knows,
 * the ring with the pirates it has seen, and on its turn its unoffered bribes and reveals.
 */
export type FifteenMenSecret = Partial<Pick<FifteenMenView, 'factions' | 'ring' | 'unoffered'>>;
export type { Unoffered } from './unoffered';
export { chooseFifteenMenAction } from './bot';
export * from './material';
