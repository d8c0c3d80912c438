// What the wire really carries: every state each client decoded is what the rules let that viewer see at one step
// of the game, in order, and no card hidden from that viewer at that step appears in it.
import { boot, type ColyseusTestServer } from '@colyseus/testing';
import type { GameProof } from '@flotilla/protocol';
import { appConfig } from './app';
import { readConfig, settings } from './config';
import { playRandomly, quickPlay, seeded, tableOf, until, watch } from './testing/clients';
import { projectedSteps } from './testing/replayed-table';
import { checkWire } from './testing/wire-check';

let colyseus: ColyseusTestServer;

beforeAll(async () => {
  settings.current = { ...readConfig(), botDelayMs: 1 };
  colyseus = await boot(appConfig, 2580);
});
afterEach(() => colyseus.cleanup());
afterAll(() => colyseus.shutdown());

describe.each([
  ['captains-war', 4],
  ['fifteen-men', 5],
  ['eollis', 5],
] as const)('the wire of a %s table of %i players', (id, players) => {
  it('shows every client, patch after patch, only what the rules let it see at that step of the game', async () => {
    const clients = await quickPlay(colyseus, id, players);
    const roomId = clients[0]?.room.roomId ?? '';
    const spectator = watch(await colyseus.sdk.joinById(roomId, { spectate: true, name: 'Stream' }));
    const stops = clients.map((c, i) => playRandomly(c, seeded(i + 301)));
    await until(() => tableOf(spectator).status === 'over', 90_000, 'the end of the game');
    stops.forEach((stop) => stop());
    await until(() => spectator.messages.some((m) => m.type === 'proof'), 5000, 'the proof');
    const proof = spectator.messages.find((m) => m.type === 'proof')?.message as GameProof;
    const { game, steps } = projectedSteps(proof);
    const hiddenChecked = [...clients, spectator].map((client) => checkWire(client, game, steps, proof.seed));
    // Face-down pirates and held cards were there to be checked, for every viewer: the check is not vacuous.
    if (id !== 'captains-war') for (const count of hiddenChecked) expect(count).toBeGreaterThan(0);
  }, 120_000);
});
