// A table's seats as the store keeps them, and back: who sits where, never what they hold.
import type { TableState } from '@flotilla/protocol';
import type { KeptSeat, KeptSeating } from '../store/types';

function occupantOf(value: string): KeptSeat['occupant'] {
  return value === 'human' || value === 'bot' ? value : 'open';
}

export function keptSeating(state: TableState, seatTokens: ReadonlyArray<string | undefined>): KeptSeating {
  return {
    seats: state.seats.map((seat) => ({
      occupant: occupantOf(seat.occupant),
      name: seat.name,
      colour: seat.colour,
      host: seat.host,
      ready: seat.ready,
    })),
    seatTokens: state.seats.map((seat) => seatTokens[seat.index] ?? null),
  };
}

/** Seats a kept table's players again, every person disconnected until they come back. */
export function seatKept(state: TableState, seats: ReadonlyArray<KeptSeat>): void {
  for (const seat of state.seats) {
    const kept = seats[seat.index];
    if (kept === undefined) continue;
    seat.occupant = kept.occupant;
    seat.name = kept.name;
    seat.colour = kept.colour;
    seat.host = kept.host;
    seat.ready = kept.ready;
    seat.connected = false;
  }
}
