// Reading the events a viewer heard from the synced state: the latest action's only, its own list first.
import { MapSchema } from '@colyseus/schema';
import { EventsHeard, eventsJson, heardEvents } from './events';
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

describe('a client hearing events patch after patch', () => {
  it('tells nothing of the state it joins with, then each new action once', () => {
    const ear = new EventsHeard();
    expect(ear.after(table(5, eventsJson(5, [rolled])), 0)).toBeNull();
    expect(ear.after(table(5, eventsJson(5, [rolled])), 0)).toBeNull();
    expect(ear.after(table(6, eventsJson(6, [rolled]), { '1': eventsJson(6, [rolled, peeked]) }), 1)).toEqual(
      {
        version: 6,
        events: [rolled, peeked],
      },
    );
    // Another seat acting in the same phase patches again without a new version: nothing new.
    expect(ear.after(table(6, eventsJson(6, [rolled])), 1)).toBeNull();
    // An action without events for this viewer.
    expect(ear.after(table(7, eventsJson(6, [rolled])), 1)).toBeNull();
    expect(ear.after(table(8, eventsJson(8, [peeked])), null)?.version).toBe(8);
  });

  it('tells a seat its own quiet list once, at the same version, and the next public action after it', () => {
    const drafted = { type: 'boardingDraft', to: 1 };
    const ear = new EventsHeard();
    expect(ear.after(table(5, eventsJson(5, [rolled])), 1)).toBeNull();
    const quiet = table(5, eventsJson(5, [rolled]), { '1': eventsJson(5, [drafted], 3) });
    expect(ear.after(quiet, 1)).toEqual({ version: 5, events: [drafted], accepted: 3 });
    expect(ear.after(quiet, 1)).toBeNull();
    expect(
      ear.after(table(5, eventsJson(5, [rolled]), { '1': eventsJson(5, [drafted], 4) }), 1)?.accepted,
    ).toBe(4);
    // The next public action: the quiet list of an earlier version is not heard again.
    const next = table(6, eventsJson(6, [rolled]), { '1': eventsJson(5, [drafted], 4) });
    expect(ear.after(next, 1)).toEqual({ version: 6, events: [rolled] });
  });

  it('does not tell the quiet list a client rejoins with', () => {
    const ear = new EventsHeard();
    const drafted = { type: 'boardingDraft', to: 0 };
    expect(ear.after(table(5, '', { '0': eventsJson(5, [drafted], 2) }), 0)).toBeNull();
    expect(ear.after(table(5, '', { '0': eventsJson(5, [drafted], 2) }), 0)).toBeNull();
  });

  it('starts from the version of the first state, even at the start of a game', () => {
    const ear = new EventsHeard();
    expect(ear.after(table(0, ''), 0)).toBeNull();
    expect(ear.after(table(1, eventsJson(1, [rolled])), 0)?.events).toEqual([rolled]);
  });
});
