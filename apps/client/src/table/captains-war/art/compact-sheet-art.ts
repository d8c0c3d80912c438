// A rival's sheet at a glance: the figures that matter in as many rows as its slot holds (GP, chest and crew first,
// then acquisitions and tracks, then battles and bonuses); the hover says it all, a click opens the full sheet.
import type Phaser from 'phaser';
import { RESOURCES, SHEET, TRACKS } from '@flotilla/rules/captains-war/material';
import type { TableTooltip } from '../../tooltip';
import { seatHex } from '../../art/palette';
import type { SheetModel } from '../model';
import { resourceGlyph } from './dice-art';
import {
  attackButton,
  coin,
  INK_CSS,
  INK_SOFT_CSS,
  kit,
  PALETTE,
  ruled,
  sheetName,
  sheetPaper,
  type SheetStatus,
} from './sheet-kit';
import { lineLetter, sheetSentence } from './sheet-words';
import { COMPACT_HEADER, compactRows, ROW } from './compact-rows';
import { cw } from '../terms';

export function drawCompactSheet(
  scene: Phaser.Scene,
  container: Phaser.GameObjects.Container,
  sheet: SheetModel,
  status: SheetStatus,
  w: number,
  h: number,
  tooltip: TableTooltip | null,
  onOpen: () => void,
  onAttack: (() => void) | null = null,
): void {
  const k = kit(scene, container, tooltip);
  const { g } = k;
  sheetPaper(scene, container, k, sheet, w, h, COMPACT_HEADER);
  // The whole card opens the full sheet; the attack button, added after, sits on top of it.
  k.zone(0, 0, w, h, cw('sheet.compactTip', { sentence: sheetSentence(sheet) }), onOpen);
  const right = onAttack ? 110 : status.text ? 30 + status.text.length * 7 : 30;
  sheetName(k, sheet, 30, COMPACT_HEADER / 2, w - 30 - right, 'small');
  if (onAttack) {
    attackButton(k, w - 100, 3, 92, COMPACT_HEADER - 6, sheet.name, onAttack);
  } else {
    k.text(w - 28, COMPACT_HEADER / 2, status.text, 'caption', '#111111', status.hot).setOrigin(1, 0.5);
    k.text(w - 10, COMPACT_HEADER / 2, '⤢', 'small', '#111111', true).setOrigin(1, 0.5);
  }
  const rows = compactRows(h);
  const top = COMPACT_HEADER + 4 + ROW / 2;
  const y = (row: number) => top + row * ROW;

  // Row 1: GP, chest, crew.
  coin(k, 18, y(0), 9, sheet.gold);
  RESOURCES.forEach((resource, i) => {
    const x = 36 + i * 32;
    resourceGlyph(g, resource, x, y(0), 6.5);
    k.figure(x + 9, y(0), `${sheet.chest[i] ?? 0}`, 'caption').setOrigin(0, 0.5);
  });
  const pirates = sheet.crew.reduce((a, b) => a + b, 0);
  const strength = sheet.crew.reduce((a, n, i) => a + n * (i + 1), 0);
  k.text(w - 10, y(0), cw('sheet.compactCrew', { pirates, strength }), 'caption', INK_CSS, true).setOrigin(
    1,
    0.5,
  );
  if (rows < 2) return;

  // Row 2: acquisitions as boxes, then both tracks.
  ruled(g, 6, w - 6, y(1) - ROW / 2);
  const seat = seatHex(sheet.colour);
  let x0 = 10;
  for (const line of ['attributes', 'boats'] as const) {
    // The language's letter for the line; its four boxes follow however wide it is.
    const letter = k.text(x0, y(1), lineLetter(line), 'caption', INK_SOFT_CSS, true).setOrigin(0, 0.5);
    const boxes = x0 + Math.max(12, letter.width + 3);
    for (let i = 0; i < 4; i += 1) {
      const done = i < sheet.acquired[line];
      const bx = boxes + i * 10;
      g.fillStyle(done ? seat : 0xffffff, done ? 1 : 0.4).fillRect(bx, y(1) - 6, 8, 12);
      g.lineStyle(1, PALETTE.inkSoft, 1).strokeRect(bx, y(1) - 6, 8, 12);
    }
    x0 = boxes + 4 * 10 + 6;
  }
  k.text(
    w - 10,
    y(1),
    cw('sheet.compactTracks', {
      attributes: sheet.track.attributes,
      attributesOf: TRACKS.attributes.length,
      boats: sheet.track.boats,
      boatsOf: TRACKS.boats.length,
    }),
    'caption',
    INK_CSS,
  ).setOrigin(1, 0.5);
  if (rows < 3) return;

  // Row 3: battles and bonuses.
  ruled(g, 6, w - 6, y(2) - ROW / 2);
  const flags = [
    cw('sheet.compactBattles', { battles: sheet.battles, of: SHEET.boardingLines }),
    sheet.grapplingHook ? cw('sheet.hook') : '',
    sheet.commandBonus.attributes > 0 ? cw('sheet.bonusA', { rp: sheet.commandBonus.attributes }) : '',
    sheet.commandBonus.boats > 0 ? cw('sheet.bonusB', { rp: sheet.commandBonus.boats }) : '',
  ].filter(Boolean);
  k.text(10, y(2), flags.join('   '), 'caption', INK_CSS).setOrigin(0, 0.5);
  if (rows < 4) return;

  // Row 4: the crew by Strength.
  ruled(g, 6, w - 6, y(3) - ROW / 2);
  sheet.crew.forEach((n, i) => {
    const x = 10 + i * ((w - 20) / 6);
    // The language's own letter for Strength (F in French), as on the full sheet; the count follows it.
    const label = k.figure(x, y(3), cw('group.strength', { strength: i + 1 }), 'caption', INK_SOFT_CSS);
    label.setOrigin(0, 0.5);
    k.figure(
      x + Math.max(19, label.width + 2),
      y(3),
      `×${n}`,
      'caption',
      n > 0 ? INK_CSS : INK_SOFT_CSS,
    ).setOrigin(0, 0.5);
  });
}
