// `npm run verify`'s check of a published game proof: the file's shape first (it is untrusted), then the
// protocol's `checkProof` (the hashes, the replay through the rules, the outcome), which the browser shares.
import { checkProof, type ProofReport } from '@flotilla/protocol';
import { z } from 'zod';

/** What `npm run verify` prints, as one JSON line. */
export type VerifyReport = ProofReport;

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

/** The report on something that is no proof of a game at all (no file, no such game, not a proof). */
export function notAProof(error: string): VerifyReport {
  return {
    ok: false,
    game: null,
    actions: 0,
    setupMatches: false,
    logMatches: false,
    outcomeMatches: false,
    problems: [{ kind: 'not-a-proof' }],
    error,
  };
}

/** Verifies an untrusted proof (a file, a request); never throws. */
export function verifyProof(input: unknown): VerifyReport {
  const parsed = ProofShape.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    return notAProof(`Not a game proof${where}: ${issue?.message ?? 'invalid'}.`);
  }
  return checkProof(parsed.data);
}
