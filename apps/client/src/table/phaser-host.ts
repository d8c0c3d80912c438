// Boots Phaser the same way for every game's table: Canvas renderer, no audio, 30 fps, scaled to fit its box,
// and clicks that land where they aim even after the page moved or resized the canvas.
import Phaser from 'phaser';

export interface PhaserHostOptions {
  readonly width: number;
  readonly height: number;
  readonly scene: Phaser.Scene;
  /** Before Phaser reads a press (capture phase), after the canvas's bounds are refreshed. */
  readonly onPress?: () => void;
  /** Before Phaser reads a hover (capture phase). */
  readonly onHover?: () => void;
  /** The canvas's box or the window changed size. */
  readonly onResize?: () => void;
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
  const game = new Phaser.Game({
    type: Phaser.CANVAS,
    parent,
    width,
    height,
    backgroundColor: '#0e2a3b',
    audio: { noAudio: true },
    banner: false,
    // A board game needs no 60 fps: half the frames leave the CPU to the browser and the other tabs.
    fps: { limit: 30 },
    scale: { mode: Phaser.Scale.FIT, autoCenter: Phaser.Scale.CENTER_HORIZONTALLY },
    scene: [options.scene],
  });
  // The page may have moved or resized the canvas since Phaser last measured it (a longer action bar, a
  // scrollbar): measure again before a press is read, so a click lands on what it aims at.
  const press = (): void => {
    game.scale.refresh();
    options.onPress?.();
  };
  const hover = (): void => options.onHover?.();
  const resize = (): void => {
    game.scale.refresh();
    options.onResize?.();
  };
  parent.addEventListener('pointerdown', press, { capture: true });
  parent.addEventListener('pointermove', hover, { capture: true });
  window.addEventListener('resize', resize);
  const watcher = typeof ResizeObserver === 'function' ? new ResizeObserver(resize) : null;
  watcher?.observe(parent);
  return {
    game,
    destroy: () => {
      parent.removeEventListener('pointerdown', press, { capture: true });
      parent.removeEventListener('pointermove', hover, { capture: true });
      window.removeEventListener('resize', resize);
      watcher?.disconnect();
      game.destroy(true);
    },
  };
}
