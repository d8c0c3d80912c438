// Replays a game from its setup and action log, as a verifier or a test does.
import type { ActionShape, Game, RulesError, Seat, SetupInput } from './types';

export interface LoggedAction {
  readonly seat: Seat;
  readonly action: ActionShape;
}

export type ReplayResult<S> =
  | { readonly ok: true; readonly state: S }
  | { readonly ok: false; readonly index: number; readonly error: RulesError };

export function replay<S>(
  game: Game<S, ActionShape, { readonly type: string }, unknown, unknown>,
  setup: SetupInput,
  log: ReadonlyArray<LoggedAction>,
): ReplayResult<S> {
  let state = game.setup(setup);
  for (let index = 0; index < log.length; index++) {
    const entry = log[index] as LoggedAction;
    const result = game.apply(state, entry.seat, entry.action);
    if (!result.ok) return { ok: false, index, error: result.error };
    state = result.state;
  }
  return { ok: true, state };
}
