// Eollis: Pirates des Vents, built on the rules core.
import { defineGame } from '../core/define-game';
import { leadGap } from '../core/race';
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
  // Renown is on the table for all to see.
  race: (state) => (state.phase.kind === 'over' ? null : leadGap(state.clans.map((clan) => clan.renown))),
  timeoutAction,
});

export { chooseEollisAction } from './bot';
export type { EollisAction, EollisEvent, EollisOptions, EollisState, EollisView };
export type { EollisEventDetails, EollisEventType, HeldCard } from './types';
export type { CampView, PhaseView } from './view';

/**
 * What a seat's view adds to the audience's, the keys its secret carries when they differ: its hand, the Event it
 * holds as Lookout, the phase with its own camp, and its unoffered cards.
 */
export type EollisSecret = Partial<Pick<EollisView, 'hand' | 'lookoutDraw' | 'phase' | 'unoffered'>>;
export type { Unoffered } from './unoffered';
export * from './material';
