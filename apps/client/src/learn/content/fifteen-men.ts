// 15 Men, taught to a player: secret roles, the ring of fifteen, bribes, skills, one round of shots, the count.
// The words are `learnFifteenMen` messages, read when the guide is built (in the reader's language); the figures
// are drawn here.
import { t } from '../../i18n/i18n';
import type { Block, Figure, Guide, GuideSection } from '../guide';
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
const FIGURES: Readonly<Record<string, ReadonlyArray<readonly [() => string, string]>>> = {
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

const SECTIONS = [
  'goal',
  'roles',
  'ring',
  'doubloons',
  'opening',
  'corruption',
  'reveal',
  'showdown',
  'scoring',
  'vessels',
] as const;

function section(id: string): GuideSection {
  const blocks = t(`learnFifteenMen:sections.${id}.blocks`, { returnObjects: true }) as ReadonlyArray<Block>;
  const figures = FIGURES[id]?.map(([draw, key]): Figure => ({
    svg: draw(),
    caption: t(`learnFifteenMen:captions.${key}`),
  }));
  return figures === undefined ? { id, blocks } : { id, blocks, figures };
}

/** The guide in the current language (its namespace loaded: `ensureNamespaces(['learnFifteenMen'])`). */
export function fifteenMenGuide(): Guide {
  return {
    game: 'fifteen-men',
    tagline: t('learnFifteenMen:tagline'),
    facts: t('learnFifteenMen:facts', { returnObjects: true }) as ReadonlyArray<string>,
    sections: SECTIONS.map(section),
  };
}
