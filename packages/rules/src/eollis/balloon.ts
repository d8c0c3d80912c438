// The 8-space balloon damage track and its three repair zones.
import { emit, update, type Ctx } from './state';
import type { EollisState } from './types';

/** Spaces on the track; the token starts before space 1 (position 0) and the ship is lost past space 8. */
export const balloonSpaces = 8;

/**
 * Die result needed by the Alti-Maître to repair, by the token's position. The rulebook gives zone 1 as
 * the first 3 spaces and leaves the split of the rest to us: zone 2 is spaces 4–6, zone 3 spaces 7–8.
 */
export function repairTarget(position: number): number {
  if (position <= 3) return 3;
  if (position <= 6) return 4;
  return 5;
}

export function isDestroyed(position: number): boolean {
  return position > balloonSpaces;
}

/** Moves the Balloon token by `spaces`; the caller sends the ship to its wreck when it `isDestroyed`. */
export function moveBalloon(s: EollisState, ctx: Ctx, spaces: number): EollisState {
  const balloon = s.balloon + spaces;
  if (spaces !== 0) emit(ctx, { type: 'balloonMoved', amount: spaces, total: balloon });
  return update(s, { balloon });
}
