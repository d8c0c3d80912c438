// Every refusal the protocol names has words: a reason, code or join refusal the server adds is a type error here
// until the English message files say it (`refusalSentence` and `describeJoinError` read them by these keys; the
// other languages are checked by refusals.test.ts). Types only: nothing of it reaches a bundle.
import type { ErrorCode, HttpRefusal, JoinRefusal, RefusalReason } from '@flotilla/protocol';
import type errors from '../i18n/locales/en/errors.json';
import type refusals from '../i18n/locales/en/refusals.json';

/** `host-seats-bots` → `hostSeatsBots`: `camelCase` (connection.ts) at the type level. */
export type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** The identifiers of `Ids` that `Table` has no message for, as message keys. */
type Unsaid<Ids extends string, Table> = Exclude<CamelCase<Ids>, keyof Table>;

/** Fits only `never`: a type error here names the keys that have no words. */
type NoneUnsaid<Missing extends never> = Missing;

/** The invite route's refusals (the archive's are said by the replay screen from their status). */
type InviteRefusal = Extract<HttpRefusal, 'unknown-code' | 'too-many-wrong-codes'>;

export type RefusalsSaid = [
  NoneUnsaid<Unsaid<RefusalReason, (typeof refusals)['refused']>>,
  NoneUnsaid<Unsaid<ErrorCode, (typeof refusals)['code']>>,
  NoneUnsaid<Unsaid<JoinRefusal, (typeof errors)['join']>>,
  NoneUnsaid<Unsaid<InviteRefusal, (typeof errors)['invite']>>,
];
