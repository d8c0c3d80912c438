import i18next from 'i18next';
import { PSEUDO, pseudo } from './pseudo';
import { startLanguage, t } from './i18n';

describe('the pseudo-locale', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('accents and lengthens by at least 40%, between brackets', () => {
    expect(pseudo('Take the dice')).toBe('[Ŧáķé ţĥé ďîçé · · ·]');
    expect(pseudo('Take the dice').length).toBeGreaterThanOrEqual('Take the dice'.length * 1.4);
    expect(pseudo('')).toBe('');
  });

  it('keeps the marks of a message with DOM nodes', () => {
    expect(pseudo('Join \uE000game\uE000 now')).toBe('[Jöîñ \uE000game\uE000 ñöw · ·]');
  });

  it('is what every message says once it is the language, and nothing changes in English', async () => {
    const english = t('common:close');
    await i18next.changeLanguage(PSEUDO);
    expect(t('common:close')).toBe(pseudo(english));
    await i18next.changeLanguage('en');
    expect(t('common:close')).toBe(english);
  });

  it('is chosen only by this device’s stored choice, never by a browser’s languages', () => {
    expect(startLanguage(['en-XA'], null)).toBe('en');
    expect(startLanguage([], PSEUDO)).toBe(PSEUDO);
  });
});
