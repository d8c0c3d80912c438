// Loaded only when an Eollis table opens: boots Phaser (Canvas renderer, no audio) around the Eollis scene.
import Phaser from 'phaser';
import type { EollisModel } from './model';
import { HEIGHT, WIDTH } from './art/common';
import { EollisScene, type SceneHooks } from './scene';

export interface PhaserTable {
  show(model: EollisModel, legal: ReadonlyArray<Record<string, unknown>>): void;
  events(events: ReadonlyArray<Record<string, unknown>>): void;
  setReducedMotion(on: boolean): void;
  destroy(): void;
}

/** Mounts the 16:9 airship table in `parent`. */
export function mountEollisTable(parent: HTMLElement, hooks: SceneHooks): PhaserTable {
  const scene = new EollisScene(hooks);
  parent.style.aspectRatio = `${WIDTH} / ${HEIGHT}`;
  parent.style.setProperty('--ratio', String(WIDTH / HEIGHT));
  const game = new Phaser.Game({
    type: Phaser.CANVAS,
    parent,
    width: WIDTH,
    height: HEIGHT,
    backgroundColor: '#0e2a3b',
    audio: { noAudio: true },
    banner: false,
    scale: { mode: Phaser.Scale.FIT, autoCenter: Phaser.Scale.CENTER_HORIZONTALLY },
    scene: [scene],
  });
  return {
    show: (model, legal) => scene.show(model, legal),
    events: (events) => scene.play(events),
    setReducedMotion: (on) => scene.setReducedMotion(on),
    destroy: () => {
      scene.shutdown();
      game.destroy(true);
    },
  };
}
