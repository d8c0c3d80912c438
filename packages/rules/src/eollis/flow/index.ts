// Eollis' phase order in one place: every stage of an Expedition with where it may go next, and the loop that runs them.
import type { Seat } from '../../core/types';
import { killableOnDeck } from '../deaths';
import { anyDividing, divisionWithoutChoice } from '../gold';
import { captainSeat, draft, onDeck, setPhase, type Ctx } from '../state';
import type { EollisState, Phase } from '../types';
import { windowClosed } from '../windows';
import { startBoarding } from './boarding';
import { boscoRecipients, skipBosco, startBosco } from './bosco';
import { startBrawl } from './brawl';
import { startDecision } from './decision';
import { resolveElection, startElection } from './election';
import { startEvent } from './event';
import { finishGame } from './finish';
import { moved, type GoTo, type Stage, type Step } from './goto';
import { resolveMutiny, startMutinyCall } from './mutiny';
import { startRecruitment } from './recruitment';
import { startRefill } from './refill';
import { resolveRepair, startRepair } from './repair';
import { enterRise } from './rise';
import { destroyShip } from './shipwreck';
import { gainRenown, startExpedition, startTavern } from './tavern';
import { enterAttempt, resolveTrial, startTrials } from './trials';

interface Entry<K extends Stage> {
  /** The phase kinds the table sees while this stage runs; none for a stage that runs by itself. */
  readonly phases: ReadonlyArray<Phase['kind']>;
  /** The stages this one may hand over to: any other "go to" is a bug. */
  readonly next: ReadonlyArray<Stage>;
  readonly enter: (s: EollisState, ctx: Ctx, go: GoTo<K>) => Step;
}

/**
 * Three Expeditions, each: refill hands, recruit, elect a Captain, board, then Event after Event until the
 * ship returns to port or is destroyed; in the Tavern the cagnotte is shared, hands refilled, brawls fought
 * and gold turned into renown. The first Expedition starts at the recruitment (setup deals the hands).
 */
export const flow: { readonly [K in Stage]: Entry<K> } = {
  expedition: { phases: [], next: ['refill'], enter: startExpedition },
  // The aerial refill leads to recruitment; the Tavern's refill leads to the brawls.
  refill: {
    phases: ['refill'],
    next: ['recruitment', 'brawl'],
    enter: (s, _ctx, go) => startRefill(s, go.stage),
  },
  recruitment: { phases: ['keep', 'draft'], next: ['election'], enter: startRecruitment },
  election: { phases: ['propose', 'election'], next: ['boarding'], enter: (s) => startElection(s) },
  boarding: { phases: ['boarding'], next: ['event'], enter: (s) => startBoarding(s) },
  // Aboard. An empty Event pile leaves the Captain only the decision; the balloon may burst on any damage.
  event: { phases: ['lookout'], next: ['repair', 'shipwreck', 'decision'], enter: startEvent },
  repair: { phases: ['repairChoice', 'repair'], next: ['bosco', 'shipwreck'], enter: (s) => startRepair(s) },
  bosco: { phases: ['bosco'], next: ['trials'], enter: (s) => startBosco(s) },
  trials: { phases: ['attempt', 'trial', 'loss'], next: ['rise'], enter: startTrials },
  // The hold rises after the trials (then the Captain decides) and after a mutiny (then the ship goes on or home).
  rise: {
    phases: ['rise'],
    next: ['decision', 'event', 'tavern'],
    enter: (s, _ctx, go) => enterRise(s, go.then),
  },
  decision: { phases: ['decision'], next: ['mutiny'], enter: (s, _ctx, go) => startDecision(s, go.seat) },
  mutiny: {
    phases: ['mutinyCall', 'camps', 'mutinyRoll', 'sacrifice'],
    next: ['rise'],
    enter: (s, _ctx, go) => startMutinyCall(s, go.captainSeat, go.choice),
  },
  shipwreck: { phases: ['rescue'], next: ['tavern'], enter: destroyShip },
  // In port.
  tavern: { phases: [], next: ['refill'], enter: (s, ctx, go) => startTavern(s, ctx, go.returned) },
  brawl: { phases: ['brawl'], next: ['renown'], enter: (s) => startBrawl(s) },
  renown: { phases: [], next: ['expedition', 'over'], enter: gainRenown },
  over: { phases: ['over'], next: [], enter: finishGame },
};

const stages = new Map<Phase['kind'], Stage>(
  (Object.keys(flow) as Stage[]).flatMap((stage) => flow[stage].phases.map((kind) => [kind, stage] as const)),
);

/** The stage running while the table sees this phase. */
export function stageOf(kind: Phase['kind']): Stage {
  const stage = stages.get(kind);
  if (stage === undefined) throw new Error(`Eollis: no stage runs the "${kind}" phase`);
  return stage;
}

function enter<K extends Stage>(s: EollisState, ctx: Ctx, go: GoTo<K>): Step {
  const entry: Entry<K> = flow[go.to];
  return entry.enter(s, ctx, go);
}

/** Enters stage after stage until one waits for a decision; a hand-over the table does not declare throws. */
export function run(from: Stage, step: Step, ctx: Ctx): EollisState {
  let at = from;
  let current = step;
  for (let guard = 0; guard < 100; guard++) {
    if (!moved(current)) return current;
    const { state, goTo } = current;
    if (!flow[at].next.includes(goTo.to)) throw new Error(`Eollis: the ${at} stage cannot go to ${goTo.to}`);
    at = goTo.to;
    current = enter(state, ctx, goTo);
  }
  throw new Error('Eollis: the flow did not come to rest');
}

/** Runs a step taken in `before`'s phase through the hand-overs it leads to. */
export function advance(before: EollisState, step: Step, ctx: Ctx): EollisState {
  return run(stageOf(before.phase.kind), step, ctx);
}

/** The game starts at the first Expedition's recruitment, hands already dealt. */
export function begin(s: EollisState, ctx: Ctx): EollisState {
  return settle(run('recruitment', enter(s, ctx, { to: 'recruitment' }), ctx), ctx);
}

/** Runs what needs no decision: closed response windows resolve, emptied losses move on. */
export function settle(s: EollisState, ctx: Ctx): EollisState {
  let next = s;
  for (let guard = 0; guard < 1000; guard++) {
    next = divisionWithoutChoice(next);
    // Nothing moves on while a Clan divides its gold won.
    if (anyDividing(next)) break;
    const phase = next.phase;
    if (windowClosed(next)) {
      if (phase.kind === 'election') next = advance(next, resolveElection(next, ctx), ctx);
      else if (phase.kind === 'repair') next = advance(next, resolveRepair(next, ctx), ctx);
      else if (phase.kind === 'trial') next = advance(next, resolveTrial(next, ctx), ctx);
      else if (phase.kind === 'mutinyRoll') next = advance(next, resolveMutiny(next, ctx), ctx);
      continue;
    }
    // A Bosco whose every Clan already holds 5 cards has nobody to give to.
    if (phase.kind === 'bosco' && boscoRecipients(next).length === 0) {
      next = advance(next, skipBosco(next), ctx);
      continue;
    }
    if (phase.kind === 'loss' && killableOnDeck(next, phase.loss.victim).length === 0) {
      next = advance(next, enterAttempt(next, phase.order, phase.index + 1), ctx);
      continue;
    }
    // An out-of-turn Accident may take the last pirate on a post of the Clan about to attempt the trial…
    if (phase.kind === 'attempt' && onDeck(next, phase.order[phase.index] as Seat).length === 0) {
      next = advance(next, enterAttempt(next, phase.order, phase.index + 1), ctx);
      continue;
    }
    // …or the Captain awaited for the decision: the decision passes to the replacing Captain.
    const captain = phase.kind === 'decision' ? captainSeat(next) : null;
    if (phase.kind === 'decision' && captain !== null && captain !== phase.seat) {
      next = setPhase(next, { kind: 'decision', seat: captain, swapFirst: null }, true);
      continue;
    }
    break;
  }
  const captain = captainSeat(next);
  if (captain === null || captain === next.lastCaptainSeat) return next;
  const out = draft(next);
  out.lastCaptainSeat = captain;
  return out;
}
