// The whole truth's panel tells what the audience could not see, and nothing once the game shows it all.
import { played } from './recorded-game';
import { hiddenFacts } from './hidden-facts';

const name = (seat: number) => ['Anne', 'Bart', 'Cora', 'Dan'][seat] ?? `Seat ${seat + 1}`;

function factsAt(gameId: string, seats: number) {
  const { game, states } = played(gameId, seats, `facts-${gameId}`);
  return states.map((state) => hiddenFacts(gameId, game.truth(state), game.view(state, 'spectator'), name));
}

describe('the whole truth’s facts', () => {
  it('name in 15 Men every hidden faction and face-down pirate, and none at the end', () => {
    const facts = factsAt('fifteen-men', 4);
    const first = facts[0] ?? [];
    // Captain's faction is public; the three others are hidden at the start, and all 15 pirates face down.
    expect(first.filter((line) => / is (Loyalist|Mutineer)\.$/.test(line))).toHaveLength(3);
    expect(first.filter((line) => /^#\d+, face down, is /.test(line))).toHaveLength(15);
    expect(facts.at(-1)).toEqual([]);
  });

  it('name in Eollis every Clan’s hand and the three decks', () => {
    for (const lines of factsAt('eollis', 4).slice(0, 50)) {
      for (const clan of ['Anne', 'Bart', 'Cora', 'Dan'])
        expect(lines.some((line) => line.startsWith(`${clan} holds `))).toBe(true);
      for (const deck of ['Action deck', 'Event deck', 'Pirate deck'])
        expect(lines.some((line) => line.startsWith(deck))).toBe(true);
    }
  });

  it('name in Captains’ War both boarding parties while they are built, and nothing once revealed', () => {
    const { game, states } = played('captains-war', 3, 'facts-boarding');
    let building = 0;
    for (const state of states) {
      const lines = hiddenFacts('captains-war', game.truth(state), game.view(state, 'spectator'), name);
      const boarding = (game.view(state, 'spectator') as { boarding: { revealed: unknown } | null }).boarding;
      if (boarding === null || boarding.revealed !== null) expect(lines).toEqual([]);
      else {
        building += 1;
        expect(lines).toHaveLength(2);
        expect(lines[0]).toMatch(/sends to the boarding: (strength [\d, ]+|nobody yet)\.$/);
      }
    }
    expect(building).toBeGreaterThan(0);
  });
});
