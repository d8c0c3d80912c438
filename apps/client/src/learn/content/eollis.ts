// Eollis: Pirates des Vents, taught to a player: three expeditions, each an aerial adventure and a tavern night.
// The words are `learnEollis` messages, read when the guide is built (in the reader's language); the figures are
// drawn here, their own words read as they are drawn.
import { t } from '../../i18n/i18n';
import type { Block, Figure, Guide, GuideSection } from '../guide';
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

/** The sections in the outline's order, each with its figures: a drawing and its caption's key. */
const SECTIONS: ReadonlyArray<
  readonly [id: string, figures: ReadonlyArray<readonly [() => string, string]>]
> = [
  ['goal', []],
  ['clan', [[cardsFigure, 'cards']]],
  ['expedition', [[expeditionFigure, 'expedition']]],
  ['refill', []],
  ['recruitment', [[draftFigure, 'draft']]],
  ['election', [[electionFigure, 'election']]],
  ['boarding', [[shipFigure, 'ship']]],
  ['events', [[balloonFigure, 'balloon']]],
  ['trials', [[trialFigure, 'trial']]],
  ['decision', []],
  ['mutiny', [[mutinyFigure, 'mutiny']]],
  ['shipwreck', []],
  ['tavern', [[sharingFigure, 'sharing']]],
  ['renown', [[renownFigure, 'renown']]],
];

function section(id: string, figures: ReadonlyArray<readonly [() => string, string]>): GuideSection {
  const blocks = t(`learnEollis:sections.${id}.blocks`, { returnObjects: true }) as ReadonlyArray<Block>;
  if (figures.length === 0) return { id, blocks };
  return {
    id,
    blocks,
    figures: figures.map(([draw, key]): Figure => ({
      svg: draw(),
      caption: t(`learnEollis:captions.${key}`),
    })),
  };
}

/** The whole guide, in the current language. */
export function eollisGuide(): Guide {
  return {
    game: 'eollis',
    tagline: t('learnEollis:tagline'),
    facts: t('learnEollis:facts', { returnObjects: true }) as ReadonlyArray<string>,
    sections: SECTIONS.map(([id, figures]) => section(id, figures)),
  };
}
