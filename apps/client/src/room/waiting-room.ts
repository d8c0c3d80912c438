// The waiting room: seats, ready flags, the invite code (copy, hide for streamers), bots and the host's start.
import type { SeatState, TableState } from '@flotilla/protocol';
import { gameCard } from '../lobby/games';
import type { TableConnection } from '../net/connection';
import { h, mount } from '../ui/dom';
import { formatList, t } from '../i18n/i18n';
import { readFlag, saveFlag } from '../ui/device-flag';
import { onStreamerMode, streamerMode, streamerToggle } from '../ui/streamer-mode';
import { applyTheme } from '../ui/theme';

/** "Hide code" is a streamer's setting: it holds on this device across reloads and tables. */
const HIDE_CODE_KEY = 'flotilla.hideCode';
/** How long "Copied!" answers a click before the button reads as itself again. */
const COPY_ANSWER_MS = 2000;

export interface WaitingRoom {
  readonly element: HTMLElement;
  update(state: TableState): void;
  /** Stops following the device's settings (streamer mode). */
  close(): void;
}

/** "Anne, Bart and Cora" as the English words always said it (Intl's English adds a comma before "and"). */
function names(list: ReadonlyArray<string>): string {
  return formatList(list);
}

function inviteLink(code: string): string {
  return `${location.origin}${location.pathname}#/join/${code}`;
}

export function waitingRoom(conn: TableConnection, onLeave: () => void): WaitingRoom {
  const title = h('h1', {}, t('waiting:title'));
  // The game's one-line promise under the title, while the seats fill.
  const blurb = h('p', { class: 'waiting-blurb' });
  let themed = '';
  const seats = h('ol', { class: 'seats', 'aria-label': t('waiting:seats') });
  // Streamer mode hides the code whatever "Hide code" says; "Show code" lifts it for this look only.
  let hidden = readFlag(HIDE_CODE_KEY) || streamerMode();
  const streamer = streamerToggle();
  const stopStreamer = onStreamerMode((on) => {
    if (on) hidden = true;
    showCode();
  });
  const codeText = h('output', { class: 'invite-code', id: 'invite-code-value' });
  const hide = h(
    'button',
    { type: 'button', class: 'secondary', 'aria-pressed': 'false' },
    t('waiting:hideCode'),
  );
  const copy = h('button', { type: 'button' }, t('waiting:copy'));
  const invite = h(
    'section',
    { class: 'invite', 'aria-label': t('waiting:invite') },
    h('span', {}, `${t('waiting:inviteCode')} `),
    codeText,
    copy,
    hide,
    streamer.element,
  );
  const showCode = (): void => {
    const code = conn.welcome?.inviteCode ?? null;
    invite.hidden = code === null;
    codeText.textContent = code === null ? '' : hidden ? '•••••••' : code;
    hide.textContent = hidden ? t('waiting:showCode') : t('waiting:hideCode');
    hide.setAttribute('aria-pressed', String(hidden));
  };
  hide.addEventListener('click', () => {
    hidden = !hidden;
    saveFlag(HIDE_CODE_KEY, hidden);
    showCode();
  });
  // "Copied!" is an answer to the click, not a new name for the button: it goes back after a moment.
  let copyReset = 0;
  const copyAnswer = (text: string): void => {
    copy.textContent = text;
    window.clearTimeout(copyReset);
    copyReset = window.setTimeout(() => (copy.textContent = t('waiting:copy')), COPY_ANSWER_MS);
  };
  copy.addEventListener('click', () => {
    const code = conn.welcome?.inviteCode;
    if (!code) return;
    navigator.clipboard
      ?.writeText(inviteLink(code))
      .then(() => copyAnswer(t('waiting:copied')))
      .catch(() => copyAnswer(t('waiting:copyFailed')));
  });

  // A guest's one thing to do: the bright button (the invite link's is secondary for guests).
  const ready = h('button', { type: 'button' }, t('waiting:ready'));
  const start = h('button', { type: 'button', id: 'start-table' }, t('waiting:start'));
  const leave = h('button', { type: 'button', class: 'secondary' }, t('common:leaveTable'));
  const hint = h('p', { class: 'hint' });
  // A quick-play table tells how long strangers have before bots take the open seats.
  const botsIn = h('p', { class: 'hint bots-in', 'aria-live': 'off', hidden: true });
  let botsAt = 0;
  let shown = false;
  const tickBots = (): void => {
    // The waiting room is replaced by the table when the game starts: its clock stops with it.
    if (element.isConnected) shown = true;
    else if (shown) window.clearInterval(botsTimer);
    const left = Math.ceil((botsAt - Date.now()) / 1000);
    botsIn.hidden = botsAt === 0 || left < 0;
    botsIn.textContent = t('waiting:botsIn', { seconds: Math.max(0, left) });
  };
  const botsTimer = window.setInterval(tickBots, 500);
  let amReady = false;
  ready.addEventListener('click', () => conn.send('ready', { ready: !amReady }));
  start.addEventListener('click', () => conn.send('start', {}));
  leave.addEventListener('click', () => {
    void conn.leave().finally(onLeave);
  });

  const element = h(
    'section',
    { class: 'card waiting' },
    title,
    blurb,
    invite,
    seats,
    hint,
    botsIn,
    h('div', { class: 'buttons' }, ready, start, leave),
  );

  const seatRow = (seat: SeatState, state: TableState, host: boolean): HTMLElement => {
    const mine = seat.index === conn.seat;
    const who =
      seat.occupant === 'open'
        ? t('waiting:seat.open')
        : seat.occupant === 'bot'
          ? t('waiting:seat.bot', { name: seat.name || t('waiting:seat.botName') })
          : seat.name;
    const flags = [
      seat.host ? t('waiting:flag.host') : '',
      seat.occupant === 'human' && !seat.connected ? t('waiting:flag.away') : '',
      seat.occupant !== 'open' && !seat.host
        ? seat.ready
          ? t('waiting:flag.ready')
          : t('waiting:flag.notReady')
        : '',
      mine ? t('waiting:flag.you') : '',
    ].filter(Boolean);
    const botToggle =
      host && seat.occupant !== 'human'
        ? h(
            'button',
            {
              type: 'button',
              class: 'secondary small',
              onclick: () => conn.send('bot', { seat: seat.index, on: seat.occupant === 'open' }),
            },
            seat.occupant === 'open' ? t('waiting:seat.addBot') : t('waiting:seat.removeBot'),
          )
        : null;
    return h(
      'li',
      { class: `seat seat-${seat.colour || 'open'}${mine ? ' mine' : ''}`, 'data-occupant': seat.occupant },
      h('span', { class: 'dot', 'aria-hidden': 'true' }),
      h('span', { class: 'seat-name' }, who),
      h('span', { class: 'seat-flags' }, flags.join(' · ')),
      botToggle,
    );
  };

  return {
    element,
    close() {
      stopStreamer();
      streamer.close();
    },
    update(state) {
      const card = gameCard(state.game);
      title.textContent = t('waiting:titleOf', { game: card?.title ?? state.game });
      blurb.textContent = card?.summary ?? '';
      // The game's own palette (--game-*): its felt along the card's top, as on the lobby's game cards.
      if (card !== undefined && themed !== card.id) {
        themed = card.id;
        applyTheme(element, card.id);
      }
      const me = conn.seat === null ? undefined : state.seats.at(conn.seat);
      const host = me?.host === true;
      amReady = me?.ready === true;
      mount(seats, ...state.seats.map((seat) => seatRow(seat, state, host)));
      ready.hidden = host || me === undefined;
      ready.textContent = amReady ? t('waiting:notReady') : t('waiting:ready');
      ready.setAttribute('aria-pressed', String(amReady));
      start.hidden = !host;
      copy.classList.toggle('secondary', !host);
      const open = state.seats.filter((s) => s.occupant === 'open').length;
      // The host needs no "ready"; bots are always ready.
      const notReady = state.seats
        .filter((s) => s.occupant === 'human' && !s.host && !s.ready)
        .map((s) => s.name);
      hint.textContent =
        conn.seat === null
          ? t('waiting:hint.watching')
          : host
            ? open > 0 && (state.botsFill || !state.privateTable)
              ? t('waiting:hint.botsOnStart', { count: open })
              : open > 0
                ? t('waiting:hint.waitingFor', { count: open })
                : notReady.length > 0
                  ? t('waiting:hint.notReady', { names: names(notReady) })
                  : t('waiting:hint.allReady')
            : amReady
              ? t('waiting:hint.hostStarts')
              : t('waiting:hint.pressReady', { ready: t('waiting:ready') });
      botsAt = !state.privateTable && state.status === 'waiting' ? state.deadline : 0;
      tickBots();
      showCode();
    },
  };
}
