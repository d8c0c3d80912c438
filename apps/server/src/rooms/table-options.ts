// A new table's options read into plain data: the game, its options, whether a public table plays the standard way,
// and the clock it plays by. No Colyseus here: the room throws the refusal this returns.
import { CreateTableOptions, wireSafe, type JoinRefusal, type TableState } from '@flotilla/protocol';
import { findGame, type AnyGame } from '@flotilla/rules';
import { issuePath } from '../refusals';
import { addSeats } from './seats';

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

/** A new table's options, checked: what the room sets up. */
export interface TableSetup {
  readonly options: CreateTableOptions;
  readonly game: AnyGame;
  /** The game's own options as its rules read them. */
  readonly gameOptions: unknown;
  readonly clock: TableClock;
}

/** Why a table is not opened: the refusal the creator is told, and what the server's log says of it. */
export interface OptionsRefused {
  readonly refusal: JoinRefusal;
  readonly log?: { readonly message: string; readonly detail: Readonly<Record<string, unknown>> };
}

/** Reads a new table's options (a client's, or a kept table's): its setup, or why it is refused. */
export function readTableOptions(
  raw: unknown,
  publicClock: TableClock,
): { ok: true; setup: TableSetup } | { ok: false; refused: OptionsRefused } {
  const parsed = CreateTableOptions.safeParse(raw);
  if (!parsed.success) {
    const detail = { path: issuePath(parsed.error.issues[0]?.path) };
    return {
      ok: false,
      refused: { refusal: 'bad-options', log: { message: 'table options refused', detail } },
    };
  }
  const options = parsed.data;
  const game = findGame(options.game);
  if (game === undefined) return { ok: false, refused: { refusal: 'unknown-game' } };
  // A game seats `minSeats` to `maxSeats` players (the catalogue says which).
  if (options.players < game.minSeats || options.players > game.maxSeats)
    return { ok: false, refused: { refusal: 'bad-seat-count' } };
  // Options are for private tables, whose players chose them.
  if (!options.private && !standardOptions(options, publicClock))
    return { ok: false, refused: { refusal: 'public-standard' } };
  const gameOptions = game.parseOptions(options.options);
  if (!gameOptions.ok) {
    const detail = { game: game.id, problem: gameOptions.error };
    return {
      ok: false,
      refused: { refusal: 'bad-options', log: { message: 'game options refused', detail } },
    };
  }
  return {
    ok: true,
    setup: { options, game, gameOptions: gameOptions.options, clock: tableClock(options, publicClock) },
  };
}

/** Writes a new table's setup into its synced state: the game, its options, the clock, its open seats. */
export function setUpTable(state: TableState, { options, game, gameOptions, clock }: TableSetup): void {
  state.game = game.id;
  state.seatCount = options.players;
  state.options = wireSafe(JSON.stringify(gameOptions));
  state.privateTable = options.private;
  state.botsFill = options.botsFill;
  state.turnSeconds = clock.turnSeconds;
  state.bankSeconds = clock.bankSeconds;
  state.spectatorsAllowed = options.spectators;
  addSeats(state, options.players);
}
