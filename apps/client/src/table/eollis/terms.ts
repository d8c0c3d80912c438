// Eollis' recurring words in the reader's language: the message helper, posts, skills, phases, units and persons.
import { PHASE_KINDS, allPosts } from '@flotilla/rules/eollis/material';
import { t } from '../../i18n/i18n';

/** An Eollis message: `eo('log.tavern')`. */
export function eo(key: string, params: Record<string, unknown> = {}): string {
  return t(`eollis:${key}`, params);
}

/** A table of words read when shown (the language may change, the namespace loads with the table). */
function wordsOf(group: string, keys: ReadonlyArray<string>): Record<string, string> {
  return Object.defineProperties(
    {},
    Object.fromEntries(keys.map((k) => [k, { enumerable: true, get: () => eo(`${group}.${k}`) }])),
  ) as Record<string, string>;
}

/** The posts of the rules' airship, and the hold. */
const POSTS: ReadonlyArray<string> = [...allPosts, 'hold'];

export const POST_WORDS: Record<string, string> = wordsOf('post', POSTS);
export const SKILL_WORDS: Record<string, string> = wordsOf('skill', ['navigation', 'combat', 'bagou']);
export const PHASE_WORDS: Record<string, string> = wordsOf('phase', PHASE_KINDS);

/** "3 gold" (French "3 pièces d’or"). */
export function goldWords(count: number): string {
  return eo('unit.gold', { count });
}

/** "2 renown". */
export function renownWords(count: number): string {
  return eo('unit.renown', { count });
}

/**
 * How a log names a seat: `who`/`whom` are the Clan's name, or "you" as an object; `mine(noun, seat)` is an owned
 * thing ("Bart's roll" / "your roll"); `you(seat)` is the context that picks a message's "you" form.
 */
export function personTerms(isYou: (seat: unknown) => boolean, name: (seat: unknown) => string) {
  return {
    isYou,
    who: (seat: unknown): string => name(seat),
    whom: (seat: unknown): string => (isYou(seat) ? eo('word.you') : name(seat)),
    mine: (noun: string, seat: unknown, params: Record<string, unknown> = {}): string =>
      eo(`person.${noun}`, { ...params, name: name(seat), context: isYou(seat) ? 'you' : undefined }),
    you: (seat: unknown): 'you' | undefined => (isYou(seat) ? 'you' : undefined),
  };
}

/** "Anne", "Anne and Bart", "Anne, Bart and Cora" (French "… et Cora"). */
export function andList(items: ReadonlyArray<string>): string {
  if (items.length <= 1) return items[0] ?? '';
  return eo('word.list', { rest: items.slice(0, -1).join(', '), last: items.at(-1) ?? '' });
}
