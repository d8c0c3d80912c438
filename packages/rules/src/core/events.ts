// Events: how a game emits them while it applies an action, and how they are filtered by audience (the only way
// events should reach a seat or the spectators).
import type { Audience, GameEvent, Viewer } from './types';

/**
 * Adds an event for its audience to the events of one `apply`. Every caller passes a fresh object literal, so the
 * audience is written into it in place (last, as a literal ending in `to` would have it): a spread copy of events of
 * dozens of shapes takes V8's slowest generic path.
 */
export function emit<E extends { readonly type: string }>(
  events: GameEvent<E>[],
  event: E,
  to: Audience = 'all',
): void {
  const addressed = event as E & { to: Audience };
  addressed.to = to;
  events.push(addressed);
}

export function eventsFor<E extends { readonly type: string }>(
  events: ReadonlyArray<GameEvent<E>>,
  viewer: Viewer,
): GameEvent<E>[] {
  return events.filter((event) => event.to === 'all' || event.to === viewer);
}
