// 15 Men, taught to a player: secret roles, the ring of fifteen, bribes, skills, one round of shots, the count.
// The words are `learnFifteenMen` messages, read when the guide is built (in the reader's language); the figures
// are drawn here.
import { readGuide, type FigureSpec, type Guide } from '../guide';
import {
  cardFigure,
  corruptionFigure,
  countFigure,
  doubloonsFigure,
  lookFigure,
  ringFigure,
  rolesFigure,
  showdownFigure,
} from '../figures/fifteen-men';

/** Each section's figures, in order: the drawing and its caption's key. */
const FIGURES: Readonly<Record<string, ReadonlyArray<FigureSpec>>> = {
  roles: [[rolesFigure, 'roles']],
  ring: [
    [ringFigure, 'ring'],
    [cardFigure, 'card'],
  ],
  doubloons: [[doubloonsFigure, 'doubloons']],
  corruption: [
    [corruptionFigure, 'corruption'],
    [lookFigure, 'look'],
  ],
  showdown: [[showdownFigure, 'showdown']],
  scoring: [[countFigure, 'count']],
};

/** The whole guide, in the current language. */
export function fifteenMenGuide(): Guide {
  return readGuide('fifteen-men', FIGURES);
}
