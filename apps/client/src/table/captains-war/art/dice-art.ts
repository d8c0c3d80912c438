// One loot die showing a face: a painted body with its bevel and shadow, and the face drawn on it — a doubloon
// for the yellow die, resources for the blue, the track's emblem for the red, a pirate's pips for the black.
import type Phaser from 'phaser';
import type { DieFace } from '../model';
import { INK, RESOURCE_HEX } from '../../art/palette';
import { PIPS } from '../../art/pips';
import { painted, rgba, roundedPath, shade } from './paint';
import { displayStyle, textStyle } from './type';
import { cw, resourceWord } from '../terms';

export const DIE_SIZE = 66;
/** A face is drawn at this size, then scaled to DIE_SIZE (the flying die scales it again). */
const DRAWN = 76;
/** The body's texture has room around the die for its shadow. */
const PAD = 10;

const BODY: Record<DieFace['die'], number> = {
  yellow: 0xf2c12e,
  blue: 0x2f6fb5,
  red: 0xc0392b,
  black: 0x2a2a2a,
};

/** A die's body: a rounded cube lit from the top left, a bevel and a soft shadow under it. */
function paintBody(colour: number) {
  return (ctx: CanvasRenderingContext2D): void => {
    const s = DRAWN;
    ctx.save();
    ctx.shadowColor = 'rgba(0, 0, 0, 0.55)';
    ctx.shadowBlur = 8;
    ctx.shadowOffsetX = 2;
    ctx.shadowOffsetY = 5;
    roundedPath(ctx, PAD, PAD, s, s, 15);
    ctx.fillStyle = rgba(shade(colour, -0.35));
    ctx.fill();
    ctx.restore();
    const body = ctx.createLinearGradient(PAD, PAD, PAD + s, PAD + s);
    body.addColorStop(0, rgba(shade(colour, 0.28)));
    body.addColorStop(0.5, rgba(colour));
    body.addColorStop(1, rgba(shade(colour, -0.32)));
    roundedPath(ctx, PAD, PAD, s, s, 15);
    ctx.fillStyle = body;
    ctx.fill();
    // The top face, slightly raised: a lighter inset square with a glint.
    const face = ctx.createRadialGradient(
      PAD + s * 0.3,
      PAD + s * 0.25,
      2,
      PAD + s / 2,
      PAD + s / 2,
      s * 0.7,
    );
    face.addColorStop(0, 'rgba(255, 255, 255, 0.30)');
    face.addColorStop(1, 'rgba(255, 255, 255, 0)');
    roundedPath(ctx, PAD + 5, PAD + 5, s - 10, s - 10, 11);
    ctx.fillStyle = face;
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.35)';
    ctx.stroke();
    roundedPath(ctx, PAD + 0.75, PAD + 0.75, s - 1.5, s - 1.5, 14.5);
    ctx.strokeStyle = 'rgba(0, 0, 0, 0.45)';
    ctx.stroke();
  };
}

function resourceIcon(
  g: Phaser.GameObjects.Graphics,
  resource: string,
  x: number,
  y: number,
  r: number,
): void {
  const fill = RESOURCE_HEX[resource] ?? 0xffffff;
  const line = Math.max(1, Math.min(2, r / 5));
  g.fillStyle(fill, 1);
  g.lineStyle(line, 0x111111, 0.85);
  switch (resource) {
    case 'pearl':
      g.fillCircle(x, y, r);
      g.strokeCircle(x, y, r);
      g.fillStyle(0xd8d8cc, 1);
      g.fillCircle(x + r / 5, y + r / 5, r * 0.65);
      g.fillStyle(0xffffff, 1);
      g.fillCircle(x - r / 3, y - r / 3, r / 3.5);
      break;
    case 'wood':
      // A plank with its grain.
      g.fillRect(x - r, y - r / 2, r * 2, r);
      g.strokeRect(x - r, y - r / 2, r * 2, r);
      g.lineStyle(Math.max(0.8, line / 1.5), 0x4a2f18, 1);
      g.lineBetween(x - r + r / 4, y - r / 6, x + r - r / 4, y - r / 6);
      g.lineBetween(x - r + r / 2, y + r / 5, x + r - r / 3, y + r / 5);
      break;
    case 'gem':
      g.fillTriangle(x, y - r, x + r, y, x, y + r);
      g.fillStyle(0x1e9e57, 1);
      g.fillTriangle(x, y - r, x - r, y, x, y + r);
      g.strokeTriangle(x, y - r, x + r, y, x, y + r);
      g.strokeTriangle(x, y - r, x - r, y, x, y + r);
      g.fillStyle(0xffffff, 0.7);
      g.fillTriangle(x - r / 2, y - r / 6, x - r / 6, y - r / 2, x - r / 6, y - r / 6);
      break;
    case 'barrel':
      g.fillRoundedRect(x - r * 0.8, y - r, r * 1.6, r * 2, r * 0.5);
      g.strokeRoundedRect(x - r * 0.8, y - r, r * 1.6, r * 2, r * 0.5);
      g.lineStyle(line, 0x3b2a1a, 1);
      g.lineBetween(x - r * 0.8, y - r / 2, x + r * 0.8, y - r / 2);
      g.lineBetween(x - r * 0.8, y + r / 2, x + r * 0.8, y + r / 2);
      break;
    default:
      // Joker: a four-pointed star, any resource at all.
      g.fillTriangle(x, y - r, x + r / 3, y, x - r / 3, y);
      g.fillTriangle(x, y + r, x + r / 3, y, x - r / 3, y);
      g.fillTriangle(x - r, y, x, y - r / 3, x, y + r / 3);
      g.fillTriangle(x + r, y, x, y - r / 3, x, y + r / 3);
  }
}

export function resourceGlyph(
  g: Phaser.GameObjects.Graphics,
  resource: string,
  x: number,
  y: number,
  r: number,
): void {
  resourceIcon(g, resource, x, y, r);
}

/** Fills `container` (centred on 0,0) with the die body and the face's symbols. */
export function drawDie(scene: Phaser.Scene, container: Phaser.GameObjects.Container, face: DieFace): void {
  container.removeAll(true);
  const die = scene.add.container(0, 0).setScale(DIE_SIZE / DRAWN);
  container.add(die);
  const full = DRAWN + PAD * 2;
  const key = painted(scene, `die-${face.die}`, full, full, paintBody(BODY[face.die]));
  die.add(scene.add.image(0, 0, key).setDisplaySize(full, full));
  const g = scene.add.graphics();
  die.add(g);
  const text = (value: string, y: number, style: Phaser.Types.GameObjects.Text.TextStyle): void => {
    die.add(scene.add.text(0, y, value, style).setOrigin(0.5));
  };
  switch (face.die) {
    case 'yellow': {
      // An embossed doubloon.
      g.fillStyle(0x8a6400, 1).fillCircle(1.5, -5, 22);
      g.fillStyle(INK.gold, 1).fillCircle(0, -7, 22);
      g.lineStyle(2, 0x6b4e00, 1).strokeCircle(0, -7, 22);
      g.lineStyle(1, 0xfff0b0, 0.8).strokeCircle(0, -7, 17);
      text(String(face.gold), -7, displayStyle('title', '#3b2a00'));
      text(cw('sheet.gp'), 25, displayStyle('small', '#3b2a00'));
      break;
    }
    case 'blue': {
      if (face.count === 2) {
        resourceIcon(g, face.resource, -15, -4, 12);
        resourceIcon(g, face.resource, 15, -4, 12);
      } else {
        resourceIcon(g, face.resource, 0, -4, 16);
      }
      text(
        face.resource === 'joker' ? cw('sheet.any') : resourceWord(face.resource),
        25,
        textStyle('small', '#f2f7ff', { bold: true }),
      );
      break;
    }
    case 'red': {
      g.fillStyle(0x000000, 0.25);
      if (face.track === 'boats') {
        // A sailing boat, its shadow under it.
        g.fillTriangle(-20, 4, 24, 4, 16, 16);
        g.fillStyle(0xfff6e0, 1);
        g.fillTriangle(-22, 0, 22, 0, 14, 13);
        g.fillTriangle(-22, 0, -14, 13, 14, 13);
        g.fillTriangle(3, -26, 3, -4, 20, -4);
        g.fillTriangle(-1, -22, -1, -4, -14, -4);
        g.fillRect(0, -28, 3, 28);
      } else {
        // A tricorn hat with its plume, for the Attribute track.
        g.fillTriangle(-22, 6, 26, 6, 2, -16);
        g.fillStyle(0xfff6e0, 1);
        g.fillTriangle(-24, 4, 24, 4, 0, -20);
        g.fillStyle(BODY.red, 1);
        g.fillCircle(0, -3, 5);
        g.lineStyle(2, 0xfff6e0, 1).lineBetween(-10, 8, 10, 8);
      }
      text(
        cw(face.track === 'boats' ? 'sheet.dieBoats' : 'sheet.dieAttributes'),
        25,
        displayStyle('small', '#ffffff'),
      );
      break;
    }
    case 'black': {
      // A pirate of this Strength: the pips in bone, sunk into the die, under a small skull.
      const pips = PIPS[face.strength] ?? [];
      const step = 15;
      for (const [px, py] of pips) {
        const x = px * step;
        const y = py * step + 4;
        g.fillStyle(0x000000, 0.6).fillCircle(x - 0.8, y - 0.8, 5.6);
        g.fillStyle(0xf2ead8, 1).fillCircle(x, y, 5);
        g.fillStyle(0xffffff, 0.9).fillCircle(x - 1.5, y - 1.5, 1.6);
      }
      g.fillStyle(0xf2ead8, 1);
      g.fillCircle(0, -28, 5);
      g.fillRect(-3, -25, 6, 4);
      g.fillStyle(0x2a2a2a, 1).fillCircle(-1.8, -28.5, 1.4).fillCircle(1.8, -28.5, 1.4);
      break;
    }
  }
}
