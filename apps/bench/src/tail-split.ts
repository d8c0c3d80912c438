// Splits a phase's latencies by what held them back: collector pauses, and the actions sent just before them.
import type { Pause, TimedSample } from './pauses';

/**
 * How long after a pause ends a sample sent then is still held back by it: the messages that arrived during the
 * pause are handled first, at a few tenths of a millisecond each.
 */
export const DRAIN_AFTER_PAUSE_MS = 2;

/** Actions sent at most this long before a sample count as ahead of it in the server's queue. */
export const AHEAD_WINDOW_MS = 0.3;

/** True when no pause of `pauses` overlapped the sample's flight or ended within `DRAIN_AFTER_PAUSE_MS` before it left. */
function clearOf(sample: TimedSample, pauses: readonly Pause[]): boolean {
  const from = sample.sentAt - DRAIN_AFTER_PAUSE_MS;
  const to = sample.sentAt + sample.ms;
  for (const pause of pauses) if (pause.at < to && pause.at + pause.ms > from) return false;
  return true;
}

/**
 * The latencies of the samples that no collector pause of either process touched. Their p99 is what the phase's
 * p99 would be with neither collector: the part of the tail that the work per action and the queueing make.
 */
export function clearOfPauses(
  samples: readonly TimedSample[],
  botPauses: readonly Pause[],
  serverPauses: readonly Pause[],
): number[] {
  const clear: number[] = [];
  for (const sample of samples) {
    if (clearOf(sample, botPauses) && clearOf(sample, serverPauses)) clear.push(sample.ms);
  }
  return clear;
}

/** The most actions ahead that get a group of their own; more are counted with it. */
export const MOST_AHEAD = 3;

/**
 * The latencies grouped by how many other actions were sent in the `AHEAD_WINDOW_MS` before each (0, 1, 2, and
 * `MOST_AHEAD` or more). Every action sent just before another is handled by the server first, so the step from one
 * group's median to the next is about what one action ahead costs the one behind it.
 */
export function byActionsAhead(samples: readonly TimedSample[]): number[][] {
  const groups: number[][] = Array.from({ length: MOST_AHEAD + 1 }, () => []);
  const bySent = [...samples].sort((a, b) => a.sentAt - b.sentAt);
  let first = 0;
  bySent.forEach((sample, i) => {
    while ((bySent[first] as TimedSample).sentAt < sample.sentAt - AHEAD_WINDOW_MS) first++;
    (groups[Math.min(i - first, MOST_AHEAD)] as number[]).push(sample.ms);
  });
  return groups;
}
