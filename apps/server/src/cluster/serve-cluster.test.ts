// `npm run serve:cluster`'s entry point, for real: two processes behind one port, a client sent through the entry
// point to whichever process holds its table (by the process's path), a second client joining it, and SIGTERM
// ending every process.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { Client } from 'colyseus.js';
import { freePort } from '../testing/ports';
import { until, watch } from '../testing/clients';
import { scratchRedis, scratchStore, type ScratchRedis, type ScratchStore } from '../testing/stores';

const ROOT = path.resolve(__dirname, '../../../..');

let scratch: ScratchStore;
let redis: ScratchRedis;

beforeAll(async () => {
  redis = await scratchRedis();
  scratch = await scratchStore('postgres');
}, 30_000);

afterAll(async () => {
  await redis.remove();
  await scratch.remove();
});

it('serves two processes behind one port, each reached by its own path, and stops them all on SIGTERM', async () => {
  const port = await freePort();
  const entry = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/cluster/serve-cluster.ts',
      '--processes',
      '2',
      '--port',
      String(port),
    ],
    {
      cwd: ROOT,
      env: { ...process.env, ...scratch.env, REDIS_URL: redis.url, NODE_ENV: 'test', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  entry.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  entry.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => entry.once('exit', (code) => resolve(code)));
  try {
    await until(() => (output.match(/is listening on/g) ?? []).length >= 3, 30_000, 'three listening lines');
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.ok).toBe(true);
    for (const process of [1, 2])
      expect((await fetch(`http://127.0.0.1:${port}/p${process}/healthz`)).ok).toBe(true);

    // Through the entry point only: the seat reservation names the process's path, which the entry point follows.
    const client = new Client(`ws://127.0.0.1:${port}`);
    const anne = watch(
      await client.create('table', { game: 'captains-war', players: 2, private: true, name: 'Anne' }),
    );
    await until(
      () => anne.seat === 0 && anne.states.length > 0,
      10_000,
      'Anne seated through the entry point',
    );
    const bart = watch(await client.joinById(anne.room.roomId, { name: 'Bart' }));
    await until(() => bart.seat === 1, 10_000, 'Bart seated through the entry point');
    await Promise.all([anne, bart].map((w) => w.room.leave()));
  } finally {
    entry.kill('SIGTERM');
    expect(await exited).toBe(0);
  }
  expect(output).toContain('stopping every process');
}, 90_000);
