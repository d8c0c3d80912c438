// The shape of a game's "How to play" content: sections of plain blocks and drawn figures, one module per game.
import type { LearnGame } from './sections';

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
