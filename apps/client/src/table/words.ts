// Words shared by every table: lists of names in the reader's language, and the English log's "you" helpers.
import { formatList } from '../i18n/i18n';

/**
 * "Anne", "Anne and Bart", "Anne, Bart and Cora": a list as a sentence says it, in the reader's language
 * (`formatList`: "Anne, Bart et Cora").
 */
export function listed(names: ReadonlyArray<string>): string {
  return formatList(names);
}

/**
 * How an English log names the people at a table: the viewer is "you", with the verb to match; everyone else goes by
 * `name`. `who` starts a sentence, `whom` ends one, `whose` and `Whose` own something mid-sentence and at its
 * start, `does(p, 'gives', 'give')` agrees. A translated log says "you" through its messages' `_you` context.
 */
export function personWords(isYou: (person: unknown) => boolean, name: (person: unknown) => string) {
  return {
    isYou,
    who: (person: unknown): string => (isYou(person) ? 'You' : name(person)),
    whom: (person: unknown): string => (isYou(person) ? 'you' : name(person)),
    whose: (person: unknown): string => (isYou(person) ? 'your' : `${name(person)}'s`),
    Whose: (person: unknown): string => (isYou(person) ? 'Your' : `${name(person)}'s`),
    does: (person: unknown, third: string, second: string): string => (isYou(person) ? second : third),
  };
}
