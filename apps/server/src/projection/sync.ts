// Helpers that write plain values into schema collections, touching only what changed.
import type { ArraySchema } from '@colyseus/schema';
import { type Schema } from '@colyseus/schema';

/**
 * For arrays that only grow or keep their length: schema 3 desyncs clients when index writes and removals
 * mix in one patch, so a shrinking list must not come through here.
 */
export function syncNumbers(target: ArraySchema<number>, values: ReadonlyArray<number>): void {
  if (values.length < target.length) throw new RangeError('syncNumbers cannot shrink an array');
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as number;
    if (i >= target.length) target.push(value);
    else if (target[i] !== value) target[i] = value;
  }
}

/** Grows `target` to the length of `values` (never shrinks it), creating items with `make` and filling each with `fill`. */
export function syncList<S extends Schema, V>(
  target: ArraySchema<S>,
  values: ReadonlyArray<V>,
  make: () => S,
  fill: (item: S, value: V) => void,
): void {
  if (values.length < target.length) throw new RangeError('syncList cannot shrink an array');
  while (target.length < values.length) target.push(make());
  values.forEach((value, i) => fill(target[i] as S, value));
}

/**
 * @colyseus/schema 3.0.76 mis-decodes a string of exactly 255 UTF-8 bytes (its length prefix collides with
 * the next operation), corrupting every later patch of that client. Such strings get one trailing space,
 * which JSON and display both ignore.
 */
export function wireSafe(value: string): string {
  return value.length >= 64 && Buffer.byteLength(value) === 255 ? `${value} ` : value;
}

/** Assigns only the fields whose value differs, so unchanged fields produce no patch bytes. */
export function assign<S extends object>(target: S, values: Partial<S>): void {
  for (const key of Object.keys(values) as Array<keyof S>) {
    let value = values[key];
    if (typeof value === 'string') value = wireSafe(value) as S[keyof S];
    if (value !== undefined && target[key] !== value) target[key] = value as S[keyof S];
  }
}

/** Writes values into a fixed-length array, padding with `empty`; never changes its length. */
export function fixed(target: ArraySchema<number>, values: ReadonlyArray<number>, empty: number): void {
  for (let i = 0; i < target.length; i++) {
    const value = values[i] ?? empty;
    if (target[i] !== value) target[i] = value;
  }
}
