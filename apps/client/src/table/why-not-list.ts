// The list under a table of what the viewer is not offered now, and why (the rules' reasons, in the game's words):
// one per table, redrawn only when its lines change.
import { t } from '../i18n/i18n';
import { h, mount } from '../ui/dom';

export interface WhyNotList {
  readonly element: HTMLUListElement;
  show(lines: ReadonlyArray<string>): void;
}

export function whyNotList(): WhyNotList {
  const element = h('ul', {
    class: 'why-not',
    'aria-label': t('table:whyNot'),
    'aria-live': 'polite',
  });
  let shown = '';
  return {
    element,
    show(lines) {
      const key = lines.join('|');
      if (key === shown) return;
      shown = key;
      mount(element, ...lines.map((line) => h('li', {}, line)));
    },
  };
}
