// What tells a quiet action's patch from a public one: schema's queues of pending changes.
import { Encoder } from '@colyseus/schema';
import type { SeatSecrets } from '@flotilla/protocol';
import { TableState } from '@flotilla/protocol';
import { onlyChanged } from './colyseus-internals';
import { addSeats } from './seats';

function table() {
  const state = new TableState();
  addSeats(state, 2);
  const encoder = new Encoder(state);
  encoder.encodeAll();
  encoder.discardChanges();
  const seat = (index: number) => state.secrets.get(String(index)) as SeatSecrets;
  return { state, encoder, seat };
}

describe('a patch that changes one seat’s secrets only', () => {
  it('is told apart from one with nothing pending', () => {
    const { encoder, seat } = table();
    expect(onlyChanged(encoder, seat(0))).toBe(true);
    seat(0).accepted++;
    seat(0).secret = '{"yourDraft":[3]}';
    expect(onlyChanged(encoder, seat(0))).toBe(true);
  });

  it('is not one that changes a public field as well', () => {
    const { state, encoder, seat } = table();
    seat(0).accepted++;
    state.version++;
    expect(onlyChanged(encoder, seat(0))).toBe(false);
  });

  it('is not one that changes another seat’s secrets', () => {
    const { encoder, seat } = table();
    seat(0).accepted++;
    seat(1).legal = '[{"type":"lock"}]';
    expect(onlyChanged(encoder, seat(0))).toBe(false);
    expect(onlyChanged(encoder, seat(1))).toBe(false);
  });

  it('is not one that changes a public object of the table', () => {
    const { state, encoder, seat } = table();
    seat(0).accepted++;
    (state.seats[1] as { connected: boolean }).connected = true;
    expect(onlyChanged(encoder, seat(0))).toBe(false);
  });
});
