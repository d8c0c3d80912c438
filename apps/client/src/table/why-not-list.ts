// The list under a table of what the viewer is not offered now, and why (the rules' reasons, in the game's words):
// one per table, under its own heading, redrawn only when its lines change.
import { t } from '../i18n/i18n';
import { h, mount } from '../ui/dom';

export interface WhyNotList {
  readonly element: HTMLElement;
  show(lines: ReadonlyArray<string>): void;
}

export function whyNotList(): WhyNotList {
  // A line alone ("✗ Pickpocket: played in a brawl…") read as a rule at the top of the side column: the heading
  // says these are the viewer's own moves held back now. Every game shows it the same way.
  const list = h('ul', { class: 'why-not-lines', 'aria-live': 'polite' });
  const element = h(
    'section',
    { class: 'why-not', hidden: true },
    h('h2', { class: 'why-not-title' }, t('table:whyNot')),
    list,
  );
  let shown = '';
  return {
    element,
    show(lines) {
      const key = lines.join('|');
      if (key === shown) return;
      shown = key;
      element.hidden = lines.length === 0;
      mount(list, ...lines.map((line) => h('li', {}, line)));
    },
  };
}
