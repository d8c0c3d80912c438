// `npm run bench:server -- --tables N --seconds S --think-ms T`: the table room under load, then two floors.
// This process only directs: the servers and the bot clients each run in processes of their own.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs, type BenchArgs, type Phase } from './args';
import { SEATS } from './bots';
import { HOST, startServer, type GcSample } from './child';
import { scratchStore } from '@flotilla/server/testing';
import { startCluster } from './cluster';
import { startFleet, type Fleet } from './fleet';
import { openViewers, type Viewers } from './viewers';
import type { LoadReport } from './load-process';
import {
  bytesPerPatch,
  cpuPercent,
  perSecond,
  percentile,
  round2,
  summarize,
  type LatencySummary,
} from './measure';
import type { LiveMemory } from './child';
import { costOverBare } from './cost';
import { gcSummary, tailCauses, type Pause, type TailCauses } from './pauses';
import { MOST_AHEAD, byActionsAhead, clearOfPauses } from './tail-split';

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
  /** The bots' processes' collector pauses in the window: they hold back every table of their process at once. */
  readonly clientGc: Omit<RoundedGc, 'majorMs' | 'heapMb'>;
  readonly serverLoopDelayP99Ms: number | null;
  /** The server's garbage-collection pauses in the window: count, total and longest. */
  readonly serverGc: RoundedGc;
  /** The server's live heap and resident set once the window closed, after a full collection. */
  readonly serverMemory: LiveMemory | null;
  readonly gamesFinished: number;
  readonly tablesStarted: number;
  /** What the slowest 1 % of samples came after: a collector pause of the bots' process, of the server, or neither. */
  readonly tail: TailCauses;
  /** The machine's 1-minute load average when the window opened and closed: other work skews the figures. */
  readonly loadAverage: readonly [number | null, number | null];
  /** The latencies that no collector pause of either process touched (`tail-split.ts`). */
  readonly clearOfPauses: readonly number[];
  /** The latencies by how many actions were sent just before each: 0, 1, 2, `MOST_AHEAD` or more. */
  readonly byActionsAhead: readonly (readonly number[])[];
  /** A cluster's run (`--processes`): each process's share of the CPU, in percent of one core. */
  readonly perProcessCpuPercent?: ReadonlyArray<number | null>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const note = (text: string) => process.stderr.write(`[bench] ${text}\n`);

async function runPhase(phase: Phase, args: BenchArgs, viewerCount = 0, processes = 1): Promise<PhaseResult> {
  const cluster = processes > 1 ? await startCluster(phase, processes, args.profileDir) : null;
  // PostgreSQL without DATABASE_URL: a schema of the run's own in the machine's database, dropped after.
  const scratch =
    cluster === null &&
    phase === 'table' &&
    args.store === 'postgres' &&
    process.env.DATABASE_URL === undefined
      ? await scratchStore('postgres')
      : null;
  const server =
    cluster ??
    (await startServer(
      phase,
      phase === 'echo' ? null : args.profileDir,
      args.store,
      () => scratch?.env ?? {},
    ));
  note(
    `${phase}: server pid ${server.pid} on ${HOST}:${server.port}` +
      `${phase === 'table' ? ` (store: ${cluster === null ? args.store : 'postgres'})` : ''}` +
      `${cluster === null ? '' : `, one of ${processes} processes sharing Redis`}; opening ${args.tables} tables`,
  );
  let fleet: Fleet | null = null;
  let viewers: Viewers | null = null;
  try {
    const opened = performance.now();
    fleet = await startFleet(phase, server.port, args.tables, args.loadProcesses, args.thinkMs, {
      profileDir: phase === 'echo' ? null : args.profileDir,
    });
    fleet.failures.forEach((failure) => note(`a table failed to start (${failure})`));
    if (fleet.tables === 0)
      throw new Error(`${phase}: no table started (${fleet.failures[0] ?? 'no reason given'})`);
    note(
      `${phase}: ${fleet.tables} tables seated by ${Math.min(args.loadProcesses, args.tables)} bot processes ` +
        `in ${Math.round(performance.now() - opened)} ms`,
    );
    // Let every table get its first prompts answered before the window opens.
    await sleep(Math.min(5000, 500 + args.thinkMs * 1.5));
    if (viewerCount > 0) {
      viewers = await openViewers(server.port, viewerCount);
      // The link is delayed: its viewers get patches once its delay has passed, then all through the window.
      await sleep(viewers.delaySeconds * 1000 + 1000);
      note(
        `${phase}: ${viewerCount} broadcast viewers on one table, ${viewers.patches()} patches decoded so far`,
      );
    }
    const serverStart = await server.sample(true);
    const loadBefore = loadavg()[0] ?? Number.NaN;
    await fleet.open();
    const t0 = performance.now();
    await sleep(args.seconds * 1000);
    const recorded = await fleet.close();
    const wallMs = performance.now() - t0;
    const serverEnd = await server.sample(false);
    const latency = summarize(recorded.latencies);
    const timed = recorded.latencies.map((ms, i) => ({ ms, sentAt: recorded.sentAt[i] ?? Number.NaN }));
    writeSamples(phase, { ...recorded, serverPauses: serverEnd.pauses });
    note(`${phase}: ${latency.count} actions, p50 ${latency.p50Ms} ms, p99 ${latency.p99Ms} ms`);
    const serverCpu = cpuPercent(serverStart.cpu, serverEnd.cpu, wallMs);
    return {
      samples: recorded.latencies,
      latency,
      actionsPerSecond: round2(perSecond(latency.count, wallMs)),
      bytesPerPatch: round2(bytesPerPatch(recorded.patchBytes, recorded.patches)),
      bytesPerAction: round2(latency.count > 0 ? recorded.receivedBytes / latency.count : Number.NaN),
      refused: recorded.refused,
      serverCpuPercent: round2(serverCpu),
      serverCpuMsPerAction:
        latency.count > 0 ? Math.round(((serverCpu / 100) * wallMs * 1000) / latency.count) / 1000 : null,
      clientCpuPercent: round2((recorded.cpuMicros / 1000 / wallMs) * 100),
      clientGc: clientGc(recorded.pauses),
      serverLoopDelayP99Ms: round2(serverEnd.loopDelayP99Ms),
      serverGc: rounded(serverEnd.gc),
      serverMemory: serverEnd.memory,
      gamesFinished: recorded.gamesFinished,
      tail: tailCauses(timed, percentile(recorded.latencies, 99), recorded.pauses, serverEnd.pauses),
      tablesStarted: fleet.tables,
      loadAverage: [round2(loadBefore), round2(loadavg()[0] ?? Number.NaN)],
      clearOfPauses: clearOfPauses(timed, recorded.pauses, serverEnd.pauses),
      byActionsAhead: byActionsAhead(timed),
      ...(cluster === null
        ? {}
        : {
            perProcessCpuPercent: cluster.windows.map(({ start, end }) =>
              start === null || end === null ? Number.NaN : round2(cpuPercent(start.cpu, end.cpu, wallMs)),
            ),
          }),
    };
  } finally {
    if (viewers !== null) note(`${phase}: the viewers decoded ${viewers.patches()} patches in all`);
    await viewers?.close();
    await fleet?.stop();
    await server.stop();
    await scratch?.remove();
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.profileDir !== null) mkdirSync(args.profileDir, { recursive: true });
  const runs: Array<Partial<Record<Phase, PhaseResult>>> = [];
  const baselineRuns: PhaseResult[] = [];
  const viewerRuns: PhaseResult[] = [];
  const clusterRuns: PhaseResult[] = [];
  const baseline = args.baseline;
  for (let round = 0; round < args.rounds; round++) {
    const results: Partial<Record<Phase, PhaseResult>> = {};
    for (const phase of args.phases) {
      results[phase] = await runPhase(phase, args);
      if (phase === 'table' && baseline !== null)
        baselineRuns.push(await runPhase('table', { ...args, store: baseline }));
      if (phase === 'table' && args.viewers > 0) viewerRuns.push(await runPhase('table', args, args.viewers));
      if (phase === 'table' && args.processes > 1)
        clusterRuns.push(await runPhase('table', args, 0, args.processes));
    }
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
    store: args.store,
    // The same table phase with the `--baseline` store, pooled over the rounds: what the store costs.
    baseline: baseline === null ? null : storeCost(runs, baselineRuns, baseline),
    // The same table phase with `--viewers` broadcast viewers of one table, pooled: what they cost the players.
    viewers: args.viewers === 0 ? null : viewerCost(runs, viewerRuns, args.viewers),
    // The same table phase on `--processes` processes of one cluster, pooled: what scaling out costs and gives.
    cluster: args.processes === 1 ? null : clusterCost(runs, clusterRuns, args.processes),
    actionsPerSecond: last.table?.actionsPerSecond ?? null,
    p50Ms: table?.p50Ms ?? null,
    p99Ms: table?.p99Ms ?? null,
    bytesPerPatch: last.table?.bytesPerPatch ?? null,
    serverCpuPercent: last.table?.serverCpuPercent ?? null,
    bareP50Ms: bare?.p50Ms ?? null,
    bareP99Ms: bare?.p99Ms ?? null,
    echoP50Ms: echo?.p50Ms ?? null,
    echoP99Ms: echo?.p99Ms ?? null,
    /** Reported for comparison; no longer a goal (it swings with the machine's noise). */
    p99OverBare: ratio(table?.p99Ms, bare?.p99Ms),
    // The pooled samples at more percentiles: whether the table's gap is in its tail only or in every action.
    percentiles: {
      table: table && percentilesOf(table),
      bare: bare && percentilesOf(bare),
      tableOverBare: table &&
        bare && {
          p50: ratio(table.p50Ms, bare.p50Ms),
          p90: ratio(table.p90Ms, bare.p90Ms),
          p95: ratio(table.p95Ms, bare.p95Ms),
          p99: ratio(table.p99Ms, bare.p99Ms),
        },
    },
    // What the table's gap is made of, over the pooled rounds: its tail without either process's collector, and
    // what each action sent just before another adds to that one's wait.
    split: {
      clearOfPauses: {
        table: clearSummary(runs, 'table'),
        bare: clearSummary(runs, 'bare'),
      },
      byActionsAhead: {
        table: aheadSummary(runs, 'table'),
        bare: aheadSummary(runs, 'bare'),
      },
    },
    // What a table costs the server over the bare room: the issue's goals, each round's figure and their spread.
    cost: costOverBare(runs),
    // Each round on its own, to see how much the machine's other work moved the figures.
    perRound: runs.map((run) => ({
      p99Ms: run.table?.latency.p99Ms ?? null,
      bareP99Ms: run.bare?.latency.p99Ms ?? null,
      p99OverBare: ratio(run.table?.latency.p99Ms, run.bare?.latency.p99Ms),
      serverCpuMsPerAction: run.table?.serverCpuMsPerAction ?? null,
      bareServerCpuMsPerAction: run.bare?.serverCpuMsPerAction ?? null,
      tail: run.table?.tail ?? null,
      bareTail: run.bare?.tail ?? null,
      clientGc: run.table?.clientGc ?? null,
      bareClientGc: run.bare?.clientGc ?? null,
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

/** The table phase with broadcast viewers against the same phase without, pooled over the rounds. */
function viewerCost(runs: Runs, viewerRuns: readonly PhaseResult[], viewers: number) {
  const without = summarize(runs.flatMap((run) => run.table?.samples ?? []));
  const withViewers = summarize(viewerRuns.flatMap((r) => r.samples));
  const cpu = (results: readonly (PhaseResult | undefined)[]) => {
    const known = results.filter((r): r is PhaseResult => r?.serverCpuMsPerAction != null);
    return known.length === 0
      ? null
      : round2(known.reduce((total, r) => total + (r.serverCpuMsPerAction ?? 0), 0) / known.length);
  };
  return {
    viewers,
    p50Ms: withViewers.p50Ms,
    p99Ms: withViewers.p99Ms,
    withoutP50Ms: without.p50Ms,
    withoutP99Ms: without.p99Ms,
    /** The goal: at most 1.2. */
    p99OverWithout:
      withViewers.p99Ms === null || without.p99Ms === null || without.p99Ms === 0
        ? null
        : round2(withViewers.p99Ms / without.p99Ms),
    serverCpuMsPerAction: cpu(viewerRuns),
    withoutServerCpuMsPerAction: cpu(runs.map((run) => run.table)),
    perRound: viewerRuns.map((r, i) => ({
      p99Ms: r.latency.p99Ms,
      withoutP99Ms: runs[i]?.table?.latency.p99Ms ?? null,
    })),
  };
}

/** The table phase on one process against the same phase on a cluster's `processes`. */
function clusterCost(runs: Runs, clusterRuns: readonly PhaseResult[], processes: number) {
  const single = summarize(runs.flatMap((run) => run.table?.samples ?? []));
  const spread = summarize(clusterRuns.flatMap((r) => r.samples));
  const mean = (values: ReadonlyArray<number | null | undefined>) => {
    const known = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
    return known.length === 0 ? null : round2(known.reduce((a, b) => a + b, 0) / known.length);
  };
  return {
    processes,
    p50Ms: spread.p50Ms,
    p99Ms: spread.p99Ms,
    actionsPerSecond: mean(clusterRuns.map((r) => r.actionsPerSecond)),
    /** The whole cluster's CPU over its actions (every process summed). */
    serverCpuMsPerAction: mean(clusterRuns.map((r) => r.serverCpuMsPerAction)),
    perProcessCpuPercent: clusterRuns.map((r) => r.perProcessCpuPercent ?? []),
    singleP50Ms: single.p50Ms,
    singleP99Ms: single.p99Ms,
    singleActionsPerSecond: mean(runs.map((run) => run.table?.actionsPerSecond)),
    singleServerCpuMsPerAction: mean(runs.map((run) => run.table?.serverCpuMsPerAction)),
  };
}

/**
 * The table phase with the store against the same phase with the baseline store: pooled latencies, and the server's
 * CPU per action over every round (total CPU time over total actions, so a short window weighs less).
 */
function storeCost(runs: Runs, baselineRuns: readonly PhaseResult[], store: string) {
  const tableRuns = runs.flatMap((run) => (run.table === undefined ? [] : [run.table]));
  const cpuPerAction = (results: readonly PhaseResult[]) => {
    let cpuMs = 0;
    let actions = 0;
    for (const result of results) {
      if (result.serverCpuMsPerAction === null) continue;
      cpuMs += result.serverCpuMsPerAction * result.latency.count;
      actions += result.latency.count;
    }
    return actions === 0 ? null : Math.round((cpuMs / actions) * 1000) / 1000;
  };
  const withStore = summarize(tableRuns.flatMap((r) => r.samples));
  const without = summarize(baselineRuns.flatMap((r) => r.samples));
  const cpu = cpuPerAction(tableRuns);
  const baseCpu = cpuPerAction(baselineRuns);
  return {
    store,
    p50Ms: without.p50Ms,
    p99Ms: without.p99Ms,
    serverCpuMsPerAction: baseCpu,
    tableServerCpuMsPerAction: cpu,
    /** The goal with the embedded store at 500 tables against none: at most 1.15. */
    cpuPerActionOverBaseline:
      cpu === null || baseCpu === null || baseCpu === 0 ? null : round2(cpu / baseCpu),
    p99OverBaseline:
      withStore.p99Ms === null || !without.p99Ms ? null : round2(withStore.p99Ms / without.p99Ms),
  };
}

/**
 * For a diagnosis run, `BENCH_SAMPLES_DIR=DIR` keeps each window's raw samples and both collectors' pauses in
 * `DIR/<phase>-<time>.json`: when the slow samples were sent, and whether they cluster around one event (a
 * server's full collection) or spread over many (the bots' scavenges).
 */
function writeSamples(phase: Phase, window: LoadReport & { serverPauses: readonly Pause[] }): void {
  const dir = process.env.BENCH_SAMPLES_DIR;
  if (dir === undefined || dir === '') return;
  const { latencies, sentAt, pauses: botPauses, serverPauses } = window;
  const file = join(dir, `${phase}-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify({ latencies, sentAt, botPauses, serverPauses }));
  note(`${phase}: samples of the window in ${file}`);
}

type Runs = ReadonlyArray<Partial<Record<Phase, PhaseResult>>>;

/** Samples of `phase` over every round. */
function pooledCount(runs: Runs, phase: Phase): number {
  return runs.reduce((count, run) => count + (run[phase]?.samples.length ?? 0), 0);
}

/** The pooled samples that no pause touched: their share of all samples and their percentiles. */
function clearSummary(runs: Runs, phase: Phase) {
  const all = pooledCount(runs, phase);
  const clear = runs.flatMap((run) => run[phase]?.clearOfPauses ?? []);
  if (all === 0) return null;
  const { p50Ms, p95Ms, p99Ms } = summarize(clear);
  return { share: round2(clear.length / all), p50Ms, p95Ms, p99Ms };
}

/** For 0, 1, 2 and `MOST_AHEAD`+ actions sent just before: the pooled samples' share, median and p99. */
function aheadSummary(runs: Runs, phase: Phase) {
  const all = pooledCount(runs, phase);
  if (all === 0) return null;
  return Array.from({ length: MOST_AHEAD + 1 }, (_, ahead) => {
    const group = runs.flatMap((run) => run[phase]?.byActionsAhead[ahead] ?? []);
    const { p50Ms, p99Ms } = summarize(group);
    return {
      ahead: ahead === MOST_AHEAD ? `${ahead}+` : String(ahead),
      share: round2(group.length / all),
      p50Ms,
      p99Ms,
    };
  });
}

function percentilesOf(latency: LatencySummary) {
  return { p50: latency.p50Ms, p90: latency.p90Ms, p95: latency.p95Ms, p99: latency.p99Ms };
}

type RoundedGc = { [K in keyof GcSample]: K extends 'pauses' | 'major' | 'heapMb' ? number : number | null };

function rounded(gc: GcSample): RoundedGc {
  return { ...gc, majorMs: round2(gc.majorMs), totalMs: round2(gc.totalMs), maxMs: round2(gc.maxMs) };
}

/** The bots' processes report no heap size: their pauses only. */
function clientGc(pauses: readonly Pause[]): PhaseResult['clientGc'] {
  const { pauses: count, major, totalMs, maxMs } = rounded(gcSummary(pauses, 0));
  return { pauses: count, major, totalMs, maxMs };
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
    clientGc: result.clientGc,
    serverLoopDelayP99Ms: result.serverLoopDelayP99Ms,
    serverGc: result.serverGc,
    serverMemory: result.serverMemory,
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
