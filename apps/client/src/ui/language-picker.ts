// The language switch in the top bar, on every screen: each language named in itself ("English", "Français"), the
// choice kept on this device. Switching re-draws the screen in place (main.ts), a table included.
import { OFFERED, language, onLanguage, setLanguage, t } from '../i18n/i18n';
import { h } from './dom';

/** A language's own name for itself, capitalised as a menu item: "English", "Français". */
export function endonym(code: string): string {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}

export function languagePicker(): HTMLElement {
  const select = h(
    'select',
    { id: 'language', class: 'language-picker', 'aria-label': t('common:language') },
    ...OFFERED.map((code) => h('option', { value: code, lang: code }, endonym(code))),
  );
  select.value = language();
  select.addEventListener('change', () => void setLanguage(select.value));
  onLanguage((now) => {
    select.value = now;
    select.setAttribute('aria-label', t('common:language'));
  });
  // One language offered: nothing to choose.
  select.hidden = OFFERED.length < 2;
  return select;
}
