// The action bar's rows: boarding's many offers group by pirate, each button a post's word.
import { eollis, type EollisAction, type EollisState } from '@flotilla/rules/eollis';
import { offerGroup, offerOrder } from './offer-groups';
import { POST_WORDS } from './labels';
import { last, model, play } from './testing/test-states';

describe('Eollis offer groups', () => {
  test('boarding offers share one row per pirate, each button a post', () => {
    const state = last(play((s) => s.phase.kind === 'boarding'));
    const seat = eollis.waitingFor(state)[0] ?? 0;
    const view = model(state, seat);
    const offers = eollis
      .legalActions(state, seat)
      .filter((a): a is Extract<EollisAction, { type: 'board' }> => a.type === 'board');
    expect(offers.length).toBeGreaterThan(3);
    const groups = offers.map((a) => offerGroup(a, view));
    const words = new Set(Object.values(POST_WORDS));
    for (const [k, group] of groups.entries()) {
      expect(group).not.toBeNull();
      expect(group?.key).toBe(`board:${offers[k]?.pirate}`);
      expect(group?.title).toContain(view.pirates[offers[k]?.pirate ?? '']?.name ?? '?');
      expect(words.has(group?.short ?? '')).toBe(true);
    }
    // Far fewer rows than offers.
    expect(new Set(groups.map((g) => g?.key)).size).toBeLessThan(offers.length / 3);
  });

  test("the Captain's swaps share a row per Clan, each button a pirate's name", () => {
    const swapping = (s: EollisState) =>
      s.phase.kind === 'decision' &&
      eollis.legalActions(s, s.phase.seat).some((a) => a.type === 'captainSwap');
    const state = last(play(swapping));
    if (state.phase.kind !== 'decision') throw new Error('no decision of the Captain');
    const seat = state.phase.seat;
    const view = model(state, seat);
    const swaps = eollis
      .legalActions(state, seat)
      .filter((a): a is Extract<EollisAction, { type: 'captainSwap' }> => a.type === 'captainSwap');
    expect(swaps.length).toBeGreaterThan(6);
    const groups = swaps.map((a) => offerGroup(a, view));
    for (const [k, group] of groups.entries()) {
      const pirate = view.pirates[swaps[k]?.pirate ?? ''];
      const clan = view.clans[pirate?.owner ?? -1]?.name;
      expect(group).toMatchObject({ key: `captainSwap:${clan}`, short: pirate?.name, fold: clan });
    }
    expect(new Set(groups.map((g) => g?.family)).size).toBe(1);
    // In the bar's order, each Clan's swaps are one run: one row per Clan.
    const runs = [...swaps]
      .sort((a, b) => offerOrder(a, view) - offerOrder(b, view))
      .map((a) => offerGroup(a, view)?.key)
      .filter((key, k, keys) => key !== keys[k - 1]);
    expect(runs).toHaveLength(new Set(runs).size);
    expect(new Set(groups.map((g) => g?.key)).size).toBeGreaterThan(1);
  });

  test('a lone choice stands alone', () => {
    const view = model(last(play((s) => s.phase.kind === 'boarding')), 0);
    expect(offerGroup({ type: 'pass' }, view)).toBeNull();
    expect(offerGroup({ type: 'decide', choice: 'continue' }, view)).toBeNull();
  });
});
