// Migrations on both dialects: from an empty database, from the previous version, and a newer one refused.
import { sql, type Kysely } from 'kysely';
import { DIALECTS, scratchStore, type ScratchStore } from '../testing/stores';
import { MIGRATIONS, MIGRATION_TABLE, migrator } from './migrations';
import { openDatabase, openStore } from './open';

const NAMES = Object.keys(MIGRATIONS);

async function applied(db: Kysely<unknown>): Promise<string[]> {
  const result = await sql<{
    name: string;
  }>`select name from ${sql.table(MIGRATION_TABLE)} order by name`.execute(db);
  return result.rows.map((row) => row.name);
}

describe.each(DIALECTS)('migrations on %s', (dialect) => {
  let scratch: ScratchStore;
  beforeEach(async () => {
    scratch = await scratchStore(dialect);
  });
  afterEach(() => scratch.remove());

  it('bring an empty database to the latest version, and a second start changes nothing', async () => {
    const store = await openStore(scratch.settings);
    await store.close();
    const again = await openStore(scratch.settings);
    await again.close();
    const { db } = openDatabase(scratch.settings);
    expect(await applied(db as Kysely<unknown>)).toEqual(NAMES);
    await db.destroy();
  });

  it('migrate a store of its own beside another one in the same database (another PostgreSQL schema)', async () => {
    const other = await scratchStore(dialect);
    try {
      await (await openStore(other.settings)).close();
      const store = await openStore(scratch.settings);
      await store.close();
      const { db } = openDatabase(scratch.settings);
      expect(await applied(db as Kysely<unknown>)).toEqual(NAMES);
      await db.destroy();
    } finally {
      await other.remove();
    }
  });

  it('bring a database of the previous version, with its tables, to the latest', async () => {
    const { db, kind } = openDatabase(scratch.settings);
    const previous = NAMES[NAMES.length - 2];
    if (previous === undefined) throw new Error('there is no previous version');
    const result = await (await migrator(db as Kysely<unknown>, kind)).migrateTo(previous);
    expect(result.error).toBeUndefined();
    await sql`insert into tables (game_id, room_id, game, create_options, game_options, seat_count, private,
      seed, setup_hash, turn_seconds, seats, seat_tokens, status, created_at, touched_at)
      values ('old', 'room-old', 'eollis', '{}', '{}', 3, 0, 's', 'h', 0, '[]', '[]', 'playing', 1, 1)`.execute(
      db,
    );
    expect(await applied(db as Kysely<unknown>)).toEqual(NAMES.slice(0, -1));
    await db.destroy();

    const store = await openStore(scratch.settings);
    expect((await store.unfinishedTables()).tables.map((t) => t.gameId)).toEqual(['old']);
    await store.close();
    const { db: after } = openDatabase(scratch.settings);
    expect(await applied(after as Kysely<unknown>)).toEqual(NAMES);
    await after.destroy();
  });

  it('refuse a database written by a newer version, and leave it as it was', async () => {
    await (await openStore(scratch.settings)).close();
    const { db } = openDatabase(scratch.settings);
    await sql`insert into ${sql.table(MIGRATION_TABLE)} (name, timestamp) values ('2099-01-01-future', '2099')`.execute(
      db,
    );
    await expect(openStore(scratch.settings)).rejects.toThrow(
      /written by a newer version of Flotilla \(unknown migration 2099-01-01-future\)/,
    );
    expect(await applied(db as Kysely<unknown>)).toEqual([...NAMES, '2099-01-01-future']);
    await db.destroy();
  });
});
