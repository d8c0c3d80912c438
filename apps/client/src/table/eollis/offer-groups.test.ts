// The action bar's rows: boarding's many offers group by pirate, each button a post's word.
import { eollis, type EollisAction } from '@flotilla/rules/eollis';
import { offerGroup } from './offer-groups';
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

  test('a lone choice stands alone', () => {
    const view = model(last(play((s) => s.phase.kind === 'boarding')), 0);
    expect(offerGroup({ type: 'pass' }, view)).toBeNull();
    expect(offerGroup({ type: 'decide', choice: 'continue' }, view)).toBeNull();
  });
});
