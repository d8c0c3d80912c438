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
  /**
   * Only for an action that changed nothing public (a boarding pick): the seat's `accepted` count it made. Such an
   * action leaves `version` as it was and is patched to its own seat alone, so that nobody can count it.
   */
  readonly accepted?: number;
}

/**
 * The JSON the server writes for `events` heard at `version`; '' when there are none. `accepted` marks the list of
 * an action that changed nothing public (see `HeardEvents`).
 */
export function eventsJson(version: number, events: ReadonlyArray<WireEvent>, accepted?: number): string {
  if (events.length === 0) return '';
  const heard: HeardEvents = accepted === undefined ? { version, events } : { version, events, accepted };
  return JSON.stringify(heard);
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
    const { version, events, accepted } = value as {
      version?: unknown;
      events?: unknown;
      accepted?: unknown;
    };
    if (typeof version !== 'number' || !Array.isArray(events)) return null;
    return typeof accepted === 'number'
      ? { version, events: events as WireEvent[], accepted }
      : { version, events: events as WireEvent[] };
  } catch {
    return null;
  }
}

/**
 * A client's ear: after each patch, what it newly heard. Each action's events are told once, after the state they
 * led to: a new `version`, or, at the same version, a seat's own list of an action that changed nothing public
 * (a new `accepted` mark). The state a client joins (or rejoins) with already holds the latest action's events,
 * which happened before it was there: they are not told.
 */
export class EventsHeard<E extends WireEvent = WireEvent> {
  /** The version whose events were last told (null before the first state). */
  private version: number | null = null;
  /** The `accepted` mark of the quiet list last told at that version, if any. */
  private accepted: number | undefined = undefined;

  /** The events `seat` (null: a spectator) heard in this patch, or null when it heard nothing new. */
  after(state: StateWithEvents, seat: number | null): HeardEvents<E> | null {
    const version = state.version;
    if (this.version !== null && version < this.version) return null;
    const heard = heardEvents<E>(state, seat);
    const first = this.version === null;
    const newVersion = !first && version > (this.version as number);
    const newQuiet =
      !first && !newVersion && heard?.accepted !== undefined && heard.accepted !== this.accepted;
    if (first || newVersion || newQuiet) {
      this.version = version;
      this.accepted = heard?.accepted;
    }
    return newVersion || newQuiet ? heard : null;
  }
}
