// What the full and the compact sheet share: their paper, their words, and the zones that answer a hover or a click.
import type Phaser from 'phaser';
import { GAME_PALETTES, hex } from '../../../ui/theme';
import type { TableTooltip } from '../../tooltip';
import { drawSeatMark } from '../../art/seat-mark';
import { INK, seatHex } from '../../art/palette';
import type { SheetModel } from '../model';
import { paintedImage, rgba, shade } from './paint';
import { parchment } from './parchment';
import { displayStyle, fitName, textStyle, type TypeSize } from './type';
import { cw } from '../terms';

export const PALETTE = GAME_PALETTES['captains-war'];
export const INK_CSS = hex(PALETTE.ink);
export const INK_SOFT_CSS = hex(PALETTE.inkSoft);
/** What can be clicked now on your own sheet: a blue that stays apart from the reds and greens. */
export const OFFER = 0x0072b2;

export interface SheetStatus {
  readonly text: string;
  readonly hot: boolean;
}

export interface Kit {
  readonly g: Phaser.GameObjects.Graphics;
  /** Alegreya Sans at a size of the scale. */
  text(
    x: number,
    y: number,
    value: string,
    size?: TypeSize,
    colour?: string,
    bold?: boolean,
  ): Phaser.GameObjects.Text;
  /** Cinzel, for names and figures. */
  figure(x: number, y: number, value: string, size?: TypeSize, colour?: string): Phaser.GameObjects.Text;
  /** A zone that says `tip` on hover and, given `onClick`, is a button. */
  zone(x: number, y: number, w: number, h: number, tip: string | null, onClick?: () => void): void;
}

export function kit(
  scene: Phaser.Scene,
  container: Phaser.GameObjects.Container,
  tooltip: TableTooltip | null,
): Kit {
  container.removeAll(true);
  const g = scene.add.graphics();
  const add = (t: Phaser.GameObjects.Text) => {
    container.add(t);
    return t;
  };
  return {
    g,
    text: (x, y, value, size = 'small', colour = INK_CSS, bold = false) =>
      add(scene.add.text(x, y, value, textStyle(size, colour, { bold }))),
    figure: (x, y, value, size = 'small', colour = INK_CSS) =>
      add(scene.add.text(x, y, value, displayStyle(size, colour))),
    zone: (x, y, w, h, tip, onClick) => {
      const zone = scene.add.zone(x, y, w, h).setOrigin(0, 0);
      if (onClick) {
        zone.setInteractive({ useHandCursor: true });
        zone.on('pointerup', onClick);
      }
      if (tip && tooltip) tooltip.attach(zone, tip);
      container.add(zone);
    },
  };
}

/**
 * The sheet's paper with its header ribbon in the seat's colour (the seat's shape before the name: colour is never
 * the only mark of a seat); the paper goes under the kit's drawing.
 */
export function sheetPaper(
  scene: Phaser.Scene,
  container: Phaser.GameObjects.Container,
  k: Kit,
  sheet: SheetModel,
  w: number,
  h: number,
  header: number,
): void {
  const seat = seatHex(sheet.colour);
  const under = scene.add.graphics();
  if (sheet.active) {
    // The captain at the helm glows.
    under.fillStyle(PALETTE.accent, 0.28).fillRoundedRect(-6, -6, w + 12, h + 12, 14);
    under.lineStyle(2, PALETTE.accent, 0.9).strokeRoundedRect(-4, -4, w + 8, h + 8, 13);
  }
  under.fillStyle(0x000000, 0.35).fillRoundedRect(3, 5, w, h, 10);
  container.add(under);
  container.add(paintedImage(scene, `parchment-${w}x${h}`, 0, 0, w, h, parchment(w, h)));
  container.add(
    paintedImage(scene, `ribbon-${sheet.colour}-${w}x${header}`, 0, 0, w, header, (ctx) => {
      const band = ctx.createLinearGradient(0, 0, 0, header);
      band.addColorStop(0, rgba(shade(seat, 0.25)));
      band.addColorStop(1, rgba(shade(seat, -0.12)));
      ctx.beginPath();
      ctx.moveTo(0, header);
      ctx.lineTo(0, 10);
      ctx.arcTo(0, 0, 10, 0, 10);
      ctx.lineTo(w - 10, 0);
      ctx.arcTo(w, 0, w, 10, 10);
      ctx.lineTo(w, header);
      ctx.closePath();
      ctx.fillStyle = band;
      ctx.fill();
      ctx.fillStyle = 'rgba(0, 0, 0, 0.35)';
      ctx.fillRect(0, header - 1.5, w, 1.5);
    }),
  );
  container.add(k.g);
  k.g.lineStyle(sheet.you ? 3 : 1.5, sheet.you ? shade(seat, -0.3) : PALETTE.inkSoft, 1);
  k.g.strokeRoundedRect(0, 0, w, h, 10);
  drawSeatMark(k.g, sheet.colour, 16, header / 2, Math.min(8, header / 3), 1, 0xffffff);
}

/** The captain's name in the header: Cinzel, smaller or in the narrower text face if need be, cut with "…" at worst. */
export function sheetName(
  k: Kit,
  sheet: SheetModel,
  x: number,
  y: number,
  room: number,
  size: TypeSize,
): void {
  const t = k.figure(x, y, '', size, '#111111').setOrigin(0, 0.5);
  const context = sheet.you ? 'you' : undefined;
  fitName(t, room, sheet.name, size, (name) =>
    cw(sheet.bot ? 'sheet.nameBot' : 'sheet.name', { name, context }),
  );
}

/** A faint ruled line across the sheet, as a logbook's. */
export function ruled(g: Phaser.GameObjects.Graphics, x1: number, x2: number, y: number): void {
  g.lineStyle(1, 0x8a9bb0, 0.45).lineBetween(x1, y, x2, y);
}

/** A red "⚔ Attack" button. */
export function attackButton(
  k: Kit,
  x: number,
  y: number,
  w: number,
  h: number,
  target: string,
  onClick: () => void,
): void {
  k.g.fillStyle(0x000000, 0.3).fillRoundedRect(x + 1, y + 2, w, h, 8);
  k.g.fillStyle(PALETTE.alarm, 1).fillRoundedRect(x, y, w, h, 8);
  k.g.lineStyle(1.5, 0xffffff, 1).strokeRoundedRect(x, y, w, h, 8);
  k.text(x + w / 2, y + h / 2, cw('sheet.attackButton'), 'small', '#ffffff', true).setOrigin(0.5);
  k.zone(x, y, w, h, cw('sheet.attackTip', { target }), onClick);
}

/** A gold doubloon with its figure. */
export function coin(k: Kit, x: number, y: number, r: number, gold: number): void {
  k.g.fillStyle(0x6b4e00, 1).fillCircle(x + 1, y + 1.5, r);
  k.g.fillStyle(INK.gold, 1).fillCircle(x, y, r);
  k.g.lineStyle(1, 0xfff0b0, 0.9).strokeCircle(x, y, r - 3);
  k.g.lineStyle(1.5, 0x6b4e00, 1).strokeCircle(x, y, r);
  k.figure(x, y, String(gold), r >= 14 ? 'body' : 'caption', '#2b1d00').setOrigin(0.5);
}
