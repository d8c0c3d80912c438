// The status line's words for the seats a table waits for: one helper for every game, so that the line and the
// panels, both read from the rules' `waitingFor` as the server publishes it, always say the same thing.
import { t } from '../i18n/i18n';
import { listed } from './words';

/** How a game says "it is this seat's move": its own words for the viewer and for one other seat. */
export interface AwaitedPhrases {
  /** The viewer alone is awaited: "your move". */
  readonly yours: string;
  /** One other seat alone is awaited: "Bart to play". */
  readonly theirs: (name: string) => string;
}

/** Read when the line is said (the reader's language may change; the table's words load with it). */
export const PLAY_PHRASES: AwaitedPhrases = {
  get yours() {
    return t('table:awaited.yours');
  },
  theirs: (name) => t('table:awaited.theirs', { name }),
};

/**
 * Names exactly the awaited seats: the phrases for one seat, "waiting for you, Bart and Cleo" for several (the
 * viewer first), '' when the table waits for nobody.
 */
export function awaitedWords(
  awaited: ReadonlyArray<number>,
  you: number | null,
  name: (seat: number) => string,
  phrases: AwaitedPhrases = PLAY_PHRASES,
): string {
  const mine = you !== null && awaited.includes(you);
  const others = awaited.filter((seat) => seat !== you).map(name);
  if (mine && others.length === 0) return phrases.yours;
  if (!mine && others.length === 1) return phrases.theirs(others[0] ?? '');
  if (!mine && others.length === 0) return '';
  return t('table:awaited.several', { names: listed(mine ? [t('table:you'), ...others] : others) });
}
