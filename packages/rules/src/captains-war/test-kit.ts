// Captains' War's test kit: tables at a chosen moment, forced dice, and actions that must be accepted.
import type { Dice, RngState } from '../core/random';
import type { GameEvent, Seat } from '../core/types';
import { playAllOffered, playOffered, rngWhere as searchRng, type Played as KitPlayed } from '../testing/kit';
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

export type Played = KitPlayed<CaptainsWarState, CaptainsWarEvent>;

/** Plays an action that must be accepted; a refusal fails the test. */
export function play(state: CaptainsWarState, seat: Seat, action: CaptainsWarAction): Played {
  return playOffered(captainsWar, state, seat, action);
}

/** Plays several actions in a row for the seats given. */
export function playAll(
  state: CaptainsWarState,
  moves: ReadonlyArray<readonly [Seat, CaptainsWarAction]>,
): Played {
  return playAllOffered(captainsWar, state, moves);
}

/** A PRNG state whose next draws satisfy `wanted` (searched deterministically over seeds). */
export function rngWhere(wanted: (dice: Dice) => boolean): RngState {
  return searchRng(wanted, 'search', 100000);
}

export function eventsOf<T extends CaptainsWarEvent['type']>(
  events: ReadonlyArray<GameEvent<CaptainsWarEvent>>,
  type: T,
): Array<Extract<GameEvent<CaptainsWarEvent>, { type: T }>> {
  return events.filter((e): e is Extract<GameEvent<CaptainsWarEvent>, { type: T }> => e.type === type);
}
