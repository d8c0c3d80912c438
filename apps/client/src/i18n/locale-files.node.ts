// The same message files read from disk, all at once, for Jest (which has no `import.meta.glob`; jest.config.js
// maps `./locale-files` here).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { LocaleFiles } from './catalogue';

const root = path.join(__dirname, 'locales');

export const FIRST_PAGE = ['common', 'games', 'lobby', 'errors'];

export const localeFiles: LocaleFiles = readdirSync(root).flatMap((language) =>
  readdirSync(path.join(root, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({
      language,
      namespace: file.replace(/\.json$/, ''),
      messages: JSON.parse(readFileSync(path.join(root, language, file), 'utf8')) as Record<string, unknown>,
    })),
);

export async function loadMessages(
  language: string,
  namespace: string,
): Promise<Record<string, unknown> | null> {
  return localeFiles.find((f) => f.language === language && f.namespace === namespace)?.messages ?? null;
}
