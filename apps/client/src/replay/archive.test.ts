// What this device remembers of the games it saw end, and the replay's address.
import { PLAYED_KEPT, playedGames, rememberPlayed } from './archive';
import { replayGameOf, replayRoute } from './replay-route';

function memory(): Pick<Storage, 'getItem' | 'setItem'> & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) };
}

const game = (n: number) => ({
  gameId: `game-${n}`,
  game: 'eollis',
  seats: [{ name: 'Anne', colour: 'sky', occupant: 'human' }],
  endedAt: n,
});

describe('the games this device played', () => {
  it('are kept newest first, each once, at most PLAYED_KEPT', () => {
    const storage = memory();
    for (let n = 0; n < PLAYED_KEPT + 5; n++) rememberPlayed(game(n), storage);
    rememberPlayed(game(PLAYED_KEPT + 2), storage);
    const kept = playedGames(storage);
    expect(kept).toHaveLength(PLAYED_KEPT);
    expect(kept[0]?.gameId).toBe(`game-${PLAYED_KEPT + 2}`);
    expect(new Set(kept.map((g) => g.gameId)).size).toBe(PLAYED_KEPT);
  });

  it('read nothing from a broken or foreign value', () => {
    const storage = memory();
    storage.items.set('flotilla.playedGames', '{not json');
    expect(playedGames(storage)).toEqual([]);
    storage.items.set('flotilla.playedGames', JSON.stringify([{ gameId: 3 }, game(1)]));
    expect(playedGames(storage).map((g) => g.gameId)).toEqual(['game-1']);
  });
});

describe('a replay’s address', () => {
  it('names its game, and nothing else is read as one', () => {
    expect(replayGameOf(replayRoute('hBtuwxxSDC_ZOLyOK7QLbQ'))).toBe('hBtuwxxSDC_ZOLyOK7QLbQ');
    expect(replayGameOf('#/replay/')).toBeNull();
    expect(replayGameOf('#/replay/a/b')).toBeNull();
    expect(replayGameOf('#/table/eollis/abc')).toBeNull();
  });
});
