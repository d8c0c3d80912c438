import { followSystemMotion, type MotionQuery } from './motion';

type Listener = (event: { readonly matches: boolean }) => void;

/** A media query whose system setting the test flips. */
class FakeQuery implements MotionQuery {
  readonly listeners = new Set<Listener>();
  constructor(public matches: boolean) {}
  addEventListener(_type: 'change', listener: Listener): void {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'change', listener: Listener): void {
    this.listeners.delete(listener);
  }
  flip(to: boolean): void {
    this.matches = to;
    for (const listener of this.listeners) listener({ matches: to });
  }
}

describe('followSystemMotion', () => {
  it('starts from the system setting', () => {
    const seen: boolean[] = [];
    followSystemMotion(new FakeQuery(true), (on) => seen.push(on));
    expect(seen).toEqual([true]);
  });

  it('follows the system setting while the table is open, and stops when it closes', () => {
    const query = new FakeQuery(false);
    const seen: boolean[] = [];
    const stop = followSystemMotion(query, (on) => seen.push(on));
    query.flip(true);
    query.flip(false);
    stop();
    query.flip(true);
    expect(seen).toEqual([false, true, false]);
    expect(query.listeners.size).toBe(0);
  });

  it('does without a media query (no window)', () => {
    const seen: boolean[] = [];
    followSystemMotion(null, (on) => seen.push(on))();
    expect(seen).toEqual([]);
  });
});
