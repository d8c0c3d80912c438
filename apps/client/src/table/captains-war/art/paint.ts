// Art painted once on a 2D canvas and kept as a texture: real gradients, grain and shadows that Phaser's Canvas
// renderer cannot fill itself. Painted at the table's sharpness, shown at its design size.
import type Phaser from 'phaser';
import { sharpness } from '../../phaser-host';

export type Painter = (ctx: CanvasRenderingContext2D) => void;

/** The texture `key` painted at `w × h` design units (once per sharpness); returns its key. */
export function painted(scene: Phaser.Scene, key: string, w: number, h: number, paint: Painter): string {
  const k = sharpness();
  const full = `cw-${key}@${k}`;
  if (!scene.textures.exists(full)) {
    const texture = scene.textures.createCanvas(full, Math.ceil(w * k), Math.ceil(h * k));
    if (texture) {
      const ctx = texture.context;
      ctx.save();
      ctx.scale(k, k);
      paint(ctx);
      ctx.restore();
      texture.refresh();
    }
  }
  return full;
}

/** The painted texture as an image, top-left at (x, y), `w × h` design units. */
export function paintedImage(
  scene: Phaser.Scene,
  key: string,
  x: number,
  y: number,
  w: number,
  h: number,
  paint: Painter,
): Phaser.GameObjects.Image {
  return scene.add
    .image(x, y, painted(scene, key, w, h, paint))
    .setOrigin(0, 0)
    .setDisplaySize(w, h);
}

/** A repeatable stream of numbers in [0, 1): the same grain on every screen and every redraw. */
export function grain(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function rgba(colour: number, alpha = 1): string {
  return `rgba(${(colour >> 16) & 255}, ${(colour >> 8) & 255}, ${colour & 255}, ${alpha})`;
}

/** `colour` moved towards white (amount > 0) or black (amount < 0), amount in [-1, 1]. */
export function shade(colour: number, amount: number): number {
  const target = amount > 0 ? 255 : 0;
  const f = Math.abs(amount);
  const mix = (c: number) => Math.round(c + (target - c) * f);
  return (mix((colour >> 16) & 255) << 16) | (mix((colour >> 8) & 255) << 8) | mix(colour & 255);
}

export function roundedPath(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}
