// What every game's table reads from the synced state the same way: a seat's legal actions, its secrets, who is awaited.
import type { TableState } from '@flotilla/protocol';

export type Action = Record<string, unknown>;

function parse(json: string, fallback: unknown): unknown {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return fallback;
  }
}

/** The seats the game waits for (the room publishes the rules' `waitingFor`). */
export function awaitedSeats(state: TableState): ReadonlyArray<number> {
  const value = parse(state.awaiting, []);
  return Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : [];
}

/** The seat's own part of its view (JSON overlaid on the public table); `{}` for spectators. */
export function seatSecret(state: TableState, seat: number | null): Record<string, unknown> {
  if (seat === null) return {};
  const value = parse(state.secrets.get(String(seat))?.secret ?? '{}', {});
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * Where the table stands for this seat: the public `version`, and the seat's own accepted actions, which move on
 * alone for an action that changed nothing public (a boarding pick). A new offer comes with a new position.
 */
export function positionOf(state: TableState, seat: number | null): string {
  const accepted = seat === null ? 0 : (state.secrets.get(String(seat))?.accepted ?? 0);
  return `${state.version}.${accepted}`;
}

/** Reads the seat's legal actions; a malformed string offers nothing. */
export function legalActions(state: TableState, seat: number | null): ReadonlyArray<Action> {
  if (seat === null) return [];
  const value = parse(state.secrets.get(String(seat))?.legal ?? '[]', []);
  return Array.isArray(value)
    ? value.filter(
        (a): a is Action => typeof a === 'object' && a !== null && typeof (a as Action).type === 'string',
      )
    : [];
}
