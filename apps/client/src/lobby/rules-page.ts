// A game's full rules, rendered from docs/rules/<game>.md (loaded on demand: the lobby stays small).
import { Marked, type Tokens } from 'marked';
import captainsWar from '../../../../docs/rules/captains-war.md?raw';
import eollis from '../../../../docs/rules/eollis.md?raw';
import fifteenMen from '../../../../docs/rules/fifteen-men.md?raw';
import { gameCard } from './games';
import { h } from '../ui/dom';
import { t, tNodes } from '../i18n/i18n';
import { escapeHtml, headingId, safeHref, type RulesGame } from './rules-text';
import { howToPlayRoute } from '../learn/sections';

const SOURCES = {
  'captains-war': captainsWar,
  'fifteen-men': fifteenMen,
  eollis,
} satisfies Record<RulesGame, string>;

/**
 * The docs are ours, but they are still treated as untrusted: raw HTML is escaped, only http(s) links are
 * kept (opened in a new tab), images become their alt text, headings get anchors for the contents list.
 */
const markdown = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
    image: ({ text }: Tokens.Image) => escapeHtml(text),
    link({ href, tokens }: Tokens.Link) {
      const inner = this.parser.parseInline(tokens);
      const safe = safeHref(href);
      return safe === null
        ? inner
        : `<a href="${escapeHtml(safe)}" target="_blank" rel="noopener noreferrer">${inner}</a>`;
    },
    heading({ tokens, depth, text }: Tokens.Heading) {
      return `<h${depth} id="${headingId(text)}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
    },
  },
});

export interface RulesOptions {
  /** Shows a "Back to the lobby" link (the page route); a dialog has its own close button. */
  readonly backLink: boolean;
}

/** The rules of `game` as an article: title, summary, contents, then the whole document. */
export function rulesArticle(game: RulesGame, options: RulesOptions): HTMLElement {
  const card = gameCard(game);
  const body = h('div', { class: 'rules-body' });
  // Safe by construction: every piece of text went through marked's escaping or escapeHtml above.
  body.innerHTML = markdown.parse(SOURCES[game], { async: false });
  const firstTitle = body.querySelector('h1');
  firstTitle?.remove();
  const contents = [...body.querySelectorAll('h2')].map((heading) =>
    h(
      'li',
      {},
      h(
        'a',
        {
          href: `#${heading.id}`,
          onclick: (event: Event) => {
            // The app routes on the hash: scroll without changing it.
            event.preventDefault();
            heading.scrollIntoView({ block: 'start' });
          },
        },
        heading.textContent ?? '',
      ),
    ),
  );
  for (const table of body.querySelectorAll('table')) {
    // Wide tables scroll on their own on a phone instead of widening the page.
    const wrap = h('div', { class: 'rules-table' });
    table.replaceWith(wrap);
    wrap.append(table);
  }
  return h(
    'article',
    { class: 'card rules-page', 'aria-labelledby': `rules-title-${game}` },
    options.backLink ? h('a', { href: '#/', class: 'back' }, t('common:backArrow')) : null,
    h('h1', { id: `rules-title-${game}` }, t('lobby:rules.title', { game: card?.title ?? game })),
    card ? h('p', { class: 'rules-summary' }, card.summary) : null,
    // This page is the developers' record; players learn the game from "How to play".
    h(
      'p',
      { class: 'rules-for-players' },
      ...tNodes('lobby:rules.forPlayers', {
        link: h(
          'a',
          { href: howToPlayRoute(game) },
          t('lobby:card.howToPlay', { game: card?.title ?? game }),
        ),
      }),
    ),
    contents.length > 0
      ? h(
          'nav',
          { 'aria-label': t('lobby:rules.contents') },
          h('ol', { class: 'rules-contents' }, ...contents),
        )
      : null,
    body,
  );
}
