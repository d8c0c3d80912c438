import i18next from 'i18next';
import { elided, withElisions } from './elision';
import { ensureNamespaces, t } from './i18n';

describe('French elision', () => {
  afterAll(() => i18next.changeLanguage('en'));

  it('elides "de" and "que" before a vowel, and nothing else', () => {
    expect(elided('de', 'Anne Bony')).toBe('d’Anne Bony');
    expect(elided('De', 'Anne')).toBe('D’Anne');
    expect(elided('que', 'Eollis')).toBe('qu’Eollis');
    expect(elided('de', 'Bart')).toBe('de Bart');
    expect(elided('de', 'Henry Morgan')).toBe('de Henry Morgan');
    expect(elided('de', '3')).toBe('de 3');
    expect(withElisions('De {{a}} : plus que {{ b }}, de 3 PO, Que {{c}}')).toBe(
      '{{a, decap}} : plus {{b, que}}, de 3 PO, {{c, quecap}}',
    );
  });

  it('is made in French messages once the names are in, never inside a name, never in English', async () => {
    await i18next.changeLanguage('fr');
    await ensureNamespaces(['captainsWar']);
    expect(t('captainsWar:sheet.headerTip', { name: 'Anne' })).toMatch(/^Feuille d’Anne\s:/);
    expect(t('captainsWar:sheet.headerTip', { name: 'Bart' })).toMatch(/^Feuille de Bart\s:/);
    expect(t('captainsWar:sheet.headerTip', { name: 'Lope de Aguirre' })).toMatch(
      /^Feuille de Lope de Aguirre/,
    );
    await i18next.changeLanguage('en');
    expect(t('captainsWar:sheet.headerTip', { name: 'Anne' })).toBe(
      "Anne's sheet: what the captain holds and has done.",
    );
  });
});
