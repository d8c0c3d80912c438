// Builds a Game from its parts, with the single validation path every action goes through.
import { isActionShape, sameAction } from './action';
import type {
  ActionShape,
  ApplyResult,
  Game,
  GameEvent,
  Outcome,
  RulesError,
  Seat,
  SetupInput,
  Viewer,
} from './types';

/** What a game provides; `applyLegal` is only ever called with an action that `legalActions` offered. */
export interface GameParts<S, A extends ActionShape, E extends { readonly type: string }, V, O> {
  readonly id: string;
  readonly title: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  readonly defaultOptions: O;
  parseOptions(raw: unknown): { ok: true; options: O } | { ok: false; error: string };
  setup(input: SetupInput): S;
  seatCount(state: S): number;
  legalActions(state: S, seat: Seat): ReadonlyArray<A>;
  applyLegal(state: S, seat: Seat, action: A): { state: S; events: ReadonlyArray<GameEvent<E>> };
  view(state: S, viewer: Viewer): V;
  /** Every hidden fact, in the view's shape (see `Game.truth`). */
  truth(state: S): V;
  awaiting(state: S): ReadonlyArray<Seat>;
  /** Optional: the seats the game waits for, when `awaiting` also lists seats that merely may act. */
  waitingFor?(state: S): ReadonlyArray<Seat>;
  outcome(state: S): Outcome | null;
  /** Optional: how close the race is on public facts (see `Game.race`); null by default. */
  race?(state: S): number | null;
  /**
   * Optional: the neutral action on a turn timeout; by default (or when it returns null) the seat's first legal
   * action for a seat the game waits for, nothing for a seat that merely may act.
   */
  timeoutAction?(state: S, seat: Seat): A | null;
}

function refuse(code: RulesError['code'], message: string): { ok: false; error: RulesError } {
  return { ok: false, error: { code, message } };
}

/**
 * Validates in a fixed order — well-formed action, known seat, game not over, seat awaited, action offered —
 * and only then applies it. Never throws: a bug inside a game becomes an `internal-error` refusal.
 */
export function defineGame<S, A extends ActionShape, E extends { readonly type: string }, V, O>(
  parts: GameParts<S, A, E, V, O>,
): Game<S, A, E, V, O> {
  function apply(state: S, seat: Seat, action: unknown): ApplyResult<S, E> {
    if (!isActionShape(action))
      return refuse('malformed-action', 'An action is an object with a string "type".');
    if (!Number.isInteger(seat) || seat < 0 || seat >= parts.seatCount(state)) {
      return refuse('unknown-seat', 'No such seat at this table.');
    }
    try {
      if (parts.outcome(state) !== null) return refuse('game-over', 'The game is over.');
      if (!parts.awaiting(state).includes(seat))
        return refuse('not-your-turn', 'Nothing is expected from you now.');
      const offered = parts.legalActions(state, seat).find((legal) => sameAction(legal, action));
      if (offered === undefined) {
        return refuse(
          'illegal-action',
          `"${action.type}" with these details is not one of your legal actions now.`,
        );
      }
      const next = parts.applyLegal(state, seat, offered);
      return { ok: true, state: next.state, events: next.events };
    } catch {
      return refuse('internal-error', 'The rules could not apply this action; nothing changed.');
    }
  }

  return {
    id: parts.id,
    title: parts.title,
    minSeats: parts.minSeats,
    maxSeats: parts.maxSeats,
    defaultOptions: parts.defaultOptions,
    parseOptions: parts.parseOptions,
    setup: parts.setup,
    legalActions: (state, seat) =>
      Number.isInteger(seat) && seat >= 0 && seat < parts.seatCount(state)
        ? parts.legalActions(state, seat)
        : [],
    apply,
    view: parts.view,
    truth: parts.truth,
    awaiting: parts.awaiting,
    waitingFor: parts.waitingFor ?? parts.awaiting,
    outcome: parts.outcome,
    race: (state) => {
      try {
        return parts.race?.(state) ?? null;
      } catch {
        return null;
      }
    },
    timeoutAction: (state, seat) => {
      const legal = parts.legalActions(state, seat);
      if (legal.length === 0) return null;
      const chosen = parts.timeoutAction?.(state, seat) ?? null;
      if (chosen !== null) return chosen;
      // A seat that merely may act (not waited for) has no turn to run out of: nothing is played for it.
      const waited = (parts.waitingFor ?? parts.awaiting)(state).includes(seat);
      return waited ? (legal[0] ?? null) : null;
    },
  };
}
