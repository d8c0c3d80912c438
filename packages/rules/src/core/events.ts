// Filtering events by audience: the only way events should reach a seat or the spectators.
import type { GameEvent, Viewer } from './types';

export function eventsFor<E extends { readonly type: string }>(
  events: ReadonlyArray<GameEvent<E>>,
  viewer: Viewer,
): GameEvent<E>[] {
  return events.filter((event) => event.to === 'all' || event.to === viewer);
}
