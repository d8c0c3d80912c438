// The archive: a finished game by its id (summary and proof), and the list of recent public games only.
import { boot, type ColyseusTestServer } from '@colyseus/testing';
import type { GameProof } from '@flotilla/protocol';
import { appConfig } from './app';
import { readConfig, settings } from './config';
import { playRandomly, quickPlay, seeded, tableOf, until, watch, type Watched } from './testing/clients';
import { verifyProof } from './verify/verify';

const PORT = 2584;
const url = (path: string) => `http://127.0.0.1:${PORT}${path}`;
let colyseus: ColyseusTestServer;

beforeAll(async () => {
  settings.current = { ...readConfig(), botDelayMs: 1 };
  colyseus = await boot(appConfig, PORT);
});
afterAll(() => colyseus.shutdown());

async function proofAtEnd(clients: Watched[]): Promise<GameProof> {
  await until(() => clients.every((c) => tableOf(c).status === 'over'), 60_000, 'the end');
  await until(() => clients.every((c) => c.messages.some((m) => m.type === 'proof')), 5000, 'the proof');
  return clients[0]?.messages.find((m) => m.type === 'proof')?.message as GameProof;
}

interface Listed {
  games: Array<{ gameId: string; endedAt: number }>;
  next: number | null;
}

it('serves each finished game by its id and lists the public ones, most recent first', async () => {
  // A private table of one person and a bot.
  const host = watch(
    await colyseus.sdk.create('table', { game: 'fifteen-men', players: 2, private: true, name: 'Anne' }),
  );
  await until(() => host.seat === 0, 5000, 'the seat');
  host.room.send('bot', { seat: 1, on: true });
  await until(() => tableOf(host).secrets['0'] !== undefined, 5000, 'the secrets');
  host.room.send('start', {});
  const stopHost = playRandomly(host, seeded(3));
  const secret = await proofAtEnd([host]);
  stopHost();

  // Two public quick-play games of strangers.
  const publicProofs: GameProof[] = [];
  for (const seed of [5, 9]) {
    const clients = await quickPlay(colyseus, 'fifteen-men', 2);
    const stops = clients.map((c, i) => playRandomly(c, seeded(seed + i)));
    publicProofs.push(await proofAtEnd(clients));
    stops.forEach((stop) => stop());
    await Promise.all(clients.map((c) => c.room.leave()));
  }

  for (const proof of [secret, ...publicProofs]) {
    expect(proof.gameId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const response = await fetch(url(`/api/games/${proof.gameId}`));
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      game: string;
      seats: Array<{ seat: number; name: string; bot: boolean }>;
      outcome: unknown;
      startedAt: number;
      endedAt: number;
      proof: GameProof;
    };
    expect(body.proof).toEqual(proof);
    expect(body.outcome).toEqual(proof.outcome);
    expect(body.game).toBe('fifteen-men');
    expect(body.endedAt).toBeGreaterThanOrEqual(body.startedAt);
    expect(verifyProof(body.proof).ok).toBe(true);
  }
  const secretGame = (await (await fetch(url(`/api/games/${secret.gameId}`))).json()) as {
    seats: Array<{ name: string; bot: boolean }>;
  };
  expect(secretGame.seats).toEqual([
    expect.objectContaining({ seat: 0, name: 'Anne', bot: false }),
    expect.objectContaining({ seat: 1, name: 'Bot 2', bot: true }),
  ]);

  const all = (await (await fetch(url('/api/games'))).json()) as Listed;
  const ids = all.games.map((g) => g.gameId);
  expect(ids).toEqual([publicProofs[1]?.gameId, publicProofs[0]?.gameId]);
  expect(JSON.stringify(all)).not.toContain('"seed"');
  const first = (await (await fetch(url('/api/games?limit=1'))).json()) as Listed;
  expect(first.games.map((g) => g.gameId)).toEqual([publicProofs[1]?.gameId]);
  const second = (await (await fetch(url(`/api/games?limit=1&before=${first.next}`))).json()) as Listed;
  expect(second.games.map((g) => g.gameId)).toEqual([publicProofs[0]?.gameId]);
  expect((await fetch(url('/api/games?limit=zero'))).status).toBe(400);
  for (const bad of [
    'limit=0',
    'limit=0x10',
    'limit=1e2',
    'limit=-1',
    'limit=1&limit=2',
    'before=-1',
    'before=1.5',
  ])
    expect([bad, (await fetch(url(`/api/games?${bad}`))).status]).toEqual([bad, 400]);
}, 120_000);
