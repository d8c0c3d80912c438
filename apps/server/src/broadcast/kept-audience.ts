// What a table's audience has that must outlive a restart: its broadcast links (their tokens stay valid), who agreed
// to the whole truth, and the predictions locked so far. Kept by the store as JSON; read back with a schema, since a
// row written by a bug must not stop its table from coming back (it comes back without its audience instead).
import { z } from 'zod';

const Seat = z.number().int().min(-1).max(7);

const KeptLink = z.object({
  token: z.string().min(1).max(64),
  lens: z.enum(['audience', 'seat', 'truth']),
  seat: Seat.nullable(),
  delaySeconds: z.number().int().min(0).max(600),
  fromEnd: z.boolean(),
  createdBy: Seat,
});

const KeptPrediction = z.object({
  name: z.string().max(64),
  winner: Seat.nullable(),
  factions: z.record(z.string(), z.string()),
  mutinies: z.record(z.string(), z.enum(['mutineers', 'captain'])),
});

export const KeptAudience = z.object({
  links: z.array(KeptLink),
  agreed: z.array(Seat),
  predictions: z.object({
    open: z.boolean(),
    rounds: z.number().int().min(0).max(255),
    voters: z.array(z.tuple([z.string(), KeptPrediction])),
  }),
});
export type KeptAudience = z.infer<typeof KeptAudience>;

/** The kept audience, or null when there is none or it cannot be read. */
export function readKeptAudience(value: unknown): KeptAudience | null {
  if (value === null || value === undefined) return null;
  const parsed = KeptAudience.safeParse(value);
  return parsed.success ? parsed.data : null;
}
