// The ship's deck and the Round Robin's rope, painted once into a texture at the canvas's own sharpness: the
// deck never changes, and one image is cheap to paint every frame while the bots play.
import type Phaser from 'phaser';
import { sharpness } from '../../phaser-host';
import { GAME_PALETTES, hex } from '../../../ui/theme';
import { RADII, RING_CENTRE } from '../layout';

const PALETTE = GAME_PALETTES['fifteen-men'];

function roundRect(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

/** Adds the deck (width × 720 design units) at the top left of the scene. */
export function drawDeck(scene: Phaser.Scene, width: number): Phaser.GameObjects.Image | null {
  const k = sharpness();
  const key = `fm-deck-${k}`;
  if (!scene.textures.exists(key)) {
    const texture = scene.textures.createCanvas(key, Math.ceil(width * k), Math.ceil(720 * k));
    const ctx = texture?.getContext();
    if (!texture || !ctx) return null;
    ctx.scale(k, k);
    paint(ctx, width);
    texture.refresh();
  }
  return scene.add
    .image(0, 0, key)
    .setOrigin(0, 0)
    .setScale(1 / k);
}

function paint(ctx: CanvasRenderingContext2D, width: number): void {
  // The hull's rail, then the planks inside it.
  ctx.fillStyle = '#2a1a0e';
  roundRect(ctx, 12, 10, width - 24, 700, 60);
  ctx.fill();
  ctx.fillStyle = '#3b2616';
  roundRect(ctx, 16, 14, width - 32, 692, 56);
  ctx.fill();
  ctx.save();
  roundRect(ctx, 24, 22, width - 48, 676, 50);
  ctx.clip();
  ctx.fillStyle = hex(PALETTE.feltLight);
  ctx.fillRect(24, 22, width - 48, 676);
  const tones = ['#5a3a22', '#533620', '#61402a'];
  for (let row = 0; row < 20; row++) {
    const y = 22 + row * 34;
    const plank = ctx.createLinearGradient(0, y, 0, y + 34);
    plank.addColorStop(0, tones[row % 3] ?? '#5a3a22');
    plank.addColorStop(0.5, '#6b4526');
    plank.addColorStop(1, tones[(row + 1) % 3] ?? '#5a3a22');
    ctx.fillStyle = plank;
    ctx.fillRect(24, y, width - 48, 34);
    // Grain: long wavy strokes, different on every plank.
    ctx.strokeStyle = 'rgba(40, 24, 12, 0.35)';
    ctx.lineWidth = 1;
    for (let n = 0; n < 4; n++) {
      const gy = y + 6 + n * 7 + ((row * 5 + n * 3) % 4);
      ctx.beginPath();
      ctx.moveTo(30, gy);
      for (let x = 30; x < width - 30; x += 40)
        ctx.lineTo(x + 40, gy + Math.sin((x + row * 37 + n * 11) / 60) * 1.6);
      ctx.stroke();
    }
    // The seams between planks, their butt joints and nails.
    ctx.strokeStyle = '#24160a';
    ctx.beginPath();
    ctx.moveTo(24, y);
    ctx.lineTo(width - 24, y);
    const shift = (row % 3) * 90;
    for (let x = 60 + shift; x < width - 40; x += 270) {
      ctx.moveTo(x, y);
      ctx.lineTo(x, y + 34);
    }
    ctx.stroke();
    ctx.fillStyle = '#1b1008';
    for (let x = 60 + shift; x < width - 40; x += 270) {
      ctx.beginPath();
      ctx.arc(x + 6, y + 9, 1.6, 0, Math.PI * 2);
      ctx.arc(x + 6, y + 25, 1.6, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  // Shade towards the rail.
  const shade = ctx.createRadialGradient(
    RING_CENTRE.x,
    RING_CENTRE.y,
    200,
    RING_CENTRE.x,
    RING_CENTRE.y,
    560,
  );
  shade.addColorStop(0, 'rgba(0, 0, 0, 0)');
  shade.addColorStop(1, 'rgba(0, 0, 0, 0.35)');
  ctx.fillStyle = shade;
  ctx.fillRect(24, 22, width - 48, 676);
  ctx.restore();
  ctx.strokeStyle = '#1b1008';
  ctx.lineWidth = 4;
  roundRect(ctx, 24, 22, width - 48, 676, 50);
  ctx.stroke();
  rope(ctx);
}

/** The Round Robin's rope: a shadowed strand with its twist drawn along it. */
function rope(ctx: CanvasRenderingContext2D): void {
  const { x: cx, y: cy } = RING_CENTRE;
  ctx.lineWidth = 10;
  ctx.strokeStyle = 'rgba(20, 10, 4, 0.55)';
  ctx.beginPath();
  ctx.ellipse(cx + 1, cy + 3, RADII.x, RADII.y, 0, 0, Math.PI * 2);
  ctx.stroke();
  ctx.lineWidth = 7;
  ctx.strokeStyle = '#c9a66b';
  ctx.beginPath();
  ctx.ellipse(cx, cy, RADII.x, RADII.y, 0, 0, Math.PI * 2);
  ctx.stroke();
  ctx.lineWidth = 2;
  ctx.strokeStyle = '#7d5f33';
  ctx.beginPath();
  for (let n = 0; n < 200; n++) {
    const a = (n / 200) * Math.PI * 2;
    const x = cx + Math.cos(a) * RADII.x;
    const y = cy + Math.sin(a) * RADII.y;
    const tx = -Math.sin(a) * RADII.x;
    const ty = Math.cos(a) * RADII.y;
    const len = Math.hypot(tx, ty) || 1;
    const ux = tx / len;
    const uy = ty / len;
    ctx.moveTo(x - ux * 2 - uy * 3, y - uy * 2 + ux * 3);
    ctx.lineTo(x + ux * 2 + uy * 3, y + uy * 2 - ux * 3);
  }
  ctx.stroke();
  ctx.lineWidth = 1;
  ctx.strokeStyle = 'rgba(255, 240, 200, 0.35)';
  ctx.beginPath();
  ctx.ellipse(cx, cy - 2, RADII.x, RADII.y, 0, Math.PI * 1.05, Math.PI * 1.95);
  ctx.stroke();
}
