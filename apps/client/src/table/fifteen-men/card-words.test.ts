// 15 Men's cards speak the reader's language: every card of the rules has its name and text in each message file,
// and English says exactly what the rules say.
import i18next from 'i18next';
import { guards, pirates, scenarios, vessels } from '@flotilla/rules/fifteen-men';
import { localeFiles } from '../../i18n/locale-files.node';
import {
  CARD_WORDS_NAMESPACE,
  cardName,
  cardText,
  scenarioChoices,
  scenarioName,
  scenarioText,
  vesselName,
  vesselText,
} from './card-words';
import { cardTip, lookCardWords, pirateName } from './labels';

type Words = Record<string, Record<string, { name?: unknown; text?: unknown }>>;

function messages(language: string): Words {
  const file = localeFiles.find((f) => f.language === language && f.namespace === CARD_WORDS_NAMESPACE);
  if (file === undefined) throw new Error(`no ${CARD_WORDS_NAMESPACE} in ${language}`);
  return file.messages as Words;
}

const GROUPS: ReadonlyArray<[string, ReadonlyArray<{ id: string; name: string; text: string }>]> = [
  ['pirates', pirates],
  ['guards', guards],
  ['vessels', vessels],
  ['scenarios', scenarios],
];

describe("15 Men's card words", () => {
  it.each(['en', 'fr'])('%s has a name and a text for every card of the rules, and no other', (language) => {
    const words = messages(language);
    for (const [group, cards] of GROUPS) {
      expect(Object.keys(words[group] ?? {}).sort()).toEqual(cards.map((c) => c.id).sort());
      for (const c of cards) {
        const said = words[group]?.[c.id];
        expect({ id: c.id, name: typeof said?.name, text: typeof said?.text }).toEqual({
          id: c.id,
          name: 'string',
          text: 'string',
        });
        expect(String(said?.name).length).toBeGreaterThan(0);
        expect(String(said?.text).length).toBeGreaterThan(0);
      }
    }
  });

  it("English says exactly the rules' names and texts", () => {
    const words = messages('en');
    for (const [group, cards] of GROUPS)
      for (const c of cards) expect(words[group]?.[c.id]).toEqual({ name: c.name, text: c.text });
  });

  it('the accessors read them in the current language', async () => {
    expect(cardName('blackbeard')).toBe('Blackbeard');
    expect(cardText('henry-morgan')).toBe(guards.find((g) => g.id === 'henry-morgan')?.text);
    expect(vesselName('golden-hind')).toBe('Golden Hind');
    expect(scenarioName('governors-daughter')).toBe('The Governor’s Daughter');
    expect(scenarioChoices().map((s) => s.id)).toEqual(scenarios.map((s) => s.id));
    try {
      await i18next.changeLanguage('fr');
      expect(cardName('blackbeard')).toBe('Barbe-Noire');
      expect(pirateName('blackbeard')).toBe('Barbe-Noire');
      expect(lookCardWords('eustace-the-monk').name).toBe('Eustache le Moine');
      expect(cardTip('mary-read')).toContain('+2 PV pour chaque autre Bosco');
      expect(scenarioName('treasure-island')).toBe('L’Île au trésor');
      expect(scenarioText('voodoo')).toContain('«\u00a0Révélation…\u00a0»');
      expect(vesselText('the-revenge')).toMatch(/^Aucun effet/);
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('an id the rules do not know has no words, and a scenario or vessel falls back to its id', () => {
    expect(cardName('nobody')).toBeUndefined();
    expect(cardText('nobody')).toBeUndefined();
    expect(vesselName('ghost-ship')).toBe('ghost-ship');
    expect(scenarioText('nowhere')).toBe('');
  });
});
