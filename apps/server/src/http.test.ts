// HTTP routes: health, games on offer, and the monitor that exists only behind a password.
import express from 'express';
import type { AddressInfo } from 'node:net';
import { readConfig, settings } from './config';
import { mountHttp, sameOrigin } from './http';
import { logger } from './logger';

async function serve(
  monitorPassword: string | null,
  trustProxy = false,
): Promise<{ url: string; close: () => void }> {
  settings.current = { ...readConfig(), monitorPassword, trustProxy };
  const app = express();
  // As @colyseus/tools does before our routes: every origin allowed, with credentials.
  app.use((req, res, next) => {
    if (req.headers.origin !== undefined) {
      res.setHeader('Access-Control-Allow-Origin', req.headers.origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
    }
    next();
  });
  mountHttp(app);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

describe('HTTP routes', () => {
  it('answer /healthz and list the games with their seat counts', async () => {
    const { url, close } = await serve(null);
    try {
      expect(await (await fetch(`${url}/healthz`)).json()).toMatchObject({ ok: true });
      const games = (await (await fetch(`${url}/api/catalogue`)).json()) as Array<{
        id: string;
        minSeats: number;
      }>;
      expect(games.map((g) => g.id).sort()).toEqual(['captains-war', 'eollis', 'fifteen-men']);
    } finally {
      close();
    }
  });

  it('give each request an id, answered in X-Request-Id and logged with the API request', async () => {
    const { url, close } = await serve(null);
    const lines: Array<Record<string, unknown>> = [];
    const info = jest.spyOn(logger, 'info').mockImplementation(((line: Record<string, unknown>) => {
      lines.push(line);
    }) as never);
    try {
      const mine = await fetch(`${url}/api/catalogue`, { headers: { 'X-Request-Id': 'trace-42' } });
      expect(mine.headers.get('x-request-id')).toBe('trace-42');
      const fresh = await fetch(`${url}/api/catalogue`, {
        headers: { 'X-Request-Id': 'no spaces <allowed>' },
      });
      const id = fresh.headers.get('x-request-id') ?? '';
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      await fetch(`${url}/healthz`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(lines).toEqual([
        expect.objectContaining({ request: 'trace-42', method: 'GET', path: '/api/catalogue', status: 200 }),
        expect.objectContaining({ request: id, path: '/api/catalogue' }),
      ]);
    } finally {
      info.mockRestore();
      close();
    }
  });

  it('log the route, never the invite code or archive id in a path: either opens a private table or game', async () => {
    const { url, close } = await serve(null);
    const lines: Array<Record<string, unknown>> = [];
    const record = ((line: Record<string, unknown>) => {
      lines.push(line);
    }) as never;
    const info = jest.spyOn(logger, 'info').mockImplementation(record);
    const warn = jest.spyOn(logger, 'warn').mockImplementation(record);
    try {
      await fetch(`${url}/api/invites/SECR3T1`);
      await fetch(`${url}/api/games/Zq8sEcretArchiveId_42x`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(lines.map((line) => line.path)).toEqual(['/api/invites/:code', '/api/games/:id']);
      expect(JSON.stringify(lines)).not.toMatch(/SECR3T1|Zq8sEcretArchiveId_42x/);
    } finally {
      info.mockRestore();
      warn.mockRestore();
      close();
    }
  });

  it('keep the monitor (which shows hidden state) off without a password, and behind it with one', async () => {
    const off = await serve(null);
    try {
      expect((await fetch(`${off.url}/colyseus`)).status).toBe(404);
    } finally {
      off.close();
    }
    const on = await serve('a-long-secret');
    try {
      expect((await fetch(`${on.url}/colyseus`)).status).toBe(401);
      const wrong = `Basic ${Buffer.from('admin:nope').toString('base64')}`;
      expect((await fetch(`${on.url}/colyseus`, { headers: { authorization: wrong } })).status).toBe(401);
      const right = `Basic ${Buffer.from('admin:a-long-secret').toString('base64')}`;
      expect((await fetch(`${on.url}/colyseus/`, { headers: { authorization: right } })).status).toBe(200);
    } finally {
      on.close();
    }
  });

  it('keep the monitor from pages of other origins, even with the password cached', async () => {
    const on = await serve('a-long-secret');
    const authorization = `Basic ${Buffer.from('admin:a-long-secret').toString('base64')}`;
    try {
      const foreign = await fetch(`${on.url}/colyseus/api`, {
        headers: { authorization, origin: 'https://evil.example' },
      });
      expect(foreign.status).toBe(403);
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
      const disposal = await fetch(`${on.url}/colyseus/api/room`, {
        method: 'DELETE',
        headers: { authorization, origin: 'https://evil.example' },
      });
      expect(disposal.status).toBe(403);
      const own = await fetch(`${on.url}/colyseus/`, { headers: { authorization, origin: on.url } });
      expect(own.status).toBe(200);
      expect(own.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      on.close();
    }
  });

  it('let the admin’s page through a trusted proxy that forwards to another host name', async () => {
    const authorization = `Basic ${Buffer.from('admin:a-long-secret').toString('base64')}`;
    const headers = { authorization, origin: 'https://games.example', 'x-forwarded-host': 'games.example' };
    const behind = await serve('a-long-secret', true);
    try {
      expect((await fetch(`${behind.url}/colyseus/`, { headers })).status).toBe(200);
    } finally {
      behind.close();
    }
    // Without a trusted proxy the header is the client's own word.
    const direct = await serve('a-long-secret', false);
    try {
      expect((await fetch(`${direct.url}/colyseus/`, { headers })).status).toBe(403);
    } finally {
      direct.close();
    }
  });

  it('tell a page its own origin from another', () => {
    expect(sameOrigin(undefined, 'localhost:2567')).toBe(true);
    expect(sameOrigin('http://localhost:2567', 'localhost:2567')).toBe(true);
    expect(sameOrigin('https://evil.example', 'localhost:2567')).toBe(false);
    expect(sameOrigin('null', 'localhost:2567')).toBe(false);
  });

  it('reads its settings from the environment, with defaults when unset', () => {
    expect(readConfig({})).toMatchObject({ port: 2567, reconnectSeconds: 60, monitorPassword: null });
    expect(readConfig({ PORT: '3000', RECONNECT_SECONDS: '5', MONITOR_PASSWORD: '' })).toMatchObject({
      port: 3000,
      reconnectSeconds: 5,
      monitorPassword: null,
    });
  });
});
