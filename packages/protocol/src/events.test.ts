// Reading the events a viewer heard from the synced state: the latest action's only, its own list first.
import { MapSchema } from '@colyseus/schema';
import { eventsJson, heardEvents } from './events';
import { SeatSecrets, TableState } from './schema/table';

function table(version: number, events: string, own: Record<string, string> = {}): TableState {
  const state = new TableState();
  state.version = version;
  state.events = events;
  state.secrets = new MapSchema<SeatSecrets>();
  for (const [seat, json] of Object.entries(own)) {
    const secrets = new SeatSecrets();
    secrets.events = json;
    state.secrets.set(seat, secrets);
  }
  return state;
}

const rolled = { type: 'diceRolled', to: 'all' as const };
const peeked = { type: 'peeked', to: 1 };

describe('events in the synced state', () => {
  it('writes nothing for an action without events', () => {
    expect(eventsJson(3, [])).toBe('');
  });

  it('hears what everyone heard of the action that made the current version', () => {
    const state = table(4, eventsJson(4, [rolled]), { '0': '', '1': '' });
    expect(heardEvents(state, null)).toEqual({ version: 4, events: [rolled] });
    expect(heardEvents(state, 0)).toEqual({ version: 4, events: [rolled] });
  });

  it('hears a seat’s own list, with its private events, before the public one', () => {
    const state = table(7, eventsJson(7, [rolled]), { '1': eventsJson(7, [rolled, peeked]) });
    expect(heardEvents(state, 1)?.events).toEqual([rolled, peeked]);
    expect(heardEvents(state, 0)?.events).toEqual([rolled]);
    expect(heardEvents(state, null)?.events).toEqual([rolled]);
  });

  it('ignores lists left by earlier actions', () => {
    const state = table(9, eventsJson(8, [rolled]), { '1': eventsJson(6, [peeked]) });
    expect(heardEvents(state, 1)).toBeNull();
    expect(heardEvents(state, null)).toBeNull();
    const publicOnly = table(9, eventsJson(9, [rolled]), { '1': eventsJson(6, [peeked]) });
    expect(heardEvents(publicOnly, 1)?.events).toEqual([rolled]);
  });

  it('hears nothing from malformed JSON', () => {
    for (const json of ['{', 'null', '[]', '{"version":"9","events":[]}', '{"version":9}']) {
      expect(heardEvents(table(9, json), null)).toBeNull();
    }
  });

  it('reads a string padded against the 255-byte bug', () => {
    expect(heardEvents(table(2, `${eventsJson(2, [rolled])} `), null)?.events).toEqual([rolled]);
  });
});
