// Plain English shared by every table's words.

/** "Anne", "Anne and Bart", "Anne, Bart and Cora": a list as a sentence says it. */
export function listed(names: ReadonlyArray<string>): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/**
 * How a log names the people at a table: the viewer is "you", with the verb to match; everyone else goes by
 * `name`. `who` starts a sentence, `whom` ends one, `whose` and `Whose` own something mid-sentence and at its
 * start, `does(p, 'gives', 'give')` agrees.
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
