// Drawing helpers shared by the Eollis art: type, buttons, coins, dice, seat colours and the table's layout boxes.
import Phaser from 'phaser';
import { INK, css, seatHex } from '../../art/palette';
import { PIPS } from '../../art/pips';
import { FONT, GAME_PALETTES, RADIUS, TYPE } from '../../../ui/theme';
import { sharpness } from '../../phaser-host';
import type { TableTooltip, TipText } from '../../tooltip';

export const WIDTH = 1280;
export const HEIGHT = 720;

/** Eollis' own colours: dawn sky, sailcloth, copper (theme.ts), plus the wood and brass of the airship. */
export const EOLLIS = {
  ...GAME_PALETTES.eollis,
  wood: 0x6b4428,
  woodDark: 0x3a2414,
  woodLight: 0x8c5d36,
  brass: 0xc9962e,
  brassLight: 0xf0cf6a,
  brassDark: 0x6e4f14,
  rope: 0xb8995e,
  panel: 0x13283f,
  panelYou: 0x22426a,
  line: 0x6f8db0,
} as const;

/** Where each part of the table sits (logical pixels of the 1280×720 canvas). */
export const LAYOUT = {
  balloon: { x: 8, y: 4, w: 844, h: 150 },
  ship: { x: 8, y: 150, w: 844, h: 326 },
  event: { x: 8, y: 484, w: 204, h: 232 },
  stage: { x: 220, y: 484, w: 632, h: 232 },
  renown: { x: 864, y: 4, w: 408, h: 58 },
  clans: { x: 864, y: 68, w: 408, h: 448 },
  hand: { x: 864, y: 522, w: 408, h: 194 },
} as const;

/** The balloon track's zones, coloured apart for colour-blind eyes: calm blue, amber, vermilion (and numbered). */
export const ZONE_HEX = [0x56b4e9, 0xe69f00, 0xd55e00] as const;

export type Style = Partial<Phaser.Types.GameObjects.Text.TextStyle>;

/**
 * The smallest word on this table. The canvas shows at about 0.71 of its 1280 units on a 1280×720 window, so
 * `caption` (12) would be 8.5 CSS px: every Eollis word is at least `body` (11.4 px there); where it has no room
 * it says less (the tooltip keeps the whole text) or becomes an icon.
 */
export const MIN_TYPE = TYPE.body;

/** A text in the reading face (FONT.text), crisp at the table's sharpness; never under MIN_TYPE. */
export function text(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  x: number,
  y: number,
  value: string,
  size: number = TYPE.body,
  colour: number | string = INK.paper,
  style: Style = {},
): Phaser.GameObjects.Text {
  const t = scene.add.text(x, y, value, {
    fontFamily: FONT.text,
    fontSize: `${Math.max(MIN_TYPE, size)}px`,
    color: typeof colour === 'number' ? css(colour) : colour,
    resolution: sharpness(),
    ...style,
  });
  parent.add(t);
  return t;
}

/** A title or a number in the display face (FONT.display, Cinzel). */
export function title(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  x: number,
  y: number,
  value: string,
  size: number = TYPE.label,
  colour: number | string = INK.paper,
  style: Style = {},
): Phaser.GameObjects.Text {
  return text(scene, parent, x, y, value, size, colour, {
    fontFamily: FONT.display,
    fontStyle: 'bold',
    ...style,
  });
}

/**
 * Words that fit a box `width × height`: drawn smaller down to `minSize`, wrapped on words, never cut. Returns
 * null (and draws nothing) when even the smallest size overflows: the caller shows the long form as a tooltip.
 */
export function fitBlock(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  x: number,
  y: number,
  value: string,
  width: number,
  height: number,
  size: number,
  colour: number | string = INK.paper,
  style: Style = {},
  minSize: number = MIN_TYPE,
): Phaser.GameObjects.Text | null {
  const t = text(scene, parent, x, y, value, size, colour, {
    wordWrap: { width },
    ...style,
  });
  for (let s = size - 1; (t.height > height || t.width > width) && s >= Math.max(MIN_TYPE, minSize); s--)
    t.setFontSize(s);
  if (t.height > height || t.width > width) {
    t.destroy();
    return null;
  }
  return t;
}

/** Like fitBlock, but a name must show: at the smallest size it is drawn even if it overflows its box a little. */
export function fitName(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  x: number,
  y: number,
  value: string,
  width: number,
  height: number,
  size: number,
  colour: number | string = INK.paper,
  style: Style = {},
): Phaser.GameObjects.Text {
  return (
    fitBlock(scene, parent, x, y, value, width, height, size, colour, style) ??
    text(scene, parent, x, y, value, MIN_TYPE, colour, { wordWrap: { width }, ...style })
  );
}

/**
 * A name in at most `maxLines` lines of `width`, wrapped between words and after hyphens (Nez-de-/Cuir); when the
 * whole name cannot fit (and `shorten` allows), its first word (Toure for Toure l’Eventreuse); null when not even that fits (the
 * tooltip names it). Never smaller than the size asked.
 */
export function fitLines(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  x: number,
  y: number,
  value: string,
  width: number,
  maxLines: number,
  size: number = MIN_TYPE,
  colour: number | string = INK.paper,
  style: Style = {},
  shorten = true,
): Phaser.GameObjects.Text | null {
  const t = text(scene, parent, x, y, '', size, colour, style);
  const wrap = (words: string): boolean => {
    const lines: string[] = [];
    let line = '';
    for (const token of words.split(/(?<=-)|\s+/).filter(Boolean)) {
      const joined = line === '' ? token : `${line}${line.endsWith('-') ? '' : ' '}${token}`;
      t.setText(joined);
      if (t.width <= width || line === '') line = joined;
      else {
        lines.push(line);
        line = token;
      }
    }
    if (line !== '') lines.push(line);
    t.setText(lines.join('\n'));
    return lines.length <= maxLines && t.width <= width;
  };
  if (wrap(value) || (shorten && wrap(value.split(' ')[0] ?? value))) return t;
  t.destroy();
  return null;
}

/** A seat's colour, or a neutral grey for an unknown seat. */
export function clanHex(colour: string | undefined): number {
  return colour ? seatHex(colour) : 0x888888;
}

/** A struck gold coin with its amount. */
export function coin(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  x: number,
  y: number,
  amount: number,
  r = 10,
): void {
  const g = scene.add.graphics();
  g.fillStyle(0x000000, 0.35).fillCircle(x + 1, y + 1.5, r);
  g.fillStyle(EOLLIS.brassDark, 1).fillCircle(x, y, r);
  g.fillStyle(EOLLIS.gold, 1).fillCircle(x - 0.5, y - 0.5, r - 1.5);
  g.fillStyle(EOLLIS.brassLight, 0.8).fillCircle(x - r * 0.3, y - r * 0.3, r * 0.35);
  g.lineStyle(1, EOLLIS.brassDark, 0.8).strokeCircle(x, y, r - 3);
  parent.add(g);
  title(scene, parent, x, y, String(amount), Math.max(MIN_TYPE, r + 2), INK.ink).setOrigin(0.5);
}

/** A canvas button that stands for one offered action: a brass plate, its words fitted, never cut. */
export function button(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  x: number,
  y: number,
  w: number,
  label: string,
  onClick: () => void,
  hot = true,
  h = 30,
): Phaser.GameObjects.Container {
  const b = scene.add.container(x, y);
  const g = scene.add.graphics();
  g.fillStyle(0x000000, 0.35).fillRoundedRect(1, 2, w, h, RADIUS.s + 2);
  g.fillStyle(hot ? EOLLIS.accent : 0x3a5566, 1).fillRoundedRect(0, 0, w, h, RADIUS.s + 2);
  g.fillStyle(0xffffff, hot ? 0.25 : 0.08).fillRoundedRect(2, 2, w - 4, h / 2 - 2, RADIUS.s);
  g.lineStyle(2, EOLLIS.brassDark, 1).strokeRoundedRect(0, 0, w, h, RADIUS.s + 2);
  b.add(g);
  const t = text(scene, b, w / 2, h / 2, label, MIN_TYPE, hot ? INK.ink : INK.paper, {
    fontStyle: 'bold',
  }).setOrigin(0.5);
  // Too long for the plate: the words it can hold and an ellipsis (the tooltip says them all).
  if (t.width > w - 8) {
    let cut = label;
    while (cut.length > 1 && t.width > w - 8) t.setText(`${(cut = cut.slice(0, -1)).trimEnd()}…`);
  }
  b.setSize(w, h);
  b.setInteractive(hitBox(w, h), Phaser.Geom.Rectangle.Contains);
  if (b.input) b.input.cursor = 'pointer';
  b.on('pointerup', onClick);
  parent.add(b);
  return b;
}

/**
 * A container's hit box over what it draws from (0, 0) to (w, h). Phaser tests a container's hit area from its
 * centre (its display origin is half its size), so a box at (0, 0) would answer up and left of the drawing.
 */
export function hitBox(w: number, h: number): Phaser.Geom.Rectangle {
  return new Phaser.Geom.Rectangle(w / 2, h / 2, w, h);
}

/** Makes a container clickable over its box, with a pointer cursor (and a tooltip, when given one). */
export function clickable(
  target: Phaser.GameObjects.Container,
  w: number,
  h: number,
  onClick: () => void,
  tip?: { readonly tips: TableTooltip; readonly words: TipText },
): void {
  target.setSize(w, h);
  target.setInteractive(hitBox(w, h), Phaser.Geom.Rectangle.Contains);
  if (target.input) target.input.cursor = 'pointer';
  target.on('pointerup', onClick);
  if (tip) tip.tips.attach(target, tip.words);
}

/** An invisible hover area with a tooltip, kept in `parent` so that it goes when the drawing is redrawn. */
export function tipArea(
  tips: TableTooltip,
  parent: Phaser.GameObjects.Container,
  x: number,
  y: number,
  w: number,
  h: number,
  words: TipText,
): void {
  parent.add(tips.area(x, y, w, h, words));
}

/** The glow drawn around anything that answers a click now. */
export function offeredRing(
  g: Phaser.GameObjects.Graphics,
  x: number,
  y: number,
  w: number,
  h: number,
): void {
  g.lineStyle(6, EOLLIS.accent, 0.3).strokeRoundedRect(x - 5, y - 5, w + 10, h + 10, 12);
  g.lineStyle(3, EOLLIS.accent, 1).strokeRoundedRect(x - 3, y - 3, w + 6, h + 6, 10);
}

/** A bone die with carved pips (1–6): shaded edge, a highlight, pips sunk into the face. */
export function drawDie(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  x: number,
  y: number,
  face: number,
  size = 44,
  tint: number = EOLLIS.surface,
): Phaser.GameObjects.Container {
  const die = scene.add.container(x, y);
  const g = scene.add.graphics();
  const half = size / 2;
  const r = size / 5;
  g.fillStyle(0x000000, 0.35).fillRoundedRect(-half + 2, -half + 3, size, size, r);
  g.fillStyle(0xc9b48a, 1).fillRoundedRect(-half, -half, size, size, r);
  g.fillStyle(tint, 1).fillRoundedRect(-half + 2, -half + 1, size - 5, size - 5, r * 0.8);
  g.fillStyle(0xffffff, 0.5).fillRoundedRect(-half + 4, -half + 3, size * 0.5, size * 0.18, r * 0.5);
  g.lineStyle(1.5, INK.ink, 1).strokeRoundedRect(-half, -half, size, size, r);
  for (const [px, py] of PIPS[face] ?? []) {
    const cx = (px * size) / 3.6 - 1;
    const cy = (py * size) / 3.6 - 1;
    g.fillStyle(0xffffff, 0.6).fillCircle(cx + 0.8, cy + 0.8, size / 11);
    g.fillStyle(face === 1 ? EOLLIS.alarm : INK.ink, 1).fillCircle(cx, cy, size / 12);
  }
  die.add(g);
  parent.add(die);
  return die;
}

/** Fills a rectangle with fine wood grain: a base, darker streaks and knots (deterministic, from its place). */
export function woodGrain(
  g: Phaser.GameObjects.Graphics,
  x: number,
  y: number,
  w: number,
  h: number,
  base: number = EOLLIS.wood,
): void {
  g.fillStyle(base, 1).fillRect(x, y, w, h);
  let seed = Math.floor(x * 7 + y * 13) % 97;
  const next = (): number => {
    seed = (seed * 37 + 11) % 101;
    return seed / 101;
  };
  for (let k = 0; k < h / 6; k++) {
    const ly = y + 1 + next() * (h - 2);
    g.lineStyle(1, k % 3 === 0 ? EOLLIS.woodLight : EOLLIS.woodDark, 0.25 + next() * 0.2);
    g.lineBetween(x + next() * w * 0.3, ly, x + w * (0.6 + next() * 0.4), ly + (next() - 0.5) * 2);
  }
}

/** Sailcloth or parchment: a base with faint fibres, for cards and plaques. */
export function paperGrain(
  g: Phaser.GameObjects.Graphics,
  x: number,
  y: number,
  w: number,
  h: number,
  base: number = EOLLIS.surface,
  radius: number = RADIUS.s,
): void {
  g.fillStyle(base, 1).fillRoundedRect(x, y, w, h, radius);
  g.fillStyle(0x8a6a3e, 0.06).fillRoundedRect(x, y + h * 0.55, w, h * 0.45, radius);
  let seed = Math.floor(x * 3 + y * 5) % 89;
  for (let k = 0; k < (w * h) / 800; k++) {
    seed = (seed * 41 + 7) % 997;
    const fx = x + 3 + ((seed * 13) % Math.max(1, w - 6));
    const fy = y + 3 + ((seed * 7) % Math.max(1, h - 6));
    g.lineStyle(1, 0x8a6a3e, 0.1).lineBetween(fx, fy, fx + 4 + (seed % 5), fy + ((seed % 3) - 1));
  }
}

/** Traces a closed outline through `points` (fill or stroke it after). */
export function trace(g: Phaser.GameObjects.Graphics, points: ReadonlyArray<{ x: number; y: number }>): void {
  g.beginPath();
  points.forEach((p, k) => (k === 0 ? g.moveTo(p.x, p.y) : g.lineTo(p.x, p.y)));
  g.closePath();
}

export function fillPoly(
  g: Phaser.GameObjects.Graphics,
  points: ReadonlyArray<{ x: number; y: number }>,
): void {
  trace(g, points);
  g.fillPath();
}

export function strokePoly(
  g: Phaser.GameObjects.Graphics,
  points: ReadonlyArray<{ x: number; y: number }>,
): void {
  trace(g, points);
  g.strokePath();
}
