// Loaded only when a table opens: boots Phaser (Canvas renderer, no audio) around the 15 Men scene.
import Phaser from 'phaser';
import { FifteenMenScene, type SceneHooks } from './scene';
import { TABLE_HEIGHT, TABLE_WIDTH } from './layout';

export interface PhaserTable {
  readonly scene: FifteenMenScene;
  destroy(): void;
}

/** Mounts the table; the parent takes the canvas's aspect ratio. */
export function mountFifteenMenTable(parent: HTMLElement, hooks: SceneHooks): PhaserTable {
  const scene = new FifteenMenScene(hooks);
  parent.style.aspectRatio = `${TABLE_WIDTH} / ${TABLE_HEIGHT}`;
  parent.style.setProperty('--ratio', String(TABLE_WIDTH / TABLE_HEIGHT));
  const game = new Phaser.Game({
    type: Phaser.CANVAS,
    parent,
    width: TABLE_WIDTH,
    height: TABLE_HEIGHT,
    backgroundColor: '#0e2a3b',
    audio: { noAudio: true },
    banner: false,
    // A board game needs no 60 frames a second; half of them leaves the CPU to the rest of the page.
    fps: { limit: 30 },
    scale: { mode: Phaser.Scale.FIT, autoCenter: Phaser.Scale.CENTER_HORIZONTALLY },
    scene: [scene],
  });
  return { scene, destroy: () => game.destroy(true) };
}
