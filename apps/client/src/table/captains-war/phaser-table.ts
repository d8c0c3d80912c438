// Loaded only when a table opens: boots Phaser (Canvas renderer, no audio) around the Captains' War scene.
import { bootPhaser } from '../phaser-host';
import type { PhaserTableOf } from '../phaser-table';
import type { TableModel } from './model';
import { CaptainsWarScene, TABLE_WIDTH, tableHeight, type SceneHooks } from './scene';

export interface CaptainsWarPhaserTable extends PhaserTableOf<'captains-war', TableModel> {
  /** The page's sheet buttons (keyboard access): one captain's sheet large over the table. */
  openSheet(captain: number): void;
  /** Escape closes the sheet opened large. */
  closeSheet(): void;
}

/** Mounts the table for `captains` sheets; the parent takes the canvas's aspect ratio. */
export function mountCaptainsWarTable(
  parent: HTMLElement,
  captains: number,
  hooks: SceneHooks,
): CaptainsWarPhaserTable {
  const scene = new CaptainsWarScene(hooks, parent);
  // Sharp: drawn at the screen's pixels, so the sheets' small words stay crisp at 1920×1080 and on HiDPI.
  const host = bootPhaser(parent, { width: TABLE_WIDTH, height: tableHeight(captains), scene, sharp: true });
  return {
    show: (model, legal) => scene.show(model, legal),
    hear: (events) => scene.hear(events),
    setReducedMotion: (on) => scene.setReducedMotion(on),
    openSheet: (captain) => scene.openSheet(captain),
    closeSheet: () => scene.closeSheet(),
    destroy: () => {
      scene.destroyTooltip();
      host.destroy();
    },
  };
}
