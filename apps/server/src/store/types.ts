// What the server keeps of a table, and the one interface through which it is kept (`docs/store.md`).
import type { LoggedAction } from '@flotilla/rules';

export type TableStatus = 'waiting' | 'playing' | 'over' | 'abandoned';

/** A seat as it is kept: who sits there, not what they hold (that is in the log). */
export interface KeptSeat {
  readonly occupant: 'open' | 'human' | 'bot';
  readonly name: string;
  readonly colour: string;
  readonly host: boolean;
  readonly ready: boolean;
}

/** Who sits where, with each seat's secret token (null once void). */
export interface KeptSeating {
  readonly seats: ReadonlyArray<KeptSeat>;
  readonly seatTokens: ReadonlyArray<string | null>;
}

/** A table as it is created: everything but its seating and its log. */
export interface NewTable extends KeptSeating {
  /** The archive's id: random and unguessable, served only once the game is over. */
  readonly gameId: string;
  readonly roomId: string;
  readonly game: string;
  /** The `CreateTableOptions` the table was opened with, to open it again on a restore. */
  readonly createOptions: unknown;
  /** The game's own options, normalised by its `parseOptions`. */
  readonly gameOptions: unknown;
  readonly seatCount: number;
  readonly privateTable: boolean;
  readonly inviteCode: string | null;
  /** Secret until the end: never served by any route of an unfinished table. */
  readonly seed: string;
  readonly setupHash: string;
  readonly turnSeconds: number;
  readonly createdAt: number;
}

/** An unfinished table as it was last kept, with its whole log in order. */
export interface KeptTable extends NewTable {
  readonly status: 'waiting' | 'playing';
  readonly startedAt: number | null;
  /** Epoch ms of the running turn clock, 0 with none. */
  readonly deadline: number;
  /** Epoch ms of the last write for this table: the clock ran at least until then. */
  readonly touchedAt: number;
  readonly log: ReadonlyArray<LoggedAction>;
  /** What the table's audience had (its broadcast links, agreements, predictions), as `recordAudience` kept it. */
  readonly audience: unknown;
}

/** An unfinished table row that could not be read: logged, kept, and skipped. */
export interface UnreadableTable {
  readonly gameId: string;
  readonly roomId: string;
  readonly problem: string;
}

/** A finished game as the archive serves it: public facts, the seed and the log. */
export interface FinishedGame {
  readonly gameId: string;
  readonly game: string;
  readonly seatCount: number;
  readonly gameOptions: unknown;
  readonly privateTable: boolean;
  readonly seats: ReadonlyArray<{ readonly name: string; readonly colour: string; readonly bot: boolean }>;
  readonly setupHash: string;
  readonly seed: string;
  readonly log: ReadonlyArray<LoggedAction>;
  readonly outcome: unknown;
  readonly startedAt: number | null;
  readonly endedAt: number;
}

/** A line of the list of recent public games. */
export type FinishedSummary = Omit<FinishedGame, 'seed' | 'log' | 'setupHash'>;

/** The store: every write either resolves once it is durable or rejects, and nothing is half written. */
export interface TableStore {
  readonly kind: 'sqlite' | 'postgres' | 'none';
  createTable(table: NewTable): Promise<void>;
  /** Appends `actions` at positions `from`, `from + 1`…; a position already written is refused. */
  appendActions(gameId: string, from: number, actions: ReadonlyArray<LoggedAction>): Promise<void>;
  recordSeating(gameId: string, seating: KeptSeating): Promise<void>;
  recordStart(gameId: string, seating: KeptSeating, startedAt: number): Promise<void>;
  recordDeadline(gameId: string, deadline: number): Promise<void>;
  /** The table's audience as it stands (plain JSON data; the latest write wins). */
  recordAudience(gameId: string, audience: unknown): Promise<void>;
  /** Marks the table's clock as stopped now (a graceful shutdown): its time left is kept. */
  touch(gameId: string, at: number): Promise<void>;
  finishTable(gameId: string, outcome: unknown, endedAt: number): Promise<void>;
  /** A table everyone left before its end: kept, never restored. */
  abandonTable(gameId: string, at: number): Promise<void>;
  /** Every unfinished table with its log, or only those of `gameIds`. */
  unfinishedTables(
    gameIds?: ReadonlyArray<string>,
  ): Promise<{ tables: KeptTable[]; unreadable: UnreadableTable[] }>;
  /** The unfinished tables' ids alone, without their logs: what a cluster looks over every few seconds. */
  unfinishedRooms(): Promise<Array<{ readonly gameId: string; readonly roomId: string }>>;
  finishedGame(gameId: string): Promise<FinishedGame | null>;
  /** Public finished games, most recent first, ended strictly before `before` (epoch ms) when given. */
  listFinished(query: { limit: number; before?: number }): Promise<FinishedSummary[]>;
  /** Null when the store answers and is at this server's version; else why not, in a sentence. */
  unready(): Promise<string | null>;
  close(): Promise<void>;
}
