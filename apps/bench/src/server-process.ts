// The server under test, run as a child process so its CPU is measured apart from the bot clients.
// Usage (by main.ts only): server-process.ts <table|bare|echo> <port> [sqlite|postgres|none]
import { bootRooms, bootServer, type StoreSettings } from '@flotilla/server/boot';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BareRoom } from './bare-room';
import { HOST, type FromServer, type LiveMemory, type ToServer } from './child';
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

/**
 * A full collection, then the heap in use and the resident set. Taken once the window is closed (its CPU already
 * sampled), so the collection costs the window nothing; `gc` is reached without `--expose-gc` in the server's
 * flags, which stay `npm start`'s.
 */
function liveMemory(): LiveMemory {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  const { heapUsed, rss } = process.memoryUsage();
  return { liveHeapMb: Math.round(heapUsed / 1e5) / 10, rssMb: Math.round(rss / 1e5) / 10 };
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
      const cpu = process.cpuUsage();
      const loopDelayP99Ms = loop.percentile(99) / 1e6;
      const gc = gcSummary(message.reset ? [] : pauses.pauses, heapMb);
      const windowPauses = message.reset ? [] : pauses.pauses;
      // The window's pauses are copied above: the closing collection is not one of them.
      if (!message.reset) pauses.stop();
      send({
        type: 'sample',
        cpu,
        loopDelayP99Ms,
        gc,
        pauses: windowPauses,
        memory: message.reset ? null : liveMemory(),
      });
      if (message.reset) {
        loop.reset();
        pauses.start();
      }
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
