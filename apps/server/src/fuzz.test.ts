// Fuzz: a hostile player floods a live table of each game with malformed and forged messages; the table still
// plays to the end, only the sender hears about it, and its final table is the replay of the accepted actions.
import { boot, type ColyseusTestServer } from '@colyseus/testing';
import { findGame, replay, type LoggedAction } from '@flotilla/rules';
import { appConfig } from './app';
import { readConfig, settings } from './config';
import { playRandomly, quickPlay, seeded, tableOf, until } from './testing/clients';
import { TABLE_KEY, projectedSteps } from './testing/replayed-table';

let colyseus: ColyseusTestServer;

beforeAll(async () => {
  settings.current = { ...readConfig(), botDelayMs: 1 };
  colyseus = await boot(appConfig, 2573);
});
afterAll(() => colyseus.shutdown());

const hostile: Array<[string, unknown]> = [
  ['act', null],
  ['act', 42],
  ['act', 'roll'],
  ['act', {}],
  ['act', { action: null }],
  ['act', { action: { type: 7 } }],
  ['act', { action: { type: 'roll', seat: 2 } }],
  ['act', { action: { type: 'attack', target: 0 } }],
  ['act', { action: { type: 'commit', strength: 99 } }],
  ['act', { action: { type: 'pick', die: -1 } }],
  ['act', { action: { type: 'x'.repeat(3000) } }],
  ['act', { action: { type: 'roll', nested: { deep: true } } }],
  ['act', { action: { type: 'roll' }, extra: 1 }],
  ['act', { action: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, i])) }],
  ['start', {}],
  ['bot', { seat: 1, on: true }],
  ['bot', { seat: 99, on: true }],
  ['ready', { ready: 'yes' }],
  ['profile', { name: '<script>', colour: 'crimson' }],
  ['profile', { name: 'x'.repeat(200), colour: 'nope' }],
  ['teleport', { to: 'treasure' }],
  ['__proto__', { polluted: true }],
];

describe.each(['captains-war', 'fifteen-men', 'eollis'] as const)(
  'a %s table under hostile messages',
  (id) => {
    it('answers every bad message with an error to its sender only, keeps playing and replays exactly', async () => {
      const clients = await quickPlay(colyseus, id, 3);
      const [attacker, ...others] = clients;
      if (attacker === undefined) throw new Error('no client');
      const stops = others.map((c, i) => playRandomly(c, seeded(i + 7)));
      stops.push(playRandomly(attacker, seeded(99)));
      let sent = 0;
      const random = seeded(5);
      while (tableOf(attacker).status !== 'over' && sent < 3000) {
        const [type, message] = hostile[Math.floor(random() * hostile.length)] as [string, unknown];
        attacker.room.send(type, message);
        sent++;
        if (sent % 10 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await until(() => tableOf(attacker).status === 'over', 90_000, 'the end of the game');
      stops.forEach((stop) => stop());
      await until(
        () => attacker.messages.filter((m) => m.type === 'error').length >= sent,
        10_000,
        'one error per bad message',
      );

      // Nobody else heard about the hostile messages: their errors are only their own stale or hasty moves.
      for (const other of others) {
        for (const m of other.messages.filter((x) => x.type === 'error')) {
          expect(['illegal-action', 'not-your-turn', 'not-playing', 'rate-limited']).toContain(
            (m.message as { code: string }).code,
          );
        }
      }
      const proof = attacker.messages.find((m) => m.type === 'proof')?.message as {
        game: string;
        seats: number;
        seed: string;
        options: unknown;
        log: LoggedAction[];
        outcome: unknown;
      };
      const game = findGame(proof.game);
      if (game === undefined) throw new Error('unknown game');
      const replayed = replay(
        game,
        { seats: proof.seats, seed: proof.seed, options: proof.options },
        proof.log,
      );
      expect(replayed.ok).toBe(true);
      if (!replayed.ok) return;
      expect(game.outcome(replayed.state)).toEqual(proof.outcome);
      // The table every client decoded is the projection of the replayed game, field for field.
      const { steps } = projectedSteps(proof);
      const decoded = (tableOf(attacker) as unknown as Record<string, unknown>)[TABLE_KEY[id]];
      expect(JSON.parse(steps.at(-1)?.table ?? 'null')).toEqual(decoded);
      expect(sent).toBeGreaterThan(200);
    }, 120_000);
  },
);
