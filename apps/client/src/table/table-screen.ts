// A table in play, for any game: status line, the game's canvas (loaded on demand), the action bar, the log,
// the clock and the final results, laid out to fill the window without scrolling (styles.css, `.table-screen.play`).
// The game's own drawing and words come from its `GameTable`.
import type { ServerMessages, TableState } from '@flotilla/protocol';
import { broadcastPanel } from './broadcast-panel';
import { predictionPanel, predictionResults } from './prediction-panel';
import { withoutSecrets } from './masked-state';
import { holdToLook, onStreamerMode, streamerMode, streamerToggle } from '../ui/streamer-mode';
import type { GameEvent, TableConnection } from '../net/connection';
import type { FairnessCheck } from '../net/fairness';
import { gameCard } from '../lobby/games';
import { rulesButton } from '../lobby/rules-dialog';
import { phaseHints, tablePhase } from '../learn/phase-hints';
import { announce, h, mount } from '../ui/dom';
import type { GameTable } from './game-table';
import { plainLabel, statusWords } from './generic-table';
import { legalActions, positionOf, type Action } from './seat-view';
import { loadTable } from './tables';
import { distinctOffers } from './distinct-offers';
import { barEntries, drawBar, FITTING_VIEWS, viewShows, type BarOffer, type BarView } from './action-bar';
import { seatNews, timedOut, type SeatSnapshot } from './seat-news';
import { loadLog, saveLog, type LoggedLine } from './log-memory';
import { sendGuard } from './send-guard';
import { followSystemMotion, systemMotionQuery } from './motion';
import { cuesFor, initSound, playCue, soundToggle } from '../ui/sound';
import { applyTheme } from '../ui/theme';
import { t, tNodes } from '../i18n/i18n';

/** Rows the action bar may take before it scrolls sideways inside itself (a CSS variable, one on a phone). */
const BAR_ROWS = '--bar-rows';

export interface TableScreen {
  readonly element: HTMLElement;
  update(state: TableState): void;
  events(events: ReadonlyArray<GameEvent>): void;
  /** The server refused our last action: offer the same choices again. */
  refused(): void;
  /** Someone here asked to play again: the new table's room id. */
  rematch(roomId: string): void;
  /** The game is over: its archive id, and the check of its proof against what this tab saw. */
  proof(gameId: string, check: FairnessCheck): void;
  /** New word on this player's broadcast links. */
  broadcasts(news: ServerMessages['broadcasts']): void;
  /** This spectator's prediction is locked. */
  predicted(prediction: ServerMessages['predicted']): void;
  close(): void;
}

export function tableScreen(
  conn: TableConnection,
  onLeave: () => void,
  onRematch: (roomId: string) => void = () => undefined,
  onReplay: (gameId: string) => void = () => undefined,
): TableScreen {
  const heading = h('h1', { class: 'table-title' }, t('table:screen.title'));
  const statusLine = h('p', { class: 'table-status', 'aria-live': 'polite' });
  const clock = h('span', { class: 'turn-clock', 'aria-label': t('table:screen.clock') });
  const canvasHost = h('div', {
    id: 'table-canvas',
    class: 'table-canvas',
    role: 'img',
    'aria-label': t('table:screen.canvas'),
  });
  const loadingText = h('span', {}, t('table:screen.loading'));
  const loading = h(
    'div',
    { class: 'loading', role: 'status' },
    h('progress', { 'aria-label': t('table:screen.loadingLabel') }),
    loadingText,
  );
  canvasHost.append(loading);
  const bar = h('div', {
    id: 'action-bar',
    class: 'action-bar',
    role: 'toolbar',
    'aria-label': t('table:bar.label'),
  });
  // Newest first, each line numbered in the order it happened (the top line is the latest, not "1.").
  const log = h('ol', { class: 'game-log', 'aria-label': t('table:screen.log'), reversed: true });
  let logged = 0;
  /** The game whose proof was checked: a reload's welcome sends the proof again. */
  let provenGame: string | null = null;
  const summary = h('ul', {
    class: 'visually-hidden',
    id: 'sheet-summary',
    'aria-label': t('table:screen.summary'),
  });
  const scores = h('section', { class: 'scores', hidden: true, 'aria-label': t('table:screen.finalScores') });
  const results = h('div', { class: 'results' });
  // "Play again with the same people": asks the server once, then follows everyone to the new table.
  let wantRematch = false;
  const again = h('button', { type: 'button', id: 'play-again' }, t('table:again.playAgain'));
  const againHint = h('span', { class: 'hint', 'aria-live': 'polite' });
  const archived = h('p', { class: 'hint archived', hidden: true });
  const replay = h(
    'button',
    { type: 'button', id: 'watch-replay', class: 'secondary', hidden: true },
    t('table:again.replay'),
  );
  again.addEventListener('click', () => {
    if (conn.rematchRoom !== null) return onRematch(conn.rematchRoom);
    wantRematch = true;
    again.disabled = true;
    againHint.textContent = t('table:again.opening');
    conn.send('rematch', {});
  });
  scores.append(results, archived, h('div', { class: 'buttons again' }, again, replay, againHint));
  const motion = h('input', { type: 'checkbox', id: 'reduce-motion' });
  // Sound is off unless this device turned it on; then it waits for the first click to start (browsers' rule).
  initSound();
  const sound = soundToggle();
  const leave = h('button', { type: 'button', class: 'secondary small' }, t('table:screen.leave'));
  // Players open broadcast links for their stream; spectators have nothing of their own to show.
  const broadcast = conn.seat === null ? null : broadcastPanel(conn);
  // Streamer mode: this seat's secrets stay off screen until the player holds H or "Show my hand".
  const streamer = streamerToggle();
  const showHand = h(
    'button',
    { type: 'button', class: 'secondary small show-hand', id: 'show-hand', 'aria-keyshortcuts': 'H' },
    t('table:screen.showHand'),
  );
  let streaming = conn.seat !== null && streamerMode();
  const predictions = predictionPanel({
    send: (prediction) => conn.room.send('predict', prediction),
    mayPredict: () => conn.seat === null,
  });
  let looking = false;
  /** True while this seat's secrets are to stay off screen. */
  const masking = (): boolean => streaming && !looking;
  leave.addEventListener('click', () => {
    void conn.leave().finally(onLeave);
  });
  // The side column: the game's own controls, a spectator's predictions, the final scores and the log.
  const side = h(
    'aside',
    { class: 'table-side', 'aria-label': t('table:screen.side') },
    predictions.element,
    scores,
    h('details', { class: 'log-box', open: true }, h('summary', {}, t('table:screen.log')), log),
  );
  // The canvas stays a child of the screen itself: a game finds the head row through its parent (15 Men's faction).
  const element = h(
    'div',
    { class: 'table-screen play' },
    h(
      'div',
      { class: 'table-head' },
      heading,
      statusLine,
      clock,
      h('label', { class: 'check chip' }, motion, ' ', t('table:screen.reduceMotion')),
      sound.element,
      rulesButton(
        () => lastState?.game ?? '',
        () => lastState,
      ),
      conn.seat === null ? null : streamer.element,
      conn.seat === null ? null : showHand,
      broadcast?.button,
      leave,
    ),
    h('p', { class: 'rotate-hint', 'aria-hidden': 'true' }, t('table:screen.rotate')),
    canvasHost,
    summary,
    bar,
    side,
  );

  let game: GameTable | null = null;
  let loadingGame = false;
  let closed = false;
  let legal: ReadonlyArray<Action> = [];
  let currentKey = '';
  let deadline = 0;
  let lastState: TableState | null = null;
  // A player's first game of each game: a hint at each new phase (not for spectators; the seat may be known only
  // after the first state).
  const hints = phaseHints(side);
  let themed = '';
  const queuedEvents: GameEvent[] = [];
  const tick = (): void => {
    const left = Math.ceil((deadline - Date.now()) / 1000);
    clock.textContent = deadline > 0 && left >= 0 ? t('table:screen.secondsLeft', { seconds: left }) : '';
    clock.classList.toggle('urgent', deadline > 0 && left <= 10);
  };
  const clockTimer = window.setInterval(tick, 500);

  // Digits 1–9 take the action bar's buttons in order, unless typing in a field.
  const onKey = (event: KeyboardEvent): void => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    // Typing in a field keeps its digits; a focused checkbox or button does not.
    const typing =
      (event.target instanceof HTMLInputElement &&
        !['checkbox', 'radio', 'button'].includes(event.target.type)) ||
      event.target instanceof HTMLSelectElement ||
      event.target instanceof HTMLTextAreaElement;
    if (typing) return;
    // Not through an open dialog (the rules, an enlarged sheet).
    if (document.querySelector('dialog[open]') !== null) return;
    if (event.key === 'Escape' && (shownRow !== null || shownFamily !== null)) {
      bar.querySelector<HTMLButtonElement>('button.act-back')?.click();
      return;
    }
    const n = Number(event.key);
    if (!Number.isInteger(n) || n < 1 || n > 9) return;
    bar.querySelectorAll<HTMLButtonElement>('button.act')[n - 1]?.click();
  };
  document.addEventListener('keydown', onKey);

  const applyMotion = (): void => {
    element.classList.toggle('reduce-motion', motion.checked);
    game?.setReducedMotion(motion.checked);
  };
  motion.addEventListener('change', applyMotion);
  // The box starts from the system setting and follows it; the player may still change it by hand.
  const redraw = (): void => {
    if (lastState !== null) render(lastState);
  };
  const stopStreamer = onStreamerMode((on) => {
    streaming = conn.seat !== null && on;
    redraw();
  });
  const stopLooking = holdToLook(showHand, (on) => {
    looking = on;
    redraw();
  });
  const stopFollowingMotion = followSystemMotion(systemMotionQuery(), (reduced) => {
    motion.checked = reduced;
    applyMotion();
  });

  // Table clicks (a die) and the bar's buttons alike: once per offer, not while the dice tumble, no double-click.
  const guard = sendGuard(() => game?.busy?.() === true);
  let holdTimer = 0;
  /** A folded row of the bar opened on its own ("Board Kid Mistral": its posts), by its key. */
  let shownRow: string | null = null;
  /** A folded family of rows opened on its own ("Bribe": a button per pirate), by its title. */
  let shownFamily: string | null = null;
  const send = (action: Action, clickCount = 1): void => {
    // While the connection is being retried nothing leaves: the offer stays open for when it is back.
    if (!conn.online) return;
    if (!guard.allow(currentKey, performance.now(), clickCount)) return;
    sentSince = true;
    conn.send('act', { action });
    for (const button of bar.querySelectorAll('button')) button.disabled = true;
  };

  const ensureGame = (name: string): void => {
    if (game !== null || loadingGame) return;
    loadingGame = true;
    void loadTable(name).then(
      (factory) => {
        if (closed) return;
        loading.remove();
        const made = factory({
          seat: conn.seat,
          canvasHost,
          intent: send,
          settled: () => {
            if (lastState !== null) renderBar(lastState);
          },
          reducedMotion: motion.checked,
        });
        game = made;
        if (made.controls) side.prepend(made.controls);
        if (lastState) render(lastState);
        playEvents(queuedEvents.splice(0));
      },
      (error: unknown) => {
        // A chunk can vanish under an open page when the server is updated: say so, and offer the way out.
        loadingGame = false;
        loading.querySelector('progress')?.remove();
        loadingText.textContent = t('table:screen.loadFailed');
        loadingText.append(
          h('button', { type: 'button', onclick: () => location.reload() }, t('table:screen.reload')),
        );
        console.warn('table load failed', error);
      },
    );
  };

  const renderBar = (state: TableState): void => {
    const words = game ? (a: Action) => (game as GameTable).label(a) : plainLabel;
    const order = game ? (a: Action) => (game as GameTable).order(a) : () => 0;
    const sorted = distinctOffers(
      [...(masking() ? [] : legal)].sort((a, b) => order(a) - order(b)),
      words,
    );
    // Offers wait for the animation they describe (the dice landing on the faces they name).
    const settling = game?.busy?.() === true;
    bar.classList.toggle('settling', settling);
    // Held for a moment after an action, so that a double-click's second click finds no button.
    const holdLeft = guard.holdLeft(performance.now());
    if (holdLeft > 0) {
      window.clearTimeout(holdTimer);
      holdTimer = window.setTimeout(() => {
        if (lastState !== null) renderBar(lastState);
      }, holdLeft + 1);
    }
    const offer = ({ action, label }: BarOffer, text: string): HTMLButtonElement =>
      // A short word in a shared row keeps its whole sentence as its name and its tooltip.
      h(
        'button',
        {
          type: 'button',
          class: `act act-${String(action.type)}`,
          'data-action': JSON.stringify(action),
          'data-label': label,
          'aria-label': text === label ? null : label,
          disabled: guard.sentOn(currentKey) || settling || holdLeft > 0,
          onclick: (event: Event) => {
            shownRow = null;
            shownFamily = null;
            send(action, event instanceof MouseEvent ? event.detail : 1);
          },
        },
        text,
      );
    const entries = barEntries(sorted, words, (a) => game?.group?.(a) ?? null);
    if (shownRow !== null && !viewShows(entries, { kind: 'one', key: shownRow })) shownRow = null;
    if (shownFamily !== null && !viewShows(entries, { kind: 'family', family: shownFamily }))
      shownFamily = null;
    const handlers = {
      offer,
      open: (key: string) => {
        shownRow = key;
        renderBar(state);
        bar.querySelector<HTMLButtonElement>('button.act:not([disabled])')?.focus();
      },
      openFamily: (family: string) => {
        shownFamily = family;
        renderBar(state);
        bar.querySelector<HTMLButtonElement>('button.act-more, button.act:not([disabled])')?.focus();
      },
      back: () => {
        // A row opened from a family goes back to the family; the family, to every offer.
        const from =
          shownRow !== null ? { attr: 'row', key: shownRow } : { attr: 'family', key: shownFamily };
        if (shownRow !== null) shownRow = null;
        else shownFamily = null;
        renderBar(state);
        const opener = [...bar.querySelectorAll<HTMLButtonElement>('button.act-more')].find(
          (b) => b.dataset[from.attr] === from.key,
        );
        (opener ?? bar.querySelector<HTMLButtonElement>('button:not([disabled])'))?.focus();
      },
    };
    const idle =
      conn.seat === null
        ? t('table:idle.watching')
        : masking() && legal.length > 0
          ? t('table:idle.streamer')
          : state.status === 'over'
            ? t('table:idle.over')
            : t('table:idle.waiting');
    // Where the table stands for this seat: tests wait for it to move on after they act.
    bar.dataset.version = positionOf(state, conn.seat);
    const hadFocus = bar.contains(document.activeElement);
    if (entries.length === 0) {
      mount(bar, h('p', { class: 'idle' }, idle));
      fitBar();
    } else if (shownRow !== null) {
      drawBar(bar, entries, { kind: 'one', key: shownRow }, handlers);
      fitBar();
    } else if (shownFamily !== null) {
      drawBar(bar, entries, { kind: 'family', family: shownFamily }, handlers);
      fitBar();
    } else {
      const lone = entries.length === 1 && entries[0]?.kind === 'group' ? entries[0].key : null;
      // One shared row and nothing else (Captains' War's six loot dice on a phone): folded, it would be a single
      // button opening the same row. Shown opened instead, its choices wrap onto the bar's rows; with nothing to
      // go back to, it has no Back.
      const views: ReadonlyArray<BarView> =
        lone === null ? FITTING_VIEWS : [{ kind: 'open' }, { kind: 'one', key: lone }];
      for (const view of views) {
        drawBar(bar, entries, view, handlers);
        if (lone !== null) bar.querySelector('button.act-back')?.remove();
        if (fitBar()) break;
      }
    }
    numberKeys();
    if (hadFocus && !bar.contains(document.activeElement))
      bar.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus();
  };

  // Keys 1–9 take the bar's offers as shown, in order: each button says its key in its tooltip.
  const numberKeys = (): void => {
    bar.querySelectorAll<HTMLButtonElement>('button.act').forEach((b, i) => {
      const label = b.dataset.label ?? b.textContent ?? '';
      if (i < 9) b.setAttribute('aria-keyshortcuts', String(i + 1));
      else b.removeAttribute('aria-keyshortcuts');
      b.title = i < 9 ? t('table:bar.keyTip', { label, key: i + 1 }) : label;
    });
  };

  // More offers than the bar's rows hold, or one row wider than the bar: first tighter buttons, then long offers'
  // words on two lines; false when even those do not fit, and the screen folds further. With nothing left to
  // fold, the rows scroll sideways inside the bar (the last resort). Never a third row.
  const fitBar = (): boolean => {
    bar.classList.remove('dense', 'wrapped', 'crowded', 'scrolls');
    const allowed = Number(getComputedStyle(bar).getPropertyValue(BAR_ROWS)) || 2;
    // Rows by their buttons' and titles' middles: a caption and a button of one row differ in height and top,
    // not in middle; a frame whose buttons flow onto both rows counts by its buttons.
    const rows = (): number => {
      const middles = [...bar.querySelectorAll<HTMLElement>('button, .act-group-title, .idle')]
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => {
          const r = el.getBoundingClientRect();
          return r.top + r.height / 2;
        })
        .sort((a, b) => a - b);
      return middles.filter((m, i) => i === 0 || m - (middles[i - 1] ?? m) > 8).length;
    };
    // A shared row cannot wrap: with too many choices it runs past the bar's edge on a row of its own, which
    // counting rows misses (Eollis's Lure Away targets at 1280 px, Captains' War's six loot dice on a phone).
    const fits = (): boolean => rows() <= allowed && bar.scrollWidth <= bar.clientWidth + 1;
    if (fits()) return true;
    bar.classList.add('dense');
    if (fits()) return true;
    bar.classList.add('wrapped');
    if (fits()) return true;
    bar.classList.add('crowded');
    // The crowded grid often holds every offer after all (its columns pack tighter than wrapped rows): the fade
    // that says "more to the right" only when there is.
    bar.classList.toggle('scrolls', bar.scrollWidth > bar.clientWidth + 1);
    return false;
  };
  // A new width may fold or unfold the rows.
  const refit = (): void => {
    if (lastState !== null) renderBar(lastState);
  };
  window.addEventListener('resize', refit);

  const render = (state: TableState): void => {
    element.classList.toggle('over', state.status === 'over');
    element.classList.toggle('streaming', streaming);
    element.classList.toggle('looking', looking);
    showHand.hidden = !streaming;
    if (game !== null) {
      const frame = masking() ? game.update(withoutSecrets(state), []) : game.update(state, legal);
      statusLine.textContent = frame.status;
      canvasHost.setAttribute(
        'aria-label',
        t('table:screen.canvasStatus', { title: heading.textContent, status: frame.status }),
      );
      mount(summary, ...frame.summary.map((line) => h('li', {}, line)));
      const box = game.results(state);
      scores.hidden = box === null && state.status !== 'over';
      if (box !== null) mount(results, box, predictionResults(state));
      // Only players are told where the next table is: a spectator with its id could sit there first, as host.
      again.hidden = conn.seat === null;
    } else {
      statusLine.textContent = statusWords(state.status);
    }
    renderBar(state);
  };

  // A reload brings back the whole log this tab had heard: the events themselves arrive only once.
  const kept: LoggedLine[] = loadLog(conn.room.roomId);
  const showLine = (n: number, text: string, secret = false): void => {
    log.prepend(h('li', { value: String(n), class: secret ? 'secret' : null }, text));
  };
  for (const line of kept) showLine(line.n, line.text, line.secret === true);
  logged = kept.at(-1)?.n ?? 0;
  const logLine = (sentence: string, secret = false): void => {
    showLine(++logged, sentence, secret);
    kept.push(secret ? { n: logged, text: sentence, secret } : { n: logged, text: sentence });
    saveLog(conn.room.roomId, kept);
  };

  // The people at the table: who dropped, left, came back; and a move the clock made for this seat.
  let seatsBefore: SeatSnapshot[] | null = null;
  let acceptedBefore: number | null = null;
  let sentSince = false;
  const tellPeople = (state: TableState): void => {
    if (state.status !== 'playing') return;
    const seats = state.seats.map((s) => ({ name: s.name, occupant: s.occupant, connected: s.connected }));
    if (seatsBefore !== null) for (const line of seatNews(seatsBefore, seats, conn.seat)) logLine(line);
    seatsBefore = seats;
    if (conn.seat === null) return;
    const accepted = state.secrets.get(String(conn.seat))?.accepted ?? 0;
    if (acceptedBefore !== null && accepted !== acceptedBefore) {
      if (state.turnSeconds > 0 && timedOut(acceptedBefore, accepted, sentSince))
        logLine(t('table:screen.timedOut'));
      sentSince = false;
    }
    acceptedBefore = accepted;
  };

  const playEvents = (events: ReadonlyArray<GameEvent>): void => {
    if (game === null) return;
    // A streamer's table animates only what everyone saw (a peek's card would show in its animation).
    const mine = (event: GameEvent): boolean => typeof event.to === 'number';
    const shown = masking() ? events.filter((event) => !mine(event)) : events;
    game.events(shown);
    for (const cue of cuesFor(shown.map((event) => event.type))) playCue(cue);
    if (game.busy?.() === true && lastState !== null) renderBar(lastState);
    for (const event of events) {
      const sentence = game.sentence(event);
      if (sentence !== null) logLine(sentence, mine(event));
      if (event.type === 'gameOver') announce(t('table:screen.gameOver'));
    }
  };

  return {
    element,
    update(state) {
      lastState = state;
      deadline = state.status === 'playing' ? state.deadline : 0;
      tick();
      const card = gameCard(state.game);
      // The game's own palette (--game-*) for the chrome around its canvas.
      if (card !== undefined && themed !== card.id) {
        themed = card.id;
        applyTheme(element, card.id);
      }
      heading.textContent = card?.title ?? state.game;
      legal = legalActions(state, conn.seat);
      currentKey = `${positionOf(state, conn.seat)}:${JSON.stringify(legal)}`;
      ensureGame(state.game);
      render(state);
      predictions.update(state);
      if (conn.seat !== null) hints.update(state.game, tablePhase(state));
      tellPeople(state);
    },
    events(events) {
      if (game === null) queuedEvents.push(...events);
      else playEvents(events);
    },
    proof(gameId, check) {
      if (provenGame === gameId) return;
      provenGame = gameId;
      if (!kept.some((line) => line.text === check.sentence)) logLine(check.sentence);
      archived.hidden = false;
      replay.hidden = false;
      replay.onclick = () => onReplay(gameId);
      const proofLink = h(
        'a',
        { href: `/api/games/${encodeURIComponent(gameId)}`, target: '_blank', rel: 'noopener' },
        t('table:again.proofLink'),
      );
      mount(
        archived,
        ...tNodes('table:again.proof', { proof: proofLink }, { mark: check.ok ? '✓' : '✗', gameId }),
      );
    },
    broadcasts(news) {
      broadcast?.update(news);
    },
    predicted(prediction) {
      predictions.locked(prediction);
    },
    rematch(roomId) {
      if (wantRematch) return onRematch(roomId);
      again.disabled = false;
      againHint.textContent = t('table:again.open');
    },
    refused() {
      again.disabled = false;
      guard.refused();
      if (lastState) renderBar(lastState);
    },
    close() {
      closed = true;
      stopFollowingMotion();
      stopStreamer();
      stopLooking();
      streamer.close();
      sound.close();
      window.removeEventListener('resize', refit);
      window.clearInterval(clockTimer);
      window.clearTimeout(holdTimer);
      document.removeEventListener('keydown', onKey);
      hints.close();
      game?.destroy();
    },
  };
}
