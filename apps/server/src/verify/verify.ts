// Checks a published game proof: the seed matches its hash, every logged action replays, the outcome agrees.
import { findGame, replay, type LoggedAction } from '@flotilla/rules';
import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

/** What `npm run verify` prints, as one JSON line. */
export interface VerifyReport {
  readonly ok: boolean;
  /** The proof's game id, or null when the file is not a proof at all. */
  readonly game: string | null;
  /** How many actions of the log the rules accepted (the whole log when `ok`). */
  readonly actions: number;
  readonly seedMatches: boolean;
  readonly outcomeMatches: boolean;
  /** The first problem found, in words; absent when `ok`. */
  readonly error?: string;
}

const LoggedActionShape = z.object({
  seat: z.number().int(),
  action: z.object({ type: z.string() }).catchall(z.union([z.string(), z.number(), z.boolean()])),
});

/** The `proof` message (`GameProof` in @flotilla/protocol) as a client saves it. */
const ProofShape = z.object({
  game: z.string(),
  seats: z.number().int(),
  options: z.unknown(),
  seedHash: z.string(),
  seed: z.string(),
  log: z.array(LoggedActionShape),
  outcome: z.unknown(),
});

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Compares two values as they travel in JSON: key order and `undefined` fields do not matter. */
export function sameJson(a: unknown, b: unknown): boolean {
  const plain = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));
  return isDeepStrictEqual(plain(a), plain(b));
}

/** Verifies a parsed proof; never throws. */
export function verifyProof(input: unknown): VerifyReport {
  const parsed = ProofShape.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    return {
      ok: false,
      game: null,
      actions: 0,
      seedMatches: false,
      outcomeMatches: false,
      error: `Not a game proof${where}: ${issue?.message ?? 'invalid'}.`,
    };
  }
  const proof = parsed.data;
  const seedMatches = sha256Hex(proof.seed) === proof.seedHash.toLowerCase();
  const report = (actions: number, outcomeMatches: boolean, error?: string): VerifyReport => {
    const seedError = seedMatches ? undefined : 'sha256(seed) is not the published seedHash.';
    const problem = [seedError, error].filter((text) => text !== undefined).join(' ') || undefined;
    return {
      ok: problem === undefined && seedMatches && outcomeMatches,
      game: proof.game,
      actions,
      seedMatches,
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
