// Latency samples, percentiles and CPU shares: the arithmetic of the benchmark, free of any I/O.

/**
 * The nearest-rank percentile of `values` (0 < p ≤ 100): the smallest value such that at least p % of the
 * values are less than or equal to it. NaN for no values.
 */
export function percentile(values: readonly number[], p: number): number {
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile ${p} is outside (0, 100]`);
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return percentileOfSorted(sorted, p);
}

/** As `percentile`, for values already sorted in ascending order. */
export function percentileOfSorted(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] ?? Number.NaN;
}

/** Rounds to two decimals for the report; NaN and infinities become null (JSON has no NaN). */
export function round2(value: number): number | null {
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : null;
}

export interface LatencySummary {
  readonly count: number;
  readonly p50Ms: number | null;
  /** p90 and p95 show whether a gap between two rooms is in their tails only or in every action. */
  readonly p90Ms: number | null;
  readonly p95Ms: number | null;
  readonly p99Ms: number | null;
  readonly maxMs: number | null;
}

export function summarize(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50Ms: round2(percentileOfSorted(sorted, 50)),
    p90Ms: round2(percentileOfSorted(sorted, 90)),
    p95Ms: round2(percentileOfSorted(sorted, 95)),
    p99Ms: round2(percentileOfSorted(sorted, 99)),
    maxMs: round2(sorted.length > 0 ? (sorted[sorted.length - 1] ?? Number.NaN) : Number.NaN),
  };
}

export interface CpuUsage {
  readonly user: number;
  readonly system: number;
}

/** CPU time used between two `process.cpuUsage()` readings (µs) as a percentage of one core over `wallMs`. */
export function cpuPercent(start: CpuUsage, end: CpuUsage, wallMs: number): number {
  if (!(wallMs > 0)) return Number.NaN;
  const usedMicros = end.user - start.user + (end.system - start.system);
  return (usedMicros / 1000 / wallMs) * 100;
}

/** A think time around `meanMs`, uniformly jittered by ±50 %. */
export function jittered(meanMs: number, random: () => number): number {
  return meanMs * (0.5 + random());
}

/**
 * What one load phase records. Samples count only while the window is open, so joining, warming up and
 * leaving stay out of the figures.
 */
export class Recorder {
  readonly latencies: number[] = [];
  /** When each of `latencies` was sent, in ms since the epoch (to line samples up with collector pauses). */
  readonly sentAt: number[] = [];
  patches = 0;
  patchBytes = 0;
  /** Every byte the clients received in the window: patches, events and other messages. */
  receivedBytes = 0;
  refused = 0;
  private open = false;
  private openedAt = 0;
  private closedAt = 0;

  start(now: number): void {
    this.open = true;
    this.openedAt = now;
  }

  stop(now: number): void {
    if (this.open) this.closedAt = now;
    this.open = false;
  }

  /** Milliseconds the window was open. */
  get windowMs(): number {
    return this.closedAt - this.openedAt;
  }

  latency(ms: number, sentAt: number): void {
    if (!this.open) return;
    this.latencies.push(ms);
    this.sentAt.push(sentAt);
  }

  patch(bytes: number): void {
    if (!this.open) return;
    this.patches++;
    this.patchBytes += bytes;
  }

  received(bytes: number): void {
    if (this.open) this.receivedBytes += bytes;
  }

  refusal(): void {
    if (this.open) this.refused++;
  }

  /** Acted-and-answered actions per second of the window. */
  get actionsPerSecond(): number {
    return perSecond(this.latencies.length, this.windowMs);
  }

  get bytesPerPatch(): number {
    return bytesPerPatch(this.patchBytes, this.patches);
  }
}

/** `count` over a window of `windowMs`, per second; NaN for an empty window. */
export function perSecond(count: number, windowMs: number): number {
  return windowMs > 0 ? count / (windowMs / 1000) : Number.NaN;
}

/** Mean bytes per patch; NaN when no patch came. */
export function bytesPerPatch(patchBytes: number, patches: number): number {
  return patches > 0 ? patchBytes / patches : Number.NaN;
}
