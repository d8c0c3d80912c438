// The audience's own count: a spectator beyond the limit is refused, a place is freed when one leaves for good.
import { AUDIENCE_LIMIT, Audience } from './audience';

describe('the audience', () => {
  it('admits spectators up to its limit, then refuses them without counting them', () => {
    const audience = new Audience();
    for (let i = 0; i < AUDIENCE_LIMIT; i++) expect(audience.admit(`s${i}`)).toBe(true);
    expect(audience.admit('one too many')).toBe(false);
    expect(audience.size).toBe(AUDIENCE_LIMIT);
    // The same session (a reconnection) keeps its place.
    expect(audience.admit('s0')).toBe(true);
    audience.leave('s0');
    expect(audience.admit('one too many')).toBe(true);
    expect(audience.size).toBe(AUDIENCE_LIMIT);
  });
});
