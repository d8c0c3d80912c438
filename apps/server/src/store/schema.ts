// The store's tables as Kysely sees them; JSON travels as text, booleans as 0/1, times as epoch ms.
import type { ColumnType, Generated } from 'kysely';

/** A bigint column: pg reads it back as a string, SQLite as a number; both are written as numbers. */
type EpochMs = ColumnType<number | string, number, number>;

export interface TablesTable {
  game_id: string;
  room_id: string;
  game: string;
  create_options: string;
  game_options: string;
  seat_count: number;
  private: number;
  invite_code: string | null;
  seed: string;
  setup_hash: string;
  turn_seconds: number;
  seats: string;
  seat_tokens: string;
  status: string;
  created_at: EpochMs;
  started_at: ColumnType<number | string | null, number | null, number | null>;
  ended_at: ColumnType<number | string | null, number | null, number | null>;
  deadline: EpochMs;
  touched_at: EpochMs;
  outcome: string | null;
  /** JSON of the table's `KeptAudience`; null until it has one. */
  audience: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ActionsTable {
  game_id: string;
  idx: number;
  seat: number;
  action: string;
}

export interface StoreDatabase {
  tables: TablesTable;
  actions: ActionsTable;
}

/** Kysely's own bookkeeping table, read to refuse a database written by a newer server. */
export interface MigrationRow {
  name: string;
  timestamp: Generated<string>;
}
