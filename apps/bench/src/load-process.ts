// One bot-client process of the benchmark: seats its share of the tables, records its window, reports it.
import {
  decodeLongStringsNatively,
  recycleDecoderBookkeeping,
  skipEncoderBookkeeping,
} from '@flotilla/protocol';
import { Client } from 'colyseus.js';
import { performance } from 'node:perf_hooks';
import type { Phase } from './args';
import { BotTable, bareKind, captainsWarKind } from './bots';
import { HOST } from './child';
import { EchoTable } from './echo';
import { Recorder } from './measure';
import { PauseLog, type Pause } from './pauses';
import { WindowProfile } from './window-profile';

/** Tables one process opens at once while the load ramps up. */
const JOIN_CONCURRENCY = 5;

/** Parent → load process. */
export type ToLoad =
  | { type: 'start'; phase: Phase; port: number; first: number; count: number; thinkMs: number }
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'stop' };

/** What one load process recorded in the window. */
export interface LoadReport {
  readonly latencies: number[];
  /** When each latency's action was sent, in ms since the epoch. */
  readonly sentAt: number[];
  /** This process's collector pauses in the window. */
  readonly pauses: Pause[];
  readonly patches: number;
  readonly patchBytes: number;
  readonly receivedBytes: number;
  readonly refused: number;
  readonly gamesFinished: number;
  /** This process's CPU time in the window, in microseconds. */
  readonly cpuMicros: number;
}

/** Load process → parent. */
export type FromLoad =
  | { type: 'started'; tables: number; failures: string[] }
  | { type: 'opened' }
  | ({ type: 'closed' } & LoadReport)
  | { type: 'failed'; message: string };

interface Load {
  start(): Promise<void>;
  stop(): Promise<void> | void;
  readonly gamesFinished?: number;
}

/** Starts `loads`, `JOIN_CONCURRENCY` at a time, two attempts each; returns those that started. */
async function startAll(loads: Load[], failures: string[]): Promise<Load[]> {
  const started: Load[] = [];
  let next = 0;
  const worker = async () => {
    while (next < loads.length) {
      const load = loads[next++];
      if (load === undefined) break;
      for (let attempt = 1; attempt <= 2; attempt++) {
        try {
          await load.start();
          started.push(load);
          break;
        } catch (error) {
          failures.push(`attempt ${attempt}: ${String(error)}`);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: JOIN_CONCURRENCY }, worker));
  return started;
}

function loadsFor(message: Extract<ToLoad, { type: 'start' }>, recorder: Recorder): Load[] {
  const random = Math.random;
  const indexes = Array.from({ length: message.count }, (_, i) => message.first + i);
  if (message.phase === 'echo') {
    const url = `ws://${HOST}:${message.port}`;
    return indexes.map((i) => new EchoTable(url, i, message.thinkMs, recorder, random));
  }
  const client = new Client(`ws://${HOST}:${message.port}`);
  const kind = message.phase === 'table' ? captainsWarKind : bareKind;
  return indexes.map((i) => new BotTable(client, kind, i + 1, message.thinkMs, recorder, random));
}

function main(): void {
  if (typeof process.send !== 'function') throw new Error('load-process.ts runs only under main.ts');
  // The bots decode as the web client does (net/connection.ts): the same bookkeeping recycled, the same strings,
  // no encoder records.
  recycleDecoderBookkeeping();
  decodeLongStringsNatively();
  skipEncoderBookkeeping();
  const send = (message: FromLoad) => process.send?.(message);
  const recorder = new Recorder();
  const pauses = new PauseLog();
  let loads: Load[] = [];
  let cpuAtOpen = process.cpuUsage();
  const profile = WindowProfile.requested();
  let phase = 'bots';
  process.on('message', (message: ToLoad) => {
    switch (message.type) {
      case 'start': {
        loads = loadsFor(message, recorder);
        phase = `${message.phase}-bots`;
        const failures: string[] = [];
        void startAll(loads, failures).then((started) =>
          send({ type: 'started', tables: started.length, failures: failures.slice(0, 3) }),
        );
        return;
      }
      case 'open':
        cpuAtOpen = process.cpuUsage();
        recorder.start(performance.now());
        pauses.start();
        void profile?.start();
        return send({ type: 'opened' });
      case 'close': {
        recorder.stop(performance.now());
        pauses.stop();
        void profile?.stop(phase);
        const cpu = process.cpuUsage(cpuAtOpen);
        return send({
          type: 'closed',
          latencies: recorder.latencies,
          sentAt: recorder.sentAt,
          pauses: pauses.pauses,
          patches: recorder.patches,
          patchBytes: recorder.patchBytes,
          receivedBytes: recorder.receivedBytes,
          refused: recorder.refused,
          gamesFinished: loads.reduce((sum, load) => sum + (load.gamesFinished ?? 0), 0),
          cpuMicros: cpu.user + cpu.system,
        });
      }
      case 'stop':
        void Promise.all(loads.map((load) => load.stop())).finally(() => process.exit(0));
        return;
    }
  });
}

try {
  main();
} catch (error) {
  process.send?.({ type: 'failed', message: String(error) } satisfies FromLoad);
  process.exit(1);
}
