// What every game's table reads from the synced state the same way: a seat's legal actions, its secret, who is
// awaited (decoded in @flotilla/protocol/wire, typed by game id), and where the table stands for the seat.
import type { TableState } from '@flotilla/protocol';

export { awaitedSeats, legalActions, seatSecret } from '@flotilla/protocol/wire';

/** An action of any game, as the screen holds it: each game's table reads its own (`WireAction<'eollis'>`…). */
export type Action = { readonly type: string } & Readonly<Record<string, unknown>>;

/**
 * Where the table stands for this seat: the public `version`, and the seat's own accepted actions, which move on
 * alone for an action that changed nothing public (a boarding pick). A new offer comes with a new position.
 */
export function positionOf(state: TableState, seat: number | null): string {
  const accepted = seat === null ? 0 : (state.secrets.get(String(seat))?.accepted ?? 0);
  return `${state.version}.${accepted}`;
}
