// The parent's handle on the server child process: start it, sample its CPU, stop it.
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '@flotilla/server/testing';
import { SERVER_V8_FLAGS } from '@flotilla/server/v8-flags';
import type { BenchStore, Phase } from './args';
import type { GcSample, Pause } from './pauses';

export type { GcSample } from './pauses';

/**
 * The server's memory once a window closes, after a full collection: what its tables hold, without the garbage
 * a window leaves behind (that depends on when the collector last ran, not on the tables). Null when opening.
 */
export interface LiveMemory {
  readonly liveHeapMb: number;
  readonly rssMb: number;
}

/** Everything in the benchmark listens and connects on loopback only. */
export const HOST = '127.0.0.1';

/** Parent → child. */
export type ToServer = { type: 'sample'; reset: boolean } | { type: 'stop' };
/** Child → parent. */
export type FromServer =
  | { type: 'ready' }
  | {
      type: 'sample';
      cpu: NodeJS.CpuUsage;
      loopDelayP99Ms: number;
      gc: GcSample;
      pauses: Pause[];
      memory: LiveMemory | null;
    }
  | { type: 'failed'; message: string };

export interface ServerChild {
  readonly port: number;
  readonly pid: number;
  /** With `reset`, opens a window; without, closes it: `pauses` are the collector's pauses in the window. */
  sample(reset: boolean): Promise<{
    cpu: NodeJS.CpuUsage;
    loopDelayP99Ms: number;
    gc: GcSample;
    pauses: Pause[];
    memory: LiveMemory | null;
  }>;
  stop(): Promise<void>;
}

/** The child's next message of `type`; rejects on its `failed` message, its exit or the timeout. */
export function nextMessage<M extends { type: string; message?: string }, T extends M['type']>(
  child: ChildProcess,
  type: T,
  ms: number,
  who = 'server child',
): Promise<Extract<M, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`${who}: no "${type}" within ${ms} ms`)), ms);
    const onMessage = (message: M) => {
      if (message.type === type) finish(null, message as Extract<M, { type: T }>);
      else if (message.type === 'failed') finish(new Error(`${who} failed: ${String(message.message)}`));
    };
    const onExit = (code: number | null) => finish(new Error(`${who} exited (${String(code)})`));
    function finish(error: Error | null, message?: Extract<M, { type: T }>) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error !== null || message === undefined) reject(error ?? new Error('no message'));
      else resolve(message);
    }
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/**
 * V8 flags added from the environment for a diagnosis run: `BENCH_SERVER_V8_FLAGS` for both servers under test,
 * `BENCH_LOAD_V8_FLAGS` for the bots' processes (`--trace-gc-nvp`, another young generation). Figures taken with
 * them are a diagnosis, not the benchmark's. The children's own output then goes to stderr, so that the report
 * on stdout stays one JSON object.
 */
export function diagnosisFlags(
  variable: 'BENCH_SERVER_V8_FLAGS' | 'BENCH_LOAD_V8_FLAGS',
  env: NodeJS.ProcessEnv = process.env,
): string[] {
  return (env[variable] ?? '').split(/\s+/).filter((flag) => flag !== '');
}

/** Forks `server-process.ts` through the same TypeScript loader (tsx) this process runs under. */
export async function startServer(
  mode: Phase,
  profileDir: string | null,
  store: BenchStore = 'none',
  /** Settings of its own (a cluster member's Redis, store and address), given the port it will listen on. */
  extraEnv: (port: number) => Record<string, string> = () => ({}),
): Promise<ServerChild> {
  const port = await freePort(HOST);
  const loader = process.execArgv.filter((flag) => !flag.startsWith('--max-semi-space-size'));
  const diagnosis = diagnosisFlags('BENCH_SERVER_V8_FLAGS');
  const child = fork(join(__dirname, 'server-process.ts'), [mode, String(port), store], {
    // The flags of a served game (`npm start`, the image), whatever this process and the bots' processes run
    // with: the bots keep a large young generation, so that their collector does not stall 2,000 clients at once
    // and charge the pause to whichever server is measured.
    execArgv: [...loader, ...SERVER_V8_FLAGS, ...diagnosis],
    // Info logs (one line per table created or started) go nowhere; warnings and errors still show.
    // With a profile folder, the child profiles its CPU over the measured window only (not ramp-up).
    env: {
      ...process.env,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // Thousands of bots join from this one address, faster than any person would.
      MATCHMAKE_PER_MINUTE: '0',
      ...extraEnv(port),
      ...(profileDir === null ? {} : { BENCH_PROFILE_DIR: profileDir }),
    },
    stdio: ['ignore', diagnosis.length > 0 ? process.stderr : 'ignore', 'inherit', 'ipc'],
  });
  await nextMessage<FromServer, 'ready'>(child, 'ready', 30_000);
  let exited = false;
  child.once('exit', () => (exited = true));
  return {
    port,
    pid: child.pid ?? -1,
    async sample(reset) {
      const reply = nextMessage<FromServer, 'sample'>(child, 'sample', 10_000);
      child.send({ type: 'sample', reset } satisfies ToServer);
      const { cpu, loopDelayP99Ms, gc, pauses, memory } = await reply;
      return { cpu, loopDelayP99Ms, gc, pauses, memory };
    },
    async stop() {
      if (exited) return;
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.send({ type: 'stop' } satisfies ToServer);
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    },
  };
}
