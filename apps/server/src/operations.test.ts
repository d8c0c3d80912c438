// What an operator relies on: `/metrics` counts what was played, and `/readyz` follows the store.
import { boot, type ColyseusTestServer } from '@colyseus/testing';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { CLOSE_RESTARTING } from '@flotilla/protocol';
import { Client } from 'colyseus.js';
import { appConfig } from './app';
import { freePort } from './testing/ports';
import { readConfig, settings } from './config';
import { playRandomly, quickPlay, seeded, tableOf, until, watch } from './testing/clients';
import { ServerChild } from './testing/server-child';
import { scratchDatabase } from './testing/stores';

const PASSWORD = 'metrics-password';
const auth = { authorization: `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}` };

/** The value of one sample line of the Prometheus text, e.g. `flotilla_tables{game="eollis",status="over"}`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (!Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) continue;
    return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return Number.NaN;
}

describe('the metrics', () => {
  let colyseus: ColyseusTestServer;
  beforeAll(async () => {
    settings.current = { ...readConfig(), botDelayMs: 1, monitorPassword: PASSWORD };
    colyseus = await boot(appConfig, 2582);
  });
  afterAll(() => colyseus.shutdown());

  it('are refused without the password', async () => {
    const res = await fetch(`http://127.0.0.1:2582/metrics`);
    expect(res.status).toBe(401);
  });

  it('count the actions of a played game, their latency, and the table by its status', async () => {
    const players = await quickPlay(colyseus, 'fifteen-men', 2);
    const stops = players.map((p, i) => playRandomly(p, seeded(i + 90)));
    await until(() => tableOf(players[0] as never).status === 'over', 60_000, 'the end of the game');
    stops.forEach((stop) => stop());
    const res = await fetch(`http://127.0.0.1:2582/metrics`, { headers: auth });
    expect(res.status).toBe(200);
    const text = await res.text();
    const accepted = sample(text, 'flotilla_actions_accepted_total', { game: 'fifteen-men', by: 'player' });
    expect(accepted).toBeGreaterThan(5);
    // Every player's action accepted was timed to its patch.
    expect(sample(text, 'flotilla_action_to_patch_seconds_count', { game: 'fifteen-men' })).toBe(accepted);
    expect(sample(text, 'flotilla_action_to_patch_seconds_sum', { game: 'fifteen-men' })).toBeGreaterThan(0);
    expect(sample(text, 'flotilla_tables', { game: 'fifteen-men', status: 'over' })).toBe(1);
    expect(sample(text, 'flotilla_seats', { game: 'fifteen-men', kind: 'human' })).toBe(2);
    expect(sample(text, 'flotilla_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'flotilla_nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    // The store wrote each action (the test store keeps them in memory, through the same keeper).
    expect(sample(text, 'flotilla_store_write_seconds_count')).toBeGreaterThanOrEqual(accepted);
  }, 90_000);
});

describe('readiness', () => {
  it('turns unready, with the reason, while PostgreSQL is down, and ready again once it is back', async () => {
    const database = await scratchDatabase();
    const before = settings.current;
    settings.current = { ...readConfig(), databaseUrl: database.databaseUrl };
    const colyseus = await boot(appConfig, 2583);
    const readyz = async () => {
      const res = await fetch('http://127.0.0.1:2583/readyz');
      return { status: res.status, body: (await res.json()) as { ready: boolean; reason?: string } };
    };
    try {
      expect(await readyz()).toEqual({ status: 200, body: { ready: true } });
      await database.stop();
      const down = await readyz();
      expect(down.status).toBe(503);
      expect(down.body.ready).toBe(false);
      expect(down.body.reason).toMatch(/postgres store/);
      await database.start();
      let back = await readyz();
      for (let i = 0; i < 20 && back.status !== 200; i++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        back = await readyz();
      }
      expect(back).toEqual({ status: 200, body: { ready: true } });
    } finally {
      await colyseus.shutdown();
      settings.current = before;
      await database.remove();
    }
  }, 60_000);
});

describe('the server process', () => {
  const ROOT = path.resolve(__dirname, '../../..');
  const run = (args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
      encoding: 'utf8',
      timeout: 30_000,
    });

  it('refuses to start on a bad setting, naming it in one JSON line', () => {
    const started = run([], { PORT: 'abc', DATA_DIR: ':memory:' });
    expect(started.status).toBe(1);
    const lines = started.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '') as { level: number; msg: string };
    expect(line.msg).toContain('PORT must be a whole number from 1 to 65535, not "abc"');
  }, 30_000);

  it('prints the settings in force with --print-config, secrets masked', () => {
    const printed = run(['--print-config'], {
      MONITOR_PASSWORD: 'a long password',
      DATABASE_URL: 'postgres://flotilla:s3cret@db/flotilla',
      PORT: '4000',
    });
    expect(printed.status).toBe(0);
    expect(JSON.parse(printed.stdout)).toMatchObject({ port: 4000, monitorPassword: '********' });
    expect(printed.stdout).not.toMatch(/a long password|s3cret/);
  }, 30_000);
});

describe('the compiled server (the image runs it)', () => {
  it('is built by npm run build:server, plays a table, and drains on SIGTERM', async () => {
    const ROOT = path.resolve(__dirname, '../../..');
    const build = spawnSync('npm', ['run', 'build:server'], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(build.status).toBe(0);
    const port = await freePort();
    const server = await ServerChild.start(port, { DATA_DIR: ':memory:', BOT_DELAY_MS: '1' }, 'compiled');
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      const client = new Client(`ws://127.0.0.1:${port}`);
      const host = watch(
        await client.create('table', {
          game: 'eollis',
          players: 3,
          private: true,
          botsFill: true,
          name: 'Ops',
        }),
      );
      await until(() => host.seat === 0, 5000, 'the seat');
      host.room.send('start', {});
      await until(() => tableOf(host).status === 'playing', 5000, 'the start');
      const closed = new Promise<number>((resolve) => host.room.onLeave((code) => resolve(code)));
      expect(await server.terminate()).toBe(0);
      expect(await closed).toBe(CLOSE_RESTARTING);
    } finally {
      await server.crash();
    }
  }, 90_000);
});
