import { barEntries, FITTING_VIEWS, viewShows } from './action-bar';
import type { Action } from './seat-view';

describe('barEntries', () => {
  const label = (a: Action) =>
    a.type === 'bribe' ? `Bribe ${String(a.pirate)} with ${String(a.amount)}` : 'End your turn';
  const group = (a: Action) =>
    a.type === 'bribe'
      ? { key: `bribe:${String(a.pirate)}`, title: `Bribe ${String(a.pirate)}`, short: String(a.amount) }
      : null;

  it('puts consecutive offers of one group in one entry, in order, each with its sentence and short word', () => {
    const offers = [
      { type: 'bribe', pirate: 'a', amount: 1 },
      { type: 'bribe', pirate: 'a', amount: 2 },
      { type: 'bribe', pirate: 'b', amount: 1 },
      { type: 'endTurn' },
    ];
    const entries = barEntries(offers, label, group);
    expect(
      entries.map((e) =>
        e.kind === 'group' ? `${e.title}: ${e.members.map((m) => m.short).join(' ')}` : e.label,
      ),
    ).toEqual(['Bribe a: 1 2', 'Bribe b: 1', 'End your turn']);
    const first = entries[0];
    expect(first?.kind === 'group' && first.members[1]).toEqual({
      action: offers[1],
      label: 'Bribe a with 2',
      short: '2',
    });
  });

  it('starts a new entry when a group comes back after another offer', () => {
    const offers = [
      { type: 'bribe', pirate: 'a', amount: 1 },
      { type: 'endTurn' },
      { type: 'bribe', pirate: 'a', amount: 2 },
    ];
    expect(barEntries(offers, label, group).map((e) => e.kind)).toEqual(['group', 'offer', 'group']);
  });

  it('keeps every offer: none is lost or doubled', () => {
    const offers = Array.from({ length: 45 }, (_, i) => ({
      type: 'bribe',
      pirate: `p${i % 15}`,
      amount: 1 + Math.floor(i / 15),
    }));
    const count = barEntries(offers, label, group).reduce(
      (n, e) => n + (e.kind === 'group' ? e.members.length : 1),
      0,
    );
    expect(count).toBe(45);
  });
});

describe('the views a crowded bar climbs through', () => {
  const label = (a: Action) => `${String(a.type)} ${String(a.pirate)} ${String(a.amount)}`;
  const group = (a: Action) =>
    a.type === 'bribe'
      ? {
          key: `bribe:${String(a.pirate)}`,
          title: `Bribe ${String(a.pirate)}`,
          short: String(a.amount),
          family: 'Bribe',
          fold: String(a.pirate),
        }
      : null;
  const offers = [
    { type: 'bribe', pirate: 'a', amount: 1 },
    { type: 'bribe', pirate: 'a', amount: 2 },
    { type: 'bribe', pirate: 'b', amount: 1 },
    { type: 'endTurn' },
  ];

  it('tightens step by step: every row, folded rows, folded rows flowing, then one button per family', () => {
    expect(FITTING_VIEWS).toEqual([
      { kind: 'open' },
      { kind: 'folded' },
      { kind: 'folded', flow: true },
      { kind: 'families' },
    ]);
  });

  it('keeps a family or a row opened only while it is still offered', () => {
    const entries = barEntries(offers, label, group);
    expect(viewShows(entries, { kind: 'family', family: 'Bribe' })).toBe(true);
    expect(viewShows(entries, { kind: 'one', key: 'bribe:b' })).toBe(true);
    // One row left of a family: nothing to choose between, the family is shown as every offer.
    const fewer = barEntries(offers.slice(0, 2), label, group);
    expect(viewShows(fewer, { kind: 'family', family: 'Bribe' })).toBe(false);
    expect(viewShows(fewer, { kind: 'one', key: 'bribe:b' })).toBe(false);
  });
});
