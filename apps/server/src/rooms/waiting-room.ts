// The waiting room's rules of the house: ready flags, names and colours, bots in open seats, the start.
import type { ErrorCode, RefusalReason, SeatColour, SeatState, TableState } from '@flotilla/protocol';
import { clearSeat, freeColour, seatedCount, uniqueName } from './seats';

export interface Refusal {
  readonly code: ErrorCode;
  readonly reason: RefusalReason;
}

const STARTED: Refusal = { code: 'not-waiting', reason: 'game-started' };

export function setReady(state: TableState, seat: number, ready: boolean): Refusal | null {
  if (state.status !== 'waiting') return STARTED;
  const mine = state.seats[seat];
  if (mine) mine.ready = ready;
  return null;
}

export function setProfile(
  state: TableState,
  seat: number,
  profile: { readonly name: string; readonly colour: SeatColour },
): Refusal | null {
  if (state.status !== 'waiting') return STARTED;
  const mine = state.seats[seat];
  if (mine === undefined) return null;
  mine.name = uniqueName(state, seat, profile.name);
  if (profile.colour !== mine.colour) mine.colour = freeColour(state, profile.colour);
  return null;
}

/** Seats a bot in an open seat (named after the seat, ready at once). */
export function seatBot(state: TableState, seat: SeatState): void {
  seat.occupant = 'bot';
  seat.name = `Bot ${seat.index + 1}`;
  seat.colour = freeColour(state, undefined);
  seat.ready = true;
}

export function setBot(
  state: TableState,
  seat: number,
  request: { readonly seat: number; readonly on: boolean },
): Refusal | null {
  if (state.status !== 'waiting') return STARTED;
  if (!state.seats[seat]?.host) return { code: 'not-host', reason: 'host-seats-bots' };
  const target = state.seats[request.seat];
  if (target === undefined || target.occupant === 'human') {
    return { code: 'seat-taken', reason: 'seat-taken' };
  }
  if (request.on && target.occupant === 'open') seatBot(state, target);
  else if (!request.on && target.occupant === 'bot') clearSeat(target);
  return null;
}

/**
 * The host may start once every other player is ready and every seat is filled, or bots will fill them: at a table
 * with `botsFill`, and at a public (quick play) table, whose open seats go to bots at its countdown anyway. Its
 * host used to be refused until the countdown ran out, with the refusal left on screen.
 */
export function checkStart(state: TableState, seat: number): Refusal | null {
  if (state.status !== 'waiting') return STARTED;
  if (!state.seats[seat]?.host) return { code: 'not-host', reason: 'host-starts' };
  if (state.seats.some((s) => s.occupant === 'human' && !s.host && !s.ready)) {
    return { code: 'cannot-start', reason: 'players-not-ready' };
  }
  if (!botsTakeOpenSeats(state) && seatedCount(state) < state.seatCount) {
    return { code: 'cannot-start', reason: 'seats-empty' };
  }
  return null;
}

/** Whether the start gives open seats to bots: chosen for a private table, always at a public one. */
export function botsTakeOpenSeats(state: TableState): boolean {
  return state.botsFill || !state.privateTable;
}
