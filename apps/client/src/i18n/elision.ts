// French elides "de" and "que" before a vowel: "la feuille d’Anne", "plus qu’Eollis". A message can only write
// "de {{name}}" when the name is unknown until played, so the elision is made once the name is in: for French
// only, "de"/"que" before a word that starts with a vowel (names starting with h are left alone: "de Henry" and
// "d’Henry" are both written).

const ELIDED =
  /\b([Dd]e|[Qq]ue|[Jj]usque|[Ll]orsque|[Pp]uisque) (?=[AEIOUYÀÂÄÉÈÊËÎÏÔÖÛÙÜaeiouyàâäéèêëîïôöûùü])/g;

export function elide(text: string): string {
  return text.replace(ELIDED, (_, word: string) => `${word.slice(0, -1)}’`);
}

/** An i18next post-processor making the elisions of French. */
export const elisionProcessor = {
  type: 'postProcessor' as const,
  name: 'elision',
  process(value: string, _key: unknown, _options: unknown, translator: { language?: string }): string {
    return translator.language?.startsWith('fr') === true ? elide(value) : value;
  },
};
