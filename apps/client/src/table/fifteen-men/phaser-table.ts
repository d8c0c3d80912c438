// Loaded only when a table opens: boots Phaser (Canvas renderer, no audio) around the 15 Men scene.
import type Phaser from 'phaser';
import { bootPhaser } from '../phaser-host';
import { FifteenMenScene, type SceneHooks } from './scene';
import { TABLE_HEIGHT, TABLE_WIDTH } from './layout';

export interface PhaserTable {
  readonly scene: FifteenMenScene;
  destroy(): void;
}

/** Mounts the table; the parent takes the canvas's aspect ratio. */
export function mountFifteenMenTable(
  parent: HTMLElement,
  hooks: Pick<SceneHooks, 'intent' | 'label' | 'drawn'>,
): PhaserTable {
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
    // The loop must run for Phaser to notice a new size and rescale.
    onResize: () => scene.poke(),
  });
  game = host.game;
  return {
    scene,
    destroy: () => {
      scene.tip?.destroy();
      host.destroy();
    },
  };
}
