// The app: resumes a table after a reload, follows invite links, and switches lobby ↔ waiting room ↔ table.
import type { TableState } from '@flotilla/protocol';
import { lobbyScreen, type Screen } from './lobby/lobby-screen';
import { nameReady } from './lobby/profile-form';
import {
  createTable,
  describeJoinError,
  joinTable,
  quickPlay,
  resolveInvite,
  resume,
  type TableConnection,
} from './net/connection';
import {
  forgetLastTable,
  hasSavedProfile,
  loadLastTable,
  loadProfile,
  type Profile,
  type TableSession,
} from './net/storage';
import { waitingRoom, type WaitingRoom } from './room/waiting-room';
import { rulesGameOf, type RulesGame } from './lobby/rules-text';
import type { TableScreen } from './table/table-screen';
import { tableScreen } from './table/table-screen';
import { announce, h, mount } from './ui/dom';

const main = document.getElementById('main') ?? document.body;
let profile: Profile = loadProfile();
let current: Screen | null = null;
let busy = false;
/** True while a table (waiting room or game) is on screen: route changes then leave it alone. */
let atTable = false;

function show(screen: Screen): void {
  current?.close();
  current = screen;
  mount(main, screen.element);
  // What was said on the last screen (a refusal in the waiting room, "Joining…") is not news on this one.
  announce('');
}

function showLobby(): void {
  atTable = false;
  if (location.hash.startsWith('#/join/') || location.hash.startsWith('#/rules/'))
    history.replaceState(null, '', location.pathname);
  show(
    lobbyScreen(
      profile,
      {
        quickPlay: (game, players) => enter(() => quickPlay(game, players, profile), 'Looking for a table…'),
        create: (options) => enter(() => createTable(options, profile), 'Setting up your table…'),
        joinCode: (code, spectate) =>
          enter(
            async () => joinTable(await resolveInvite(code.trim()), profile, spectate),
            'Finding the table…',
          ),
        join: (roomId, spectate) => enter(() => joinTable(roomId, profile, spectate), 'Joining…'),
      },
      (next) => (profile = next),
    ),
  );
}

/** A game's full rules as a page of its own (`#/rules/<game>`); the rules chunk loads on demand. */
function showRules(game: RulesGame): void {
  const holder = h('div', { class: 'rules-holder' }, h('p', { class: 'loading' }, 'Unrolling the rules…'));
  show({ element: holder, close: () => undefined });
  void import('./lobby/rules-page').then(({ rulesArticle }) => {
    if (current?.element !== holder) return;
    mount(holder, rulesArticle(game, { backLink: true }));
    document.title = `Rules · Flotilla`;
    main.focus();
  });
}

/** Runs one join at a time and shows its failure in the status line; resolves to that failure, or null. */
function enter(join: () => Promise<TableConnection>, doing: string): Promise<string | null> {
  if (busy) return Promise.resolve(null);
  busy = true;
  announce(doing);
  return join()
    .then((conn) => {
      announce('');
      showTable(conn);
      return null;
    })
    .catch((error: unknown) => {
      const message = describeJoinError(error);
      announce(message, 'error');
      return message;
    })
    .finally(() => (busy = false));
}

function showTable(conn: TableConnection): void {
  atTable = true;
  document.title = 'Flotilla';
  let waiting: WaitingRoom | null = null;
  let playing: TableScreen | null = null;
  const holder = h('div', { class: 'table-holder' });
  const back = (): void => showLobby();
  const render = (state: TableState): void => {
    if (state.status === 'waiting') {
      if (waiting === null) {
        playing?.close();
        playing = null;
        waiting = waitingRoom(conn, back);
        mount(holder, waiting.element);
      }
      waiting.update(state);
    } else {
      if (playing === null) {
        waiting = null;
        playing = tableScreen(conn, back, (roomId) => {
          // The same people, a new table: leave this one, take a seat (or watch) at the next.
          const spectate = conn.seat === null;
          void conn
            .leave()
            .finally(() => enter(() => joinTable(roomId, profile, spectate), 'Joining the new table…'));
        });
        mount(holder, playing.element);
      }
      playing.update(state);
    }
  };
  conn.on({
    state: render,
    welcome: () => render(conn.room.state),
    events: (_version, events) => playing?.events(events),
    error: (error) => {
      announce(error.message, 'error');
      playing?.refused();
    },
    rematch: (roomId) => playing?.rematch(roomId),
    left: (code) => {
      if (code !== 1000 && code !== 4000)
        announce('The connection to the table was lost. Reload to reconnect.', 'error', true);
    },
  });
  show({
    element: holder,
    close: () => {
      playing?.close();
    },
  });
  if (conn.room.state?.status) render(conn.room.state);
}

/**
 * A tab closed while seated at a table: the lobby offers the way back (the reconnection token within the window,
 * then the seat token from the bot). Offered, not taken: another tab of this browser may sit there now.
 */
function offerReturn(last: TableSession): void {
  lobbyBanner(
    'Your table',
    'You were seated at a table.',
    [
      h('button', { type: 'button', id: 'return-to-table' }, 'Return to your table'),
      () =>
        enter(async () => {
          const resumed = await resume(profile, last);
          if (resumed === null) throw new Error('That table is over or gone.');
          return resumed;
        }, 'Returning to your table…'),
    ],
    [h('button', { type: 'button', class: 'secondary' }, 'Forget it'), forgetLastTable],
  );
}

/** A line above the lobby with its choices; taking one removes the line. */
function lobbyBanner(label: string, text: string, ...choices: Array<[HTMLElement, () => unknown]>): void {
  const banner = h(
    'div',
    { class: 'lobby-banner', role: 'region', 'aria-label': label },
    h('span', {}, text),
  );
  for (const [button, then] of choices) {
    // A choice that cannot go ahead yet (the name typed is refused) answers false and keeps the banner.
    button.addEventListener('click', () => {
      if (then() !== false) banner.remove();
    });
    banner.append(button);
  }
  main.prepend(banner);
}

/** Resolves an invite code and sits down at its table (or watches it). */
function joinByCode(code: string, spectate = false): Promise<string | null> {
  return enter(
    async () => joinTable(await resolveInvite(code), profile, spectate),
    `Joining table ${code}…`,
  ).then((problem) => {
    // The server's own words for a seat asked for at a started table (docs/protocol.md): it may be watched.
    if (problem?.includes('join as a spectator')) offerWatch(code);
    return problem;
  });
}

/** An invite to a game already under way: its seats are taken, and the table can still be watched. */
function offerWatch(code: string): void {
  lobbyBanner(
    'A game under way',
    `The game at table ${code} has started.`,
    [
      h('button', { type: 'button', id: 'watch-invite' }, `Watch table ${code}`),
      () => joinByCode(code, true),
    ],
    [h('button', { type: 'button', class: 'secondary' }, 'Not now'), () => undefined],
  );
}

async function start(): Promise<void> {
  // A rules page (often opened in a new tab from a table) never takes over this tab's seat.
  const rules = rulesGameOf(location.hash);
  if (rules !== null) {
    showRules(rules);
    return;
  }
  const resumed = await resume(profile).catch(() => null);
  if (resumed) {
    showTable(resumed);
    return;
  }
  const invite = /^#\/join\/([\w-]+)$/.exec(location.hash);
  showLobby();
  const last = loadLastTable();
  if (last !== null && !invite?.[1]) offerReturn(last);
  if (invite?.[1]) {
    const code = invite[1];
    // A first visit has no name yet: it would sit down as "Deckhand". It chooses one first, then joins.
    if (hasSavedProfile()) void joinByCode(code);
    else offerInvite(code);
  }
}

/** An invite opened on a first visit: the lobby's name and colour first, then one click to sit down. */
function offerInvite(code: string): void {
  lobbyBanner('Your invitation', 'You are invited to a table. Choose your name and seat colour below, then', [
    h('button', { type: 'button', id: 'join-invite' }, `Join table ${code}`),
    () => {
      const profile = document.querySelector<HTMLElement>('form.profile');
      if (profile !== null && !nameReady(profile)) return false;
      return joinByCode(code);
    },
  ]);
  document.getElementById('profile-name')?.focus();
}

window.addEventListener('hashchange', () => {
  if (atTable) return;
  const rules = rulesGameOf(location.hash);
  if (rules !== null) {
    showRules(rules);
    return;
  }
  if (location.hash === '' || location.hash === '#/') {
    document.title = 'Flotilla';
    if (current?.element.classList.contains('rules-holder')) showLobby();
    return;
  }
  const invite = /^#\/join\/([\w-]+)$/.exec(location.hash);
  if (invite?.[1] && !busy) {
    const code = invite[1];
    void joinByCode(code);
  }
});

void start();
