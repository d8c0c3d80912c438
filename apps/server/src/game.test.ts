// Full games over real WebSockets: random legal clients play to the end; the published log replays exactly.
import { boot, type ColyseusTestServer } from '@colyseus/testing';
import { findGame, replay, type LoggedAction } from '@flotilla/rules';
import { setupHash, type GameProof } from '@flotilla/protocol';
import { appConfig } from './app';
import { readConfig, settings } from './config';
import { playRandomly, quickPlay, seeded, tableOf, until } from './testing/clients';
import { verifyProof } from './verify/verify';

let colyseus: ColyseusTestServer;

beforeAll(async () => {
  settings.current = { ...readConfig(), botDelayMs: 1, reconnectSeconds: 2 };
  colyseus = await boot(appConfig, 2571);
});
afterEach(() => colyseus.cleanup());
afterAll(() => colyseus.shutdown());

/** The log hashes a client saw during the game, in order, each once. */
function seenHashes(states: ReadonlyArray<string>): string[] {
  const seen: string[] = [];
  for (const state of states) {
    const { logHash } = JSON.parse(state) as { logHash: string };
    if (logHash !== '' && seen[seen.length - 1] !== logHash) seen.push(logHash);
  }
  return seen;
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
    const table = clients[0]?.room.state.toJSON() as { seed: string; setupHash: string; outcome: string };
    await until(() => clients.every((c) => c.messages.some((m) => m.type === 'proof')), 5000, 'the proof');
    const published = clients[0]?.messages.find((m) => m.type === 'proof')?.message as GameProof;
    expect(published.seed).toBe(table.seed);
    expect(setupHash(published)).toBe(table.setupHash);
    // Each client checks the proof against the log hashes it saw during the game.
    for (const client of clients) {
      const seen = seenHashes(client.states);
      expect(seen.length).toBeGreaterThan(1);
      expect(verifyProof({ ...published, seen })).toMatchObject({ ok: true });
    }
    const rules = findGame(published.game);
    expect(rules).toBeDefined();
    if (rules === undefined) return;
    const replayed = replay(
      rules,
      { seats: published.seats, seed: published.seed, options: published.options },
      published.log as LoggedAction[],
    );
    expect(replayed.ok).toBe(true);
    if (replayed.ok) expect(rules.outcome(replayed.state)).toEqual(JSON.parse(table.outcome));
  }, 90_000);
});
