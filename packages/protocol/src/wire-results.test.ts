// The table's own strings read back as the rules wrote them, at the end of real games; nothing from malformed ones.
import { Dice, findGame, randomPlay, rngFromSeed, type AnyGame } from '@flotilla/rules';
import { LOOT_DICE } from '@flotilla/rules/captains-war';
import {
  finalCount,
  finalLines,
  finalPredictions,
  finalScores,
  placedDoubloons,
  rolledFaces,
  tableOutcome,
} from './wire-results';

/** A game of random legal moves played to its end: the rules' last state, and every spectator view on the way. */
function playedToEnd(
  gameId: string,
  seats: number,
  seed: string,
): { game: AnyGame; state: unknown; views: unknown[] } {
  const game = findGame(gameId);
  if (game === undefined) throw new Error(gameId);
  const dice = new Dice(rngFromSeed(`${seed}-moves`));
  let state = game.setup({ seats, seed });
  const views: unknown[] = [];
  for (const step of randomPlay(game, state, dice, 20_000)) {
    state = step.state;
    views.push(game.view(state, 'spectator'));
  }
  if (game.outcome(state) === null) throw new Error(`${gameId} ${seed} did not end`);
  return { game, state, views };
}

/** JSON's own round trip: what the client would read if it trusted the string blindly. */
function viaJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown;
}

describe('final results on the wire', () => {
  it.each([
    ['captains-war', 3],
    ['eollis', 4],
    ['fifteen-men', 5],
  ])('reads %s outcome as the rules gave it (%i seats)', (gameId, seats) => {
    const { game, state } = playedToEnd(gameId, seats, `wire-${gameId}`);
    const outcome = game.outcome(state);
    const { details: _details, ...expected } = viaJson(outcome) as Record<string, unknown>;
    expect(tableOutcome(JSON.stringify(outcome))).toEqual(expected);
  });

  it("reads Captains' War's final scores as the rules gave them, solo included", () => {
    for (const seats of [1, 4]) {
      const { game, state } = playedToEnd('captains-war', seats, `scores-${seats}`);
      const result = (game.view(state, 'spectator') as { result: unknown }).result;
      expect(result).not.toBeNull();
      expect(finalScores(JSON.stringify(result))).toEqual(viaJson(result));
    }
  });

  it("reads Eollis' final lines as the rules gave them", () => {
    const { game, state } = playedToEnd('eollis', 3, 'final-lines');
    const final = (game.view(state, 'spectator') as { final: unknown }).final;
    expect(Array.isArray(final)).toBe(true);
    expect(finalLines(JSON.stringify(final))).toEqual(viaJson(final));
  });

  it("reads 15 Men's final count and every doubloon placed on the way", () => {
    const { game, state, views } = playedToEnd('fifteen-men', 4, 'final-count');
    const final = (game.view(state, 'spectator') as { final: unknown }).final;
    expect(finalCount(JSON.stringify(final))).toEqual(viaJson(final));
    type Placed = { doubloons: unknown };
    const placed = views.flatMap((view) => {
      const { ring, daughter } = view as { ring: Placed[]; daughter: Placed | null };
      return [...ring, ...(daughter === null ? [] : [daughter])].map((holder) => holder.doubloons);
    });
    expect(placed.some((coins) => Array.isArray(coins) && coins.length > 0)).toBe(true);
    for (const coins of placed) expect(placedDoubloons(JSON.stringify(coins))).toEqual(viaJson(coins));
  });

  it("reads every Captains' War die face back", () => {
    const faces = LOOT_DICE.map((die) => die[die.length - 1]);
    expect(rolledFaces(JSON.stringify(faces))).toEqual(faces);
    expect(rolledFaces(JSON.stringify(LOOT_DICE.flat()))).toEqual(LOOT_DICE.flat());
  });

  it('reads the scored predictions, and none when nobody predicted', () => {
    const scored = {
      count: 2,
      top: [
        {
          name: 'Anne',
          winner: 1,
          rightWinner: true,
          rightFactions: 2,
          factions: 3,
          rightMutinies: 0,
          mutinies: 1,
          points: 7,
        },
      ],
    };
    expect(finalPredictions(JSON.stringify(scored))).toEqual(scored);
    expect(finalPredictions(JSON.stringify({ count: 0, top: [] }))).toBeNull();
  });

  it('reads nothing from an empty, malformed or wrongly shaped string', () => {
    for (const raw of ['', 'not json', '[', '42', 'null', '"text"']) {
      expect(finalScores(raw)).toBeNull();
      expect(finalLines(raw)).toBeNull();
      expect(tableOutcome(raw)).toBeNull();
      expect(finalPredictions(raw)).toBeNull();
      expect(finalCount(raw)).toBeNull();
      expect(rolledFaces(raw)).toEqual([]);
      expect(placedDoubloons(raw)).toEqual([]);
    }
    expect(finalScores('{"reason":"lastGold","scores":[]}')).toBeNull();
    expect(rolledFaces('[{"die":"green"},7,{"die":"black","strength":9}]')).toEqual([
      { die: 'black', strength: 6 },
    ]);
    expect(finalLines('[{"seat":2,"renown":"lots"}]')).toEqual([{ seat: 2, renown: 0, living: 0, duel: 0 }]);
    expect(tableOutcome('{"standings":[{"rank":1}],"winners":[0,"x"]}')).toEqual({
      standings: [{ seat: null, name: '', score: 0, rank: 1 }],
      winners: [0],
      reason: '',
    });
  });
});
