// The app: resumes a table after a reload, follows invite links, and switches lobby ↔ waiting room ↔ table.
import './ui/fonts.css';
import { applyTheme } from './ui/theme';
import type { TableState } from '@flotilla/protocol';
import { CLOSE_IDLE } from '@flotilla/protocol/limits';
import { lobbyScreen, type LobbyScreen, type Screen } from './lobby/lobby-screen';
import { inviteFacts, inviteGame } from './lobby/invite-facts';
import { nameReady } from './lobby/profile-form';
import type { TableConnection } from './net/connection';
import {
  forgetLastTable,
  hasSavedProfile,
  loadLastTable,
  loadProfile,
  loadSession,
  type Profile,
  type TableSession,
} from './net/storage';
import { CONSENTED } from './net/retry-policy';
import { routeNames, tableRoute, tableRouteOf } from './net/table-route';
import type { WaitingRoom } from './room/waiting-room';
import { rulesGameOf, type RulesGame } from './lobby/rules-text';
import { howToPlayOf } from './learn/sections';
import type { TableScreen } from './table/table-screen';
import { ERROR_SHOWN_MS, announce, h, mount } from './ui/dom';
import { ensureNamespaces, languageReady, onLanguage, t } from './i18n/i18n';
import { languagePicker } from './ui/language-picker';
import { fetchGame, rememberPlayed } from './replay/archive';
import { replayGameOf, replayRoute } from './replay/replay-route';
import { broadcastOptions, broadcastTokenOf, tvGameOf } from './broadcast/broadcast-route';
import { sampleOf, type SampleAddress } from './sample/sample-route';

/**
 * The connection (colyseus.js and the schema decoders) and a table's screens load on demand, beside the join
 * itself: the lobby's first paint carries none of them (docs/art.md's budget: ≤ 80 KB of gzipped JavaScript).
 */
const net = () => import('./net/connection');
type Net = Awaited<ReturnType<typeof net>>;
const tableCode = () =>
  Promise.all([
    import('./room/waiting-room'),
    import('./table/table-screen'),
    ensureNamespaces(['table', 'waiting', 'refusals']),
  ]);
type TableCode = Awaited<ReturnType<typeof tableCode>>;

/** The words for a failed join, or for the connection's code itself failing to load. */
function joinProblem(error: unknown): Promise<string> {
  return net().then(
    (n) => n.describeJoinError(error),
    () => t('errors:loadFailed'),
  );
}

// The art direction's tokens (type, spacing, colours, motion) as CSS custom properties for every screen.
applyTheme(document.documentElement);
const main = document.getElementById('main') ?? document.body;
let profile: Profile = loadProfile();
let current: Screen | null = null;
/** The lobby while it is on screen: an invite link picks its table's game there. */
let lobby: LobbyScreen | null = null;
let busy = false;
/** True while a table (waiting room or game) is on screen: route changes then leave it alone. */
let atTable = false;
/** Re-draws the table on screen in the language just chosen, without leaving it. */
let redrawTable: (() => void) | null = null;

function show(screen: Screen): void {
  redrawTable = null;
  current?.close();
  current = screen;
  if (screen !== lobby) lobby = null;
  mount(main, screen.element);
  // What was said on the last screen (a refusal in the waiting room, "Joining…") is not news on this one.
  announce('');
}

function showLobby(): void {
  atTable = false;
  if (['#/join/', '#/rules/', '#/table/', '#/replay/'].some((route) => location.hash.startsWith(route)))
    history.replaceState(null, '', location.pathname);
  lobby = lobbyScreen(
    profile,
    {
      quickPlay: (game, players) =>
        enter((n) => n.quickPlay(game, players, profile), t('lobby:joining.looking')),
      create: (options) => enter((n) => n.createTable(options, profile), t('lobby:joining.settingUp')),
      joinCode: (code, spectate) =>
        enter(
          async (n) => n.joinTable(await n.resolveInvite(code.trim()), profile, spectate),
          t('lobby:joining.finding'),
        ),
      join: (roomId, spectate) =>
        enter((n) => n.joinTable(roomId, profile, spectate), t('lobby:joining.joining')),
    },
    (next) => (profile = next),
  );
  show(lobby);
}

/** A game's full rules as a page of its own (`#/rules/<game>`); the rules chunk loads on demand. */
function showRules(game: RulesGame): void {
  const holder = h(
    'div',
    { class: 'rules-holder' },
    h('p', { class: 'loading' }, t('lobby:rules.unrolling')),
  );
  show({ element: holder, close: () => undefined });
  void import('./lobby/rules-page').then(({ rulesArticle }) => {
    if (current?.element !== holder) return;
    mount(holder, rulesArticle(game, { backLink: true }));
    document.title = t('common:pageTitle', { page: t('common:page.rules') });
    main.focus();
  });
}

/**
 * A page that loads its code on demand (a replay, a broadcast, the TV): a holder on screen at once, then the
 * screen `open` makes, unless something else took the screen meanwhile.
 */
function showLoaded(holderClass: string, title: string, open: () => Promise<Screen | HTMLElement>): void {
  atTable = false;
  const holder = h('div', { class: holderClass }, h('p', { class: 'loading' }, t('common:loading')));
  let screen: Screen | null = null;
  show({ element: holder, close: () => screen?.close() });
  document.title = t('common:pageTitle', { page: title });
  void open().then((opened) => {
    if (current?.element !== holder) {
      if (!(opened instanceof HTMLElement)) opened.close();
      return;
    }
    if (opened instanceof HTMLElement) return mount(holder, opened);
    screen = opened;
    mount(holder, opened.element);
  });
}

/** A finished game played back (`#/replay/<id>`): the archive's proof, the rules and the tables load on demand. */
function showReplay(gameId: string): void {
  const started = performance.now();
  showLoaded('replay-holder', t('common:page.replay'), async () => {
    const [{ replayScreen }, answer] = await Promise.all([
      import('./replay/replay-screen'),
      fetchGame(gameId),
    ]);
    if (answer.ok) {
      // The truth's lines and the log speak the game's words before its table has loaded.
      const { loadTableWords } = await import('./table/tables');
      await loadTableWords(answer.value.game);
      return replayScreen(answer.value, started);
    }
    return h(
      'div',
      {},
      h('h1', {}, t('common:page.replay')),
      h('p', { class: 'verdict bad', role: 'alert' }, answer.why),
      h('p', {}, h('a', { href: '#/' }, t('common:backToLobby'))),
    );
  });
}

/** A broadcast link (`#/broadcast/<token>`): the page an OBS browser source shows, with no controls. */
function showBroadcast(token: string): void {
  showLoaded('broadcast-holder', t('common:page.broadcast'), async () =>
    (await import('./broadcast/broadcast-screen')).broadcastScreen(
      token,
      broadcastOptions(location.hash, location.search),
    ),
  );
}

/** The TV (`#/tv`, `#/tv/<game>`): the liveliest public table, a few seconds late, then the next. */
function showTv(game: string | null): void {
  showLoaded('broadcast-holder', t('common:page.tv'), async () =>
    (await import('./broadcast/tv-screen')).tvScreen(game, broadcastOptions(location.hash, location.search)),
  );
}

/** A game's "How to play" (`#/how-to-play/<game>[/<section>]`): its pages and figures load on demand. */
function showHowToPlay(page: NonNullable<ReturnType<typeof howToPlayOf>>): void {
  showLoaded(
    'rules-holder how-to-play-holder',
    t('common:page.howToPlay'),
    async () =>
      await (
        await import('./learn/how-to-play-page')
      ).howToPlayArticle(page.game, {
        section: page.section,
        mode: 'page',
      }),
  );
}

/** A sample table (`#/sample/<game>/<players>/<seed>/<steps>`): a fixed state from a seed, played in the page. */
function showSample(address: SampleAddress): void {
  showLoaded('sample-holder table-holder', t('common:page.sample'), async () =>
    (await import('./sample/sample-screen')).sampleScreen(address, () => (location.hash = '#/')),
  );
}

/** Shows the page an address names that is no table (rules, a replay, a broadcast, the TV); false for any other. */
function showPageOf(hash: string): boolean {
  const learn = howToPlayOf(hash);
  if (learn !== null) showHowToPlay(learn);
  const rules = rulesGameOf(hash);
  if (rules !== null) showRules(rules);
  const broadcast = broadcastTokenOf(hash);
  if (broadcast !== null) showBroadcast(broadcast);
  const tv = tvGameOf(hash);
  if (tv !== undefined) showTv(tv);
  const replayed = replayGameOf(hash);
  if (replayed !== null) showReplay(replayed);
  const sample = sampleOf(hash);
  if (sample !== null) showSample(sample);
  if (sample !== null) return true;
  return learn !== null || rules !== null || broadcast !== null || tv !== undefined || replayed !== null;
}

/**
 * Runs one join at a time (the table's code loading meanwhile) and shows its failure in the status line; resolves
 * to that failure, or null.
 */
function enter(join: (n: Net) => Promise<TableConnection>, doing: string): Promise<string | null> {
  if (busy) return Promise.resolve(null);
  busy = true;
  announce(doing);
  return Promise.all([net().then(join), tableCode()])
    .then(([conn, code]) => {
      announce('');
      showTable(conn, code);
      return null;
    })
    .catch(async (error: unknown) => {
      const message = await joinProblem(error);
      announce(message, 'error');
      return message;
    })
    .finally(() => (busy = false));
}

function showTable(conn: TableConnection, [{ waitingRoom }, { tableScreen }]: TableCode): void {
  atTable = true;
  document.title = t('common:brand');
  let waiting: WaitingRoom | null = null;
  let playing: TableScreen | null = null;
  const holder = h('div', { class: 'table-holder' });
  const back = (): void => showLobby();
  // One-off news a re-drawn screen must hear again (the language changed): the end's proof, the links, a prediction.
  const told = new Map<string, (screen: TableScreen) => void>();
  const tell = (kind: string, news: (screen: TableScreen) => void): void => {
    told.set(kind, news);
    if (playing !== null) news(playing);
  };
  const render = (state: TableState): void => {
    // The table's own address (no code in it): a reload or a bookmark on this device comes back here.
    const route = tableRoute(state.game, conn.room.roomId);
    if (state.game !== '' && location.hash !== route) history.replaceState(null, '', route);
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
        // A refusal from the waiting room (a start asked too early) is over once the game starts.
        if (waiting !== null) announce('');
        waiting?.close();
        waiting = null;
        playing = tableScreen(
          conn,
          back,
          (roomId) => {
            // The same people, a new table: leave this one, take a seat (or watch) at the next.
            const spectate = conn.seat === null;
            void conn
              .leave()
              .finally(() =>
                enter((n) => n.joinTable(roomId, profile, spectate), t('lobby:joining.newTable')),
              );
          },
          // The game played back from its archive: this table is over, so the tab leaves it for the replay.
          (gameId) => {
            void conn.leave().finally(() => {
              history.pushState(null, '', replayRoute(gameId));
              showReplay(gameId);
            });
          },
        );
        mount(holder, playing.element);
      }
      playing.update(state);
    }
  };
  conn.on({
    state: render,
    welcome: () => render(conn.room.state),
    events: (_version, events) => playing?.events(events),
    error: (_error, sentence) => {
      announce(sentence, 'error');
      playing?.refused();
    },
    rematch: (roomId) => tell('rematch', (screen) => screen.rematch(roomId)),
    broadcasts: (news) => tell('broadcasts', (screen) => screen.broadcasts(news)),
    predicted: (prediction) => tell('predicted', (screen) => screen.predicted(prediction)),
    proof: (gameId, check) => {
      const state = conn.room.state;
      rememberPlayed({
        gameId,
        game: state.game,
        seats: state.seats.map((s) => ({ name: s.name, colour: s.colour, occupant: s.occupant })),
        endedAt: Date.now(),
      });
      tell('proof', (screen) => screen.proof(gameId, check));
    },
    left: (code) => {
      // Our own leave needs no words; the table closing on us (1000) or refusing us does.
      if (code === CLOSE_IDLE) announce(t('errors:botTookSeat'), 'error', true);
      else if (code !== CONSENTED) announce(t('errors:closed'), 'error', true);
    },
    connection: (news) => {
      // The table stays on screen, greyed and without input, until it is back (or for good once given up).
      holder.classList.toggle('offline', news.kind !== 'back');
      announce(news.sentence, news.kind === 'back' ? 'info' : 'error', news.kind !== 'back');
      // "Back at your table" is news for a moment, not a lasting state.
      if (news.kind === 'back') window.setTimeout(() => clearAnnouncement(news.sentence), ERROR_SHOWN_MS);
    },
  });
  show({
    element: holder,
    close: () => {
      waiting?.close();
      playing?.close();
    },
  });
  if (conn.room.state?.status) render(conn.room.state);
  redrawTable = () => {
    waiting?.close();
    playing?.close();
    waiting = null;
    playing = null;
    if (conn.room.state?.status) render(conn.room.state);
    const redrawn = playing as TableScreen | null;
    if (redrawn !== null) for (const news of told.values()) news(redrawn);
  };
}

/** Clears the status line if it still says `text` (something newer stays). */
function clearAnnouncement(text: string): void {
  if (document.getElementById('status')?.textContent === text) announce('');
}

/**
 * A tab closed while seated at a table: the lobby offers the way back (the reconnection token within the window,
 * then the seat token from the bot). Offered, not taken: another tab of this browser may sit there now.
 */
function offerReturn(last: TableSession): void {
  lobbyBanner(
    t('lobby:banner.returnLabel'),
    t('lobby:banner.returnText'),
    [
      h('button', { type: 'button', id: 'return-to-table' }, t('lobby:banner.returnButton')),
      () =>
        enter(async (n) => {
          const resumed = await n.resume(profile, last);
          if (resumed === null) throw new n.SaidError(t('errors:tableGone'));
          return resumed;
        }, t('lobby:joining.returning')),
    ],
    [h('button', { type: 'button', class: 'secondary' }, t('lobby:banner.forget')), forgetLastTable],
  );
}

/** A line above the lobby with its choices; taking one removes the line. */
function lobbyBanner(
  label: string,
  text: string | Node,
  ...choices: Array<[HTMLElement, () => unknown]>
): void {
  const banner = h(
    'div',
    { class: 'lobby-banner', role: 'region', 'aria-label': label },
    typeof text === 'string' ? h('span', {}, text) : text,
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
    async (n) => n.joinTable(await n.resolveInvite(code), profile, spectate),
    t('lobby:joining.table', { code }),
  ).then((problem) => {
    // A seat asked for at a started table (`game-started`, docs/protocol.md): it may be watched.
    if (problem === t('errors:join.gameStarted')) void offerWatch(code);
    return problem;
  });
}

/** An invite to a game already under way: its seats are taken, and the table can still be watched. */
async function offerWatch(code: string): Promise<void> {
  const card = await net()
    .then((n) => n.lookUpInvite(code))
    .catch(() => null);
  // Meanwhile the player may have left the lobby (for a table): the offer is no longer theirs to take.
  if (lobby === null) return;
  const game = card === null ? null : inviteGame(card);
  if (game !== null) lobby?.chooseGame(game);
  const started = t('lobby:banner.started', { code });
  lobbyBanner(
    t('lobby:banner.underWayLabel'),
    card === null ? started : invitation(inviteFacts(card), started),
    [
      h('button', { type: 'button', id: 'watch-invite' }, t('lobby:banner.watchTable', { code })),
      () => joinByCode(code, true),
    ],
    [h('button', { type: 'button', class: 'secondary' }, t('lobby:banner.notNow')), () => undefined],
  );
}

/** The page's own words outside any screen: the skip link. */
function sayPageWords(): void {
  const skip = document.querySelector('.skip');
  if (skip) skip.textContent = t('common:skip');
}

/** The language changed: the screen on show says everything again in it, a table without leaving its seat. */
function sayAgain(): void {
  sayPageWords();
  if (atTable && redrawTable !== null) return redrawTable();
  if (atTable) return;
  if (!showPageOf(location.hash)) showLobby();
}

async function start(): Promise<void> {
  await languageReady;
  document.querySelector('.topbar')?.append(languagePicker());
  sayPageWords();
  onLanguage(sayAgain);
  // A rules page (often opened in a new tab from a table), a replay, a broadcast or the TV never takes over this
  // tab's seat.
  if (showPageOf(location.hash)) return;
  // Only a tab that sat at a table loads the connection before the lobby shows.
  if (loadSession() !== null) {
    const resumed = await Promise.all([net().then((n) => n.resume(profile)), tableCode()]).catch(() => null);
    if (resumed?.[0]) {
      showTable(resumed[0], resumed[1]);
      return;
    }
  }
  const invite = /^#\/join\/([\w-]+)$/.exec(location.hash);
  const route = tableRouteOf(location.hash);
  showLobby();
  const last = loadLastTable();
  if (last !== null && !invite?.[1]) offerReturn(last);
  // A table's address opened where nobody sat at it (or after the game): it grants no seat, it only tells.
  if (route !== null && (last === null || !routeNames(route, last.roomId)))
    lobbyBanner(t('lobby:banner.addressLabel'), t('lobby:banner.addressText'));
  if (invite?.[1]) {
    const code = invite[1];
    // A first visit has no name yet: it would sit down as "Deckhand". It chooses one first, then joins.
    if (hasSavedProfile()) void joinByCode(code);
    else void offerInvite(code);
  }
}

/** A table's facts in bold, then what to do: the head of an invitation's card above the lobby. */
function invitation(facts: string, then: string): HTMLElement {
  return h(
    'span',
    { class: 'invitation' },
    h('strong', { class: 'invite-facts' }, facts),
    h('span', {}, then),
  );
}

/**
 * An invite opened on a first visit: the table's card (its game, size and host, the lobby set to its game), then
 * the lobby's name and colour, then one click to sit down.
 */
async function offerInvite(code: string): Promise<void> {
  let card;
  try {
    card = await (await net()).lookUpInvite(code);
  } catch (error) {
    announce(await joinProblem(error), 'error');
    return;
  }
  if (lobby === null) return;
  const game = inviteGame(card);
  if (game !== null) lobby.chooseGame(game);
  if (card.status === 'playing') {
    void offerWatch(code);
    return;
  }
  lobbyBanner(t('lobby:banner.inviteLabel'), invitation(inviteFacts(card), t('lobby:banner.inviteText')), [
    h('button', { type: 'button', id: 'join-invite' }, t('lobby:banner.joinTable', { code })),
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
  if (showPageOf(location.hash)) return;
  if (location.hash === '' || location.hash === '#/') {
    document.title = t('common:brand');
    if (
      ['rules-holder', 'replay-holder', 'broadcast-holder', 'sample-holder'].some((c) =>
        current?.element.classList.contains(c),
      )
    )
      showLobby();
    return;
  }
  const invite = /^#\/join\/([\w-]+)$/.exec(location.hash);
  if (invite?.[1] && !busy) {
    const code = invite[1];
    // As on a first load: a browser with no name yet chooses one before it sits down.
    if (hasSavedProfile()) void joinByCode(code);
    else void offerInvite(code);
  }
});

void start();
