// A table's past for its broadcasts: only steps old enough come out, in order, and nothing older than needed stays;
// a step's rules state is the table's log replayed to it.
import { Dice, findGame, rngFromSeed, type ActionShape } from '@flotilla/rules';
import { BroadcastFeed, FeedCursor, broadcastClock, type FeedEvents, type TablePast } from './feed';

const game = findGame('captains-war');
if (game === undefined) throw new Error('no game');
const past = (log: TablePast['log'] = []): TablePast => ({
  game,
  gameOptions: {},
  seats: 2,
  dealt: () => game.setup({ seats: 2, seed: 'feed', options: {} }),
  log,
});
let now = 1_000_000;
const realNow = broadcastClock.now;
beforeAll(() => (broadcastClock.now = () => now));
afterAll(() => (broadcastClock.now = realNow));

describe('a broadcast feed', () => {
  it('hands out the steps at least the delay old, after the last one shown, oldest first', () => {
    const feed = new BroadcastFeed(past(), 60_000);
    for (let i = 0; i < 5; i++) {
      feed.record(false, []);
      now += 10_000;
    }
    // Steps at 0, 10, 20, 30 and 40 s; now is 50 s; a 25 s delay sees up to 25 s.
    expect(feed.matured(-1, now - 25_000).map((f) => f.step)).toEqual([0, 1, 2]);
    expect(feed.matured(1, now - 25_000).map((f) => f.step)).toEqual([2]);
    expect(feed.matured(-1, now - 60_000)).toEqual([]);
    expect(feed.latest?.step).toBe(4);
  });

  it('keeps, of the steps older than its window, only the newest: the one a late broadcast starts from', () => {
    const feed = new BroadcastFeed(past(), 30_000);
    for (let i = 0; i < 10; i++) {
      feed.record(false, []);
      now += 10_000;
    }
    // The last step was recorded at 90 s: 60–90 s is the window (steps 6–9), and step 5 (50 s) the newest before it.
    const kept = feed.matured(-1, now).map((f) => f.step);
    expect(kept[0]).toBe(5);
    expect(kept.at(-1)).toBe(9);
  });

  it('expires once its room closed longer ago than its window', () => {
    const feed = new BroadcastFeed(past(), 30_000);
    expect(feed.expired(now)).toBe(false);
    feed.closedAt = now;
    expect(feed.expired(now + 29_000)).toBe(false);
    expect(feed.expired(now + 31_000)).toBe(true);
  });

  it('gives each step the rules state and events it had, replayed from the log, in order or not', () => {
    const log: { seat: number; action: ActionShape }[] = [];
    const feed = new BroadcastFeed(past(log), 60_000);
    const dice = new Dice(rngFromSeed('moves'));
    let rules = feed.past.dealt();
    const truth: { rules: unknown; events: FeedEvents }[] = [{ rules, events: [] }];
    feed.record(false, []);
    for (let i = 0; i < 60 && game.outcome(rules) === null; i++) {
      const seat = game.awaiting(rules)[0] as number;
      const action = dice.pick(game.legalActions(rules, seat));
      const result = game.apply(rules, seat, action);
      if (!result.ok) throw new Error('refused');
      log.push({ seat, action });
      rules = result.state;
      truth.push({ rules, events: result.events as FeedEvents });
      feed.record(result.events.length > 0, []);
    }
    const frames = feed.matured(-1, Number.MAX_SAFE_INTEGER);
    expect(frames.length).toBe(truth.length);
    const cursor = new FeedCursor(feed.past);
    const shown = (i: number) => {
      const at = cursor.at(frames[i] as (typeof frames)[number]);
      return JSON.stringify([game.truth(at.rules), at.events]);
    };
    const expected = (i: number) => JSON.stringify([game.truth(truth[i]?.rules), truth[i]?.events]);
    // A broadcast following the table, one step at a time; then one arriving late; then one sent back.
    for (let i = 0; i < frames.length; i++) expect(shown(i)).toBe(expected(i));
    expect(shown(frames.length - 1)).toBe(expected(frames.length - 1));
    expect(shown(3)).toBe(expected(3));
    expect(shown(0)).toBe(JSON.stringify([game.truth(truth[0]?.rules), []]));
  });

  it('keeps one list of seats while nobody moves, and a clock only when it changes', () => {
    const feed = new BroadcastFeed(past(), 60_000);
    const seats = () => [{ name: 'Anne', colour: 'red', occupant: 'human' }];
    feed.record(false, seats());
    feed.record(true, seats());
    feed.clock({ deadline: 5, banks: [1] });
    feed.record(true, [{ name: 'Anne', colour: 'red', occupant: 'bot' }]);
    feed.clock({ deadline: 5, banks: [1] });
    const [a, b, c] = feed.matured(-1, Number.MAX_SAFE_INTEGER);
    expect(b?.seats).toBe(a?.seats);
    expect(c?.seats).not.toBe(b?.seats);
    expect(c?.clock).toBe(b?.clock);
  });
});
