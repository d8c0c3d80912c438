// Aggregates played games into the simulator's figures: throughput, and the balance report.
import type { GameRecord } from './play';

export interface Spread {
  readonly mean: number;
  readonly min: number;
  readonly max: number;
}

export interface SeatFigures {
  readonly seat: number;
  /** Games won, a shared victory counting 1/n for each of its n winners (a solo opponent included). */
  readonly wins: number;
  readonly winShare: number;
  /** winShare ÷ fair share: 1 is fair; the target is at most 1.5. */
  readonly vsFair: number;
  readonly meanScore: number;
}

export interface SoloFigures {
  /** Games where the Legendary Captain ranks first (alone or tied). */
  readonly legendWinRate: number;
  readonly playerWinRate: number;
  readonly meanPlayerScore: number;
  readonly meanLegendScore: number;
  readonly byCard: Readonly<
    Record<string, { readonly games: number; readonly legendWins: number; readonly legendWinRate: number }>
  >;
}

export interface BalanceReport {
  readonly fairShare: number;
  readonly bySeat: ReadonlyArray<SeatFigures>;
  readonly endReasons: Readonly<Record<string, number>>;
  readonly turns: Spread | null;
  readonly winnerScore: Spread | null;
  readonly allScores: Spread | null;
  readonly solo: SoloFigures | null;
}

export function spread(values: ReadonlyArray<number>): Spread | null {
  if (values.length === 0) return null;
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    sum += v;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return { mean: round(sum / values.length), min, max };
}

export function round(value: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export interface Throughput {
  readonly completed: number;
  readonly gamesPerSecond: number;
  readonly actionsPerSecond: number;
  readonly meanActions: number;
  readonly meanTurns?: number;
}

export function throughput(records: ReadonlyArray<GameRecord>, seconds: number): Throughput {
  const actions = records.reduce((sum, r) => sum + r.actions, 0);
  const turns = records.map((r) => r.turns).filter((t): t is number => t !== null);
  const n = Math.max(records.length, 1);
  const perSecond = (x: number) => (seconds > 0 ? Math.round(x / seconds) : 0);
  return {
    completed: records.filter((r) => r.completed).length,
    gamesPerSecond: perSecond(records.length),
    actionsPerSecond: perSecond(actions),
    meanActions: round(actions / n, 1),
    ...(turns.length > 0 ? { meanTurns: round(turns.reduce((a, b) => a + b, 0) / turns.length, 2) } : {}),
  };
}

/** The balance report over completed games; incomplete games are left out of every figure. */
export function balance(records: ReadonlyArray<GameRecord>, players: number): BalanceReport {
  const done = records.filter((r) => r.completed && r.outcome !== null);
  const n = done.length;
  const wins = new Array<number>(players).fill(0);
  const scoreSums = new Array<number>(players).fill(0);
  const endReasons: Record<string, number> = {};
  const winnerScores: number[] = [];
  const allScores: number[] = [];
  const turns: number[] = [];
  let legendWins = 0;
  let playerWins = 0;
  let legendScoreSum = 0;
  const byCard: Record<string, { games: number; legendWins: number; legendWinRate: number }> = {};

  for (const record of done) {
    const outcome = record.outcome;
    if (outcome === null) continue;
    endReasons[outcome.reason] = (endReasons[outcome.reason] ?? 0) + 1;
    if (record.turns !== null) turns.push(record.turns);
    // A victory shared with the solo opponent counts for both sides, so split it over every first rank.
    const firsts = outcome.standings.filter((s) => s.rank === 1).length;
    for (const seat of outcome.winners) wins[seat] = (wins[seat] ?? 0) + 1 / Math.max(firsts, 1);
    let top = -Infinity;
    for (const standing of outcome.standings) {
      top = Math.max(top, standing.score);
      if (standing.seat === null) continue;
      scoreSums[standing.seat] = (scoreSums[standing.seat] ?? 0) + standing.score;
      allScores.push(standing.score);
    }
    winnerScores.push(top);
    const legend = outcome.standings.find((s) => s.seat === null);
    if (legend !== undefined) {
      const legendWon = legend.rank === 1;
      if (legendWon) legendWins++;
      if (outcome.winners.length > 0) playerWins++;
      legendScoreSum += legend.score;
      const card = record.legendCard ?? 'unknown';
      const entry = byCard[card] ?? { games: 0, legendWins: 0, legendWinRate: 0 };
      entry.games++;
      if (legendWon) entry.legendWins++;
      entry.legendWinRate = round(entry.legendWins / entry.games);
      byCard[card] = entry;
    }
  }

  const fairShare = 1 / players;
  const share = (x: number) => (n > 0 ? x / n : 0);
  const hasLegend = Object.keys(byCard).length > 0;
  return {
    fairShare: round(fairShare),
    bySeat: wins.map((w, seat) => ({
      seat,
      wins: round(w, 2),
      winShare: round(share(w)),
      vsFair: round(share(w) / fairShare),
      meanScore: round(share(scoreSums[seat] ?? 0), 2),
    })),
    endReasons,
    turns: spread(turns),
    winnerScore: spread(winnerScores),
    allScores: spread(allScores),
    solo: hasLegend
      ? {
          legendWinRate: round(share(legendWins)),
          playerWinRate: round(share(playerWins)),
          meanPlayerScore: round(share(scoreSums[0] ?? 0), 2),
          meanLegendScore: round(share(legendScoreSum), 2),
          byCard,
        }
      : null,
  };
}
