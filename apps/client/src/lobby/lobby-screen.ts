// The lobby: your captain, the games, quick play, a private table, an invite code and the open tables.
import type { CreateTableOptions } from '@flotilla/protocol';
// Only this module: the package's index would bring its zod schemas into the bundle.
import { PUBLIC_CLOCK } from '@flotilla/protocol/limits';
import type { Profile } from '../net/storage';
import { howToPlayRoute } from '../learn/sections';
import { h } from '../ui/dom';
import { t, tNodes } from '../i18n/i18n';
import { FIRST_GAME, GAME_CARDS, type GameCard, type GameId } from './games';
import { optionsForm } from './game-options';
import { nameReady, profileForm } from './profile-form';
import { tableList } from './table-list';
import { recentGames } from './recent-games';

export interface LobbyActions {
  quickPlay(game: GameId, players: number): void;
  create(options: CreateTableOptions): void;
  /** Resolves to why the code led nowhere, shown beside the form, or null. */
  joinCode(code: string, spectate: boolean): Promise<string | null>;
  join(roomId: string, spectate: boolean): void;
}

export interface Screen {
  readonly element: HTMLElement;
  close(): void;
}

export interface LobbyScreen extends Screen {
  /** Picks a game as if clicked (an invite link shows its table's game, not the last one chosen). */
  chooseGame(id: GameId): void;
}

function seatOptions(card: GameCard, selected: number): HTMLOptionElement[] {
  const options: HTMLOptionElement[] = [];
  for (let n = card.minSeats; n <= card.maxSeats; n += 1) {
    options.push(
      h(
        'option',
        { value: n, selected: n === selected },
        n === 1 ? t('lobby:seats.solo') : t('lobby:seats.players', { count: n }),
      ),
    );
  }
  return options;
}

export function lobbyScreen(
  profile: Profile,
  actions: LobbyActions,
  onProfile: (p: Profile) => void,
): LobbyScreen {
  let game: GameCard = FIRST_GAME;

  const profileCard = profileForm(profile, onProfile);
  /** Players sit down under their name: not while the one typed is refused. Spectators need none. */
  const named = (): boolean => nameReady(profileCard);

  const quickSeats = h('select', { id: 'quick-players', name: 'players' });
  const privateSeats = h('select', { id: 'private-players', name: 'players' });
  const gameTitle = h('span', { class: 'chosen-game' });
  const gameOptions = optionsForm();
  privateSeats.addEventListener('change', () => gameOptions.show(game.id, Number(privateSeats.value)));
  const refreshSeats = (): void => {
    quickSeats.replaceChildren(...seatOptions(game, Math.max(game.minSeats, 2)));
    privateSeats.replaceChildren(...seatOptions(game, Math.max(game.minSeats, 2)));
    gameTitle.textContent = game.title;
    gameOptions.show(game.id, Number(privateSeats.value));
  };

  const cards = GAME_CARDS.map((card) =>
    h(
      'label',
      { class: `game-card game-${card.id}` },
      h('input', { type: 'radio', name: 'game', value: card.id, checked: card.id === game.id }),
      h('strong', {}, card.title),
      h(
        'span',
        { class: 'seats' },
        card.minSeats === 1
          ? t('lobby:card.soloOr', { max: card.maxSeats })
          : t('lobby:card.range', { min: card.minSeats, max: card.maxSeats }),
      ),
      h('span', { class: 'summary' }, card.summary),
      h(
        'a',
        { class: 'rules-link', href: howToPlayRoute(card.id) },
        t('lobby:card.howToPlay', { game: card.title }),
      ),
    ),
  );
  const picker = h(
    'fieldset',
    {
      class: 'card games',
      onchange: (event: Event) => {
        const value = (event.target as HTMLInputElement).value;
        game = GAME_CARDS.find((c) => c.id === value) ?? game;
        refreshSeats();
      },
    },
    h('legend', {}, h('h2', {}, t('lobby:chooseGame'))),
    h('div', { class: 'game-cards' }, ...cards),
  );

  const quick = h(
    'form',
    {
      class: 'card quick',
      'aria-labelledby': 'quick-title',
      onsubmit: (event: Event) => {
        event.preventDefault();
        if (named()) actions.quickPlay(game.id, Number(quickSeats.value));
      },
    },
    h('h2', { id: 'quick-title' }, t('lobby:quick.title')),
    h('p', {}, ...tNodes('lobby:quick.join', { game: gameTitle })),
    h(
      'p',
      { class: 'hint' },
      t('lobby:quick.clock', { turn: PUBLIC_CLOCK.turnSeconds, bank: PUBLIC_CLOCK.bankSeconds }),
    ),
    h('label', { for: 'quick-players' }, t('lobby:quick.size')),
    quickSeats,
    h('button', { type: 'submit' }, t('lobby:quick.submit')),
  );

  const bots = h('input', { type: 'checkbox', id: 'private-bots', name: 'botsFill', checked: true });
  const spectators = h('input', {
    type: 'checkbox',
    id: 'private-spectators',
    name: 'spectators',
    checked: true,
  });
  const timer = h(
    'select',
    { id: 'private-timer', name: 'turnSeconds' },
    ...[0, 30, 60, 120, 300].map((s) =>
      h(
        'option',
        { value: s },
        s === 0 ? t('lobby:private.noTimer') : t('lobby:private.perDecision', { seconds: s }),
      ),
    ),
  );
  const create = h(
    'form',
    {
      class: 'card private',
      'aria-labelledby': 'private-title',
      onsubmit: (event: Event) => {
        event.preventDefault();
        if (!named()) return;
        actions.create({
          game: game.id,
          players: Number(privateSeats.value),
          private: true,
          options: gameOptions.read(),
          botsFill: bots.checked,
          turnSeconds: Number(timer.value),
          spectators: spectators.checked,
        });
      },
    },
    h('h2', { id: 'private-title' }, t('lobby:private.title')),
    h('label', { for: 'private-players' }, t('lobby:private.players')),
    privateSeats,
    gameOptions.element,
    h('label', { class: 'check' }, bots, ' ', t('lobby:private.bots')),
    h('label', { for: 'private-timer' }, t('lobby:private.timer')),
    timer,
    h('label', { class: 'check' }, spectators, ' ', t('lobby:private.spectators')),
    h('button', { type: 'submit' }, t('lobby:private.submit')),
  );

  // Why the last code led nowhere, where the player typed it (the status line is at the top of the page).
  const codeProblem = h('p', { class: 'form-problem', id: 'invite-problem', role: 'alert' });
  const code = h('input', {
    id: 'invite-code',
    name: 'code',
    required: true,
    maxlength: 12,
    autocomplete: 'off',
    autocapitalize: 'characters',
    spellcheck: 'false',
    placeholder: t('lobby:code.placeholder'),
  });
  const join = h(
    'form',
    {
      class: 'card join',
      'aria-labelledby': 'join-title',
      onsubmit: (event: Event) => {
        event.preventDefault();
        const submitter = event instanceof SubmitEvent ? event.submitter : null;
        const spectate = submitter instanceof HTMLElement && submitter.dataset.spectate === 'true';
        codeProblem.textContent = '';
        if (!spectate && !named()) return;
        void actions
          .joinCode(code.value, spectate)
          .then((problem) => (codeProblem.textContent = problem ?? ''));
      },
    },
    h('h2', { id: 'join-title' }, t('lobby:code.title')),
    h('label', { for: 'invite-code' }, t('lobby:code.label')),
    code,
    codeProblem,
    h(
      'div',
      { class: 'buttons' },
      h('button', { type: 'submit' }, t('lobby:code.join')),
      h('button', { type: 'submit', class: 'secondary', 'data-spectate': 'true' }, t('lobby:code.watch')),
    ),
  );

  const tables = tableList((roomId, spectate) => {
    if (spectate || named()) actions.join(roomId, spectate);
  });
  refreshSeats();
  const element = h(
    'div',
    { class: 'lobby' },
    h('h1', { class: 'visually-hidden' }, t('lobby:heading')),
    h(
      'p',
      { class: 'lobby-intro' },
      h('span', { class: 'lobby-tagline' }, t('lobby:tagline')),
      ' ',
      t('lobby:intro'),
    ),
    profileCard,
    picker,
    h('div', { class: 'lobby-forms' }, quick, create, join),
    tables.element,
    recentGames(),
  );
  return {
    element,
    close: () => tables.close(),
    chooseGame(id) {
      game = GAME_CARDS.find((c) => c.id === id) ?? game;
      for (const input of picker.querySelectorAll<HTMLInputElement>('input[name="game"]'))
        input.checked = input.value === game.id;
      refreshSeats();
    },
  };
}
