// Where a phase hands over: the stages of an Expedition and the typed "go to" a phase's step returns.
import type { Seat } from '../../core/types';
import type { AfterRise, EollisState } from '../types';

/** The data each stage is entered with; the stage names are the ones of the flow table. */
interface Entries {
  readonly recruitment: object;
  readonly election: object;
  readonly boarding: object;
  readonly event: object;
  readonly repair: object;
  readonly bosco: object;
  readonly trials: object;
  readonly rise: { readonly then: AfterRise };
  readonly decision: { readonly seat: Seat };
  readonly mutiny: { readonly captainSeat: Seat; readonly choice: 'continue' | 'return' };
  readonly shipwreck: object;
  readonly tavern: { readonly returned: boolean };
  readonly refill: { readonly stage: 'aerial' | 'tavern' };
  readonly brawl: object;
  readonly renown: object;
  readonly expedition: object;
  readonly over: object;
}

export type Stage = keyof Entries;

/** A transition to `K` with the data that stage needs, e.g. `{ to: 'rise', then: 'decision' }`. */
export type GoTo<K extends Stage = Stage> = { [P in K]: { readonly to: P } & Entries[P] }[K];

/** A phase that is over: the state it leaves, and the stage to enter next. */
export interface Moved {
  readonly state: EollisState;
  readonly goTo: GoTo;
}

/** What a phase's step returns: a state that waits for a decision, or a hand-over to the next stage. */
export type Step = EollisState | Moved;

export function goTo(state: EollisState, to: GoTo): Moved {
  return { state, goTo: to };
}

export function moved(step: Step): step is Moved {
  return 'goTo' in step;
}
