// How big the canvas's words are as a person sees them: the smallest visible text of a scene, in CSS pixels (its
// font size × every scale between it and the screen). The visual test asks for it (a `measure-text` event on the
// table's box) to hold each table's words to a legible size at 1280×720; nothing runs unless asked.
import Phaser from 'phaser';

export interface SmallestText {
  /** CSS pixels. */
  readonly px: number;
  readonly text: string;
}

/** A visible text of the canvas: its words, and whether the canvas's edge cuts it. */
export interface ShownText {
  readonly text: string;
  readonly cut: boolean;
}

/** The smallest text drawn on screen; null when the scene shows none. `cssPerUnit`: CSS px per design unit. */
export function smallestText(scene: Phaser.Scene, cssPerUnit: number): SmallestText | null {
  return canvasTexts(scene, cssPerUnit).smallest;
}

/** Every text drawn on screen, and the smallest. */
export function canvasTexts(
  scene: Phaser.Scene,
  cssPerUnit: number,
): { smallest: SmallestText | null; shown: ShownText[] } {
  const camera = scene.cameras?.main;
  const texts: ShownText[] = [];
  if (!camera) return { smallest: null, shown: texts };
  const view = camera.worldView;
  let found: SmallestText | null = null;
  const visit = (objects: ReadonlyArray<Phaser.GameObjects.GameObject>, alpha: number): void => {
    for (const object of objects) {
      const shown = object as Phaser.GameObjects.GameObject & { visible?: boolean; alpha?: number };
      if (shown.visible === false) continue;
      const seen = alpha * (shown.alpha ?? 1);
      if (seen < 0.05) continue;
      if (object instanceof Phaser.GameObjects.Container) visit(object.list, seen);
      else if (object instanceof Phaser.GameObjects.Text) {
        const words = object.text.trim();
        if (words === '') continue;
        const bounds = object.getBounds();
        if (!Phaser.Geom.Rectangle.Overlaps(view, bounds)) continue;
        // Half a unit of slack: a glyph's box may touch the edge it is drawn against.
        const cut =
          bounds.left < view.left - 0.5 ||
          bounds.top < view.top - 0.5 ||
          bounds.right > view.right + 0.5 ||
          bounds.bottom > view.bottom + 0.5;
        texts.push({ text: words.slice(0, 60), cut });
        const size = Number.parseFloat(String(object.style.fontSize)) || 0;
        const scale = Math.abs(object.getWorldTransformMatrix().scaleY);
        const px = size * scale * cssPerUnit;
        if (found === null || px < found.px)
          found = { px: Math.round(px * 10) / 10, text: words.slice(0, 40) };
      }
    }
  };
  visit(scene.children.list, 1);
  return { smallest: found, shown: texts };
}

/**
 * Answers `measure-text` on the table's box with `data-smallest-text` (CSS px), `data-smallest-text-words`, and
 * `data-canvas-texts` (JSON: every visible text and whether the canvas's edge cuts it).
 */
export function answerTextMeasure(parent: HTMLElement, scene: Phaser.Scene, designWidth: number): () => void {
  const measure = (): void => {
    const canvas = parent.querySelector('canvas');
    if (!canvas) return;
    const { smallest: found, shown } = canvasTexts(scene, canvas.getBoundingClientRect().width / designWidth);
    parent.dataset.canvasTexts = JSON.stringify(shown);
    parent.dataset.smallestText = found === null ? '' : String(found.px);
    parent.dataset.smallestTextWords = found?.text ?? '';
  };
  parent.addEventListener('measure-text', measure);
  return () => parent.removeEventListener('measure-text', measure);
}
