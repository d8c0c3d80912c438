// The replay bar's "jump to": where each round, turn or Expedition begins, read from the audience's view of each
// step. Labels only: which step starts what is whatever the rules' views say.
import { t } from '../i18n/i18n';
import type { Replay } from './replay-model';

export interface Chapter {
  readonly step: number;
  readonly label: string;
}

type View = Record<string, unknown>;

function num(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

/** Where a step stands, in the game's own words: a change of this label starts a chapter. */
export function chapterKey(game: string, view: View, name: (seat: number) => string): string | null {
  if (game === 'captains-war') {
    const turn = num(view.turn);
    const active = num(view.active);
    if (turn === null) return null;
    return active === null
      ? t('replay:chapters.turn', { turn })
      : t('replay:chapters.turnOf', { turn, name: name(active) });
  }
  if (game === 'eollis') {
    const expedition = num(view.expedition);
    return expedition === null ? null : t('replay:chapters.expedition', { number: expedition });
  }
  if (game === 'fifteen-men') {
    const turn = view.turn as { seat?: unknown } | null | undefined;
    const seat = num(turn?.seat);
    return seat === null ? null : t('replay:chapters.seatTurn', { name: name(seat) });
  }
  return null;
}

/** Eollis: each Event the Lookout draws is a chapter of its Expedition. */
function eollisEvent(view: View): boolean {
  const phase = view.phase as { kind?: unknown } | undefined;
  return phase?.kind === 'lookout';
}

/**
 * The chapters of a whole game, from step 0 to the end. Walks the timeline forward once (each step applies one
 * action); successive turns of one seat are numbered so that each label is unique.
 */
export function chaptersOf(replay: Replay, name: (seat: number) => string): Chapter[] {
  const game = replay.proof.game;
  const chapters: Chapter[] = [{ step: 0, label: t('replay:chapters.start') }];
  let lastKey: string | null = null;
  let turns = 0;
  let events = 0;
  let drawing = false;
  for (let step = 0; step <= replay.length; step++) {
    const view = replay.game.view(replay.at(step).state, 'spectator') as View;
    const key = chapterKey(game, view, name);
    const wasDrawing = drawing;
    drawing = game === 'eollis' && eollisEvent(view);
    if (key !== null && key !== lastKey) {
      lastKey = key;
      events = 0;
      if (game === 'fifteen-men') turns++;
      const label =
        game === 'fifteen-men' ? t('replay:chapters.numberedTurn', { number: turns, chapter: key }) : key;
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
