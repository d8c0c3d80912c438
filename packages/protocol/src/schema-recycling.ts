// Makes @colyseus/schema 3 clear its per-patch bookkeeping in place instead of replacing it, on both ends.
import { ArraySchema, ChangeTree, Decoder } from '@colyseus/schema';

/** Schema's symbols (plain strings) for the hooks a collection runs after each encode and each decode. */
const ON_ENCODE_END = '~onEncodeEnd';
const ON_DECODE_END = '~onDecodeEnd';

interface ChangeSet {
  indexes: Record<number, number>;
  operations: Array<number | undefined>;
  queueRootNode?: unknown;
}

type ChangeSetName = 'changes' | 'allChanges' | 'filteredChanges' | 'allFilteredChanges';

interface RecyclableTree {
  indexedOperations: Record<number, number>;
  isNew: boolean;
  ref: Record<string, unknown>;
  changes: ChangeSet;
  allChanges: ChangeSet;
  filteredChanges?: ChangeSet;
  allFilteredChanges?: ChangeSet;
}

interface ReferenceTracker {
  deletedRefs: Set<number>;
  garbageCollectDeletedRefs(): void;
  quietWhenNothingDeleted?: true;
}

interface RecyclableArray {
  items: unknown[];
  tmpItems: unknown[];
  deletedIndexes: Record<number, boolean>;
}

function clearKeys(record: Record<number, unknown>): void {
  for (const key in record) delete record[key];
}

/** Empties a change set as `createChangeSet()` would make it, keeping the same objects. */
function clearChangeSet(set: ChangeSet): void {
  // Every key of `indexes` is a non-negative entry of `operations` (negative ones are field-less operations).
  for (const index of set.operations) if (index !== undefined && index >= 0) delete set.indexes[index];
  set.operations.length = 0;
  set.queueRootNode = undefined;
}

/**
 * Schema 3 replaces every changed tree's change set and operation index with new objects after each patch
 * (and every changed ArraySchema copies its items into a new array). Those objects then live until the tree
 * changes again, about a second later at a table: long enough for the young generation to copy them twice
 * and promote them, so at 500 tables they were the largest part of what each scavenge copied (measured with
 * the bench's heap sampling, `--profile`). Clearing the same objects in place leaves the encoder's state
 * exactly as the replacements would: empty sets with no queue node, an empty operation index, a fresh copy
 * of the items. Nothing keeps a reference to a discarded set: the encoder's queues are rebuilt after each
 * patch and point at trees, not sets. Calling this twice is harmless.
 */
export function recycleEncoderBookkeeping(): void {
  const tree = ChangeTree.prototype as unknown as {
    endEncode(this: RecyclableTree, name: ChangeSetName): void;
  };
  tree.endEncode = function endEncode(this: RecyclableTree, name: ChangeSetName): void {
    clearKeys(this.indexedOperations);
    const set = this[name];
    if (set === undefined) this[name] = { indexes: {}, operations: [], queueRootNode: undefined };
    else clearChangeSet(set);
    const hook = this.ref[ON_ENCODE_END];
    if (typeof hook === 'function') hook.call(this.ref);
    this.isNew = false;
  };
  const array = ArraySchema.prototype as unknown as Record<string, (this: RecyclableArray) => void>;
  array[ON_ENCODE_END] = function onEncodeEnd(this: RecyclableArray): void {
    const { items, tmpItems } = this;
    tmpItems.length = items.length;
    for (let i = 0; i < items.length; i++) tmpItems[i] = items[i];
    clearKeys(this.deletedIndexes);
  };
}

/**
 * The decoding side of the same pattern: after each patch, every ArraySchema it touched filtered its items
 * into a new array and copied that into another, both living until the array changes again. A client keeps
 * them long enough to promote them (the bench's 2,000 bot clients promoted tens of MB a second, and their
 * collector's pauses sent the bots' actions in bursts); a browser pays it as collector jank. Here the items
 * are compacted in place and copied into the same second array: the same contents, no new arrays.
 *
 * Each decoder's reference tracker also ends every patch with `deletedRefs.clear()`, and V8 gives a cleared Set a
 * new hash table even when it was empty: one table per patch per client, kept until that client's next patch.
 * In the bench's bots' process that was the largest single thing its scavenges copied (4 of 22 MB sampled in a
 * 10 s window at 500 tables, `--profile` with `--expose-gc`). Most patches delete nothing, and with nothing to
 * delete the tracker's collection has nothing to do: it is skipped. The tracker class is not exported, so its
 * prototype is reached through the first decoder made.
 */
export function recycleDecoderBookkeeping(): void {
  const decoder = Decoder.prototype as unknown as {
    setState(this: { root: ReferenceTracker }, root: unknown): void;
    quietTrackers?: true;
  };
  if (decoder.quietTrackers !== true) {
    decoder.quietTrackers = true;
    const setState = decoder.setState;
    decoder.setState = function quietSetState(this: { root: ReferenceTracker }, root: unknown): void {
      setState.call(this, root);
      quietWhenNothingDeleted(Object.getPrototypeOf(this.root) as ReferenceTracker);
    };
  }
  const array = ArraySchema.prototype as unknown as Record<string, (this: RecyclableArray) => void>;
  array[ON_DECODE_END] = function onDecodeEnd(this: RecyclableArray): void {
    const { items, tmpItems } = this;
    let kept = 0;
    for (let i = 0; i < items.length; i++) {
      const item = items[i];
      if (item !== undefined) items[kept++] = item;
    }
    items.length = kept;
    tmpItems.length = kept;
    for (let i = 0; i < kept; i++) tmpItems[i] = items[i];
  };
}

function quietWhenNothingDeleted(tracker: ReferenceTracker): void {
  if (tracker.quietWhenNothingDeleted === true) return;
  tracker.quietWhenNothingDeleted = true;
  const collect = tracker.garbageCollectDeletedRefs;
  tracker.garbageCollectDeletedRefs = function garbageCollectDeletedRefs(this: ReferenceTracker): void {
    if (this.deletedRefs.size > 0) collect.call(this);
  };
}
