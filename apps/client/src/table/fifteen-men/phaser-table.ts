// Loaded only when a table opens: boots Phaser (Canvas renderer, no audio) around the 15 Men scene.
import Phaser from 'phaser';
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
  const scene = new FifteenMenScene({ ...hooks, wake, idle: () => game?.loop.sleep() });
  parent.style.aspectRatio = `${TABLE_WIDTH} / ${TABLE_HEIGHT}`;
  parent.style.setProperty('--ratio', String(TABLE_WIDTH / TABLE_HEIGHT));
  const running = new Phaser.Game({
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
  game = running;
  const poke = (): void => scene.poke();
  // Before Phaser reads a pointer (capture phase): the page may have moved or resized the canvas while the
  // loop slept or between its size checks, and a click must land on what it aims at.
  const press = (): void => {
    running.scale.refresh();
    scene.poke();
  };
  const hover = (): void => {
    if (!running.loop.running) running.scale.updateBounds();
    scene.poke();
  };
  parent.addEventListener('pointerdown', press, { capture: true });
  parent.addEventListener('pointermove', hover, { capture: true });
  window.addEventListener('resize', poke);
  // The page can resize the canvas's box without resizing the window (a scrollbar, a longer action bar):
  // the loop must run for Phaser to notice and rescale, or clicks land beside what they aim at.
  const watcher = typeof ResizeObserver === 'function' ? new ResizeObserver(poke) : null;
  watcher?.observe(parent);
  return {
    scene,
    destroy: () => {
      window.removeEventListener('resize', poke);
      watcher?.disconnect();
      running.destroy(true);
    },
  };
}
