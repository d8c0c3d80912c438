// Audience predictions: the winner until the host's round is over, each Eollis mutiny until its camps are revealed;
// scored at the end.
import { findGame, randomPlay, Dice, rngFromSeed, type GameEvent } from '@flotilla/rules';
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
      for (const step of randomPlay(game, state, dice, 5000)) {
        const stepIndex = holders.length;
        const view = game.view(state, 'spectator') as Record<string, unknown>;
        holders.push(
          gameId === 'captains-war'
            ? view.active
            : gameId === 'eollis'
              ? view.expedition
              : (view.turn as { seat?: number } | null)?.seat,
        );
        if (watch.see(view) >= 1 && closedAt < 0) closedAt = stepIndex;
        state = step.state;
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

describe('rounds', () => {
  it('are counted on: each time a seat takes the turn again, another round is over', () => {
    const watch = new RoundWatch('captains-war');
    const seen = [0, 1, 2, 0, 1, 1, 2, 0, 2].map((active) => watch.see({ active }));
    expect(seen).toEqual([0, 0, 0, 1, 1, 1, 1, 2, 2]);
    expect(watch.over).toBe(2);
    const eollis = new RoundWatch('eollis');
    expect([1, 1, 2, 3].map((expedition) => eollis.see({ expedition }))).toEqual([0, 0, 1, 2]);
  });
});

/** Random Eollis games until one has a mutiny declared, its camps revealed and its roll resolved: their events. */
function eventsOfAMutiny(): Array<ReadonlyArray<GameEvent<{ readonly type: string }>>> {
  const game = findGame('eollis');
  if (game === undefined) throw new Error('eollis');
  for (let attempt = 0; attempt < 40; attempt++) {
    const dice = new Dice(rngFromSeed(`mutiny-${attempt}`));
    let state = game.setup({ seats: 4, seed: `mutiny-${attempt}` });
    const steps: Array<ReadonlyArray<GameEvent<{ readonly type: string }>>> = [];
    for (const step of randomPlay(game, state, dice, 3000)) {
      state = step.state;
      steps.push(step.events as ReadonlyArray<GameEvent<{ readonly type: string }>>);
      if (step.events.some((e) => (e as { type: string }).type === 'mutinyResolved')) return steps;
    }
  }
  throw new Error('no mutiny in 40 random games');
}

describe('an Eollis mutiny', () => {
  it('may be predicted from its call until its camps are revealed, and is scored by its roll', () => {
    const box = new PredictionBox('eollis', 4);
    const opened: number[] = [];
    let mutineer = -1;
    let winnerSeat = -1;
    for (const events of eventsOfAMutiny()) {
      for (const e of events as unknown as Array<{ type: string; seat: number }>) {
        if (e.type === 'mutinyDeclared') mutineer = e.seat;
        if (e.type === 'mutinyResolved') winnerSeat = e.seat;
      }
      const revealed = events.some((e) => (e as { type: string }).type === 'campsRevealed');
      const changed = box.follow(events);
      if (box.mutinyCall > 0) {
        opened.push(box.mutinyCall);
        // Open while its camps are chosen: one voter picks each side.
        expect(box.put('rebel', { name: 'Reb', mutiny: { call: 1, camp: 'mutineers' } })).toBeNull();
        expect(box.put('loyal', { name: 'Loy', mutiny: { call: 1, camp: 'captain' } })).toBeNull();
        expect(box.put('late', { name: 'Late', mutiny: { call: 2, camp: 'captain' } })).toBe('mutiny-closed');
      }
      if (revealed) {
        expect(changed).toBe(true);
        expect(box.mutinyCall).toBe(0);
        expect(box.put('late', { name: 'Late', mutiny: { call: 1, camp: 'captain' } })).toBe('mutiny-closed');
      }
    }
    expect(opened[0]).toBe(1);
    const scored = box.results([], new Map());
    const rebelsWon = winnerSeat === mutineer;
    expect(scored.top.find((p) => p.name === 'Reb')).toMatchObject({
      mutinies: 1,
      rightMutinies: rebelsWon ? 1 : 0,
      points: rebelsWon ? 1 : 0,
    });
    expect(scored.top.find((p) => p.name === 'Loy')?.rightMutinies).toBe(rebelsWon ? 0 : 1);
  });
});

describe('a prediction box', () => {
  it('keeps a voter’s mutiny calls beside their winner, and judges each against the window it is given', () => {
    const box = new PredictionBox('eollis', 3);
    box.follow([{ type: 'mutinyDeclared', seat: 2 } as unknown as GameEvent<{ readonly type: string }>]);
    expect(box.put('a', { name: 'Ann', winner: 1 })).toBeNull();
    expect(box.put('a', { name: 'Ann', mutiny: { call: 1, camp: 'mutineers' } })).toBeNull();
    box.open = false;
    // A delayed viewer still sees the moment when both were open; a live one does not.
    expect(box.put('b', { name: 'Bo', winner: 0 })).toBe('winner-closed');
    expect(box.put('b', { name: 'Bo', winner: 0 }, { open: true, mutiny: 0 })).toBeNull();
    box.follow([{ type: 'mutinyResolved', seat: 2 } as unknown as GameEvent<{ readonly type: string }>]);
    expect(box.results([1], new Map()).top[0]).toMatchObject({
      name: 'Ann',
      rightWinner: true,
      rightMutinies: 1,
      points: 2,
    });
  });

  it('keeps one prediction per spectator, refuses what makes no sense, and closes', () => {
    const box = new PredictionBox('fifteen-men', 4);
    expect(box.put('a', { name: 'Ann', winner: 2 })).toBeNull();
    expect(box.put('a', { name: 'Ann', winner: 1, factions: { '0': 'loyalist' } })).toBeNull();
    expect(box.count).toBe(1);
    expect(box.put('b', { name: 'Bo', winner: 9 })).toBe('no-such-seat');
    expect(box.put('b', { name: 'Bo' })).toBe('nothing-predicted');
    expect(new PredictionBox('eollis', 3).put('c', { name: 'Cy', factions: { '0': 'loyalist' } })).toBe(
      'factions-fifteen-men',
    );
    box.open = false;
    expect(box.put('b', { name: 'Bo', winner: 0 })).toBe('winner-closed');
    expect(box.put('b', { name: 'Bo', mutiny: { call: 1, camp: 'captain' } })).toBe('mutiny-closed');
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
