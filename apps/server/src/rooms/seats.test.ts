// Two people at one table never go by the same name.
import { TableState } from '@flotilla/protocol';
import { addSeats, uniqueName } from './seats';

function table(names: string[]): TableState {
  const state = new TableState();
  addSeats(state, 5);
  names.forEach((name, i) => {
    const seat = state.seats[i];
    if (seat === undefined) return;
    seat.occupant = 'human';
    seat.name = name;
  });
  return state;
}

describe('names at a table', () => {
  it('keep a name nobody else here goes by, including the seat’s own', () => {
    expect(uniqueName(table(['Anne', 'Bart']), 2, 'Calico')).toBe('Calico');
    expect(uniqueName(table(['Anne', 'Bart']), 0, 'Anne')).toBe('Anne');
  });

  it('number a name taken by another seat, whatever its case', () => {
    expect(uniqueName(table(['Anne', 'Bart']), 2, 'anne')).toBe('anne 2');
    expect(uniqueName(table(['Anne', 'Anne 2']), 2, 'Anne')).toBe('Anne 3');
  });

  it('shorten a long name to make room for its number', () => {
    const long = 'x'.repeat(24);
    expect(uniqueName(table([long]), 1, long)).toBe(`${'x'.repeat(22)} 2`);
  });

  it('ignore open seats', () => {
    const state = table(['Anne']);
    const seat = state.seats[0];
    if (seat) seat.occupant = 'open';
    expect(uniqueName(state, 1, 'Anne')).toBe('Anne');
  });
});
