// The Legendary Captains speak the reader's language: every card of the rules has its name and effect in each
// message file, and English says exactly what the rules say.
import i18next from 'i18next';
import { LEGENDARY_CAPTAINS } from '@flotilla/rules/captains-war';
import { localeFiles } from '../../i18n/locale-files.node';
import { CARD_WORDS_NAMESPACE, legendChoices, legendName, legendText } from './card-words';

type Words = { legends?: Record<string, { name?: unknown; text?: unknown }> };

function messages(language: string): Words {
  const file = localeFiles.find((f) => f.language === language && f.namespace === CARD_WORDS_NAMESPACE);
  if (file === undefined) throw new Error(`no ${CARD_WORDS_NAMESPACE} in ${language}`);
  return file.messages as Words;
}

describe("Captains' War's card words", () => {
  it.each(['en', 'fr'])('%s names every Legendary Captain of the rules and says its effect', (language) => {
    const legends = messages(language).legends ?? {};
    expect(Object.keys(legends).sort()).toEqual(LEGENDARY_CAPTAINS.map((c) => c.id).sort());
    for (const card of LEGENDARY_CAPTAINS) {
      const said = legends[card.id];
      expect(typeof said?.name === 'string' && said.name.length > 0).toBe(true);
      expect(typeof said?.text === 'string' && said.text.length > 0).toBe(true);
    }
  });

  it("English says exactly the rules' names and effects", () => {
    const legends = messages('en').legends ?? {};
    for (const card of LEGENDARY_CAPTAINS)
      expect(legends[card.id]).toEqual({ name: card.name, text: card.effect });
  });

  it('the accessors read them in the current language, the server’s word for an unknown card', async () => {
    expect(legendName('blackbeard')).toBe('Edward "Blackbeard" Teach');
    expect(legendChoices().map((c) => c.id)).toEqual(LEGENDARY_CAPTAINS.map((c) => c.id));
    expect(legendName('davy-jones', 'Davy Jones')).toBe('Davy Jones');
    expect(legendText('davy-jones')).toBe('');
    try {
      await i18next.changeLanguage('fr');
      expect(legendName('blackbeard')).toBe('Edward «\u00a0Barbe-Noire\u00a0» Teach');
      expect(legendText('black-bart')).toContain('6 PO');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
