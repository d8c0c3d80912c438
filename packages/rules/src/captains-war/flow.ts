// Captains' War's turn order, top to bottom: every phase and automatic step with what follows it, and the loop that runs them.
import { bothLocked, declareAttack, hasLocked, reveal } from './boarding';
import { everyoneEndedCommand, resolveCommandBonuses } from './command';
import { everyonePicked } from './loot';
import { takeReward } from './reward';
import {
  LEGEND,
  legendBoardingCheck,
  legendFinalRecruit,
  legendPhase,
  legendRewardChoice,
  lockLegendCrew,
  refillLegendCrew,
} from './solo/legend-turn';
import type { Table } from './table';
import { navalBattle, nextTurn } from './turn';
import type { CaptainsWarAction, Phase } from './types';

/** What the flow does by itself between phases; never stored in the state, which only holds a `Phase`. */
export type Step =
  | 'legendTurn'
  | 'commandBonuses'
  | 'legendBoardingCheck'
  | 'legendCrew'
  | 'reveal'
  | 'legendReward'
  | 'endOfTurn'
  | 'nextTurn'
  | 'navalBattle';

export type Stage = Phase | Step;

/** A phase in which captains act: the moves it takes, whether those moves have ended it, and what follows. */
interface PhaseEntry {
  readonly kind: 'phase';
  readonly moves: ReadonlyArray<CaptainsWarAction['type']>;
  readonly done: (t: Table) => boolean;
  readonly next: (t: Table) => Stage;
}

/** A step the flow runs at once, then goes on to what follows it. */
interface StepEntry {
  readonly kind: 'step';
  readonly run: (t: Table) => void;
  readonly next: (t: Table) => Stage;
}

/** Solo: a Legendary Captain sits at the table (setup seats one exactly when there is a single player). */
const solo = (t: Table): boolean => t.s.legend !== null;
const afterItsMove = (): boolean => true;

/** The whole turn, in the order it is played. */
export const FLOW: { readonly [S in Stage]: S extends Phase ? PhaseEntry : StepEntry } = {
  // The active captain rolls the six loot dice; in solo no die is set aside.
  roll: {
    kind: 'phase',
    moves: ['roll'],
    done: afterItsMove,
    next: (t) => (t.s.mode === 'solo' ? 'loot' : 'setAside'),
  },
  setAside: { kind: 'phase', moves: ['setAside'], done: afterItsMove, next: () => 'loot' },
  // Every captain picks two results.
  loot: { kind: 'phase', moves: ['pick'], done: everyonePicked, next: () => 'command' },
  command: {
    kind: 'phase',
    moves: ['buy', 'acquire', 'recruit', 'endCommand'],
    done: everyoneEndedCommand,
    next: (t) => (solo(t) ? 'legendTurn' : 'commandBonuses'),
  },
  // Solo: the Legend's two results from the opponent-results table, its acquisition and its recruit.
  legendTurn: { kind: 'step', run: legendPhase, next: () => 'commandBonuses' },
  commandBonuses: {
    kind: 'step',
    run: resolveCommandBonuses,
    next: (t) => (solo(t) ? 'legendBoardingCheck' : 'attack'),
  },
  // Solo: the three blue dice decide whether the Legend attacks the player.
  legendBoardingCheck: {
    kind: 'step',
    run: (t) => {
      refillLegendCrew(t);
      if (legendBoardingCheck(t)) declareAttack(t, LEGEND, 0);
    },
    next: (t) => (t.s.boarding !== null ? 'boarding' : 'attack'),
  },
  attack: {
    kind: 'phase',
    moves: ['attack', 'holdFire'],
    done: afterItsMove,
    next: (t) => (t.s.boarding !== null ? 'boarding' : 'endOfTurn'),
  },
  // Both sides choose Pirates in secret; in solo only the player chooses, the Legend's crew is rolled.
  boarding: {
    kind: 'phase',
    moves: ['commit', 'withdraw', 'lock'],
    done: (t) => (solo(t) ? hasLocked(t, 0) : bothLocked(t)),
    next: (t) => (solo(t) ? 'legendCrew' : 'reveal'),
  },
  legendCrew: { kind: 'step', run: lockLegendCrew, next: () => 'reveal' },
  reveal: {
    kind: 'step',
    run: reveal,
    next: (t) => (solo(t) && t.s.boarding?.winner === LEGEND ? 'legendReward' : 'reward'),
  },
  reward: { kind: 'phase', moves: ['reward'], done: afterItsMove, next: () => 'endOfTurn' },
  legendReward: {
    kind: 'step',
    run: (t) => takeReward(t, LEGEND, legendRewardChoice(t)),
    next: () => 'endOfTurn',
  },
  endOfTurn: {
    kind: 'step',
    run: (t) => {
      t.s.boarding = null;
    },
    next: (t) => (t.s.endReason !== null ? 'navalBattle' : 'nextTurn'),
  },
  nextTurn: { kind: 'step', run: nextTurn, next: () => 'roll' },
  // Solo: the Legend recruits once more before the crews are compared.
  navalBattle: {
    kind: 'step',
    run: (t) => {
      if (solo(t)) legendFinalRecruit(t);
      navalBattle(t);
    },
    next: () => 'over',
  },
  over: { kind: 'phase', moves: [], done: () => false, next: () => 'over' },
};

function isPhase(stage: Stage): stage is Phase {
  return FLOW[stage].kind === 'phase';
}

/** After a captain's move: once its phase is done, runs the steps that follow until captains must act again. */
export function settle(t: Table): void {
  let stage: Stage = t.s.phase;
  if (!FLOW[t.s.phase].done(t)) return;
  for (let guard = 0; guard < 20; guard++) {
    stage = FLOW[stage].next(t);
    if (isPhase(stage)) {
      t.s.phase = stage;
      return;
    }
    FLOW[stage].run(t);
  }
  throw new Error("Captains' War: the flow did not reach a phase");
}
