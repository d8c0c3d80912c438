// Checks a published game proof: the setup and the log match their published hashes (and the hashes a client saw),
// every logged action replays, and the outcome agrees.
import { logHashes, setupHash, unseenHash } from '@flotilla/protocol';
import { findGame, replay, type LoggedAction } from '@flotilla/rules';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

/** What `npm run verify` prints, as one JSON line. */
export interface VerifyReport {
  readonly ok: boolean;
  /** The proof's game id, or null when the file is not a proof at all. */
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

const LoggedActionShape = z.object({
  seat: z.number().int(),
  action: z.object({ type: z.string() }).catchall(z.union([z.string(), z.number(), z.boolean()])),
});

/**
 * The `proof` message (`GameProof` in @flotilla/protocol) as a client saves it, with the log hashes that client
 * saw during the game (`seen`, optional): they pin the log it watched, so an edit that replays to the same outcome
 * is still caught.
 */
const ProofShape = z.object({
  game: z.string(),
  seats: z.number().int(),
  options: z.unknown(),
  setupHash: z.string(),
  logHash: z.string(),
  seed: z.string(),
  log: z.array(LoggedActionShape),
  outcome: z.unknown(),
  seen: z.array(z.string()).optional(),
});
/** Compares two values as they travel in JSON: key order and `undefined` fields do not matter. */
export function sameJson(a: unknown, b: unknown): boolean {
  const plain = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));
  return isDeepStrictEqual(plain(a), plain(b));
}

/** Verifies a parsed proof; never throws. */
/** The report on something that is no proof of a game at all (no file, no such game, not a proof). */
export function notAProof(error: string): VerifyReport {
  return {
    ok: false,
    game: null,
    actions: 0,
    setupMatches: false,
    logMatches: false,
    outcomeMatches: false,
    error,
  };
}

export function verifyProof(input: unknown): VerifyReport {
  const parsed = ProofShape.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    return notAProof(`Not a game proof${where}: ${issue?.message ?? 'invalid'}.`);
  }
  const proof = parsed.data;
  const setupMatches = setupHash(proof) === proof.setupHash.toLowerCase();
  const chain = logHashes(proof, proof.log);
  const unseen = unseenHash(proof, proof.log, proof.seen ?? []);
  const logMatches = chain[chain.length - 1] === proof.logHash.toLowerCase() && unseen === null;
  const report = (actions: number, outcomeMatches: boolean, error?: string): VerifyReport => {
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
