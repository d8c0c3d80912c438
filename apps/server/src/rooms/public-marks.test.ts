// A restored table's public version and log hash are what everyone had seen, never a count of the secret picks.
import { boot, type ColyseusTestServer } from '@colyseus/testing';
import type { GameProof } from '@flotilla/protocol';
import { findGame } from '@flotilla/rules';
import { appConfig } from '../app';
import { readConfig, settings } from '../config';
import { playRandomly, quickPlay, seeded, tableOf, until, watch } from '../testing/clients';
import { TableKeeper } from '../store/keeper';
import { noStore } from '../store/no-store';
import { Match } from './match';
import { PublicMarksFollower } from './public-marks';

let colyseus: ColyseusTestServer;

beforeAll(async () => {
  settings.current = { ...readConfig(), botDelayMs: 1 };
  colyseus = await boot(appConfig, 2581);
});
afterEach(() => colyseus.cleanup());
afterAll(() => colyseus.shutdown());

describe('the public marks of a kept game', () => {
  it.each([
    ['captains-war', 4],
    ['fifteen-men', 3],
  ] as const)(
    'are, after every step of a %s game of %i, the version and log hash the audience last saw',
    async (id, players) => {
      const clients = await quickPlay(colyseus, id, players);
      const spectator = watch(await colyseus.sdk.joinById(clients[0]?.room.roomId ?? '', { spectate: true }));
      const stops = clients.map((c, i) => playRandomly(c, seeded(i + 41)));
      await until(() => tableOf(spectator).status === 'over', 90_000, 'the end of the game');
      stops.forEach((stop) => stop());
      await until(() => spectator.messages.some((m) => m.type === 'proof'), 5000, 'the proof');
      const proof = spectator.messages.find((m) => m.type === 'proof')?.message as GameProof;

      // What the audience saw: each public version with the log hash published with it.
      const seen = new Map<number, string>();
      for (const json of spectator.states) {
        const { version, logHash } = JSON.parse(json) as { version: number; logHash: string };
        seen.set(version, logHash);
      }

      const game = findGame(proof.game);
      if (game === undefined) throw new Error(`unknown game ${proof.game}`);
      const match = new Match(
        game,
        proof.options,
        proof.seats,
        proof.seed,
        new TableKeeper(noStore, proof.gameId, 'replay'),
      );
      const marks = new PublicMarksFollower(game, proof.seats, match.dealt(), match.setupHash);
      let compared = 0;
      match.restore(proof.log, (step, logHash) => {
        marks.follow(step, logHash);
        const saw = seen.get(marks.current.version);
        if (saw === undefined) return;
        expect(marks.current.logHash).toBe(saw);
        compared++;
      });
      expect(marks.current.version).toBe(tableOf(spectator).version);
      expect(marks.current.logHash).toBe(seen.get(marks.current.version));
      expect(compared).toBeGreaterThan(proof.log.length / 2);
      // Captains' War's boarding picks were quiet: the marks do not count them.
      if (id === 'captains-war') expect(marks.current.version).toBeLessThan(proof.log.length);
    },
    120_000,
  );
});
