// Draws a seat's mark on a Phaser canvas: its shape filled in its colour, outlined so it reads on paper and on felt.
import type Phaser from 'phaser';
import { seatLook, seatShapePoints } from './seat-colours';

export function drawSeatMark(
  g: Phaser.GameObjects.Graphics,
  colour: string,
  x: number,
  y: number,
  r: number,
  alpha = 1,
  outline = 0x111111,
): void {
  const look = seatLook(colour);
  const trace = (): void => {
    g.beginPath();
    seatShapePoints(look.shape, x, y, r).forEach((p, k) =>
      k === 0 ? g.moveTo(p.x, p.y) : g.lineTo(p.x, p.y),
    );
    g.closePath();
  };
  g.fillStyle(look.hex, alpha);
  trace();
  g.fillPath();
  g.lineStyle(Math.max(1, r / 8), outline, 0.9);
  trace();
  g.strokePath();
}
