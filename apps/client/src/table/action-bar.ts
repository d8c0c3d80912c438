// The action bar's rows: offers that differ by one choice share a row under one title ("Bribe #3: [1] [2] [3]").
// When even tight rows would run past the bar's two rows (57 boarding offers in Eollis, 44 bribes in 15 Men),
// each shared row folds into one button that opens it: pick the pirate, then the post. Every offer stays one
// or two clicks away and in sight; scrolling sideways inside the bar is the last resort.
import { t } from '../i18n/i18n';
import { h, mount } from '../ui/dom';
import type { OfferGroup } from './game-table';
import type { Action } from './seat-view';

export interface BarOffer {
  readonly action: Action;
  /** The offer's whole sentence. */
  readonly label: string;
}

export type BarEntry =
  | ({ readonly kind: 'offer' } & BarOffer)
  | {
      readonly kind: 'group';
      readonly key: string;
      readonly title: string;
      readonly family?: string;
      readonly fold?: string;
      readonly members: ReadonlyArray<BarOffer & { readonly short: string }>;
    };

/** Consecutive offers of one group share an entry; the rest stand alone, in the order given. */
export function barEntries(
  offers: ReadonlyArray<Action>,
  label: (action: Action) => string,
  group: (action: Action) => OfferGroup | null,
): BarEntry[] {
  const entries: BarEntry[] = [];
  for (const action of offers) {
    const at = group(action);
    const last = entries.at(-1);
    if (at === null) entries.push({ kind: 'offer', action, label: label(action) });
    else if (last?.kind === 'group' && last.key === at.key)
      (last.members as Array<BarOffer & { short: string }>).push({
        action,
        label: label(action),
        short: at.short,
      });
    else
      entries.push({
        kind: 'group',
        key: at.key,
        title: at.title,
        family: at.family,
        fold: at.fold,
        members: [{ action, label: label(action), short: at.short }],
      });
  }
  return entries;
}

/** How the bar shows its entries: every row open, shared rows folded into buttons, or one row opened. */
export type BarView =
  { readonly kind: 'open' } | { readonly kind: 'folded' } | { readonly kind: 'one'; readonly key: string };

export interface BarHandlers {
  /** The button for one offer, showing `text` (its whole sentence, or its short word in a shared row). */
  offer(offer: BarOffer, text: string): HTMLButtonElement;
  /** A folded row's button was pressed: show that row alone. */
  open(key: string): void;
  /** Back from a row shown alone to all the offers. */
  back(): void;
}

/** Fills the bar for one view (a row asked alone that is no longer offered shows every offer). */
export function drawBar(
  bar: HTMLElement,
  entries: ReadonlyArray<BarEntry>,
  view: BarView,
  handlers: BarHandlers,
): void {
  const row = (entry: Extract<BarEntry, { kind: 'group' }>): HTMLElement =>
    h(
      'span',
      { class: 'act-group', role: 'group', 'aria-label': entry.title },
      h('span', { class: 'act-group-title' }, entry.title),
      ...entry.members.map((member) => handlers.offer(member, member.short)),
    );
  if (view.kind === 'one') {
    const entry = entries.find((e) => e.kind === 'group' && e.key === view.key);
    if (entry?.kind === 'group') {
      // Its title, then its offers as the bar's own items: they take both rows if they need them.
      mount(
        bar,
        h(
          'button',
          {
            type: 'button',
            class: 'act-back secondary',
            'aria-label': t('table:bar.backLabel'),
            'aria-keyshortcuts': 'Escape',
            title: t('table:bar.backTip'),
            onclick: handlers.back,
          },
          t('table:bar.back'),
        ),
        h('span', { class: 'act-group-title act-row-title' }, entry.title),
        ...entry.members.map((member) => handlers.offer(member, member.short)),
      );
      bar.setAttribute('aria-label', t('table:bar.rowLabel', { title: entry.title }));
      return;
    }
  }
  bar.setAttribute('aria-label', t('table:bar.label'));
  const folded = (entry: Extract<BarEntry, { kind: 'group' }>, text: string): HTMLElement =>
    h(
      'button',
      {
        type: 'button',
        class: 'act-more',
        'aria-haspopup': 'true',
        'aria-expanded': 'false',
        'aria-label': t('table:bar.choices', { title: entry.title, count: entry.members.length }),
        title: t('table:bar.choicesTip', {
          title: entry.title,
          choices: entry.members.map((m) => m.short).join(' · '),
        }),
        // The offers behind it, for whoever reads the bar (tests; a screen reader hears the label).
        'data-actions': JSON.stringify(entry.members.map((m) => m.action)),
        'data-row': entry.key,
        onclick: () => handlers.open(entry.key),
      },
      text,
      h('span', { class: 'act-more-count', 'aria-hidden': 'true' }, `${entry.members.length} ›`),
    );
  const items: HTMLElement[] = [];
  let frame: { family: string; element: HTMLElement } | null = null;
  for (const entry of entries) {
    if (entry.kind === 'offer') {
      frame = null;
      items.push(handlers.offer(entry, entry.label));
    } else if (view.kind !== 'folded' || entry.members.length === 1) {
      // A lone choice, or every row shown: the row itself.
      frame = null;
      items.push(row(entry));
    } else if (entry.family === undefined) {
      frame = null;
      items.push(folded(entry, entry.title));
    } else {
      // Rows of one family share a frame: "Bribe: [#11 ›] [#12 ›] …".
      if (frame === null || frame.family !== entry.family) {
        frame = {
          family: entry.family,
          element: h(
            'span',
            { class: 'act-group', role: 'group', 'aria-label': entry.family },
            h('span', { class: 'act-group-title' }, entry.family),
          ),
        };
        items.push(frame.element);
      }
      frame.element.append(folded(entry, entry.fold ?? entry.title));
    }
  }
  mount(bar, ...items);
}
