// A short-lived builder for one `apply`: copies what it changes, collects events, opens the PRNG lazily.
import { Dice } from '../core/random';
import type { Audience, GameEvent } from '../core/types';
import type { Captain, CaptainsWarEvent, CaptainsWarState } from './types';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export class Table {
  readonly events: GameEvent<CaptainsWarEvent>[] = [];
  readonly s: Mutable<Omit<CaptainsWarState, 'captains'>>;
  private readonly captains: Captain[];
  private dice: Dice | null = null;

  constructor(state: CaptainsWarState) {
    const { captains, ...rest } = state;
    this.s = { ...rest };
    this.captains = captains.slice();
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

  emit(event: CaptainsWarEvent, to: Audience = 'all'): void {
    this.events.push({ ...event, to });
  }

  random(): Dice {
    if (this.dice === null) this.dice = new Dice(this.s.rng);
    return this.dice;
  }

  finish(): { state: CaptainsWarState; events: ReadonlyArray<GameEvent<CaptainsWarEvent>> } {
    if (this.dice !== null) this.s.rng = this.dice.state();
    return { state: { ...this.s, captains: this.captains }, events: this.events };
  }
}
