// The one file that reaches into Colyseus's private parts: each reach is named here, and pinned by its test.
// The lint rule in eslint.config.mjs refuses these reaches anywhere else in the server, so an upgrade of
// @colyseus/core, @colyseus/schema or @colyseus/ws-transport that moves one of them breaks here and in
// `colyseus-internals.test.ts` alone. It loads no Colyseus server (its imports of @colyseus/core are types only):
// the table (`table.ts`) and its parts use it in unit tests that run without one.
import type { Client, ClientPrivate, ClientState, Room, RoomInternalState } from '@colyseus/core';
import type { WebSocketTransport } from '@colyseus/ws-transport';
import { $changes, type Encoder, type Schema, type StateView } from '@colyseus/schema';
import type { RedisDriver } from '@colyseus/redis-driver';
import type { RedisPresence } from '@colyseus/redis-presence';
import type { EventEmitter } from 'node:events';
import type { PingedSocket } from '../heartbeat';

/** Colyseus's own build inlines these enums' values too (`client.state === 3`); the test pins them. */
const LEAVING: ClientState = 3;
const DISPOSING: RoomInternalState = 2;

/** What a room's `SchemaSerializer` (the private `_serializer`) offers that the table uses. */
interface SerializerInternals {
  encoder: Encoder;
  needFullEncode: boolean;
  encodedViews?: unknown;
  applyPatches(clients: Client[], state: unknown): boolean;
}

function serializerOf(room: Room): SerializerInternals {
  return (room as unknown as { _serializer: SerializerInternals })._serializer;
}

/**
 * Looks at a room's client frames before Colyseus reads them (`refused`: true when the frame was refused and
 * answered; it goes no further). Colyseus ignores a frame it cannot read in silence, or closes the connection on one
 * whose payload is not MessagePack: the room answers such a frame instead, and Colyseus never sees it. Colyseus's
 * `_onMessage` is the only way in; it is bound to each client as it joins, so this is called before any join.
 */
export function checkFrames(room: Room, refused: (client: Client, frame: Buffer) => boolean): void {
  type OnMessage = (this: Room, client: Client & ClientPrivate, frame: Buffer) => void;
  const internals = room as unknown as { _onMessage: OnMessage };
  const read = internals._onMessage;
  internals._onMessage = function (client, frame) {
    // A leaving client's frames are Colyseus's to drop, as before.
    if (client.state !== LEAVING && refused(client, frame)) return;
    read.call(this, client, frame);
  };
}

/** True while the room is being disposed (Colyseus's private `_internalState`). */
export function disposing(room: Room): boolean {
  return (room as unknown as { _internalState: RoomInternalState })._internalState === DISPOSING;
}

/**
 * Replaces the serializer's per-patch cache of encoded views (`encodedViews`, a Map shared by clients with one view)
 * with `cache`: for a room where every client has a view of its own, it never hits (see `UNSHARED_VIEWS`).
 */
export function replaceEncodedViews(
  room: Room,
  cache: Pick<Map<unknown, unknown>, 'get' | 'set' | 'clear'>,
): void {
  const serializer = serializerOf(room);
  if (serializer.encodedViews instanceof Map) serializer.encodedViews = cache;
}

/** Works around colyseus#917: a full state encoded while nobody was connected can be stale. */
export function forceFullState(room: Room): void {
  serializerOf(room).needFullEncode = true;
}

/** The encoder of the room's synced state, whose pending changes the next patch will carry. */
export function encoderOf(room: Room): Encoder {
  return serializerOf(room).encoder;
}

/** Sends the pending patch to `clients` alone; the others get nothing now (and never see these changes as a patch). */
export function patchOnly<State extends object>(room: Room<State>, clients: Client[]): void {
  serializerOf(room).applyPatches(clients, room.state);
}

/** Replaces a StateView's map of changes to send (schema 3 keeps it in the view's `changes`) with `replace`'s. */
export function replaceViewChanges(
  view: StateView,
  replace: (changes: Map<unknown, unknown>) => Map<unknown, unknown>,
): void {
  const internals = view as unknown as { changes: Map<unknown, unknown> };
  internals.changes = replace(internals.changes);
}

/** @colyseus/schema 3's queue of objects with changes to encode: a linked list on the encoder's root. */
interface QueueNode {
  readonly changeTree: unknown;
  readonly next: QueueNode | undefined;
}
interface ChangeQueues {
  readonly changes: { readonly next: QueueNode | undefined };
  readonly filteredChanges: { readonly next: QueueNode | undefined };
}

/**
 * True when the encoder's next patch holds changes of `only` and of nothing else: no public field changed, and no
 * other filtered object (another seat's secrets) either. Such a patch concerns the clients that see `only` alone.
 * It reads schema's own change queues, the truth of what the patch would carry; `quiet-changes.test.ts` pins them.
 */
export function onlyChanged(encoder: Encoder, only: Schema): boolean {
  const queues = encoder.root as unknown as ChangeQueues;
  if (queues.changes.next !== undefined) return false;
  const tree = only[$changes];
  for (let node = queues.filteredChanges.next; node !== undefined; node = node.next) {
    if (node.changeTree !== tree) return false;
  }
  return true;
}

/**
 * The sockets of a WebSocket transport (its protected `wss`, a `ws` server): the heartbeat (`heartbeat.ts`) pings
 * them itself, a slice at a time.
 */
export function transportSockets(transport: WebSocketTransport): Set<PingedSocket> {
  return (transport as unknown as { wss: { clients: Set<PingedSocket> } }).wss.clients;
}

/**
 * The Redis connections Colyseus opens for a cluster: the presence's publisher and subscriber (protected `pub`,
 * `sub`) and the driver's client (private `_client`). Nobody listens to their errors, so during a Redis outage
 * ioredis writes "[ioredis] Unhandled error event" to stderr on every reconnection attempt, outside our JSON log.
 */
export function redisConnectionsOf(presence: RedisPresence, driver: RedisDriver): EventEmitter[] {
  const { pub, sub } = presence as unknown as { pub: EventEmitter; sub: EventEmitter };
  const { _client: client } = driver as unknown as { _client: EventEmitter };
  return [pub, sub, client];
}
