// HTTP routes: health, games on offer, and the monitor that exists only behind a password.
import express from 'express';
import type { AddressInfo } from 'node:net';
import { readConfig, settings } from './config';
import { mountHttp } from './http';

async function serve(monitorPassword: string | null): Promise<{ url: string; close: () => void }> {
  settings.current = { ...readConfig(), monitorPassword };
  const app = express();
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
      const games = (await (await fetch(`${url}/api/games`)).json()) as Array<{
        id: string;
        minSeats: number;
      }>;
      expect(games.map((g) => g.id).sort()).toEqual(['captains-war', 'eollis', 'fifteen-men']);
    } finally {
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

  it('reads its settings from the environment, with defaults when unset', () => {
    expect(readConfig({})).toMatchObject({ port: 2567, reconnectSeconds: 60, monitorPassword: null });
    expect(readConfig({ PORT: '3000', RECONNECT_SECONDS: '5', MONITOR_PASSWORD: 'short' })).toMatchObject({
      port: 3000,
      reconnectSeconds: 5,
      monitorPassword: null,
    });
  });
});
