// The Colyseus client and one table connection: joins, reconnection tokens, server messages as callbacks.
import { Client, type Room } from 'colyseus.js';
import type { CreateTableOptions, GameProof, ServerMessages, TableState } from '@flotilla/protocol';
import i18next from 'i18next';
// Only these modules: the package's index would bring its zod schemas into the bundle.
import {
  recycleDecoderBookkeeping,
  decodeLongStringsNatively,
  skipEncoderBookkeeping,
  EventsHeard,
  type WireEvent,
} from '@flotilla/protocol/decoding';
import { t } from '../i18n/i18n';
import { ProofWitness, type FairnessCheck } from './fairness';
import { parseInviteCard, type InviteCard } from './invite-card';
import {
  clearSession,
  loadProfile,
  loadSession,
  saveSession,
  type Profile,
  type TableSession,
} from './storage';
import {
  backSentence,
  closeNeedsRetry,
  isRefusal,
  retryTable,
  retryingSentence,
  type RetryOutcome,
} from './retry-policy';

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
/** An event of any game, as the connection hears it; each game's table reads its own (`HeardEvent<'eollis'>`…). */
export type GameEvent = WireEvent;

export interface TableListeners {
  state(state: TableState): void;
  welcome(welcome: Welcome): void;
  events(version: number, events: ReadonlyArray<GameEvent>): void;
  /** A refusal, and its words in the reader's language (`refusalSentence`). */
  error(error: ServerError, sentence: string): void;
  /** The connection closed for good: the player left, or the table let us go (not retried). */
  left(code: number): void;
  /** The connection dropped and is being retried, came back, or could not come back: say so. */
  connection(news: ConnectionNews): void;
  /** The table for "play again" is open: its room id. */
  rematch(roomId: string): void;
  /** The game is over: its archive id, and this tab's check of the proof against the log hashes it saw. */
  proof(gameId: string, check: FairnessCheck): void;
  /** This player's broadcast links changed, or someone agreed to (or withdrew from) a whole-truth broadcast. */
  broadcasts(news: ServerMessages['broadcasts']): void;
  /** This spectator's prediction is locked. */
  predicted(prediction: ServerMessages['predicted']): void;
}

export type ConnectionNews =
  | { readonly kind: 'retrying'; readonly sentence: string }
  | { readonly kind: 'back'; readonly sentence: string }
  | { readonly kind: 'lost'; readonly sentence: string };

/** One joined table: the room, what `welcome` told us, and fan-out of server messages to the screen. */
export class TableConnection {
  welcome: Welcome | null;
  /** The "play again" table, once someone here asked for it. */
  rematchRoom: string | null = null;
  /** The latest word on this player's broadcast links (the table's Broadcast dialog shows it). */
  broadcasts: ServerMessages['broadcasts'] = { links: [], truthConsent: [], truthAllowed: false };
  private listeners: Partial<TableListeners> = {};
  /** Each accepted action's events arrive in its own patch. */
  private readonly heard = new EventsHeard<GameEvent>();
  /** The log hashes this tab saw, kept per table (a reload keeps them) for the check of the final proof. */
  private readonly witness: ProofWitness;

  private current: Room<TableState>;
  /** Set once the player asked to leave: only such a close is a leave (a server shutdown sends the same 4000). */
  private leaving = false;
  private retrying = false;
  /** The retries gave up: the table is gone or the server out of reach, and nothing can be sent any more. */
  private dropped = false;

  constructor(room: Room<TableState>, previous: TableSession | null) {
    this.welcome = previous
      ? {
          role: previous.seat === null ? 'spectator' : 'player',
          seat: previous.seat,
          seatToken: previous.seatToken,
          inviteCode: previous.inviteCode,
        }
      : null;
    this.current = room;
    this.witness = new ProofWitness(`flotilla.proof.${room.roomId}`, sessionStorageOrNull());
    this.attach(room);
  }

  /** The room in use: a new one after each reconnection, under the same room id. */
  get room(): Room<TableState> {
    return this.current;
  }

  /** False while the connection is down (being retried, or given up): nothing can be sent. */
  get online(): boolean {
    return !this.retrying && !this.leaving && !this.dropped;
  }

  private attach(room: Room<TableState>): void {
    this.current = room;
    room.onMessage('welcome', (welcome: Welcome) => {
      this.welcome = welcome;
      this.remember();
      this.listeners.welcome?.(welcome);
    });
    room.onMessage('error', (error: ServerError) => this.listeners.error?.(error, refusalSentence(error)));
    room.onMessage('proof', (proof: GameProof) =>
      this.listeners.proof?.(proof.gameId, this.witness.check(proof)),
    );
    room.onMessage('broadcasts', (message: ServerMessages['broadcasts']) => {
      this.broadcasts = message;
      this.listeners.broadcasts?.(message);
    });
    room.onMessage('predicted', (message: ServerMessages['predicted']) =>
      this.listeners.predicted?.(message),
    );
    room.onMessage('rematch', (message: ServerMessages['rematch']) => {
      this.rematchRoom = message.roomId;
      this.listeners.rematch?.(message.roomId);
    });
    room.onStateChange((state) => {
      this.witness.observe(state.logHash);
      this.remember();
      this.listeners.state?.(state);
      const heard = this.heard.after(state, this.seat);
      if (heard !== null) this.listeners.events?.(heard.version, heard.events);
    });
    room.onLeave((code) => this.closed(room, code));
    this.remember();
  }

  /** A closed socket: a leave the player asked for ends here; anything else is retried, the session kept. */
  private closed(room: Room<TableState>, code: number): void {
    if (room !== this.current) return;
    if (closeNeedsRetry(code, this.leaving)) {
      void this.comeBack(code);
      return;
    }
    if (this.leaving || code === 1000) clearSession();
    this.listeners.left?.(code);
  }

  /** Retries with backoff until the table takes us back (the same seat, the log on screen untouched). */
  private async comeBack(code: number): Promise<void> {
    if (this.retrying) return;
    this.retrying = true;
    const room = this.current;
    const outcome: RetryOutcome<Room<TableState>> = await retryTable(
      {
        roomId: room.roomId,
        reconnectionToken: room.reconnectionToken,
        seatToken: this.welcome?.seatToken ?? null,
      },
      {
        reconnect: (token) => colyseus().reconnect<TableState>(token),
        rejoin: (roomId, seatToken) =>
          colyseus().joinById<TableState>(
            roomId,
            seatToken === null
              ? { ...joinOptions(loadProfile()), spectate: true }
              : { ...joinOptions(loadProfile()), reclaim: seatToken },
          ),
        sleep: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
        now: () => Date.now(),
        attempt: (n) => this.listeners.connection?.({ kind: 'retrying', sentence: retryingSentence(n) }),
        cancelled: () => this.leaving,
      },
    );
    this.retrying = false;
    switch (outcome.kind) {
      case 'back':
        if (this.leaving) {
          // The player left while the way back was being opened: close it.
          void outcome.room.leave(true);
          return;
        }
        this.attach(outcome.room);
        this.listeners.connection?.({ kind: 'back', sentence: backSentence(outcome.via, code) });
        if (outcome.room.state?.status) this.listeners.state?.(outcome.room.state);
        return;
      case 'gone':
        this.dropped = true;
        clearSession();
        this.listeners.connection?.({
          kind: 'lost',
          sentence: t('errors:connection.gone', { leave: t('common:leaveTable') }),
        });
        return;
      case 'unreachable':
        this.dropped = true;
        // The session stays: a reload later still finds the seat.
        this.listeners.connection?.({
          kind: 'lost',
          sentence: t('errors:connection.unreachable'),
        });
        return;
      case 'cancelled':
        return;
    }
  }

  get seat(): number | null {
    return this.welcome?.seat ?? null;
  }

  on(listeners: Partial<TableListeners>): void {
    this.listeners = listeners;
  }

  /** Sends to the table; nothing while the connection is being retried (the next state offers the same again). */
  send(
    type:
      | 'act'
      | 'ready'
      | 'start'
      | 'bot'
      | 'profile'
      | 'rematch'
      | 'broadcast'
      | 'unbroadcast'
      | 'truthConsent'
      | 'predictionDeadline',
    message: object,
  ): boolean {
    if (!this.online) return false;
    this.current.send(type, message);
    return true;
  }

  async leave(): Promise<void> {
    this.leaving = true;
    clearSession();
    // A dropped connection has no socket to say goodbye on (its leave would wait for a close that never comes).
    if (this.retrying || !this.current.connection.isOpen) return;
    await this.current.leave(true);
  }

  /** The reconnection token changes after each reconnect: store it every time. */
  private remember(): void {
    saveSession({
      roomId: this.current.roomId,
      reconnectionToken: this.current.reconnectionToken,
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

/** Looks an invite code up through the HTTP route: its room and the table's facts; throws with the refusal's words. */
/** A failure already said in the reader's words (a refused invite, a table gone): shown as it is. */
export class SaidError extends Error {}

export async function lookUpInvite(code: string): Promise<InviteCard> {
  const response = await fetch(`/api/invites/${encodeURIComponent(code)}`);
  const body: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    const error = (body as { error?: unknown }).error;
    const key = typeof error === 'string' ? `errors:invite.${camelCase(error)}` : null;
    throw new SaidError(
      key !== null && i18next.exists(key) ? t(key) : t('errors:invite.failed', { status: response.status }),
    );
  }
  const card = parseInviteCard(body);
  if (card === null) throw new SaidError(t('errors:invite.empty'));
  return card;
}

/** Resolves an invite code to its room id; throws with the refusal's words. */
export async function resolveInvite(code: string): Promise<string> {
  return (await lookUpInvite(code)).roomId;
}

/**
 * After a reload (or, when asked, from a tab since closed): the same seat through the reconnection token within
 * the window, else the seat taken back with the seat token (from its bot, or after a server restart voided the
 * token); a spectator watches again. The session is forgotten only when the server answered no.
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
    // The reconnection window passed, or the server restarted since: a fresh join of the same room follows.
  }
  try {
    const room = await colyseus().joinById<TableState>(
      session.roomId,
      session.seatToken === null
        ? { ...joinOptions(profile), spectate: true }
        : { ...joinOptions(profile), reclaim: session.seatToken },
    );
    return new TableConnection(room, null);
  } catch (error) {
    // The table is gone; a server that did not answer may still have it.
    if (isRefusal(error)) clearSession();
  }
  return null;
}

/** Colyseus's own refusal of a join by id for a room that is not there (any more). */
const INVALID_ROOM_ID = 4212;

/**
 * A readable sentence for a failed join. The SDK rejects with `{ code, message }`: our server's message is a
 * `JoinRefusal` identifier (docs/protocol.md), said from `errors:join.<identifier in camelCase>`; Colyseus's own
 * refusals and a newer server's identifiers get a general sentence; no answer at all is "no server".
 */
export function describeJoinError(error: unknown): string {
  if (error instanceof SaidError) return error.message;
  if (typeof error !== 'object' || error === null) return t('errors:noServer');
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof message === 'string' && message !== '') {
    const key = `errors:join.${camelCase(message)}`;
    if (i18next.exists(key)) return t(key);
  }
  if (typeof code !== 'number') return t('errors:noServer');
  return code === INVALID_ROOM_ID ? t('errors:tableGone') : t('errors:join.refused');
}

/**
 * A refusal in the reader's language: its reason's words (`refusals:refused.<reason in camelCase>`), else its code's
 * (`refusals:code.<code in camelCase>`), else a general sentence. The server sends no sentences; a raw identifier is
 * never shown.
 */
export function refusalSentence(error: Pick<ServerError, 'code' | 'reason'>): string {
  for (const key of [
    `refusals:refused.${camelCase(error.reason)}`,
    `refusals:code.${camelCase(error.code)}`,
  ]) {
    if (i18next.exists(key)) return t(key);
  }
  return t('refusals:code.unknown');
}

/** `host-seats-bots` → `hostSeatsBots`: an identifier of the protocol as a message key. */
export function camelCase(identifier: unknown): string {
  if (typeof identifier !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(identifier)) return '-';
  return identifier.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** The tab's session storage, or null where the browser refuses it (a sandboxed frame). */
function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
