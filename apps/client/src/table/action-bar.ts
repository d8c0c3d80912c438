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

/**
 * How the bar shows its entries, from the roomiest to the tightest: every row open; shared rows folded into
 * buttons (rows of one family in a frame; `flow` lets a frame's buttons wrap onto the bar's two rows); each family
 * one button ("Bribe 13 ›"); then what one button opened: a family's folded rows, or one row.
 */
export type BarView =
  | { readonly kind: 'open' }
  | { readonly kind: 'folded'; readonly flow?: boolean }
  | { readonly kind: 'families' }
  | { readonly kind: 'family'; readonly family: string }
  | { readonly kind: 'one'; readonly key: string };

/** The ladder the screen climbs until the bar fits (each view also tightened, then its words wrapped). */
export const FITTING_VIEWS: ReadonlyArray<BarView> = [
  { kind: 'open' },
  { kind: 'folded' },
  { kind: 'folded', flow: true },
  { kind: 'families' },
];

export interface BarHandlers {
  /** The button for one offer, showing `text` (its whole sentence, or its short word in a shared row). */
  offer(offer: BarOffer, text: string): HTMLButtonElement;
  /** A folded row's button was pressed: show that row alone. */
  open(key: string): void;
  /** A folded family's button was pressed: show that family's rows, folded. */
  openFamily(family: string): void;
  /** Back from a row or a family shown alone. */
  back(): void;
}

type Group = Extract<BarEntry, { kind: 'group' }>;

/** The families with more than one row: only those fold into one button. */
function families(entries: ReadonlyArray<BarEntry>): Set<string> {
  const rows = new Map<string, number>();
  for (const e of entries)
    if (e.kind === 'group' && e.family !== undefined) rows.set(e.family, (rows.get(e.family) ?? 0) + 1);
  return new Set([...rows].filter(([, n]) => n > 1).map(([family]) => family));
}

/** Whether a view still has something to show (a row or a family taken since it was opened does not). */
export function viewShows(entries: ReadonlyArray<BarEntry>, view: BarView): boolean {
  if (view.kind === 'one') return entries.some((e) => e.kind === 'group' && e.key === view.key);
  if (view.kind === 'family') return families(entries).has(view.family);
  return true;
}

/** Fills the bar for one view (a row or a family asked alone that is no longer offered shows every offer). */
export function drawBar(
  bar: HTMLElement,
  entries: ReadonlyArray<BarEntry>,
  view: BarView,
  handlers: BarHandlers,
): void {
  const row = (entry: Group): HTMLElement =>
    h(
      'span',
      { class: 'act-group', role: 'group', 'aria-label': entry.title },
      h('span', { class: 'act-group-title' }, entry.title),
      ...entry.members.map((member) => handlers.offer(member, member.short)),
    );
  const back = (): HTMLElement =>
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
    );
  const opener = (
    title: string,
    text: string,
    members: ReadonlyArray<BarOffer & { readonly short: string }>,
    data: Record<string, string>,
    onclick: () => void,
  ): HTMLElement =>
    h(
      'button',
      {
        type: 'button',
        class: 'act-more',
        'aria-haspopup': 'true',
        'aria-expanded': 'false',
        'aria-label': t('table:bar.choices', { title, count: members.length }),
        title: t('table:bar.choicesTip', { title, choices: members.map((m) => m.short).join(' · ') }),
        // The offers behind it, for whoever reads the bar (tests; a screen reader hears the label).
        'data-actions': JSON.stringify(members.map((m) => m.action)),
        ...data,
        onclick,
      },
      text,
      h('span', { class: 'act-more-count', 'aria-hidden': 'true' }, `${members.length} ›`),
    );
  const folded = (entry: Group, text: string): HTMLElement =>
    opener(entry.title, text, entry.members, { 'data-row': entry.key }, () => handlers.open(entry.key));
  /** A row of one family in its frame: folded, or its lone offer itself ("#7 · 2"), one click and in sight. */
  const member = (entry: Group): HTMLElement => {
    const only = entry.members[0];
    return entry.members.length === 1 && only !== undefined
      ? handlers.offer(only, `${entry.fold ?? entry.title} · ${only.short}`)
      : folded(entry, entry.fold ?? entry.title);
  };
  /** The rows folded, a family's sharing a frame (or flowing on the bar's rows, its title first). */
  const foldedItems = (shown: ReadonlyArray<BarEntry>, flow: boolean): HTMLElement[] => {
    const items: HTMLElement[] = [];
    let frame: { family: string; element: HTMLElement } | null = null;
    for (const entry of shown) {
      if (entry.kind === 'offer') {
        frame = null;
        items.push(handlers.offer(entry, entry.label));
      } else if (entry.family === undefined) {
        frame = null;
        items.push(entry.members.length === 1 ? row(entry) : folded(entry, entry.title));
      } else {
        // Rows of one family share a frame: "Bribe: [#11 ›] [#12 ›] …".
        if (frame === null || frame.family !== entry.family) {
          frame = {
            family: entry.family,
            element: h(
              'span',
              { class: `act-group${flow ? ' act-flow' : ''}`, role: 'group', 'aria-label': entry.family },
              h('span', { class: 'act-group-title' }, entry.family),
            ),
          };
          items.push(frame.element);
        }
        frame.element.append(member(entry));
      }
    }
    return items;
  };

  if (view.kind === 'one') {
    const entry = entries.find((e): e is Group => e.kind === 'group' && e.key === view.key);
    if (entry !== undefined) {
      // Its title, then its offers as the bar's own items: they take both rows if they need them.
      mount(
        bar,
        back(),
        h('span', { class: 'act-group-title act-row-title' }, entry.title),
        ...entry.members.map((m) => handlers.offer(m, m.short)),
      );
      bar.setAttribute('aria-label', t('table:bar.rowLabel', { title: entry.title }));
      return;
    }
  }
  if (view.kind === 'family' && families(entries).has(view.family)) {
    const rows = entries.filter((e): e is Group => e.kind === 'group' && e.family === view.family);
    mount(
      bar,
      back(),
      h('span', { class: 'act-group-title act-row-title' }, view.family),
      ...rows.map(member),
    );
    bar.setAttribute('aria-label', t('table:bar.rowLabel', { title: view.family }));
    return;
  }
  bar.setAttribute('aria-label', t('table:bar.label'));
  if (view.kind === 'open') {
    mount(bar, ...entries.map((e) => (e.kind === 'offer' ? handlers.offer(e, e.label) : row(e))));
    return;
  }
  if (view.kind === 'families') {
    const folding = families(entries);
    const items: HTMLElement[] = [];
    const placed = new Set<string>();
    for (const entry of entries) {
      if (entry.kind === 'group' && entry.family !== undefined && folding.has(entry.family)) {
        // One button per family, where its first row stood: "Bribe 13 ›" opens its rows.
        const family = entry.family;
        if (placed.has(family)) continue;
        placed.add(family);
        const members = entries.flatMap((e) => (e.kind === 'group' && e.family === family ? e.members : []));
        items.push(
          opener(family, family, members, { 'data-family': family }, () => handlers.openFamily(family)),
        );
      } else items.push(...foldedItems([entry], false));
    }
    mount(bar, ...items);
    return;
  }
  mount(bar, ...foldedItems(entries, view.kind === 'folded' && view.flow === true));
}
