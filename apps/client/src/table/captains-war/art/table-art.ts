// The table under the sheets: a chart table at night (navy felt with a faint sea chart), the helm's brass plaque
// for the turn, and the dice tray, a felt well in a wooden rim.
import type Phaser from 'phaser';
import { FONT } from '../../../ui/theme';
import type { TableTooltip } from '../../tooltip';
import { grain, paintedImage, rgba, roundedPath, shade } from './paint';
import { PALETTE } from './sheet-kit';
import { TABLE_HEIGHT, TABLE_WIDTH } from '../layout';
import { cw } from '../terms';

export const DICE_Y = 60;
export const TRAY = { x: 184, y: 12, w: 496, h: 116 } as const;
export const PLAQUE = { x: 12, y: 12, w: 160, h: 116 } as const;
/** The boarding panel's place, right of the tray. */
export const BOARDING = { x: 696, y: 12, w: 212, h: 116 } as const;

/** Where die `i` (0–5) rests in the tray (the browser scenarios click there). */
export function dieX(i: number): number {
  return 225 + i * 80;
}

function paintChart(ctx: CanvasRenderingContext2D): void {
  const w = TABLE_WIDTH;
  const h = TABLE_HEIGHT;
  const sea = ctx.createRadialGradient(w * 0.45, h * 0.4, 60, w / 2, h / 2, w * 0.75);
  sea.addColorStop(0, rgba(PALETTE.feltLight));
  sea.addColorStop(1, rgba(shade(PALETTE.felt, -0.35)));
  ctx.fillStyle = sea;
  ctx.fillRect(0, 0, w, h);
  // A chart's grid and rhumb lines, barely there.
  ctx.strokeStyle = 'rgba(180, 210, 230, 0.06)';
  ctx.lineWidth = 1;
  for (let x = 0; x < w; x += 64) {
    ctx.beginPath();
    ctx.moveTo(x, 0);
    ctx.lineTo(x, h);
    ctx.stroke();
  }
  for (let y = 0; y < h; y += 64) {
    ctx.beginPath();
    ctx.moveTo(0, y);
    ctx.lineTo(w, y);
    ctx.stroke();
  }
  ctx.strokeStyle = 'rgba(240, 196, 25, 0.07)';
  for (let k = 0; k < 16; k += 1) {
    const a = (k * Math.PI) / 8;
    ctx.beginPath();
    ctx.moveTo(w * 0.62, h * 0.5);
    ctx.lineTo(w * 0.62 + Math.cos(a) * w, h * 0.5 + Math.sin(a) * w);
    ctx.stroke();
  }
  compassRose(ctx, w * 0.845, h * 0.76, 84);
  // Felt grain.
  const random = grain(17);
  for (let i = 0; i < 5000; i += 1) {
    ctx.fillStyle = random() < 0.5 ? 'rgba(255, 255, 255, 0.025)' : 'rgba(0, 0, 0, 0.05)';
    ctx.fillRect(random() * w, random() * h, 1.2, 1.2);
  }
}

/** A chart's compass rose, in brass on the night felt (the rivals' cards cover it at a full table). */
function compassRose(ctx: CanvasRenderingContext2D, x: number, y: number, r: number): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.strokeStyle = rgba(PALETTE.gold, 0.35);
  ctx.lineWidth = 1.5;
  for (const radius of [r, r * 0.92]) {
    ctx.beginPath();
    ctx.arc(0, 0, radius, 0, Math.PI * 2);
    ctx.stroke();
  }
  for (let k = 0; k < 32; k += 1) {
    const a = (k * Math.PI) / 16;
    ctx.beginPath();
    ctx.moveTo(Math.cos(a) * r * 0.92, Math.sin(a) * r * 0.92);
    ctx.lineTo(Math.cos(a) * r * (k % 4 === 0 ? 0.8 : 0.86), Math.sin(a) * r * (k % 4 === 0 ? 0.8 : 0.86));
    ctx.stroke();
  }
  // Eight points: the cardinal ones long, each half lit and half in shadow.
  for (let k = 0; k < 8; k += 1) {
    const a = (k * Math.PI) / 4 - Math.PI / 2;
    const long = k % 2 === 0 ? r * 0.78 : r * 0.48;
    const side = r * 0.12;
    const tip = { x: Math.cos(a) * long, y: Math.sin(a) * long };
    const left = { x: Math.cos(a - Math.PI / 2) * side, y: Math.sin(a - Math.PI / 2) * side };
    const right = { x: Math.cos(a + Math.PI / 2) * side, y: Math.sin(a + Math.PI / 2) * side };
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.lineTo(left.x, left.y);
    ctx.lineTo(tip.x, tip.y);
    ctx.closePath();
    ctx.fillStyle = rgba(PALETTE.gold, 0.34);
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.lineTo(right.x, right.y);
    ctx.lineTo(tip.x, tip.y);
    ctx.closePath();
    ctx.fillStyle = rgba(PALETTE.gold, 0.16);
    ctx.fill();
  }
  ctx.fillStyle = rgba(PALETTE.gold, 0.5);
  ctx.font = `700 ${Math.round(r * 0.22)}px ${FONT.display}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'bottom';
  ctx.fillText('N', 0, -r - 4);
  ctx.restore();
}

function paintTray(ctx: CanvasRenderingContext2D): void {
  const { w, h } = TRAY;
  const pad = 6;
  // The wooden rim.
  const wood = ctx.createLinearGradient(0, 0, 0, h + pad * 2);
  wood.addColorStop(0, '#8a5a2e');
  wood.addColorStop(0.5, '#5b3a1e');
  wood.addColorStop(1, '#3d2512');
  roundedPath(ctx, 0, 0, w + pad * 2, h + pad * 2, 20);
  ctx.fillStyle = wood;
  ctx.fill();
  const random = grain(5);
  ctx.save();
  ctx.clip();
  ctx.strokeStyle = 'rgba(30, 15, 5, 0.35)';
  for (let i = 0; i < 40; i += 1) {
    const y = random() * (h + pad * 2);
    ctx.beginPath();
    ctx.moveTo(0, y);
    ctx.bezierCurveTo(w * 0.3, y + 3, w * 0.6, y - 3, w + pad * 2, y + 1);
    ctx.stroke();
  }
  ctx.restore();
  // The felt well, shaded at its edges.
  roundedPath(ctx, pad, pad, w, h, 15);
  const felt = ctx.createRadialGradient(pad + w / 2, pad + h / 2, 20, pad + w / 2, pad + h / 2, w * 0.6);
  felt.addColorStop(0, '#1f5a45');
  felt.addColorStop(1, '#0f3326');
  ctx.fillStyle = felt;
  ctx.fill();
  ctx.save();
  ctx.clip();
  for (let i = 0; i < 2500; i += 1) {
    ctx.fillStyle = random() < 0.5 ? 'rgba(255, 255, 255, 0.035)' : 'rgba(0, 0, 0, 0.08)';
    ctx.fillRect(pad + random() * w, pad + random() * h, 1, 1);
  }
  ctx.strokeStyle = 'rgba(0, 0, 0, 0.5)';
  ctx.lineWidth = 6;
  roundedPath(ctx, pad - 2, pad - 2, w + 4, h + 4, 16);
  ctx.stroke();
  ctx.restore();
}

function paintPlaque(ctx: CanvasRenderingContext2D): void {
  const { w, h } = PLAQUE;
  const brass = ctx.createLinearGradient(0, 0, w, h);
  brass.addColorStop(0, '#3a2a14');
  brass.addColorStop(1, '#1c140a');
  roundedPath(ctx, 0, 0, w, h, 14);
  ctx.fillStyle = brass;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = rgba(PALETTE.gold, 0.9);
  roundedPath(ctx, 3, 3, w - 6, h - 6, 11);
  ctx.stroke();
  ctx.fillStyle = rgba(PALETTE.gold);
  for (const [x, y] of [
    [12, 12],
    [w - 12, 12],
    [12, h - 12],
    [w - 12, h - 12],
  ] as const) {
    ctx.beginPath();
    ctx.arc(x, y, 3, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** Draws the table itself, under everything else. */
export function drawTable(scene: Phaser.Scene, tooltip: TableTooltip | null): void {
  paintedImage(scene, 'chart', 0, 0, TABLE_WIDTH, TABLE_HEIGHT, paintChart);
  paintedImage(scene, 'tray', TRAY.x - 6, TRAY.y - 6, TRAY.w + 12, TRAY.h + 12, paintTray);
  paintedImage(scene, 'plaque', PLAQUE.x, PLAQUE.y, PLAQUE.w, PLAQUE.h, paintPlaque);
  tooltip?.area(TRAY.x, TRAY.y + TRAY.h - 18, TRAY.w, 18, cw('scene.trayTip'));
}
