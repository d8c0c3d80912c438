// Eollis: Pirates des Vents, built on the rules core.
import { defineGame } from '../core/define-game';
import { applyAction } from './apply';
import { awaiting, legalActions, timeoutAction, waitingFor } from './legal';
import { outcome } from './outcome';
import { defaultOptions, parseOptions, setup } from './setup';
import type { EollisAction, EollisEvent, EollisOptions, EollisState } from './types';
import { truth, view, type EollisView } from './view';

export const eollis = defineGame<EollisState, EollisAction, EollisEvent, EollisView, EollisOptions>({
  id: 'eollis',
  title: 'Eollis: Pirates des Vents',
  minSeats: 3,
  maxSeats: 5,
  defaultOptions,
  parseOptions,
  setup,
  seatCount: (state) => state.seats,
  legalActions,
  applyLegal: applyAction,
  view,
  truth,
  awaiting,
  waitingFor,
  outcome,
  timeoutAction,
});

export { chooseEollisAction } from './bot';
export type { EollisAction, EollisEvent, EollisOptions, EollisState, EollisView };
