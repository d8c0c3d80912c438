// Checks a published game proof: the setup and the log match their published hashes (and the hashes a client saw),
// every logged action replays through the rules, and the outcome agrees. Pure, so `npm run verify` and a replay in
// the browser give the same verdict; the shape of an untrusted file is checked before (verify.ts).
import { findGame, replay, type LoggedAction } from '@flotilla/rules';
import { canonicalJson, logHashes, setupHash, unseenHash, type LoggedEntry } from './commitment';

export interface ProofToCheck {
  readonly game: string;
  readonly seats: number;
  readonly options: unknown;
  readonly setupHash: string;
  readonly logHash: string;
  readonly seed: string;
  readonly log: ReadonlyArray<LoggedEntry>;
  readonly outcome: unknown;
  /** The log hashes a client saw during the game, in order (optional): they pin the log it watched. */
  readonly seen?: ReadonlyArray<string>;
}

export interface ProofReport {
  readonly ok: boolean;
  /** The proof's game id, or null when it is not a proof at all. */
  readonly game: string | null;
  /** How many actions of the log the rules accepted (the whole log when `ok`). */
  readonly actions: number;
  /** The published setup hash commits to this game, seat count, options and seed. */
  readonly setupMatches: boolean;
  /** The log chains to the published final log hash, through every hash the client saw (`seen`), if given. */
  readonly logMatches: boolean;
  readonly outcomeMatches: boolean;
  /** What does not match, as data (a browser says it in its reader's language); empty when `ok`. */
  readonly problems: ReadonlyArray<ProofProblem>;
  /** The same problems in English, for `npm run verify`'s console; absent when `ok`. */
  readonly error?: string;
}

/** One thing wrong with a proof. */
export type ProofProblem =
  | { readonly kind: 'not-a-proof' }
  | { readonly kind: 'setup-mismatch' }
  | { readonly kind: 'unseen-log-hash'; readonly hash: string }
  | { readonly kind: 'log-mismatch' }
  | { readonly kind: 'unknown-game'; readonly game: string }
  | { readonly kind: 'seat-count'; readonly min: number; readonly max: number; readonly seats: number }
  | {
      readonly kind: 'action-refused';
      readonly index: number;
      readonly action: string;
      readonly seat: number | null;
      readonly code: string;
    }
  | { readonly kind: 'log-ends-early' }
  | { readonly kind: 'outcome-differs' }
  | { readonly kind: 'replay-failed' };

/** A problem in English (the console's words; the browser has its own messages). */
function english(problem: ProofProblem, title: string, detail: string): string {
  switch (problem.kind) {
    case 'not-a-proof':
      return `Not a game proof: ${detail}`;
    case 'setup-mismatch':
      return 'The game, seats, options and seed do not hash to the published setupHash.';
    case 'unseen-log-hash':
      return `The log does not pass through the log hash ${problem.hash} seen during the game.`;
    case 'log-mismatch':
      return 'The log does not chain to the published logHash.';
    case 'unknown-game':
      return `Unknown game "${problem.game}".`;
    case 'seat-count':
      return `${title} seats ${problem.min} to ${problem.max}, not ${problem.seats}.`;
    case 'action-refused':
      return `Action ${problem.index} ("${problem.action}" by seat ${problem.seat ?? '?'}) was refused: ${problem.code}: ${detail}`;
    case 'log-ends-early':
      return 'The log ends before the game does.';
    case 'outcome-differs':
      return 'The replayed outcome differs from the published one.';
    case 'replay-failed':
      return `The replay failed: ${detail}`;
  }
}

/** Compares two values as they travel in JSON: key order and `undefined` fields do not matter. */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/** Checks a proof of the shape above; never throws. */
export function checkProof(proof: ProofToCheck): ProofReport {
  const setupMatches = setupHash(proof) === proof.setupHash.toLowerCase();
  const chain = logHashes(proof, proof.log);
  const unseen = unseenHash(proof, proof.log, proof.seen ?? []);
  const logMatches = chain[chain.length - 1] === proof.logHash.toLowerCase() && unseen === null;
  const game = findGame(proof.game);
  const report = (
    actions: number,
    outcomeMatches: boolean,
    found?: ProofProblem,
    detail = '',
  ): ProofReport => {
    const problems: ProofProblem[] = [
      ...(setupMatches ? [] : [{ kind: 'setup-mismatch' } as const]),
      ...(unseen === null ? [] : [{ kind: 'unseen-log-hash', hash: unseen } as const]),
      ...(logMatches || unseen !== null ? [] : [{ kind: 'log-mismatch' } as const]),
      ...(found === undefined ? [] : [found]),
    ];
    const error = problems.map((p) => english(p, game?.title ?? proof.game, detail)).join(' ');
    return {
      ok: problems.length === 0 && setupMatches && logMatches && outcomeMatches,
      game: proof.game,
      actions,
      setupMatches,
      logMatches,
      outcomeMatches,
      problems,
      ...(problems.length === 0 ? {} : { error }),
    };
  };

  if (game === undefined) return report(0, false, { kind: 'unknown-game', game: proof.game });
  if (proof.seats < game.minSeats || proof.seats > game.maxSeats) {
    return report(0, false, {
      kind: 'seat-count',
      min: game.minSeats,
      max: game.maxSeats,
      seats: proof.seats,
    });
  }
  const log = proof.log as ReadonlyArray<LoggedAction>;
  try {
    const replayed = replay(game, { seats: proof.seats, seed: proof.seed, options: proof.options }, log);
    if (!replayed.ok) {
      const entry = log[replayed.index];
      const refused: ProofProblem = {
        kind: 'action-refused',
        index: replayed.index,
        action: String(entry?.action.type ?? '?'),
        seat: typeof entry?.seat === 'number' ? entry.seat : null,
        code: replayed.error.code,
      };
      return report(replayed.index, false, refused, replayed.error.message);
    }
    const outcome = game.outcome(replayed.state);
    if (outcome === null) return report(log.length, false, { kind: 'log-ends-early' });
    if (!sameJson(outcome, proof.outcome)) return report(log.length, false, { kind: 'outcome-differs' });
    return report(log.length, true);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return report(0, false, { kind: 'replay-failed' }, detail);
  }
}
