// When and how a dropped table connection is retried: which closes retry, the backoff, and the ways back in order.
import { CLOSE_IDLE, CLOSE_RESTARTING } from '@flotilla/protocol/limits';
import { t } from '../i18n/i18n';

/** The first wait before a retry; each later wait doubles, up to `BACKOFF_MAX_MS`. */
export const BACKOFF_FIRST_MS = 500;
export const BACKOFF_MAX_MS = 8000;
/** How long the client keeps trying while the server cannot be reached: a restart takes seconds, not minutes. */
export const GIVE_UP_AFTER_MS = 3 * 60_000;
/**
 * Attempts in a row that a reachable server refused every way back: the table is over or gone. A few, not one,
 * because a restarting server may answer before it has restored every table.
 */
export const REFUSALS_TO_GIVE_UP = 4;

/** The WebSocket close code of a leave (ours, or the server's during a shutdown: the same code). */
export const CONSENTED = 4000;

/**
 * Closes that say "do not come back": a normal close the server chose, protocol or policy errors the same
 * request would meet again, and a seat given to a bot for its time-outs (`CLOSE_IDLE`: coming back by itself would
 * take the seat from the bot at once, so the player chooses). Everything else (1001, 1005, 1006, 1011–1015, a
 * server shutdown's 4000) is retried.
 */
const FINAL_CODES: ReadonlySet<number> = new Set([1000, 1002, 1003, 1007, 1008, 1009, 1010, CLOSE_IDLE]);

/**
 * Whether a closed connection should be retried. Only a leave this client asked for is a leave: a server shutting
 * down closes with the same 4000.
 */
export function closeNeedsRetry(code: number, leftOnPurpose: boolean): boolean {
  if (leftOnPurpose) return false;
  return !FINAL_CODES.has(code);
}

/** The wait before attempt `n` (1-based): 0.5 s, 1 s, 2 s, 4 s, then 8 s each. */
export function backoffMs(attempt: number): number {
  const doublings = Math.max(0, attempt - 1);
  return Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.min(doublings, 16));
}

/**
 * Whether a failed attempt was the server's answer (it is up and refused: a room or seat it does not have) rather
 * than no answer at all. colyseus.js rejects a refusal with the matchmaker's or room's code (4000 and up); a
 * network failure or a server that is shutting down (HTTP 503) carries no such code.
 */
export function isRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'number' && code >= 4000;
}

/** Where this tab sits, as far as coming back needs it. */
export interface WayBack {
  readonly roomId: string;
  readonly reconnectionToken: string;
  /** The seat's token, for a seat; null for a spectator. */
  readonly seatToken: string | null;
}

/** How the client got back: its reconnection token (the server kept the seat), or a fresh join of the same room. */
export type BackVia = 'token' | 'rejoin';

export type RetryOutcome<R> =
  | { readonly kind: 'back'; readonly room: R; readonly via: BackVia; readonly attempts: number }
  /** The server answered, and no way back is left: the table is over or gone. */
  | { readonly kind: 'gone' }
  /** The server could not be reached for `GIVE_UP_AFTER_MS`. */
  | { readonly kind: 'unreachable' }
  | { readonly kind: 'cancelled' };

/** What the retry loop uses of the world: injected, so that tests drive it with fakes and a fake clock. */
export interface RetryWorld<R> {
  reconnect(token: string): Promise<R>;
  /** A seat comes back with `{ reclaim: seatToken }` (plus name and colour), a spectator with `{ spectate: true }`. */
  rejoin(roomId: string, seatToken: string | null): Promise<R>;
  sleep(ms: number): Promise<void>;
  now(): number;
  /** Told as each attempt (1-based) is waited for: the player is shown it. */
  attempt(n: number): void;
  /** True once the player has left the table meanwhile. */
  cancelled(): boolean;
}

/**
 * Tries to get back to the table: after each wait, the reconnection token first (it keeps the same session and
 * works while the server held the seat), then a fresh join of the same room id (after a server restart the token
 * is void; the seat token reclaims the seat, a spectator watches again).
 */
export async function retryTable<R>(way: WayBack, world: RetryWorld<R>): Promise<RetryOutcome<R>> {
  const started = world.now();
  let refusedInARow = 0;
  for (let n = 1; ; n += 1) {
    // Checked before each attempt is announced: a player back in the lobby is told nothing more.
    if (world.cancelled()) return { kind: 'cancelled' };
    world.attempt(n);
    await world.sleep(backoffMs(n));
    if (world.cancelled()) return { kind: 'cancelled' };
    let refusals = 0;
    try {
      return { kind: 'back', room: await world.reconnect(way.reconnectionToken), via: 'token', attempts: n };
    } catch (error) {
      if (isRefusal(error)) refusals += 1;
    }
    if (world.cancelled()) return { kind: 'cancelled' };
    try {
      return {
        kind: 'back',
        room: await world.rejoin(way.roomId, way.seatToken),
        via: 'rejoin',
        attempts: n,
      };
    } catch (error) {
      if (isRefusal(error)) refusals += 1;
    }
    refusedInARow = refusals === 2 ? refusedInARow + 1 : 0;
    if (refusedInARow >= REFUSALS_TO_GIVE_UP) return { kind: 'gone' };
    if (world.now() - started >= GIVE_UP_AFTER_MS) return { kind: 'unreachable' };
  }
}

/** What the player reads once back: a restart brings the table back through a fresh join. */
export function backSentence(via: BackVia, closeCode: number): string {
  // A server that stops on purpose says so (1012); a crash only drops the socket (1006). An older server closed
  // with the same 4000 as a leave.
  const restarted =
    via === 'rejoin' && (closeCode === CLOSE_RESTARTING || closeCode === CONSENTED || closeCode === 1006);
  return restarted ? t('errors:connection.restarted') : t('errors:connection.back');
}

export function retryingSentence(attempt: number): string {
  return t('errors:connection.retrying', { attempt });
}
