// Loaded only when an Eollis table opens: boots Phaser (Canvas renderer, no audio) around the Eollis scene.
import { bootPhaser } from '../phaser-host';
import type { PhaserTableOf } from '../phaser-table';
import type { EollisModel } from './model';
import { HEIGHT, WIDTH } from './art/common';
import { EollisScene, type SceneHooks } from './scene';

export type EollisPhaserTable = PhaserTableOf<'eollis', EollisModel>;

/** Mounts the 16:9 airship table in `parent`. */
export function mountEollisTable(parent: HTMLElement, hooks: SceneHooks): EollisPhaserTable {
  const scene = new EollisScene(hooks, parent);
  // Sharp: drawn at the screen's pixels, so the type stays crisp at 1920×1080 and on high-DPI screens.
  // The page around the canvas moves it (a status line that wraps, a hint that opens): before Phaser reads a
  // pointer, the canvas's place is measured again (bounds only, no resize), so clicks and tooltips land true.
  const host = bootPhaser(parent, {
    width: WIDTH,
    height: HEIGHT,
    scene,
    fps: 60,
    sharp: true,
    onHover: () => scene.scale?.updateBounds(),
  });
  return {
    show: (model, legal) => scene.show(model, legal),
    hear: (events) => scene.hear(events),
    setReducedMotion: (on) => scene.setReducedMotion(on),
    destroy: () => {
      scene.shutdown();
      host.destroy();
    },
  };
}
