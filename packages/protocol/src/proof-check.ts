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
  /** The first problem found, in words; absent when `ok`. */
  readonly error?: string;
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
  const report = (actions: number, outcomeMatches: boolean, error?: string): ProofReport => {
    const problems = [
      setupMatches ? undefined : 'The game, seats, options and seed do not hash to the published setupHash.',
      unseen === null
        ? undefined
        : `The log does not pass through the log hash ${unseen} seen during the game.`,
      logMatches || unseen !== null ? undefined : 'The log does not chain to the published logHash.',
      error,
    ];
    const problem = problems.filter((text) => text !== undefined).join(' ') || undefined;
    return {
      ok: problem === undefined && setupMatches && logMatches && outcomeMatches,
      game: proof.game,
      actions,
      setupMatches,
      logMatches,
      outcomeMatches,
      ...(problem === undefined ? {} : { error: problem }),
    };
  };

  const game = findGame(proof.game);
  if (game === undefined) return report(0, false, `Unknown game "${proof.game}".`);
  if (proof.seats < game.minSeats || proof.seats > game.maxSeats) {
    return report(0, false, `${game.title} seats ${game.minSeats} to ${game.maxSeats}, not ${proof.seats}.`);
  }
  const log = proof.log as ReadonlyArray<LoggedAction>;
  try {
    const replayed = replay(game, { seats: proof.seats, seed: proof.seed, options: proof.options }, log);
    if (!replayed.ok) {
      const entry = log[replayed.index];
      return report(
        replayed.index,
        false,
        `Action ${replayed.index} ("${entry?.action.type ?? '?'}" by seat ${entry?.seat ?? '?'}) was refused: ` +
          `${replayed.error.code}: ${replayed.error.message}`,
      );
    }
    const outcome = game.outcome(replayed.state);
    if (outcome === null) return report(log.length, false, 'The log ends before the game does.');
    if (!sameJson(outcome, proof.outcome)) {
      return report(log.length, false, 'The replayed outcome differs from the published one.');
    }
    return report(log.length, true);
  } catch (error) {
    return report(0, false, `The replay failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
