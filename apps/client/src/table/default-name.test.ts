// Issue 32 item 23: the name of someone who has not chosen one is no game's role ("Captain" was 15 Men's).
import { DEFAULT_NAME, nameProblem } from '@flotilla/protocol';
import { POST_WORDS } from './eollis/labels';
import { FACTION_WORDS, ROLE_WORDS } from './fifteen-men/labels';
import { PHASE_WORDS } from './captains-war/labels';

describe('the default display name', () => {
  it('is a valid name that names no role, post or faction of any game', () => {
    expect(nameProblem(DEFAULT_NAME)).toBeNull();
    const roles = [
      ...Object.values(POST_WORDS),
      ...Object.values(FACTION_WORDS),
      ...Object.values(ROLE_WORDS),
      ...Object.values(PHASE_WORDS),
      // Every Captains' War player is a captain; the Legendary Captain too.
      'Captain',
    ];
    const words = new Set(
      roles.flatMap((r) => r.toLowerCase().split(/[^\p{L}-]+/u)).filter((w) => w.length > 2),
    );
    for (const word of DEFAULT_NAME.toLowerCase().split(' '))
      expect([word, words.has(word)]).toEqual([word, false]);
    expect(DEFAULT_NAME).not.toBe('Captain');
  });
});
