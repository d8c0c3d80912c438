// The archive as the browser reads it: one finished game's proof by its id, the recent public games, and the games
// this device played (kept here, since a private table's game is listed nowhere else).
import type { GameProof } from '@flotilla/protocol';
import { ensureNamespaces, t } from '../i18n/i18n';
import type { ReplaySeat } from './replay-table';

export interface ArchivedSummary {
  readonly gameId: string;
  readonly game: string;
  readonly seats: ReadonlyArray<ReplaySeat>;
  readonly endedAt: number;
}

export interface ArchivedGame extends ArchivedSummary {
  readonly proof: GameProof;
}

export type ArchiveAnswer<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly why: string };

function seatsOf(value: unknown): ReplaySeat[] {
  if (!Array.isArray(value)) return [];
  return value.map((s) => {
    const seat = (s ?? {}) as Record<string, unknown>;
    return {
      name: typeof seat.name === 'string' ? seat.name : '',
      colour: typeof seat.colour === 'string' ? seat.colour : '',
      occupant: typeof seat.occupant === 'string' ? seat.occupant : 'human',
    };
  });
}

function summaryOf(value: unknown): ArchivedSummary | null {
  const g = (value ?? {}) as Record<string, unknown>;
  if (typeof g.gameId !== 'string' || typeof g.game !== 'string') return null;
  return {
    gameId: g.gameId,
    game: g.game,
    seats: seatsOf(g.seats),
    endedAt: typeof g.endedAt === 'number' ? g.endedAt : 0,
  };
}

/**
 * A refusal in the reader's words: the replay's namespace loads with the first one (the lobby's list, a replay). If
 * even its words cannot be fetched, the server is out of reach: the first page's words say so.
 */
async function refused(key: string): Promise<{ readonly ok: false; readonly why: string }> {
  const loaded = await ensureNamespaces(['replay']).then(
    () => true,
    () => false,
  );
  return { ok: false, why: loaded ? t(`replay:archive.${key}`) : t('errors:noServer') };
}

/** A finished game and its proof; a game not over yet is "not found", like an unknown id. */
export async function fetchGame(gameId: string): Promise<ArchiveAnswer<ArchivedGame>> {
  let response: Response;
  try {
    response = await fetch(`/api/games/${encodeURIComponent(gameId)}`);
  } catch {
    return refused('unreachable');
  }
  if (response.status === 404) return refused('notFound');
  if (!response.ok) return refused('unreadableRetry');
  const body = (await response.json()) as Record<string, unknown>;
  const summary = summaryOf(body);
  if (summary === null || typeof body.proof !== 'object' || body.proof === null) return refused('notAGame');
  return { ok: true, value: { ...summary, proof: body.proof as GameProof } };
}

/** The latest finished public games, newest first. */
export async function fetchRecent(limit = 10): Promise<ArchiveAnswer<ArchivedSummary[]>> {
  try {
    const response = await fetch(`/api/games?limit=${limit}`);
    if (!response.ok) return refused('unreadable');
    const body = (await response.json()) as { games?: unknown };
    const games = Array.isArray(body.games) ? body.games : [];
    return { ok: true, value: games.map(summaryOf).filter((g): g is ArchivedSummary => g !== null) };
  } catch {
    return refused('unreachable');
  }
}

const PLAYED_KEY = 'flotilla.playedGames';
/** Games this device remembers having played or watched to the end. */
export const PLAYED_KEPT = 20;

export function playedGames(storage: Pick<Storage, 'getItem'> = localStorage): ArchivedSummary[] {
  try {
    const raw: unknown = JSON.parse(storage.getItem(PLAYED_KEY) ?? '[]');
    return Array.isArray(raw) ? raw.map(summaryOf).filter((g): g is ArchivedSummary => g !== null) : [];
  } catch {
    return [];
  }
}

/** Remembers a game this device saw end (newest first, at most `PLAYED_KEPT`, each once). */
export function rememberPlayed(
  game: ArchivedSummary,
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
): void {
  const kept = [game, ...playedGames(storage).filter((g) => g.gameId !== game.gameId)].slice(0, PLAYED_KEPT);
  try {
    storage.setItem(PLAYED_KEY, JSON.stringify(kept));
  } catch {
    // A full or refused storage only loses the list, never the game: it stays in the archive.
  }
}
