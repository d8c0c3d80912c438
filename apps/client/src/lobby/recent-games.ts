// "Recent games" in the lobby: the games this device played, then the latest public games of the archive, each a
// link to its replay.
import { fetchRecent, playedGames, type ArchivedSummary } from '../replay/archive';
import { replayRoute } from '../replay/replay-route';
import { h, mount } from '../ui/dom';
import { gameCard } from './games';
import { formatDate, formatList, t } from '../i18n/i18n';

/** "Captains' War · Anne, Bart and Bot 1 · 3 Dec 2026, 14:05", the date as the reader's language writes it. */
export function gameLine(game: ArchivedSummary, locale?: string): string {
  const title = gameCard(game.game)?.title ?? game.game;
  const names = game.seats.map((s) => s.name).filter(Boolean);
  const people = formatList(names);
  const style: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  const when =
    game.endedAt <= 0
      ? ''
      : locale === undefined
        ? formatDate(game.endedAt, style)
        : new Intl.DateTimeFormat(locale, style).format(game.endedAt);
  return [title, people, when].filter(Boolean).join(' · ');
}

function row(game: ArchivedSummary): HTMLElement {
  return h(
    'li',
    { class: 'table-row' },
    h(
      'a',
      { href: replayRoute(game.gameId), class: 'replay-link', 'data-game-id': game.gameId },
      gameLine(game),
    ),
  );
}

export function recentGames(): HTMLElement {
  const mine = playedGames();
  const yours = h('ul', { class: 'table-list recent-yours' }, ...mine.map(row));
  const everyone = h(
    'ul',
    { class: 'table-list recent-public', 'aria-live': 'polite' },
    h('li', { class: 'empty' }, t('lobby:recent.reading')),
  );
  void fetchRecent(10).then((answer) => {
    if (!answer.ok) return mount(everyone, h('li', { class: 'empty' }, answer.why));
    const seen = new Set(mine.map((g) => g.gameId));
    const rows = answer.value.filter((g) => !seen.has(g.gameId)).map(row);
    mount(everyone, ...(rows.length > 0 ? rows : [h('li', { class: 'empty' }, t('lobby:recent.none'))]));
  });
  return h(
    'section',
    { class: 'card recent', 'aria-labelledby': 'recent-title' },
    h('h2', { id: 'recent-title' }, t('lobby:recent.title')),
    h('p', { class: 'hint' }, t('lobby:recent.hint')),
    mine.length > 0 ? h('h3', {}, t('lobby:recent.yours')) : null,
    mine.length > 0 ? yours : null,
    h('h3', {}, t('lobby:recent.public')),
    everyone,
  );
}
