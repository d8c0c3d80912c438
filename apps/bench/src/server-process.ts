// The server under test, run as a child process so its CPU is measured apart from the bot clients.
// Usage (by main.ts only): server-process.ts <table|bare|echo> <port> [sqlite|postgres|none]
import { bootRooms, bootServer, type StoreSettings } from '@flotilla/server/boot';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BareRoom } from './bare-room';
import { HOST, type FromServer, type ToServer } from './child';
import { PauseLog, gcSummary } from './pauses';
import { startEcho } from './echo';
import { WindowProfile } from './window-profile';

/**
 * The table server's store: a SQLite file in a fresh temporary folder, the PostgreSQL named by `DATABASE_URL`, or
 * none (nothing kept). A cluster member (`--processes`) gets REDIS_URL, DATABASE_URL and PUBLIC_ADDRESS from the
 * bench. Restoring is skipped: a benchmark starts from no tables.
 */
function benchStore(store: string | undefined): StoreSettings | null {
  if (store === 'sqlite')
    return { databaseUrl: null, dataDir: mkdtempSync(path.join(tmpdir(), 'flotilla-bench-')) };
  if (store !== 'postgres') return null;
  const databaseUrl = process.env.DATABASE_URL ?? '';
  if (!databaseUrl.startsWith('postgres'))
    throw new Error('--store postgres needs DATABASE_URL=postgres://…');
  return { databaseUrl, dataDir: ':memory:' };
}

async function main(): Promise<void> {
  const [mode, portArg, store] = process.argv.slice(2);
  const port = Number(portArg);
  if (typeof process.send !== 'function') throw new Error('server-process.ts runs only under main.ts');
  const send = (message: FromServer) => process.send?.(message);
  let close: () => Promise<void>;
  if (mode === 'echo') close = (await startEcho(port, HOST)).close;
  else if (mode === 'table') close = (await bootServer(HOST, port, benchStore(store))).close;
  // The same transport as the app's, heartbeat included: the floor differs from the table by its room only.
  else if (mode === 'bare')
    close = (await bootRooms(HOST, port, (server) => server.define('bare', BareRoom))).close;
  else throw new Error(`unknown mode ${String(mode)}`);

  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const pauses = new PauseLog();
  const profile = WindowProfile.requested();
  process.on('message', (message: ToServer) => {
    if (message.type === 'sample') {
      const heapMb = Math.round(process.memoryUsage().heapUsed / 1e6);
      send({
        type: 'sample',
        cpu: process.cpuUsage(),
        loopDelayP99Ms: loop.percentile(99) / 1e6,
        gc: gcSummary(message.reset ? [] : pauses.pauses, heapMb),
        pauses: message.reset ? [] : pauses.pauses,
      });
      if (message.reset) {
        loop.reset();
        pauses.start();
      } else pauses.stop();
      // Started after the opening sample and stopped after the closing one: the profile covers the window.
      if (profile !== null) void (message.reset ? profile.start() : profile.stop(mode ?? 'server'));
    } else if (message.type === 'stop') {
      loop.disable();
      const exit = setTimeout(() => process.exit(0), 3000);
      void close()
        .catch(() => undefined)
        .finally(() => {
          clearTimeout(exit);
          process.exit(0);
        });
    }
  });
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready' });
}

main().catch((error: unknown) => {
  process.send?.({ type: 'failed', message: String(error) } satisfies FromServer);
  process.exit(1);
});
