// Variable-length lists on schema 3 without ever shrinking an array: grow to the longest seen, pad the rest.
import type { ArraySchema } from '@colyseus/schema';
import { unchanged, wireSafe, writeArray, writtenLength } from './sync';

/** `values` followed by `empty` up to `length` (unchanged when already that long). */
export function padTo<T>(values: ReadonlyArray<T>, length: number, empty: T): T[] {
  const out = values.slice();
  while (out.length < length) out.push(empty);
  return out;
}

/**
 * Writes `values` into `target`, growing it when they are longer and filling the slots past their end
 * with `empty`: index writes and pushes only, never a removal (schema 3 desyncs clients on those).
 * `empty` must be a value no real item takes ('' for ids, -1 for seats).
 */
export function padded<T extends string | number>(
  target: ArraySchema<T>,
  values: ReadonlyArray<T>,
  empty: T,
): void {
  const length = Math.max(writtenLength(target), values.length);
  if (unchanged(target, values, length)) return;
  const safe = values.some((v) => typeof v === 'string' && wireSafe(v) !== v)
    ? values.map((v) => (typeof v === 'string' ? (wireSafe(v) as T) : v))
    : values;
  writeArray(target, safe, length, empty);
}
