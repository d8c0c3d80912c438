// Captains' War, taught to a player: the rulebook's rules in the order a turn plays them.
// The words are `learnCaptainsWar` messages, read when the guide is built (in the reader's language); the figures
// are drawn here, their own words read as they are drawn.
import { readGuide, type FigureSpec, type Guide } from '../guide';
import {
  boardingFigure,
  commandFigure,
  diceFigure,
  lootFigure,
  navalFigure,
  scoringFigure,
  sheetFigure,
  soloFigure,
  tracksFigure,
  turnFigure,
} from '../figures/captains-war';

/** Each section's figures: the drawing and its caption's key. */
const FIGURES: Readonly<Record<string, ReadonlyArray<FigureSpec>>> = {
  sheet: [[sheetFigure, 'sheet']],
  dice: [[diceFigure, 'dice']],
  turn: [[turnFigure, 'turn']],
  loot: [[lootFigure, 'loot']],
  command: [[commandFigure, 'command']],
  tracks: [[tracksFigure, 'tracks']],
  boarding: [[boardingFigure, 'boarding']],
  'naval-battle': [[navalFigure, 'naval']],
  scoring: [[scoringFigure, 'scoring']],
  solo: [[soloFigure, 'solo']],
};

/** The whole guide, in the current language. */
export function captainsWarGuide(): Guide {
  return readGuide('captains-war', FIGURES);
}
