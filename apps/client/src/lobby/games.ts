// The three games as the lobby presents them: title, seats and a short summary (locales/*/games.json).
import { t } from '../i18n/i18n';

export type GameId = 'captains-war' | 'fifteen-men' | 'eollis';

export interface GameCard {
  readonly id: GameId;
  readonly title: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  readonly summary: string;
}

/** A game's card; its words are read in the current language each time they are shown. */
function card(id: GameId, minSeats: number, maxSeats: number): GameCard {
  return {
    id,
    minSeats,
    maxSeats,
    get title() {
      return t(`games:${id}.title`);
    },
    get summary() {
      return t(`games:${id}.summary`);
    },
  };
}

export const GAME_CARDS: ReadonlyArray<GameCard> = [
  card('captains-war', 1, 6),
  card('fifteen-men', 2, 5),
  card('eollis', 3, 5),
];

export function gameCard(id: string): GameCard | undefined {
  return GAME_CARDS.find((card) => card.id === id);
}
