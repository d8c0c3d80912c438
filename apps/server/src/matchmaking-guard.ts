// Limits on matchmaking requests: how large (Colyseus reads them whole into memory) and how many per address.
import { matchMaker } from '@colyseus/core';
import type { JoinRefusal } from '@flotilla/protocol';
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import { settings } from './config';
import { addressLimit, type AddressLimit } from './cluster/limits';
import { clientAddress } from './rate-limit';
import { draining } from './readiness';

/** Create and join options are a few hundred bytes of JSON; anything far larger is refused unread. */
export const MAX_MATCHMAKE_BODY_BYTES = 16 * 1024;

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Colyseus 0.16 answers `POST /matchmake/…` itself, ahead of Express, and keeps every chunk of the body until it
 * ends: one 400 MB request took the server from 121 MB to 1.3 GB resident, so a few at once would end every
 * table on the server. Call this once Colyseus has attached its routes: it runs in front of them and refuses a
 * body larger than `maxBodyBytes` with a 413, whether it says so in `Content-Length` (unread) or not (cut off
 * where it passes the limit, before Colyseus sees its end).
 */
export function guardMatchmaking(server: HttpServer, maxBodyBytes = MAX_MATCHMAKE_BODY_BYTES): void {
  const listeners = server.listeners('request') as RequestListener[];
  // One window per server, read at each request: tests change the settings between suites.
  let perMinute = -1;
  let requests: AddressLimit | null = null;
  server.removeAllListeners('request');
  // The same test as Colyseus's own listener, so exactly the requests it answers are guarded.
  const route = `/${matchMaker.controller.matchmakeRoute}`;
  const pass = (req: IncomingMessage, res: ServerResponse) => {
    for (const listener of listeners) listener.call(server, req, res);
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST' || !(req.url ?? '').includes(route)) return pass(req, res);
    // Draining (SIGTERM): no new table and no join; a client retries, and finds the table after the restart.
    if (draining()) return unavailable(req, res);
    if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes) return refuse(req, res, maxBodyBytes);
    const limit = settings.current.matchmakePerMinute;
    if (limit !== perMinute) {
      perMinute = limit;
      requests = limit > 0 ? addressLimit('matchmake', limit, 60) : null;
    }
    const admit = () => {
      // Nothing reads the body before this point, so it waits unread in the stream until these listeners take it.
      let received = 0;
      req.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > maxBodyBytes) refuse(req, res, maxBodyBytes);
      });
      pass(req, res);
    };
    if (requests === null) return admit();
    const who = clientAddress(req, settings.current.trustProxy);
    void requests.take(who).then((taken) => (taken ? admit() : tooMany(req, res)));
  });
}

function refuse(req: IncomingMessage, res: ServerResponse, maxBodyBytes: number): void {
  // Colyseus's own listeners must not see the rest, nor the end, of a body it will never answer.
  req.removeAllListeners('data');
  req.removeAllListeners('end');
  if (res.headersSent) return void req.destroy();
  res.writeHead(413, { 'Content-Type': 'application/json', Connection: 'close' });
  res.end(
    JSON.stringify({
      code: 413,
      error: 'request-too-large' satisfies JoinRefusal,
      detail: { maxBytes: maxBodyBytes },
    }),
    () => req.destroy(),
  );
}

/**
 * The answer colyseus.js turns into a `ServerError` with this code and message (it reads `error` from the JSON
 * body of a failed request), with Colyseus's CORS headers so a page on another origin can read it too.
 */
function tooMany(req: IncomingMessage, res: ServerResponse): void {
  // Too many tables opened or joined: wait a minute.
  answer(req, res, 429, 'too-many-requests', 60);
}

/** 503, as Colyseus answers while it shuts down: the client's retry reads it as "no answer", not a refusal. */
function unavailable(req: IncomingMessage, res: ServerResponse): void {
  // The server is restarting: try again in a few seconds.
  answer(req, res, 503, 'server-restarting', 5);
}

function answer(
  req: IncomingMessage,
  res: ServerResponse,
  code: number,
  error: JoinRefusal,
  retryAfter: number,
): void {
  req.resume();
  const cors = {
    ...matchMaker.controller.DEFAULT_CORS_HEADERS,
    ...matchMaker.controller.getCorsHeaders.call(undefined, req),
  };
  res.writeHead(code, { ...cors, 'Content-Type': 'application/json', 'Retry-After': String(retryAfter) });
  res.end(JSON.stringify({ code, error }));
}
