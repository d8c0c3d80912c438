// Restarts on each store: SIGTERM and back with the same room id, invite code, seat tokens and clock time left;
// seats held then given to bots; unreadable rows skipped; a database of a newer version refused.
import { sql } from 'kysely';
import { Client, type Room } from 'colyseus.js';
import { freePort } from './testing/ports';
import { openDatabase, openStore } from './store/open';
import { playRandomly, seeded, tableOf, until, watch, type Watched } from './testing/clients';
import { ServerChild } from './testing/server-child';
import { DIALECTS, scratchStore, type ScratchStore } from './testing/stores';

interface SeatJson {
  occupant: string;
  connected: boolean;
  name: string;
}
const seatsOf = (w: Watched) => (tableOf(w) as unknown as { seats: SeatJson[] }).seats;
const deadlineOf = (w: Watched) => (tableOf(w) as unknown as { deadline: number }).deadline;
const accepted = (w: Watched) => tableOf(w).secrets[String(w.seat)]?.accepted ?? 0;

function closeCode(room: Room): Promise<number> {
  return new Promise((resolve) => room.onLeave((code) => resolve(code)));
}

describe.each(DIALECTS)('a restart on %s', (dialect) => {
  let scratch: ScratchStore;
  let port: number;
  let server: ServerChild | null = null;
  const env = () => ({ ...scratch.env, RECONNECT_SECONDS: '3', BOT_DELAY_MS: '1', DRAIN_SECONDS: '5' });

  beforeEach(async () => {
    scratch = await scratchStore(dialect);
    port = await freePort();
  });
  afterEach(async () => {
    await server?.crash();
    server = null;
    await scratch.remove();
  });

  it('brings a table back after SIGTERM: room id, invite code, seats, clock time left; bots take the seats of those who stay away', async () => {
    server = await ServerChild.start(port, env());
    const client = new Client(`ws://127.0.0.1:${port}`);
    const options = { game: 'captains-war', players: 2, private: true, turnSeconds: 60 };
    const anne = watch(await client.create('table', { ...options, name: 'Anne' }));
    await until(() => anne.inviteCode !== null, 5000, 'the invite code');
    const roomId = anne.room.roomId;
    const bart = watch(await client.joinById(roomId, { name: 'Bart' }));
    const watcher = watch(await client.joinById(roomId, { spectate: true }));
    await until(() => bart.seat === 1 && watcher.messages.length > 0, 5000, 'the seats');
    bart.room.send('ready', { ready: true });
    await until(
      () =>
        seatsOf(anne)[1]?.name === 'Bart' &&
        (tableOf(anne) as unknown as { seats: Array<{ ready: boolean }> }).seats[1]?.ready === true,
      5000,
      'ready',
    );
    anne.room.send('start', {});
    await until(() => tableOf(anne).status === 'playing', 5000, 'the start');
    const stops = [anne, bart].map((w, i) => playRandomly(w, seeded(i + 3)));
    await until(() => accepted(anne) + accepted(bart) >= 3, 20_000, 'a few actions');
    stops.forEach((stop) => stop());
    await until(() => deadlineOf(anne) > 0, 5000, 'a running clock');
    // Let the clock run a while before the restart: it must not be given back.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const deadline = deadlineOf(anne);
    const before = { anne: accepted(anne), bart: accepted(bart) };

    const codes = [anne, bart, watcher].map((w) => closeCode(w.room));
    const stoppedAt = Date.now();
    const firstLog = server.log;
    expect(await server.terminate()).toBe(0);
    // Within the drain bound (DRAIN_SECONDS), the tables written and their clients told.
    expect(Date.now() - stoppedAt).toBeLessThan(5000);
    // Close code 1012, "Service Restart": not 4000, which means that the player left.
    expect(await Promise.all(codes)).toEqual([1012, 1012, 1012]);
    const left = deadline - stoppedAt;

    const restartedAt = Date.now();
    server = await ServerChild.start(port, env());
    const invite = (await (await fetch(`${server.url}/api/invites/${anne.inviteCode}`)).json()) as {
      roomId: string;
    };
    expect(invite.roomId).toBe(roomId);
    const anneBack = watch(await client.joinById(roomId, { reclaim: anne.seatToken ?? '', name: 'Anne' }));
    const watcherBack = watch(await client.joinById(roomId, { spectate: true }));
    await until(() => anneBack.seat === 0 && anneBack.states.length > 0, 5000, 'Anne back in her seat');
    const back = Date.now();
    await until(() => watcherBack.messages.some((m) => m.type === 'welcome'), 5000, 'the spectator back');
    expect(watcherBack.seat).toBeNull();
    expect(anneBack.seatToken).toBe(anne.seatToken);
    expect(anneBack.inviteCode).toBe(anne.inviteCode);
    expect(accepted(anneBack)).toBe(before.anne);
    expect(tableOf(anneBack).secrets['1']).toBeUndefined();
    // Bart is away: his seat waits for him, then a bot plays it.
    expect(seatsOf(anneBack)[1]).toMatchObject({ occupant: 'human', connected: false, name: 'Bart' });
    // Both seats are people's (Bart's held for him): whichever is awaited is on the clock it had.
    const resumed = deadlineOf(anneBack);
    expect(resumed).toBeGreaterThan(0);
    expect(resumed - back).toBeLessThanOrEqual(left + 250);
    expect(resumed - restartedAt).toBeGreaterThanOrEqual(left - 250);
    await until(() => seatsOf(anneBack)[1]?.occupant === 'bot', 10_000, 'a bot in the seat left empty');
    // Bart's token still takes his seat back from the bot.
    const bartBack = watch(await client.joinById(roomId, { reclaim: bart.seatToken ?? '', name: 'Bart' }));
    await until(() => bartBack.seat === 1, 5000, 'Bart back');
    await until(() => seatsOf(anneBack)[1]?.occupant === 'human', 5000, 'Bart seated again');
    expect(accepted(bartBack)).toBeGreaterThanOrEqual(before.bart);
    await Promise.all([anneBack, bartBack, watcherBack].map((w) => w.room.leave()));

    // The logs are JSON lines only, one per table event, with the table's ids and never its seed.
    const events = (log: string) =>
      log
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as { msg: string; room?: string; seed?: unknown });
    const first = events(firstLog).filter((line) => line.room === roomId);
    expect(first.map((line) => line.msg)).toEqual(expect.arrayContaining(['table created', 'table started']));
    await until(() => server?.log.includes('seat taken over') ?? false, 5000, 'the take-over in the log');
    const second = events(server.log).filter((line) => line.room === roomId);
    expect(second.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['table restored', 'seat taken over']),
    );
    const { db } = openDatabase(scratch.settings);
    const row = await db
      .selectFrom('tables')
      .select('seed')
      .where('room_id', '=', roomId)
      .executeTakeFirstOrThrow();
    await db.destroy();
    expect(row.seed.length).toBeGreaterThan(16);
    expect(firstLog + server.log).not.toContain(row.seed);
  }, 60_000);

  it('keeps a table’s broadcast links and its audience’s predictions through a crash', async () => {
    server = await ServerChild.start(port, env());
    const client = new Client(`ws://127.0.0.1:${port}`);
    const anne = watch(
      await client.create('table', {
        game: 'captains-war',
        players: 2,
        private: true,
        botsFill: true,
        name: 'Anne',
      }),
    );
    await until(() => anne.seat === 0, 5000, 'the seat');
    anne.room.send('start', {});
    await until(() => tableOf(anne).status === 'playing', 5000, 'the start');
    anne.room.send('broadcast', { lens: 'audience', delaySeconds: 0 });
    anne.room.send('broadcast', { lens: 'seat' });
    const linksOf = (w: Watched) =>
      (
        w.messages.filter((m) => m.type === 'broadcasts').at(-1)?.message as {
          links: Array<{ token: string }>;
        }
      )?.links ?? [];
    await until(() => linksOf(anne).length === 2, 5000, 'the links');
    const tokens = linksOf(anne)
      .map((l) => l.token)
      .sort();
    anne.room.send('predictionDeadline', { rounds: 3 });
    const zed = watch(await client.joinById(anne.room.roomId, { spectate: true }));
    zed.room.send('predict', { name: 'Zed Oracle', winner: 1 });
    // Acknowledged once kept: then a crash cannot lose it.
    await until(() => zed.messages.some((m) => m.type === 'predicted'), 5000, 'the prediction kept');
    await until(
      () => (tableOf(anne) as unknown as { predictionRounds: number }).predictionRounds === 3,
      5000,
      'round 3',
    );

    await server.crash();
    server = await ServerChild.start(port, env());
    const anneBack = watch(
      await client.joinById(anne.room.roomId, { reclaim: anne.seatToken ?? '', name: 'Anne' }),
    );
    await until(() => anneBack.seat === 0 && linksOf(anneBack).length === 2, 5000, 'Anne and her links back');
    expect(
      linksOf(anneBack)
        .map((l) => l.token)
        .sort(),
    ).toEqual(tokens);
    const state = tableOf(anneBack) as unknown as { predictionRounds: number; predictionsOpen: boolean };
    expect(state.predictionRounds).toBe(3);
    // The same link works again for its viewers.
    const viewer = watch(await client.joinOrCreate('broadcast', { token: tokens[0] }));
    await until(() => viewer.messages.some((m) => m.type === 'broadcastWelcome'), 5000, 'the broadcast');

    const stop = playRandomly(anneBack, seeded(5));
    await until(() => tableOf(anneBack).status === 'over', 60_000, 'the end');
    stop();
    await until(
      () => (tableOf(anneBack) as unknown as { predictions: string }).predictions !== '',
      5000,
      'the scores',
    );
    const scored = JSON.parse((tableOf(anneBack) as unknown as { predictions: string }).predictions) as {
      count: number;
      top: Array<{ name: string }>;
    };
    expect(scored.count).toBe(1);
    expect(scored.top[0]?.name).toBe('Zed Oracle');
    await Promise.all([anneBack, viewer].map((w) => w.room.leave()));
  }, 90_000);

  it('starts despite a table it cannot read, keeps that row, and logs it', async () => {
    await (await openStore(scratch.settings)).close();
    const { db } = openDatabase(scratch.settings);
    for (const [id, game, seats] of [
      ['chess-id', 'chess', '[]'],
      ['torn-id', 'eollis', 'not json'],
    ]) {
      await sql`insert into tables (game_id, room_id, game, create_options, game_options, seat_count, private,
        seed, setup_hash, turn_seconds, seats, seat_tokens, status, created_at, touched_at)
        values (${id}, ${`room-${id}`}, ${game}, '{}', '{}', 3, 0, 's', 'h', 0, ${seats}, '[]', 'playing', 1, 1)`.execute(
        db,
      );
    }
    server = await ServerChild.start(port, env());
    // The child's output reaches us through a pipe, maybe after its health check answered.
    const logged = () => ['unknown game chess', 'room-torn-id'].every((text) => server?.log.includes(text));
    await until(logged, 5000, 'the unreadable tables in the log');
    expect(server.log).toContain('table not restored');
    const rows = await sql<{ status: string }>`select status from tables order by game_id`.execute(db);
    expect(rows.rows.map((row) => row.status)).toEqual(['playing', 'playing']);
    await db.destroy();
  }, 30_000);

  it('refuses to start on a store written by a newer version, and says why', async () => {
    await (await openStore(scratch.settings)).close();
    const { db } = openDatabase(scratch.settings);
    await sql`insert into flotilla_migration (name, timestamp) values ('2099-01-01-future', '2099')`.execute(
      db,
    );
    await db.destroy();
    await expect(ServerChild.start(port, env())).rejects.toThrow(/written by a newer version of Flotilla/);
  }, 30_000);
});

// Not a matter of the store: once, on SQLite.
describe('a dropped connection', () => {
  let scratch: ScratchStore;
  let server: ServerChild | null = null;
  afterEach(async () => {
    await server?.crash();
    await scratch.remove();
  });

  it('hands a dropped player’s seat to their seat token while it is held for them', async () => {
    scratch = await scratchStore('sqlite');
    const port = await freePort();
    server = await ServerChild.start(port, { ...scratch.env, RECONNECT_SECONDS: '3' });
    const client = new Client(`ws://127.0.0.1:${port}`);
    const anne = watch(await client.joinOrCreate('table', { game: 'eollis', players: 3, name: 'Anne' }));
    const others = [
      watch(await client.joinOrCreate('table', { game: 'eollis', players: 3, name: 'Bart' })),
      watch(await client.joinOrCreate('table', { game: 'eollis', players: 3, name: 'Cleo' })),
    ];
    await until(() => tableOf(anne).status === 'playing', 5000, 'the start');
    // The connection drops without a goodbye; the old reconnection token is not used.
    anne.room.connection.close();
    await until(() => seatsOf(others[0] as Watched)[0]?.connected === false, 5000, 'the drop');
    const again = watch(
      await client.joinById(anne.room.roomId, { reclaim: anne.seatToken ?? '', name: 'Anne' }),
    );
    await until(() => again.seat === 0, 5000, 'the seat taken back');
    expect(seatsOf(again)[0]).toMatchObject({ occupant: 'human', connected: true, name: 'Anne' });
    // A token never takes a seat from a connected client.
    await expect(
      client.joinById(anne.room.roomId, { reclaim: anne.seatToken ?? '', name: 'Thief' }),
    ).rejects.toThrow('game-started');
    await Promise.all([again, ...others].map((w) => w.room.leave()));
  }, 30_000);
});
