// A pirate's portrait in a medallion, drawn in code: a bust in silhouette whose headgear and prop say its role
// (tricorn and sabre, spyglass, ship's wheel, a phantom's hood, a bosun's beard), so roles read without colour.
import type Phaser from 'phaser';
import { GAME_PALETTES } from '../../../ui/theme';

const PALETTE = GAME_PALETTES['fifteen-men'];
const SILHOUETTE = PALETTE.ink;
const BRASS = 0xc9a227;
const STEEL = 0xd8dde2;

/** The medallion's half-width and half-height at scale 1. */
export const PORTRAIT = { rx: 18, ry: 21 } as const;

/**
 * Draws the portrait of `id` (its `role` decides the silhouette; a guard has its own) in a medallion centred on
 * (x, y), `s` times its unit size.
 */
export function drawPortrait(
  g: Phaser.GameObjects.Graphics,
  id: string,
  role: string | null,
  x: number,
  y: number,
  s: number,
): void {
  const rx = PORTRAIT.rx * s;
  const ry = PORTRAIT.ry * s;
  // The medallion: a warm ground, lighter towards the top, in a dark frame.
  g.fillStyle(0x6e5236, 1).fillEllipse(x, y, rx * 2 + 3 * s, ry * 2 + 3 * s);
  g.fillStyle(0xb8955f, 1).fillEllipse(x, y, rx * 2, ry * 2);
  g.fillStyle(0xe2c58c, 0.8).fillEllipse(x, y - ry * 0.3, rx * 1.4, ry * 1.1);
  const p = (dx: number, dy: number): [number, number] => [x + dx * s, y + dy * s];
  const circle = (dx: number, dy: number, r: number): void => {
    const [cx, cy] = p(dx, dy);
    g.fillCircle(cx, cy, r * s);
  };
  const ellipse = (dx: number, dy: number, w: number, h: number): void => {
    const [cx, cy] = p(dx, dy);
    g.fillEllipse(cx, cy, w * s, h * s);
  };
  const tri = (a: number, b: number, c: number, d: number, e: number, f: number): void => {
    g.fillTriangle(...p(a, b), ...p(c, d), ...p(e, f));
  };
  const line = (a: number, b: number, c: number, d: number, width: number, colour: number): void => {
    g.lineStyle(width * s, colour, 1).lineBetween(...p(a, b), ...p(c, d));
  };
  const kind = id === 'mr-parrot' ? 'parrot' : (role ?? 'guard');
  // What stands behind the figure.
  if (kind === 'helmsman') {
    const [cx, cy] = p(0, 3);
    g.lineStyle(2 * s, BRASS, 0.9).strokeCircle(cx, cy, 14 * s);
    for (let k = 0; k < 4; k++) {
      const a = (k * Math.PI) / 4;
      line(-Math.cos(a) * 17, 3 - Math.sin(a) * 17, Math.cos(a) * 17, 3 + Math.sin(a) * 17, 1.6, BRASS);
    }
  }
  if (kind === 'buccaneer') line(9, 19, 16, -12, 2, STEEL);
  g.fillStyle(SILHOUETTE, 1);
  if (kind === 'parrot') {
    // Mr. Parrot: the bird itself, on a perch.
    line(-14, 14, 14, 14, 2, 0x5b3a1e);
    g.fillStyle(SILHOUETTE, 1);
    ellipse(0, 3, 16, 22);
    circle(1, -9, 6.5);
    tri(6, -11, 12, -7, 6, -5);
    tri(-4, 12, 2, 12, -7, 21);
    g.fillStyle(0xf1e2c0, 1);
    circle(3, -10, 1.6);
    return;
  }
  // The bust: shoulders, neck and head.
  ellipse(0, 17, 32, 16);
  g.fillRect(x - 3 * s, y + 2 * s, 6 * s, 8 * s);
  if (kind === 'phantom') {
    // A hood, and two pale eyes in its shadow.
    ellipse(0, -1, 22, 26);
    tri(-11, 2, 11, 2, 0, 16);
    g.fillStyle(0x000000, 1);
    ellipse(0, 0, 12, 13);
    g.fillStyle(0xe8f4f0, 1);
    circle(-2.5, 0, 1.3);
    circle(2.5, 0, 1.3);
    return;
  }
  circle(0, -2, 7.5);
  switch (kind) {
    case 'buccaneer':
      // A tricorn.
      ellipse(0, -8, 28, 6);
      tri(-10, -8, 10, -8, 0, -17);
      break;
    case 'cartographer':
      // A round cap, and a spyglass at the eye.
      ellipse(-1, -9, 16, 7);
      g.fillStyle(BRASS, 1);
      g.fillRect(x + 3 * s, y - 5 * s, 13 * s, 3.5 * s);
      g.fillRect(x + 14 * s, y - 6 * s, 3 * s, 5.5 * s);
      break;
    case 'helmsman':
      // A bandana with its knot.
      ellipse(0, -7, 17, 7);
      tri(-7, -7, -14, -11, -13, -3);
      break;
    case 'bosun':
      // Bald, a full beard and a ring in the ear.
      ellipse(0, 4, 13, 10);
      g.lineStyle(1.2 * s, BRASS, 1).strokeCircle(x - 7.5 * s, y + 0.5 * s, 1.8 * s);
      break;
    default:
      // A guard: a wide-brimmed hat with a plume.
      ellipse(0, -8, 26, 5);
      ellipse(0, -11, 14, 7);
      line(5, -12, 13, -18, 2.5, PALETTE.alarm);
      break;
  }
}
