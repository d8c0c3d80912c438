// Garbage-collection pauses on one clock for every process of the bench, and which slow samples they explain.
import { PerformanceObserver, constants, performance } from 'node:perf_hooks';

/** One collector pause: when it began (ms since the epoch, comparable across processes) and how long it took. */
export interface Pause {
  readonly at: number;
  readonly ms: number;
  /** A full (mark-compact) collection rather than a scavenge. */
  readonly major: boolean;
}

/** One answered action: when it was sent (ms since the epoch) and how long its patch took. */
export interface TimedSample {
  readonly sentAt: number;
  readonly ms: number;
}

/** Milliseconds since the epoch, with the precision of `performance.now()`. */
export function epochNow(): number {
  return performance.timeOrigin + performance.now();
}

/** Keeps this process's collector pauses while its window is open. */
export class PauseLog {
  readonly pauses: Pause[] = [];
  private open = false;
  private readonly observer = new PerformanceObserver((list) => {
    if (!this.open) return;
    for (const entry of list.getEntries()) {
      const kind = (entry as unknown as { detail?: { kind?: number } }).detail?.kind;
      this.pauses.push({
        at: performance.timeOrigin + entry.startTime,
        ms: entry.duration,
        major: kind === constants.NODE_PERFORMANCE_GC_MAJOR,
      });
    }
  });

  constructor() {
    this.observer.observe({ entryTypes: ['gc'] });
  }

  start(): void {
    this.pauses.length = 0;
    this.open = true;
  }

  stop(): void {
    this.open = false;
  }
}

/** The count, total and longest of `pauses`, and of their full collections. */
export function gcSummary(pauses: readonly Pause[], heapMb: number): GcSample {
  const major = pauses.filter((pause) => pause.major);
  return {
    pauses: pauses.length,
    major: major.length,
    majorMs: major.reduce((total, pause) => total + pause.ms, 0),
    totalMs: pauses.reduce((total, pause) => total + pause.ms, 0),
    maxMs: pauses.reduce((longest, pause) => Math.max(longest, pause.ms), 0),
    heapMb,
  };
}

/**
 * How long after a pause the actions sent are still counted as behind it: a pause of the bots' process holds
 * back every think timer that expires during it, and those actions then leave together and queue at the
 * server; a server's pause leaves a backlog of messages that takes a few milliseconds to drain.
 */
export const QUEUE_AFTER_PAUSE_MS = 20;

/** True when a pause overlapped the sample's flight or ended at most `QUEUE_AFTER_PAUSE_MS` before it left. */
function behind(sample: TimedSample, pauses: readonly Pause[]): boolean {
  const from = sample.sentAt - QUEUE_AFTER_PAUSE_MS;
  const to = sample.sentAt + sample.ms;
  return pauses.some((pause) => pause.at < to && pause.at + pause.ms > from);
}

/** The slowest 1 % of one phase's samples (those at or above its p99), sorted by what they came after. */
export interface TailCauses {
  readonly slow: number;
  /** Behind a pause of the bots' own process: the load generator's, not the server's. */
  readonly behindBotPause: number;
  /** Behind a pause of the server under test (and not of the bots'). */
  readonly behindServerPause: number;
  /** Behind no pause of either. */
  readonly neither: number;
}

export function tailCauses(
  samples: readonly TimedSample[],
  p99Ms: number,
  botPauses: readonly Pause[],
  serverPauses: readonly Pause[],
): TailCauses {
  let slow = 0;
  let behindBotPause = 0;
  let behindServerPause = 0;
  for (const sample of samples) {
    if (!(sample.ms >= p99Ms)) continue;
    slow++;
    if (behind(sample, botPauses)) behindBotPause++;
    else if (behind(sample, serverPauses)) behindServerPause++;
  }
  return { slow, behindBotPause, behindServerPause, neither: slow - behindBotPause - behindServerPause };
}

/** Garbage-collection pauses since the last reset. */
export interface GcSample {
  readonly pauses: number;
  /** Of which full (mark-compact) collections. */
  readonly major: number;
  readonly majorMs: number;
  readonly totalMs: number;
  readonly maxMs: number;
  /** Heap in use when sampled, in MB. */
  readonly heapMb: number;
}
