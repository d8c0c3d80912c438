// The pseudo-locale: English made longer and accented ("[Ŧåķé ţĥé ďîçé · · ·]"), to see in Chromium, before any
// translator, which label is cut, overflows or was never extracted (it stays plain English). Chosen only by the
// tests (this device's choice `flotilla.language` = PSEUDO); never offered to players.

export const PSEUDO = 'en-XA';

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'aáeéiîoöuûAÅEÉIÎOÖUÛcçCÇnñNÑsšSŠyýYÝzžZŽtţTŦgĝGĜhĥHĤkķKĶdďDĎ'].flatMap((letter, i, all) =>
    i % 2 === 0 ? [[letter, all[i + 1] ?? letter]] : [],
  ),
);

/**
 * Accents every letter it can and pads the text by about 40% (French and German run 20–35% longer than English),
 * between brackets that show where a label is cut. Placeholder marks of `tNodes` (`\uE000name\uE000`) are kept.
 */
export function pseudo(text: string): string {
  if (text === '') return text;
  const parts = text.split(/(\uE000\w+\uE000)/);
  const accented = parts.map((part, i) =>
    i % 2 === 1 ? part : [...part].map((c) => ACCENTED[c] ?? c).join(''),
  );
  const visible = parts.filter((_, i) => i % 2 === 0).join('').length;
  const padding = ' ·'.repeat(Math.max(1, Math.ceil((visible * 0.4) / 2)));
  return `[${accented.join('')}${padding}]`;
}

/** An i18next post-processor that says everything in the pseudo-locale when it is the language. */
export const pseudoProcessor = {
  type: 'postProcessor' as const,
  name: 'pseudo',
  process(value: string, _key: unknown, _options: unknown, translator: { language?: string }): string {
    return translator.language === PSEUDO ? pseudo(value) : value;
  },
};
