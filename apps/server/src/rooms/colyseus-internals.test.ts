// Pins the Colyseus internals that `colyseus-internals.ts` and the table rely on: an upgrade that moves them fails here.
import { ClientState, SchemaSerializer } from '@colyseus/core';
import { TableState } from '@flotilla/protocol';
import { QuietMap, quietStateView } from './quiet-map';

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
