// The client's one list of games, keyed by the rules' game ids: each game's seats and the camel-case name its
// table state, hints and words go by. Per-game tables elsewhere in the client are `Record<GameId, …>` over it.
import { GAME_IDS, isGameId, type GameId } from '@flotilla/rules/game-ids';
import { t } from '../i18n/i18n';

export { GAME_IDS, isGameId, type GameId };

interface GameFacts {
  readonly minSeats: number;
  readonly maxSeats: number;
  /** The game's name in code: its table state's field (`TableState.captainsWar`) and its hints' key. */
  readonly key: 'captainsWar' | 'fifteenMen' | 'eollis';
}

export const GAMES = {
  'captains-war': { minSeats: 1, maxSeats: 6, key: 'captainsWar' },
  'fifteen-men': { minSeats: 2, maxSeats: 5, key: 'fifteenMen' },
  eollis: { minSeats: 3, maxSeats: 5, key: 'eollis' },
} as const satisfies Record<GameId, GameFacts>;

export interface GameCard {
  readonly id: GameId;
  readonly title: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  readonly summary: string;
}

/** A game's card (locales/<language>/games.json); its words are read in the current language each time they are shown. */
function card(id: GameId): GameCard {
  return {
    id,
    minSeats: GAMES[id].minSeats,
    maxSeats: GAMES[id].maxSeats,
    get title() {
      return t(`games:${id}.title`);
    },
    get summary() {
      return t(`games:${id}.summary`);
    },
  };
}

const [firstId, ...otherIds] = GAME_IDS;

/** The lobby's first game: the one chosen until the player picks another. */
export const FIRST_GAME: GameCard = card(firstId);

export const GAME_CARDS: ReadonlyArray<GameCard> = [FIRST_GAME, ...otherIds.map(card)];

export function gameCard(id: string): GameCard | undefined {
  return GAME_CARDS.find((card) => card.id === id);
}
