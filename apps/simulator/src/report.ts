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

export interface BotFigures {
  readonly seats: ReadonlyArray<number>;
  readonly winShare: number;
  /** What these seats would win if every seat played alike. */
  readonly fairShare: number;
}

export interface BalanceReport {
  readonly fairShare: number;
  readonly bySeat: ReadonlyArray<SeatFigures>;
  /** Mean of each numeric part of the final score sheet by seat, when the outcome details carry sheets. */
  readonly scorePartsBySeat: ReadonlyArray<Readonly<Record<string, number>>> | null;
  /** Win share of each bot when seats play different bots, else null. */
  readonly byBot: Readonly<Record<string, BotFigures>> | null;
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

/** The bot name of every seat, from one name for all or one per seat. */
export function seatBots(names: ReadonlyArray<string>, players: number): string[] {
  return Array.from({ length: players }, (_, seat) => names[names.length === 1 ? 0 : seat] ?? '?');
}

/** The per-seat score sheets of an outcome's details (`details.scores[seat]`), when it has them. */
function scoreSheets(details: unknown): ReadonlyArray<Readonly<Record<string, unknown>>> | null {
  if (typeof details !== 'object' || details === null) return null;
  const scores = (details as Record<string, unknown>).scores;
  if (!Array.isArray(scores)) return null;
  return scores.every((x) => typeof x === 'object' && x !== null) ? scores : null;
}

/** The balance report over completed games; incomplete games are left out of every figure. */
export function balance(
  records: ReadonlyArray<GameRecord>,
  players: number,
  bots: ReadonlyArray<string> = [],
): BalanceReport {
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
  const parts: Array<Record<string, number>> = Array.from({ length: players }, () => ({}));
  let sheetGames = 0;

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
    const sheets = scoreSheets(outcome.details);
    if (sheets !== null) {
      sheetGames++;
      for (let seat = 0; seat < players; seat++) {
        const sheet = sheets[seat] ?? {};
        const sums = parts[seat] as Record<string, number>;
        for (const [key, value] of Object.entries(sheet))
          if (typeof value === 'number' && key !== 'captain') sums[key] = (sums[key] ?? 0) + value;
      }
    }
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
  const names = [...new Set(bots)];
  const byBot: Record<string, BotFigures> = {};
  if (names.length > 1) {
    for (const name of names) {
      const seats = bots.flatMap((b, seat) => (b === name ? [seat] : []));
      const won = seats.reduce((sum, seat) => sum + (wins[seat] ?? 0), 0);
      byBot[name] = { seats, winShare: round(share(won)), fairShare: round(seats.length / players) };
    }
  }
  return {
    fairShare: round(fairShare),
    bySeat: wins.map((w, seat) => ({
      seat,
      wins: round(w, 2),
      winShare: round(share(w)),
      vsFair: round(share(w) / fairShare),
      meanScore: round(share(scoreSums[seat] ?? 0), 2),
    })),
    scorePartsBySeat:
      sheetGames > 0
        ? parts.map((sums) =>
            Object.fromEntries(Object.entries(sums).map(([k, v]) => [k, round(v / sheetGames, 2)])),
          )
        : null,
    byBot: names.length > 1 ? byBot : null,
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
