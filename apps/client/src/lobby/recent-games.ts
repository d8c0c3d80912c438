// "Recent games" in the lobby: the games this device played, then the latest public games of the archive, each a
// link to its replay.
import { fetchRecent, playedGames, type ArchivedSummary } from '../replay/archive';
import { replayRoute } from '../replay/replay-route';
import { h, mount } from '../ui/dom';
import { listed } from '../table/words';
import { gameCard } from './games';

/** "Captains' War · Anne, Bart and Bot 1 · 3 Dec, 14:05". */
export function gameLine(game: ArchivedSummary, locale?: string): string {
  const title = gameCard(game.game)?.title ?? game.game;
  const people = listed(game.seats.map((s) => s.name).filter(Boolean));
  const when =
    game.endedAt > 0
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(game.endedAt)
      : '';
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
    h('li', { class: 'empty' }, 'Reading the archive…'),
  );
  void fetchRecent(10).then((answer) => {
    if (!answer.ok) return mount(everyone, h('li', { class: 'empty' }, answer.why));
    const seen = new Set(mine.map((g) => g.gameId));
    const rows = answer.value.filter((g) => !seen.has(g.gameId)).map(row);
    mount(
      everyone,
      ...(rows.length > 0 ? rows : [h('li', { class: 'empty' }, 'No public game has ended yet.')]),
    );
  });
  return h(
    'section',
    { class: 'card recent', 'aria-labelledby': 'recent-title' },
    h('h2', { id: 'recent-title' }, 'Recent games'),
    h('p', { class: 'hint' }, 'Watch any finished game again, through each seat’s eyes or the whole truth.'),
    mine.length > 0 ? h('h3', {}, 'Your games') : null,
    mine.length > 0 ? yours : null,
    h('h3', {}, 'Public games'),
    everyone,
  );
}
