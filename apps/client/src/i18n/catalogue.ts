// The messages by language and namespace, as i18next takes them, and what a language must hold to be offered.

export type LocaleFiles = ReadonlyArray<{
  readonly language: string;
  readonly namespace: string;
  readonly messages: Record<string, unknown>;
}>;

export type Resources = Record<string, Record<string, Record<string, unknown>>>;

export function resourcesOf(files: LocaleFiles): Resources {
  const resources: Resources = {};
  for (const { language, namespace, messages } of files) {
    resources[language] ??= {};
    resources[language][namespace] = messages;
  }
  return resources;
}

/** Every key of a namespace, nested keys joined with dots. */
export function keysOf(messages: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** A plural or context key's base: `seats_other` and `seats_one` are forms of `seats`. */
export function baseKey(key: string): string {
  return key.replace(/_(zero|one|two|few|many|other)$/, '');
}

/** The `{{placeholders}}` a message uses, sorted. */
export function placeholdersOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] ?? ''))].sort();
}
