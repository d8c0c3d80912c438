// The server stays language-free (issue 28): every refusal on the wire is a code, a reason and data, never a
// sentence. The client says it in its reader's language (docs/protocol.md, docs/i18n.md).
import { boot, type ColyseusTestServer } from '@colyseus/testing';
import { ERROR_CODES, JOIN_REFUSALS, REFUSAL_REASONS } from '@flotilla/protocol';
import { appConfig } from './app';
import { readConfig, settings } from './config';
import { quickPlay, tableOf, until, watch, type Watched } from './testing/clients';

let colyseus: ColyseusTestServer;

beforeAll(async () => {
  settings.current = { ...readConfig(), botDelayMs: 1, reconnectSeconds: 2, quickPlayBotsSeconds: 0 };
  colyseus = await boot(appConfig, 2592);
});
afterEach(() => colyseus.cleanup());
afterAll(() => colyseus.shutdown());

type Reply = Record<string, unknown>;

/** The `error` replies a client heard about `about`. */
function refusals(watched: Watched, about: string): Reply[] {
  return watched.messages
    .filter((m) => m.type === 'error' && (m.message as Reply).about === about)
    .map((m) => m.message as Reply);
}

/** Every string anywhere in a value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(strings);
}

/** A reply in codes and data: a known code and reason, nothing but its four fields, no string holding a space. */
function expectLanguageFree(reply: Reply | undefined, code: string, reason: string): void {
  expect(reply).toBeDefined();
  if (reply === undefined) return;
  expect({ code: reply.code, reason: reply.reason }).toEqual({ code, reason });
  expect(ERROR_CODES).toContain(reply.code);
  expect(REFUSAL_REASONS).toContain(reply.reason);
  for (const key of Object.keys(reply)) expect(['code', 'reason', 'about', 'detail']).toContain(key);
  for (const text of strings(reply)) expect(text).not.toMatch(/\s/);
}

/** Sends `type` and waits for the refusal about `about` that it earns. */
async function refusedFor(
  watched: Watched,
  type: string,
  message: unknown,
  about = type,
): Promise<Reply | undefined> {
  const before = refusals(watched, about).length;
  watched.room.send(type, message);
  await until(() => refusals(watched, about).length > before, 5000, `a refusal of ${type}`);
  return refusals(watched, about)[before];
}

/** A join the server refuses: the identifier of its `ServerError`. */
async function joinRefusal(join: Promise<unknown>): Promise<string> {
  try {
    await join;
  } catch (error) {
    return (error as { message?: string }).message ?? '';
  }
  throw new Error('the join was not refused');
}

describe('the server’s refusals', () => {
  it('in the waiting room and at the door: codes and identifiers, no sentences', async () => {
    const host = watch(
      await colyseus.sdk.create('table', {
        game: 'captains-war',
        players: 2,
        private: true,
        spectators: false,
        name: 'Host',
      }),
    );
    const guest = watch(await colyseus.sdk.joinById(host.room.roomId, { name: 'Guest' }));
    await until(() => host.seat === 0 && guest.seat === 1, 5000, 'both seats');

    expectLanguageFree(await refusedFor(guest, 'start', {}), 'not-host', 'host-starts');
    expectLanguageFree(await refusedFor(guest, 'bot', { seat: 1, on: true }), 'not-host', 'host-seats-bots');
    expectLanguageFree(await refusedFor(host, 'start', {}), 'cannot-start', 'players-not-ready');
    // Malformed: where, as data (the zod issue's path), not why in words.
    const malformed = await refusedFor(host, 'ready', { ready: 'yes' });
    expectLanguageFree(malformed, 'malformed-message', 'malformed');
    expect(malformed?.detail).toEqual({ path: 'ready' });
    const unknown = await refusedFor(host, 'shout', { loud: true });
    expectLanguageFree(unknown, 'unknown-message', 'unknown-message');
    expect(unknown?.about).toBe('shout');
    expect(unknown).not.toHaveProperty('detail');

    // A full table, and one that takes no spectators: the join's error is an identifier.
    const third = await joinRefusal(colyseus.sdk.joinById(host.room.roomId, { name: 'Third' }));
    expect(third).toBe('table-full');
    const watcher = await joinRefusal(colyseus.sdk.joinById(host.room.roomId, { spectate: true }));
    expect(watcher).toBe('no-spectators');
    const options = await joinRefusal(colyseus.sdk.create('table', { game: 'chess', players: 2 }));
    expect(options).toBe('bad-options');
    const seats = await joinRefusal(colyseus.sdk.create('table', { game: 'eollis', players: 2 }));
    expect(seats).toBe('bad-seat-count');
    for (const refusal of [third, watcher, options, seats]) expect(JOIN_REFUSALS).toContain(refusal);
  });

  it('at a game under way: the rules’ codes as reasons, a spectator’s and a malformed action’s', async () => {
    const players = await quickPlay(colyseus, 'captains-war', 2);
    await until(() => players.every((p) => tableOf(p).status === 'playing'), 10_000, 'the start');
    const legal = (p: Watched) =>
      JSON.parse(tableOf(p).secrets[String(p.seat)]?.legal ?? '[]') as Array<{ type: string }>;
    await until(() => players.some((p) => legal(p).length > 0), 5000, 'an offer');
    const mover = players.find((p) => legal(p).length > 0) as Watched;
    const waiter = players.find((p) => legal(p).length === 0);

    expectLanguageFree(
      await refusedFor(mover, 'act', { action: { type: 'sail-to-the-moon' } }),
      'illegal-action',
      'illegal-action',
    );
    expect(waiter).toBeDefined();
    if (waiter !== undefined) {
      const move = legal(mover)[0] as { type: string };
      expectLanguageFree(await refusedFor(waiter, 'act', { action: move }), 'not-your-turn', 'not-your-turn');
    }
    const nested = await refusedFor(mover, 'act', { action: { type: 'x', deep: { deeper: 1 } } });
    expectLanguageFree(nested, 'malformed-message', 'malformed');
    expect(nested?.detail).toEqual({ path: 'action.deep' });

    const spectator = watch(await colyseus.sdk.joinById(mover.room.roomId, { spectate: true }));
    await until(() => spectator.messages.some((m) => m.type === 'welcome'), 5000, 'the spectator’s welcome');
    expectLanguageFree(
      await refusedFor(spectator, 'act', { action: { type: 'pass' } }),
      'spectator',
      'spectators-watch',
    );
    expectLanguageFree(
      await refusedFor(mover, 'predict', { name: 'Own Game', winner: 0 }),
      'not-allowed',
      'own-game',
    );
    expectLanguageFree(await refusedFor(mover, 'rematch', {}), 'not-over', 'not-over');
    expectLanguageFree(
      await refusedFor(mover, 'broadcast', { lens: 'truth' }),
      'not-allowed',
      mover.seat === 0 ? 'truth-needs-consent' : 'host-opens-broadcast',
    );
  });
});
