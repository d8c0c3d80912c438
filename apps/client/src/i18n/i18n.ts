// Flotilla's words in the reader's language: i18next over the message files in `locales/<language>/*.json`.
// i18next because it needs no build step (the DOM lobby and the Phaser scenes call `t` directly), formats plurals
// with the browser's own Intl.PluralRules (French "1 joueur", "0 joueur"), takes contexts for gendered words, and
// is widely kept; Lingui's smaller runtime would need a compile step through Vite and Jest alike.
import i18next from 'i18next';
import { resourcesOf } from './catalogue';
import { FIRST_PAGE, loadMessages, localeFiles } from './locale-files';
import { addElisionFormatters, prepared } from './elision';
import { PSEUDO, pseudoProcessor } from './pseudo';

export const SOURCE_LANGUAGE = 'en';
/** Where this device's choice is kept. */
const CHOICE_KEY = 'flotilla.language';

/** The languages a person may pick (and the browser's language may choose): each is a folder of `locales/`. */
export const OFFERED: ReadonlyArray<string> = [SOURCE_LANGUAGE, 'fr'];

const resources = resourcesOf(
  localeFiles.map((file) => ({ ...file, messages: prepared(file.language, file.messages) })),
);

function stored(): string | null {
  try {
    return globalThis.localStorage?.getItem(CHOICE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The language to start in: this device's choice, else the first of the browser's languages we offer. */
export function startLanguage(
  wanted: ReadonlyArray<string> = globalThis.navigator?.languages ?? [],
  choice: string | null = stored(),
): string {
  if (choice !== null && (OFFERED.includes(choice) || choice === PSEUDO)) return choice;
  for (const tag of wanted) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if (OFFERED.includes(base)) return base;
  }
  return SOURCE_LANGUAGE;
}

void i18next.use(pseudoProcessor).init({
  resources,
  lng: startLanguage(),
  fallbackLng: SOURCE_LANGUAGE,
  ns: Object.keys(resources[SOURCE_LANGUAGE] ?? {}),
  partialBundledLanguages: true,
  defaultNS: 'common',
  // Words are set as text, never as markup: nothing to escape.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  // Does nothing but in the tests' pseudo-locale (pseudo.ts).
  postProcess: ['pseudo'],
  // No advertisement in the console (a streamer's devtools, the tests' logs).
  showSupportNotice: false,
});

// French's "de {{name}}" becomes "d’Anne" or "de Bart" once the name is in (elision.ts).
if (i18next.services.formatter) addElisionFormatters(i18next.services.formatter);

/**
 * Loads namespaces the first page did not bring (a game's table: `ensureNamespaces(['table', 'captainsWar'])`), in
 * the current language and in English for what a translation lacks. Resolves once `t` can use them.
 */
export function ensureNamespaces(namespaces: ReadonlyArray<string>): Promise<void> {
  return loadInto([i18next.language, SOURCE_LANGUAGE], namespaces);
}

async function loadInto(languages: ReadonlyArray<string>, namespaces: ReadonlyArray<string>): Promise<void> {
  await Promise.all(
    [...new Set(languages)].flatMap((lang) =>
      namespaces
        .filter((ns) => !i18next.hasResourceBundle(lang, ns))
        .map(async (ns) => {
          const messages = await loadMessages(lang, ns);
          if (messages !== null) i18next.addResourceBundle(lang, ns, prepared(lang, messages), true, false);
        }),
    ),
  );
}

// Screen readers and the browser's hyphenation follow the page's language.
if (typeof document !== 'undefined') document.documentElement.lang = i18next.language;

/** Resolves once the first page's words are here in the language chosen (English is bundled; others load). */
export const languageReady: Promise<void> = ensureNamespaces(FIRST_PAGE);

/** A message in the current language: `t('lobby:quick.title')`, `t('lobby:seats', { count: 3 })`. */
export const t = i18next.t.bind(i18next);

export function language(): string {
  return i18next.language;
}

/**
 * Switches the app's language and remembers it on this device. Every namespace already loaded is loaded in the new
 * language first, so that the screens re-drawn on `onLanguage` find all their words.
 */
export async function setLanguage(next: string): Promise<void> {
  if (!OFFERED.includes(next) || next === i18next.language) return;
  try {
    globalThis.localStorage?.setItem(CHOICE_KEY, next);
  } catch {
    // Private mode: the choice lasts as long as the page.
  }
  await loadInto([next], Object.keys(i18next.store.data[SOURCE_LANGUAGE] ?? {}));
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  await i18next.changeLanguage(next);
}

/** Calls `listener` after each switch; returns how to stop. */
export function onLanguage(listener: (language: string) => void): () => void {
  i18next.on('languageChanged', listener);
  return () => i18next.off('languageChanged', listener);
}

/** "Anne, Bart and Cora" / "Anne, Bart et Cora". */
export function formatList(items: ReadonlyArray<string>): string {
  return new Intl.ListFormat(intlLocale(), { type: 'conjunction' }).format(items);
}

/** The locale Intl formats with: our English is British in its lists ("Anne, Bart and Cora", no serial comma). */
function intlLocale(): string {
  return language() === SOURCE_LANGUAGE ? 'en-GB' : language();
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat(language()).format(value);
}

export function formatDate(value: Date | number, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(intlLocale(), options).format(value);
}

/**
 * A message with DOM nodes in its placeholders ("Join a waiting table of <span>…</span> or open one."): the words
 * around them in the language's own order, the nodes where the message puts them.
 */
export function tNodes(
  key: string,
  nodes: Readonly<Record<string, Node>>,
  options: Record<string, unknown> = {},
): Array<string | Node> {
  const marks = Object.fromEntries(Object.keys(nodes).map((name) => [name, `\uE000${name}\uE000`]));
  return t(key, { ...options, ...marks })
    .split(/\uE000(\w+)\uE000/)
    .map((part, i) => (i % 2 === 1 ? (nodes[part] ?? '') : part))
    .filter((part) => part !== '');
}
