// The last word on a request that failed: a JSON refusal, as every API route answers, instead of Express's HTML
// page, which outside production shows the stack and the server's file paths to whoever sent the request.
import type { ErrorCode, HttpRefusal } from '@flotilla/protocol';
import type { NextFunction, Request, Response } from 'express';
import { logger } from './logger';

/** A status Express gives an error it made from the request itself (a path that is not valid percent-encoding). */
function clientStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/** Mounted after every route: Express calls it with what a route threw or passed to `next`. */
export function refuseFailedRequest(error: unknown, req: Request, res: Response, next: NextFunction): void {
  // Already answering (a stream cut off midway): only Express can end it.
  if (res.headersSent) return next(error);
  const status = clientStatus(error);
  if (status !== null) {
    res.status(status).json({ error: 'bad-query' satisfies HttpRefusal });
    return;
  }
  logger.error({ err: error, method: req.method, path: req.path }, 'http route failed');
  res.status(500).json({ error: 'internal-error' satisfies ErrorCode });
}
