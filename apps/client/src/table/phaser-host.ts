// Boots Phaser the same way for every game's table: Canvas renderer, no audio, a frame limit, scaled to fit its
// box, and (for a table that asks) pointer and resize hooks so clicks land where they aim.
import Phaser from 'phaser';
import './tooltip.css';
import { answerTextMeasure } from './text-size';

export interface PhaserHostOptions {
  readonly width: number;
  readonly height: number;
  readonly scene: Phaser.Scene;
  /** Frames a second at most; a board game needs no 60 unless it animates all the time. */
  readonly fps?: number;
  /**
   * Before Phaser reads a press (capture phase), after the canvas's bounds are refreshed: for a table whose loop
   * sleeps, or whose page moves the canvas under the pointer.
   */
  readonly onPress?: () => void;
  /** Before Phaser reads a hover (capture phase). */
  readonly onHover?: () => void;
  /**
   * The window changed size, or the canvas's box did (then after the canvas was fitted to it again): a sleeping
   * loop wakes here to draw the new size.
   */
  readonly onResize?: () => void;
  /**
   * Draw at the screen's pixels rather than at the design size (sharp at 1920×1080 and on a high-DPI screen): the
   * canvas holds `width × sharpness` pixels and the main camera zooms by the same factor, so the scene keeps
   * laying out in design units (pointer.worldX/worldY, not pointer.x/y). Texts pass `resolution: sharpness()`.
   */
  readonly sharp?: boolean;
}

let currentSharpness = 1;

/** The factor the latest sharp table draws at (1 for a table that is not sharp): texts use it as resolution. */
export function sharpness(): number {
  return currentSharpness;
}

/** How many canvas pixels per design unit a box `cssWidth` wide needs on this screen (1 to 3). */
export function sharpnessFor(cssWidth: number, designWidth: number, pixelRatio: number): number {
  const wanted = (Math.max(cssWidth, 1) * Math.max(pixelRatio, 1)) / designWidth;
  return Math.min(3, Math.max(1, Math.round(wanted * 4) / 4));
}

export interface PhaserHost {
  readonly game: Phaser.Game;
  destroy(): void;
}

/** Mounts a Phaser game in `parent`, which takes the canvas's aspect ratio. */
export function bootPhaser(parent: HTMLElement, options: PhaserHostOptions): PhaserHost {
  const { width, height } = options;
  parent.style.aspectRatio = `${width} / ${height}`;
  parent.style.setProperty('--ratio', String(width / height));
  const k = options.sharp
    ? sharpnessFor(parent.clientWidth || window.innerWidth, width, window.devicePixelRatio || 1)
    : 1;
  currentSharpness = k;
  const game = new Phaser.Game({
    type: Phaser.CANVAS,
    parent,
    width: width * k,
    height: height * k,
    backgroundColor: '#0e2a3b',
    audio: { noAudio: true },
    banner: false,
    fps: { limit: options.fps ?? 30 },
    // Centred both ways: a table screen gives the canvas a whole cell, wider or taller than the drawing.
    scale: { mode: Phaser.Scale.FIT, autoCenter: Phaser.Scale.CENTER_BOTH },
    scene: [options.scene],
  });
  // The scene's systems (and its events) exist only once the game has booted it, after the game's READY.
  if (k !== 1) {
    const zoom = (): void => void options.scene.cameras.main.setZoom(k).centerOn(width / 2, height / 2);
    game.events.once(Phaser.Core.Events.READY, () => {
      if (options.scene.cameras?.main) zoom();
      else options.scene.sys.events.once(Phaser.Scenes.Events.CREATE, zoom);
    });
  }
  // Only the hooks a table asks for: re-measuring the canvas emits a resize, which some scenes redraw on.
  const { onPress, onHover, onResize } = options;
  const press = (): void => {
    game.scale.refresh();
    onPress?.();
  };
  const hover = (): void => onHover?.();
  const resize = (): void => onResize?.();
  // The canvas's box changes with the page around it too (a head row that wraps in a longer language, a side
  // column's news), not only with the window: the canvas is fitted to it again each time. Phaser re-reads its
  // parent's size only every half second of a running loop, and a table's loop may sleep (15 Men's tally stayed
  // cropped at game over until a window resize): the box is measured here before the refit, not left to the loop.
  const refit = (): void => {
    game.scale.getParentBounds();
    game.scale.refresh();
    resize();
  };
  if (onPress) parent.addEventListener('pointerdown', press, { capture: true });
  if (onHover) parent.addEventListener('pointermove', hover, { capture: true });
  if (onResize) window.addEventListener('resize', resize);
  const watcher = typeof ResizeObserver === 'function' ? new ResizeObserver(refit) : null;
  watcher?.observe(parent);
  const stopMeasuring = answerTextMeasure(parent, options.scene, width);
  return {
    game,
    destroy: () => {
      parent.removeEventListener('pointerdown', press, { capture: true });
      parent.removeEventListener('pointermove', hover, { capture: true });
      window.removeEventListener('resize', resize);
      watcher?.disconnect();
      stopMeasuring();
      game.destroy(true);
    },
  };
}
