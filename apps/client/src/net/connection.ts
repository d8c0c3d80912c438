// The Colyseus client and one table connection: joins, reconnection tokens, server messages as callbacks.
import { Client, type Room } from 'colyseus.js';
import type { CreateTableOptions, ServerMessages, TableState } from '@flotilla/protocol';
// Only these modules: the package's index would bring its zod schemas into the bundle.
import { recycleDecoderBookkeeping } from '@flotilla/protocol/src/schema-recycling';
import { decodeLongStringsNatively } from '@flotilla/protocol/src/schema-strings';
import { skipEncoderBookkeeping } from '@flotilla/protocol/src/schema-decoding';
import { EventsHeard } from '@flotilla/protocol/src/events';
import { clearSession, loadSession, saveSession, type Profile, type TableSession } from './storage';

/** The server's own origin serves the client in production; Vite proxies the same paths in development. */
function endpoint(): string {
  const secure = location.protocol === 'https:';
  return `${secure ? 'wss' : 'ws'}://${location.host}`;
}

let shared: Client | null = null;
export function colyseus(): Client {
  if (shared === null) {
    // Fewer long-lived arrays and intermediate strings per patch, and no encoder records of what was decoded: a
    // smaller heap and less collector work while a table animates. A browser tab never encodes schema state.
    recycleDecoderBookkeeping();
    decodeLongStringsNatively();
    skipEncoderBookkeeping();
    shared = new Client(endpoint());
  }
  return shared;
}

export type Welcome = ServerMessages['welcome'];
export type ServerError = ServerMessages['error'];
export type GameEvent = { readonly type: string; readonly to?: 'all' | number } & Record<string, unknown>;

export interface TableListeners {
  state(state: TableState): void;
  welcome(welcome: Welcome): void;
  events(version: number, events: ReadonlyArray<GameEvent>): void;
  error(error: ServerError): void;
  left(code: number): void;
  /** The table for "play again" is open: its room id. */
  rematch(roomId: string): void;
}

/** One joined table: the room, what `welcome` told us, and fan-out of server messages to the screen. */
export class TableConnection {
  welcome: Welcome | null;
  /** The "play again" table, once someone here asked for it. */
  rematchRoom: string | null = null;
  private listeners: Partial<TableListeners> = {};
  /** Each accepted action's events arrive in its own patch. */
  private readonly heard = new EventsHeard<GameEvent>();

  constructor(
    readonly room: Room<TableState>,
    previous: TableSession | null,
  ) {
    this.welcome = previous
      ? {
          role: previous.seat === null ? 'spectator' : 'player',
          seat: previous.seat,
          seatToken: previous.seatToken,
          inviteCode: previous.inviteCode,
        }
      : null;
    room.onMessage('welcome', (welcome: Welcome) => {
      this.welcome = welcome;
      this.remember();
      this.listeners.welcome?.(welcome);
    });
    room.onMessage('error', (error: ServerError) => this.listeners.error?.(error));
    room.onMessage('proof', () => undefined);
    room.onMessage('rematch', (message: ServerMessages['rematch']) => {
      this.rematchRoom = message.roomId;
      this.listeners.rematch?.(message.roomId);
    });
    room.onStateChange((state) => {
      this.remember();
      this.listeners.state?.(state);
      const heard = this.heard.after(state, this.seat);
      if (heard !== null) this.listeners.events?.(heard.version, heard.events);
    });
    room.onLeave((code) => {
      // 1000 is a leave on purpose; anything else may still be reconnected after a reload.
      if (code === 1000 || code === 4000) clearSession();
      this.listeners.left?.(code);
    });
    this.remember();
  }

  get seat(): number | null {
    return this.welcome?.seat ?? null;
  }

  on(listeners: Partial<TableListeners>): void {
    this.listeners = listeners;
  }

  send(type: 'act' | 'ready' | 'start' | 'bot' | 'profile' | 'rematch', message: object): void {
    this.room.send(type, message);
  }

  async leave(): Promise<void> {
    clearSession();
    await this.room.leave(true);
  }

  /** The reconnection token changes after each reconnect: store it every time. */
  private remember(): void {
    saveSession({
      roomId: this.room.roomId,
      reconnectionToken: this.room.reconnectionToken,
      seatToken: this.welcome?.seatToken ?? null,
      seat: this.welcome?.seat ?? null,
      inviteCode: this.welcome?.inviteCode ?? null,
    });
  }
}

function joinOptions(profile: Profile): { name: string; colour: string } {
  return { name: profile.name, colour: profile.colour };
}

export async function quickPlay(game: string, players: number, profile: Profile): Promise<TableConnection> {
  const room = await colyseus().joinOrCreate<TableState>('table', { game, players, ...joinOptions(profile) });
  return new TableConnection(room, null);
}

export async function createTable(options: CreateTableOptions, profile: Profile): Promise<TableConnection> {
  const room = await colyseus().create<TableState>('table', { ...options, ...joinOptions(profile) });
  return new TableConnection(room, null);
}

export async function joinTable(
  roomId: string,
  profile: Profile,
  spectate = false,
): Promise<TableConnection> {
  const room = await colyseus().joinById<TableState>(roomId, { ...joinOptions(profile), spectate });
  return new TableConnection(room, null);
}

/** Resolves an invite code through the HTTP route; throws with the server's sentence. */
export async function resolveInvite(code: string): Promise<string> {
  const response = await fetch(`/api/invites/${encodeURIComponent(code)}`);
  const body: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    const error = (body as { error?: unknown }).error;
    throw new Error(typeof error === 'string' ? error : `Invite lookup failed (${response.status}).`);
  }
  const roomId = (body as { roomId?: unknown }).roomId;
  if (typeof roomId !== 'string') throw new Error('Invite lookup gave no table.');
  return roomId;
}

/**
 * After a reload (or, when asked, from a tab since closed): the same seat through the reconnection token within
 * the window, else the seat taken back from its bot with the seat token.
 */
export async function resume(
  profile: Profile,
  session: TableSession | null = loadSession(),
): Promise<TableConnection | null> {
  if (session === null) return null;
  try {
    const room = await colyseus().reconnect<TableState>(session.reconnectionToken);
    return new TableConnection(room, session);
  } catch {
    // The reconnection window passed: a bot holds the seat, the seat token takes it back.
  }
  if (session.seatToken !== null) {
    try {
      const room = await colyseus().joinById<TableState>(session.roomId, {
        ...joinOptions(profile),
        reclaim: session.seatToken,
      });
      return new TableConnection(room, null);
    } catch {
      // The table is gone.
    }
  }
  clearSession();
  return null;
}

/** A readable sentence for a failed join (the SDK rejects with `{ code, message }`). */
export function describeJoinError(error: unknown): string {
  if (error instanceof Error && error.message !== '') return error.message;
  if (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
  ) {
    return (error as { message: string }).message;
  }
  return 'The server could not be reached.';
}
