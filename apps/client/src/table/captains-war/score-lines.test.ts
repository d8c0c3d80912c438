// The final score table: every printed scoring line, the winners, the end reason, and bad input.
import { scoreBoard, winnerSentence } from './score-lines';

const result = {
  reason: 'fiveBattles',
  scores: [
    {
      captain: 0,
      acquisitions: 6,
      attributeTrack: 12,
      boatTrack: 7,
      attacksInitiated: -5,
      attacks: 1,
      warBonus: 15,
      commandBonuses: 6,
      leftoverResources: 0,
      total: 41,
      navalStrength: 16,
      navalRank: 0,
      rank: 1,
    },
    {
      captain: 1,
      acquisitions: 11,
      attributeTrack: 7,
      boatTrack: 15,
      attacksInitiated: 7,
      attacks: 3,
      warBonus: 7,
      commandBonuses: 0,
      leftoverResources: 0,
      total: 47,
      navalStrength: 9,
      navalRank: 1,
      rank: 2,
    },
  ],
};

describe('scoreBoard', () => {
  it('writes one row per printed scoring line, then the total and the rank', () => {
    const board = scoreBoard(JSON.stringify(result), ['You', 'Bart']);
    expect(board?.lines.map((l) => l.label)).toEqual([
      'Acquisitions',
      'Attribute track',
      'Boat track',
      'Attacks initiated',
      'Naval battle: war bonus',
      'Command bonuses',
      'Total RP',
      'Rank',
    ]);
    // A count beside its points: "I attacked twice, it says 0" read the RP as the count.
    expect(board?.lines.find((l) => l.key === 'attacksInitiated')?.values).toEqual([
      '-5 (1 attack)',
      '+7 (3 attacks)',
    ]);
    expect(board?.lines.find((l) => l.key === 'warBonus')?.values).toEqual([
      '15 (Strength 16)',
      '7 (Strength 9)',
    ]);
    expect(board?.lines.find((l) => l.total)?.values).toEqual(['41', '47']);
    expect(board?.columns.map((c) => [c.name, c.winner])).toEqual([
      ['You', true],
      ['Bart', false],
    ]);
    expect(board?.winners).toEqual(['You']);
    expect(board?.reason).toBe('a captain fought a fifth battle');
  });

  it('shows leftover resources only when a Legendary Captain kept some', () => {
    const solo = structuredClone(result);
    const legend = solo.scores[1];
    if (legend) legend.leftoverResources = 3;
    const board = scoreBoard(JSON.stringify(solo), ['You', 'Anne Bonny']);
    expect(board?.lines.find((l) => l.key === 'leftoverResources')?.values).toEqual(['0', '3']);
  });

  it('names captains it does not know and refuses malformed results', () => {
    expect(scoreBoard(JSON.stringify(result), [])?.columns[1]?.name).toBe('Captain 2');
    expect(scoreBoard('not json', [])).toBeNull();
    expect(scoreBoard('{"scores":[]}', [])).toBeNull();
    expect(scoreBoard('null', [])).toBeNull();
  });
});

describe('winnerSentence', () => {
  it('celebrates one winner, a shared victory, or you', () => {
    expect(winnerSentence(['Anne'])).toBe('Anne wins');
    expect(winnerSentence(['You'])).toBe('You win');
    expect(winnerSentence(['Anne', 'Bart', 'Cleo'])).toBe('Anne, Bart and Cleo win');
  });
});
