// The shape of a game's "How to play" content: sections of plain blocks and drawn figures, one module per game, and
// the one way a guide is read from its game's messages (`learn<Game>`: tagline, facts, each section's blocks and
// its figures' captions) in the reader's language.
import { t } from '../i18n/i18n';
import { LEARN_NAMESPACES, OUTLINES, type LearnGame } from './sections';

/** A paragraph (`**bold**` spans allowed), a list, a small table, or a boxed example. */
export type Block =
  | string
  | { readonly list: ReadonlyArray<string>; readonly ordered?: boolean }
  | { readonly table: ReadonlyArray<ReadonlyArray<string>>; readonly caption?: string }
  | { readonly example: string };

export interface Figure {
  /** The drawing: an SVG of our own (see figures/svg.ts). */
  readonly svg: string;
  /** What it shows, under it (and as its accessible name). */
  readonly caption: string;
}

export interface GuideSection {
  /** One of the game's outline ids (sections.ts): the title comes from there. */
  readonly id: string;
  readonly blocks: ReadonlyArray<Block>;
  readonly figures?: ReadonlyArray<Figure>;
}

export interface Guide {
  readonly game: LearnGame;
  /** One sentence under the title: the game in a breath. */
  readonly tagline: string;
  /** Players, length: the box's facts. */
  readonly facts: ReadonlyArray<string>;
  readonly sections: ReadonlyArray<GuideSection>;
}

/** A figure of a section: how it is drawn, and its caption's key (`<namespace>:captions.<key>`). */
export type FigureSpec = readonly [draw: () => string, caption: string];

/** A game's guide in the current language: the outline's sections, each with its words and its figures. */
export function readGuide(
  game: LearnGame,
  figures: Readonly<Record<string, ReadonlyArray<FigureSpec>>>,
): Guide {
  const namespace = LEARN_NAMESPACES[game];
  const section = (id: string): GuideSection => {
    const blocks = t(`${namespace}:sections.${id}.blocks`, { returnObjects: true }) as ReadonlyArray<Block>;
    const drawn = (figures[id] ?? []).map(([draw, caption]): Figure => ({
      svg: draw(),
      caption: t(`${namespace}:captions.${caption}`),
    }));
    return drawn.length === 0 ? { id, blocks } : { id, blocks, figures: drawn };
  };
  return {
    game,
    tagline: t(`${namespace}:tagline`),
    facts: t(`${namespace}:facts`, { returnObjects: true }) as ReadonlyArray<string>,
    sections: OUTLINES[game].map(({ id }) => section(id)),
  };
}
