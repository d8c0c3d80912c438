// The host's start: refused while a player is not ready, or seats are open that no bot will take.
import { TableState } from '@flotilla/protocol';
import { addSeats } from './seats';
import { checkStart, setBot } from './waiting-room';

function table(options: { privateTable: boolean; botsFill: boolean }, seats = 3): TableState {
  const state = new TableState();
  Object.assign(state, options);
  state.seatCount = seats;
  addSeats(state, seats);
  const host = state.seats[0];
  if (host !== undefined) Object.assign(host, { occupant: 'human', name: 'Host', host: true });
  return state;
}

describe('the host’s start', () => {
  it('starts a quick-play table at once, its open seats going to bots as at its countdown', () => {
    expect(checkStart(table({ privateTable: false, botsFill: false }), 0)).toBeNull();
  });

  it('starts a public table whose every seat the host filled with bots', () => {
    const state = table({ privateTable: false, botsFill: false });
    expect(setBot(state, 0, { seat: 1, on: true })).toBeNull();
    expect(setBot(state, 0, { seat: 2, on: true })).toBeNull();
    expect(checkStart(state, 0)).toBeNull();
  });

  it('keeps a private table without botsFill waiting for its seats, and a guest who is not ready', () => {
    expect(checkStart(table({ privateTable: true, botsFill: false }), 0)?.code).toBe('cannot-start');
    expect(checkStart(table({ privateTable: true, botsFill: true }), 0)).toBeNull();
    const state = table({ privateTable: false, botsFill: false });
    const guest = state.seats[1];
    if (guest !== undefined) Object.assign(guest, { occupant: 'human', name: 'Guest' });
    expect(checkStart(state, 0)).toEqual({ code: 'cannot-start', reason: 'players-not-ready' });
    expect(checkStart(state, 1)?.code).toBe('not-host');
  });
});
