// The replay bar's "jump to": where each round, turn or Expedition begins, read from the audience's view of each
// step. Labels only: which step starts what is whatever the rules' views say.
import type { WireView } from '@flotilla/protocol/wire';
import { t } from '../i18n/i18n';
import { isGameId, type GameId } from '../lobby/games';
import type { Replay } from './replay-model';

export interface Chapter {
  readonly step: number;
  readonly label: string;
}

/** How a game's replay is cut into chapters, read from the audience's view of each step. */
interface GameChapters<V> {
  /** Where a step stands, in the game's own words: a change of this label starts a chapter. */
  readonly key: (view: V, name: (seat: number) => string) => string | null;
  /** Successive turns of one seat are numbered, so that each label is unique (15 Men's turns come round). */
  readonly numbered: boolean;
  /** A step that starts a chapter within the current one (Eollis: each Event the Lookout draws). */
  readonly inner: ((view: V) => boolean) | null;
}

const CHAPTERS = {
  'captains-war': {
    key: (view, name) => t('replay:chapters.turnOf', { turn: view.turn, name: name(view.active) }),
    numbered: false,
    inner: null,
  },
  'fifteen-men': {
    key: (view, name) =>
      view.turn === null ? null : t('replay:chapters.seatTurn', { name: name(view.turn.seat) }),
    numbered: true,
    inner: null,
  },
  eollis: {
    key: (view) => t('replay:chapters.expedition', { number: view.expedition }),
    numbered: false,
    inner: (view) => view.phase.kind === 'lookout',
  },
} satisfies { readonly [G in GameId]: GameChapters<WireView<G>> };

/** A game this client does not know has no chapters but its start and end. */
const NO_CHAPTERS: GameChapters<unknown> = { key: () => null, numbered: false, inner: null };

/** The chapters of `game`, over its views (the replay's `game` is found by this id: its views are that game's). */
function chaptersFor(game: string): GameChapters<unknown> {
  return isGameId(game) ? (CHAPTERS[game] as GameChapters<unknown>) : NO_CHAPTERS;
}

/** Where a step stands, in the game's own words: a change of this label starts a chapter. */
export function chapterKey(game: string, view: unknown, name: (seat: number) => string): string | null {
  return chaptersFor(game).key(view, name);
}

/**
 * The chapters of a whole game, from step 0 to the end. Walks the timeline forward once (each step applies one
 * action); successive turns of one seat are numbered so that each label is unique.
 */
export function chaptersOf(replay: Replay, name: (seat: number) => string): Chapter[] {
  const game = chaptersFor(replay.proof.game);
  const chapters: Chapter[] = [{ step: 0, label: t('replay:chapters.start') }];
  let lastKey: string | null = null;
  let turns = 0;
  let events = 0;
  let drawing = false;
  for (let step = 0; step <= replay.length; step++) {
    const view = replay.game.view(replay.at(step).state, 'spectator');
    const key = game.key(view, name);
    const wasDrawing = drawing;
    drawing = game.inner !== null && game.inner(view);
    if (key !== null && key !== lastKey) {
      lastKey = key;
      events = 0;
      if (game.numbered) turns++;
      const label = game.numbered ? t('replay:chapters.numberedTurn', { number: turns, chapter: key }) : key;
      if (step > 0) chapters.push({ step, label });
      else chapters[0] = { step: 0, label: t('replay:chapters.startOf', { chapter: label }) };
    } else if (drawing && !wasDrawing) {
      events++;
      chapters.push({ step, label: t('replay:chapters.event', { chapter: lastKey ?? '', number: events }) });
    }
  }
  if (replay.length > 0) chapters.push({ step: replay.length, label: t('replay:chapters.end') });
  return chapters;
}
