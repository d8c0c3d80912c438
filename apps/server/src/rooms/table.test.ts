// The table without a server: seats claimed, actions accepted and refused, and a game played to its end.
import { Encoder } from '@colyseus/schema';
import {
  CreateTableOptions,
  JoinOptions,
  TableState,
  type CreateTableOptions as TableOptions,
  type ErrorCode,
  type GameProof,
  type RefusalReason,
  type SeatSecrets,
} from '@flotilla/protocol';
import { findGame, type ActionShape, type AnyGame } from '@flotilla/rules';
import type { Admitted } from './message-gate';
import { addSeats } from './seats';
import { Table } from './table';
import type { TableClient, TableHost } from './table-host';
import type { TableSetup } from './table-options';
import { seeded } from '../testing/seeded';

// The table is plain data, rules and timers: loading Colyseus's server from here fails the whole file.
jest.mock('@colyseus/core', () => {
  throw new Error('Table must not depend on @colyseus/core');
});

class FakeClient implements TableClient {
  userData?: unknown;
  readonly sent: Array<{ type: string; message: unknown }> = [];
  readonly left: number[] = [];
  constructor(readonly sessionId: string) {}
  send(type: string, message?: unknown): void {
    this.sent.push({ type, message });
  }
  leave(code?: number): void {
    this.left.push(code ?? 0);
  }
  /** The messages of one type this client was sent. */
  of(type: string): unknown[] {
    return this.sent.filter((sent) => sent.type === type).map((sent) => sent.message);
  }
}

/** The room as the table sees it: patches counted (and their changes discarded, as Colyseus's encoder does). */
class FakeHost implements TableHost<FakeClient> {
  readonly clients: FakeClient[] = [];
  readonly refusals: Array<{ session: string; code: ErrorCode; reason: RefusalReason; about: string }> = [];
  readonly proofs: GameProof[] = [];
  readonly views = new Map<FakeClient, SeatSecrets | undefined>();
  readonly listings: unknown[] = [];
  readonly quietPatches: number[][] = [];
  patches = 0;
  open = false;
  madePrivate = false;
  private readonly stateEncoder: Encoder;

  constructor(state: TableState) {
    this.stateEncoder = new Encoder(state);
  }

  encoder(): Encoder {
    return this.stateEncoder;
  }
  keepOpen(open: boolean): void {
    this.open = open;
  }
  broadcastPatch(): void {
    this.patches++;
    this.stateEncoder.discardChanges();
  }
  patchOnly(clients: FakeClient[]): void {
    this.quietPatches.push(clients.map((client) => this.clients.indexOf(client)));
    this.stateEncoder.discardChanges();
  }
  broadcast(_type: 'proof', message: GameProof): void {
    this.proofs.push(message);
  }
  giveView(client: FakeClient, secrets: SeatSecrets | undefined): void {
    this.views.set(client, secrets);
  }
  refuse(client: FakeClient, code: ErrorCode, reason: RefusalReason, about: string): void {
    this.refusals.push({ session: client.sessionId, code, reason, about });
  }
  setPrivate(): Promise<void> {
    this.madePrivate = true;
    return Promise.resolve();
  }
  list(listing: unknown): Promise<void> {
    this.listings.push(listing);
    return Promise.resolve();
  }
  openTable(_options: TableOptions): Promise<string> {
    return Promise.resolve('rematch-room');
  }
  publishLinks(): Promise<void> {
    return Promise.resolve();
  }
  now(): number {
    return 1_000_000;
  }
}

function captainsWar(): AnyGame {
  const game = findGame('captains-war');
  if (game === undefined) throw new Error('captains-war is not in the catalogue');
  return game;
}

/** A private table of three, set up as `setUpTable` does (table-options.ts reads the options with the room). */
function table(): { table: Table<FakeClient>; host: FakeHost; state: TableState } {
  const game = captainsWar();
  const options = CreateTableOptions.parse({ game: game.id, players: 3, private: true });
  const gameOptions = game.parseOptions(options.options);
  if (!gameOptions.ok) throw new Error(gameOptions.error);
  const setup: TableSetup = {
    options,
    game,
    gameOptions: gameOptions.options,
    clock: { turnSeconds: 0, bankSeconds: 0 },
  };
  const state = new TableState();
  state.game = game.id;
  state.seatCount = options.players;
  state.privateTable = true;
  state.spectatorsAllowed = options.spectators;
  addSeats(state, options.players);
  const host = new FakeHost(state);
  return { table: new Table(host, 'room-id', state, setup), host, state };
}

function join(t: Table<FakeClient>, host: FakeHost, name: string, spectate = false): FakeClient {
  const client = new FakeClient(name);
  host.clients.push(client);
  const refused = t.join(client, JoinOptions.parse({ name, spectate }));
  if (refused !== null) throw new Error(`${name} refused: ${refused.reason}`);
  return client;
}

function act(seat: number, action: ActionShape): Admitted {
  return { type: 'act', seat, data: { action } } as Admitted;
}

describe('Table', () => {
  it('plays a short game: seats claimed, actions accepted and refused, the game over', async () => {
    const { table: t, host, state } = table();
    await t.keepNew();
    const players = ['Ann', 'Bo', 'Cy'].map((name) => join(t, host, name));

    // Each player has a seat of their own, a token for it, and sees its secrets alone.
    expect(players.map((p) => p.userData)).toEqual([{ seat: 0 }, { seat: 1 }, { seat: 2 }]);
    const welcomes = players.map((p) => p.of('welcome')[0] as { seat: number; seatToken: string });
    expect(new Set(welcomes.map((w) => w.seatToken)).size).toBe(3);
    expect(players.map((p) => host.views.get(p))).toEqual([0, 1, 2].map((i) => state.secrets.get(String(i))));
    expect(state.seats.map((seat) => [seat.name, seat.occupant, seat.host])).toEqual([
      ['Ann', 'human', true],
      ['Bo', 'human', false],
      ['Cy', 'human', false],
    ]);

    // A fourth person finds the table full, and may watch it instead.
    expect(t.join(new FakeClient('Di'), JoinOptions.parse({ name: 'Di' }))).toEqual({
      status: 409,
      reason: 'table-full',
    });
    const spectator = join(t, host, 'Ed', true);
    expect(spectator.userData).toEqual({ seat: null });
    expect(host.views.has(spectator)).toBe(false);

    // Nothing is played before the start, and only the host starts once everyone is ready.
    const [ann, bo, cy] = players as [FakeClient, FakeClient, FakeClient];
    t.handle(ann, act(0, { type: 'roll' }));
    t.handle(bo, { type: 'start', seat: 1, data: {} });
    expect(host.refusals).toEqual([
      { session: 'Ann', code: 'not-playing', reason: 'not-playing', about: 'act' },
      { session: 'Bo', code: 'not-host', reason: 'host-starts', about: 'start' },
    ]);
    host.refusals.length = 0;
    t.handle(bo, { type: 'ready', seat: 1, data: { ready: true } });
    t.handle(cy, { type: 'ready', seat: 2, data: { ready: true } });
    t.handle(ann, { type: 'start', seat: 0, data: {} });
    await flush();
    expect(state.status).toBe('playing');
    expect(state.setupHash).toBe(t.match.setupHash);
    expect(host.refusals).toEqual([]);

    // A seat the rules do not wait for is refused in codes, and nothing moves.
    const game = t.match.game;
    const waiting = game.waitingFor(t.match.rules);
    const idle = [0, 1, 2].find((seat) => !waiting.includes(seat));
    if (idle === undefined) throw new Error('every seat is awaited at the start');
    const version = state.version;
    t.handle(players[idle] as FakeClient, act(idle, { type: 'roll' }));
    await t.match.settled();
    expect(host.refusals).toEqual([
      { session: players[idle]?.sessionId, code: 'not-your-turn', reason: 'not-your-turn', about: 'act' },
    ]);
    expect(state.version).toBe(version);
    expect(t.match.log).toHaveLength(0);
    host.refusals.length = 0;

    // Every seat plays one of its legal actions until the end: each is accepted and patched, to all or quietly.
    const random = seeded(31);
    let actions = 0;
    while (state.status === 'playing' && actions < 5000) {
      const seat = game.waitingFor(t.match.rules)[0];
      if (seat === undefined) throw new Error('nobody to move');
      const legal = game.legalActions(t.match.rules, seat);
      const action = legal[Math.floor(random() * legal.length)];
      if (action === undefined) throw new Error('no legal action');
      const before = { patches: host.patches, quiet: host.quietPatches.length };
      t.handle(players[seat] as FakeClient, act(seat, action));
      await t.match.settled();
      actions++;
      expect(host.patches + host.quietPatches.length).toBe(before.patches + before.quiet + 1);
    }
    expect(host.refusals).toEqual([]);
    expect(state.status).toBe('over');
    expect(t.match.log).toHaveLength(actions);
    // A quiet step (a boarding pick) reaches its own seat's clients alone, and moves no public version.
    expect(host.quietPatches.length).toBeGreaterThan(0);
    for (const quiet of host.quietPatches) expect(quiet).toHaveLength(1);
    expect(state.version).toBe(actions - host.quietPatches.length);

    // The end publishes the seed and the proof, which replays the game.
    expect(state.seed).toBe(t.match.seed);
    expect(host.proofs).toHaveLength(1);
    expect(host.proofs[0]).toMatchObject({ game: 'captains-war', seats: 3, logHash: t.match.logHash });
    t.handle(bo, act(1, { type: 'roll' }));
    expect(host.refusals).toEqual([
      { session: 'Bo', code: 'not-playing', reason: 'not-playing', about: 'act' },
    ]);

    // Play again: the seated players alone hear of the new table.
    t.handle(cy, { type: 'rematch', seat: 2, data: {} } as Admitted);
    await flush();
    expect(players.map((p) => p.of('rematch'))).toEqual([0, 1, 2].map(() => [{ roomId: 'rematch-room' }]));
    expect(spectator.of('rematch')).toEqual([]);
    t.dispose();
  });

  it('holds a dropped seat, opens it in the waiting room, and gives it to a bot in a game', async () => {
    const { table: t, host, state } = table();
    const [ann, bo, cy] = ['Ann', 'Bo', 'Cy'].map((name) => join(t, host, name)) as [
      FakeClient,
      FakeClient,
      FakeClient,
    ];
    expect(t.dropped(1)).toBe(true);
    expect(state.seats[1]?.connected).toBe(false);
    t.back(1);
    expect(state.seats[1]?.connected).toBe(true);
    // Cy's window passed: the waiting-room seat opens again, and the host puts a bot there.
    host.clients.splice(host.clients.indexOf(cy), 1);
    t.dropped(2);
    await t.gone(2, cy);
    expect(state.seats[2]?.occupant).toBe('open');
    t.handle(ann, { type: 'bot', seat: 0, data: { seat: 2, on: true } });
    t.handle(bo, { type: 'ready', seat: 1, data: { ready: true } });
    t.handle(ann, { type: 'start', seat: 0, data: {} });
    await flush();
    expect(state.status).toBe('playing');
    // In a game, a dropped player's seat passes to a bot once the window has passed; the token takes it back.
    host.clients.splice(host.clients.indexOf(bo), 1);
    t.dropped(1);
    await t.gone(1, bo);
    expect(state.seats[1]?.occupant).toBe('bot');
    const token = (bo.of('welcome')[0] as { seatToken: string }).seatToken;
    const back = new FakeClient('Bo again');
    host.clients.push(back);
    expect(t.join(back, JoinOptions.parse({ name: 'Bo', reclaim: token }))).toBeNull();
    expect(back.userData).toEqual({ seat: 1 });
    expect(state.seats[1]?.occupant).toBe('human');
    expect(host.refusals).toEqual([]);
    t.dispose();
  });
});

/** Lets the table's pending promises (the start, the rematch) run. */
async function flush(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}
