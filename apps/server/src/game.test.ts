// Full games over real WebSockets: random legal clients play to the end; the published log replays exactly.
import { boot, type ColyseusTestServer } from '@colyseus/testing';
import { findGame, replay, type LoggedAction } from '@flotilla/rules';
import { createHash } from 'node:crypto';
import { appConfig } from './app';
import { readConfig, settings } from './config';
import { playRandomly, quickPlay, seeded, tableOf, until } from './testing/clients';

let colyseus: ColyseusTestServer;

beforeAll(async () => {
  settings.current = { ...readConfig(), botDelayMs: 1, reconnectSeconds: 2 };
  colyseus = await boot(appConfig, 2571);
});
afterEach(() => colyseus.cleanup());
afterAll(() => colyseus.shutdown());

interface PublishedLog {
  game: string;
  seats: number;
  options: unknown;
  seedHash: string;
  seed: string;
  log: LoggedAction[];
  outcome: unknown;
}

describe.each([
  ['captains-war', 4],
  ['captains-war', 2],
  ['fifteen-men', 3],
  ['eollis', 4],
])('a full game of %s with %i random legal clients', (game, players) => {
  it('plays to the end and publishes a seed and log that replay into the same outcome', async () => {
    const clients = await quickPlay(colyseus, game, players);
    const stops = clients.map((c, i) => playRandomly(c, seeded(i + 11)));
    await until(() => clients.every((c) => tableOf(c).status === 'over'), 60_000, 'the end of the game');
    stops.forEach((stop) => stop());
    const table = clients[0]?.room.state.toJSON() as { seed: string; seedHash: string; outcome: string };
    expect(createHash('sha256').update(table.seed).digest('hex')).toBe(table.seedHash);
    await until(() => clients.every((c) => c.messages.some((m) => m.type === 'proof')), 5000, 'the proof');
    const published = clients[0]?.messages.find((m) => m.type === 'proof')?.message as PublishedLog;
    expect(published.seed).toBe(table.seed);
    const rules = findGame(published.game);
    expect(rules).toBeDefined();
    if (rules === undefined) return;
    const replayed = replay(
      rules,
      { seats: published.seats, seed: published.seed, options: published.options },
      published.log,
    );
    expect(replayed.ok).toBe(true);
    if (replayed.ok) expect(rules.outcome(replayed.state)).toEqual(JSON.parse(table.outcome));
  }, 90_000);
});
