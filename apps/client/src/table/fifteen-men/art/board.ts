// What the drawing helpers need from the scene: the offered actions, the click router and where things are.
import type { WireAction } from '@flotilla/protocol/wire';
import type { Token } from '../picking';
import type { TableTooltip } from '../../tooltip';

export interface Board {
  readonly legal: ReadonlyArray<WireAction<'fifteen-men'>>;
  readonly factionHidden: boolean;
  /** Clickable things outside the ring, in canvas coordinates (tests read them). */
  readonly hits: Map<Token, { x: number; y: number }>;
  /** A click on something carrying `token`, at canvas point (x, y). */
  click(token: Token, x: number, y: number): void;
  /** Words for what is drawn (null without a page around the canvas). */
  readonly tip: TableTooltip | null;
}
