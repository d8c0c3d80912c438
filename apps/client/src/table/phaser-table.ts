// The one boundary between a game's table (`<game>/table.ts`: action bar, log, status, the data attributes tests
// read) and its Phaser scene: each game's `<game>/phaser-table.ts` boots its scene and hands back this shape.
import type { HeardEvent, WireAction, WireGameId } from '@flotilla/protocol/wire';

export interface PhaserTable<Model, Action, Event> {
  /** Draws the latest view; `legal` is what this seat may do now (a click on the canvas sends one of them). */
  show(model: Model, legal: ReadonlyArray<Action>): void;
  /**
   * Plays events heard after the view that carries their result: the scene alone decides what each one looks
   * like, so the table never calls an animation by name.
   */
  hear(events: ReadonlyArray<Event>): void;
  setReducedMotion(on: boolean): void;
  /** Stops the game and removes what the scene put in the page (its tooltips). */
  destroy(): void;
}

/**
 * Game `G`'s boundary, over its own actions and events. A game adds only what a DOM control must reach on the
 * canvas (Captains' War's sheet buttons, 15 Men's hide-my-faction button), each under its own name.
 */
export type PhaserTableOf<G extends WireGameId, Model> = PhaserTable<Model, WireAction<G>, HeardEvent<G>>;
