// Captains' War, taught to a player: the rulebook's rules in the order a turn plays them.
// The words are `learnCaptainsWar` messages, read when the guide is built (in the reader's language); the figures
// are drawn here, their own words read as they are drawn.
import { t } from '../../i18n/i18n';
import type { Block, Figure, Guide, GuideSection } from '../guide';
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

/** The sections in the outline's order, each with its figure: a drawing and its caption's key. */
const SECTIONS: ReadonlyArray<
  readonly [id: string, figure?: readonly [draw: () => string, caption: string]]
> = [
  ['goal'],
  ['sheet', [sheetFigure, 'sheet']],
  ['dice', [diceFigure, 'dice']],
  ['turn', [turnFigure, 'turn']],
  ['loot', [lootFigure, 'loot']],
  ['command', [commandFigure, 'command']],
  ['tracks', [tracksFigure, 'tracks']],
  ['boarding', [boardingFigure, 'boarding']],
  ['naval-battle', [navalFigure, 'naval']],
  ['scoring', [scoringFigure, 'scoring']],
  ['solo', [soloFigure, 'solo']],
];

function section(id: string, figure?: readonly [() => string, string]): GuideSection {
  const blocks = t(`learnCaptainsWar:sections.${id}.blocks`, { returnObjects: true }) as ReadonlyArray<Block>;
  if (figure === undefined) return { id, blocks };
  const [draw, caption] = figure;
  const drawn: Figure = { svg: draw(), caption: t(`learnCaptainsWar:captions.${caption}`) };
  return { id, blocks, figures: [drawn] };
}

/** The whole guide, in the current language. */
export function captainsWarGuide(): Guide {
  return {
    game: 'captains-war',
    tagline: t('learnCaptainsWar:tagline'),
    facts: t('learnCaptainsWar:facts', { returnObjects: true }) as ReadonlyArray<string>,
    sections: SECTIONS.map(([id, figure]) => section(id, figure)),
  };
}
