// "How to play" over the table, in a modal dialog opened at the section of the phase being played: the table
// keeps running beneath.
import { h } from '../ui/dom';
import { t } from '../i18n/i18n';
import { currentSection, howToPlayRoute, isLearnGame } from '../learn/sections';
import { tablePhase } from '../learn/table-phase';

type PhaseSource = Parameters<typeof tablePhase>[0];

/**
 * A "How to play" button; the first click loads the pages' chunk, then the dialog opens. `state` (the table's
 * latest state) lets it open at the current phase's section; without it, at the top.
 */
export function rulesButton(game: () => string, state?: () => PhaseSource): HTMLElement {
  const dialog = h('dialog', {
    class: 'rules-dialog how-to-play-dialog',
    'aria-label': t('common:howToPlay'),
  });
  const button = h(
    'button',
    { type: 'button', class: 'secondary how-to-play-open', 'aria-haspopup': 'dialog' },
    t('common:howToPlay'),
  );
  button.addEventListener('click', () => {
    const which = game();
    if (!isLearnGame(which)) return;
    const section = currentSection(which, tablePhase(state?.()));
    void import('../learn/how-to-play-page').then(async ({ howToPlayArticle }) => {
      const article = await howToPlayArticle(which, { section, mode: 'dialog' });
      const close = h(
        'button',
        { type: 'button', class: 'close', onclick: () => dialog.close() },
        t('common:close'),
      );
      const tab = h(
        'a',
        { href: howToPlayRoute(which, section), target: '_blank', rel: 'noopener', class: 'new-tab' },
        t('common:openNewTab'),
      );
      dialog.replaceChildren(h('div', { class: 'dialog-bar' }, tab, close), article);
      dialog.showModal();
      close.focus();
    });
  });
  return h('span', { class: 'rules-open' }, button, dialog);
}
