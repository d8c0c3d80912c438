// Whether the pending patch changes nothing but one schema object: what tells a quiet action from a public one.
import { $changes, type Encoder, type Schema } from '@colyseus/schema';

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
 * It reads schema's own change queues, the truth of what the patch would carry; `quiet-changes.test.ts` pins them,
 * so an upgrade of @colyseus/schema that moves them fails there.
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
