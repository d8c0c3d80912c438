// The sheet's short words and their long form: a battle in a slot of the chart, and the same battle in a sentence.
import i18next from 'i18next';
import { chartLineWords, chartSlotWords, gainWords, lineLetter } from './sheet-words';
import { cw } from '../terms';
import { compactRows } from './compact-rows';

const won = { turn: 3, opponent: 1, role: 'attacker' as const, mine: [4, 3], theirs: [5], won: true };
const lost = { turn: 7, opponent: 0, role: 'defender' as const, mine: [2], theirs: [6, 1], won: false };

describe('the boarding chart', () => {
  it('says a battle in a few characters, the opponent left out when the slot is narrow', () => {
    expect(chartSlotWords(won, 0, ['you', 'Bart'])).toBe('✔ T3 att. Bart 7–5');
    expect(chartSlotWords(lost, 1, ['you', 'Bart'], false)).toBe('✘ T7 def. 2–7');
    expect(chartSlotWords(undefined, 2, [])).toBe('3. —');
  });

  it('tells the whole battle on hover', () => {
    expect(chartLineWords(won, 0, ['you', 'Bart'])).toBe(
      'Turn 3: attacked Bart with Strength 7 against 5, and won.',
    );
    expect(chartLineWords(lost, 1, ['Anne', 'Bart'])).toBe(
      'Turn 7: defended against Anne with Strength 2 against 7, and lost.',
    );
  });
});

describe('the sheet words', () => {
  it('names a track circle gain', () => {
    expect(gainWords({ kind: 'gold', amount: 3 })).toBe('3 GP');
    expect(gainWords({ kind: 'pirate', strength: 4 })).toBe('a Strength 4 pirate');
    expect(gainWords({ kind: 'resource', resource: 'gem' })).toBe('a gem');
  });
});

describe('compactRows', () => {
  it('shows at least the first row, and more as the card grows, up to four', () => {
    expect(compactRows(60)).toBe(1);
    expect(compactRows(96)).toBe(2);
    expect(compactRows(124)).toBe(4);
    expect(compactRows(400)).toBe(4);
  });
});

describe('a rival card’s line letters', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('are the first letters of the lines’ names on the sheet, in each language', async () => {
    const titles: string[] = [];
    for (const language of ['en', 'fr']) {
      await i18next.changeLanguage(language);
      for (const line of ['attributes', 'boats'] as const) {
        titles.push(cw(`sheet.lineTitle.${line}`));
        expect(lineLetter(line)).toBe(cw(`sheet.lineTitle.${line}`).charAt(0));
      }
    }
    expect(titles).toEqual(['Attributes', 'Boats', 'Attributs', 'Bateaux']);
  });
});
