// Seating without a table around it: a restored table's seats held then released, a seat handed to a bot for
// time-outs and taken back, and the audience's door.
import { CLOSE_IDLE, JoinOptions, TableState } from '@flotilla/protocol';
import { findGame, type AnyGame } from '@flotilla/rules';
import { readConfig, settings } from '../config';
import type { KeptSeating } from '../store/types';
import { addSeats } from './seats';
import type { TableClient } from './table-host';
import { TableSeating, type SeatingTable } from './table-seating';
import { TableTimers } from './table-timers';

const RECONNECT_SECONDS = 5;

beforeAll(() => {
  settings.current = { ...readConfig(), reconnectSeconds: RECONNECT_SECONDS };
});

afterEach(() => {
  jest.useRealTimers();
});

class FakeClient implements TableClient {
  readonly sent: Array<{ type: string; message: unknown }> = [];
  readonly left: number[] = [];
  constructor(
    readonly sessionId: string,
    public userData?: unknown,
  ) {}
  send(type: string, message?: unknown): void {
    this.sent.push({ type, message });
  }
  leave(code?: number): void {
    this.left.push(code ?? 0);
  }
}

function captainsWar(): AnyGame {
  const game = findGame('captains-war');
  if (game === undefined) throw new Error('captains-war is not in the catalogue');
  return game;
}

/** Seating at a private table of three in `status`, with `humans` seats taken by people (none connected). */
function seating(status: 'waiting' | 'playing', humans: ReadonlyArray<number>) {
  const state = new TableState();
  state.game = 'captains-war';
  state.seatCount = 3;
  state.privateTable = true;
  state.spectatorsAllowed = true;
  state.status = status;
  addSeats(state, 3);
  for (const index of humans) {
    const seat = state.seats[index];
    if (seat === undefined) throw new Error(`no seat ${index}`);
    seat.occupant = 'human';
    seat.name = `P${index}`;
  }
  const kept: KeptSeating[] = [];
  const calls = { patches: 0, listings: 0, moves: 0, starts: 0, open: [] as boolean[] };
  const clients: FakeClient[] = [];
  const table: SeatingTable<FakeClient> = {
    roomId: 'room-id',
    state,
    host: {
      clients,
      keepOpen: (open) => void calls.open.push(open),
      broadcastPatch: () => void calls.patches++,
      giveView: () => undefined,
    },
    match: { game: captainsWar(), rules: null, keeper: { seating: (seating) => void kept.push(seating) } },
    broadcasts: { anyToTell: false, tell: () => undefined, seatLeft: () => false },
    timers: new TableTimers(),
    pacer: { afterChange: () => void calls.moves++ },
    welcomeNews: () => ({ inviteCode: 'CODE', proof: null, rematch: null }),
    publishListing: () => {
      calls.listings++;
      return Promise.resolve();
    },
    start: () => void calls.starts++,
  };
  return { seats: new TableSeating(table), state, clients, kept, calls };
}

describe('TableSeating', () => {
  it("holds a restored waiting room's seats through the window, then opens those nobody came back to", () => {
    jest.useFakeTimers();
    const { seats, state, clients, kept, calls } = seating('waiting', [0, 1]);
    seats.hold();
    // The room stays open with nobody connected: its people are on their way back.
    expect(calls.open).toEqual([true]);
    clients.push(new FakeClient('back', { seat: 1 }));
    jest.advanceTimersByTime(RECONNECT_SECONDS * 1000 - 1);
    expect(state.seats.map((seat) => seat.occupant)).toEqual(['human', 'human', 'open']);
    jest.advanceTimersByTime(1);
    expect(state.seats.map((seat) => seat.occupant)).toEqual(['open', 'human', 'open']);
    expect(kept.at(-1)?.seats.map((seat) => seat.occupant)).toEqual(['open', 'human', 'open']);
    expect(calls.open).toEqual([true, false]);
    expect(calls.listings).toBe(1);
  });

  it('gives a restored game seat nobody came back to a bot, and holds nothing at a table without people', () => {
    jest.useFakeTimers();
    const { seats, state, calls } = seating('playing', [2]);
    seats.hold();
    jest.advanceTimersByTime(RECONNECT_SECONDS * 1000);
    expect(state.seats[2]?.occupant).toBe('bot');
    expect(calls.moves).toBe(1);

    const empty = seating('waiting', []);
    empty.seats.hold();
    expect(empty.calls.open).toEqual([]);
  });

  it("hands an idle seat to a bot, closes its player's clients, and gives it back on their return", () => {
    const { seats, state, clients, calls } = seating('playing', [0, 1]);
    const player = new FakeClient('idle', { seat: 1 });
    const other = new FakeClient('other', { seat: 0 });
    clients.push(player, other);
    seats.handToBot(1);
    expect(state.seats[1]?.occupant).toBe('bot');
    expect(player.left).toEqual([CLOSE_IDLE]);
    expect(other.left).toEqual([]);
    // Its connection closes: nothing to wait for, the bot plays on until the seat token takes the seat back.
    expect(seats.dropped(1)).toBe(false);
    seats.back(1);
    expect(state.seats[1]?.occupant).toBe('human');
    expect(calls.moves).toBe(1);
  });

  it('counts its audience, and a spectator hears no seat, token or invite code', () => {
    const { seats, state } = seating('waiting', []);
    const watcher = new FakeClient('watcher');
    expect(seats.join(watcher, JoinOptions.parse({ name: 'W', spectate: true }))).toBeNull();
    expect(seats.spectators).toBe(1);
    expect(watcher.sent).toEqual([
      {
        type: 'welcome',
        message: { role: 'spectator', seat: null, seatToken: null, inviteCode: null },
      },
    ]);
    seats.spectatorLeft('watcher');
    expect(seats.spectators).toBe(0);
    state.spectatorsAllowed = false;
    expect(seats.join(new FakeClient('late'), JoinOptions.parse({ name: 'L', spectate: true }))).toEqual({
      status: 403,
      reason: 'no-spectators',
    });
  });
});
