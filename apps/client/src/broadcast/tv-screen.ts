// The TV (`#/tv`, `#/tv/<game>`): the liveliest public table being played, seen as its audience sees it a few
// seconds late; at its end the final scores stay up a moment, a card announces the next table, and the TV moves on.
import { gameCard } from '../lobby/games';
import { h, mount } from '../ui/dom';
import type { BroadcastOptions } from './broadcast-route';
import { broadcastScreen } from './broadcast-screen';

/** The final scores stay on screen this long before the next table. */
export const TV_HOLD_MS = 8000;
/** The card between two tables. */
export const TV_CARD_MS = 3000;
/** With no public table in play, the TV looks again this often. */
const TV_POLL_MS = 5000;

interface TvAnswer {
  /** Null when no public table is being played. */
  readonly token: string | null;
  readonly delaySeconds?: number;
}

async function nextTable(game: string | null, after: string | null): Promise<TvAnswer | null> {
  const query = new URLSearchParams();
  if (game !== null) query.set('game', game);
  if (after !== null) query.set('after', after);
  try {
    const response = await fetch(`/api/tv?${query.toString()}`);
    if (!response.ok) return null;
    const answer = (await response.json()) as TvAnswer;
    return answer.token === null ? null : answer;
  } catch {
    return null;
  }
}

export function tvScreen(
  game: string | null,
  options: BroadcastOptions,
): { element: HTMLElement; close(): void } {
  const element = h('div', { class: 'tv-holder' });
  const channel = game === null ? 'Flotilla TV' : `Flotilla TV · ${gameCard(game)?.title ?? game}`;
  let showing: { element: HTMLElement; close(): void } | null = null;
  let token: string | null = null;
  let timer = 0;
  let closed = false;
  document.body.classList.add('broadcast-page');
  document.body.classList.toggle('broadcast-transparent', options.transparent);

  const card = (text: string): void => {
    showing?.close();
    showing = null;
    document.body.classList.add('broadcast-page');
    element.dataset.showing = 'card';
    mount(element, h('div', { class: 'tv-card broadcast-stage' }, h('h1', {}, channel), h('p', {}, text)));
  };

  const tune = (): void => {
    void nextTable(game, token).then((answer) => {
      if (closed) return;
      if (answer === null) {
        card('No public table is being played right now. The TV looks again in a moment…');
        timer = window.setTimeout(tune, TV_POLL_MS);
        return;
      }
      const next = answer.token as string;
      token = next;
      showing?.close();
      document.body.classList.add('broadcast-page');
      element.dataset.showing = 'table';
      element.dataset.token = next;
      showing = broadcastScreen(next, options, {
        over: () => {
          timer = window.setTimeout(() => {
            card('The next table is coming up…');
            timer = window.setTimeout(tune, TV_CARD_MS);
          }, TV_HOLD_MS);
        },
        gone: () => {
          card('That table has closed. The next one is coming up…');
          timer = window.setTimeout(tune, TV_CARD_MS);
        },
      });
      mount(element, showing.element);
    });
  };
  card('Tuning in…');
  tune();

  return {
    element,
    close() {
      closed = true;
      window.clearTimeout(timer);
      showing?.close();
      document.body.classList.remove('broadcast-page', 'broadcast-transparent');
    },
  };
}
