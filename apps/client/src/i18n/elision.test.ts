import i18next from 'i18next';
import { elide } from './elision';
import { ensureNamespaces, t } from './i18n';

describe('French elision', () => {
  afterAll(() => i18next.changeLanguage('en'));

  it('elides "de" and "que" before a vowel, and nothing else', () => {
    expect(elide('Feuille de Anne Bony')).toBe('Feuille d’Anne Bony');
    expect(elide('De Anne à Bart')).toBe('D’Anne à Bart');
    expect(elide('plus que Eollis, plus que Bart')).toBe('plus qu’Eollis, plus que Bart');
    expect(elide('de Henry Morgan, de 3 PO, de Élodie')).toBe('de Henry Morgan, de 3 PO, d’Élodie');
    expect(elide('la cagnotte de dé')).toBe('la cagnotte de dé');
  });

  it('is made in French messages once the names are in, never in English', async () => {
    await i18next.changeLanguage('fr');
    await ensureNamespaces(['captainsWar']);
    const french = t('captainsWar:sheet.headerTip', { name: 'Anne' });
    expect(french).toContain('Anne');
    expect(french).not.toMatch(/\bde Anne/);
    await i18next.changeLanguage('en');
    expect(elide("Anne's sheet")).toBe("Anne's sheet");
    expect(t('captainsWar:sheet.headerTip', { name: 'Anne' })).toBe(
      "Anne's sheet: what the captain holds and has done.",
    );
  });
});
