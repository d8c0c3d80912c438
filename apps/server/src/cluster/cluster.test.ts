// Two real server processes sharing the machine's Redis and PostgreSQL, as `npm run serve:cluster` runs them: players
// reaching different processes play together, the lobby, quick play and the TV span both, the per-address limits
// count across both, the wire shows each client only its own view, and a process killed mid-game loses no table:
// another takes it over, exactly once.
import { checkProof, type GameProof } from '@flotilla/protocol';
import { Client, type Room } from 'colyseus.js';
import { freePort } from '../testing/ports';
import { playRandomly, seeded, tableOf, until, watch, type Watched } from '../testing/clients';
import { projectedSteps } from '../testing/replayed-table';
import { ServerChild } from '../testing/server-child';
import { checkWire } from '../testing/wire-check';
import { scratchRedis, scratchStore, type ScratchRedis, type ScratchStore } from '../testing/stores';

interface Process {
  readonly server: ServerChild;
  readonly port: number;
  readonly client: Client;
}

let scratch: ScratchStore;
/** A Redis database of this run's own, emptied before and after each test. */
let redis: ScratchRedis;
const processes: Process[] = [];

async function startProcess(port?: number): Promise<Process> {
  const chosen = port ?? (await freePort());
  const server = await ServerChild.start(chosen, {
    ...scratch.env,
    REDIS_URL: redis.url,
    PUBLIC_ADDRESS: `127.0.0.1:${chosen}`,
    RECONNECT_SECONDS: '20',
    BOT_DELAY_MS: '1',
    QUICK_PLAY_BOTS_SECONDS: '0',
  });
  const started = { server, port: chosen, client: new Client(`ws://127.0.0.1:${chosen}`) };
  processes.push(started);
  return started;
}

/** The process whose log says it opened (or took over) the room. */
function hostOf(roomId: string, message = 'table created'): Process | undefined {
  return processes.find((p) =>
    p.server.log.split('\n').some((line) => line.includes(`"room":"${roomId}"`) && line.includes(message)),
  );
}

beforeAll(async () => {
  redis = await scratchRedis();
  scratch = await scratchStore('postgres');
}, 30_000);

afterEach(async () => {
  await Promise.all(processes.splice(0).map((p) => p.server.crash()));
  await redis.empty();
});

afterAll(async () => {
  await redis.remove();
  await scratch.remove();
});

const proofOf = (w: Watched) => w.messages.find((m) => m.type === 'proof')?.message as GameProof | undefined;

describe('two processes sharing Redis and PostgreSQL', () => {
  it('let players reaching either process play together: codes, quick play, the lobby, spectators, limits', async () => {
    const [a, b] = [await startProcess(), await startProcess()] as [Process, Process];

    // Anne opens a private table through A; whichever process holds it, Bart joins it by code through the other.
    const anne = watch(
      await a.client.create('table', { game: 'captains-war', players: 2, private: true, name: 'Anne' }),
    );
    await until(() => anne.inviteCode !== null, 5000, 'the invite code');
    const roomId = anne.room.roomId;
    await until(() => hostOf(roomId) !== undefined, 5000, 'the host in a log');
    const host = hostOf(roomId) as Process;
    const other = host === a ? b : a;
    const invite = (await (
      await fetch(`http://127.0.0.1:${other.port}/api/invites/${anne.inviteCode}`)
    ).json()) as { roomId: string };
    expect(invite.roomId).toBe(roomId);
    const bart = watch(await other.client.joinById(roomId, { name: 'Bart' }));
    const spectator = watch(await other.client.joinById(roomId, { spectate: true }));
    await until(() => bart.seat === 1 && spectator.states.length > 0, 5000, 'Bart seated, a spectator');

    // A public table opened on the host's side: the other's lobby lists it, and its quick play joins it.
    const cleo = watch(
      await host.client.joinOrCreate('table', { game: 'fifteen-men', players: 3, name: 'Cleo' }),
    );
    const lobby = await other.client.joinOrCreate('lobby');
    const listed: string[] = [];
    lobby.onMessage('rooms', (rooms: Array<{ roomId: string }>) =>
      listed.push(...rooms.map((r) => r.roomId)),
    );
    lobby.onMessage('+', ([id]: [string]) => listed.push(id));
    await until(() => listed.includes(cleo.room.roomId), 5000, 'the other process’s lobby listing the table');
    const dan = watch(
      await other.client.joinOrCreate('table', { game: 'fifteen-men', players: 3, name: 'Dan' }),
    );
    expect(dan.room.roomId).toBe(cleo.room.roomId);
    await lobby.leave();

    // Wrong codes count across both processes: 10 a minute per address, whichever process is asked.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const port = i % 2 === 0 ? a.port : b.port;
      statuses.push((await fetch(`http://127.0.0.1:${port}/api/invites/AAAAAAA`)).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);

    // Anne and Bart play to the end; the spectator on the other process sees it, and the proof replays.
    (bart.room as Room).send('ready', { ready: true });
    await until(
      () => (tableOf(anne) as unknown as { seats: Array<{ ready: boolean }> }).seats[1]?.ready === true,
    );
    anne.room.send('start', {});
    const stops = [anne, bart].map((w, i) => playRandomly(w, seeded(i + 11)));
    await until(() => tableOf(spectator).status === 'over', 60_000, 'the end, seen from the other process');
    stops.forEach((stop) => stop());
    await until(() => proofOf(anne) !== undefined, 5000, 'the proof');
    const report = checkProof(proofOf(anne) as GameProof);
    expect(report).toMatchObject({ ok: true, setupMatches: true, logMatches: true, outcomeMatches: true });
    await Promise.all([anne, bart, spectator, cleo, dan].map((w) => w.room.leave()));
  }, 90_000);

  it('show each client on either process only what the rules let it see, patch after patch', async () => {
    const [a, b] = [await startProcess(), await startProcess()] as [Process, Process];
    const host = watch(
      await a.client.create('table', { game: 'fifteen-men', players: 4, private: true, name: 'Host' }),
    );
    await until(() => host.seat === 0, 5000, 'the host seated');
    const roomId = host.room.roomId;
    const others = [
      watch(await b.client.joinById(roomId, { name: 'Bea' })),
      watch(await a.client.joinById(roomId, { name: 'Cal' })),
      watch(await b.client.joinById(roomId, { name: 'Dot' })),
    ];
    const spectator = watch(await b.client.joinById(roomId, { spectate: true, name: 'Stream' }));
    await until(() => others.every((w) => w.seat !== null), 5000, 'the seats');
    for (const w of others) w.room.send('ready', { ready: true });
    await until(
      () =>
        (tableOf(host) as unknown as { seats: Array<{ ready: boolean }> }).seats
          .slice(1)
          .every((s) => s.ready),
      5000,
      'everyone ready',
    );
    host.room.send('start', {});
    const players = [host, ...others];
    const stops = players.map((w, i) => playRandomly(w, seeded(i + 401)));
    await until(() => tableOf(spectator).status === 'over', 90_000, 'the end');
    stops.forEach((stop) => stop());
    await until(() => proofOf(spectator) !== undefined, 5000, 'the proof');
    const proof = proofOf(spectator) as GameProof;
    const { game, steps } = projectedSteps(proof);
    const checked = [...players, spectator].map((client) => checkWire(client, game, steps, proof.seed));
    for (const count of checked) expect(count).toBeGreaterThan(0);
    await Promise.all([...players, spectator].map((w) => w.room.leave()));
  }, 120_000);

  it('show the TV of every process’s tables, and open a broadcast wherever its table lives', async () => {
    const [a, b] = [await startProcess(), await startProcess()] as [Process, Process];
    expect(
      ((await (await fetch(`http://127.0.0.1:${a.port}/api/tv`)).json()) as { token: unknown }).token,
    ).toBeNull();
    // Two strangers, one on each process, fill a quick-play table: it starts.
    const first = watch(
      await a.client.joinOrCreate('table', { game: 'captains-war', players: 2, name: 'Eve' }),
    );
    const second = watch(
      await b.client.joinOrCreate('table', { game: 'captains-war', players: 2, name: 'Finn' }),
    );
    expect(second.room.roomId).toBe(first.room.roomId);
    await until(() => tableOf(first).status === 'playing', 10_000, 'the start');
    await until(() => hostOf(first.room.roomId) !== undefined, 5000, 'the host');
    const other = hostOf(first.room.roomId) === a ? b : a;
    // Asked of the process that does not hold it, the TV still finds the table.
    let tv: { token: string | null; delaySeconds?: number } = { token: null };
    for (let tries = 0; tries < 20 && tv.token === null; tries++) {
      tv = (await (await fetch(`http://127.0.0.1:${other.port}/api/tv`)).json()) as typeof tv;
      if (tv.token === null) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(tv.token).not.toBeNull();
    expect(tv.delaySeconds).toBe(10);
    // Its viewer, through that other process, is sent to the table's own process, where the table's past is.
    const viewer = watch(await other.client.joinOrCreate('broadcast', { token: tv.token }));
    await until(() => viewer.messages.some((m) => m.type === 'broadcastWelcome'), 5000, 'the broadcast');
    expect(viewer.messages.find((m) => m.type === 'broadcastWelcome')?.message).toMatchObject({
      game: 'captains-war',
      lens: 'audience',
    });
    await Promise.all([first, second, viewer].map((w) => w.room.leave()));
  }, 60_000);

  it('take over the tables of a process killed mid-game, once, and finish them', async () => {
    const [a, b] = [await startProcess(), await startProcess()] as [Process, Process];
    // Tables until one lands on each process: both are killed in turn below, one of them.
    const players: Watched[] = [];
    for (let i = 0; i < 6 && new Set(players.map((p) => hostOf(p.room.roomId))).size < 2; i++) {
      const via = i % 2 === 0 ? a : b;
      const player = watch(
        await via.client.create('table', {
          game: 'captains-war',
          players: 2,
          private: true,
          botsFill: true,
          name: `Anne ${i}`,
        }),
      );
      await until(() => player.seat === 0 && hostOf(player.room.roomId) !== undefined, 5000, 'the table');
      players.push(player);
    }
    const anne = players.find((p) => hostOf(p.room.roomId) === b) as Watched;
    expect(anne).toBeDefined();
    const roomId = anne.room.roomId;
    anne.room.send('start', {});
    await until(() => tableOf(anne).status === 'playing', 5000, 'the start');
    const stop = playRandomly(anne, seeded(3));
    await until(() => (tableOf(anne).secrets['0']?.accepted ?? 0) >= 3, 20_000, 'a few moves');
    stop();
    const seatToken = anne.seatToken ?? '';

    await b.server.crash();
    processes.splice(processes.indexOf(b), 1);
    // A finds the table left behind, claims it and restores it from the store under its room id.
    await until(() => hostOf(roomId, 'table taken over') === a, 20_000, 'the take-over by A');
    const back = watch(await a.client.joinById(roomId, { reclaim: seatToken, name: 'Anne' }));
    await until(() => back.seat === 0, 5000, 'Anne back in her seat');
    const again = playRandomly(back, seeded(4));
    await until(() => tableOf(back).status === 'over', 60_000, 'the end on A');
    again();
    await until(() => proofOf(back) !== undefined, 5000, 'the proof');
    expect(checkProof(proofOf(back) as GameProof)).toMatchObject({ ok: true, outcomeMatches: true });

    // B comes back: the table is A's, and nobody runs it a second time.
    const c = await startProcess(b.port);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    expect(c.server.log).not.toContain(`"room":"${roomId}"`);
    expect(
      a.server.log
        .split('\n')
        .filter((l) => l.includes(`"room":"${roomId}"`) && l.includes('table taken over')),
    ).toHaveLength(1);
    await back.room.leave();
  }, 120_000);
});
