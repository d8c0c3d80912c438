// Every HTTP request gets an id (the caller's `X-Request-Id` if it is a plain token, else a new one), answered in
// the same header; a request to the API, the metrics or the monitor is logged once, with it, when it ends.
import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { logger } from './logger';

const GIVEN_ID = /^[\w.:-]{1,64}$/;
/** Routes worth a line each; the client's files and the probes (`/healthz`, `/readyz`) are not. */
const LOGGED = /^\/(api|metrics|colyseus)(\/|$)/;

export function requestLog(req: Request, res: Response, next: NextFunction): void {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  const started = performance.now();
  res.on('finish', () => {
    const failed = res.statusCode >= 500;
    if (!failed && !LOGGED.test(req.path)) return;
    // The route, not the path: an invite code or a private game's archive id in a path opens that table or game
    // to whoever reads the logs. Never the query string either: logs last.
    const line = {
      request: id,
      method: req.method,
      path: loggedPath(req),
      status: res.statusCode,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (failed) logger.warn(line, 'http request failed');
    else logger.info(line, 'http request');
  });
  next();
}

/** The matched route's pattern (`/api/invites/:code`), else the path (no route: no parameter to hide). */
function loggedPath(req: Request): string {
  const route = (req as { route?: { path?: unknown } }).route;
  return typeof route?.path === 'string' ? `${req.baseUrl}${route.path}` : req.path;
}
