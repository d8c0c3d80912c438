// Pure helpers of the in-app rules pages: routes, safe links, escaping and heading anchors (no DOM, no marked).
import { GAME_IDS, type GameId } from './games';

/** Every game has a rules page (docs/rules/<game>.md). */
export const RULES_GAMES = GAME_IDS;
export type RulesGame = GameId;

/** The hash route of a game's rules page. */
export function rulesRoute(game: string): string {
  return `#/rules/${game}`;
}

/** The game named by a `#/rules/<game>` hash, or null for any other hash. */
export function rulesGameOf(hash: string): RulesGame | null {
  const match = /^#\/rules\/([\w-]+)$/.exec(hash);
  const game = match?.[1];
  return RULES_GAMES.find((g) => g === game) ?? null;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML: raw HTML in the markdown is shown as text, never run. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** Only absolute http(s) links leave the page; anything else (repo paths, javascript:) is dropped. */
export function safeHref(href: string): string | null {
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A heading's anchor id: lower case words joined by dashes, prefixed so it never clashes with the app's. */
export function headingId(text: string): string {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `rules-${words || 'section'}`;
}
