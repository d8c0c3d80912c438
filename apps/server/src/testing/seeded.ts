// A seeded random source for tests: the same game every run, with no import (a test that mocks Colyseus loads it).

/** A deterministic xorshift32 in [0, 1). */
export function seeded(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 0x100000000;
  };
}
