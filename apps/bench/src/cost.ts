// What a table costs the server over the bare room, the figures issue 31 holds it to, over the rounds of a run.
import type { LiveMemory } from './child';
import { round2 } from './measure';

/** What one phase of one round says about cost. */
export interface CostSample {
  readonly serverCpuMsPerAction: number | null;
  readonly serverMemory: LiveMemory | null;
  readonly tablesStarted: number;
}

/** The goals the table's cost is held to (issue 31): CPU per action over the bare room's, heap per table above it. */
export const COST_GOALS = { cpuOverBare: 1.4, heapKbPerTable: 80 } as const;

/** A figure over the rounds: its median and its spread. */
function spread(values: ReadonlyArray<number | null>) {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const mid = known.length / 2;
  const median =
    known.length % 2 === 1
      ? (known[Math.floor(mid)] as number)
      : ((known[mid - 1] as number) + (known[mid] as number)) / 2;
  return { median: round2(median), min: round2(known[0] as number), max: round2(known.at(-1) as number) };
}

/**
 * Each round's table against the bare room of the same round: CPU per accepted action as a ratio, and the live heap
 * and resident set above the bare room's per table seated (each after a full collection, so that young and
 * promoted garbage, which depends on when the collector last ran, counts for neither).
 */
export function costOverBare(
  runs: ReadonlyArray<{ readonly table?: CostSample; readonly bare?: CostSample }>,
) {
  const perTableKb = (table: number | undefined, bare: number | undefined, tables: number) =>
    table === undefined || bare === undefined || tables === 0
      ? null
      : round2(((table - bare) * 1000) / tables);
  const perRound = runs.map(({ table, bare }) => ({
    cpuOverBare:
      table?.serverCpuMsPerAction != null &&
      bare?.serverCpuMsPerAction != null &&
      bare.serverCpuMsPerAction > 0
        ? round2(table.serverCpuMsPerAction / bare.serverCpuMsPerAction)
        : null,
    heapKbPerTable: perTableKb(
      table?.serverMemory?.liveHeapMb,
      bare?.serverMemory?.liveHeapMb,
      table?.tablesStarted ?? 0,
    ),
    rssKbPerTable: perTableKb(
      table?.serverMemory?.rssMb,
      bare?.serverMemory?.rssMb,
      table?.tablesStarted ?? 0,
    ),
  }));
  return {
    goals: COST_GOALS,
    cpuOverBare: spread(perRound.map((r) => r.cpuOverBare)),
    heapKbPerTable: spread(perRound.map((r) => r.heapKbPerTable)),
    rssKbPerTable: spread(perRound.map((r) => r.rssKbPerTable)),
    perRound,
  };
}
