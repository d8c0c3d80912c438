// The app: resumes a table after a reload, follows invite links, and switches lobby ↔ waiting room ↔ table.
import type { TableState } from '@flotilla/protocol';
import { lobbyScreen, type Screen } from './lobby/lobby-screen';
import {
  createTable,
  describeJoinError,
  joinTable,
  quickPlay,
  resolveInvite,
  resume,
  type TableConnection,
} from './net/connection';
import { loadProfile, type Profile } from './net/storage';
import { waitingRoom, type WaitingRoom } from './room/waiting-room';
import type { TableScreen } from './table/table-screen';
import { tableScreen } from './table/table-screen';
import { announce, h, mount } from './ui/dom';

const main = document.getElementById('main') ?? document.body;
let profile: Profile = loadProfile();
let current: Screen | null = null;
let busy = false;

function show(screen: Screen): void {
  current?.close();
  current = screen;
  mount(main, screen.element);
}

function showLobby(): void {
  if (location.hash.startsWith('#/join/')) history.replaceState(null, '', location.pathname);
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

/** Runs one join at a time and shows its failure in the status line. */
function enter(join: () => Promise<TableConnection>, doing: string): void {
  if (busy) return;
  busy = true;
  announce(doing);
  join()
    .then((conn) => {
      announce('');
      showTable(conn);
    })
    .catch((error: unknown) => announce(describeJoinError(error), 'error'))
    .finally(() => (busy = false));
}

function showTable(conn: TableConnection): void {
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
        playing = tableScreen(conn, back);
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
    left: (code) => {
      if (code !== 1000 && code !== 4000)
        announce('The connection to the table was lost. Reload to reconnect.', 'error');
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

async function start(): Promise<void> {
  const resumed = await resume(profile).catch(() => null);
  if (resumed) {
    showTable(resumed);
    return;
  }
  const invite = /^#\/join\/([\w-]+)$/.exec(location.hash);
  showLobby();
  if (invite?.[1]) {
    const code = invite[1];
    enter(async () => joinTable(await resolveInvite(code), profile), `Joining table ${code}…`);
  }
}

window.addEventListener('hashchange', () => {
  const invite = /^#\/join\/([\w-]+)$/.exec(location.hash);
  if (invite?.[1] && !busy) {
    const code = invite[1];
    enter(async () => joinTable(await resolveInvite(code), profile), `Joining table ${code}…`);
  }
});

void start();
