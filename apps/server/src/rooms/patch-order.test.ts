// The acting seat hears its own patch first.
import { ClientState, SchemaSerializer } from '@colyseus/core';
import { TableState } from '@flotilla/protocol';
import { actingSeatLast } from './patch-order';
import { quietStateView } from './quiet-map';

const seated = (name: string, seat: number | null) => ({ name, userData: { seat } });

describe('actingSeatLast', () => {
  it('moves every client of the acting seat to the end and keeps everyone', () => {
    const clients = [
      seated('a', 0),
      seated('b', 1),
      seated('spectator', null),
      seated('c', 2),
      seated('b2', 1),
    ];
    actingSeatLast(clients, 1);
    expect(
      clients
        .slice(-2)
        .map((c) => c.name)
        .sort(),
    ).toEqual(['b', 'b2']);
    expect(
      clients
        .slice(0, 3)
        .map((c) => c.name)
        .sort(),
    ).toEqual(['a', 'c', 'spectator']);
  });

  it('leaves the list alone when the seat is already last or has no client', () => {
    const clients = [seated('a', 0), seated('b', 1)];
    actingSeatLast(clients, 1);
    expect(clients.map((c) => c.name)).toEqual(['a', 'b']);
    actingSeatLast(clients, 3);
    expect(clients.map((c) => c.name)).toEqual(['a', 'b']);
    const none: ReturnType<typeof seated>[] = [];
    actingSeatLast(none, 0);
    expect(none).toEqual([]);
  });
});

describe("Colyseus's patch order (what actingSeatLast relies on)", () => {
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
