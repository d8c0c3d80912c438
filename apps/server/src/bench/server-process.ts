// The server under test, run as a child process so its CPU is measured apart from the bot clients.
// Usage (by main.ts only): server-process.ts <table|bare|echo> <port> [sqlite|postgres|none]
import { Server, matchMaker } from '@colyseus/core';
import config, { getTransport } from '@colyseus/tools';
import type { Server as HttpServer } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_FRAME_BYTES, appConfig } from '../app';
import { joinCluster } from '../cluster/cluster';
import { readConfig } from '../config';
import { tableStore } from '../store/current';
import { openStore } from '../store/open';
import { createTransport } from '../heartbeat';
import { BareRoom } from './bare-room';
import { HOST, type FromServer, type ToServer } from './child';
import { PauseLog, gcSummary } from './pauses';
import { startEcho } from './echo';
import { WindowProfile } from './window-profile';

const bareConfig = config({
  displayLogs: false,
  // The same transport as the app's, heartbeat included: the floor differs from the table by its room only.
  initializeTransport: ({ server }: { server: HttpServer }) => createTransport(server, MAX_FRAME_BYTES),
  initializeGameServer: (gameServer) => {
    gameServer.define('bare', BareRoom);
  },
});

/** Boots the real app (or the bare room) like `listen` from @colyseus/tools does, but bound to loopback. */
async function bootColyseus(options: typeof appConfig, port: number): Promise<() => Promise<void>> {
  const transport = await getTransport(options);
  // A cluster member (`--processes`): REDIS_URL, DATABASE_URL and PUBLIC_ADDRESS come from the bench.
  const cluster = process.env.REDIS_URL ? (joinCluster(readConfig()) ?? {}) : {};
  const server = new Server({ transport, greet: false, ...cluster });
  await options.initializeGameServer?.(server);
  await matchMaker.onReady;
  await server.listen(port, HOST);
  return () => server.gracefullyShutdown(false);
}

/**
 * The table server's store: a SQLite file in a fresh temporary folder, the PostgreSQL named by `DATABASE_URL`, or
 * none (nothing kept). Restoring is skipped: a benchmark starts from no tables.
 */
async function openBenchStore(store: string | undefined): Promise<void> {
  if (store === 'sqlite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'flotilla-bench-'));
    tableStore.current = await openStore({ databaseUrl: null, dataDir });
  } else if (store === 'postgres') {
    const databaseUrl = process.env.DATABASE_URL ?? '';
    if (!databaseUrl.startsWith('postgres'))
      throw new Error('--store postgres needs DATABASE_URL=postgres://…');
    tableStore.current = await openStore({ databaseUrl, dataDir: ':memory:' });
  }
}

async function main(): Promise<void> {
  const [mode, portArg, store] = process.argv.slice(2);
  const port = Number(portArg);
  if (typeof process.send !== 'function') throw new Error('server-process.ts runs only under main.ts');
  const send = (message: FromServer) => process.send?.(message);
  let close: () => Promise<void>;
  if (mode === 'echo') close = (await startEcho(port, HOST)).close;
  else if (mode === 'table') {
    await openBenchStore(store);
    const stop = await bootColyseus(appConfig, port);
    close = () => stop().finally(() => tableStore.current.close());
  } else if (mode === 'bare') close = await bootColyseus(bareConfig, port);
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
