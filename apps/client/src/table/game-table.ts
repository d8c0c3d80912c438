// The contract between the table screen (status, action bar, log, clock, scores) and one game's table.
import type { TableState } from '@flotilla/protocol';
import type { HeardEvent, WireAction, WireEvent, WireGameId } from '@flotilla/protocol/wire';
import type { GameEvent } from '../net/connection';
import type { Action } from './seat-view';

export interface TableContext<A extends Action = Action> {
  /** The viewer's seat; null for a spectator. */
  readonly seat: number | null;
  /** Where the game draws (its Phaser canvas); tests read `data-*` attributes set on it. */
  readonly canvasHost: HTMLElement;
  /** The player chose one offered action on the table itself. */
  intent(action: A): void;
  /** An animation the offers depend on has ended (`GameTable.busy` is false again): the offers may be taken. */
  settled(): void;
  readonly reducedMotion: boolean;
}

/** What the screen shows around the canvas for the latest state. */
export interface TableFrame {
  /** One line: turn, whose turn, phase. */
  readonly status: string;
  /** Screen-reader sentences describing what the canvas shows. */
  readonly summary: ReadonlyArray<string>;
}

/** Where an offer sits in a grouped row of the action bar. */
export interface OfferGroup {
  readonly key: string;
  readonly title: string;
  readonly short: string;
  /**
   * Optional, for a bar too small for every row: rows of one family ("Bribe", "Board") fold into one frame titled
   * `family`, each row a button showing `fold` ("#11", "Kid Mistral") that opens it.
   */
  readonly family?: string;
  readonly fold?: string;
}

/**
 * One game's table, over that game's actions `A` and events `E`. The screen holds any game's table as a
 * `GameTable` and hands it what the synced state of its own game decodes to (`tables.ts` picks the table by the
 * game id, so each game's table reads its own types).
 */
export interface GameTable<A extends Action = Action, E extends WireEvent = GameEvent> {
  /** Optional DOM controls the screen shows under the canvas (e.g. buttons that open each sheet). */
  readonly controls?: HTMLElement;
  /** Draws the state; `legal` is what this seat may do now. */
  update(state: TableState, legal: ReadonlyArray<A>): TableFrame;
  /** Animates events (called after the state that carries their result). */
  events(events: ReadonlyArray<E>): void;
  /**
   * Optional: true while an animation plays that the offers describe the end of (the loot dice still tumbling
   * while the bar already names their faces). The screen holds its buttons until `settled` is called.
   */
  busy?(): boolean;
  /** The action bar's words and order for an offered action. */
  label(action: A): string;
  order(action: A): number;
  /**
   * Optional: offers that differ by one amount only (bribe #3 with 1, 2 or 3) share one row of the bar, headed
   * `title`, each button showing `short` (its full label stays its accessible name). Null for a button of its own.
   */
  group?(action: A): OfferGroup | null;
  /** The game log's sentence for an event; null keeps it out of the log. */
  sentence(event: E): string | null;
  /** The final results, once the game is over; null before. */
  results(state: TableState): HTMLElement | null;
  setReducedMotion(on: boolean): void;
  destroy(): void;
}

export type GameTableFactory<A extends Action = Action, E extends WireEvent = GameEvent> = (
  context: TableContext<A>,
) => GameTable<A, E>;

/** Game `G`'s table, over its own actions and events. */
export type GameTableOf<G extends WireGameId> = GameTableFactory<WireAction<G>, HeardEvent<G>>;
