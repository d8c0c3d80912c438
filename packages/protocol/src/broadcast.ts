// Broadcast links: a streamer's feed of a table through one lens, delayed by the server itself (issue 25).

export const BROADCAST_LENSES = ['audience', 'seat', 'truth'] as const;
export type BroadcastLensKind = (typeof BROADCAST_LENSES)[number];

/**
 * Seconds of delay each lens allows: a seat's eyes and the whole truth are never live, so that no viewer can feed
 * a player what the table hides from them. The server refuses anything shorter and keeps the stream itself.
 */
export const BROADCAST_DELAY = {
  audience: { min: 0, default: 0 },
  seat: { min: 30, default: 120 },
  truth: { min: 120, default: 120 },
  /** The longest delay, and how long a table's past steps are kept for its broadcasts. */
  max: 600,
} as const satisfies Record<BroadcastLensKind, { min: number; default: number }> & { max: number };

/** A broadcast link as its creators see it in the table's Broadcast panel. */
export interface BroadcastLink {
  readonly token: string;
  readonly lens: BroadcastLensKind;
  /** The seat whose eyes a seat lens shows; null for the others. */
  readonly seat: number | null;
  readonly delaySeconds: number;
  /**
   * A whole truth opened without everyone's agreement: it shows the audience's view until the game's end, and
   * every hidden fact only from the end onward (when the published seed and log reveal them anyway).
   */
  readonly fromEnd: boolean;
}

/** What a broadcast page is told when it joins: which game, through whose eyes, how late. */
export interface BroadcastWelcome {
  readonly game: string;
  readonly lens: BroadcastLensKind;
  readonly seat: number | null;
  readonly delaySeconds: number;
  readonly fromEnd: boolean;
}

/** The close code of a broadcast page whose link was revoked. */
export const CLOSE_BROADCAST_REVOKED = 4200;

/** The delay a lens gets for a request: its default when none is asked, never below its minimum nor above the max. */
export function broadcastDelay(lens: BroadcastLensKind, asked: number | undefined): number {
  const bounds = BROADCAST_DELAY[lens];
  const wanted = asked ?? bounds.default;
  return Math.min(BROADCAST_DELAY.max, Math.max(bounds.min, Math.floor(wanted)));
}

/** The two camps of an Eollis mutiny. */
export type MutinyCamp = 'mutineers' | 'captain';

/**
 * A spectator's prediction (`predict`): the winner and, in 15 Men, factions by seat, until the host's deadline;
 * in Eollis, which camp wins the mutiny being called (`call`: the table's `mutinyCall`), until its camps are revealed.
 */
export interface PredictionPayload {
  readonly name: string;
  readonly winner?: number;
  readonly factions?: Readonly<Record<string, 'captain' | 'loyalist' | 'mutineer'>>;
  readonly mutiny?: { readonly call: number; readonly camp: MutinyCamp };
}

/** Rounds after which the host may close predictions of the winner and factions (`predictionDeadline`); 0: now. */
export const PREDICTION_ROUNDS = { default: 1, max: 3 } as const;

/** The predictions, scored, once the game is over (`predictions` in the synced state, as JSON). */
export interface FinalPredictions {
  readonly count: number;
  /** The best ten, best first. */
  readonly top: ReadonlyArray<{
    readonly name: string;
    readonly winner: number | null;
    readonly rightWinner: boolean;
    readonly rightFactions: number;
    readonly factions: number;
    /** Eollis: mutinies called right, of those predicted. */
    readonly rightMutinies: number;
    readonly mutinies: number;
    readonly points: number;
  }>;
}
