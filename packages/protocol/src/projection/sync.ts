// Helpers that write plain values into schema collections, touching only what changed.
import type { ArraySchema } from '@colyseus/schema';
import { type Schema } from '@colyseus/schema';

/**
 * What the helpers below last wrote into each schema array: the source list (to skip an unchanged one by
 * reference) and a plain copy of the written values (compared instead of reading the ArraySchema, whose
 * every index read goes through a Proxy). Only these helpers write the arrays they are given.
 */
interface Shadow<T> {
  source: ReadonlyArray<T> | null;
  readonly values: T[];
}
const shadows = new WeakMap<object, Shadow<unknown>>();

function shadowOf<T>(target: ArraySchema<T>): Shadow<T> {
  let shadow = shadows.get(target) as Shadow<T> | undefined;
  if (shadow === undefined) {
    shadow = { source: null, values: target.toArray() };
    shadows.set(target, shadow as Shadow<unknown>);
  }
  return shadow;
}

/** The length `target` has now, as these helpers wrote it (no Proxy read). */
export function writtenLength(target: ArraySchema<unknown>): number {
  return shadowOf(target).values.length;
}

/** True when `values` is the very list last written into `target` and the length stays. */
export function unchanged<T>(target: ArraySchema<T>, values: ReadonlyArray<T>, length: number): boolean {
  const shadow = shadowOf(target);
  return shadow.source === values && shadow.values.length === length;
}

/**
 * Writes `values[i]` (or `empty` past their end) into every index below `length`, pushing past the
 * array's end: index writes and pushes only. `values` is not read again once its successor arrives, but a
 * list passed twice in a row (the rules' states are immutable and share unchanged lists) is skipped whole.
 */
export function writeArray<T>(
  target: ArraySchema<T>,
  values: ReadonlyArray<T>,
  length: number,
  empty: T,
): void {
  const shadow = shadowOf(target);
  if (unchanged(target, values, length)) return;
  const old = shadow.values;
  for (let i = 0; i < length; i++) {
    const value = i < values.length ? (values[i] as T) : empty;
    if (i >= old.length) {
      target.push(value);
      old.push(value);
    } else if (old[i] !== value) {
      target[i] = value;
      old[i] = value;
    }
  }
  shadow.source = values;
}

/** Grows `target` to the length of `values` (never shrinks it), creating items with `make` and filling each with `fill`. */
export function syncList<S extends Schema, V>(
  target: ArraySchema<S>,
  values: ReadonlyArray<V>,
  make: () => S,
  fill: (item: S, value: V) => void,
): void {
  const items = shadowOf(target).values;
  if (values.length < items.length) throw new RangeError('syncList cannot shrink an array');
  while (items.length < values.length) {
    const item = make();
    target.push(item);
    items.push(item);
  }
  for (let i = 0; i < values.length; i++) fill(items[i] as S, values[i] as V);
}

/**
 * @colyseus/schema 3.0.76 mis-decodes a string of exactly 255 UTF-8 bytes (its length prefix collides with
 * the next operation), corrupting every later patch of that client. Such strings get one trailing space,
 * which JSON and display both ignore.
 */
export function wireSafe(value: string): string {
  // UTF-8 takes 1 to 3 bytes per UTF-16 unit: only 85 to 255 units can make 255 bytes.
  return value.length >= 85 && value.length <= 255 && utf8Length(value) === 255 ? `${value} ` : value;
}

/** Bytes of `value` in UTF-8, without Node's `Buffer`: a replay projects in the browser too. */
export function utf8Length(value: string): number {
  let bytes = 0;
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    // A surrogate pair is one 4-byte character: 2 per unit. A lone surrogate becomes U+FFFD, 3 bytes.
    else if (unit >= 0xd800 && unit <= 0xdbff && isLow(value.charCodeAt(i + 1))) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

function isLow(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff;
}

/** Assigns only the fields whose value differs, so unchanged fields produce no patch bytes. */
export function assign<S extends object>(target: S, values: Partial<S>): void {
  for (const name in values) {
    const key = name as keyof S;
    let value = values[key];
    if (value === undefined || target[key] === value) continue;
    if (typeof value === 'string') {
      value = wireSafe(value) as S[keyof S];
      if (target[key] === value) continue;
    }
    target[key] = value as S[keyof S];
  }
}

/** Writes values into a fixed-length array, padding with `empty`; never changes its length. */
export function fixed(target: ArraySchema<number>, values: ReadonlyArray<number>, empty: number): void {
  writeArray(target, values, writtenLength(target), empty);
}
