import type { Outcome, Standing } from '@flotilla/rules';
import type { GameRecord } from './play';
import { balance, seatBots, spread, throughput } from './report';

function record(
  scores: ReadonlyArray<number>,
  reason: string,
  turns: number | null,
  extra: { legend?: { score: number; card: string }; actions?: number } = {},
): GameRecord {
  const lines: Array<{ seat: number | null; score: number }> = scores.map((score, seat) => ({ seat, score }));
  if (extra.legend) lines.push({ seat: null, score: extra.legend.score });
  const best = Math.max(...lines.map((l) => l.score));
  const standings: Standing[] = lines.map((l) => ({
    seat: l.seat,
    name: String(l.seat),
    score: l.score,
    rank: l.score === best ? 1 : 2,
  }));
  const outcome: Outcome = {
    standings,
    winners: standings.filter((s) => s.rank === 1 && s.seat !== null).map((s) => s.seat as number),
    reason,
    details: { scores: lines.map((l, captain) => ({ captain, total: l.score, attacks: captain })) },
  };
  return {
    completed: true,
    actions: extra.actions ?? 100,
    turns,
    outcome,
    legendCard: extra.legend?.card ?? null,
  };
}

const unfinished: GameRecord = { completed: false, actions: 5, turns: 2, outcome: null, legendCard: null };

describe('spread', () => {
  it('is null for no values, else mean, min and max', () => {
    expect(spread([])).toBeNull();
    expect(spread([3, 1, 8])).toEqual({ mean: 4, min: 1, max: 8 });
  });
});

describe('throughput', () => {
  it('counts completed games and rates per second', () => {
    const figures = throughput([record([1, 2], 'x', 10, { actions: 300 }), unfinished], 0.5);
    expect(figures).toEqual({
      completed: 1,
      gamesPerSecond: 4,
      actionsPerSecond: 610,
      meanActions: 152.5,
      meanTurns: 6,
    });
  });

  it('leaves meanTurns out when the game keeps no turn counter', () => {
    expect(throughput([record([1, 2], 'x', null)], 1)).not.toHaveProperty('meanTurns');
  });
});

describe('balance', () => {
  const records = [
    record([20, 10, 5], 'fiveBattles', 10),
    record([20, 20, 5], 'lastGold', 12),
    record([1, 2, 30], 'fiveBattles', 8),
    unfinished,
  ];
  const report = balance(records, 3);

  it('splits a shared victory between its winners and compares with the fair share', () => {
    expect(report.fairShare).toBeCloseTo(1 / 3);
    expect(report.bySeat.map((s) => s.wins)).toEqual([1.5, 0.5, 1]);
    expect(report.bySeat.map((s) => s.winShare)).toEqual([0.5, 0.167, 0.333]);
    expect(report.bySeat[0]?.vsFair).toBe(1.5);
    expect(report.bySeat.map((s) => s.meanScore)).toEqual([13.67, 10.67, 13.33]);
  });

  it('counts end reasons and spreads turns and scores over completed games only', () => {
    expect(report.endReasons).toEqual({ fiveBattles: 2, lastGold: 1 });
    expect(report.turns).toEqual({ mean: 10, min: 8, max: 12 });
    expect(report.winnerScore).toEqual({ mean: 23.333, min: 20, max: 30 });
    expect(report.allScores).toEqual({ mean: 12.556, min: 1, max: 30 });
    expect(report.solo).toBeNull();
  });

  it('averages the parts of the score sheets by seat', () => {
    expect(report.scorePartsBySeat).toEqual([
      { total: 13.67, attacks: 0 },
      { total: 10.67, attacks: 1 },
      { total: 13.33, attacks: 2 },
    ]);
    expect(
      balance(
        [record([1, 2], 'x', 1, {})].map((r) => ({
          ...r,
          outcome: r.outcome && { ...r.outcome, details: null },
        })),
        2,
      ).scorePartsBySeat,
    ).toBeNull();
  });

  it('compares bots with their fair share when seats play different bots', () => {
    expect(report.byBot).toBeNull();
    const mixed = balance(records, 3, seatBots(['heuristic', 'random', 'heuristic'], 3));
    expect(mixed.byBot).toEqual({
      heuristic: { seats: [0, 2], winShare: 0.833, fairShare: 0.667 },
      random: { seats: [1], winShare: 0.167, fairShare: 0.333 },
    });
    expect(seatBots(['random'], 2)).toEqual(['random', 'random']);
  });

  it('reports the Legendary Captain overall and per card in solo', () => {
    const solo = balance(
      [
        record([10], 'lastGold', 9, { legend: { score: 20, card: 'anne-bony' } }),
        record([30], 'lastGold', 9, { legend: { score: 20, card: 'anne-bony' } }),
        record([15], 'fiveBattles', 9, { legend: { score: 15, card: 'blackbeard' } }),
        record([5], 'lastResource', 9, { legend: { score: 25, card: 'blackbeard' } }),
      ],
      1,
    );
    expect(solo.solo).toEqual({
      legendWinRate: 0.75,
      playerWinRate: 0.5,
      meanPlayerScore: 15,
      meanLegendScore: 20,
      byCard: {
        'anne-bony': { games: 2, legendWins: 1, legendWinRate: 0.5 },
        blackbeard: { games: 2, legendWins: 2, legendWinRate: 1 },
      },
    });
    expect(solo.bySeat).toEqual([{ seat: 0, wins: 1.5, winShare: 0.375, vsFair: 0.375, meanScore: 15 }]);
    expect(solo.winnerScore).toEqual({ mean: 22.5, min: 15, max: 30 });
  });
});
