// Loaded only when a table opens: boots Phaser (Canvas renderer, no audio) around the 15 Men scene.
import type Phaser from 'phaser';
import { bootPhaser } from '../phaser-host';
import type { PhaserTableOf } from '../phaser-table';
import type { FifteenMenModel } from './model';
import { FifteenMenScene, type SceneHooks } from './scene';
import { TABLE_HEIGHT, TABLE_WIDTH } from './layout';

export interface FifteenMenPhaserTable extends PhaserTableOf<'fifteen-men', FifteenMenModel> {
  /** The page's hide button (for streamers): your faction leaves the canvas too. */
  setFactionHidden(on: boolean): void;
}

/** Mounts the table; the parent takes the canvas's aspect ratio. */
export function mountFifteenMenTable(
  parent: HTMLElement,
  hooks: Omit<SceneHooks, 'idle' | 'wake'>,
): FifteenMenPhaserTable {
  // The loop sleeps while nothing moves and wakes for a state, an event, a pointer or a resize.
  let game: Phaser.Game | null = null;
  const wake = (): void => {
    if (game !== null && !game.loop.running) game.loop.wake(true);
  };
  const scene = new FifteenMenScene({ ...hooks, wake, idle: () => game?.loop.sleep() }, parent);
  const host = bootPhaser(parent, {
    width: TABLE_WIDTH,
    height: TABLE_HEIGHT,
    scene,
    sharp: true,
    onPress: () => scene.poke(),
    // A sleeping loop does not measure the canvas: do it before Phaser reads the pointer.
    onHover: () => {
      if (!host.game.loop.running) host.game.scale.updateBounds();
      scene.poke();
    },
    // The host has fitted the canvas to its new box already; the sleeping loop wakes to draw it.
    onResize: () => scene.poke(),
  });
  game = host.game;
  return {
    show: (model, legal) => scene.show(model, legal),
    hear: (events) => scene.hear(events),
    setReducedMotion: (on) => scene.setReducedMotion(on),
    setFactionHidden: (on) => scene.setFactionHidden(on),
    destroy: () => {
      scene.tip?.destroy();
      host.destroy();
    },
  };
}
