// A short-lived builder for one `apply`: copies what it changes, collects events, opens the PRNG lazily.
import type { Draft } from '../core/draft';
import { emit } from '../core/events';
import { Dice } from '../core/random';
import type { Audience, GameEvent } from '../core/types';
import type { Captain, CaptainsWarEvent, CaptainsWarState } from './types';

export class Table {
  readonly events: GameEvent<CaptainsWarEvent>[] = [];
  readonly s: Draft<Omit<CaptainsWarState, 'captains'>>;
  private readonly captains: Captain[];
  private dice: Dice | null = null;

  constructor(state: CaptainsWarState) {
    // Field by field rather than `{ captains, ...rest }`: object rest is slow, and this runs once per apply.
    this.s = {
      game: state.game,
      mode: state.mode,
      seats: state.seats,
      options: state.options,
      rng: state.rng,
      turn: state.turn,
      active: state.active,
      phase: state.phase,
      dice: state.dice,
      setAside: state.setAside,
      boarding: state.boarding,
      firstCommandBonusTaken: state.firstCommandBonusTaken,
      endReason: state.endReason,
      legend: state.legend,
      result: state.result,
    };
    this.captains = state.captains.slice();
  }

  get count(): number {
    return this.captains.length;
  }

  captain(index: number): Captain {
    const captain = this.captains[index];
    if (captain === undefined) throw new RangeError(`no captain ${index}`);
    return captain;
  }

  update(index: number, patch: Partial<Captain>): Captain {
    const next = { ...this.captain(index), ...patch };
    this.captains[index] = next;
    return next;
  }

  all(): ReadonlyArray<Captain> {
    return this.captains;
  }

  /** The core's `emit`: `event` must be a fresh object literal. */
  emit(event: CaptainsWarEvent, to: Audience = 'all'): void {
    emit(this.events, event, to);
  }

  random(): Dice {
    if (this.dice === null) this.dice = new Dice(this.s.rng);
    return this.dice;
  }

  finish(): { state: CaptainsWarState; events: ReadonlyArray<GameEvent<CaptainsWarEvent>> } {
    if (this.dice !== null) this.s.rng = this.dice.state();
    const s = this.s;
    // The same fields in the same order as `{ ...this.s, captains }`, built without a spread.
    const state: CaptainsWarState = {
      game: s.game,
      mode: s.mode,
      seats: s.seats,
      options: s.options,
      rng: s.rng,
      turn: s.turn,
      active: s.active,
      phase: s.phase,
      dice: s.dice,
      setAside: s.setAside,
      boarding: s.boarding,
      firstCommandBonusTaken: s.firstCommandBonusTaken,
      endReason: s.endReason,
      legend: s.legend,
      result: s.result,
      captains: this.captains,
    };
    return { state, events: this.events };
  }
}
