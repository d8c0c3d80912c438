// The bot loop of docs/protocol.md, as the server's tests play it: one action in flight, a retry after a refusal.
import type { Room } from 'colyseus.js';
import { playRandomly, type Received, type Watched } from './clients';

interface FakeTable {
  status: string;
  version: number;
  secrets: Record<string, { legal: string; secret: string; accepted: number }>;
}

/** A seated client whose room records what it sends; `patch` changes its table and tells the loop. */
function fakeClient(legal: unknown[]): {
  watched: Watched;
  sent: unknown[];
  table: FakeTable;
  patch(change: (table: FakeTable) => void): void;
  hear(received: Received): void;
} {
  const table: FakeTable = {
    status: 'playing',
    version: 1,
    secrets: { '0': { legal: JSON.stringify(legal), secret: '{}', accepted: 0 } },
  };
  const sent: unknown[] = [];
  const onChange: Array<() => void> = [];
  const room = {
    state: { toJSON: () => table },
    send: (_type: string, message: { action: unknown }) => sent.push(message.action),
    onStateChange: (listener: () => void) => onChange.push(listener),
  };
  const watched: Watched = {
    room: room as unknown as Room,
    states: [],
    messages: [],
    listeners: [],
    seat: 0,
    seatToken: null,
    inviteCode: null,
  };
  return {
    watched,
    sent,
    table,
    patch(change) {
      change(table);
      for (const listener of onChange) listener();
    },
    hear(received) {
      for (const listener of watched.listeners) listener(received);
    },
  };
}

const PASS = { type: 'pass' };
const refusal = (code: string): Received => ({
  type: 'error',
  message: { code, reason: code === 'rate-limited' ? 'too-many-messages' : code, about: 'act' },
});

describe('playRandomly', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends nothing more while its action is in flight, whatever other seats do', () => {
    const client = fakeClient([PASS]);
    const stop = playRandomly(client.watched, () => 0);
    expect(client.sent).toEqual([PASS]);
    client.patch((t) => (t.version = 2)); // another seat acted: the same offer, a newer version
    client.patch((t) => (t.version = 3));
    expect(client.sent).toHaveLength(1);
    client.patch((t) => {
      t.version = 4;
      (t.secrets['0'] as { accepted: number }).accepted = 1; // accepted: the next one may go
    });
    expect(client.sent).toHaveLength(2);
    stop();
  });

  it('picks again from what it is offered once its action is refused, after a pause when rate-limited', () => {
    const client = fakeClient([PASS]);
    const stop = playRandomly(client.watched, () => 0);
    client.hear(refusal('illegal-action'));
    jest.advanceTimersByTime(0);
    expect(client.sent).toHaveLength(2);
    client.hear(refusal('rate-limited'));
    jest.advanceTimersByTime(999);
    client.patch((t) => (t.version = 2));
    expect(client.sent).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(client.sent).toHaveLength(3);
    client.hear({ type: 'error', message: { code: 'not-waiting', reason: 'game-started', about: 'ready' } });
    jest.advanceTimersByTime(1000);
    expect(client.sent).toHaveLength(3); // an error about another message leaves the action in flight
    stop();
  });
});
