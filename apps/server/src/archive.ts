// The archive over HTTP: a finished game by its unguessable id, and the list of recent public games.
import { logHashes, type GameProof, type HttpRefusal } from '@flotilla/protocol';
import type { Express, Response } from 'express';
import { logger } from './logger';
import { tableStore } from './store/current';
import type { FinishedGame, FinishedSummary } from './store/types';

export const DEFAULT_LIST_LIMIT = 20;
export const MAX_LIST_LIMIT = 100;

/** The same answer for an unknown id and a game not over yet: neither its seed nor its existence leaks. */
const NOT_FOUND = { error: 'no-such-game' satisfies HttpRefusal };

/** A game's summary as the archive serves it. */
function summary(game: FinishedSummary): object {
  return {
    gameId: game.gameId,
    game: game.game,
    options: game.gameOptions,
    seats: game.seats.map((seat, index) => ({ seat: index, ...seat })),
    outcome: game.outcome,
    startedAt: game.startedAt,
    endedAt: game.endedAt,
  };
}

export function archivedProof(game: FinishedGame): GameProof {
  const chain = logHashes(
    { game: game.game, seats: game.seatCount, options: game.gameOptions, seed: game.seed },
    game.log,
  );
  return {
    gameId: game.gameId,
    game: game.game,
    seats: game.seatCount,
    options: game.gameOptions,
    setupHash: game.setupHash,
    // Recomputed from the kept log: it equals the last hash the players saw only if the log is the one played.
    logHash: chain[chain.length - 1] ?? game.setupHash,
    seed: game.seed,
    log: game.log,
    outcome: game.outcome,
  };
}

function unavailable(res: Response, error: unknown): void {
  logger.error({ err: error }, 'archive read failed');
  res.status(503).json({ error: 'archive-unavailable' satisfies HttpRefusal });
}

/** A query value of decimal digits alone, as a number; "0x10", "1e2", "-1", " 5" or a repeated key are not. */
function digitsOnly(value: unknown, maxDigits: number): number | null {
  return typeof value === 'string' && value.length <= maxDigits && /^\d+$/.test(value) ? Number(value) : null;
}

function listQuery(query: Record<string, unknown>): { limit: number; before?: number } | null {
  const limit = query.limit === undefined ? DEFAULT_LIST_LIMIT : digitsOnly(query.limit, 6);
  // `before` is a game's end in milliseconds since 1970, as `next` gave it.
  const before = query.before === undefined ? undefined : digitsOnly(query.before, 15);
  if (limit === null || limit < 1 || before === null) return null;
  return { limit: Math.min(limit, MAX_LIST_LIMIT), ...(before === undefined ? {} : { before }) };
}

export function mountArchive(app: Express): void {
  app.get('/api/games/:id', async (req, res) => {
    try {
      const game = await tableStore.current.finishedGame(String(req.params.id));
      if (game === null) {
        res.status(404).json(NOT_FOUND);
        return;
      }
      res.json({ ...summary(game), proof: archivedProof(game) });
    } catch (error) {
      unavailable(res, error);
    }
  });

  app.get('/api/games', async (req, res) => {
    const query = listQuery(req.query);
    if (query === null) {
      // `limit` is a positive integer and `before` an end time in epoch ms.
      res.status(400).json({ error: 'bad-query' satisfies HttpRefusal });
      return;
    }
    try {
      const games = await tableStore.current.listFinished(query);
      const last = games[games.length - 1];
      // `next` is the `before` of the following page: the end time of this page's oldest game.
      res.json({
        games: games.map(summary),
        next: games.length === query.limit && last ? last.endedAt : null,
      });
    } catch (error) {
      unavailable(res, error);
    }
  });
}
