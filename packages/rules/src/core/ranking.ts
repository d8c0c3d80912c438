// Ranking helpers: podiums where ties share a step, and final standings where ties share a rank.

/** `compare(a, b) < 0` when a ranks before b, 0 when they are tied. */
export type RankOrder<T> = (a: T, b: T) => number;

/**
 * Dense ranks (1, 2, 2, 3): tied items share a step and the next item takes the next step,
 * as on Captains' War's Attribute podium (8, 6, 6, 1 → 1st, 2nd, 2nd, 3rd).
 */
export function denseRanks<T>(items: ReadonlyArray<T>, compare: RankOrder<T>): number[] {
  const order = items.map((_, i) => i).sort((i, j) => compare(items[i] as T, items[j] as T));
  const ranks = new Array<number>(items.length).fill(0);
  let rank = 0;
  order.forEach((index, k) => {
    const prev = k > 0 ? order[k - 1] : undefined;
    if (prev === undefined || compare(items[prev] as T, items[index] as T) !== 0) rank++;
    ranks[index] = rank;
  });
  return ranks;
}

/** Standard competition ranks (1, 2, 2, 4): tied items share a rank and the next places are skipped. */
export function competitionRanks<T>(items: ReadonlyArray<T>, compare: RankOrder<T>): number[] {
  const order = items.map((_, i) => i).sort((i, j) => compare(items[i] as T, items[j] as T));
  const ranks = new Array<number>(items.length).fill(0);
  order.forEach((index, k) => {
    const prev = k > 0 ? order[k - 1] : undefined;
    ranks[index] =
      prev !== undefined && compare(items[prev] as T, items[index] as T) === 0
        ? (ranks[prev] as number)
        : k + 1;
  });
  return ranks;
}

/** Prize for a 1-based rank from a podium table (`[12, 7, 3]`), 0 beyond it. */
export function podiumPrize(podium: ReadonlyArray<number>, rank: number): number {
  return podium[rank - 1] ?? 0;
}
