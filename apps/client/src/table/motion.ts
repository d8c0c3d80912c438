// The table's "Reduce motion" box follows the system's prefers-reduced-motion: at the start, and when it changes.

/** What the box needs of a media query (a `MediaQueryList` in the browser, a fake in tests). */
export interface MotionQuery {
  readonly matches: boolean;
  addEventListener(type: 'change', listener: (event: { readonly matches: boolean }) => void): void;
  removeEventListener(type: 'change', listener: (event: { readonly matches: boolean }) => void): void;
}

export function systemMotionQuery(): MotionQuery | null {
  return typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;
}

/**
 * The system's setting now, and a subscription to its changes for as long as the table is open: a player who
 * turns on reduced motion in the system settings gets it at the table already open, without a reload. The box
 * stays the player's to change by hand meanwhile. Returns the unsubscribe function.
 */
export function followSystemMotion(query: MotionQuery | null, apply: (reduced: boolean) => void): () => void {
  if (query === null) return () => undefined;
  apply(query.matches);
  const changed = (event: { readonly matches: boolean }): void => apply(event.matches);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}
