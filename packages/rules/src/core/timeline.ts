// A finished game's every step, on demand: the rules run again from the setup and the log, with a checkpoint
// every few steps so that a jump replays a few actions, never the whole game. What a replay page stands on
// (issue 26); a replay is the rules run again, not a second implementation of them.
import type { LoggedAction } from './replay';
import type { ActionShape, Game, GameEvent, RulesError, SetupInput } from './types';

/** Steps between kept states: a jump to any step applies at most this many actions. */
export const CHECKPOINT_EVERY = 32;

export interface TimelineStep<S> {
  readonly state: S;
  /** The events of the action that led here (none for step 0, the table as dealt). */
  readonly events: ReadonlyArray<GameEvent<{ readonly type: string }>>;
}

type AnyGame<S> = Game<S, ActionShape, { readonly type: string }, unknown, unknown>;

/**
 * Step 0 is the table as dealt; step k follows the k-th logged action, up to `length`. The whole log is checked
 * once, when the timeline is built: an action the rules refuse is reported with its index (a tampered proof).
 */
export class Timeline<S> {
  private readonly checkpoints: S[] = [];
  /** The step last asked for, kept: stepping forward one at a time applies one action each. */
  private last: { step: number; value: TimelineStep<S> } | null = null;

  private constructor(
    private readonly game: AnyGame<S>,
    private readonly log: ReadonlyArray<LoggedAction>,
    private readonly every: number,
  ) {}

  static build<S>(
    game: AnyGame<S>,
    setup: SetupInput,
    log: ReadonlyArray<LoggedAction>,
    every = CHECKPOINT_EVERY,
  ): { ok: true; timeline: Timeline<S> } | { ok: false; index: number; error: RulesError } {
    const timeline = new Timeline(game, log, Math.max(1, every));
    let state = game.setup(setup);
    timeline.checkpoints.push(state);
    for (let index = 0; index < log.length; index++) {
      const entry = log[index] as LoggedAction;
      const result = game.apply(state, entry.seat, entry.action);
      if (!result.ok) return { ok: false, index, error: result.error };
      state = result.state;
      if ((index + 1) % timeline.every === 0) timeline.checkpoints.push(state);
    }
    return { ok: true, timeline };
  }

  /** The last step: the game's end for a finished game. */
  get length(): number {
    return this.log.length;
  }

  /** The state at `step` (clamped to 0…length) and the events that led to it. */
  at(step: number): TimelineStep<S> {
    const target = Math.max(0, Math.min(this.length, Math.floor(step)));
    if (this.last !== null && this.last.step === target) return this.last.value;
    if (target === 0) return this.keep(0, { state: this.checkpoints[0] as S, events: [] });
    // From the last checkpoint before the target (at least one action is applied: its events are the step's),
    // or from the step last asked for when that is nearer.
    let from = Math.floor((target - 1) / this.every) * this.every;
    let state = this.checkpoints[from / this.every] as S;
    if (this.last !== null && this.last.step > from && this.last.step < target) {
      from = this.last.step;
      state = this.last.value.state;
    }
    let events: TimelineStep<S>['events'] = [];
    for (let index = from; index < target; index++) {
      const entry = this.log[index] as LoggedAction;
      const result = this.game.apply(state, entry.seat, entry.action);
      // Checked when the timeline was built: the same rules accept the same actions again.
      if (!result.ok) throw new Error(`step ${index + 1} no longer replays: ${result.error.message}`);
      state = result.state;
      events = result.events;
    }
    return this.keep(target, { state, events });
  }

  private keep(step: number, value: TimelineStep<S>): TimelineStep<S> {
    this.last = { step, value };
    return value;
  }
}
