// The broadcast page's row of seats: who is deciding now, and each seat's clock. A broadcast's deadline is already
// moved on by its delay on the server, so the countdown here runs as it ran at the table, late by the delay.
import type { TableState } from '@flotilla/protocol';
import { awaitedSeats } from '@flotilla/protocol/wire';
import { t } from '../i18n/i18n';
import { h, mount } from '../ui/dom';

export interface SeatClock {
  readonly name: string;
  readonly colour: string;
  readonly deciding: boolean;
  /** "0:34" for a seat on the clock, "bank 1:20" for one waiting at a table with a bank, '' without a clock. */
  readonly clock: string;
}

/** m:ss, never below zero. */
export function clockWords(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export function seatClocks(state: TableState, now: number): SeatClock[] {
  const awaited = new Set(state.status === 'playing' ? awaitedSeats(state) : []);
  return state.seats.map((seat, index) => {
    const deciding = awaited.has(index);
    const timed = state.status === 'playing' && state.turnSeconds > 0;
    let clock = '';
    if (timed && deciding && state.deadline > 0) clock = clockWords((state.deadline - now) / 1000);
    else if (timed && state.bankSeconds > 0) clock = t('broadcast:bank', { clock: clockWords(seat.bank) });
    return {
      name: seat.name || t('broadcast:seat', { number: index + 1 }),
      colour: seat.colour,
      deciding,
      clock,
    };
  });
}

/** Draws the row into `host`. */
export function drawSeatClocks(host: HTMLElement, clocks: ReadonlyArray<SeatClock>): void {
  mount(
    host,
    ...clocks.map((seat) =>
      h(
        'li',
        { class: `broadcast-seat seat-${seat.colour || 'open'}${seat.deciding ? ' deciding' : ''}` },
        h('span', { class: 'broadcast-seat-colour' }),
        h('span', { class: 'broadcast-seat-name' }, seat.name),
        h('span', { class: 'broadcast-seat-clock' }, seat.clock),
      ),
    ),
  );
}
