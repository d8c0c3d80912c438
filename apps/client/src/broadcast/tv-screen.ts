// The TV (`#/tv`, `#/tv/<game>`): the liveliest public table being played, seen as its audience sees it a few
// seconds late; at its end the final scores stay up a moment, a card announces the next table, and the TV moves on.
import { gameCard } from '../lobby/games';
import { t } from '../i18n/i18n';
import { h, mount } from '../ui/dom';
import type { BroadcastOptions } from './broadcast-route';
import { broadcastStage, loadBroadcastWords, type BroadcastStage } from './broadcast-screen';

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

/** The TV, once its words (the broadcast page's) are here. */
export async function tvScreen(game: string | null, options: BroadcastOptions): Promise<BroadcastStage> {
  await loadBroadcastWords().catch(() => undefined);
  return tvStage(game, options);
}

function tvStage(game: string | null, options: BroadcastOptions): BroadcastStage {
  const element = h('div', { class: 'tv-holder' });
  const channel =
    game === null
      ? t('broadcast:tv.channel')
      : t('broadcast:tv.channelOf', { game: gameCard(game)?.title ?? game });
  let showing: BroadcastStage | null = null;
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
        card(t('broadcast:tv.nothing'));
        timer = window.setTimeout(tune, TV_POLL_MS);
        return;
      }
      const next = answer.token as string;
      token = next;
      showing?.close();
      document.body.classList.add('broadcast-page');
      element.dataset.showing = 'table';
      element.dataset.token = next;
      showing = broadcastStage(next, options, {
        over: () => {
          timer = window.setTimeout(() => {
            card(t('broadcast:tv.next'));
            timer = window.setTimeout(tune, TV_CARD_MS);
          }, TV_HOLD_MS);
        },
        gone: () => {
          card(t('broadcast:tv.closed'));
          timer = window.setTimeout(tune, TV_CARD_MS);
        },
      });
      mount(element, showing.element);
    });
  };
  card(t('broadcast:tv.tuning'));
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
