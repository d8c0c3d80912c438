// Audience predictions: open until the first round is over, scored at the end.
import { findGame, randomMove, Dice, rngFromSeed } from '@flotilla/rules';
import { PredictionBox, RoundWatch } from './predictions';

describe('the end of the first round', () => {
  it('comes in Captains’ War and 15 Men when a seat takes its second turn, in Eollis with the second Expedition', () => {
    for (const [gameId, seats] of [
      ['captains-war', 3],
      ['fifteen-men', 4],
      ['eollis', 3],
    ] as const) {
      const game = findGame(gameId);
      if (game === undefined) throw new Error(gameId);
      const dice = new Dice(rngFromSeed(`round-${gameId}`));
      let state = game.setup({ seats, seed: `round-${gameId}` });
      const watch = new RoundWatch(gameId);
      const holders: unknown[] = [];
      let closedAt = -1;
      for (let step = 0; game.outcome(state) === null && step < 5000; step++) {
        const view = game.view(state, 'spectator') as Record<string, unknown>;
        holders.push(
          gameId === 'captains-war'
            ? view.active
            : gameId === 'eollis'
              ? view.expedition
              : (view.turn as { seat?: number } | null)?.seat,
        );
        if (watch.see(view) && closedAt < 0) closedAt = step;
        const move = randomMove(game, state, dice);
        if (move === null) break;
        const result = game.apply(state, move.seat, move.action);
        if (!result.ok) throw new Error(result.error.message);
        state = result.state;
      }
      expect(closedAt).toBeGreaterThan(0);
      const before = holders.slice(0, closedAt);
      if (gameId === 'eollis') {
        expect(before.every((e) => e === 1)).toBe(true);
        expect(holders[closedAt]).toBe(2);
      } else {
        // Every seat held the turn once before it closed, and the holder at the close had held it already.
        expect(new Set(before.filter((h) => typeof h === 'number')).size).toBe(seats);
        expect(before).toContain(holders[closedAt]);
      }
    }
  });
});

describe('a prediction box', () => {
  it('keeps one prediction per spectator, refuses what makes no sense, and closes', () => {
    const box = new PredictionBox('fifteen-men', 4);
    expect(box.put('a', { name: 'Ann', winner: 2 })).toBeNull();
    expect(box.put('a', { name: 'Ann', winner: 1, factions: { '0': 'loyalist' } })).toBeNull();
    expect(box.count).toBe(1);
    expect(box.put('b', { name: 'Bo', winner: 9 })).toMatch(/no such seat/);
    expect(box.put('b', { name: 'Bo' })).toMatch(/Predict something/);
    expect(new PredictionBox('eollis', 3).put('c', { name: 'Cy', factions: { '0': 'loyalist' } })).toMatch(
      /15 Men only/,
    );
    box.open = false;
    expect(box.put('b', { name: 'Bo', winner: 0 })).toMatch(/closed/);
  });

  it('scores a point for a winner and one per right faction, best first', () => {
    const box = new PredictionBox('fifteen-men', 3);
    box.put('a', { name: 'Ann', winner: 1, factions: { '0': 'mutineer', '2': 'loyalist' } });
    box.put('b', { name: 'Bo', winner: 0 });
    box.put('c', { name: 'Cy', winner: 1 });
    const scored = box.results(
      [1, 2],
      new Map([
        [0, 'mutineer'],
        [1, 'captain'],
        [2, 'mutineer'],
      ]),
    );
    expect(scored.count).toBe(3);
    expect(scored.top.map((p) => [p.name, p.points])).toEqual([
      ['Ann', 2],
      ['Cy', 1],
      ['Bo', 0],
    ]);
    expect(scored.top[0]).toMatchObject({ rightWinner: true, rightFactions: 1, factions: 2 });
  });
});
