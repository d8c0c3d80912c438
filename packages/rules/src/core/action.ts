// Comparing actions: an action is legal exactly when it equals one that `legalActions` offered.
import type { ActionShape } from './types';

/** True for a plain object with a string `type` and only primitive fields, as every action is. */
export function isActionShape(value: unknown): value is ActionShape {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  const record = value as Record<string, unknown>;
  if (typeof record.type !== 'string') return false;
  for (const key of Object.keys(record)) {
    const field = record[key];
    const t = typeof field;
    if (t !== 'string' && t !== 'number' && t !== 'boolean' && field !== undefined) return false;
  }
  return true;
}

/** Field-by-field equality of two actions, ignoring fields set to undefined. */
export function sameAction(a: ActionShape, b: ActionShape): boolean {
  // Bots and simulations hand back the very object they were offered.
  if (a === b) return true;
  if (a.type !== b.type) return false;
  for (const key in a) if (a[key] !== undefined && a[key] !== b[key]) return false;
  for (const key in b) if (b[key] !== undefined && a[key] !== b[key]) return false;
  return true;
}
