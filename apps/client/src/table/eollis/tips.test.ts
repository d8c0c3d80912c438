// The table's tooltips: every post, track space, Clan and hand card says what it is and does, whole (never cut).
import { allPosts, sharingOrder } from '@flotilla/rules/eollis';
import { SEAT_LOOKS } from '../art/seat-colours';
import { HAT_OF } from './art/hats';
import { cagnotteTip, clanTip, handCardTip, pirateTip, postTip, trackTip } from './art/tips';
import { last, model, play } from './testing/test-states';

const boarded = model(last(play((s) => s.phase.kind === 'lookout')), 0);

describe('Eollis tooltips', () => {
  test('each post says its share, what it does and who holds it', () => {
    for (const post of allPosts) {
      const words = postTip(boarded, post);
      const share = sharingOrder.find((e) => e.post === post)?.gold ?? 0;
      expect(words).toContain(share > 0 ? `${share} gold from the cagnotte` : 'no gold from the cagnotte');
      const id = boarded.posts[post];
      expect(words).toContain(id ? `On it: ${boarded.pirates[id]?.name}` : 'Free');
    }
  });

  test('each track space says its zone and repair number; the end says the ship goes down', () => {
    expect(trackTip(0, 0)).toMatch(/^Start.*token is here/);
    expect(trackTip(2, 5)).toContain('on 3+');
    expect(trackTip(5, 5)).toMatch(/on 4\+.*token is here/);
    expect(trackTip(8, 0)).toContain('on 5+');
    expect(trackTip(9, 0)).toContain('goes down');
  });

  test('a Clan and its pirates are named by their hat and mark, not by colour alone', () => {
    for (const clan of boarded.clans) {
      const look = SEAT_LOOKS[clan.colour as keyof typeof SEAT_LOOKS];
      expect(clanTip(clan)).toContain(HAT_OF[look.shape]);
      expect(clanTip(clan)).toContain(`${look.shape} mark`);
      for (const pirate of clan.pirates) {
        const words = pirateTip(boarded, pirate);
        expect(words).toContain(pirate.name);
        expect(words).toContain(`Power: ${pirate.powerText}`);
      }
    }
  });

  test('no tip is cut short', () => {
    const words = [
      ...allPosts.map((post) => postTip(boarded, post)),
      ...(boarded.hand ?? []).map((card) => handCardTip(card, true)),
      ...boarded.clans.map(clanTip),
      cagnotteTip(boarded.cagnotte),
    ];
    for (const line of words) expect(line).not.toMatch(/…\s*$/m);
    expect((boarded.hand ?? []).length).toBeGreaterThan(0);
    for (const card of boarded.hand ?? []) expect(handCardTip(card, false)).toContain(card.text);
  });
});
