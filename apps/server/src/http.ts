// HTTP routes beside the game server: health, the games on offer, the archive, invite codes, monitor, the client.
import { matchMaker } from '@colyseus/core';
import { monitor } from '@colyseus/monitor';
import type { HttpRefusal } from '@flotilla/protocol';
import { games } from '@flotilla/rules';
import type { Express } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { mountArchive } from './archive';
import { tvPick } from './broadcast/registry';
import { settings } from './config';
import { resolveCode } from './invites';
import { registry } from './metrics';
import { requestLog } from './request-log';
import { unready } from './readiness';
import { currentCluster } from './cluster/cluster';
import { addressLimit } from './cluster/limits';
import { refuseFailedRequest } from './http-errors';
import { tvPickAcross } from './cluster/tv';
import { clientAddress } from './rate-limit';
import { serveClient } from './static-files';

/** Wrong invite codes allowed per address and minute: enough for typos, useless for enumeration. */
export const WRONG_CODES_PER_MINUTE = 10;

export function mountHttp(app: Express): void {
  // Shared by every process of a cluster: guessing codes on several processes is no faster.
  const wrongCodes = addressLimit('wrong-codes', WRONG_CODES_PER_MINUTE, 60);
  app.use(requestLog);
  // Alive: the process answers. Ready: it can take players (its store answers, it is not draining).
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true, games: Object.keys(games) });
  });
  app.get('/readyz', async (_req, res) => {
    const reason = await unready();
    if (reason === null) res.json({ ready: true });
    else res.status(503).json({ ready: false, reason });
  });

  // The games on offer; `/api/games` is the archive of games played.
  app.get('/api/catalogue', (_req, res) => {
    res.json(
      Object.values(games).map((game) => ({
        id: game.id,
        title: game.title,
        minSeats: game.minSeats,
        maxSeats: game.maxSeats,
        defaultOptions: game.defaultOptions,
      })),
    );
  });

  mountArchive(app);

  // The TV: the liveliest public table being played (of one game), as an audience broadcast link, delayed.
  app.get('/api/tv', async (req, res) => {
    const game = typeof req.query.game === 'string' && req.query.game !== '' ? req.query.game : null;
    const after = typeof req.query.after === 'string' && req.query.after !== '' ? req.query.after : null;
    // A cluster's TV looks at every process's tables; one process at its own.
    const pick =
      currentCluster() === null
        ? async (skip: string | null) => tvPick(game, skip)
        : (skip: string | null) => tvPickAcross(game, skip);
    const link = (await pick(after)) ?? (after === null ? null : await pick(null));
    // Nothing to show is an answer, not an error: the TV asks again in a moment.
    res.json(link === null ? { token: null } : { token: link.token, delaySeconds: link.delaySeconds });
  });

  app.get('/api/invites/:code', async (req, res) => {
    const who = clientAddress(req, settings.current.trustProxy);
    if (await wrongCodes.reached(who)) {
      res.status(429).json({ error: 'too-many-wrong-codes' satisfies HttpRefusal });
      return;
    }
    const roomId = await resolveCode(matchMaker.presence, String(req.params.code));
    if (roomId === null) {
      await wrongCodes.take(who);
      res.status(404).json({ error: 'unknown-code' satisfies HttpRefusal });
      return;
    }
    // What the invite's landing card shows before anyone sits down: the game, its size, who hosts, how full.
    const [listing] = await matchMaker.query({ roomId });
    res.json({ roomId, ...inviteCard(listing?.metadata) });
  });

  // The monitor shows every room's full state, secrets included: only behind a password. The metrics hold no
  // secret, but say how busy the server is: behind the same one (Prometheus's `basic_auth`, user `admin`).
  const password = settings.current.monitorPassword;
  if (password !== null) {
    const expected = Buffer.from(`Basic ${Buffer.from(`admin:${password}`).toString('base64')}`);
    const authorised = (header: string | undefined) => {
      const given = Buffer.from(header ?? '');
      return given.length === expected.length && timingSafeEqual(given, expected);
    };
    app.get('/metrics', async (req, res) => {
      if (!authorised(req.headers.authorization)) {
        res.setHeader('WWW-Authenticate', 'Basic realm="metrics"');
        res.status(401).end();
        return;
      }
      res.setHeader('Content-Type', registry.contentType);
      res.end(await registry.metrics());
    });
    app.use('/colyseus', (req, res, next) => {
      // Colyseus's tools allow every origin, with credentials, on every route. A page elsewhere that an admin
      // visits must neither read the monitor (every table's secrets) nor dispose rooms through it.
      res.removeHeader('Access-Control-Allow-Origin');
      res.removeHeader('Access-Control-Allow-Credentials');
      // Behind a trusted proxy the page's host may be the one the proxy was asked for, not the one it forwards to.
      const forwarded = settings.current.trustProxy ? req.headers['x-forwarded-host'] : undefined;
      const hosts = [req.headers.host, ...(typeof forwarded === 'string' ? forwarded.split(',') : [])];
      if (!hosts.some((host) => sameOrigin(req.headers.origin, host?.trim()))) {
        res.status(403).end();
        return;
      }
      if (authorised(req.headers.authorization)) return next();
      res.setHeader('WWW-Authenticate', 'Basic realm="monitor"');
      res.status(401).end();
    });
    app.use('/colyseus', monitor());
  }

  const clientDir = settings.current.clientDir ?? path.resolve(__dirname, '../../client/dist');
  if (existsSync(clientDir)) {
    serveClient(app, clientDir);
  } else {
    app.get('/', (_req, res) => {
      res
        .type('text/plain')
        .send(
          'Flotilla server is running, without the browser client: `npm start` builds it (or `npm run build:client`).\n',
        );
    });
  }
  // Last: what any route above threw, and a path Express cannot decode, answered as JSON.
  app.use(refuseFailedRequest);
}

/** The public facts of a table that an invite names (the room's lobby metadata); nothing else is passed on. */
export function inviteCard(metadata: unknown): Record<string, string | number> {
  const card: Record<string, string | number> = {};
  if (typeof metadata !== 'object' || metadata === null) return card;
  const m = metadata as Record<string, unknown>;
  for (const key of ['game', 'status', 'host'] as const) if (typeof m[key] === 'string') card[key] = m[key];
  for (const key of ['players', 'seated'] as const) if (typeof m[key] === 'number') card[key] = m[key];
  return card;
}

/** True for a request without an Origin (not sent by a browser script), or from the page's own host. */
export function sameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
