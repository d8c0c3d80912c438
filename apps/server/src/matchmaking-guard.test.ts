// Matchmaking requests with huge bodies are refused before Colyseus buffers them; ordinary ones still work.
import { boot, type ColyseusTestServer } from '@colyseus/testing';
import { request } from 'node:http';
import { appConfig } from './app';
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
    expect(reply.body).toContain('at most');
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
