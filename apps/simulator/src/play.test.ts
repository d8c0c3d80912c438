import { findGame, type AnyGame } from '@flotilla/rules';
import { botFor, randomBot } from './bots';
import { legendOf, runGames, turnOf } from './play';

const captainsWar = findGame('captains-war') as AnyGame;

describe('runGames', () => {
  it('plays complete games through apply and times them with the given clock', () => {
    let now = 0;
    const run = runGames(captainsWar, 4, 3, 'play-test', [randomBot], () => (now += 250));
    expect(run.seconds).toBe(0.25);
    expect(run.records).toHaveLength(3);
    for (const record of run.records) {
      expect(record.completed).toBe(true);
      expect(record.actions).toBeGreaterThan(0);
      expect(record.turns).toBeGreaterThan(0);
      expect(record.outcome?.standings).toHaveLength(4);
      expect(record.legendCard).toBeNull();
    }
  });

  it('gives the same games for the same seed', () => {
    const clock = () => 0;
    const a = runGames(captainsWar, 3, 2, 'same', [randomBot], clock);
    const b = runGames(captainsWar, 3, 2, 'same', [randomBot], clock);
    expect(b.records).toEqual(a.records);
  });

  it('seats one bot per seat and records the solo opponent', () => {
    const heuristic = botFor('captains-war', 'heuristic');
    expect(heuristic).not.toBeNull();
    if (heuristic === null) return;
    const solo = runGames(captainsWar, 1, 2, 'solo', [heuristic], () => 0);
    for (const record of solo.records) expect(typeof record.legendCard).toBe('string');
    const mixed = runGames(captainsWar, 2, 2, 'mixed', [heuristic, randomBot], () => 0);
    expect(mixed.records.every((r) => r.completed)).toBe(true);
  });
});

describe('botFor', () => {
  it('has random play for every game and heuristic play only where a game provides it', () => {
    expect(botFor('anything', 'random')).toBe(randomBot);
    expect(botFor('no-such-game', 'heuristic')).toBeNull();
  });
});

describe('reading a state', () => {
  it('finds a turn counter and a solo card only where the state has them', () => {
    expect(turnOf({ turn: 7 })).toBe(7);
    expect(turnOf({ round: 7 })).toBeNull();
    expect(turnOf(null)).toBeNull();
    expect(legendOf({ legend: { card: 'anne-bony' } })).toBe('anne-bony');
    expect(legendOf({ legend: null })).toBeNull();
  });
});
