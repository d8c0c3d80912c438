// A captain's ship for the naval battle: a planked hull with gun ports, two sails, and a flag in the seat's colour
// carrying the seat's shape (the shape, not the colour alone, tells the fleets apart).
import type Phaser from 'phaser';
import { seatLook, seatShapePoints } from '../../art/seat-colours';
import { painted, rgba, shade } from './paint';

export const SHIP_WIDTH = 150;
export const SHIP_HEIGHT = 140;

function paintShip(colour: string) {
  const look = seatLook(colour);
  return (ctx: CanvasRenderingContext2D): void => {
    const deck = 96;
    // Hull: a curved wooden body, lit from above.
    const hull = ctx.createLinearGradient(0, deck, 0, deck + 34);
    hull.addColorStop(0, '#8a5a2e');
    hull.addColorStop(1, '#3d2512');
    ctx.beginPath();
    ctx.moveTo(6, deck - 8);
    ctx.lineTo(144, deck - 4);
    ctx.quadraticCurveTo(134, deck + 30, 110, deck + 32);
    ctx.lineTo(34, deck + 32);
    ctx.quadraticCurveTo(14, deck + 24, 6, deck - 8);
    ctx.closePath();
    ctx.fillStyle = hull;
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = '#22140a';
    ctx.stroke();
    // Planks.
    ctx.lineWidth = 1;
    ctx.strokeStyle = 'rgba(30, 16, 6, 0.6)';
    for (const dy of [8, 16, 24]) {
      ctx.beginPath();
      ctx.moveTo(12 + dy * 0.5, deck - 6 + dy);
      ctx.lineTo(138 - dy * 0.8, deck - 3 + dy);
      ctx.stroke();
    }
    // The rail in the seat's colour, and gun ports.
    ctx.fillStyle = rgba(look.hex);
    ctx.fillRect(8, deck - 10, 136, 5);
    ctx.fillStyle = '#140b05';
    for (let k = 0; k < 5; k += 1) ctx.fillRect(34 + k * 20, deck + 4, 7, 6);
    // Masts.
    ctx.fillStyle = '#3a2412';
    ctx.fillRect(72, 14, 4, deck - 20);
    ctx.fillRect(110, 38, 3, deck - 44);
    // Sails: canvas bellied by the wind.
    const sail = (x: number, top: number, w: number, h: number): void => {
      const cloth = ctx.createLinearGradient(x, 0, x + w, 0);
      cloth.addColorStop(0, '#fbf3de');
      cloth.addColorStop(1, '#d8c8a2');
      ctx.beginPath();
      ctx.moveTo(x, top);
      ctx.quadraticCurveTo(x + w / 2, top + 6, x + w, top);
      ctx.quadraticCurveTo(x + w + 8, top + h / 2, x + w, top + h);
      ctx.quadraticCurveTo(x + w / 2, top + h + 6, x, top + h);
      ctx.quadraticCurveTo(x + 8, top + h / 2, x, top);
      ctx.closePath();
      ctx.fillStyle = cloth;
      ctx.fill();
      ctx.lineWidth = 1.2;
      ctx.strokeStyle = '#6b5b47';
      ctx.stroke();
    };
    sail(50, 22, 48, 30);
    sail(52, 58, 44, 26);
    sail(96, 46, 30, 34);
    // The seat's shape on the mainsail, in its colour, outlined.
    const mark = seatShapePoints(look.shape, 74, 38, 10);
    ctx.beginPath();
    mark.forEach((p, k) => (k === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
    ctx.closePath();
    ctx.fillStyle = rgba(look.hex);
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = '#111111';
    ctx.stroke();
    // The flag at the masthead: the seat's colour with its shape in white.
    ctx.beginPath();
    ctx.moveTo(76, 4);
    ctx.lineTo(104, 8);
    ctx.lineTo(98, 13);
    ctx.lineTo(104, 19);
    ctx.lineTo(76, 20);
    ctx.closePath();
    ctx.fillStyle = rgba(look.hex);
    ctx.fill();
    ctx.strokeStyle = rgba(shade(look.hex, -0.6));
    ctx.stroke();
    const small = seatShapePoints(look.shape, 86, 12, 4);
    ctx.beginPath();
    small.forEach((p, k) => (k === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
    ctx.closePath();
    ctx.fillStyle = '#ffffff';
    ctx.fill();
    ctx.fillStyle = '#3a2412';
    ctx.fillRect(74, 2, 3, 14);
    // The bow wave.
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.7)';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(118, deck + 30);
    ctx.quadraticCurveTo(136, deck + 34, 148, deck + 28);
    ctx.stroke();
  };
}

/** The ship image, centred at (x, y) on its waterline, bow to the right (or left when `flip`). */
export function shipImage(
  scene: Phaser.Scene,
  x: number,
  y: number,
  colour: string,
  flip: boolean,
): Phaser.GameObjects.Image {
  const key = painted(scene, `ship-${colour}`, SHIP_WIDTH, SHIP_HEIGHT, paintShip(colour));
  return scene.add
    .image(x, y, key)
    .setDisplaySize(SHIP_WIDTH, SHIP_HEIGHT)
    .setOrigin(0.5, 0.9)
    .setFlipX(flip);
}
