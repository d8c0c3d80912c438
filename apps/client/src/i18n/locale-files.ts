/// <reference types="vite/client" />
// Every message file the build finds: `locales/<language>/<namespace>.json`; a new language is a new folder. The
// lobby's namespaces come with the first page; the others (a game's table, the how-to-play pages) load beside the
// screen that needs them, so that the lobby carries none of their words.
import type { LocaleFiles } from './catalogue';

type Messages = { default: Record<string, unknown> };

/** The namespaces the first page needs. */
export const FIRST_PAGE = ['common', 'games', 'lobby', 'errors'];

// English, the source language, comes with the page; another language's first words load before the first paint.
const eager = import.meta.glob<Messages>('./locales/en/{common,games,lobby,errors}.json', { eager: true });
const lazy = import.meta.glob<Messages>([
  './locales/*/*.json',
  '!./locales/en/{common,games,lobby,errors}.json',
]);

function parse(file: string): { language: string; namespace: string } {
  const [, language = '', namespace = ''] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  return { language, namespace };
}

export const localeFiles: LocaleFiles = Object.entries(eager).map(([file, module]) => ({
  ...parse(file),
  messages: module.default,
}));

/** A namespace's messages in one language, loaded on demand; null when that language has no such file. */
export async function loadMessages(
  language: string,
  namespace: string,
): Promise<Record<string, unknown> | null> {
  const load = lazy[`./locales/${language}/${namespace}.json`];
  // The bundled files are already in i18next (`localeFiles`).
  if (!load) return eager[`./locales/${language}/${namespace}.json`]?.default ?? null;
  return (await load()).default;
}
