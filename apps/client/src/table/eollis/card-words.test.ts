// Eollis' cards speak the reader's language: every Event, Action card, Secret Mission and pirate's power of the rules
// has its words in each message file, and English says exactly what the rules say.
import i18next from 'i18next';
import { actionCards, eventCards, missionCards, pirateCards } from '@flotilla/rules/eollis';
import { localeFiles } from '../../i18n/locale-files.node';
import {
  actionName,
  actionText,
  cardName,
  eventName,
  missionName,
  missionText,
  pirateText,
} from './card-words';
import { cardOf, pirateStats } from './model';

type Words = Record<string, Record<string, Record<string, unknown>>>;

function messages(language: string): Words {
  const file = localeFiles.find((f) => f.language === language && f.namespace === 'eollisCards');
  if (file === undefined) throw new Error(`no eollisCards in ${language}`);
  return file.messages as Words;
}

/** What the rules say of each card, by group and id, with the key convention the client reads. */
const RULES: ReadonlyArray<[string, ReadonlyArray<{ id: string; words: Record<string, string> }>]> = [
  ['events', eventCards.map((c) => ({ id: c.id, words: { name: c.name } }))],
  ['actions', actionCards.map((c) => ({ id: c.kind, words: { name: c.name, text: c.text } }))],
  ['missions', missionCards.map((c) => ({ id: c.kind, words: { name: c.name, text: c.text } }))],
  ['pirates', pirateCards.map((c) => ({ id: c.id, words: { text: c.power.text } }))],
];

describe("Eollis' card words", () => {
  it.each(['en', 'fr'])(
    '%s has a name (and a text where the rules have one) for every card, and no other',
    (language) => {
      const words = messages(language);
      expect(Object.keys(words).sort()).toEqual(RULES.map(([group]) => group).sort());
      for (const [group, cards] of RULES) {
        expect(Object.keys(words[group] ?? {}).sort()).toEqual(cards.map((c) => c.id).sort());
        for (const c of cards) {
          const said = words[group]?.[c.id] ?? {};
          expect({ group, id: c.id, keys: Object.keys(said).sort() }).toEqual({
            group,
            id: c.id,
            keys: Object.keys(c.words).sort(),
          });
          for (const value of Object.values(said)) {
            expect(typeof value).toBe('string');
            expect(String(value).trim().length).toBeGreaterThan(0);
          }
        }
      }
    },
  );

  it("English says exactly the rules' names and texts", () => {
    const words = messages('en');
    for (const [group, cards] of RULES) for (const c of cards) expect(words[group]?.[c.id]).toEqual(c.words);
  });

  it('French says its own words, with a no-break space before its colons and semicolons', () => {
    const english = messages('en');
    const french = messages('fr');
    for (const [group, cards] of RULES)
      for (const c of cards)
        for (const [key, value] of Object.entries(french[group]?.[c.id] ?? {})) {
          const text = String(value);
          if (text.length > 12) expect(text).not.toBe(english[group]?.[c.id]?.[key]);
          expect(text).not.toMatch(/ [:;!?]/);
          expect(text).not.toMatch(/'/);
        }
  });

  it('the accessors and the model read them in the current language', async () => {
    expect(eventName('ev-governors-city')).toBe('Governor’s City');
    expect(actionName('rum')).toBe('Contraband Rum');
    expect(actionText('rum')).toBe('+1 to any roll.');
    expect(missionName('m-hoard')).toBe('The Hoard');
    expect(missionText('m-restless-ghost')).toBe('Your Clan has a ghost pirate.');
    expect(cardName('m-iron-hand')).toBe('Iron Hand');
    expect(cardOf('u1', 'm-hoard').text).toBe(
      'Your Clan owns at least 12 gold (cards, strongbox and purse). (+2 renown)',
    );
    expect(pirateStats('p-lucky-sam')?.powerText).toBe(
      'Once per Expedition, on your turn: re-roll this pirate’s die.',
    );
    try {
      await i18next.changeLanguage('fr');
      expect(eventName('ev-storm')).toBe('Tempête');
      expect(actionName('strongbox')).toBe('Coffre-fort');
      expect(cardName('m-hoard')).toBe('Le Magot');
      expect(cardOf('u1', 'murder')).toMatchObject({ name: 'Meurtre', family: 'brawl' });
      expect(cardOf('u1', 'm-restless-ghost').text).toBe('Votre Clan a un pirate fantôme. (+2 de renommée)');
      expect(pirateText('p-mr-mollet')).toContain('+2 pièces d’or');
      expect(pirateText('p-kid-mistral')).toContain('+1 pièce d’or');
      // Proper names stay as the rules spell them.
      expect(pirateStats('p-soeur-mathilde')?.name).toBe('Sœur Mathilde');
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('a card the rules do not know falls back to its id', () => {
    expect(eventName('ev-nowhere')).toBe('ev-nowhere');
    expect(actionName('juggle')).toBe('juggle');
    expect(actionText('juggle')).toBe('');
    expect(missionName('m-nothing')).toBe('m-nothing');
  });
});
