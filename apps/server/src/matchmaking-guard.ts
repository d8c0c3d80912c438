// A limit on matchmaking requests, which Colyseus reads whole into memory before parsing them.
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';

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
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'POST' && (req.url ?? '').includes('/matchmake')) {
      if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes) return refuse(req, res, maxBodyBytes);
      let received = 0;
      req.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > maxBodyBytes) refuse(req, res, maxBodyBytes);
      });
    }
    for (const listener of listeners) listener.call(server, req, res);
  });
}

function refuse(req: IncomingMessage, res: ServerResponse, maxBodyBytes: number): void {
  // Colyseus's own listeners must not see the rest, nor the end, of a body it will never answer.
  req.removeAllListeners('data');
  req.removeAllListeners('end');
  if (res.headersSent) return void req.destroy();
  res.writeHead(413, { 'Content-Type': 'application/json', Connection: 'close' });
  res.end(
    JSON.stringify({ code: 413, error: `A matchmaking request is at most ${maxBodyBytes} bytes.` }),
    () => req.destroy(),
  );
}
