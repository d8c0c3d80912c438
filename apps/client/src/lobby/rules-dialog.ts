// The rules of the game being played, in a modal dialog over the table: the table keeps running beneath.
import { h } from '../ui/dom';
import { rulesGameOf, rulesRoute } from './rules-text';

/** A "Rules" button; the first click loads the rules chunk, then the dialog opens. */
export function rulesButton(game: () => string): HTMLElement {
  const dialog = h('dialog', { class: 'rules-dialog', 'aria-label': 'Rules' });
  const button = h('button', { type: 'button', class: 'secondary', 'aria-haspopup': 'dialog' }, 'Rules');
  button.addEventListener('click', () => {
    const which = rulesGameOf(rulesRoute(game()));
    if (which === null) return;
    void import('./rules-page').then(({ rulesArticle }) => {
      const close = h('button', { type: 'button', class: 'close', onclick: () => dialog.close() }, 'Close');
      const tab = h(
        'a',
        { href: rulesRoute(which), target: '_blank', rel: 'noopener', class: 'new-tab' },
        'Open in a new tab',
      );
      dialog.replaceChildren(
        h('div', { class: 'dialog-bar' }, tab, close),
        rulesArticle(which, { backLink: false }),
      );
      dialog.showModal();
      close.focus();
    });
  });
  return h('span', { class: 'rules-open' }, button, dialog);
}
