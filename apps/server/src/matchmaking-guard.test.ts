// Matchmaking requests with huge bodies are refused before Colyseus buffers them, an address that opens tables
// by the dozen is throttled, and ordinary requests still work.
import { boot, type ColyseusTestServer } from '@colyseus/testing';
import { request } from 'node:http';
import { appConfig } from './app';
import { Client } from 'colyseus.js';
import { readConfig, settings } from './config';
import { MAX_MATCHMAKE_BODY_BYTES } from './matchmaking-guard';
import { quickPlay } from './testing/clients';

const PORT = 2581;
let colyseus: ColyseusTestServer;

beforeAll(async () => {
  settings.current = { ...readConfig(), botDelayMs: 1 };
  colyseus = await boot(appConfig, PORT);
});
afterAll(() => colyseus.shutdown());
afterEach(() => {
  settings.current = { ...settings.current, matchmakePerMinute: 0, trustProxy: false };
});

/** POSTs `bytes` bytes of JSON whitespace to a matchmaking route; chunked when `declare` is false. */
function post(bytes: number, declare: boolean): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: PORT,
        method: 'POST',
        path: '/matchmake/joinOrCreate/table',
        headers: { 'Content-Type': 'application/json', ...(declare ? { 'Content-Length': bytes } : {}) },
      },
      (res) => {
        const answered = res.statusCode ?? 0;
        status = answered;
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: answered, body }));
        // The server may close the connection right after a refusal, while this side is still sending.
        res.on('error', () => resolve({ status: answered, body }));
      },
    );
    let status: number | null = null;
    let body = '';
    req.on('error', (error) => (status === null ? reject(error) : resolve({ status, body })));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const write = (): void => {
      while (sent < bytes) {
        const part = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += part.length;
        if (!req.write(part)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

describe('matchmaking request bodies', () => {
  it('refuses a body that declares more than the limit, unread', async () => {
    const reply = await post(8 * 1024 * 1024, true);
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body)).toEqual({
      code: 413,
      error: 'request-too-large',
      detail: { maxBytes: MAX_MATCHMAKE_BODY_BYTES },
    });
  });

  it('cuts off a chunked body once it passes the limit', async () => {
    const reply = await post(8 * 1024 * 1024, false);
    expect(reply.status).toBe(413);
  });

  it('still answers requests within the limit, and tables still open', async () => {
    const small = await post(MAX_MATCHMAKE_BODY_BYTES - 2, true);
    // All whitespace is not JSON: Colyseus's own answer, not the guard's.
    expect(small.status).toBe(200);
    const clients = await quickPlay(colyseus, 'captains-war', 2);
    expect(clients.map((c) => c.seat)).toEqual([0, 1]);
  });
});

/** Opens a private table and leaves it at once: 'opened', or the refusal's code (and message). */
function open(client: Client, game: string, withMessage = true): Promise<string> {
  return client.create('table', { game, players: 2, name: 'Opener', private: true }).then(
    (room) => {
      room.onMessage('*', () => undefined);
      void room.leave();
      return 'opened';
    },
    (error: { code?: number; message?: string }) =>
      withMessage ? `${error.code}: ${error.message}` : String(error.code),
  );
}

describe('matchmaking requests per address', () => {
  it('refuses an address past its limit with a 429 that colyseus.js reports, and leaves others alone', async () => {
    settings.current = { ...settings.current, matchmakePerMinute: 5, trustProxy: true };
    const sdk = (address: string) => {
      const client = new Client(`http://127.0.0.1:${PORT}`);
      client.http.headers = { 'X-Forwarded-For': address };
      return client;
    };
    const outcomes: string[] = [];
    // What the client wrote comes first and changes every time; the proxy appended the address it saw.
    for (let i = 0; i < 7; i++) outcomes.push(await open(sdk(`10.0.0.${i}, 203.0.113.7`), 'captains-war'));
    expect(outcomes.slice(0, 5)).toEqual(Array(5).fill('opened'));
    expect(outcomes.slice(5)).toEqual(Array(2).fill('429: too-many-requests'));
    // Another address is counted apart.
    expect(await open(sdk('198.51.100.2'), 'captains-war')).toBe('opened');
  });

  it('counts the socket address, not a forwarded one, unless told a proxy sets it', async () => {
    settings.current = { ...settings.current, matchmakePerMinute: 3, trustProxy: false };
    const outcomes: string[] = [];
    for (let i = 0; i < 4; i++) {
      const client = new Client(`http://127.0.0.1:${PORT}`);
      client.http.headers = { 'X-Forwarded-For': `192.0.2.${i}` };
      outcomes.push(await open(client, 'fifteen-men', false));
    }
    expect(outcomes).toEqual(['opened', 'opened', 'opened', '429']);
  });
});
