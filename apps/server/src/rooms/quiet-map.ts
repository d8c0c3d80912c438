// Maps that Colyseus fills and clears on every patch, made to stop making a new hash table each time.
import { StateView } from '@colyseus/schema';
import { replaceViewChanges } from './colyseus-internals';

/**
 * `Map.prototype.clear` allocates a new hash table even for an empty map (about 60 bytes in V8). Colyseus
 * clears each client's `StateView.changes` after encoding that client's view of every patch (it is empty
 * except after `view.add`): four tables per action at a four-seat table, each kept alive until the table's next
 * patch, so at hundreds of tables they pile up in the young generation and every scavenge copies them.
 * Clearing a map that is already empty is a no-op here.
 */
export class QuietMap<K, V> extends Map<K, V> {
  override clear(): void {
    if (this.size > 0) super.clear();
  }
}

/** A StateView whose change map is a QuietMap; otherwise the same StateView. */
export function quietStateView(): StateView {
  const view = new StateView();
  replaceViewChanges(view, (changes) => new QuietMap(changes));
  return view;
}

/**
 * The serializer's per-patch cache of encoded views, for rooms where every client has a view of its own: it
 * caches a view's patch for the other clients that share that view, and none do, so it never hits. Colyseus
 * fills and clears it on every patch, and a cleared non-empty Map gets a new hash table: the largest single
 * thing a table server's scavenges copied after the patch buffers (1.4 of 26.5 MB sampled in a 10 s window at
 * 500 tables, `npm run bench:server -- --profile`). This stand-in keeps nothing: the same patches, encoded once
 * per client as before.
 */
export const UNSHARED_VIEWS: Pick<Map<unknown, unknown>, 'get' | 'set' | 'clear'> = {
  get: () => undefined,
  set() {
    return this as Map<unknown, unknown>;
  },
  clear: () => undefined,
};
