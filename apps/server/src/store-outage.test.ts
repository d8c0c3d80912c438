// A store that cannot write: actions are refused with `storage-unavailable`, nothing changes, and the table
// resumes by itself once the store is back; the archive holds the whole game. On both stores.
import { boot, type ColyseusTestServer } from '@colyseus/testing';
import { findGame, replay } from '@flotilla/rules';
import { sql, type Kysely } from 'kysely';
import { appConfig } from './app';
import { readConfig, settings } from './config';
import { tableStore } from './store/current';
import { openDatabase } from './store/open';
import type { StoreDatabase } from './store/schema';
import { tableOf, until, watch, type Watched } from './testing/clients';
import { DIALECTS, scratchStore, type ScratchStore } from './testing/stores';

const PORT = { sqlite: 2585, postgres: 2586 } as const;

const versionOf = (w: Watched) => tableOf(w).version;
const legalOf = (w: Watched): unknown[] =>
  JSON.parse(tableOf(w).secrets[String(w.seat)]?.legal ?? '[]') as unknown[];

describe.each(DIALECTS)('a store that fails, on %s', (dialect) => {
  let scratch: ScratchStore;
  let colyseus: ColyseusTestServer;
  let db: Kysely<StoreDatabase>;

  beforeAll(async () => {
    scratch = await scratchStore(dialect);
    settings.current = { ...readConfig(), ...scratch.settings, botDelayMs: 1, reconnectSeconds: 1 };
    colyseus = await boot(appConfig, PORT[dialect]);
    db = openDatabase(scratch.settings).db;
  }, 30_000);
  afterAll(async () => {
    await db.destroy();
    await colyseus.shutdown();
    await scratch.remove();
  });

  it('refuses actions while it cannot write, changes nothing, and the table finishes once it is back', async () => {
    const anne = watch(
      await colyseus.sdk.create('table', { game: 'captains-war', players: 2, private: true, name: 'Anne' }),
    );
    const watcher = watch(await colyseus.sdk.joinById(anne.room.roomId, { spectate: true }));
    await until(() => anne.seat === 0, 5000, 'the seat');
    anne.room.send('bot', { seat: 1, on: true });
    await until(() => tableOf(anne).secrets['0'] !== undefined, 5000, 'the secrets');
    anne.room.send('start', {});
    await until(() => legalOf(anne).length > 0, 20_000, 'Anne’s turn');

    // The log's table is gone: every write of an action fails, as with a full disk or a database that is down.
    await sql`alter table actions rename to actions_away`.execute(db);
    const version = versionOf(anne);
    const accepted = tableOf(anne).secrets['0']?.accepted;
    anne.room.send('act', { action: legalOf(anne)[0] });
    await until(() => anne.messages.some((m) => m.type === 'error'), 5000, 'the refusal');
    expect(anne.messages.find((m) => m.type === 'error')?.message).toMatchObject({
      code: 'storage-unavailable',
      about: 'act',
    });
    expect(versionOf(anne)).toBe(version);
    expect(tableOf(anne).secrets['0']?.accepted).toBe(accepted);

    // Anne leaves: a bot plays her seat, and cannot move on either while nothing can be kept.
    await anne.room.leave();
    await until(
      () =>
        (tableOf(watcher) as unknown as { seats: Array<{ occupant: string }> }).seats[0]?.occupant === 'bot',
      5000,
      'a bot in Anne’s seat',
    );
    const stalled = versionOf(watcher);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(versionOf(watcher)).toBe(stalled);

    // The store is back: the bots play on by themselves to the end.
    await sql`alter table actions_away rename to actions`.execute(db);
    await until(() => tableOf(watcher).status === 'over', 60_000, 'the end of the game');
    await until(() => watcher.messages.some((m) => m.type === 'proof'), 5000, 'the proof');
    const proof = watcher.messages.find((m) => m.type === 'proof')?.message as { gameId: string };
    const archived = await tableStore.current.finishedGame(proof.gameId);
    if (archived === null) throw new Error('the game is not in the archive');
    const game = findGame(archived.game);
    if (game === undefined) throw new Error('unknown game');
    const replayed = replay(
      game,
      { seats: archived.seatCount, seed: archived.seed, options: archived.gameOptions },
      archived.log,
    );
    expect(replayed.ok && game.outcome(replayed.state)).toEqual(archived.outcome);
    expect(archived.outcome).toEqual(
      JSON.parse((tableOf(watcher) as unknown as { outcome: string }).outcome),
    );
  }, 90_000);
});
