// Captains' War: 2–6 captains, or solo against a Legendary Captain.
import { defineGame } from '../core/define-game';
import { leadGap } from '../core/race';
import type { Outcome } from '../core/types';
import { applyLegal } from './apply';
import { awaiting, legalActions, timeoutAction } from './legal';
import { DEFAULT_OPTIONS, parseOptions } from './options';
import { MAX_SEATS, MIN_SEATS, setup } from './setup';
import { legendCard } from './solo/legend-turn';
import type {
  CaptainsWarAction,
  CaptainsWarEvent,
  CaptainsWarOptions,
  CaptainsWarState,
  FinalResult,
} from './types';
import { finalResult } from './scoring';
import { truth, view, type CaptainsWarView } from './view';

/** The renown points each captain would score if the game ended now, from their public sheets. */
function race(state: CaptainsWarState): number | null {
  if (state.result !== null) return null;
  return leadGap(
    finalResult(state.mode, state.captains, 'lastGold', state.legend !== null).scores.map((s) => s.total),
  );
}

export function outcome(state: CaptainsWarState): Outcome<FinalResult> | null {
  const result = state.result;
  if (result === null) return null;
  const standings = result.scores.map((score) => ({
    seat: score.captain < state.seats ? score.captain : null,
    name:
      score.captain < state.seats
        ? `Captain ${score.captain + 1}`
        : state.legend
          ? legendCard(state.legend).name
          : 'Legend',
    score: score.total,
    rank: score.rank,
  }));
  return {
    standings,
    winners: standings.filter((s) => s.rank === 1 && s.seat !== null).map((s) => s.seat as number),
    reason: result.reason,
    details: result,
  };
}

export const captainsWar = defineGame<
  CaptainsWarState,
  CaptainsWarAction,
  CaptainsWarEvent,
  CaptainsWarView,
  CaptainsWarOptions
>({
  id: 'captains-war',
  title: "Captains' War",
  minSeats: MIN_SEATS,
  maxSeats: MAX_SEATS,
  defaultOptions: DEFAULT_OPTIONS,
  parseOptions,
  setup,
  seatCount: (state) => state.seats,
  legalActions,
  applyLegal,
  view,
  truth,
  awaiting,
  outcome,
  race,
  timeoutAction,
});

export type * from './types';
export type { CaptainsWarView, BoardingView } from './view';

/** What a seat's view adds to the audience's, the keys its secret carries when they differ: its own boarding draft
 * and its unoffered options. */
export type CaptainsWarSecret = Partial<Pick<CaptainsWarView, 'boarding' | 'unoffered'>>;
export type { Unoffered } from './unoffered';
export * from './material';
export { navalBattle } from './scoring';
export { OPPONENT_RESULTS } from './solo/legend-turn';
export { chooseCaptainsWarAction } from './bot';
