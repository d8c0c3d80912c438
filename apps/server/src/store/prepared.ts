// better-sqlite3 behind Kysely, with each statement prepared once: Kysely prepares every query it runs afresh,
// and preparing cost about as much server CPU as running (profile of `bench:server --store sqlite`).
import type Database from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct SQL texts kept prepared: the store runs a few dozen shapes; a multi-row insert makes more. */
export const PREPARED_LIMIT = 256;

/**
 * The database as Kysely's SQLite dialect sees it, with a cache of prepared statements by SQL text (least
 * recently used dropped first). Safe because the dialect runs one query at a time on its one connection, and a
 * statement keeps no state between runs.
 */
export function preparedOnce(sqlite: Database.Database, limit = PREPARED_LIMIT): SqliteDatabase {
  const prepared = new Map<string, SqliteStatement>();
  return {
    close: () => {
      prepared.clear();
      sqlite.close();
    },
    prepare: (sql) => {
      const cached = prepared.get(sql);
      if (cached !== undefined) {
        // Most recently used last: Map keeps insertion order.
        prepared.delete(sql);
        prepared.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      prepared.set(sql, statement);
      if (prepared.size > limit) prepared.delete(prepared.keys().next().value as string);
      return statement;
    },
  };
}
