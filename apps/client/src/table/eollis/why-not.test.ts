// Eollis says, under the table, why a card in your hand or your gift is not offered: the rules' reasons in words.
import { eollisTable as bareTable, withHand, withPhase, withPirates } from '@flotilla/rules/testing';
import type { EollisState } from '@flotilla/rules/eollis';
import { whyNotLines } from './labels';
import { model } from './testing/test-states';

function refilling(): EollisState {
  const s = withPirates(bareTable(3), [['p-mr-mollet'], ['p-kid-mistral'], ['p-mama-kalinda']]);
  return withPhase(s, { kind: 'refill', stage: 'tavern', order: [0, 1, 2], index: 0 });
}

describe('whyNotLines (Eollis)', () => {
  it('name each card no action plays now, with its reason, to its holder only', () => {
    const s = withHand(refilling(), 0, ['strongbox', 'rum', 'trip', 'murder', 'buriedLoot']);
    expect(whyNotLines(model(s, 0))).toEqual([
      'Strongbox: your pirates hold no gold to hide',
      'Contraband Rum: played on a roll, when one is open to you',
      'Trip-Up: played on another Clan’s roll, when one is open to you',
      'Murder: played in a brawl, or on another Clan’s roll for −1',
    ]);
    expect(whyNotLines(model(s, 1))).toEqual([]);
    expect(whyNotLines(model(s, null))).toEqual([]);
  });

  it('say the gift of the turn is spent', () => {
    const s = refilling();
    const gave = { ...s, clans: s.clans.map((c) => (c.seat === 0 ? { ...c, giftTurn: s.turn } : c)) };
    expect(whyNotLines(model(gave, 0))).toEqual(['Gift: one gift a turn, and you made yours']);
  });
});
