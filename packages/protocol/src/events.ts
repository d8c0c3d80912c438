// An accepted action's events ride in the action's own patch, as JSON in the synced state: what the server
// writes there and how a client reads what it heard.

/** One event as the rules made it: its type, its audience (`to`) and its details. */
export interface WireEvent {
  readonly type: string;
  readonly to?: 'all' | number;
}

/** The events of the action that made the table's `version`, as one viewer heard them. */
export interface HeardEvents<E extends WireEvent = WireEvent> {
  readonly version: number;
  readonly events: ReadonlyArray<E>;
}

/** The JSON the server writes for `events` heard at `version`; '' when there are none. */
export function eventsJson(version: number, events: ReadonlyArray<WireEvent>): string {
  return events.length === 0 ? '' : JSON.stringify({ version, events } satisfies HeardEvents);
}

interface StateWithEvents {
  readonly version: number;
  readonly events: string;
  readonly secrets: { get(seat: string): { readonly events: string } | undefined };
}

/**
 * What `seat` (null: a spectator) heard of the action that made `state.version`, or null when it heard nothing.
 * The seat's own `events` holds that action's whole list when part of it was for this seat alone; otherwise the
 * table's `events` holds what everyone heard. Either may still carry an older action's list, which no longer
 * counts: only the one whose version is the state's own is heard now.
 */
export function heardEvents<E extends WireEvent = WireEvent>(
  state: StateWithEvents,
  seat: number | null,
): HeardEvents<E> | null {
  const own = seat === null ? undefined : state.secrets.get(String(seat))?.events;
  for (const json of [own, state.events]) {
    if (json === undefined || json === '') continue;
    const heard = parse(json);
    if (heard !== null && heard.version === state.version) return heard as HeardEvents<E>;
  }
  return null;
}

function parse(json: string): HeardEvents | null {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null) return null;
    const { version, events } = value as { version?: unknown; events?: unknown };
    return typeof version === 'number' && Array.isArray(events)
      ? { version, events: events as WireEvent[] }
      : null;
  } catch {
    return null;
  }
}

/**
 * A client's ear: after each patch, what it newly heard. Each action's events are told once, after the state they
 * led to. The state a client joins (or rejoins) with already holds the latest action's events, which happened
 * before it was there: they are not told.
 */
export class EventsHeard<E extends WireEvent = WireEvent> {
  /** The version whose events were last told (null before the first state). */
  private version: number | null = null;

  /** The events `seat` (null: a spectator) heard in this patch, or null when it heard nothing new. */
  after(state: StateWithEvents, seat: number | null): HeardEvents<E> | null {
    const version = state.version;
    if (this.version === null || version <= this.version) {
      this.version ??= version;
      return null;
    }
    this.version = version;
    return heardEvents<E>(state, seat);
  }
}
