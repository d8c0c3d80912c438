// The registry's keys are the game ids, and each game answers to its own key.
import { GAME_IDS, carefulBotFor, findGame, games, isGameId } from './registry';

describe('registry', () => {
  it('lists every game id once, each game under its own id', () => {
    expect(Object.keys(games).sort()).toEqual([...GAME_IDS].sort());
    for (const id of GAME_IDS) expect(findGame(id)?.id).toBe(id);
  });

  it('has a careful bot for every game and none for an unknown id', () => {
    for (const id of GAME_IDS) expect(typeof carefulBotFor(id)).toBe('function');
    expect(carefulBotFor('toString')).toBeUndefined();
    expect(findGame('toString')).toBeUndefined();
    expect(isGameId('eollis')).toBe(true);
    expect(isGameId('chess')).toBe(false);
  });
});
