// Pins the Colyseus internals that `colyseus-internals.ts` and the table rely on: an upgrade that moves them fails here.
import { ClientState, Room, RoomInternalState, SchemaSerializer } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { TableState } from '@flotilla/protocol';
import { checkFrames, disposing, transportSockets } from './colyseus-internals';
import { QuietMap, quietStateView } from './quiet-map';

describe('checkFrames', () => {
  /** A room whose own `_onMessage` (Colyseus's reader) records what it read. */
  function room(): { room: Room; read: Buffer[]; message(state: ClientState, frame: Buffer): void } {
    const read: Buffer[] = [];
    const internals = {
      _onMessage(_client: unknown, frame: Buffer) {
        read.push(frame);
      },
    };
    const message = (state: ClientState, frame: Buffer) => internals._onMessage({ state }, frame);
    return { room: internals as unknown as Room, read, message };
  }

  it("answers a refused frame itself, and passes the others to Colyseus's reader", () => {
    const { room: r, read, message } = room();
    checkFrames(r, (_client, frame) => frame[0] === 0);
    message(ClientState.JOINED, Buffer.from([0]));
    message(ClientState.JOINED, Buffer.from([13]));
    expect(read).toEqual([Buffer.from([13])]);
  });

  it("leaves a leaving client's frames to Colyseus, unchecked", () => {
    const { room: r, read, message } = room();
    const refused = jest.fn(() => true);
    checkFrames(r, refused);
    message(ClientState.LEAVING, Buffer.from([0]));
    expect(refused).not.toHaveBeenCalled();
    expect(read).toHaveLength(1);
  });

  it('reads Room.prototype._onMessage, the reader Colyseus binds to each joining client', () => {
    expect(typeof (Room.prototype as unknown as { _onMessage: unknown })._onMessage).toBe('function');
  });
});

describe('disposing', () => {
  it("reads the room's internal state", () => {
    const at = (state: RoomInternalState) => disposing({ _internalState: state } as unknown as Room);
    expect(at(RoomInternalState.DISPOSING)).toBe(true);
    expect(at(RoomInternalState.CREATED)).toBe(false);
  });
});

describe('transportSockets', () => {
  it("is the set of the transport's `ws` server, which the heartbeat pings", () => {
    const transport = new WebSocketTransport({ noServer: true, pingInterval: 0 });
    const sockets = transportSockets(transport);
    expect(sockets).toBeInstanceOf(Set);
    expect(sockets).toBe((transport as unknown as { wss: { clients: unknown } }).wss.clients);
  });
});

describe("Colyseus's patch order (what actingSeatLast in patch-order.ts relies on)", () => {
  it('writes a patch to the last client first', () => {
    const serializer = new SchemaSerializer<TableState>();
    const state = new TableState();
    serializer.reset(state);
    serializer.getFullState();
    const written: string[] = [];
    const client = (name: string) => ({
      state: ClientState.JOINED,
      view: quietStateView(),
      raw: () => void written.push(name),
    });
    state.version = 1;
    serializer.applyPatches([client('first'), client('middle'), client('acting')] as never);
    expect(written).toEqual(['acting', 'middle', 'first']);
  });
});

describe('replaceViewChanges (through quietStateView)', () => {
  it("replaces a StateView's change map, which schema 3 keeps in `changes`", () => {
    const view = quietStateView();
    const changes = (view as unknown as { changes: unknown }).changes;
    expect(changes).toBeInstanceOf(QuietMap);
    expect((changes as Map<unknown, unknown>).size).toBe(0);
  });
});
