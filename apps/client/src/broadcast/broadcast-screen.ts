// The broadcast page (`#/broadcast/<token>`): made to be an OBS browser source. The table as the link's lens sees
// it, as late as the link's delay (the server sends nothing younger), with no controls: the game's own table, a
// large status line naming who decides, the latest log lines as captions, and the final scores held on screen.
import {
  CLOSE_BROADCAST_REVOKED,
  heardEvents,
  type BroadcastWelcome,
  type PredictionPayload,
  type TableState,
} from '@flotilla/protocol';
import type { Room } from 'colyseus.js';
import { gameCard } from '../lobby/games';
import { colyseus, refusalSentence, type GameEvent, type ServerError } from '../net/connection';
import type { GameTable } from '../table/game-table';
import { loadTable } from '../table/tables';
import { delayLength, delayWords, lensWords } from '../table/broadcast-panel';
import { predictionPanel, predictionResults } from '../table/prediction-panel';
import { h, mount } from '../ui/dom';
import { ensureNamespaces, t } from '../i18n/i18n';
import type { BroadcastOptions } from './broadcast-route';
import { drawSeatClocks, seatClocks } from './seat-clocks';

/** Captions kept on screen. */
const CAPTIONS = 3;
/** A dropped connection is tried again after this (an OBS source must come back by itself). */
const RETRY_MS = 3000;

export interface BroadcastHooks {
  /** The stream reached the game's end (its final scores are on screen). */
  over?(): void;
  /** The link is closed or unknown: nothing more will come. */
  gone?(): void;
}

export interface BroadcastStage {
  readonly element: HTMLElement;
  close(): void;
}

/** The words a broadcast page says: its own, and the table screen's (the lens badge, the delay). */
export function loadBroadcastWords(): Promise<void> {
  return ensureNamespaces(['table', 'broadcast', 'refusals']);
}

/** A broadcast page, once its words are here. */
export async function broadcastScreen(
  token: string,
  options: BroadcastOptions,
  hooks: BroadcastHooks = {},
): Promise<BroadcastStage> {
  // An OBS source keeps trying whatever happens: without its words it still connects.
  await loadBroadcastWords().catch(() => undefined);
  return broadcastStage(token, options, hooks);
}

/** A broadcast page drawn at once: its words are loaded (`loadBroadcastWords`). */
export function broadcastStage(
  token: string,
  options: BroadcastOptions,
  hooks: BroadcastHooks = {},
): BroadcastStage {
  const title = h('h1', { class: 'broadcast-title' }, t('common:brand'));
  const status = h('p', { class: 'broadcast-status', 'aria-live': 'polite' }, t('broadcast:connecting'));
  const badge = h('p', { class: 'broadcast-badge' });
  const canvasHost = h('div', { id: 'table-canvas', class: 'table-canvas broadcast-canvas' });
  const captions = h('ol', { class: 'broadcast-captions', 'aria-label': t('broadcast:captions') });
  const seats = h('ol', { class: 'broadcast-seats', 'aria-label': t('broadcast:seats') });
  const results = h('section', {
    class: 'broadcast-results scores',
    hidden: true,
    'aria-label': t('broadcast:finalScores'),
  });
  // A viewer's second screen (`?predict`) predicts beside the table; an OBS source shows no form.
  const predictions = options.predict
    ? predictionPanel({
        send: (prediction) => room?.send('predict', prediction),
        mayPredict: () => welcome?.lens === 'audience',
      })
    : null;
  const element = h(
    'div',
    { class: options.predict ? 'broadcast-stage predicting' : 'broadcast-stage' },
    h('header', { class: 'broadcast-head' }, title, status, badge),
    seats,
    h('div', { class: 'broadcast-middle' }, canvasHost, results, predictions?.element),
    captions,
  );
  element.style.setProperty('--broadcast-scale', String(options.scale));
  document.body.classList.add('broadcast-page');
  document.body.classList.toggle('broadcast-transparent', options.transparent);

  let room: Room<TableState> | null = null;
  let table: GameTable | null = null;
  let welcome: BroadcastWelcome | null = null;
  let closed = false;
  let heardVersion = -1;
  let retry = 0;
  const lines: string[] = [];

  // The clocks count down between patches.
  const ticking = window.setInterval(() => {
    if (room !== null && room.state.status === 'playing')
      drawSeatClocks(seats, seatClocks(room.state, Date.now()));
  }, 500);

  const caption = (text: string): void => {
    lines.push(text);
    mount(captions, ...lines.slice(-CAPTIONS).map((line) => h('li', {}, line)));
  };

  /** The lens and its delay. The seats' names come with the first step shown: until then a seat's lens says "Seat 2". */
  const label = (state: TableState | undefined): void => {
    if (welcome === null) return;
    const names = (seat: number) => state?.seats[seat]?.name || t('broadcast:seat', { number: seat + 1 });
    badge.textContent = `${lensWords(welcome, names)} · ${delayWords(welcome.delaySeconds)}`;
  };

  const draw = (state: TableState): void => {
    if (welcome === null) return;
    label(state);
    if (table === null) return;
    if (state.status === 'waiting') {
      const delay = welcome.delaySeconds;
      status.textContent = t('broadcast:begins', {
        delay: delay === 0 ? t('table:delay.live') : delayLength(delay),
      });
      return;
    }
    drawSeatClocks(seats, seatClocks(state, Date.now()));
    predictions?.update(state);
    const frame = table.update(state, []);
    status.textContent = frame.status;
    element.dataset.version = String(state.version);
    const box = table.results(state);
    results.hidden = box === null;
    if (box !== null) mount(results, box, predictionResults(state));
    if (state.status === 'over' && element.dataset.over === undefined) {
      element.dataset.over = 'true';
      hooks.over?.();
    }
    const heard = heardEvents<GameEvent>(state, welcome.seat);
    if (heard !== null && heard.version !== heardVersion) {
      heardVersion = heard.version;
      table.events(heard.events);
      for (const event of heard.events) {
        const sentence = table.sentence(event);
        if (sentence !== null) caption(sentence);
      }
    }
  };

  const connect = (): void => {
    colyseus()
      .joinOrCreate<TableState>('broadcast', { token })
      .then((joined) => {
        if (closed) return void joined.leave();
        room = joined;
        joined.onMessage('broadcastWelcome', (told: BroadcastWelcome) => {
          welcome = told;
          title.textContent = gameCard(told.game)?.title ?? told.game;
          element.dataset.lens = told.lens;
          // Said at once, before the game's table has loaded.
          label(joined.state);
          if (table !== null) return draw(joined.state);
          void loadTable(told.game).then((factory) => {
            if (closed) return;
            table = factory({
              seat: told.seat,
              canvasHost,
              intent: () => undefined,
              settled: () => undefined,
              reducedMotion: false,
            });
            draw(joined.state);
          });
        });
        joined.onMessage('predicted', (prediction: PredictionPayload) => predictions?.locked(prediction));
        joined.onMessage('error', (error: ServerError) => {
          if (error.about === 'predict') predictions?.refused(refusalSentence(error));
        });
        joined.onStateChange((state) => draw(state));
        joined.onLeave((code) => {
          if (closed) return;
          if (code === CLOSE_BROADCAST_REVOKED) {
            status.textContent = t('broadcast:revoked');
            element.dataset.ended = 'revoked';
            hooks.gone?.();
            return;
          }
          status.textContent = t('broadcast:dropped');
          retry = window.setTimeout(connect, RETRY_MS);
        });
      })
      .catch((error: unknown) => {
        if (closed) return;
        const message = error instanceof Error ? error.message : String(error);
        // The server's join refusal is an identifier (docs/protocol.md).
        status.textContent =
          message === 'unknown-broadcast' ? t('broadcast:unknown') : t('broadcast:unreachable');
        element.dataset.ended = message === 'unknown-broadcast' ? 'unknown' : '';
        if (element.dataset.ended === '') retry = window.setTimeout(connect, RETRY_MS);
        else hooks.gone?.();
      });
  };
  connect();

  return {
    element,
    close() {
      closed = true;
      window.clearTimeout(retry);
      window.clearInterval(ticking);
      document.body.classList.remove('broadcast-page', 'broadcast-transparent');
      table?.destroy();
      void room?.leave();
    },
  };
}
