// Test support: Captains' War worlds a viewer cannot tell apart (another side's unlocked boarding draft).
import type { Dice } from '../core/random';
import type { Viewer } from '../core/types';
import type { Boarding, CaptainsWarState } from './types';

/** Whether both drafts of the battle are still secret in this state. */
function draftsSecret(state: CaptainsWarState): boolean {
  const b = state.boarding;
  return b !== null && b.winner === null && !(b.locked[0] && b.locked[1]);
}

/**
 * The only secret of the game is a boarding draft: for a side the viewer is not, still unlocked and still secret
 * after the step, the world where that side had picked one Strength fewer.
 */
export function hiddenVariants(
  before: CaptainsWarState,
  after: CaptainsWarState,
  viewer: Viewer,
  dice: Dice,
): CaptainsWarState[] {
  const b = before.boarding;
  if (b === null || !draftsSecret(before) || !draftsSecret(after)) return [];
  const sides = ([0, 1] as const).filter(
    (side) =>
      (side === 0 ? b.attacker : b.defender) !== viewer && !b.locked[side] && b.drafts[side].length > 0,
  );
  const side = sides[dice.int(0, Math.max(0, sides.length - 1))];
  if (side === undefined) return [];
  const fewer = b.drafts[side].slice(0, -1);
  const drafts: Boarding['drafts'] = side === 0 ? [fewer, b.drafts[1]] : [b.drafts[0], fewer];
  return [{ ...before, boarding: { ...b, drafts } }];
}
