// The browser's check of the final proof against the log hashes it saw during the game.
import { logHashes, setupHash, type GameProof } from '@flotilla/protocol';
import { ProofWitness } from './fairness';

const setup = { game: 'captains-war', seats: 2, options: {}, seed: 'f'.repeat(64) };
const log = [
  { seat: 0, action: { type: 'roll' } },
  { seat: 0, action: { type: 'pick', die: 1 } },
  { seat: 1, action: { type: 'commit', strength: 2 } },
];
const chain = logHashes(setup, log);
const proof: GameProof = {
  gameId: 'AAAAAAAAAAAAAAAAAAAAAA',
  ...setup,
  setupHash: setupHash(setup),
  logHash: chain[3] as string,
  log,
  outcome: null,
};

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

function watched(seen: ReadonlyArray<string>, storage = new MemoryStorage()): ProofWitness {
  const witness = new ProofWitness('proof:room', storage);
  for (const hash of seen) witness.observe(hash);
  return witness;
}

describe('ProofWitness', () => {
  it('accepts the proof of the game it watched', () => {
    const check = watched([chain[0], chain[0], chain[2], chain[3]] as string[]).check(proof);
    expect(check).toEqual({
      ok: true,
      sentence: 'Fairness checked: the seed, the options and all 3 actions match what this table saw.',
    });
  });
  it('refuses edited options', () => {
    const forged = { ...proof, options: { armsMaster: 0 } };
    expect(watched(chain).check({ ...forged, setupHash: setupHash(forged) }).ok).toBe(false);
  });
  it('refuses an edited action, even re-chained by someone who knows the seed', () => {
    const edited = [log[0], { seat: 0, action: { type: 'pick', die: 2 } }, log[2]] as typeof log;
    const rechained = { ...proof, log: edited, logHash: logHashes(setup, edited)[3] as string };
    expect(watched(chain).check(rechained)).toMatchObject({ ok: false });
    expect(watched(chain).check({ ...proof, log: edited }).sentence).toContain(
      'not the one this table played',
    );
  });
  it('remembers what it saw across a reload', () => {
    const storage = new MemoryStorage();
    watched([chain[0], chain[1]] as string[], storage);
    const again = new ProofWitness('proof:room', storage);
    expect(again.hashes).toEqual([chain[0], chain[1]]);
    const edited = [{ seat: 0, action: { type: 'roll', extra: 1 } }, log[1], log[2]] as typeof log;
    expect(again.check({ ...proof, log: edited, logHash: logHashes(setup, edited)[3] as string }).ok).toBe(
      false,
    );
  });
});
