// Leak test of every HTTP route during a game: read with all a spectator or a seat knows, none tells the seed,
// a seat token, a seat's hidden view or the game's archive id; an unfinished game is an unknown one.
import { boot, type ColyseusTestServer } from '@colyseus/testing';
import express from 'express';
import { appConfig } from './app';
import { readConfig, settings } from './config';
import { mountHttp } from './http';
import { tableStore } from './store/current';
import { playRandomly, seeded, tableOf, until, watch, type Watched } from './testing/clients';

const PORT = 2583;
let colyseus: ColyseusTestServer;

beforeAll(async () => {
  settings.current = { ...readConfig(), botDelayMs: 1 };
  colyseus = await boot(appConfig, PORT);
});
afterAll(() => colyseus.shutdown());

/** Every GET route the server mounts, as Express lists it. */
function getRoutes(): string[] {
  const app = express();
  mountHttp(app);
  const stack = (
    app as unknown as { _router: { stack: Array<{ route?: { path: string; methods: object } }> } }
  )._router.stack;
  return stack.flatMap((layer) =>
    layer.route !== undefined && 'get' in layer.route.methods ? [layer.route.path] : [],
  );
}

/** The route with each parameter filled by every value given (the viewer's ids, and the secret ones). */
function urls(route: string, values: ReadonlyArray<string>): string[] {
  if (!route.includes(':')) return [route];
  return values.map((value) => route.replace(/:[a-z]+/gi, encodeURIComponent(value)));
}

it('answers nothing hidden to a spectator or any seat while a game is played', async () => {
  const host = watch(
    await colyseus.sdk.create('table', { game: 'eollis', players: 3, private: true, name: 'Anne' }),
  );
  await until(() => host.inviteCode !== null, 5000, 'the invite code');
  const roomId = host.room.roomId;
  const others = [
    watch(await colyseus.sdk.joinById(roomId, { name: 'Bart' })),
    watch(await colyseus.sdk.joinById(roomId, { name: 'Cleo' })),
  ];
  const spectator = watch(await colyseus.sdk.joinById(roomId, { spectate: true }));
  await until(() => others.every((w) => w.seat !== null), 5000, 'the seats');
  others.forEach((w) => w.room.send('ready', { ready: true }));
  await until(
    () =>
      (tableOf(host) as unknown as { seats: Array<{ ready: boolean }> }).seats.slice(1).every((s) => s.ready),
    5000,
    'ready',
  );
  host.room.send('start', {});
  const seats: Watched[] = [host, ...others];
  const stops = seats.map((w, i) => playRandomly(w, seeded(i + 1)));
  await until(() => seats.reduce((n, w) => n + (tableOf(w).secrets[String(w.seat)]?.accepted ?? 0), 0) >= 6);
  stops.forEach((stop) => stop());
  expect(tableOf(host).status).toBe('playing');

  const kept = (await tableStore.current.unfinishedTables()).tables.find((t) => t.roomId === roomId);
  if (kept === undefined) throw new Error('the table is not kept');
  const hidden = [
    kept.seed,
    kept.gameId,
    ...seats.map((w) => w.seatToken ?? ''),
    ...seats.map((w) => tableOf(w).secrets[String(w.seat)]?.secret ?? ''),
  ].filter((text) => text.length > 8);
  expect(hidden.length).toBe(2 + 2 * seats.length);

  const unknown = await fetch(`http://127.0.0.1:${PORT}/api/games/AAAAAAAAAAAAAAAAAAAAAA`);
  const unknownBody = await unknown.text();
  const running = await fetch(`http://127.0.0.1:${PORT}/api/games/${kept.gameId}`);
  expect(running.status).toBe(unknown.status);
  expect(await running.text()).toBe(unknownBody);

  const routes = getRoutes();
  expect(routes).toEqual(expect.arrayContaining(['/api/games/:id', '/api/games', '/api/invites/:code']));
  for (const viewer of [spectator, ...seats]) {
    // All this viewer knows, and the ids it must not be able to use.
    const values = [
      roomId,
      viewer.inviteCode ?? 'NOCODE',
      viewer.seatToken ?? 'notoken',
      kept.gameId,
      kept.seed,
    ];
    for (const route of routes) {
      for (const url of urls(route, values)) {
        const body = await (await fetch(`http://127.0.0.1:${PORT}${url}`)).text();
        for (const secret of hidden)
          expect({ url, leaks: body.includes(secret) }).toEqual({ url, leaks: false });
      }
    }
  }
  await Promise.all([...seats, spectator].map((w) => w.room.leave()));
}, 60_000);
