// Seat bookkeeping of a table: who sits where, who hosts, which colour is free.
import {
  LIMITS,
  SEAT_COLOURS,
  SeatSecrets,
  SeatState,
  type SeatColour,
  type TableState,
} from '@flotilla/protocol';

/** Gives a new table its `count` open seats, each with its (still empty) filtered secrets. */
export function addSeats(state: TableState, count: number): void {
  for (let i = 0; i < count; i++) {
    const seat = new SeatState();
    seat.index = i;
    state.seats.push(seat);
    state.secrets.set(String(i), new SeatSecrets());
  }
}

export function openSeat(state: TableState): SeatState | undefined {
  return state.seats.find((seat) => seat.occupant === 'open');
}

export function freeColour(state: TableState, wanted: SeatColour | undefined): string {
  const taken = new Set(state.seats.filter((s) => s.occupant !== 'open').map((s) => s.colour));
  if (wanted !== undefined && !taken.has(wanted)) return wanted;
  return SEAT_COLOURS.find((c) => !taken.has(c)) ?? SEAT_COLOURS[0];
}

export function hasHost(state: TableState): boolean {
  return state.seats.some((seat) => seat.host);
}

/** Passes the host's role to the first seated human, if the host left. */
export function reassignHost(state: TableState): void {
  if (hasHost(state)) return;
  const next = state.seats.find((seat) => seat.occupant === 'human');
  if (next) next.host = true;
}

/**
 * `name`, or, when another seat of the table already goes by it (whatever the case), the same with the first free
 * number after it ("Anne 2"), shortened to fit: two people at one table never look alike.
 */
export function uniqueName(state: TableState, seat: number, name: string): string {
  const taken = new Set(
    state.seats
      .filter((other) => other.index !== seat && other.occupant !== 'open')
      .map((other) => other.name.toLowerCase()),
  );
  if (!taken.has(name.toLowerCase())) return name;
  for (let n = 2; ; n++) {
    const suffix = ` ${n}`;
    const candidate = `${name.slice(0, LIMITS.nameLength.max - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

export function clearSeat(seat: SeatState): void {
  seat.occupant = 'open';
  seat.name = '';
  seat.colour = '';
  seat.ready = false;
  seat.connected = false;
  seat.host = false;
}

export function seatedCount(state: TableState): number {
  return state.seats.filter((seat) => seat.occupant !== 'open').length;
}
