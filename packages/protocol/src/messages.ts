// Every message between client and server: names, payloads and their run-time schemas (zod).
import { GAME_IDS } from '@flotilla/rules/game-ids';
import { z } from 'zod';
import { DEFAULT_NAME, nameProblem, normaliseName } from './display-name';
import { PREDICTION_ROUNDS, type BroadcastLink, type PredictionPayload } from './broadcast';

/** A display name, normalised (`normaliseName`) and checked (`nameProblem`): the lobby's form applies the same. */
export const DisplayName = z
  .string()
  .transform(normaliseName)
  .superRefine((name, context) => {
    const problem = nameProblem(name);
    if (problem !== null) context.addIssue({ code: 'custom', message: problem });
  });

export const SEAT_COLOURS = ['crimson', 'gold', 'teal', 'violet', 'orange', 'sky', 'lime', 'rose'] as const;
export const SeatColour = z.enum(SEAT_COLOURS);
export type SeatColour = z.infer<typeof SeatColour>;

const ActionField = z.union([z.string().max(64), z.number().finite(), z.boolean()]);
/** An action as the rules define it: a `type` and primitive fields. Its legality is the rules' business. */
export const ActionPayload = z
  .record(z.string().max(32), ActionField)
  .refine((value) => typeof value.type === 'string', { message: 'An action needs a string "type".' })
  .refine((value) => Object.keys(value).length <= 8, { message: 'An action has at most 8 fields.' });

export const ClientMessages = {
  /** Take one of your legal actions. */
  act: z.object({ action: ActionPayload }).strict(),
  /** Waiting room: say you are ready (or not). */
  ready: z.object({ ready: z.boolean() }).strict(),
  /** Waiting room, host only: start the table. */
  start: z.object({}).strict(),
  /** Waiting room, host only: put a bot in an open seat, or take it out. */
  bot: z.object({ seat: z.number().int().min(0).max(7), on: z.boolean() }).strict(),
  /** Waiting room: change your display name and seat colour. */
  profile: z.object({ name: DisplayName, colour: SeatColour }).strict(),
  /** After the game, a seated player: "play again" — one new private table, same options, for everyone here. */
  rematch: z.object({}).strict(),
  /** Creates a broadcast link (the host for the audience or the truth; a seated player for its own seat). */
  broadcast: z
    .object({
      lens: z.enum(['audience', 'seat', 'truth']),
      delaySeconds: z.number().int().min(0).max(600).optional(),
      /** The whole truth from the game's end onward: no agreement needed (`BroadcastLink.fromEnd`). */
      fromEnd: z.boolean().optional(),
    })
    .strict(),
  /** Revokes a broadcast link: whoever may create its lens for this seat. */
  unbroadcast: z.object({ token: z.string().min(1).max(64) }).strict(),
  /** A seated player's agreement to a whole-truth broadcast of this table (or its withdrawal). */
  truthConsent: z.object({ agree: z.boolean() }).strict(),
  /** A spectator's (or broadcast viewer's) prediction, locked on the server and told to no player before the end. */
  predict: z
    .object({
      name: DisplayName,
      winner: z.number().int().min(0).max(7).optional(),
      factions: z.record(z.string().max(1), z.enum(['captain', 'loyalist', 'mutineer'])).optional(),
      mutiny: z
        .object({ call: z.number().int().min(1).max(255), camp: z.enum(['mutineers', 'captain']) })
        .strict()
        .optional(),
    })
    .strict(),
  /** The host sets when predictions of the winner close: after this many rounds, or now (0). */
  predictionDeadline: z.object({ rounds: z.number().int().min(0).max(PREDICTION_ROUNDS.max) }).strict(),
} as const;
export type ClientMessageType = keyof typeof ClientMessages;
export type ClientMessage<T extends ClientMessageType> = z.infer<(typeof ClientMessages)[T]>;

/** Limits of an action's fields, as `ActionPayload` states them. */
const ACTION_LIMITS = { fields: 8, keyLength: 32, stringLength: 64 } as const;

/**
 * Reads an `act` message with exactly the rules of `ClientMessages.act` (a strict object whose one key,
 * `action`, is a plain object of at most 8 fields with keys up to 32 characters, each a string up to 64
 * characters, a finite number or a boolean, and a string `type`), without zod's per-call allocations: every
 * accepted action passes through here. Accepts and refuses the same messages as the zod schema (a test
 * checks both on random input); the action is returned as received, not copied.
 */
export function readAct(
  message: unknown,
):
  | { readonly ok: true; readonly value: ClientMessage<'act'> }
  | { readonly ok: false; readonly error: string } {
  if (typeof message !== 'object' || message === null || Array.isArray(message))
    return { ok: false, error: 'An "act" message is an object.' };
  for (const key in message) {
    if (key !== 'action') return { ok: false, error: `Unrecognized key: "${key}"` };
  }
  const action = (message as { action?: unknown }).action;
  if (!isPlainRecord(action)) return { ok: false, error: 'An action is an object of primitive fields.' };
  let fields = 0;
  for (const key in action) {
    if (!Object.prototype.hasOwnProperty.call(action, key)) continue;
    if (key === '__proto__') return { ok: false, error: 'An action field may not be named "__proto__".' };
    if (key.length > ACTION_LIMITS.keyLength)
      return { ok: false, error: 'An action field name is too long.' };
    const value = action[key];
    const ok =
      typeof value === 'string'
        ? value.length <= ACTION_LIMITS.stringLength
        : typeof value === 'number'
          ? Number.isFinite(value)
          : typeof value === 'boolean';
    if (!ok) return { ok: false, error: `Action field "${key}" is not a short string, number or boolean.` };
    fields++;
  }
  if (typeof action.type !== 'string') return { ok: false, error: 'An action needs a string "type".' };
  if (fields > ACTION_LIMITS.fields) return { ok: false, error: 'An action has at most 8 fields.' };
  return { ok: true, value: message as ClientMessage<'act'> };
}

/** An object whose prototype is Object.prototype or null (what zod's `record` accepts): no arrays, buffers or dates. */
function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

export { GAME_IDS };

/** Options of a new table, from quick play or the private-table form. */
export const CreateTableOptions = z.object({
  game: z.enum(GAME_IDS),
  players: z.number().int().min(1).max(6),
  private: z.boolean().default(false),
  /** Game variants and scenarios, checked by the game's own `parseOptions`. */
  options: z
    .record(z.string().max(32), z.union([z.string().max(64), z.number(), z.boolean(), z.null()]))
    .default({}),
  /** Fill seats still open at the start with bots. */
  botsFill: z.boolean().default(false),
  /**
   * Seconds per decision; 0 for no timer. A private table has none unless asked; a public table always plays with
   * the public clock (`PUBLIC_CLOCK`), and may leave this out.
   */
  turnSeconds: z.number().int().min(0).max(600).optional(),
  spectators: z.boolean().default(true),
});
export type CreateTableOptions = z.infer<typeof CreateTableOptions>;

/** What a client says when it joins a table. */
export const JoinOptions = z.object({
  name: DisplayName.default(DEFAULT_NAME),
  colour: SeatColour.optional(),
  spectate: z.boolean().default(false),
  /**
   * The secret seat token a player was given: takes the seat back from a bot, or from the player's own dropped
   * connection (after a server restart, when the old reconnection token is void).
   */
  reclaim: z.string().max(64).optional(),
});
export type JoinOptions = z.infer<typeof JoinOptions>;

/** What kind of refusal an `error` is; `RefusalReason` says which one. */
export const ERROR_CODES = [
  'malformed-message',
  'unknown-message',
  'too-large',
  'rate-limited',
  'spectator',
  'not-host',
  'not-waiting',
  'not-playing',
  'seat-taken',
  'cannot-start',
  'malformed-action',
  'unknown-seat',
  'game-over',
  'not-your-turn',
  'illegal-action',
  'not-over',
  'not-allowed',
  'predictions-closed',
  'storage-unavailable',
  'internal-error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Why a message was refused: one stable identifier per distinct refusal (kebab-case, never prose). Several reasons
 * share an `ErrorCode`; the client says each in its reader's language (docs/protocol.md lists them).
 */
export const REFUSAL_REASONS = [
  // Any message
  'malformed',
  'unknown-message',
  'too-large',
  'too-many-messages',
  'spectators-watch',
  'handler-failed',
  // The waiting room
  'game-started',
  'host-seats-bots',
  'seat-taken',
  'host-starts',
  'players-not-ready',
  'seats-empty',
  // Actions: the table's, then the rules' own codes
  'not-playing',
  'storage-unavailable',
  'malformed-action',
  'unknown-seat',
  'game-over',
  'not-your-turn',
  'illegal-action',
  'rules-failed',
  // After the game
  'not-over',
  'rematch-failed',
  // Predictions
  'own-game',
  'host-sets-predictions',
  'predictions-closed',
  'nothing-predicted',
  'winner-closed',
  'mutiny-closed',
  'no-such-seat',
  'factions-fifteen-men',
  // Broadcasts: the table's desk, then a broadcast's own room
  'host-opens-broadcast',
  'truth-needs-consent',
  'no-such-broadcast',
  'not-your-broadcast',
  'broadcast-watch-only',
  'broadcast-shows-hidden',
  'too-many-predictions',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/**
 * Why a join or a table's creation was refused: the `message` of Colyseus's `ServerError` (a matchmaking
 * request's `error`), an identifier like `RefusalReason`, never a sentence.
 */
export const JOIN_REFUSALS = [
  'bad-options',
  'bad-join-options',
  'unknown-game',
  'bad-seat-count',
  'public-standard',
  'cannot-keep-tables',
  'table-full',
  'game-started',
  'no-spectators',
  'audience-full',
  'unknown-broadcast',
  'request-too-large',
  'too-many-requests',
  'server-restarting',
  'process-unavailable',
  'no-process',
] as const;
export type JoinRefusal = (typeof JOIN_REFUSALS)[number];

/**
 * The `error` of an HTTP route's refusal (`{ error }` with a 4xx or 5xx status): an identifier, never a sentence.
 */
export const HTTP_REFUSALS = [
  'unknown-code',
  'too-many-wrong-codes',
  'no-such-game',
  'bad-query',
  'archive-unavailable',
] as const;
export type HttpRefusal = (typeof HTTP_REFUSALS)[number];

/** Server → client messages. */
export interface ServerMessages {
  welcome: {
    readonly role: 'player' | 'spectator';
    readonly seat: number | null;
    /** Keep it secret: it lets this player take the seat back after a bot took it over. */
    readonly seatToken: string | null;
    readonly inviteCode: string | null;
  };
  /**
   * A refusal, in codes and data: the server sends no sentences (the client says them in its reader's language,
   * from `reason`, else from `code`). `about` names the message refused (`frame` for one Colyseus cannot read).
   */
  error: {
    readonly code: ErrorCode;
    readonly reason: RefusalReason;
    readonly about: string;
    /** Values for a developer (never prose): a malformed message's `path`, the rules' code... */
    readonly detail?: Readonly<Record<string, string | number>>;
  };
  /** At the end: everything needed to replay the game and check every die (`npm run verify`). */
  proof: GameProof;
  /** "Play again": the new table the seated players may join by id; spectators are not told (they would sit first). */
  rematch: { readonly roomId: string };
  /** A spectator's prediction is locked: what it says. */
  predicted: PredictionPayload;
  /** This client's broadcast links, and the seats that agreed to a whole-truth broadcast: after every change. */
  broadcasts: {
    readonly links: ReadonlyArray<BroadcastLink>;
    readonly truthConsent: ReadonlyArray<number>;
    readonly truthAllowed: boolean;
  };
}

export interface GameProof {
  /** The archive's id of this game: random and unguessable, `GET /api/games/:id` serves it. */
  readonly gameId: string;
  readonly game: string;
  readonly seats: number;
  readonly options: unknown;
  /** sha256 of the whole setup (game, seats, options, seed): see `setupHash` in commitment.ts. */
  readonly setupHash: string;
  /** The log hash after the last action: the last `logHash` every client saw. */
  readonly logHash: string;
  readonly seed: string;
  readonly log: ReadonlyArray<{ readonly seat: number; readonly action: { readonly type: string } }>;
  readonly outcome: unknown;
}

export const SERVER_MESSAGE_TYPES = [
  'welcome',
  'error',
  'proof',
  'rematch',
  'broadcasts',
] as const satisfies ReadonlyArray<keyof ServerMessages>;
