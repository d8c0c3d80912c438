// The Clans' pirate figures (one silhouette per Clan: its hat, its mark on the chest, its colour) and the posts'
// emblems, drawn with Phaser Graphics so they stay sharp at any size.
import type Phaser from 'phaser';
import type { PostId } from '@flotilla/rules/eollis/material';
import { seatLook, type SeatShape } from '../../art/seat-colours';
import { drawSeatMark } from '../../art/seat-mark';
import { EOLLIS } from './common';

const SKIN = 0xe3b98f;
const OUTLINE = 0x1a120c;

function poly(g: Phaser.GameObjects.Graphics, points: ReadonlyArray<readonly [number, number]>): void {
  g.beginPath();
  points.forEach(([px, py], k) => (k === 0 ? g.moveTo(px, py) : g.lineTo(px, py)));
  g.closePath();
  g.fillPath();
  g.strokePath();
}

function hat(
  g: Phaser.GameObjects.Graphics,
  shape: SeatShape,
  x: number,
  y: number,
  u: number,
  fill: number,
): void {
  // (x, y) is the top of the head; u is one unit of the figure's height.
  g.fillStyle(fill, 1).lineStyle(Math.max(1, u * 0.9), OUTLINE, 1);
  switch (shape) {
    case 'circle': // tricorn: three corners, brim turned up
      poly(g, [
        [x - 8 * u, y + 1 * u],
        [x, y - 5 * u],
        [x + 8 * u, y + 1 * u],
        [x + 4 * u, y + 2.5 * u],
        [x, y + 0.5 * u],
        [x - 4 * u, y + 2.5 * u],
      ]);
      break;
    case 'square': // top hat
      g.fillRect(x - 4 * u, y - 8 * u, 8 * u, 8.5 * u).strokeRect(x - 4 * u, y - 8 * u, 8 * u, 8.5 * u);
      g.fillRect(x - 7 * u, y, 14 * u, 2 * u).strokeRect(x - 7 * u, y, 14 * u, 2 * u);
      break;
    case 'triangle': // bandana with its knot's tails
      poly(g, [
        [x - 5.5 * u, y + 2.5 * u],
        [x - 4 * u, y - 2.5 * u],
        [x + 4 * u, y - 2.5 * u],
        [x + 5.5 * u, y + 2.5 * u],
      ]);
      poly(g, [
        [x + 5 * u, y + 1 * u],
        [x + 10 * u, y + 4 * u],
        [x + 8 * u, y + 6 * u],
      ]);
      break;
    case 'diamond': // bicorne, worn sideways
      g.fillEllipse(x, y - 0.5 * u, 18 * u, 7 * u).strokeEllipse(x, y - 0.5 * u, 18 * u, 7 * u);
      g.fillStyle(EOLLIS.brassLight, 1).fillCircle(x, y - 1.5 * u, 1.4 * u);
      break;
    case 'pentagon': // wide hat with a plume
      g.fillEllipse(x, y + 1 * u, 17 * u, 4 * u).strokeEllipse(x, y + 1 * u, 17 * u, 4 * u);
      g.fillStyle(fill, 1)
        .fillEllipse(x, y - 1.5 * u, 9 * u, 6 * u)
        .strokeEllipse(x, y - 1.5 * u, 9 * u, 6 * u);
      g.fillStyle(0xfdf6e3, 1);
      poly(g, [
        [x + 2 * u, y - 3 * u],
        [x + 10 * u, y - 10 * u],
        [x + 6 * u, y - 2 * u],
      ]);
      break;
    case 'hexagon': // turban
      g.fillEllipse(x, y - 1.5 * u, 13 * u, 9 * u).strokeEllipse(x, y - 1.5 * u, 13 * u, 9 * u);
      g.lineStyle(Math.max(1, u * 0.7), OUTLINE, 0.6).lineBetween(x - 5 * u, y - 3 * u, x + 5 * u, y + 1 * u);
      g.fillStyle(EOLLIS.brassLight, 1).fillCircle(x, y - 3 * u, 1.5 * u);
      break;
    case 'star': // peaked cap
      g.fillEllipse(x, y - 1 * u, 11 * u, 7 * u).strokeEllipse(x, y - 1 * u, 11 * u, 7 * u);
      g.fillStyle(OUTLINE, 1).fillRect(x, y + 0.5 * u, 8 * u, 1.8 * u);
      break;
    case 'cross': // hood down to the shoulders
      poly(g, [
        [x - 6 * u, y + 9 * u],
        [x - 6 * u, y - 1 * u],
        [x, y - 6 * u],
        [x + 6 * u, y - 1 * u],
        [x + 6 * u, y + 9 * u],
        [x + 4 * u, y + 9 * u],
        [x + 4 * u, y + 1 * u],
        [x - 4 * u, y + 1 * u],
        [x - 4 * u, y + 9 * u],
      ]);
      break;
    case 'hourglass': // morion helmet: a crest and a brim
      g.fillStyle(0xb9c2c8, 1);
      g.fillEllipse(x, y - 1 * u, 10 * u, 8 * u).strokeEllipse(x, y - 1 * u, 10 * u, 8 * u);
      g.fillEllipse(x, y + 1.5 * u, 16 * u, 3 * u).strokeEllipse(x, y + 1.5 * u, 16 * u, 3 * u);
      g.fillStyle(fill, 1).fillRect(x - 1 * u, y - 7 * u, 2 * u, 4 * u);
      break;
  }
}

export interface FigureLook {
  readonly colour: string;
  readonly ghost?: boolean;
  /** A spent power: the figure's shoulders droop (the card tilts on the panel). */
  readonly spent?: boolean;
}

/**
 * A pirate of a Clan standing with its feet at (x, y), `h` tall: coat in the Clan's colour, the Clan's hat, the
 * Clan's shape on the chest. A ghost is pale and trails off instead of standing.
 */
export function drawFigure(
  g: Phaser.GameObjects.Graphics,
  x: number,
  y: number,
  h: number,
  look: FigureLook,
): void {
  const u = h / 30;
  const seat = seatLook(look.colour);
  const coatAlpha = look.ghost ? 0.45 : 1;
  // The shadow it casts on the deck.
  g.fillStyle(0x000000, look.ghost ? 0.12 : 0.35).fillEllipse(x, y, 16 * u, 4 * u);
  g.lineStyle(Math.max(1, u * 0.9), OUTLINE, coatAlpha);
  if (look.ghost) {
    g.fillStyle(0xdfe8f0, 0.45);
    g.beginPath();
    g.moveTo(x - 7 * u, y - 17 * u);
    g.lineTo(x + 7 * u, y - 17 * u);
    g.lineTo(x + 5 * u, y - 3 * u);
    g.lineTo(x + 2 * u, y - 6 * u);
    g.lineTo(x, y - 1 * u);
    g.lineTo(x - 2 * u, y - 6 * u);
    g.lineTo(x - 5 * u, y - 3 * u);
    g.closePath();
    g.fillPath().strokePath();
  } else {
    // Legs and boots.
    g.fillStyle(0x2a2320, 1)
      .fillRect(x - 4 * u, y - 8 * u, 3 * u, 8 * u)
      .fillRect(x + 1 * u, y - 8 * u, 3 * u, 8 * u);
    g.fillStyle(0x120c08, 1)
      .fillRect(x - 5 * u, y - 2 * u, 4 * u, 2 * u)
      .fillRect(x + 1 * u, y - 2 * u, 4 * u, 2 * u);
  }
  // The coat: a flared trapezoid, shoulders lower when the power is spent.
  const shoulder = look.spent ? 17 : 19;
  g.fillStyle(seat.hex, coatAlpha);
  g.beginPath();
  g.moveTo(x - 5 * u, y - shoulder * u);
  g.lineTo(x + 5 * u, y - shoulder * u);
  g.lineTo(x + 7.5 * u, y - 7 * u);
  g.lineTo(x - 7.5 * u, y - 7 * u);
  g.closePath();
  g.fillPath().strokePath();
  // Belt and buckle.
  g.fillStyle(0x2a1a0e, coatAlpha).fillRect(x - 6.5 * u, y - 10 * u, 13 * u, 1.8 * u);
  g.fillStyle(EOLLIS.brassLight, coatAlpha).fillRect(x - 1 * u, y - 10.2 * u, 2 * u, 2.2 * u);
  // Head.
  const headY = y - (shoulder + 4) * u;
  g.fillStyle(look.ghost ? 0xdfe8f0 : SKIN, coatAlpha).fillCircle(x, headY, 4 * u);
  g.lineStyle(Math.max(1, u * 0.8), OUTLINE, coatAlpha).strokeCircle(x, headY, 4 * u);
  hat(g, seat.shape, x, headY - 3 * u, u, look.ghost ? 0xdfe8f0 : darker(seat.hex));
  // The Clan's mark on the chest, outlined in white so it reads on any coat.
  drawSeatMark(g, look.colour, x, y - 14 * u, 2.6 * u, coatAlpha, 0xffffff);
}

function darker(colour: number): number {
  const r = ((colour >> 16) & 0xff) * 0.55;
  const gr = ((colour >> 8) & 0xff) * 0.55;
  const b = (colour & 0xff) * 0.55;
  return (Math.round(r) << 16) | (Math.round(gr) << 8) | Math.round(b);
}

/** A post's emblem, a small line drawing centred on (x, y), `r` its half-size. */
export function drawEmblem(
  g: Phaser.GameObjects.Graphics,
  post: PostId | 'hold',
  x: number,
  y: number,
  r: number,
  ink: number = OUTLINE,
): void {
  const w = Math.max(1.2, r / 5);
  g.lineStyle(w, ink, 1).fillStyle(ink, 1);
  switch (post) {
    case 'captain': {
      g.fillStyle(EOLLIS.gold, 1);
      const pts: Array<[number, number]> = [];
      for (let k = 0; k < 10; k++) {
        const a = -Math.PI / 2 + (k * Math.PI) / 5;
        const rr = k % 2 === 0 ? r : r * 0.45;
        pts.push([x + Math.cos(a) * rr, y + Math.sin(a) * rr]);
      }
      poly(g, pts);
      break;
    }
    case 'second': // two chevrons of rank
      for (const dy of [-0.35, 0.25])
        g.beginPath()
          .moveTo(x - r * 0.8, y + (dy + 0.3) * r)
          .lineTo(x, y + (dy - 0.3) * r)
          .lineTo(x + r * 0.8, y + (dy + 0.3) * r)
          .strokePath();
      break;
    case 'priest': // a cross
      g.fillRect(x - w, y - r, w * 2, r * 2).fillRect(x - r * 0.6, y - r * 0.45, r * 1.2, w * 2);
      break;
    case 'lookout': // a spyglass
      g.beginPath()
        .moveTo(x - r, y + r * 0.6)
        .lineTo(x + r, y - r * 0.6)
        .strokePath();
      g.lineStyle(w * 2.2, ink, 1).lineBetween(x + r * 0.2, y - r * 0.12, x + r * 0.9, y - r * 0.54);
      break;
    case 'cook': // a pot on its handle
      g.fillRect(x - r * 0.8, y - r * 0.2, r * 1.6, r * 0.9);
      g.lineBetween(x - r, y - r * 0.2, x + r, y - r * 0.2);
      g.strokeCircle(x, y - r * 0.55, r * 0.28);
      break;
    case 'harpooner': // a harpoon
      g.lineBetween(x - r, y + r, x + r * 0.6, y - r * 0.6);
      poly(g, [
        [x + r, y - r],
        [x + r * 0.25, y - r * 0.7],
        [x + r * 0.7, y - r * 0.25],
      ]);
      break;
    case 'altiMaitre': // a balloon
      g.strokeCircle(x, y - r * 0.25, r * 0.7);
      g.lineBetween(x - r * 0.5, y + r * 0.25, x - r * 0.25, y + r * 0.7);
      g.lineBetween(x + r * 0.5, y + r * 0.25, x + r * 0.25, y + r * 0.7);
      g.fillRect(x - r * 0.3, y + r * 0.65, r * 0.6, r * 0.35);
      break;
    case 'bosco': // the bosun's pipe
      g.strokeCircle(x + r * 0.5, y + r * 0.2, r * 0.4);
      g.lineBetween(x - r, y - r * 0.2, x + r * 0.2, y + r * 0.05);
      g.lineBetween(x - r * 0.9, y - r * 0.45, x - r * 0.9, y + r * 0.05);
      break;
    case 'armourer': // a sabre
      g.lineBetween(x - r * 0.6, y + r * 0.6, x + r, y - r);
      g.lineBetween(x - r * 0.9, y + r * 0.2, x - r * 0.2, y + r * 0.9);
      break;
    case 'sailor1':
    case 'sailor2': // an anchor
      g.lineBetween(x, y - r * 0.8, x, y + r * 0.8);
      g.lineBetween(x - r * 0.45, y - r * 0.45, x + r * 0.45, y - r * 0.45);
      g.strokeCircle(x, y - r * 0.95, r * 0.2);
      g.beginPath();
      g.arc(x, y + r * 0.1, r * 0.75, Math.PI * 0.15, Math.PI * 0.85);
      g.strokePath();
      break;
    case 'gunner1':
    case 'gunner2': // a cannon on its wheel
      g.fillRect(x - r, y - r * 0.45, r * 1.7, r * 0.6);
      g.fillCircle(x + r * 0.75, y - r * 0.15, r * 0.32);
      g.strokeCircle(x - r * 0.3, y + r * 0.45, r * 0.4);
      break;
    case 'hold': // a grated hatch
      g.strokeRect(x - r, y - r * 0.7, r * 2, r * 1.4);
      g.lineBetween(x - r * 0.33, y - r * 0.7, x - r * 0.33, y + r * 0.7);
      g.lineBetween(x + r * 0.33, y - r * 0.7, x + r * 0.33, y + r * 0.7);
      break;
  }
}
