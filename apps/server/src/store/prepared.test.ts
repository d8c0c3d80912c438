// The SQLite store prepares each SQL text once, and keeps a bounded number of them.
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { preparedOnce } from './prepared';

describe('statements prepared once', () => {
  it('gives Kysely the same statement for the same SQL, and runs it with each call’s parameters', async () => {
    const sqlite = new Database(':memory:');
    const prepare = jest.spyOn(sqlite, 'prepare');
    const db = new Kysely<{ t: { n: number } }>({
      dialect: new SqliteDialect({ database: preparedOnce(sqlite) }),
    });
    await sql`create table t (n integer)`.execute(db);
    for (let n = 0; n < 5; n++) await db.insertInto('t').values({ n }).execute();
    const rows = await db.selectFrom('t').select('n').where('n', '>=', 3).execute();
    expect(rows).toEqual([{ n: 3 }, { n: 4 }]);
    // create, one insert, one select, and the dialect's own connection setup at most.
    expect(prepare.mock.calls.filter(([text]) => /insert/i.test(text))).toHaveLength(1);
    await db.destroy();
  });

  it('drops the least recently used statement beyond its limit', () => {
    const sqlite = new Database(':memory:');
    const db = preparedOnce(sqlite, 2);
    const a = db.prepare('select 1');
    const b = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(a);
    db.prepare('select 3');
    // `select 2` was the least recently used: it is prepared afresh, which in turn drops `select 1`.
    expect(db.prepare('select 2')).not.toBe(b);
    expect(db.prepare('select 1')).not.toBe(a);
    db.close();
  });
});
