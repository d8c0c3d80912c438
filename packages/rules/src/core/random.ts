// The seeded PRNG: its whole state is a short array of numbers kept inside the game state.
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

export type RngState = readonly number[];

/**
 * Spreads a seed string over the four 32-bit words of xoroshiro128+ (splitmix32 over the characters),
 * so that every character of a long server seed matters and the state never starts all-zero.
 */
export function rngFromSeed(seed: string): RngState {
  let h = 0x9e3779b9 ^ seed.length;
  const words: number[] = [];
  for (let w = 0; w < 4; w++) {
    for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x85ebca6b) ^ (h >>> 13);
    h = (h + 0x9e3779b9 * (w + 1)) | 0;
    let z = h;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    words.push((z ^ (z >>> 15)) | 0);
  }
  if (!words.some((word) => word !== 0)) words[0] = 1;
  return words;
}

/**
 * A short-lived random source opened on a state: draw from it inside one `apply`, then store
 * `dice.state()` back into the new game state. The input state is never modified.
 */
export class Dice {
  /** Made at the first draw: most actions draw nothing, and then `state()` hands back the very same array. */
  private gen: RandomGenerator | null = null;

  constructor(private readonly initial: RngState) {}

  /** A uniform integer in [from, to]. */
  int(from: number, to: number): number {
    this.gen ??= xoroshiro128plusFromState(this.initial);
    return uniformInt(this.gen, from, to);
  }

  /** One uniform element of a non-empty list. */
  pick<T>(items: ReadonlyArray<T>): T {
    const item = items[this.int(0, items.length - 1)];
    if (item === undefined) throw new RangeError('Dice.pick needs a non-empty list');
    return item;
  }

  /** A new array with the items in uniform random order (Fisher–Yates). */
  shuffle<T>(items: ReadonlyArray<T>): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }

  state(): RngState {
    return this.gen === null ? this.initial : this.gen.getState();
  }
}
