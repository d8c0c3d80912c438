// The table's commitments: to its whole setup at the start, and to each accepted action as it is played.
// A proof published at the end must match both, so it cannot be quietly rewritten: an edited option, seat count or
// action changes a hash the clients already saw. Pure and synchronous (sha256 from @noble/hashes), so the server,
// `npm run verify` and the browser compute the very same strings; the server installs Node's native SHA-256
// (`installSha256`), the same function about ten times faster, since it hashes every accepted action.
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

/** What a table commits to before its first action. */
export interface TableSetup {
  readonly game: string;
  readonly seats: number;
  readonly options: unknown;
  readonly seed: string;
}

export interface LoggedEntry {
  readonly seat: number;
  readonly action: { readonly type: string };
}

/** JSON with every object's keys sorted: the same value always hashes the same, whatever order its keys came in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i > 0 ? ',' : '') + canonicalJson(value[i] ?? null);
    return `${out}]`;
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = sortedKeys(record);
    let out = '{';
    for (const key of keys) {
      const inner = record[key];
      if (inner === undefined) continue;
      out += `${out.length > 1 ? ',' : ''}${JSON.stringify(key)}:${canonicalJson(inner)}`;
    }
    return `${out}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * An object's keys sorted by UTF-16 code units, as `<` compares them (not `localeCompare`). Sorted in place by
 * insertion: an action has a handful of keys, and `Array.prototype.sort` allocated a work area for each object of
 * every action the server hashed (half of what hashing allocated).
 */
function sortedKeys(record: Record<string, unknown>): string[] {
  const keys = Object.keys(record);
  for (let i = 1; i < keys.length; i++) {
    const key = keys[i] as string;
    let j = i - 1;
    while (j >= 0 && (keys[j] as string) > key) {
      keys[j + 1] = keys[j] as string;
      j--;
    }
    keys[j + 1] = key;
  }
  return keys;
}

/** SHA-256 of a string's UTF-8 bytes, as lowercase hex. */
export type Sha256Hex = (text: string) => string;

export const portableSha256Hex: Sha256Hex = (text) => bytesToHex(sha256(utf8ToBytes(text)));

let sha256Hex: Sha256Hex = portableSha256Hex;

/** Hashes with `digest` from now on: the very same function, computed natively (the server's `node:crypto`). */
export function installSha256(digest: Sha256Hex): void {
  sha256Hex = digest;
}

/** Published at the start: sha256 over the game, seat count, options and secret seed together. */
export function setupHash(setup: TableSetup): string {
  return sha256Hex(
    canonicalJson({ game: setup.game, seats: setup.seats, options: setup.options, seed: setup.seed }),
  );
}

/**
 * The log hash after one more accepted action. It starts at the setup hash and chains every action; the secret
 * seed is mixed in, so that nobody can test guesses of a secret action (a boarding draft) against a published
 * hash before the end, when the seed is revealed and anyone can recompute the chain.
 */
export function nextLogHash(seed: string, previous: string, entry: LoggedEntry): string {
  return sha256Hex(`${seed}\n${previous}\n${canonicalJson({ seat: entry.seat, action: entry.action })}`);
}

/** Every log hash of a game in order: index 0 is the setup hash, index n the hash after n actions. */
export function logHashes(setup: TableSetup, log: ReadonlyArray<LoggedEntry>): string[] {
  const hashes = [setupHash(setup)];
  for (const entry of log) hashes.push(nextLogHash(setup.seed, hashes[hashes.length - 1] as string, entry));
  return hashes;
}

/**
 * Whether a proof's log is the one a client watched: every log hash the client saw during the game appears, in the
 * order it saw them, in the chain recomputed from the proof. Null when it matches, else the first hash that does not.
 */
export function unseenHash(
  setup: TableSetup,
  log: ReadonlyArray<LoggedEntry>,
  seen: ReadonlyArray<string>,
): string | null {
  const chain = logHashes(setup, log);
  let from = 0;
  for (const hash of seen) {
    const at = chain.indexOf(hash, from);
    if (at < 0) return hash;
    from = at;
  }
  return null;
}
