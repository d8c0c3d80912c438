// Draws one loot die showing a face, entirely in code: body colour by die, symbols by what the face gives.
import type Phaser from 'phaser';
import type { DieFace } from '../model';
import { INK, RESOURCE_HEX, css } from '../../art/palette';

export const DIE_SIZE = 76;

const BODY: Record<DieFace['die'], number> = {
  yellow: 0xf2c12e,
  blue: 0x2f6fb5,
  red: 0xc0392b,
  black: 0x222222,
};

function resourceIcon(
  g: Phaser.GameObjects.Graphics,
  resource: string,
  x: number,
  y: number,
  r: number,
): void {
  const fill = RESOURCE_HEX[resource] ?? 0xffffff;
  g.fillStyle(fill, 1);
  g.lineStyle(2, 0x111111, 0.8);
  switch (resource) {
    case 'pearl':
      g.fillCircle(x, y, r);
      g.strokeCircle(x, y, r);
      g.fillStyle(0xffffff, 1);
      g.fillCircle(x - r / 3, y - r / 3, r / 4);
      break;
    case 'wood':
      g.fillRect(x - r, y - r / 2, r * 2, r);
      g.strokeRect(x - r, y - r / 2, r * 2, r);
      g.lineStyle(1, 0x4a2f18, 1);
      g.lineBetween(x - r + 3, y, x + r - 3, y);
      break;
    case 'gem':
      g.fillTriangle(x, y - r, x + r, y, x, y + r);
      g.fillTriangle(x, y - r, x - r, y, x, y + r);
      g.strokeTriangle(x, y - r, x + r, y, x, y + r);
      g.strokeTriangle(x, y - r, x - r, y, x, y + r);
      break;
    case 'barrel':
      g.fillRoundedRect(x - r * 0.8, y - r, r * 1.6, r * 2, r * 0.5);
      g.strokeRoundedRect(x - r * 0.8, y - r, r * 1.6, r * 2, r * 0.5);
      g.lineStyle(2, 0x3b2a1a, 1);
      g.lineBetween(x - r * 0.8, y - r / 2, x + r * 0.8, y - r / 2);
      g.lineBetween(x - r * 0.8, y + r / 2, x + r * 0.8, y + r / 2);
      break;
    default:
      // Joker: a four-pointed star of any colour.
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
  const s = DIE_SIZE;
  const g = scene.add.graphics();
  g.fillStyle(0x000000, 0.35);
  g.fillRoundedRect(-s / 2 + 4, -s / 2 + 6, s, s, 14);
  g.fillStyle(BODY[face.die], 1);
  g.fillRoundedRect(-s / 2, -s / 2, s, s, 14);
  g.lineStyle(3, 0xffffff, 0.35);
  g.strokeRoundedRect(-s / 2 + 3, -s / 2 + 3, s - 6, s - 6, 11);
  container.add(g);
  const text = (value: string, y: number, size: number, colour: string): void => {
    container.add(
      scene.add
        .text(0, y, value, {
          fontFamily: 'Georgia, serif',
          fontSize: `${size}px`,
          color: colour,
          fontStyle: 'bold',
        })
        .setOrigin(0.5),
    );
  };
  switch (face.die) {
    case 'yellow': {
      g.fillStyle(INK.gold, 1);
      g.lineStyle(2, 0x6b4e00, 1);
      g.fillCircle(0, -8, 20);
      g.strokeCircle(0, -8, 20);
      text(String(face.gold), -8, 26, '#3b2a00');
      text('GP', 24, 14, '#3b2a00');
      break;
    }
    case 'blue': {
      if (face.count === 2) {
        resourceIcon(g, face.resource, -15, 0, 12);
        resourceIcon(g, face.resource, 15, 0, 12);
      } else {
        resourceIcon(g, face.resource, 0, 0, 17);
      }
      text(face.resource === 'joker' ? 'any' : face.resource, 27, 11, '#e8f1ff');
      break;
    }
    case 'red': {
      g.fillStyle(0xffffff, 1);
      if (face.track === 'boats') {
        g.fillTriangle(-22, 2, 22, 2, 14, 16);
        g.fillTriangle(-22, 2, -14, 16, 14, 16);
        g.fillTriangle(2, -24, 2, -2, 20, -2);
        g.fillRect(0, -26, 3, 28);
      } else {
        // A tricorn hat for the Attribute track.
        g.fillTriangle(-24, 6, 24, 6, 0, -20);
        g.fillStyle(BODY.red, 1);
        g.fillCircle(0, -2, 5);
      }
      text(face.track === 'boats' ? 'BOAT' : 'ATTR', 26, 12, '#ffffff');
      break;
    }
    case 'black': {
      g.fillStyle(0xf0f0f0, 1);
      g.fillCircle(0, -12, 12);
      g.fillRoundedRect(-7, -4, 14, 8, 3);
      g.fillStyle(0x222222, 1);
      g.fillCircle(-4, -13, 3);
      g.fillCircle(4, -13, 3);
      text(String(face.strength), 20, 22, css(0xffffff));
      break;
    }
  }
}
