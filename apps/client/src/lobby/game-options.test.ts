import { findGame } from '@flotilla/rules';
import { GAME_CARDS } from './games';
import { optionFields, type OptionValue } from './game-options';

describe('the options a host may pick', () => {
  for (const card of GAME_CARDS) {
    for (let players = card.minSeats; players <= card.maxSeats; players += 1) {
      it(`${card.id} with ${players}: every choice is accepted by the rules as that very option`, () => {
        const game = findGame(card.id);
        if (game === undefined) throw new Error(`no game ${card.id}`);
        for (const field of optionFields(card.id, players)) {
          const values: OptionValue[] =
            field.check === true
              ? [true, false]
              : (field.choices ?? []).map((c) => (field.decode ? field.decode(c.value) : c.value));
          expect(values.length).toBeGreaterThan(0);
          for (const value of values) {
            const parsed = game.parseOptions({ [field.key]: value });
            expect(parsed).toMatchObject({ ok: true });
            if (parsed.ok) expect((parsed.options as Record<string, unknown>)[field.key]).toEqual(value);
          }
        }
      });
    }
  }

  it('offers the solo Legendary Captains only to a solo table', () => {
    expect(optionFields('captains-war', 1).map((f) => f.key)).toEqual(['legendaryCaptain']);
    expect(optionFields('captains-war', 3).map((f) => f.key)).toEqual(['armsMaster']);
  });
});
