// A request Express cannot route or a route that throws gets a JSON refusal like every other API answer: never
// Express's HTML page, which (outside production) shows the stack with the server's file paths.
import express from 'express';
import type { AddressInfo } from 'node:net';
import { readConfig, settings } from './config';
import { mountHttp } from './http';

async function serve(): Promise<{ url: string; close: () => void }> {
  settings.current = { ...readConfig(), monitorPassword: null };
  const app = express();
  // A route of the app's that fails, to see what its caller is told.
  app.get('/api/failing', () => {
    throw new Error('a failure that names /srv/flotilla/secret.ts');
  });
  mountHttp(app);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

describe('a request that fails', () => {
  it.each(['/api/games/%ff%fe', '/api/invites/%E0%A4%A', '/api/games/%'])(
    'is refused as JSON when its path cannot be decoded: %s',
    async (path) => {
      const { url, close } = await serve();
      try {
        const response = await fetch(`${url}${path}`);
        const body = await response.text();
        expect(response.status).toBe(400);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(JSON.parse(body)).toEqual({ error: 'bad-query' });
      } finally {
        close();
      }
    },
  );

  it('answers a route that throws with a JSON 500 that tells nothing of the server', async () => {
    const { url, close } = await serve();
    try {
      const response = await fetch(`${url}/api/failing`);
      const body = await response.text();
      expect(response.status).toBe(500);
      expect(JSON.parse(body)).toEqual({ error: 'internal-error' });
      expect(body).not.toContain('secret.ts');
      // The routes after it still answer.
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
    } finally {
      close();
    }
  });
});
