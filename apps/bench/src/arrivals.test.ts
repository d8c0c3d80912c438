import { ArrivalQueue } from './arrivals';

/** A queue whose flush runs only when the test says so, as the check phase would. */
function manualQueue<E>() {
  const pending: Array<() => void> = [];
  const queue = new ArrivalQueue<E>((flush) => pending.push(flush));
  const checkPhase = () => pending.splice(0).forEach((flush) => flush());
  return { queue, checkPhase, scheduled: () => pending.length };
}

describe('frames stamped on arrival', () => {
  it('delivers nothing while sockets are being read, then every frame with the time it was read', () => {
    const { queue, checkPhase } = manualQueue<string>();
    const seen: Array<[string, string, number]> = [];
    const socketA = (frame: string, at: number) => seen.push(['A', frame, at]);
    const socketB = (frame: string, at: number) => seen.push(['B', frame, at]);
    queue.push(socketA, 'patch 1', 10);
    queue.push(socketB, 'patch 1', 11);
    queue.push(socketA, 'events 1', 12);
    expect(seen).toEqual([]);
    checkPhase();
    expect(seen).toEqual([
      ['A', 'patch 1', 10],
      ['B', 'patch 1', 11],
      ['A', 'events 1', 12],
    ]);
  });

  it('schedules one flush per batch and starts a new batch after it', () => {
    const { queue, checkPhase, scheduled } = manualQueue<number>();
    const seen: number[] = [];
    const deliver = (frame: number) => seen.push(frame);
    queue.push(deliver, 1, 0);
    queue.push(deliver, 2, 0);
    expect(scheduled()).toBe(1);
    checkPhase();
    queue.push(deliver, 3, 0);
    expect(scheduled()).toBe(1);
    checkPhase();
    expect(seen).toEqual([1, 2, 3]);
  });

  it('keeps delivering the other frames when one fails, and still reports the failure', () => {
    const { queue, checkPhase } = manualQueue<number>();
    const seen: number[] = [];
    queue.push(
      () => {
        throw new Error('bad frame');
      },
      1,
      0,
    );
    queue.push((frame) => seen.push(frame), 2, 0);
    // The failure is rethrown on a microtask, as an uncaught error: catch it there.
    const rethrown: unknown[] = [];
    const original = globalThis.queueMicrotask;
    globalThis.queueMicrotask = (task) => {
      try {
        task();
      } catch (error) {
        rethrown.push(error);
      }
    };
    try {
      checkPhase();
    } finally {
      globalThis.queueMicrotask = original;
    }
    expect(seen).toEqual([2]);
    expect(rethrown).toEqual([new Error('bad frame')]);
  });

  it('delivers on the real check phase by default', async () => {
    const queue = new ArrivalQueue<string>();
    const seen: string[] = [];
    queue.push((frame) => seen.push(frame), 'patch', 1);
    expect(seen).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual(['patch']);
  });
});
