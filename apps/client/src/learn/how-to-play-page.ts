// A game's "How to play", rendered from its content module: title, contents, then each section with its figures.
// Loaded on demand (the lobby and the table only carry the button and the route).
import './how-to-play.css';
import { applyTheme } from '../ui/theme';
import { gameCard } from '../lobby/games';
import { rulesRoute } from '../lobby/rules-text';
import { h } from '../ui/dom';
import { ensureNamespaces, t } from '../i18n/i18n';
import type { Block, Figure, Guide, GuideSection } from './guide';
import { captainsWarGuide } from './content/captains-war';
import { eollisGuide } from './content/eollis';
import { fifteenMenGuide } from './content/fifteen-men';
import { LEARN_NAMESPACES, howToPlayRoute, type LearnGame } from './sections';

// A guide is read when the page opens, in the reader's language (its module reads `learn<Game>` messages).
const GUIDES = {
  'captains-war': captainsWarGuide,
  'fifteen-men': fifteenMenGuide,
  eollis: eollisGuide,
} satisfies Record<LearnGame, () => Guide>;

export function guideOf(game: LearnGame): Guide {
  return GUIDES[game]();
}

function sectionTitle(game: LearnGame, id: string): string {
  return t(`${LEARN_NAMESPACES[game]}:titles.${id}`);
}

export interface HowToPlayOptions {
  /** The section to open at; null for the top. */
  readonly section: string | null;
  /**
   * 'page': its own route — contents links change the address, and a back link leads to the lobby.
   * 'dialog': over a table — links only scroll (the table owns the address) and open other pages in a new tab.
   */
  readonly mode: 'page' | 'dialog';
}

/** The element id of a section's box. */
export function sectionElementId(id: string): string {
  return `learn-${id}`;
}

/** `**bold**` and `*emphasis*` spans as text nodes and elements (never as markup). */
function inline(words: string): Array<Node | string> {
  return words
    .split(/(\*\*[^*]+\*\*|\*[^*]+\*)/)
    .filter((part) => part !== '')
    .map((part) =>
      part.startsWith('**')
        ? h('strong', {}, part.slice(2, -2))
        : part.startsWith('*') && part.length > 2
          ? h('em', {}, part.slice(1, -1))
          : part,
    );
}

function block(item: Block): HTMLElement {
  if (typeof item === 'string') return h('p', {}, ...inline(item));
  if ('list' in item)
    return h(item.ordered ? 'ol' : 'ul', {}, ...item.list.map((entry) => h('li', {}, ...inline(entry))));
  if ('example' in item)
    return h(
      'aside',
      { class: 'learn-example' },
      h('strong', {}, t('learn:example')),
      ...inline(item.example),
    );
  const [head = [], ...rows] = item.table;
  return h(
    'div',
    { class: 'learn-table' },
    h(
      'table',
      {},
      item.caption ? h('caption', {}, item.caption) : null,
      h('thead', {}, h('tr', {}, ...head.map((cell) => h('th', { scope: 'col' }, cell)))),
      h(
        'tbody',
        {},
        // Short cells (an amount, a yes) never break in two.
        ...rows.map((row) =>
          h(
            'tr',
            {},
            ...row.map((cell) =>
              h('td', { class: cell.length <= 12 ? 'learn-short' : null }, ...inline(cell)),
            ),
          ),
        ),
      ),
    ),
  );
}

function figure(item: Figure): HTMLElement {
  const box = h('figure', { class: 'learn-figure' });
  // Our own constant drawings (figures/*.ts), never player text: safe to parse as markup.
  box.innerHTML = item.svg;
  const drawing = box.querySelector('svg');
  drawing?.setAttribute('role', 'img');
  drawing?.setAttribute('aria-label', item.caption);
  box.append(h('figcaption', {}, item.caption));
  return box;
}

function section(game: LearnGame, content: GuideSection): HTMLElement {
  const title = sectionTitle(game, content.id);
  return h(
    'section',
    { class: 'learn-section', id: sectionElementId(content.id), 'data-section': content.id },
    h('h2', {}, title),
    ...content.blocks.map(block),
    ...(content.figures ?? []).map(figure),
  );
}

/** Marks the contents' link to the section being read. */
function markCurrent(contents: HTMLElement, id: string): void {
  for (const link of contents.querySelectorAll<HTMLElement>('a[data-section]'))
    if (link.dataset.section === id) link.setAttribute('aria-current', 'location');
    else link.removeAttribute('aria-current');
}

/** Scrolls `target` to the top of its scrolling box once it is on screen (and again when the fonts settle). */
function scrollWhenShown(target: HTMLElement): void {
  let tries = 0;
  const go = (): void => {
    if (!target.isConnected) {
      if (++tries < 60) requestAnimationFrame(go);
      return;
    }
    target.scrollIntoView({ block: 'start' });
    void document.fonts?.ready.then(() => target.scrollIntoView({ block: 'start' }));
  };
  requestAnimationFrame(go);
}

/** The whole "How to play" of `game`, as an article, once its words are loaded in the reader's language. */
export async function howToPlayArticle(game: LearnGame, options: HowToPlayOptions): Promise<HTMLElement> {
  await ensureNamespaces(['learn', LEARN_NAMESPACES[game]]);
  const guide = guideOf(game);
  const card = gameCard(game);
  const title = card?.title ?? game;
  const sections = guide.sections.map((content) => section(game, content));
  const contents = h(
    'nav',
    { class: 'learn-contents', 'aria-label': t('learn:contents') },
    h('h2', {}, t('learn:contents')),
    h(
      'ol',
      {},
      ...guide.sections.map((content) => {
        const id = content.id;
        return h(
          'li',
          {},
          h(
            'a',
            {
              href: howToPlayRoute(game, id),
              'data-section': id,
              'aria-current': id === options.section ? 'location' : null,
              onclick: (event: Event) => {
                event.preventDefault();
                markCurrent(contents, id);
                // A page's address follows the section (a link to share, the back button); over a table the
                // table keeps its own address.
                if (options.mode === 'page') history.pushState(null, '', howToPlayRoute(game, id));
                document.getElementById(sectionElementId(id))?.scrollIntoView({ block: 'start' });
              },
            },
            sectionTitle(game, id),
          ),
        );
      }),
    ),
  );
  const article = h(
    'article',
    {
      class: `how-to-play learn-${options.mode}`,
      'data-game': game,
      'aria-labelledby': `learn-title-${game}`,
    },
    h(
      'header',
      { class: 'learn-head' },
      options.mode === 'page' ? h('a', { href: '#/', class: 'learn-back' }, t('learn:backToLobby')) : null,
      h('p', { class: 'learn-kicker' }, t('common:howToPlay')),
      h('h1', { id: `learn-title-${game}` }, title),
      h('p', { class: 'learn-tagline' }, guide.tagline),
      h('ul', { class: 'learn-facts' }, ...guide.facts.map((fact) => h('li', {}, fact))),
    ),
    h(
      'div',
      { class: 'learn-columns' },
      contents,
      h(
        'div',
        { class: 'learn-body' },
        ...sections,
        h(
          'footer',
          { class: 'learn-foot' },
          h(
            'a',
            {
              href: rulesRoute(game),
              class: 'learn-dev-link',
              target: options.mode === 'dialog' ? '_blank' : null,
              rel: options.mode === 'dialog' ? 'noopener' : null,
            },
            t('learn:devLink'),
          ),
        ),
      ),
    ),
  );
  applyTheme(article, game);
  const opening = sections.find((s) => s.dataset.section === options.section);
  if (opening !== undefined) scrollWhenShown(opening);
  return article;
}
