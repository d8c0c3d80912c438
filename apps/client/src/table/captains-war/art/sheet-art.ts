// Draws one captain's game sheet: GP, chest, crew by Strength, acquisitions, both tracks with locks and bonuses.
import type Phaser from 'phaser';
import { ACQUISITIONS, RESOURCES, SHEET, TRACKS, type Line } from '@flotilla/rules/src/captains-war/sheet';
import type { SheetModel } from '../model';
import { INK, css, seatHex } from '../../art/palette';
import { resourceGlyph } from './dice-art';

const SHORT_NAMES: Record<string, string> = {
  Parrot: 'Parrot',
  "Captain's hat": 'Hat',
  Hook: 'Hook',
  Boots: 'Boots',
  Raft: 'Raft',
  'Rowing boat': 'Rowboat',
  'Sailing ship': 'Sloop',
  Galleon: 'Galleon',
};

export interface SheetStatus {
  readonly text: string;
  readonly hot: boolean;
}

/** Draws `sheet` into `container` (top-left at 0,0) at width `w` and height `h`. */
export function drawSheet(
  scene: Phaser.Scene,
  container: Phaser.GameObjects.Container,
  sheet: SheetModel,
  status: SheetStatus,
  w: number,
  h: number,
): void {
  container.removeAll(true);
  const seat = seatHex(sheet.colour);
  const g = scene.add.graphics();
  container.add(g);
  const label = (x: number, y: number, value: string, size = 12, colour = css(INK.ink), bold = false) => {
    const t = scene.add.text(x, y, value, {
      fontFamily: 'Georgia, serif',
      fontSize: `${size}px`,
      color: colour,
      fontStyle: bold ? 'bold' : 'normal',
    });
    container.add(t);
    return t;
  };

  // Paper, with a glow around the captain at the helm and a thicker frame for your own sheet.
  if (sheet.active) {
    g.fillStyle(INK.highlight, 0.35);
    g.fillRoundedRect(-6, -6, w + 12, h + 12, 14);
  }
  g.fillStyle(INK.paper, 1);
  g.fillRoundedRect(0, 0, w, h, 10);
  g.lineStyle(sheet.you ? 4 : 2, sheet.you ? seat : INK.inkSoft, 1);
  g.strokeRoundedRect(0, 0, w, h, 10);
  g.fillStyle(seat, 1);
  g.fillRoundedRect(0, 0, w, 30, { tl: 10, tr: 10, bl: 0, br: 0 });

  const title = `${sheet.name}${sheet.you ? ' (you)' : ''}${sheet.bot ? ' · bot' : ''}`;
  label(12, 6, title, 16, '#111111', true);
  label(w - 12, 7, status.text, 13, status.hot ? '#000000' : '#222222', status.hot).setOrigin(1, 0);

  // GP and chest.
  const rowY = 44;
  g.fillStyle(INK.gold, 1);
  g.lineStyle(2, 0x6b4e00, 1);
  g.fillCircle(22, rowY + 8, 13);
  g.strokeCircle(22, rowY + 8, 13);
  label(22, rowY + 8, String(sheet.gold), 14, '#2b1d00', true).setOrigin(0.5);
  label(40, rowY + 1, 'GP', 12, css(INK.inkSoft));
  RESOURCES.forEach((resource, i) => {
    const x = 86 + i * 56;
    resourceGlyph(g, resource, x, rowY + 8, 9);
    label(x + 14, rowY + 1, `×${sheet.chest[i] ?? 0}`, 14, css(INK.ink), true);
  });
  const extras = [sheet.grapplingHook ? '⚓ hook' : '', `⚔ ${sheet.battles}/${SHEET.boardingLines}`].filter(
    Boolean,
  );
  label(w - 12, rowY + 1, extras.join('  '), 12, css(INK.ink)).setOrigin(1, 0);

  // Crew by Strength: filled = ready to fight, hollow = spent, faint = still free on the sheet.
  const crewTop = 72;
  label(10, crewTop, 'Crew', 12, css(INK.inkSoft), true);
  SHEET.crewCircles.forEach((capacity, i) => {
    const y = crewTop + 20 + i * 13;
    label(10, y - 7, `S${i + 1}`, 11, css(INK.ink));
    const available = sheet.crew[i] ?? 0;
    const circled = sheet.crewCircled[i] ?? 0;
    for (let k = 0; k < capacity; k += 1) {
      const x = 38 + k * 12;
      if (k < available) {
        g.fillStyle(INK.ink, 1);
        g.fillCircle(x, y, 4.5);
      } else if (k < circled) {
        g.lineStyle(1.5, INK.inkSoft, 1);
        g.strokeCircle(x, y, 4.5);
        g.lineBetween(x - 3, y + 3, x + 3, y - 3);
      } else {
        g.lineStyle(1, INK.paperDim, 1);
        g.strokeCircle(x, y, 4.5);
      }
    }
  });

  // Acquisitions, printed order, two lines.
  const acqX = 150;
  const acqW = Math.max(44, (w - acqX - 10) / 4);
  (['attributes', 'boats'] as const).forEach((line: Line, row) => {
    const y = crewTop + row * 44;
    label(acqX, y, line === 'attributes' ? 'Attributes' : 'Boats', 12, css(INK.inkSoft), true);
    if (sheet.commandBonus[line] > 0) {
      label(w - 10, y, `⚑ +${sheet.commandBonus[line]} RP`, 12, css(INK.red), true).setOrigin(1, 0);
    }
    ACQUISITIONS[line].forEach((acq, i) => {
      const x = acqX + i * acqW;
      const done = i < sheet.acquired[line];
      g.fillStyle(done ? seat : INK.paperDim, done ? 0.9 : 0.5);
      g.fillRoundedRect(x, y + 16, acqW - 4, 22, 4);
      g.lineStyle(1, INK.inkSoft, 1);
      g.strokeRoundedRect(x, y + 16, acqW - 4, 22, 4);
      label(
        x + (acqW - 4) / 2,
        y + 27,
        SHORT_NAMES[acq.name] ?? acq.name,
        11,
        done ? '#111111' : css(INK.inkSoft),
        done,
      ).setOrigin(0.5);
    });
  });

  // Both tracks: red circles filled in order; a lock opens once enough acquisitions face it.
  const trackTop = crewTop + 104;
  (['attributes', 'boats'] as const).forEach((line: Line, row) => {
    const y = trackTop + row * 26;
    label(10, y - 7, line === 'attributes' ? 'Attr.' : 'Boat', 11, css(INK.inkSoft), true);
    const track = TRACKS[line];
    const step = Math.min(22, (w - 60) / track.length);
    let lastLock = 0;
    track.forEach((circle, i) => {
      const x = 50 + i * step;
      if (circle.lock > lastLock) {
        const open = sheet.acquired[line] >= circle.lock;
        g.fillStyle(open ? 0x3a9d5d : INK.ink, 1);
        g.fillRect(x - step / 2 - 1, y - 9, 3, 18);
        lastLock = circle.lock;
      }
      const filled = i < sheet.track[line];
      g.lineStyle(1.5, INK.red, 1);
      if (filled) {
        g.fillStyle(INK.red, 1);
        g.fillCircle(x, y, 7);
      }
      g.strokeCircle(x, y, 7);
      if (line === 'boats' && circle.rp > 0 && step >= 18) {
        label(x, y, String(circle.rp), 9, filled ? '#ffffff' : css(INK.inkSoft)).setOrigin(0.5);
      }
    });
  });
}
