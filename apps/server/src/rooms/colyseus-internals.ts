// The one file that reaches into Colyseus's private parts: each reach is named here, and pinned by its test.
// The lint rule in eslint.config.mjs refuses these reaches anywhere else in the server, so an upgrade of
// @colyseus/core or @colyseus/schema that moves one of them breaks here and in `colyseus-internals.test.ts` alone.
import { ClientState, Room, RoomInternalState, type Client, type ClientPrivate } from '@colyseus/core';
import { $changes, type Encoder, type Schema, type StateView } from '@colyseus/schema';

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
 * A room whose clients' frames are looked at before Colyseus reads them. Colyseus ignores a frame it cannot read
 * in silence, or closes the connection on one whose payload is not MessagePack: `refusedFrame` answers such a
 * frame instead, and Colyseus never sees it. Overriding `_onMessage` is the only way in.
 */
export abstract class FrameCheckedRoom<State extends object> extends Room<State> {
  /** True when the frame was refused (and answered): it goes no further. */
  protected abstract refusedFrame(client: Client, frame: Buffer): boolean;

  protected override _onMessage(client: Client & ClientPrivate, frame: Buffer): void {
    // A leaving client's frames are Colyseus's to drop, as before.
    if (client.state !== ClientState.LEAVING && this.refusedFrame(client, frame)) return;
    super._onMessage(client, frame);
  }
}

/** True while the room is being disposed (Colyseus's private `_internalState`). */
export function disposing(room: Room): boolean {
  return (
    (room as unknown as { _internalState: RoomInternalState })._internalState === RoomInternalState.DISPOSING
  );
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
