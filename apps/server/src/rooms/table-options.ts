// What a new table's options mean for it: whether a public table plays the standard way, and the clock it plays by.
import type { CreateTableOptions } from '@flotilla/protocol';

export interface TableClock {
  /** Seconds per decision; 0 for no clock. */
  readonly turnSeconds: number;
  /** Seconds of bank per seat for the whole game. */
  readonly bankSeconds: number;
}

/**
 * True for the options quick play gives every public table: no variant, no bots, an audience, and the public clock
 * (left out, or asked for by its figure). Quick play matches tables by game and player count only: a stranger must
 * not land at a table with a longer timer, none at all, a variant or no audience.
 */
export function standardOptions(options: CreateTableOptions, publicClock: TableClock): boolean {
  return (
    Object.keys(options.options).length === 0 &&
    (options.turnSeconds === undefined || options.turnSeconds === publicClock.turnSeconds) &&
    !options.botsFill &&
    options.spectators
  );
}

/**
 * A public table plays by the public clock: one idle stranger must not stop it for good. A private table plays by
 * the time its host chose (none unless asked), without a bank: its players set it up among themselves.
 */
export function tableClock(options: CreateTableOptions, publicClock: TableClock): TableClock {
  return options.private ? { turnSeconds: options.turnSeconds ?? 0, bankSeconds: 0 } : publicClock;
}
