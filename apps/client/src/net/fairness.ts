// What this client saw of the table's commitments, and the check of the final proof against it.
// Only the commitment module: the protocol's index would bring its zod schemas into the bundle.
import { logHashes, setupHash, unseenHash } from '@flotilla/protocol/commitment';
import type { GameProof } from '@flotilla/protocol';
import { t } from '../i18n/i18n';

export interface FairnessCheck {
  readonly ok: boolean;
  /** One sentence for the game log. */
  readonly sentence: string;
}

/** The log hashes one tab saw, in order (kept per table, so a reload does not forget them). */
export class ProofWitness {
  private readonly seen: string[];

  constructor(
    private readonly key: string,
    private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  ) {
    let kept: unknown = null;
    try {
      kept = JSON.parse(storage?.getItem(key) ?? 'null');
    } catch {
      kept = null;
    }
    this.seen = Array.isArray(kept) ? kept.filter((hash): hash is string => typeof hash === 'string') : [];
  }

  /** Records the state's `logHash` when it is new. */
  observe(logHash: string): void {
    if (logHash === '' || this.seen[this.seen.length - 1] === logHash) return;
    this.seen.push(logHash);
    try {
      this.storage?.setItem(this.key, JSON.stringify(this.seen));
    } catch {
      // A full or blocked storage only costs the check after a reload.
    }
  }

  get hashes(): ReadonlyArray<string> {
    return this.seen;
  }

  /** The proof must hash to the setup this tab saw first, and its log must pass through every hash it saw. */
  check(proof: GameProof): FairnessCheck {
    if (this.seen.length === 0) {
      return {
        ok: true,
        sentence: t('common:fairness.published', { n: proof.log.length }),
      };
    }
    const first = this.seen[0];
    if (first !== undefined && (setupHash(proof) !== first || proof.setupHash !== first)) {
      return {
        ok: false,
        sentence: t('common:fairness.badSetup'),
      };
    }
    const chain = logHashes(proof, proof.log);
    if (chain[chain.length - 1] !== proof.logHash || unseenHash(proof, proof.log, this.seen) !== null) {
      return {
        ok: false,
        sentence: t('common:fairness.badLog'),
      };
    }
    return {
      ok: true,
      sentence: t('common:fairness.checked', { n: proof.log.length }),
    };
  }
}
