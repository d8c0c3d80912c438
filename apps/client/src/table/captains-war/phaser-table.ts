// Loaded only when a table opens: boots Phaser (Canvas renderer, no audio) around the Captains' War scene.
import type { WireAction } from '@flotilla/protocol/wire';
import { bootPhaser } from '../phaser-host';
import type { Reveal } from './art/boarding-art';
import type { NavalFleet } from './naval';
import type { DieFace, TableModel } from './model';
import { CaptainsWarScene, TABLE_WIDTH, tableHeight, type SceneHooks } from './scene';

export interface PhaserTable {
  show(model: TableModel, legal: ReadonlyArray<WireAction<'captains-war'>>): void;
  roll(faces: ReadonlyArray<DieFace>): void;
  reveal(reveal: Reveal): void;
  fly(captain: number, die: number): void;
  openSheet(captain: number): void;
  closeSheet(): void;
  navalBattle(fleets: ReadonlyArray<NavalFleet>): void;
  celebrate(text: string, colours: ReadonlyArray<string>): void;
  setReducedMotion(on: boolean): void;
  destroy(): void;
}

/** Mounts the table for `captains` sheets; the parent takes the canvas's aspect ratio. */
export function mountCaptainsWarTable(parent: HTMLElement, captains: number, hooks: SceneHooks): PhaserTable {
  const scene = new CaptainsWarScene(hooks, parent);
  // Sharp: drawn at the screen's pixels, so the sheets' small words stay crisp at 1920×1080 and on HiDPI.
  const host = bootPhaser(parent, { width: TABLE_WIDTH, height: tableHeight(captains), scene, sharp: true });
  return {
    show: (model, legal) => scene.show(model, legal),
    roll: (faces) => scene.roll(faces),
    reveal: (reveal) => scene.reveal(reveal),
    fly: (captain, die) => scene.fly(captain, die),
    openSheet: (captain) => scene.openSheet(captain),
    closeSheet: () => scene.closeSheet(),
    navalBattle: (fleets) => scene.navalBattle(fleets),
    celebrate: (text, colours) => scene.celebrate(text, colours),
    setReducedMotion: (on) => scene.setReducedMotion(on),
    destroy: () => {
      scene.destroyTooltip();
      host.destroy();
    },
  };
}
