// Raw WebSocket frames no colyseus.js client sends: each gets an error reply, the connection stays, the table
// plays on to its end.
import { boot, type ColyseusTestServer } from '@colyseus/testing';
import { appConfig } from './app';
import { readConfig, settings } from './config';
import { logger } from './logger';
import { playRandomly, quickPlay, seeded, tableOf, until } from './testing/clients';

let colyseus: ColyseusTestServer;

beforeAll(async () => {
  settings.current = { ...readConfig(), botDelayMs: 1 };
  colyseus = await boot(appConfig, 2579);
});
afterAll(() => colyseus.shutdown());

interface RawSocket {
  readonly readyState: number;
  send(data: Uint8Array | string): void;
  addEventListener(type: 'close', listener: (event: { code: number }) => void): void;
}

/** The WebSocket under a colyseus.js room, to send what colyseus.js never would. */
function socketOf(room: { connection: unknown }): RawSocket {
  return (room.connection as { transport: { ws: RawSocket } }).transport.ws;
}

/** The colyseus.js message for `act` starts with ROOM_DATA (13) and the type as a MessagePack string. */
const ACT = [13, 0xa3, 0x61, 0x63, 0x74];

/** `{ action: <0xC1> }`: a map whose one value is MessagePack's never-used byte. */
const NESTED_NEVER_USED = [0x81, 0xa6, ...Array.from('action', (c) => c.charCodeAt(0)), 0xc1];

/** `{ action: { a: { a: … } } }` nested `depth` levels below `action`, as plain MessagePack maps. */
function nestedAct(depth: number): Uint8Array {
  const bytes = [...ACT, 0x81, 0xa6, ...Array.from('action', (c) => c.charCodeAt(0))];
  for (let i = 0; i < depth; i++) bytes.push(0x81, 0xa1, 0x61);
  bytes.push(0xc0);
  return new Uint8Array(bytes);
}

/** `{ action: { type: 'roll', n: 5 } }` with `n` as a MessagePack uint64 (0xcf), which msgpackr decodes as a BigInt. */
const UINT64_ACT = new Uint8Array([
  ...ACT,
  ...[0x81, 0xa6, ...Array.from('action', (c) => c.charCodeAt(0))],
  ...[
    0x82,
    0xa4,
    ...Array.from('type', (c) => c.charCodeAt(0)),
    0xa4,
    ...Array.from('roll', (c) => c.charCodeAt(0)),
  ],
  ...[0xa1, 0x6e, 0xcf, 0, 0, 0, 0, 0, 0, 0, 5],
]);

/** What each frame is, the frame, and the error code and `about` it is answered with. */
const frames: Array<[string, Uint8Array | string, string, string]> = [
  ['an empty frame', new Uint8Array([]), 'malformed-message', 'frame'],
  ['an unknown protocol code', new Uint8Array([255, 1, 2, 3]), 'malformed-message', 'frame'],
  ['a text frame', 'hello', 'malformed-message', 'frame'],
  ['room data without a type', new Uint8Array([13]), 'unknown-message', 'undefined'],
  [
    'room data whose type claims more bytes than it has',
    new Uint8Array([13, 0xd9, 0xff, 0x61]),
    'unknown-message',
    'a',
  ],
  ['room data whose type is no string or number', new Uint8Array([13, 0xc1]), 'malformed-message', 'frame'],
  [
    'act with bytes that are not MessagePack',
    new Uint8Array([...ACT, 0xc1, 0xc1, 0xc1]),
    'malformed-message',
    'frame',
  ],
  ['act whose payload is the never-used byte', new Uint8Array([...ACT, 0xc1]), 'malformed-message', 'frame'],
  [
    'act whose payload holds the never-used byte',
    new Uint8Array([...ACT, ...NESTED_NEVER_USED]),
    'malformed-message',
    'frame',
  ],
  ['act with a truncated map', new Uint8Array([...ACT, 0x81, 0xa6]), 'malformed-message', 'frame'],
  [
    'act with an array header of four billion items',
    new Uint8Array([...ACT, 0xdd, 0xff, 0xff, 0xff, 0xff]),
    'malformed-message',
    'frame',
  ],
  ['act as raw bytes', new Uint8Array([17, 0xa3, 0x61, 0x63, 0x74, 1, 2, 3]), 'malformed-message', 'act'],
  ['act nested 2,000 levels', nestedAct(2000), 'malformed-message', 'frame'],
  ['act nested 5,000 levels', nestedAct(5000), 'malformed-message', 'frame'],
  ['act with a uint64 action field', UINT64_ACT, 'malformed-message', 'frame'],
];

describe('raw frames against a live table', () => {
  it('answers each with an error to its sender, keeps the connection, and the game plays to its end', async () => {
    const clients = await quickPlay(colyseus, 'captains-war', 2);
    const [attacker, other] = clients;
    if (attacker === undefined || other === undefined) throw new Error('no clients');
    await until(() => tableOf(attacker).status === 'playing', 5000, 'the start');
    const ws = socketOf(attacker.room);
    const closes: number[] = [];
    ws.addEventListener('close', (event) => closes.push(event.code));
    const errors = () => attacker.messages.filter((m) => m.type === 'error');
    const versionBefore = tableOf(attacker).version;
    const errorLines = jest.spyOn(logger, 'error');
    const warnLines = jest.spyOn(logger, 'warn');

    for (const [what, frame, code, about] of frames) {
      const count = errors().length;
      ws.send(frame);
      await until(() => errors().length > count, 5000, `an error for ${what}`);
      const reply = errors()[count]?.message as { code: string; reason: string; about: string };
      // A code and a reason, no sentence: the client says it.
      const reason = code === 'malformed-message' ? 'malformed' : 'unknown-message';
      expect({ what, code: reply.code, reason: reply.reason, about: reply.about }).toEqual({
        what,
        code,
        reason,
        about,
      });
      expect(reply).not.toHaveProperty('message');
    }
    expect(closes).toEqual([]);
    expect(ws.readyState).toBe(1);
    // Each refused frame is one warning line, and no handler failed (a stack trace per message before).
    expect(errorLines).not.toHaveBeenCalled();
    const refusedFrames = frames.filter(
      ([, , code, about]) => code === 'malformed-message' && about === 'frame',
    );
    expect(warnLines.mock.calls.filter((call) => call[1] === 'malformed-message')).toHaveLength(
      refusedFrames.length,
    );
    errorLines.mockRestore();
    warnLines.mockRestore();
    // Nothing changed at the table, and the other player heard nothing of it.
    expect(tableOf(attacker).version).toBe(versionBefore);
    expect(other.messages.filter((m) => m.type === 'error')).toEqual([]);

    const stops = clients.map((c, i) => playRandomly(c, seeded(i + 31)));
    await until(() => tableOf(other).status === 'over', 60_000, 'the end of the game');
    stops.forEach((stop) => stop());
    expect(closes).toEqual([]);
  }, 90_000);

  it('throttles a flood of bad frames like any other messages', async () => {
    const [attacker] = await quickPlay(colyseus, 'captains-war', 2);
    if (attacker === undefined) throw new Error('no client');
    const ws = socketOf(attacker.room);
    for (let i = 0; i < 100; i++) ws.send(new Uint8Array([255]));
    const codes = () =>
      attacker.messages.filter((m) => m.type === 'error').map((m) => (m.message as { code: string }).code);
    await until(() => codes().length === 100, 5000, 'a reply to every frame');
    expect(codes().filter((code) => code === 'rate-limited').length).toBeGreaterThan(0);
    expect(codes().filter((code) => code === 'malformed-message').length).toBeGreaterThan(0);
    expect(ws.readyState).toBe(1);
  });

  it('throttles a flood of unknown message types too, and echoes no more than a short name', async () => {
    const [attacker] = await quickPlay(colyseus, 'captains-war', 2);
    if (attacker === undefined) throw new Error('no client');
    const long = 'x'.repeat(200);
    for (let i = 0; i < 100; i++) attacker.room.send(long, {});
    const replies = () =>
      attacker.messages
        .filter((m) => m.type === 'error')
        .map((m) => m.message as { code: string; reason: string; about: string });
    await until(() => replies().length === 100, 5000, 'a reply to every message');
    expect(replies().filter((reply) => reply.code === 'rate-limited').length).toBeGreaterThan(0);
    const unknown = replies().filter((reply) => reply.code === 'unknown-message');
    expect(unknown.length).toBeGreaterThan(0);
    expect(unknown.every((reply) => reply.reason === 'unknown-message')).toBe(true);
    for (const reply of replies()) expect(JSON.stringify(reply).length).toBeLessThan(100);
  });
});
