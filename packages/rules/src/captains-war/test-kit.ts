// Builders for Captains' War tests: tables at a chosen moment, forced dice, and a quick action runner.
import { Dice, rngFromSeed, type RngState } from '../core/random';
import type { GameEvent } from '../core/types';
import type { DieFace } from './dice';
import { captainsWar } from './index';
import { newCaptain, setup } from './setup';
import type { Chest, Crew } from './sheet';
import type { Captain, CaptainsWarAction, CaptainsWarEvent, CaptainsWarState } from './types';

export function table(
  seats: number,
  patch: Partial<CaptainsWarState> = {},
  options?: unknown,
): CaptainsWarState {
  return { ...setup({ seats, seed: 'test-kit', options }), ...patch };
}

export function captain(patch: Partial<Captain> = {}): Captain {
  return { ...newCaptain(3, [1, 1, 1, 0, 0, 0]), ...patch };
}

export function withCaptains(
  state: CaptainsWarState,
  patches: ReadonlyArray<Partial<Captain>>,
): CaptainsWarState {
  return { ...state, captains: state.captains.map((c, i) => ({ ...c, ...(patches[i] ?? {}) })) };
}

export const chest = (pearl: number, wood: number, gem: number, barrel: number): Chest => [
  pearl,
  wood,
  gem,
  barrel,
];
export const crew = (...strengths: number[]): Crew => {
  const out = [0, 0, 0, 0, 0, 0];
  for (const s of strengths) out[s - 1] = (out[s - 1] ?? 0) + 1;
  return out as unknown as Crew;
};

/** Dice in table order: yellow, blue (double barrels), blue (double wood), blue (double gems), red, black. */
export function faces(
  gold: number,
  blues: readonly [DieFace, DieFace, DieFace],
  red: 'attributes' | 'boats',
  strength: 1 | 2 | 3 | 4 | 5 | 6,
): DieFace[] {
  return [{ die: 'yellow', gold }, ...blues, { die: 'red', track: red }, { die: 'black', strength }];
}

export const blue = (resource: 'pearl' | 'wood' | 'gem' | 'barrel' | 'joker', count: 1 | 2 = 1): DieFace => ({
  die: 'blue',
  resource,
  count,
});

export interface Step {
  readonly state: CaptainsWarState;
  readonly events: ReadonlyArray<GameEvent<CaptainsWarEvent>>;
}

/** Applies actions in order and fails loudly on a refusal, returning the final state and all events. */
export function play(state: CaptainsWarState, ...moves: Array<[number, CaptainsWarAction]>): Step {
  let current = state;
  const events: GameEvent<CaptainsWarEvent>[] = [];
  for (const [seat, action] of moves) {
    const result = captainsWar.apply(current, seat, action);
    if (!result.ok)
      throw new Error(`seat ${seat} ${JSON.stringify(action)} refused: ${result.error.message}`);
    current = result.state as CaptainsWarState;
    events.push(...result.events);
  }
  return { state: current, events };
}

/** A PRNG state whose next draws satisfy `wanted` (searched deterministically over seeds). */
export function rngWhere(wanted: (dice: Dice) => boolean): RngState {
  for (let n = 0; n < 100000; n++) {
    const rng = rngFromSeed(`search-${n}`);
    if (wanted(new Dice(rng))) return rng;
  }
  throw new Error('no seed found');
}

export function eventsOf<T extends CaptainsWarEvent['type']>(
  events: ReadonlyArray<GameEvent<CaptainsWarEvent>>,
  type: T,
): Array<Extract<GameEvent<CaptainsWarEvent>, { type: T }>> {
  return events.filter((e): e is Extract<GameEvent<CaptainsWarEvent>, { type: T }> => e.type === type);
}
