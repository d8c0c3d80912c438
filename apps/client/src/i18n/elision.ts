// French elides "de" and "que" before a vowel: "la feuille d’Anne", "plus qu’Eollis". A message can only write
// "de {{name}}" when the name is unknown until played, so French messages' "de {{x}}" and "que {{x}}" become a
// formatter's work when their file loads: it writes "d’" or "de " once the value is in, and never touches the
// value itself ("Lope de Aguirre" keeps its name). Names starting with h are left alone ("de Henry").

const STARTS_WITH_VOWEL = /^[AEIOUYÀÂÄÉÈÊËÎÏÔÖÛÙÜaeiouyàâäéèêëîïôöûùü]/;

/** The words that elide, and their formatters' names (i18next reads those in lowercase). */
const ELIDING: Readonly<Record<string, string>> = { de: 'de', De: 'decap', que: 'que', Que: 'quecap' };

/** "de" + value, or "d’" + value before a vowel. */
export function elided(word: string, value: string): string {
  return STARTS_WITH_VOWEL.test(value) ? `${word.slice(0, -1)}’${value}` : `${word} ${value}`;
}

/** A French message with its "de {{x}}" and "que {{x}}" handed to the formatters. */
export function withElisions(message: string): string {
  return message.replace(
    /\b(de|De|que|Que) \{\{\s*([\w.]+)\s*\}\}/g,
    (_, word: string, name: string) => `{{${name}, ${ELIDING[word] ?? 'de'}}}`,
  );
}

/** A language's messages, ready for i18next: French's elisions prepared, any other language as it is. */
export function prepared(language: string, messages: Record<string, unknown>): Record<string, unknown> {
  if (!language.startsWith('fr')) return messages;
  const walk = (value: unknown): unknown =>
    typeof value === 'string'
      ? withElisions(value)
      : Array.isArray(value)
        ? value.map(walk)
        : value !== null && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]))
          : value;
  return walk(messages) as Record<string, unknown>;
}

/** Adds the formatters of "de", "De", "que" and "Que" to an i18next instance's formatter. */
export function addElisionFormatters(formatter: {
  add(name: string, format: (value: unknown) => string): void;
}): void {
  for (const [word, name] of Object.entries(ELIDING))
    formatter.add(name, (value) => elided(word, String(value)));
}
