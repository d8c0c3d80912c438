// Leak test: everything each client decodes during full games (states, messages) holds no other seat's secret.
import { boot, type ColyseusTestServer } from '@colyseus/testing';
import { appConfig } from './app';
import { readConfig, settings } from './config';
import { playRandomly, quickPlay, seeded, tableOf, until, watch, type Watched } from './testing/clients';

let colyseus: ColyseusTestServer;

beforeAll(async () => {
  settings.current = { ...readConfig(), botDelayMs: 1 };
  colyseus = await boot(appConfig, 2572);
});
afterEach(() => colyseus.cleanup());
afterAll(() => colyseus.shutdown());

interface Decoded {
  status: string;
  seed: string;
  events: string;
  secrets: Record<string, { legal: string; secret: string; events: string }>;
  captainsWar?: { boarding: { winner: number; attackerPirates: string; defenderPirates: string } };
}

function eventsIn(json: string | undefined): Array<{ to: unknown }> {
  return json ? (JSON.parse(json) as { events: Array<{ to: unknown }> }).events : [];
}

function assertNothingLeaked(client: Watched, seat: number | null): void {
  for (const json of client.states) {
    const state = JSON.parse(json) as Decoded;
    // StateView: a seat decodes its own secrets only; a spectator none.
    expect(Object.keys(state.secrets ?? {})).toEqual(seat === null ? [] : [String(seat)]);
    if (state.status !== 'over') expect(state.seed).toBe('');
    // Events ride in the state: everyone's list holds only events for everyone, a seat's own list only those
    // for everyone and for that seat.
    for (const event of eventsIn(state.events)) expect(event.to).toBe('all');
    for (const [key, secrets] of Object.entries(state.secrets ?? {})) {
      for (const event of eventsIn(secrets.events))
        expect(event.to === 'all' || event.to === Number(key)).toBe(true);
    }
    const boarding = state.captainsWar?.boarding;
    if (boarding && boarding.winner === -1) {
      expect(boarding.attackerPirates + boarding.defenderPirates).toBe('');
    }
  }
  assertEveryPublicPatchTells(client, seat);
  for (const { type, message } of client.messages) {
    expect(type).not.toBe('events');
    if (type !== 'proof') expect(JSON.stringify(message)).not.toMatch(/"seed"/);
  }
}

/**
 * A new public `version` that shows the client nothing new (no field, no event it heard) tells it only that some
 * hidden action happened: counting those counted, for one, the picks of a secret boarding party. Such an action
 * must reach its own seat alone.
 */
function assertEveryPublicPatchTells(client: Watched, seat: number | null): void {
  const withoutCounters = (state: Record<string, unknown>) => ({ ...state, version: 0, events: '' });
  for (let i = 1; i < client.states.length; i++) {
    const before = JSON.parse(client.states[i - 1] as string) as Record<string, unknown> & {
      version: number;
    };
    const after = JSON.parse(client.states[i] as string) as Decoded & { version: number };
    if (after.version === before.version) continue;
    const own = seat === null ? '' : (after.secrets?.[String(seat)]?.events ?? '');
    const heard = [after.events, own].some((json) => {
      const list = json ? (JSON.parse(json) as { version: number; events: unknown[] }) : null;
      return list?.version === after.version && list.events.length > 0;
    });
    const changed =
      JSON.stringify(withoutCounters(before)) !==
      JSON.stringify(withoutCounters(after as unknown as Record<string, unknown>));
    if (!heard && !changed) throw new Error(`version ${after.version} showed this client nothing new`);
  }
}

describe.each([
  ['captains-war', 1],
  ['captains-war', 3],
  ['captains-war', 6],
  ['fifteen-men', 2],
  ['fifteen-men', 5],
  ['eollis', 3],
  ['eollis', 5],
])('what each client of %s with %i players receives', (game, players) => {
  it('never contains another seat’s secrets, the seed before the end, or a private event of another seat', async () => {
    const clients = await quickPlay(colyseus, game, players);
    const roomId = clients[0]?.room.roomId ?? '';
    const spectator = watch(await colyseus.sdk.joinById(roomId, { spectate: true, name: 'Stream' }));
    const stops = clients.map((c, i) => playRandomly(c, seeded(i + 101)));
    await until(() => tableOf(spectator).status === 'over', 90_000, 'the end of the game');
    stops.forEach((stop) => stop());
    clients.forEach((client) => assertNothingLeaked(client, client.seat));
    assertNothingLeaked(spectator, null);
    expect(spectator.states.length).toBeGreaterThan(3);
    if (game === 'fifteen-men' && players > 3) {
      // Factions are dealt face down from four players on: until the end, the public table shows the Captain's
      // alone (the seat wearing it is public), to every client.
      for (const client of [...clients, spectator]) {
        for (const json of client.states) {
          const state = JSON.parse(json) as Decoded & {
            fifteenMen?: { players: Array<{ faction: string }> };
          };
          if (state.status === 'over') continue;
          for (const player of state.fifteenMen?.players ?? [])
            expect(['', 'captain']).toContain(player.faction);
        }
      }
      // At the end every faction is shown: the field is filled, so the check above is not vacuous.
      const last = JSON.parse(spectator.states.at(-1) ?? '{}') as Decoded & {
        fifteenMen?: { players: Array<{ faction: string }> };
      };
      expect(last.fifteenMen?.players.every((player) => player.faction !== '')).toBe(true);
    }
    if (game === 'fifteen-men') {
      // The opening peeks are private events: each reached its seat's own list, in the very patch of its action.
      const heardAlone = (client: (typeof clients)[number]) =>
        client.states.some((json) => {
          const state = JSON.parse(json) as Decoded & { version: number };
          const own = state.secrets?.[String(client.seat)]?.events;
          const heard = own ? (JSON.parse(own) as { version: number; events: Array<{ to: unknown }> }) : null;
          return heard?.version === state.version && heard.events.some((event) => event.to === client.seat);
        });
      expect(clients.some(heardAlone)).toBe(true);
    }
    expect(spectator.states.some((json) => eventsIn((JSON.parse(json) as Decoded).events).length > 0)).toBe(
      true,
    );
  }, 120_000);
});
