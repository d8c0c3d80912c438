// The server under test, run as a child process so its CPU is measured apart from the bot clients.
// Usage (by main.ts only): server-process.ts <table|bare|echo> <port>
import { Server, matchMaker } from '@colyseus/core';
import config, { getTransport } from '@colyseus/tools';
import { writeFileSync } from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import { Session } from 'node:inspector';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { MAX_FRAME_BYTES, appConfig } from '../app';
import { createTransport } from '../heartbeat';
import { BareRoom } from './bare-room';
import { HOST, type FromServer, type ToServer } from './child';
import { PauseLog, gcSummary } from './pauses';
import { startEcho } from './echo';

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
  const server = new Server({ transport, greet: false });
  await options.initializeGameServer?.(server);
  await matchMaker.onReady;
  await server.listen(port, HOST);
  return () => server.gracefullyShutdown(false);
}

/** V8's CPU profiler over the measured window only, when the parent asks for a profile (`--profile DIR`). */
class WindowProfile {
  private readonly session = new Session();
  private running = false;

  constructor(private readonly dir: string) {
    this.session.connect();
  }

  private post(method: string, params: object = {}): Promise<unknown> {
    return new Promise((resolve, reject) =>
      this.session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
    );
  }

  async start(): Promise<void> {
    await this.post('Profiler.enable');
    await this.post('Profiler.start');
    // The heap sampler keeps what scavenges did not free: what is still alive when it stops, and what was
    // promoted and then freed by a major collection. That is what survived the scavenges, by allocation site.
    await this.post('HeapProfiler.enable');
    await this.post('HeapProfiler.startSampling', { includeObjectsCollectedByMajorGC: true });
    this.running = true;
  }

  async stop(mode: string): Promise<void> {
    if (!this.running) return;
    this.running = false;
    const { profile } = (await this.post('Profiler.stop')) as { profile: unknown };
    const file = join(this.dir, `${mode}-${process.pid}-${Date.now()}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    process.stderr.write(`[bench] ${mode}: CPU profile of the window in ${file}\n`);
    const heap = (await this.post('HeapProfiler.stopSampling')) as { profile: unknown };
    const heapFile = file.replace(/\.cpuprofile$/, '.heapprofile');
    writeFileSync(heapFile, JSON.stringify(heap.profile));
    process.stderr.write(`[bench] ${mode}: heap sampling profile of the window in ${heapFile}\n`);
  }
}

async function main(): Promise<void> {
  const [mode, portArg] = process.argv.slice(2);
  const port = Number(portArg);
  if (typeof process.send !== 'function') throw new Error('server-process.ts runs only under main.ts');
  const send = (message: FromServer) => process.send?.(message);
  let close: () => Promise<void>;
  if (mode === 'echo') close = (await startEcho(port, HOST)).close;
  else if (mode === 'table') close = await bootColyseus(appConfig, port);
  else if (mode === 'bare') close = await bootColyseus(bareConfig, port);
  else throw new Error(`unknown mode ${String(mode)}`);

  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const pauses = new PauseLog();
  const dir = process.env.BENCH_PROFILE_DIR;
  const profile = dir === undefined || dir === '' ? null : new WindowProfile(dir);
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
