// Eollis says, under the table, why a card in your hand or your gift is not offered: the rules' reasons in words,
// each line starting with the action held back, as Captains' War and 15 Men start theirs.
import i18next from 'i18next';
import { eollisTable as bareTable, withHand, withPhase, withPirates } from '@flotilla/rules/testing';
import type { EollisState } from '@flotilla/rules/eollis';
import { whyNotLines } from './labels';
import { model } from './testing/test-states';

function refilling(): EollisState {
  const s = withPirates(bareTable(3), [['p-mr-mollet'], ['p-kid-mistral'], ['p-mama-kalinda']]);
  return withPhase(s, { kind: 'refill', stage: 'tavern', order: [0, 1, 2], index: 0 });
}

describe('whyNotLines (Eollis)', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('name the action each card would be, then its reason, to its holder only', () => {
    const s = withHand(refilling(), 0, ['strongbox', 'rum', 'trip', 'murder', 'm-hoard', 'buriedLoot']);
    expect(whyNotLines(model(s, 0))).toEqual([
      'Play Strongbox: your pirates hold no gold to hide',
      'Play Contraband Rum: played on a roll, when one is open to you',
      'Play Trip-Up: played on another Clan’s roll, when one is open to you',
      'Play Murder: played in a brawl, or on another Clan’s roll for −1',
      'Reveal the mission The Hoard: its condition is not met yet',
    ]);
    expect(whyNotLines(model(s, 1))).toEqual([]);
    expect(whyNotLines(model(s, null))).toEqual([]);
  });

  it('say the gift of the turn is spent', () => {
    const s = refilling();
    const gave = { ...s, clans: s.clans.map((c) => (c.seat === 0 ? { ...c, giftTurn: s.turn } : c)) };
    expect(whyNotLines(model(gave, 0))).toEqual(['Give a gift: one gift a turn, and you made yours']);
  });

  it('start with the action in French too', async () => {
    await i18next.changeLanguage('fr');
    const s = withHand(refilling(), 0, ['rum', 'm-hoard']);
    const gave = { ...s, clans: s.clans.map((c) => (c.seat === 0 ? { ...c, giftTurn: s.turn } : c)) };
    expect(whyNotLines(model(gave, 0))).toEqual([
      'Jouer Rhum de contrebande\u00a0: se joue sur un jet, quand il vous est ouvert',
      'Révéler la mission Le Magot\u00a0: sa condition n’est pas encore remplie',
      'Faire un don\u00a0: un don par tour, et vous avez fait le vôtre',
    ]);
  });
});
