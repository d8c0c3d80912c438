// The gate every inbound message passes: throttle, size, shape, then role. It gives a verdict; the room answers.
import {
  ClientMessages,
  LIMITS,
  readAct,
  type ClientMessage,
  type ClientMessageType,
  type ErrorCode,
  type RefusalReason,
  type ServerMessages,
} from '@flotilla/protocol';
import { TokenBucket } from '../rate-limit';
import { issuePath } from '../refusals';
import { frameProblem } from './frames';

/** A refused message, as its `error` reply says it: codes and data, never a sentence (docs/protocol.md). */
export type Refused = ServerMessages['error'];

/** Only spectators may predict; every other message needs a seat. */
type SeatedType = Exclude<ClientMessageType, 'predict'>;

/** A message that passed the gate: its type, its data as its schema reads it, and the sender's seat. */
export type Admitted =
  | {
      [T in SeatedType]: { readonly type: T; readonly data: ClientMessage<T>; readonly seat: number };
    }[SeatedType]
  | { readonly type: 'predict'; readonly data: ClientMessage<'predict'>; readonly seat: number | null };

export type Verdict = { readonly admitted: Admitted } | { readonly refused: Refused };

/** The longest message type an error reply repeats: longer than every real one. */
const MAX_ECHOED_TYPE = 32;

/** A refusal's reply; the room's own handlers (a game over, a prediction closed) refuse with it too. */
export function refusal(
  code: ErrorCode,
  reason: RefusalReason,
  about: string,
  detail?: ServerMessages['error']['detail'],
): Refused {
  return detail === undefined ? { code, reason, about } : { code, reason, about, detail };
}

/**
 * A client message checked against its schema: its data, or where it is malformed (the first zod issue's path,
 * joined with dots; '' for the message itself).
 */
function readMessage(
  type: ClientMessageType,
  message: unknown,
): { success: true; data: unknown } | { success: false; path: string } {
  if (type === 'act') {
    const act = readAct(message);
    if (act.ok) return { success: true, data: act.value };
    // Rare (and throttled): zod, which refuses the same messages, says where.
  }
  const parsed = ClientMessages[type].safeParse(message);
  return parsed.success
    ? { success: true, data: parsed.data }
    : { success: false, path: issuePath(parsed.error.issues[0]?.path) };
}

/** One table's gate; each sender (a client, any object) has its own message bucket. */
export class MessageGate {
  private readonly buckets = new WeakMap<object, TokenBucket>();

  /** A `rate-limited` refusal when the sender's bucket is empty, else null: every kind of message counts. */
  throttle(sender: object, about: string): Refused | null {
    let bucket = this.buckets.get(sender);
    if (bucket === undefined) {
      bucket = new TokenBucket(LIMITS.messagesPerSecond, LIMITS.messagesPerSecond * 2);
      this.buckets.set(sender, bucket);
    }
    return bucket.take() ? null : refusal('rate-limited', 'too-many-messages', about);
  }

  /**
   * A frame Colyseus could not read (`frameProblem`): its refusal, with the problem to log (none when throttled);
   * null for a frame Colyseus may read.
   */
  frame(
    sender: object,
    frame: Buffer,
  ): { readonly refused: Refused; readonly problem: string | null } | null {
    const problem = frameProblem(frame);
    if (problem === null) return null;
    const throttled = this.throttle(sender, 'frame');
    if (throttled !== null) return { refused: throttled, problem: null };
    return { refused: refusal('malformed-message', 'malformed', 'frame'), problem };
  }

  /** A message type nobody sends: throttled like the others, and its name echoed no longer than a real one. */
  unknown(sender: object, type: string): Refused {
    const about = type.length > MAX_ECHOED_TYPE ? `${type.slice(0, MAX_ECHOED_TYPE)}…` : type;
    return this.throttle(sender, about) ?? refusal('unknown-message', 'unknown-message', about);
  }

  /** A known message type: throttle, size, shape, then role, in that order; `seat` is null for a spectator. */
  check(sender: object, type: ClientMessageType, message: unknown, seat: number | null | undefined): Verdict {
    const throttled = this.throttle(sender, type);
    if (throttled !== null) return { refused: throttled };
    const size = JSON.stringify(message ?? null)?.length ?? 0;
    if (size > LIMITS.maxMessageBytes) return { refused: refusal('too-large', 'too-large', type) };
    // Every accepted action comes through `act`: its reader checks the same rules as the zod schema without
    // zod's allocations; the rare other messages keep zod.
    const parsed = readMessage(type, message ?? {});
    if (!parsed.success)
      return { refused: refusal('malformed-message', 'malformed', type, { path: parsed.path }) };
    if (type === 'predict')
      return { admitted: { type, data: parsed.data as ClientMessage<'predict'>, seat: seat ?? null } };
    if (seat === null || seat === undefined)
      return { refused: refusal('spectator', 'spectators-watch', type) };
    // The schema of `type` read `data`: the pair is one of `Admitted`'s.
    return { admitted: { type, data: parsed.data, seat } as Admitted };
  }
}
