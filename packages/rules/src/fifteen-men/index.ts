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
import { view } from './view';

function awaiting(state: FifteenMenState): Seat[] {
  if (state.phase === 'over') return [];
  if (state.prompt !== null) return [state.prompt.seat];
  return [state.turn.seat];
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
  awaiting,
  timeoutAction,
  outcome,
});

export type { FifteenMenAction, FifteenMenEvent, FifteenMenOptions, FifteenMenState } from './types';
export type { FifteenMenView } from './view';
export { chooseFifteenMenAction } from './bot';
