// `npm run bench:server -- --tables N --seconds S --think-ms T`: the table room under load, then two floors.
import { Client } from 'colyseus.js';
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs, type BenchArgs, type Phase } from './args';
import { BotTable, SEATS, bareKind, captainsWarKind } from './bots';
import { HOST, startServer } from './child';
import { EchoTable } from './echo';
import { Recorder, cpuPercent, round2, summarize, type LatencySummary } from './measure';

/** Tables opened at once while the load ramps up. */
const JOIN_CONCURRENCY = 20;

interface PhaseResult {
  readonly samples: readonly number[];
  readonly latency: LatencySummary;
  readonly actionsPerSecond: number | null;
  readonly bytesPerPatch: number | null;
  readonly bytesPerAction: number | null;
  readonly refused: number;
  readonly serverCpuPercent: number | null;
  /** Server CPU time per answered action: less sensitive to other work on the machine than latency. */
  readonly serverCpuMsPerAction: number | null;
  readonly clientCpuPercent: number | null;
  readonly serverLoopDelayP99Ms: number | null;
  /** The server's garbage-collection pauses in the window: count, total and longest. */
  readonly serverGc: {
    pauses: number;
    major: number;
    majorMs: number | null;
    totalMs: number | null;
    maxMs: number | null;
    heapMb: number;
  };
  readonly gamesFinished: number;
  readonly tablesStarted: number;
  /** The machine's 1-minute load average when the window opened and closed: other work skews the figures. */
  readonly loadAverage: readonly [number | null, number | null];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const note = (text: string) => process.stderr.write(`[bench] ${text}\n`);

interface Load {
  start(): Promise<void>;
  stop(): Promise<void> | void;
  readonly gamesFinished?: number;
}

/** Starts `count` loads, `JOIN_CONCURRENCY` at a time; returns those that started. */
async function startAll<T extends Load>(loads: T[]): Promise<T[]> {
  const started: T[] = [];
  let next = 0;
  let failures = 0;
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
          if (failures++ < 3) note(`a table failed to start (attempt ${attempt}): ${String(error)}`);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: JOIN_CONCURRENCY }, worker));
  if (failures > 0) note(`${failures} failed attempts; ${started.length} of ${loads.length} tables started`);
  return started;
}

async function runPhase(phase: Phase, args: BenchArgs): Promise<PhaseResult> {
  const server = await startServer(phase, phase === 'echo' ? null : args.profileDir);
  note(`${phase}: server pid ${server.pid} on ${HOST}:${server.port}; opening ${args.tables} tables`);
  const recorder = new Recorder();
  const random = Math.random;
  let loads: Load[];
  if (phase === 'echo') {
    const url = `ws://${HOST}:${server.port}`;
    loads = Array.from(
      { length: args.tables },
      (_, i) => new EchoTable(url, i, args.thinkMs, recorder, random),
    );
  } else {
    const client = new Client(`ws://${HOST}:${server.port}`);
    const kind = phase === 'table' ? captainsWarKind() : bareKind;
    loads = Array.from(
      { length: args.tables },
      (_, i) => new BotTable(client, kind, i + 1, args.thinkMs, recorder, random),
    );
  }
  try {
    const opened = performance.now();
    const started = await startAll(loads);
    note(`${phase}: ${started.length} tables seated in ${Math.round(performance.now() - opened)} ms`);
    // Let every table get its first prompts answered before the window opens.
    await sleep(Math.min(5000, 500 + args.thinkMs * 1.5));
    const serverStart = await server.sample(true);
    const clientStart = process.cpuUsage();
    const loadBefore = loadavg()[0] ?? Number.NaN;
    const t0 = performance.now();
    recorder.start(t0);
    await sleep(args.seconds * 1000);
    const t1 = performance.now();
    recorder.stop(t1);
    const clientEnd = process.cpuUsage();
    const serverEnd = await server.sample(false);
    const wallMs = t1 - t0;
    const latency = summarize(recorder.latencies);
    note(`${phase}: ${latency.count} actions, p50 ${latency.p50Ms} ms, p99 ${latency.p99Ms} ms`);
    return {
      samples: recorder.latencies,
      latency,
      actionsPerSecond: round2(recorder.actionsPerSecond),
      bytesPerPatch: round2(recorder.bytesPerPatch),
      bytesPerAction: round2(latency.count > 0 ? recorder.receivedBytes / latency.count : Number.NaN),
      refused: recorder.refused,
      serverCpuPercent: round2(cpuPercent(serverStart.cpu, serverEnd.cpu, wallMs)),
      serverCpuMsPerAction:
        latency.count > 0
          ? Math.round(
              ((cpuPercent(serverStart.cpu, serverEnd.cpu, wallMs) / 100) * wallMs * 1000) / latency.count,
            ) / 1000
          : null,
      clientCpuPercent: round2(cpuPercent(clientStart, clientEnd, wallMs)),
      serverLoopDelayP99Ms: round2(serverEnd.loopDelayP99Ms),
      serverGc: {
        pauses: serverEnd.gc.pauses,
        major: serverEnd.gc.major,
        majorMs: round2(serverEnd.gc.majorMs),
        heapMb: serverEnd.gc.heapMb,
        totalMs: round2(serverEnd.gc.totalMs),
        maxMs: round2(serverEnd.gc.maxMs),
      },
      gamesFinished: loads.reduce((sum, load) => sum + (load.gamesFinished ?? 0), 0),
      tablesStarted: started.length,
      loadAverage: [round2(loadBefore), round2(loadavg()[0] ?? Number.NaN)],
    };
  } finally {
    await Promise.all(loads.map((load) => load.stop()));
    await server.stop();
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.profileDir !== null) mkdirSync(args.profileDir, { recursive: true });
  const runs: Array<Partial<Record<Phase, PhaseResult>>> = [];
  for (let round = 0; round < args.rounds; round++) {
    const results: Partial<Record<Phase, PhaseResult>> = {};
    for (const phase of args.phases) results[phase] = await runPhase(phase, args);
    runs.push(results);
  }
  // Every round's samples pooled: one figure per phase over the same stretch of the machine's load.
  const pooled = (phase: Phase) => {
    const samples = runs.flatMap((run) => run[phase]?.samples ?? []);
    return samples.length > 0 ? summarize(samples) : null;
  };
  const table = pooled('table');
  const bare = pooled('bare');
  const echo = pooled('echo');
  const last = runs[runs.length - 1] ?? {};
  const ratio = (a: number | null | undefined, b: number | null | undefined) =>
    a === null || a === undefined || b === null || b === undefined || b === 0 ? null : round2(a / b);
  const report = {
    tables: args.tables,
    clients: args.tables * SEATS,
    seconds: args.seconds,
    thinkMs: args.thinkMs,
    rounds: args.rounds,
    actionsPerSecond: last.table?.actionsPerSecond ?? null,
    p50Ms: table?.p50Ms ?? null,
    p99Ms: table?.p99Ms ?? null,
    bytesPerPatch: last.table?.bytesPerPatch ?? null,
    serverCpuPercent: last.table?.serverCpuPercent ?? null,
    bareP50Ms: bare?.p50Ms ?? null,
    bareP99Ms: bare?.p99Ms ?? null,
    echoP50Ms: echo?.p50Ms ?? null,
    echoP99Ms: echo?.p99Ms ?? null,
    /** The goal at 500 tables: at most 1.5. */
    p99OverBare: ratio(table?.p99Ms, bare?.p99Ms),
    // Each round on its own, to see how much the machine's other work moved the figures.
    perRound: runs.map((run) => ({
      p99Ms: run.table?.latency.p99Ms ?? null,
      bareP99Ms: run.bare?.latency.p99Ms ?? null,
      p99OverBare: ratio(run.table?.latency.p99Ms, run.bare?.latency.p99Ms),
      serverCpuMsPerAction: run.table?.serverCpuMsPerAction ?? null,
      bareServerCpuMsPerAction: run.bare?.serverCpuMsPerAction ?? null,
      loadAverage: run.table?.loadAverage ?? run.bare?.loadAverage ?? null,
    })),
    // Context for reading the figures above (the last round).
    details: {
      table: last.table && detail(last.table),
      bare: last.bare && detail(last.bare),
      echo: last.echo && detail(last.echo),
    },
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}

function detail(result: PhaseResult) {
  return {
    tablesStarted: result.tablesStarted,
    actions: result.latency.count,
    actionsPerSecond: result.actionsPerSecond,
    maxMs: result.latency.maxMs,
    bytesPerPatch: result.bytesPerPatch,
    bytesPerAction: result.bytesPerAction,
    refused: result.refused,
    gamesFinished: result.gamesFinished,
    serverCpuPercent: result.serverCpuPercent,
    serverCpuMsPerAction: result.serverCpuMsPerAction,
    clientCpuPercent: result.clientCpuPercent,
    serverLoopDelayP99Ms: result.serverLoopDelayP99Ms,
    serverGc: result.serverGc,
    loadAverage: result.loadAverage,
  };
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
