// Maps that Colyseus clears after every patch, made to keep their table when they are already empty.
import { StateView } from '@colyseus/schema';

/**
 * `Map.prototype.clear` allocates a new hash table even for an empty map (about 60 bytes in V8). Colyseus
 * clears each client's `StateView.changes` after encoding that client's view of every patch (it is empty
 * except after `view.add`), and the serializer's per-patch `encodedViews`: five tables per action at a
 * four-seat table, each kept alive until the table's next patch, so at hundreds of tables they pile up in
 * the young generation and every scavenge copies them. Clearing a map that is already empty is a no-op here.
 */
export class QuietMap<K, V> extends Map<K, V> {
  override clear(): void {
    if (this.size > 0) super.clear();
  }
}

/** A StateView whose change map is a QuietMap; otherwise the same StateView. */
export function quietStateView(): StateView {
  const view = new StateView();
  const changes = (view as unknown as { changes: Map<unknown, unknown> }).changes;
  (view as unknown as { changes: Map<unknown, unknown> }).changes = new QuietMap(changes);
  return view;
}
