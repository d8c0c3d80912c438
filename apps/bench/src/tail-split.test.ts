import type { Pause } from './pauses';
import { AHEAD_WINDOW_MS, DRAIN_AFTER_PAUSE_MS, byActionsAhead, clearOfPauses } from './tail-split';

const pause = (at: number, ms: number): Pause => ({ at, ms, major: false });

describe('samples clear of collector pauses', () => {
  const serverPause = pause(1000, 3);
  const botPause = pause(2000, 10);

  it('drops a sample whose flight a pause of either process overlapped', () => {
    const samples = [
      { sentAt: 999, ms: 2 }, // in flight when the server paused
      { sentAt: 1995, ms: 6 }, // in flight when the bots paused
      { sentAt: 500, ms: 1 },
    ];
    expect(clearOfPauses(samples, [botPause], [serverPause])).toEqual([1]);
  });

  it('drops a sample sent while the backlog of a pause drains, and keeps one sent after', () => {
    const end = serverPause.at + serverPause.ms;
    const samples = [
      { sentAt: end + DRAIN_AFTER_PAUSE_MS - 0.5, ms: 0.4 },
      { sentAt: end + DRAIN_AFTER_PAUSE_MS + 0.5, ms: 0.7 },
    ];
    expect(clearOfPauses(samples, [], [serverPause])).toEqual([0.7]);
  });

  it('keeps a sample that arrived before a pause began', () => {
    expect(clearOfPauses([{ sentAt: 990, ms: 9.5 }], [botPause], [serverPause])).toEqual([9.5]);
  });
});

describe('samples by the actions sent just before them', () => {
  it('counts the other actions sent within the window before each sample', () => {
    const step = AHEAD_WINDOW_MS / 4;
    const samples = [
      { sentAt: 100, ms: 0.2 }, // alone
      { sentAt: 100 + step, ms: 0.5 }, // one ahead
      { sentAt: 100 + 2 * step, ms: 0.8 }, // two ahead
      { sentAt: 100 + 3 * step, ms: 1.1 }, // three ahead
      { sentAt: 100 + 4 * step + 0.01, ms: 1.3 }, // the first has left the window: three ahead
      { sentAt: 200, ms: 0.3 }, // alone again
    ];
    expect(byActionsAhead(samples)).toEqual([[0.2, 0.3], [0.5], [0.8], [1.1, 1.3]]);
  });

  it('sorts by the time sent, whatever order the samples were recorded in', () => {
    const samples = [
      { sentAt: 50.1, ms: 2 },
      { sentAt: 50, ms: 1 },
    ];
    expect(byActionsAhead(samples)).toEqual([[1], [2], [], []]);
  });

  it('has an empty group per count for no samples', () => {
    expect(byActionsAhead([])).toEqual([[], [], [], []]);
  });
});
