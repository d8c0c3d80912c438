// The store on both dialects: tables kept as they are played, read back whole, archived at the end.
import { sql } from 'kysely';
import { DIALECTS, scratchStore, type ScratchStore } from '../testing/stores';
import { openDatabase, openStore } from './open';
import type { NewTable, TableStore } from './types';

function newTable(gameId: string, extra: Partial<NewTable> = {}): NewTable {
  return {
    gameId,
    roomId: `room-${gameId}`,
    game: 'captains-war',
    createOptions: { game: 'captains-war', players: 2 },
    gameOptions: {},
    seatCount: 2,
    privateTable: false,
    inviteCode: null,
    seed: `seed-${gameId}`,
    setupHash: `hash-${gameId}`,
    turnSeconds: 0,
    seats: [
      { occupant: 'human', name: 'Anne', colour: 'red', host: true, ready: false },
      { occupant: 'open', name: '', colour: '', host: false, ready: false },
    ],
    seatTokens: ['token-a', null],
    createdAt: 1_000,
    ...extra,
  };
}

describe.each(DIALECTS)('the %s store', (dialect) => {
  let scratch: ScratchStore;
  let store: TableStore;

  beforeEach(async () => {
    scratch = await scratchStore(dialect);
    store = await openStore(scratch.settings);
  });
  afterEach(async () => {
    await store.close();
    await scratch.remove();
  });

  it('keeps a table from creation through its log, seats and clock, and reads it back whole', async () => {
    await store.createTable(newTable('g1', { inviteCode: 'ACDEFGH', privateTable: true }));
    const seating = {
      seats: [
        { occupant: 'human' as const, name: 'Anne', colour: 'red', host: true, ready: true },
        { occupant: 'bot' as const, name: 'Bot 2', colour: 'blue', host: false, ready: true },
      ],
      seatTokens: ['token-a', 'token-b'],
    };
    await store.recordStart('g1', seating, 2_000);
    await store.appendActions('g1', 0, [{ seat: 0, action: { type: 'roll' } }]);
    await store.appendActions('g1', 1, [
      { seat: 1, action: { type: 'pick', card: 3 } },
      { seat: 0, action: { type: 'pass' } },
    ]);
    await store.recordDeadline('g1', 99_000);
    const { tables, unreadable } = await store.unfinishedTables();
    expect(unreadable).toEqual([]);
    expect(tables).toHaveLength(1);
    expect(tables[0]).toMatchObject({
      gameId: 'g1',
      roomId: 'room-g1',
      status: 'playing',
      privateTable: true,
      inviteCode: 'ACDEFGH',
      seed: 'seed-g1',
      startedAt: 2_000,
      deadline: 99_000,
      seats: seating.seats,
      seatTokens: seating.seatTokens,
      log: [
        { seat: 0, action: { type: 'roll' } },
        { seat: 1, action: { type: 'pick', card: 3 } },
        { seat: 0, action: { type: 'pass' } },
      ],
    });
  });

  it('keeps a table’s audience (its latest write) and reads it back; none until one is written', async () => {
    await store.createTable(newTable('aud'));
    expect((await store.unfinishedTables()).tables[0]?.audience).toBeNull();
    const audience = {
      links: [{ token: 'tok', lens: 'seat', seat: 1, delaySeconds: 30, fromEnd: false, createdBy: 1 }],
      agreed: [1],
      predictions: {
        open: true,
        rounds: 2,
        voters: [['v', { name: 'Vera', winner: 0, factions: {}, mutinies: {} }]],
      },
    };
    await store.recordAudience('aud', { ...audience, agreed: [] });
    await store.recordAudience('aud', audience);
    expect((await store.unfinishedTables()).tables[0]?.audience).toEqual(audience);
  });

  it('refuses to write an action twice at one position, and keeps the first', async () => {
    await store.createTable(newTable('g1'));
    await store.appendActions('g1', 0, [{ seat: 0, action: { type: 'roll' } }]);
    const again = await store.appendActions('g1', 0, [{ seat: 1, action: { type: 'x' } }]).then(
      () => 'written',
      (error: unknown) => error,
    );
    expect(again).not.toBe('written');
    const { tables } = await store.unfinishedTables();
    expect(tables[0]?.log).toEqual([{ seat: 0, action: { type: 'roll' } }]);
  });

  it('refuses a write for a table it does not have', async () => {
    await expect(store.recordDeadline('nobody', 1)).rejects.toThrow('no table nobody');
  });

  it('archives a finished game: served by id, listed when public, most recent first', async () => {
    await store.createTable(newTable('pub1'));
    await store.createTable(newTable('pub2'));
    await store.createTable(newTable('secret', { privateTable: true }));
    await store.createTable(newTable('running'));
    for (const id of ['pub1', 'pub2', 'secret', 'running']) {
      await store.appendActions(id, 0, [{ seat: 0, action: { type: 'roll' } }]);
    }
    await store.finishTable('pub1', { winner: 0 }, 10_000);
    await store.finishTable('pub2', { winner: 1 }, 20_000);
    await store.finishTable('secret', { winner: 0 }, 30_000);
    expect(await store.finishedGame('running')).toBeNull();
    expect(await store.finishedGame('unknown')).toBeNull();
    expect(await store.finishedGame('secret')).toMatchObject({ gameId: 'secret', privateTable: true });
    const game = await store.finishedGame('pub1');
    expect(game).toMatchObject({
      gameId: 'pub1',
      seed: 'seed-pub1',
      setupHash: 'hash-pub1',
      outcome: { winner: 0 },
      endedAt: 10_000,
      log: [{ seat: 0, action: { type: 'roll' } }],
      seats: [
        { name: 'Anne', colour: 'red', bot: false },
        { name: '', colour: '', bot: false },
      ],
    });
    const listed = await store.listFinished({ limit: 10 });
    expect(listed.map((g) => g.gameId)).toEqual(['pub2', 'pub1']);
    expect(listed[0]).not.toHaveProperty('seed');
    expect((await store.listFinished({ limit: 10, before: 20_000 })).map((g) => g.gameId)).toEqual(['pub1']);
    expect((await store.listFinished({ limit: 1 })).map((g) => g.gameId)).toEqual(['pub2']);
    expect((await store.unfinishedTables()).tables.map((t) => t.gameId)).toEqual(['running']);
  });

  it('never restores an abandoned table', async () => {
    await store.createTable(newTable('gone'));
    await store.abandonTable('gone', 5_000);
    expect((await store.unfinishedTables()).tables).toEqual([]);
    expect(await store.finishedGame('gone')).toBeNull();
  });

  it('reports a row it cannot read, keeps it, and still reads the others', async () => {
    await store.createTable(newTable('good'));
    await store.createTable(newTable('bad'));
    const { db } = openDatabase(scratch.settings);
    await sql`update tables set seats = 'not json' where game_id = 'bad'`.execute(db);
    await db.destroy();
    const { tables, unreadable } = await store.unfinishedTables();
    expect(tables.map((t) => t.gameId)).toEqual(['good']);
    expect(unreadable).toMatchObject([{ gameId: 'bad', roomId: 'room-bad' }]);
    expect((await store.unfinishedTables()).unreadable).toHaveLength(1);
  });
});
