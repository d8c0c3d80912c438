// Opens the store the settings name: PostgreSQL for a postgres:// DATABASE_URL, else a SQLite file in DATA_DIR.
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Pool } from 'pg';
import { databaseErrors } from '../metrics';
import { KyselyStore } from './kysely-store';
import { migrateToLatest } from './migrations';
import { preparedOnce } from './prepared';
import type { StoreDatabase } from './schema';
import type { TableStore } from './types';

export interface StoreSettings {
  /** `postgres://…` (or `postgresql://…`) for PostgreSQL; anything else is ignored. */
  readonly databaseUrl: string | null;
  /** The SQLite file's folder, created if missing; `:memory:` keeps an in-memory database (tests). */
  readonly dataDir: string;
}

export const SQLITE_FILE = 'flotilla.db';

export function isPostgresUrl(url: string | null): url is string {
  return url !== null && /^postgres(ql)?:\/\//.test(url);
}

/** The Kysely handle of the store the settings name, without migrating it. */
export function openDatabase(settings: StoreSettings): {
  kind: 'sqlite' | 'postgres';
  db: Kysely<StoreDatabase>;
  where: string;
} {
  if (isPostgresUrl(settings.databaseUrl)) {
    // A connection that drops (the database restarted) is replaced by the pool; an idle error must not crash us.
    const pool = new Pool({ connectionString: settings.databaseUrl, max: 4, connectionTimeoutMillis: 5000 });
    pool.on('error', () => databaseErrors.inc({ database: 'postgresql' }));
    const where = new URL(settings.databaseUrl).host;
    return { kind: 'postgres', db: new Kysely({ dialect: new PostgresDialect({ pool }) }), where };
  }
  let file = ':memory:';
  if (settings.dataDir !== ':memory:') {
    mkdirSync(settings.dataDir, { recursive: true });
    file = path.join(settings.dataDir, SQLITE_FILE);
  }
  const sqlite = new Database(file);
  // WAL: readers never block the writer; NORMAL sync is durable against a crash of the process (not of the
  // machine's power), at a fraction of FULL's cost per action.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  return {
    kind: 'sqlite',
    db: new Kysely({ dialect: new SqliteDialect({ database: preparedOnce(sqlite) }) }),
    where: file,
  };
}

/** Opens and migrates the store; rejects, with what to do, if it cannot be used. */
export async function openStore(settings: StoreSettings): Promise<TableStore> {
  const { kind, db, where } = openDatabase(settings);
  try {
    await migrateToLatest(db as Kysely<unknown>, kind, where);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return new KyselyStore(kind, db);
}
