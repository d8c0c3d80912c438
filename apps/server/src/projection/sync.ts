// Helpers that write plain values into schema collections, touching only what changed.
import type { ArraySchema } from '@colyseus/schema';
import { type Schema } from '@colyseus/schema';

export function syncNumbers(target: ArraySchema<number>, values: ReadonlyArray<number>): void {
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as number;
    if (i >= target.length) target.push(value);
    else if (target[i] !== value) target[i] = value;
  }
  while (target.length > values.length) target.pop();
}

/** Keeps `target` the same length as `values`, creating items with `make` and filling each with `fill`. */
export function syncList<S extends Schema, V>(
  target: ArraySchema<S>,
  values: ReadonlyArray<V>,
  make: () => S,
  fill: (item: S, value: V) => void,
): void {
  while (target.length < values.length) target.push(make());
  while (target.length > values.length) target.pop();
  values.forEach((value, i) => fill(target[i] as S, value));
}

/** Assigns only the fields whose value differs, so unchanged fields produce no patch bytes. */
export function assign<S extends object>(target: S, values: Partial<S>): void {
  for (const key of Object.keys(values) as Array<keyof S>) {
    const value = values[key];
    if (value !== undefined && target[key] !== value) target[key] = value as S[keyof S];
  }
}

export function syncStrings(target: ArraySchema<string>, values: ReadonlyArray<string>): void {
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as string;
    if (i >= target.length) target.push(value);
    else if (target[i] !== value) target[i] = value;
  }
  while (target.length > values.length) target.pop();
}
