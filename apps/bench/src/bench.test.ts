// The benchmark's argument parser and arithmetic (no network here: the bench itself is not a test).
import { BOUNDS, DEFAULTS, PHASES, parseArgs } from './args';
import { bareWorkMicros, spin } from './bare-room';
import { diagnosisFlags } from './child';
import { mergeReports, shareOut } from './fleet';
import { Recorder, cpuPercent, jittered, percentile, percentileOfSorted, round2, summarize } from './measure';
import { DisplayName } from '@flotilla/protocol';
import { loadName } from './bots';
import { QUEUE_AFTER_PAUSE_MS, gcSummary, tailCauses } from './pauses';
import { COST_GOALS, costOverBare } from './cost';

describe('parseArgs', () => {
  it('defaults to 100 tables, 20 seconds, 1000 ms think time, every phase once, no profile', () => {
    expect(parseArgs([])).toEqual(DEFAULTS);
    expect(DEFAULTS).toMatchObject({
      tables: 100,
      seconds: 20,
      thinkMs: 1000,
      phases: PHASES,
      rounds: 1,
      profileDir: null,
      loadProcesses: 1,
    });
  });

  it('reads "--flag value" and "--flag=value"', () => {
    expect(parseArgs(['--tables', '500', '--seconds=30', '--think-ms', '250'])).toMatchObject({
      tables: 500,
      seconds: 30,
      thinkMs: 250,
    });
    expect(parseArgs(['--think-ms=0']).thinkMs).toBe(0);
  });

  it('reads a phase list, dropping repeats, and a profile folder', () => {
    expect(parseArgs(['--phases', 'bare,table,bare']).phases).toEqual(['bare', 'table']);
    expect(parseArgs(['--profile', '/tmp/prof']).profileDir).toBe('/tmp/prof');
    expect(parseArgs(['--rounds', '3']).rounds).toBe(3);
    expect(parseArgs(['--load-processes', '4']).loadProcesses).toBe(4);
    expect(parseArgs([]).store).toBe('sqlite');
    expect(parseArgs(['--store', 'none']).store).toBe('none');
    expect(parseArgs(['--store=postgres']).store).toBe('postgres');
    expect(() => parseArgs(['--store', 'redis'])).toThrow('--store is sqlite, postgres or none');
    expect(parseArgs([]).baseline).toBeNull();
    expect(parseArgs(['--baseline', 'none']).baseline).toBe('none');
    expect(() => parseArgs(['--baseline', 'disk'])).toThrow('--baseline is sqlite, postgres or none');
    expect(parseArgs([]).viewers).toBe(0);
    expect(parseArgs(['--viewers', '200']).viewers).toBe(200);
    expect(() => parseArgs(['--viewers', '-1'])).toThrow();
    expect(parseArgs([]).processes).toBe(1);
    expect(parseArgs(['--processes', '2']).processes).toBe(2);
    expect(() => parseArgs(['--processes', '0'])).toThrow();
    expect(() => parseArgs(['--processes', String(BOUNDS.processes.max + 1)])).toThrow();
  });

  it.each([
    [['--tables']],
    [['--tables', 'ten']],
    [['--tables', '1.5']],
    [['--tables', '-3']],
    [['--tables', '0']],
    [['--tables', String(BOUNDS.tables.max + 1)]],
    [['--seconds', '0']],
    [['--load-processes', '0']],
    [['--load-processes', String(BOUNDS.loadProcesses.max + 1)]],
    [['--seconds', '601']],
    [['--think-ms', '60001']],
    [['--think-ms', '']],
    [['--phases', 'table,warp']],
    [['--phases', '']],
    [['--profile']],
    [['--rounds', '0']],
    [['--rounds', '21']],
    [['--tables', '10', 'extra']],
    [['--turbo', '1']],
    [['--help']],
  ])('refuses %j', (argv) => {
    expect(() => parseArgs(argv)).toThrow();
  });
});

describe('percentile (nearest rank)', () => {
  it('is NaN for no values and rejects percentiles outside (0, 100]', () => {
    expect(percentile([], 50)).toBeNaN();
    expect(() => percentile([1], 0)).toThrow(RangeError);
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });

  it('returns the only value of a single sample at any percentile', () => {
    expect(percentile([7], 1)).toBe(7);
    expect(percentile([7], 50)).toBe(7);
    expect(percentile([7], 100)).toBe(7);
  });

  it('follows the nearest-rank definition on 1..100', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i); // unsorted on purpose
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile(values, 0.5)).toBe(1);
  });

  it('rounds the rank up on small samples', () => {
    expect(percentile([4, 1, 3, 2], 50)).toBe(2);
    expect(percentile([4, 1, 3, 2], 51)).toBe(3);
    expect(percentile([4, 1, 3, 2], 99)).toBe(4);
    expect(percentileOfSorted([10, 20, 30], 34)).toBe(20);
  });

  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    percentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });

  it('is at least as large as the given share of the values', () => {
    const values = Array.from({ length: 1000 }, (_, i) => ((i * 7919) % 1000) / 10);
    for (const p of [1, 25, 50, 90, 99, 99.9, 100]) {
      const v = percentile(values, p);
      expect(values.filter((x) => x <= v).length / values.length).toBeGreaterThanOrEqual(p / 100);
      expect(values.filter((x) => x < v).length / values.length).toBeLessThan(p / 100);
    }
  });
});

describe('summaries and shares', () => {
  it('summarizes samples with two decimals and nulls when empty', () => {
    expect(summarize([1.234, 5.678, 2])).toEqual({
      count: 3,
      p50Ms: 2,
      p90Ms: 5.68,
      p95Ms: 5.68,
      p99Ms: 5.68,
      maxMs: 5.68,
    });
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(summarize(hundred)).toMatchObject({ p50Ms: 50, p90Ms: 90, p95Ms: 95, p99Ms: 99, maxMs: 100 });
    expect(summarize([])).toEqual({
      count: 0,
      p50Ms: null,
      p90Ms: null,
      p95Ms: null,
      p99Ms: null,
      maxMs: null,
    });
    expect(round2(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('turns CPU microseconds into a percentage of one core', () => {
    expect(cpuPercent({ user: 0, system: 0 }, { user: 300_000, system: 200_000 }, 1000)).toBe(50);
    expect(cpuPercent({ user: 1, system: 1 }, { user: 1, system: 1 }, 0)).toBeNaN();
  });

  it('jitters think times by ±50 %', () => {
    expect(jittered(1000, () => 0)).toBe(500);
    expect(jittered(1000, () => 0.5)).toBe(1000);
    expect(jittered(1000, () => 0.999999)).toBeCloseTo(1500, 2);
  });

  it('records only while its window is open', () => {
    const recorder = new Recorder();
    recorder.latency(99, 1);
    recorder.patch(10);
    recorder.start(1000);
    recorder.latency(4, 1001);
    recorder.latency(6, 1002);
    recorder.patch(100);
    recorder.patch(50);
    recorder.received(400);
    recorder.refusal();
    recorder.stop(3000);
    recorder.latency(1000, 3001);
    expect(recorder.latencies).toEqual([4, 6]);
    expect(recorder.sentAt).toEqual([1001, 1002]);
    expect(recorder.windowMs).toBe(2000);
    expect(recorder.actionsPerSecond).toBe(1);
    expect(recorder.bytesPerPatch).toBe(75);
    expect(recorder.receivedBytes).toBe(400);
    expect(recorder.refused).toBe(1);
  });
});

describe('the bot processes', () => {
  it('share the tables out evenly, in order, never with more processes than tables', () => {
    expect(shareOut(10, 4)).toEqual([
      { first: 0, count: 3 },
      { first: 3, count: 3 },
      { first: 6, count: 2 },
      { first: 8, count: 2 },
    ]);
    expect(shareOut(2, 4)).toEqual([
      { first: 0, count: 1 },
      { first: 1, count: 1 },
    ]);
    expect(shareOut(500, 1)).toEqual([{ first: 0, count: 500 }]);
  });

  it('merge their windows: every latency kept, counters and CPU summed', () => {
    const one = {
      latencies: [1, 2],
      sentAt: [10, 20],
      pauses: [{ at: 5, ms: 3, major: false }],
      patches: 3,
      patchBytes: 300,
      receivedBytes: 900,
      refused: 1,
      gamesFinished: 0,
      cpuMicros: 5000,
    };
    const two = {
      latencies: [7],
      sentAt: [15],
      pauses: [],
      patches: 1,
      patchBytes: 70,
      receivedBytes: 100,
      refused: 0,
      gamesFinished: 2,
      cpuMicros: 1500,
    };
    expect(mergeReports([one, two])).toEqual({
      latencies: [1, 2, 7],
      sentAt: [10, 20, 15],
      pauses: [{ at: 5, ms: 3, major: false }],
      patches: 4,
      patchBytes: 370,
      receivedBytes: 1000,
      refused: 1,
      gamesFinished: 2,
      cpuMicros: 6500,
    });
  });
});

describe('what the slowest samples came after', () => {
  // Ninety-nine quick answers, one a millisecond, and slow ones placed around known pauses.
  const quick = Array.from({ length: 99 }, (_, i) => ({ sentAt: 1000 + i, ms: 1 }));
  const botPause = { at: 2000, ms: 15, major: false };
  const serverPause = { at: 3000, ms: 5, major: false };

  it('puts a slow sample behind a pause that overlapped its flight or ended just before it left', () => {
    const samples = [
      ...quick,
      { sentAt: 2005, ms: 30 }, // sent during the bots' pause
      { sentAt: 2015 + QUEUE_AFTER_PAUSE_MS - 1, ms: 30 }, // left with the backlog the pause held back
      { sentAt: 2990, ms: 30 }, // in flight when the server paused
      { sentAt: 5000, ms: 30 }, // nothing near
    ];
    expect(tailCauses(samples, 30, [botPause], [serverPause])).toEqual({
      slow: 4,
      behindBotPause: 2,
      behindServerPause: 1,
      neither: 1,
    });
  });

  it('counts a sample behind both pauses once, for the bots', () => {
    const samples = [...quick, { sentAt: 2990, ms: 30 }];
    expect(tailCauses(samples, 30, [{ at: 3001, ms: 2, major: false }], [serverPause])).toEqual({
      slow: 1,
      behindBotPause: 1,
      behindServerPause: 0,
      neither: 0,
    });
  });

  it('ignores pauses that ended long before a sample left or began after it arrived', () => {
    const samples = [...quick, { sentAt: 2015 + QUEUE_AFTER_PAUSE_MS + 1, ms: 30 }, { sentAt: 2900, ms: 30 }];
    expect(tailCauses(samples, 30, [botPause], [{ at: 2931, ms: 1, major: false }])).toEqual({
      slow: 2,
      behindBotPause: 0,
      behindServerPause: 0,
      neither: 2,
    });
  });
});

describe('a window of collector pauses', () => {
  it('sums to counts, totals and the longest pause, full collections apart', () => {
    const pauses = [
      { at: 1, ms: 2, major: false },
      { at: 5, ms: 7, major: true },
      { at: 9, ms: 1.5, major: false },
    ];
    expect(gcSummary(pauses, 40)).toEqual({
      pauses: 3,
      major: 1,
      majorMs: 7,
      totalMs: 10.5,
      maxMs: 7,
      heapMb: 40,
    });
    expect(gcSummary([], 12)).toEqual({ pauses: 0, major: 0, majorMs: 0, totalMs: 0, maxMs: 0, heapMb: 12 });
  });
});

describe('V8 flags for a diagnosis run', () => {
  it('adds nothing unless the environment names some', () => {
    expect(diagnosisFlags('BENCH_SERVER_V8_FLAGS', {})).toEqual([]);
    expect(diagnosisFlags('BENCH_LOAD_V8_FLAGS', { BENCH_LOAD_V8_FLAGS: '  ' })).toEqual([]);
  });

  it('splits the variable on whitespace, each process reading its own', () => {
    const env = {
      BENCH_SERVER_V8_FLAGS: ' --trace-gc-nvp  --max-semi-space-size=32 ',
      BENCH_LOAD_V8_FLAGS: '--trace-gc',
    };
    expect(diagnosisFlags('BENCH_SERVER_V8_FLAGS', env)).toEqual([
      '--trace-gc-nvp',
      '--max-semi-space-size=32',
    ]);
    expect(diagnosisFlags('BENCH_LOAD_V8_FLAGS', env)).toEqual(['--trace-gc']);
  });
});

describe('work added to the bare room for a diagnosis run', () => {
  it('is none unless BENCH_BARE_WORK_US names a whole number of microseconds', () => {
    expect(bareWorkMicros({})).toBe(0);
    expect(bareWorkMicros({ BENCH_BARE_WORK_US: ' 40 ' })).toBe(40);
    expect(bareWorkMicros({ BENCH_BARE_WORK_US: '-5' })).toBe(0);
    expect(bareWorkMicros({ BENCH_BARE_WORK_US: '2.5' })).toBe(0);
    expect(bareWorkMicros({ BENCH_BARE_WORK_US: '100000' })).toBe(0);
  });

  it('keeps the thread busy at least that long', () => {
    const start = process.hrtime.bigint();
    spin(2000);
    expect(Number(process.hrtime.bigint() - start) / 1e3).toBeGreaterThanOrEqual(2000);
  });

  it('adds nothing when there is nothing to add: it does not even read the clock', () => {
    // Asserted on what it does, not on how long it took: a busy machine can stall any thread for a millisecond.
    const clock = jest.spyOn(process.hrtime, 'bigint');
    try {
      spin(0);
      expect(clock).not.toHaveBeenCalled();
    } finally {
      clock.mockRestore();
    }
  });
});

describe('the load clients', () => {
  it('take names a table accepts from a person', () => {
    for (const [table, seat] of [
      [0, 0],
      [499, 3],
      [123_456_789, 3],
    ] as const) {
      expect(DisplayName.safeParse(loadName(table, seat)).success).toBe(true);
    }
  });
});

describe('the cost over the bare room', () => {
  const phase = (cpu: number, heap: number, rss: number, tables = 500) => ({
    serverCpuMsPerAction: cpu,
    serverMemory: { liveHeapMb: heap, rssMb: rss },
    tablesStarted: tables,
  });

  it('is each round’s table against the same round’s bare room, per action and per table seated', () => {
    const cost = costOverBare([
      { table: phase(0.3, 100, 300), bare: phase(0.2, 50, 200) },
      { table: phase(0.44, 110, 320), bare: phase(0.2, 50, 200) },
      { table: phase(0.5, 90, 310), bare: phase(0.25, 50, 210) },
    ]);
    expect(cost.goals).toEqual(COST_GOALS);
    expect(cost.perRound[0]).toEqual({ cpuOverBare: 1.5, heapKbPerTable: 100, rssKbPerTable: 200 });
    expect(cost.cpuOverBare).toEqual({ median: 2, min: 1.5, max: 2.2 });
    expect(cost.heapKbPerTable).toEqual({ median: 100, min: 80, max: 120 });
    expect(cost.rssKbPerTable).toEqual({ median: 200, min: 200, max: 240 });
  });

  it('has no figure for a round without both rooms or without memory', () => {
    const cost = costOverBare([
      { table: phase(0.3, 100, 300) },
      { table: { ...phase(0.3, 0, 0), serverMemory: null }, bare: phase(0.2, 50, 200) },
    ]);
    expect(cost.perRound[0]).toEqual({ cpuOverBare: null, heapKbPerTable: null, rssKbPerTable: null });
    expect(cost.perRound[1]).toEqual({ cpuOverBare: 1.5, heapKbPerTable: null, rssKbPerTable: null });
    expect(cost.heapKbPerTable).toBeNull();
  });
});
