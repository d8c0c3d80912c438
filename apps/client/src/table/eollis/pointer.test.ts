// Pointer play from real rules states: every click sends exactly one offered action or picks something up.
import { legalActions } from './model';
import {
  NOTHING,
  clickCard,
  clickPanel,
  clickPirate,
  clickPost,
  giftActions,
  keepSelection,
  postActions,
} from './pointer';
import { last, play, synced } from './testing/test-states';
import type { EollisAction, EollisState } from '@flotilla/rules/eollis';

function offered(rules: EollisState, seat: number): ReadonlyArray<EollisAction> {
  return legalActions(synced(rules), seat);
}

describe('pointer', () => {
  it('recruits the draft card clicked', () => {
    const rules = last(play((s) => s.phase.kind === 'draft'));
    if (rules.phase.kind !== 'draft') throw new Error('no draft');
    const seat = rules.phase.order[rules.phase.index] ?? 0;
    const id = rules.phase.display[0] ?? '';
    expect(clickPirate(offered(rules, seat), id, NOTHING)).toEqual({
      send: { type: 'recruit', pirate: id },
      select: null,
    });
  });

  it('boards in two clicks: the pirate, then its post (one click when only one pirate is left)', () => {
    const rules = last(
      play(
        (s) =>
          s.phase.kind === 'boarding' &&
          new Set(offered(s, s.phase.seat).map((a) => ('pirate' in a ? a.pirate : undefined))).size > 1,
      ),
    );
    if (rules.phase.kind !== 'boarding') throw new Error('no boarding');
    const legal = offered(rules, rules.phase.seat);
    const boards = legal.filter((a) => a.type === 'board');
    const target = boards[0];
    if (!target) throw new Error('no board action');
    const post = String(target.post);
    // Several pirates could go there: a post alone means nothing yet.
    expect(clickPost(legal, post, undefined, NOTHING).send).toBeNull();
    const picked = clickPirate(legal, String(target.pirate), NOTHING);
    expect(picked.send).toBeNull();
    expect(picked.select?.pirate).toBe(target.pirate);
    const sel = picked.select ?? NOTHING;
    expect(clickPost(legal, post, undefined, sel).send).toEqual(target);
    expect(postActions(legal, post, undefined, sel)).toHaveLength(1);
    // Clicking the same pirate again puts it down.
    expect(clickPirate(legal, String(target.pirate), sel).select?.pirate).toBeNull();
  });

  it('has the attempting Clan click its pirate on deck to face the Event', () => {
    const rules = last(play((s) => s.phase.kind === 'attempt'));
    if (rules.phase.kind !== 'attempt') throw new Error('no attempt');
    const seat = rules.phase.order[rules.phase.index] ?? 0;
    const legal = offered(rules, seat);
    const attempt = legal.find((a) => a.type === 'attempt');
    const id = String(attempt?.pirate);
    const post = Object.entries(rules.posts).find(([, p]) => p === id)?.[0] ?? '';
    expect(clickPost(legal, post, id, NOTHING).send).toEqual(attempt);
    expect(clickPirate(legal, id, NOTHING).send).toEqual(attempt);
  });

  it('aims a Brawl card: pick the card, then click the Clan it hits', () => {
    const rules = last(
      play(
        (s) =>
          s.phase.kind === 'brawl' &&
          offered(s, s.phase.order[s.phase.index] ?? 0).some(
            (a) => a.type === 'brawl' && a.pirate === undefined,
          ),
        () => false,
        'pointer-brawl',
      ),
    );
    if (rules.phase.kind !== 'brawl') throw new Error('no brawl with a Clan target');
    const seat = rules.phase.order[rules.phase.index] ?? 0;
    const legal = offered(rules, seat);
    const brawl = legal.find(
      (a): a is Extract<EollisAction, { type: 'brawl' }> => a.type === 'brawl' && a.pirate === undefined,
    );
    const card = String(brawl?.card);
    const picked = clickCard(legal, card, NOTHING);
    expect(picked.send).toBeNull();
    expect(picked.select?.card).toBe(card);
    expect(clickPanel(legal, Number(brawl?.target), picked.select ?? NOTHING).send).toEqual(brawl);
    // Without a card picked up, a panel stands for nothing.
    expect(clickPanel(legal, Number(brawl?.target), NOTHING).send).toBeNull();
  });

  it("offers gifts on the other Clan's panel: gold, and the card picked up", () => {
    const legal: EollisAction[] = [
      { type: 'pass' },
      { type: 'giveGold', to: 1 },
      { type: 'giveCard', to: 1, card: 'k3' },
      { type: 'giveCard', to: 2, card: 'k3' },
      { type: 'playRoll', card: 'k3', roll: 0 },
    ];
    expect(giftActions(legal, 1, NOTHING)).toEqual([{ type: 'giveGold', to: 1 }]);
    const sel = clickCard(legal, 'k3', NOTHING).select ?? NOTHING;
    expect(giftActions(legal, 2, sel)).toEqual([{ type: 'giveCard', to: 2, card: 'k3' }]);
    // A card whose only use is one play (no gift target) is played at once.
    expect(clickCard([{ type: 'playRoll', card: 'k4', roll: 0 }], 'k4', NOTHING).send).toEqual({
      type: 'playRoll',
      card: 'k4',
      roll: 0,
    });
    expect(keepSelection([], sel, [])).toEqual(NOTHING);
  });
});
