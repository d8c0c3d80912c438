// Makes @colyseus/schema 3 stop recording encoder changes in a process that only ever decodes (a browser tab, a
// bot's process): the same decoded state at a fraction of the memory.
import { ChangeTree } from '@colyseus/schema';

interface TrackingTree {
  getValue(index: number): unknown;
}

const ignore = (): void => undefined;

/**
 * Every schema object carries a change tree that records, for the encoder, each field and item written: the
 * decoder writes through the same setters, so a decoding client records every change it is told of and never
 * reads any of it (nothing discards a decoded object's changes either). Those records were ≈ 85 % of a decoded
 * object's memory: 1,270 bytes for a Captains' War die face, 170 without them; a decoded mid-game table held
 * ≈ 92 KB. Here the recording methods do nothing, so change sets stay as empty as the constructor made them.
 * What decoding needs of a tree stays: its parents (callbacks walk them), and `delete` still returns the value
 * it removes. Encoding in this process afterwards would send nothing: install it only where nothing encodes,
 * before the first state is made. Calling this twice is harmless.
 */
export function skipEncoderBookkeeping(): void {
  const tree = ChangeTree.prototype as unknown as Record<string, unknown>;
  tree.change = ignore;
  tree.indexedOperation = ignore;
  tree.operation = ignore;
  tree.delete = function remove(this: TrackingTree, index: number | undefined): unknown {
    return index === undefined ? undefined : this.getValue(index);
  };
}
