// Immutable updates, made the same way by every game: a writable shallow copy (a draft) of a readonly record, its
// changed fields written, then handed back as the new record. Each game writes its state's copy field by field
// (eollis/state.ts and fifteen-men/copy.ts `draft`, captains-war/table.ts `Table`): V8 builds a literal of one
// fixed shape many times faster than it spreads a large object (`{ ...state, x }`).

/** A writable shallow copy of a readonly record; only the function that makes it writes to it. */
export type Draft<T> = { -readonly [K in keyof T]: T[K] };

/** `{ ...record, ...changes }` on the fast path: the game's field-by-field `copy` of `record`, `changes` written over it. */
export function updated<T extends object>(copy: (record: T) => Draft<T>, record: T, changes: Partial<T>): T {
  return Object.assign(copy(record), changes);
}
