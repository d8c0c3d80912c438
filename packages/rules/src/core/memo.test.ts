import { memoByIdentity } from './memo';

describe('memoByIdentity', () => {
  it('answers again from memory for the very same input, and computes for an equal but new one', () => {
    const calls: object[] = [];
    const size = memoByIdentity((o: { n: number }) => {
      calls.push(o);
      return o.n * 2;
    });
    const a = { n: 1 };
    expect(size(a)).toBe(2);
    expect(size(a)).toBe(2);
    expect(calls).toEqual([a]);
    const twin = { n: 1 };
    expect(size(twin)).toBe(2);
    expect(calls).toHaveLength(2);
  });

  it('keeps the last `size` inputs and forgets older ones', () => {
    let computed = 0;
    const id = memoByIdentity((o: object) => {
      computed++;
      return o;
    }, 2);
    const [a, b, c] = [{}, {}, {}];
    id(a);
    id(b);
    id(a);
    id(b);
    expect(computed).toBe(2);
    id(c); // pushes out a, the oldest
    id(b);
    expect(computed).toBe(3);
    id(a);
    expect(computed).toBe(4);
  });
});
