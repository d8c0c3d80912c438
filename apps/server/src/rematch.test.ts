// "Play again with the same people": one new private table with the same options, announced to the seated players.
import { boot, type ColyseusTestServer } from '@colyseus/testing';
import { appConfig } from './app';
import { readConfig, settings } from './config';
import { playRandomly, seeded, tableOf, until, watch, type Watched } from './testing/clients';

let colyseus: ColyseusTestServer;

beforeAll(async () => {
  settings.current = { ...readConfig(), botDelayMs: 1, reconnectSeconds: 1 };
  colyseus = await boot(appConfig, 2578);
});
afterEach(() => colyseus.cleanup());
afterAll(() => colyseus.shutdown());

const rematchOf = (c: Watched): string | undefined =>
  (c.messages.find((m) => m.type === 'rematch')?.message as { roomId?: string } | undefined)?.roomId;

describe('rematch', () => {
  it('is refused before the end, then opens one table for the same players, and never tells its id to the audience', async () => {
    const host = watch(
      await colyseus.sdk.create('table', {
        game: 'captains-war',
        players: 2,
        private: true,
        turnSeconds: 60,
        name: 'Anne',
      }),
    );
    await until(() => host.inviteCode !== null, 5000, 'the invite code');
    const friend = watch(await colyseus.sdk.joinById(host.room.roomId, { name: 'Bart' }));
    const audience = watch(await colyseus.sdk.joinById(host.room.roomId, { name: 'Cleo', spectate: true }));
    await until(() => friend.seat === 1, 5000, 'the friend’s seat');
    host.room.send('rematch', {});
    await until(() => host.messages.some((m) => m.type === 'error'), 5000, 'a refusal');
    expect((host.messages.find((m) => m.type === 'error')?.message as { code: string }).code).toBe(
      'not-over',
    );

    friend.room.send('ready', { ready: true });
    await until(() => tableOf(host).status === 'waiting' && friend.states.length > 1, 5000, 'ready');
    host.room.send('start', {});
    const stops = [host, friend].map((c, i) => playRandomly(c, seeded(i + 5)));
    await until(() => tableOf(audience).status === 'over', 60_000, 'the end of the game');
    stops.forEach((stop) => stop());

    // Random play sends as fast as the table answers, so its last seconds may have emptied a player's message
    // allowance (20 a second): such a request is refused as rate-limited, and asked again as a person would.
    const refusalsBefore = [host, friend].map((c) => c.messages.filter((m) => m.type === 'error').length);
    const everyoneTold = () => [host, friend].every((c) => rematchOf(c) !== undefined);
    for (let attempt = 0; attempt < 10 && !everyoneTold(); attempt++) {
      host.room.send('rematch', {});
      friend.room.send('rematch', {});
      await until(everyoneTold, 500, 'the rematch').catch(() => undefined);
    }
    expect(everyoneTold()).toBe(true);
    [host, friend].forEach((c, i) => {
      const refusals = c.messages.filter((m) => m.type === 'error').slice(refusalsBefore[i]);
      for (const refusal of refusals) expect((refusal.message as { code: string }).code).toBe('rate-limited');
    });
    const roomId = rematchOf(host) ?? '';
    expect(rematchOf(friend)).toBe(roomId);
    expect(roomId).not.toBe(host.room.roomId);
    // A spectator with the id could sit at the new table first, as its host, with its invite code: neither the
    // audience that watched nor one who comes in after the request hears of it.
    const late = watch(await colyseus.sdk.joinById(host.room.roomId, { spectate: true }));
    await until(() => late.messages.some((m) => m.type === 'proof'), 5000, 'the late spectator’s welcome');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(rematchOf(audience)).toBeUndefined();
    expect(rematchOf(late)).toBeUndefined();

    const again = [
      watch(await colyseus.sdk.joinById(roomId, { name: 'Bart' })),
      watch(await colyseus.sdk.joinById(roomId, { name: 'Anne' })),
    ];
    await until(() => again.every((c) => c.seat !== null && c.inviteCode !== null), 5000, 'the new seats');
    const table = again[0]?.room.state.toJSON() as {
      game: string;
      status: string;
      seatCount: number;
      privateTable: boolean;
      turnSeconds: number;
    };
    expect(table).toMatchObject({
      game: 'captains-war',
      status: 'waiting',
      seatCount: 2,
      privateTable: true,
      turnSeconds: 60,
    });
    expect(again.map((c) => c.seat).sort()).toEqual([0, 1]);
  }, 90_000);
});
