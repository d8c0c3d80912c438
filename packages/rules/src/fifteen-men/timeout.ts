// The neutral action for a seat whose timer ran out: decline what may be declined, else the cheapest public choice.
import type { Seat } from '../core/types';
import { promptOptions } from './legal';
import { corruptionOptions } from './offers';
import type { FifteenMenAction, FifteenMenState } from './types';

/** Never depends on what the seat alone knows: looks are skipped, and its reveals and Parrot are not used. */
export function timeoutAction(state: FifteenMenState, seat: Seat): FifteenMenAction | null {
  if (state.phase === 'over') return null;
  const prompt = state.prompt;
  if (prompt !== null) {
    if (prompt.seat !== seat) return null;
    if (prompt.kind === 'peek-adjacent' || prompt.kind === 'opening-peek') return { type: 'skipPeek' };
    if (prompt.kind === 'rescue') return { type: 'letDie' };
    if (prompt.kind === 'morgan') return { type: 'holdFire' };
    return promptOptions(state, prompt)[0] ?? null;
  }
  if (state.turn.seat !== seat) return null;
  if (state.phase === 'showdown' || state.turn.acted) return { type: 'endTurn' };
  const options = corruptionOptions(state, seat);
  const value = (a: FifteenMenAction) => ('value' in a ? a.value : Infinity);
  return options.reduce<FifteenMenAction | null>(
    (best, a) => (best === null || value(a) < value(best) ? a : best),
    null,
  );
}
