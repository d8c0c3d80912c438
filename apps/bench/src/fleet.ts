// The parent's handle on the bot-client processes: share the tables out, open and close one window, merge.
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { Phase } from './args';
import { diagnosisFlags, nextMessage } from './child';
import type { FromLoad, LoadReport, ToLoad } from './load-process';

/** Seating 500 tables takes tens of seconds on two cores; a stuck process must not hang the bench forever. */
const START_TIMEOUT_MS = 15 * 60_000;
const REPLY_TIMEOUT_MS = 60_000;

export interface Fleet {
  /** Tables seated across every process. */
  readonly tables: number;
  /** The first few join failures, for the log. */
  readonly failures: readonly string[];
  open(): Promise<void>;
  /** Closes the window in every process and merges what they recorded. */
  close(): Promise<LoadReport>;
  stop(): Promise<void>;
}

/** `total` tables split as evenly as possible over `processes` (never more processes than tables). */
export function shareOut(total: number, processes: number): Array<{ first: number; count: number }> {
  const k = Math.max(1, Math.min(processes, total));
  const shares: Array<{ first: number; count: number }> = [];
  let first = 0;
  for (let i = 0; i < k; i++) {
    const count = Math.floor(total / k) + (i < total % k ? 1 : 0);
    shares.push({ first, count });
    first += count;
  }
  return shares;
}

/** The reports of every process as one: latencies concatenated, counters and CPU summed. */
export function mergeReports(reports: readonly LoadReport[]): LoadReport {
  return {
    latencies: reports.flatMap((report) => report.latencies),
    sentAt: reports.flatMap((report) => report.sentAt),
    pauses: reports.flatMap((report) => report.pauses),
    patches: sum(reports, (report) => report.patches),
    patchBytes: sum(reports, (report) => report.patchBytes),
    receivedBytes: sum(reports, (report) => report.receivedBytes),
    refused: sum(reports, (report) => report.refused),
    gamesFinished: sum(reports, (report) => report.gamesFinished),
    cpuMicros: sum(reports, (report) => report.cpuMicros),
  };
}

function sum<T>(items: readonly T[], of: (item: T) => number): number {
  return items.reduce((total, item) => total + of(item), 0);
}

/** Forks the load processes (same loader and V8 flags as this one) and seats `tables` tables among them. */
export async function startFleet(
  phase: Phase,
  port: number,
  tables: number,
  processes: number,
  thinkMs: number,
  { profileDir }: { profileDir: string | null } = { profileDir: null },
): Promise<Fleet> {
  const children: ChildProcess[] = [];
  const diagnosis = diagnosisFlags('BENCH_LOAD_V8_FLAGS');
  const send = (child: ChildProcess, message: ToLoad) => child.send(message);
  const all = <T extends FromLoad['type']>(type: T, ms: number) =>
    Promise.all(children.map((child) => nextMessage<FromLoad, T>(child, type, ms, 'load process')));
  try {
    for (const share of shareOut(tables, processes)) {
      const child = fork(join(__dirname, 'load-process.ts'), [], {
        execArgv: [...process.execArgv, ...diagnosis],
        // The same profile request the servers under test get (`startServer`).
        env: { ...process.env, BENCH_PROFILE_DIR: profileDir ?? '' },
        stdio: ['ignore', diagnosis.length > 0 ? process.stderr : 'inherit', 'inherit', 'ipc'],
      });
      children.push(child);
      send(child, { type: 'start', phase, port, first: share.first, count: share.count, thinkMs });
    }
    const started = await all('started', START_TIMEOUT_MS);
    const stop = async () => {
      await Promise.all(
        children.map((child) => {
          if (child.exitCode !== null) return Promise.resolve();
          const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
          send(child, { type: 'stop' });
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          return gone.finally(() => clearTimeout(timer));
        }),
      );
    };
    return {
      tables: sum(started, (reply) => reply.tables),
      failures: started.flatMap((reply) => reply.failures),
      async open() {
        const opened = all('opened', REPLY_TIMEOUT_MS);
        children.forEach((child) => send(child, { type: 'open' }));
        await opened;
      },
      async close() {
        const closed = all('closed', REPLY_TIMEOUT_MS);
        children.forEach((child) => send(child, { type: 'close' }));
        return mergeReports(await closed);
      },
      stop,
    };
  } catch (error) {
    children.forEach((child) => child.kill('SIGKILL'));
    throw error;
  }
}
