// The server killed with SIGKILL several times in one game, on each store: every game comes back and ends.
import { findGame, replay, type LoggedAction } from '@flotilla/rules';
import type { GameProof } from '@flotilla/protocol';
import { Client } from 'colyseus.js';
import { freePort } from './testing/ports';
import { playRandomly, seeded, tableOf, until, watch, type Watched } from './testing/clients';
import { ServerChild } from './testing/server-child';
import { DIALECTS, scratchStore, type ScratchStore } from './testing/stores';
import { verifyProof } from './verify/verify';

const GAMES: ReadonlyArray<[string, number]> = [
  ['captains-war', 3],
  ['fifteen-men', 3],
  ['eollis', 3],
];
const KILLS = 3;

function accepted(watched: Watched): number {
  const seat = watched.seat;
  if (seat === null) return 0;
  return tableOf(watched).secrets[String(seat)]?.accepted ?? 0;
}

/** Each seat's actions in a log. */
function perSeat(log: ReadonlyArray<LoggedAction>, seats: number): number[] {
  const counts = Array.from({ length: seats }, () => 0);
  for (const { seat } of log) counts[seat] = (counts[seat] ?? 0) + 1;
  return counts;
}

describe.each(DIALECTS)('a server killed mid-game, on %s', (dialect) => {
  let scratch: ScratchStore;
  let port: number;
  let server: ServerChild | null = null;

  beforeAll(async () => {
    scratch = await scratchStore(dialect);
    port = await freePort();
    server = await ServerChild.start(port, { ...scratch.env, RECONNECT_SECONDS: '60' });
  }, 60_000);
  afterAll(async () => {
    await server?.crash();
    await scratch.remove();
  });

  it.each(GAMES)(
    '%s with %i players: the clients come back by seat token, see nothing they saw accepted missing, and finish',
    async (game, players) => {
      const random = seeded(game.length * 31 + players + (dialect === 'sqlite' ? 0 : 7));
      const client = new Client(`ws://127.0.0.1:${port}`);
      let seats: Watched[] = [];
      for (let i = 0; i < players; i++) {
        seats.push(watch(await client.joinOrCreate('table', { game, players, name: `Crew ${i + 1}` })));
      }
      await until(() => seats.every((w) => w.seat !== null && w.seatToken !== null), 10_000, 'the seats');
      const roomId = seats[0]?.room.roomId ?? '';
      let stops = seats.map((w, i) => playRandomly(w, seeded(i + 5)));
      await until(() => seats.every((w) => tableOf(w).status === 'playing'), 10_000, 'the start');

      let kills = 0;
      let target = 0;
      const over = () => seats.every((w) => tableOf(w).status === 'over');
      const total = () => seats.reduce((sum, w) => sum + accepted(w), 0);
      while (kills < KILLS) {
        // Behaviour, not timing: the kill comes after a random number of actions the clients saw accepted.
        target = total() + 2 + Math.floor(random() * 12);
        await until(() => total() >= target || over(), 60_000, 'actions before the kill');
        if (over()) break;
        stops.forEach((stop) => stop());
        await server?.crash();
        // What each client saw accepted when the server died.
        const seen = seats.map(accepted);
        kills++;
        server = await ServerChild.start(port, { ...scratch.env, RECONNECT_SECONDS: '60' });
        const back: Watched[] = [];
        for (const old of seats) {
          const room = await client.joinById(roomId, { reclaim: old.seatToken ?? '', name: 'Back' });
          back.push(watch(room));
        }
        await until(
          () => back.every((w, i) => w.seat === seats[i]?.seat && w.states.length > 0),
          10_000,
          'the players back in their seats',
        );
        back.forEach((w, i) => expect(accepted(w)).toBeGreaterThanOrEqual(seen[i] ?? 0));
        // The seat token stays the seat's: the next restart takes it back the same way.
        back.forEach((w, i) => expect(w.seatToken).toBe(seats[i]?.seatToken));
        seats = back;
        stops = seats.map((w, i) => playRandomly(w, seeded(kills * 10 + i)));
      }
      expect(kills).toBe(KILLS);
      await until(over, 90_000, 'the end of the game');
      stops.forEach((stop) => stop());
      await until(() => seats.every((w) => w.messages.some((m) => m.type === 'proof')), 5000, 'the proof');
      const proof = seats[0]?.messages.find((m) => m.type === 'proof')?.message as GameProof;
      const rules = findGame(proof.game);
      if (rules === undefined) throw new Error(`unknown game ${proof.game}`);
      const replayed = replay(
        rules,
        { seats: proof.seats, seed: proof.seed, options: proof.options },
        proof.log,
      );
      expect(replayed.ok).toBe(true);
      if (replayed.ok) expect(rules.outcome(replayed.state)).toEqual(proof.outcome);
      expect(JSON.parse((tableOf(seats[0] as Watched) as unknown as { outcome: string }).outcome)).toEqual(
        proof.outcome,
      );
      // Every seat's count of accepted actions, as its client saw it at the end, is its share of the log.
      const counts = perSeat(proof.log, players);
      expect(seats.map((w) => counts[w.seat ?? -1])).toEqual(seats.map(accepted));

      // The archive serves the same game by the id the proof carries, and it verifies.
      const archived = (await (await fetch(`http://127.0.0.1:${port}/api/games/${proof.gameId}`)).json()) as {
        proof: GameProof;
      };
      expect(archived.proof).toEqual(proof);
      expect(verifyProof(archived.proof).ok).toBe(true);
      await Promise.all(seats.map((w) => w.room.leave()));
    },
    120_000,
  );
});
