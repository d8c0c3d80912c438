// The store's versioned migrations, the same for SQLite and PostgreSQL, applied at start by Kysely's Migrator.
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

/** In order; a name is never changed or removed once released, since databases record it. */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '2026-12-01-tables': {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('tables')
        .addColumn('game_id', 'text', (c) => c.primaryKey())
        .addColumn('room_id', 'text', (c) => c.notNull())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('create_options', 'text', (c) => c.notNull())
        .addColumn('game_options', 'text', (c) => c.notNull())
        .addColumn('seat_count', 'integer', (c) => c.notNull())
        .addColumn('private', 'integer', (c) => c.notNull())
        .addColumn('invite_code', 'text')
        .addColumn('seed', 'text', (c) => c.notNull())
        .addColumn('setup_hash', 'text', (c) => c.notNull())
        .addColumn('turn_seconds', 'integer', (c) => c.notNull())
        .addColumn('seats', 'text', (c) => c.notNull())
        .addColumn('seat_tokens', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('started_at', 'bigint')
        .addColumn('ended_at', 'bigint')
        .addColumn('deadline', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('touched_at', 'bigint', (c) => c.notNull())
        .addColumn('outcome', 'text')
        .execute();
      await db.schema.createIndex('tables_status').on('tables').column('status').execute();
      await db.schema
        .createTable('actions')
        .addColumn('game_id', 'text', (c) => c.notNull())
        .addColumn('idx', 'integer', (c) => c.notNull())
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('actions_pk', ['game_id', 'idx'])
        .execute();
    },
  },
  // The archive lists recent public games by their end: without this index it reads every table ever kept.
  '2026-12-02-archive-listing': {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createIndex('tables_finished')
        .on('tables')
        .columns(['status', 'private', 'ended_at'])
        .execute();
    },
  },
  // A table's audience: its broadcast links, the agreements to the whole truth, and the predictions locked so far.
  '2026-12-03-audience': {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('tables').addColumn('audience', 'text').execute();
    },
  },
};

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve({ ...MIGRATIONS }),
};

/** Where Kysely records the migrations it applied. */
export const MIGRATION_TABLE = 'flotilla_migration';
const MIGRATION_LOCK_TABLE = 'flotilla_migration_lock';

/**
 * Kysely's migrator for this store. On PostgreSQL it is told the schema in use: it otherwise looks for its tables
 * by name in every schema, and takes another schema's for its own.
 */
export async function migrator(db: Kysely<unknown>, kind: 'sqlite' | 'postgres'): Promise<Migrator> {
  let migrationTableSchema: string | undefined;
  if (kind === 'postgres') {
    const result = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = result.rows[0]?.schema;
  }
  return new Migrator({
    db,
    provider,
    migrationTableName: MIGRATION_TABLE,
    migrationLockTableName: MIGRATION_LOCK_TABLE,
    ...(migrationTableSchema === undefined ? {} : { migrationTableSchema }),
  });
}

/** The migrations a database has recorded that this server does not know: a newer server wrote it. */
export async function unknownMigrations(db: Kysely<unknown>): Promise<string[]> {
  let names: string[];
  try {
    const result = await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)}`.execute(db);
    names = result.rows.map((row) => row.name);
  } catch (error) {
    // No migration table yet (an empty database) — unless the database itself cannot be reached.
    await sql`select 1`.execute(db).catch(() => Promise.reject(error));
    return [];
  }
  return names.filter((name) => !(name in MIGRATIONS));
}

/** This server's migrations the database has not recorded: empty when it is at this server's version. */
export async function pendingMigrations(db: Kysely<unknown>): Promise<string[]> {
  const result = await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)}`.execute(db);
  const applied = new Set(result.rows.map((row) => row.name));
  return Object.keys(MIGRATIONS).filter((name) => !applied.has(name));
}

/**
 * Brings the database to this server's version. A database written by a newer version is refused, with what to
 * do, before anything is changed: an older server must not write tables whose shape it does not know.
 */
export async function migrateToLatest(
  db: Kysely<unknown>,
  kind: 'sqlite' | 'postgres',
  where: string,
): Promise<void> {
  const unknown = await unknownMigrations(db);
  if (unknown.length > 0) {
    throw new Error(
      `The store at ${where} was written by a newer version of Flotilla (unknown migration ${unknown.join(', ')}). ` +
        'Run that version, or point DATA_DIR / DATABASE_URL at another store.',
    );
  }
  const { error, results } = await (await migrator(db, kind)).migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'a migration';
    throw new Error(`The store at ${where} could not be migrated (${failed}): ${String(error)}`);
  }
}
