// A table's past for its broadcasts: only steps old enough come out, in order, and nothing older than needed stays.
import { findGame } from '@flotilla/rules';
import { BroadcastFeed, broadcastClock } from './feed';

const game = findGame('captains-war');
if (game === undefined) throw new Error('no game');
let now = 1_000_000;
const realNow = broadcastClock.now;
beforeAll(() => (broadcastClock.now = () => now));
afterAll(() => (broadcastClock.now = realNow));

describe('a broadcast feed', () => {
  it('hands out the steps at least the delay old, after the last one shown, oldest first', () => {
    const feed = new BroadcastFeed(game, {}, 2, 60_000);
    for (let i = 0; i < 5; i++) {
      feed.record({ i }, [], []);
      now += 10_000;
    }
    // Steps at 0, 10, 20, 30 and 40 s; now is 50 s; a 25 s delay sees up to 25 s.
    expect(feed.matured(-1, now - 25_000).map((f) => f.step)).toEqual([0, 1, 2]);
    expect(feed.matured(1, now - 25_000).map((f) => f.step)).toEqual([2]);
    expect(feed.matured(-1, now - 60_000)).toEqual([]);
    expect(feed.latest?.step).toBe(4);
  });

  it('keeps, of the steps older than its window, only the newest: the one a late broadcast starts from', () => {
    const feed = new BroadcastFeed(game, {}, 2, 30_000);
    for (let i = 0; i < 10; i++) {
      feed.record({ i }, [], []);
      now += 10_000;
    }
    // The last step was recorded at 90 s: 60–90 s is the window (steps 6–9), and step 5 (50 s) the newest before it.
    const kept = feed.matured(-1, now).map((f) => f.step);
    expect(kept[0]).toBe(5);
    expect(kept.at(-1)).toBe(9);
  });

  it('expires once its room closed longer ago than its window', () => {
    const feed = new BroadcastFeed(game, {}, 2, 30_000);
    expect(feed.expired(now)).toBe(false);
    feed.closedAt = now;
    expect(feed.expired(now + 29_000)).toBe(false);
    expect(feed.expired(now + 31_000)).toBe(true);
  });
});
