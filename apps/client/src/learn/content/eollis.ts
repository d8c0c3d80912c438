// Eollis: Pirates des Vents, taught to a player: three expeditions, each an aerial adventure and a tavern night.
// The words are `learnEollis` messages, read when the guide is built (in the reader's language); the figures are
// drawn here, their own words read as they are drawn.
import { readGuide, type FigureSpec, type Guide } from '../guide';
import {
  balloonFigure,
  cardsFigure,
  draftFigure,
  electionFigure,
  expeditionFigure,
  mutinyFigure,
  renownFigure,
  sharingFigure,
  shipFigure,
  trialFigure,
} from '../figures/eollis';

/** Each section's figures: the drawing and its caption's key. */
const FIGURES: Readonly<Record<string, ReadonlyArray<FigureSpec>>> = {
  clan: [[cardsFigure, 'cards']],
  expedition: [[expeditionFigure, 'expedition']],
  recruitment: [[draftFigure, 'draft']],
  election: [[electionFigure, 'election']],
  boarding: [[shipFigure, 'ship']],
  events: [[balloonFigure, 'balloon']],
  trials: [[trialFigure, 'trial']],
  mutiny: [[mutinyFigure, 'mutiny']],
  tavern: [[sharingFigure, 'sharing']],
  renown: [[renownFigure, 'renown']],
};

/** The whole guide, in the current language. */
export function eollisGuide(): Guide {
  return readGuide('eollis', FIGURES);
}
