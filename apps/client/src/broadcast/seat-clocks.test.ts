import { SeatState, TableState } from '@flotilla/protocol';
import { clockWords, seatClocks } from './seat-clocks';

function table(awaiting: number[], deadline: number, banks: number[]): TableState {
  const state = new TableState();
  state.status = 'playing';
  state.turnSeconds = 45;
  state.bankSeconds = 120;
  state.deadline = deadline;
  state.awaiting = JSON.stringify(awaiting);
  banks.forEach((bank, index) => {
    const seat = new SeatState();
    seat.index = index;
    seat.name = ['Anne', 'Bart', 'Cora'][index] ?? '';
    seat.colour = 'teal';
    seat.bank = bank;
    state.seats.push(seat);
  });
  return state;
}

describe('the broadcast’s seat clocks', () => {
  it('count down for the seats deciding and show the others’ banks', () => {
    const now = 1_000_000;
    const clocks = seatClocks(table([1], now + 34_200, [120, 80, 0]), now);
    expect(clocks.map((c) => [c.name, c.deciding, c.clock])).toEqual([
      ['Anne', false, 'bank 2:00'],
      ['Bart', true, '0:35'],
      ['Cora', false, 'bank 0:00'],
    ]);
  });

  it('show no clock at a table without one, nor once the game is over', () => {
    const untimed = table([0], 0, [0, 0]);
    untimed.turnSeconds = 0;
    untimed.bankSeconds = 0;
    expect(seatClocks(untimed, 0).map((c) => [c.deciding, c.clock])).toEqual([
      [true, ''],
      [false, ''],
    ]);
    const over = table([0], 5000, [10, 10]);
    over.status = 'over';
    expect(seatClocks(over, 0).every((c) => !c.deciding && c.clock === '')).toBe(true);
  });

  it('words a time as m:ss and never below zero', () => {
    expect([clockWords(0), clockWords(59.1), clockWords(125), clockWords(-3)]).toEqual([
      '0:00',
      '1:00',
      '2:05',
      '0:00',
    ]);
  });
});
