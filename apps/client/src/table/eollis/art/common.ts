// Drawing helpers shared by the Eollis art: text, buttons, coins, seat colours and the table's layout boxes.
import Phaser from 'phaser';
import { INK, css, seatHex } from '../../art/palette';

export const WIDTH = 1280;
export const HEIGHT = 720;

/** Where each part of the table sits (logical pixels of the 1280×720 canvas). */
export const LAYOUT = {
  balloon: { x: 40, y: 36, w: 790, h: 176 },
  ship: { x: 20, y: 214, w: 830, h: 262 },
  event: { x: 12, y: 486, w: 214, h: 226 },
  stage: { x: 234, y: 486, w: 420, h: 226 },
  hand: { x: 662, y: 486, w: 196, h: 226 },
  renown: { x: 874, y: 6, w: 396, h: 50 },
  clans: { x: 874, y: 62, w: 396, h: 500 },
  piles: { x: 874, y: 568, w: 396, h: 144 },
} as const;

/** The balloon track's zones, coloured apart for colour-blind eyes: calm blue, amber, vermilion. */
export const ZONE_HEX = [0x56b4e9, 0xe69f00, 0xd55e00] as const;

export const FONT = 'Georgia, "Times New Roman", serif';

export type Clickable = Phaser.GameObjects.GameObject & { setInteractive(...args: unknown[]): unknown };

export function text(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  x: number,
  y: number,
  value: string,
  size = 14,
  colour: number | string = INK.paper,
  style: Partial<Phaser.Types.GameObjects.Text.TextStyle> = {},
): Phaser.GameObjects.Text {
  const t = scene.add.text(x, y, value, {
    fontFamily: FONT,
    fontSize: `${size}px`,
    color: typeof colour === 'number' ? css(colour) : colour,
    ...style,
  });
  parent.add(t);
  return t;
}

/**
 * A name that fits `width` pixels: drawn smaller, down to `minSize`, before it is cut with an ellipsis. Cutting
 * by characters alone hid most of many pirates' names ("Petit Marq…") that a smaller size shows whole.
 */
export function fitText(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  x: number,
  y: number,
  value: string,
  width: number,
  size: number,
  minSize: number,
  colour: number | string = INK.paper,
  style: Partial<Phaser.Types.GameObjects.Text.TextStyle> = {},
): Phaser.GameObjects.Text {
  const t = text(scene, parent, x, y, value, size, colour, style);
  for (let s = size - 1; t.width > width && s >= minSize; s--) t.setFontSize(s);
  if (t.width > width) {
    let cut = value;
    while (cut.length > 1 && t.width > width) {
      cut = cut.slice(0, -1);
      t.setText(`${cut.trimEnd()}…`);
    }
  }
  return t;
}

/** A seat's colour, or a neutral grey for an unknown seat. */
export function clanHex(colour: string | undefined): number {
  return colour ? seatHex(colour) : 0x888888;
}

/** A gold coin with its amount. */
export function coin(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  x: number,
  y: number,
  amount: number,
  r = 9,
): void {
  const g = scene.add.graphics();
  g.fillStyle(INK.gold, 1).fillCircle(x, y, r);
  g.lineStyle(1.5, 0x7a5a10, 1).strokeCircle(x, y, r);
  parent.add(g);
  text(scene, parent, x, y, String(amount), r + 2, INK.ink, { fontStyle: 'bold' }).setOrigin(0.5);
}

/** A canvas button that stands for one offered action. */
export function button(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  x: number,
  y: number,
  w: number,
  label: string,
  onClick: () => void,
  hot = true,
  h = 28,
): Phaser.GameObjects.Container {
  const b = scene.add.container(x, y);
  const g = scene.add.graphics();
  g.fillStyle(hot ? INK.highlight : 0x3a5566, 1).fillRoundedRect(0, 0, w, h, 8);
  g.lineStyle(2, 0x2b2118, 1).strokeRoundedRect(0, 0, w, h, 8);
  b.add(g);
  text(scene, b, w / 2, h / 2, label, h > 24 ? 14 : 12, hot ? INK.ink : INK.paper, {
    fontStyle: 'bold',
  }).setOrigin(0.5);
  b.setSize(w, h);
  b.setInteractive(new Phaser.Geom.Rectangle(0, 0, w, h), Phaser.Geom.Rectangle.Contains);
  if (b.input) b.input.cursor = 'pointer';
  b.on('pointerup', onClick);
  parent.add(b);
  return b;
}

/** Makes a container clickable over its box, with a pointer cursor. */
export function clickable(
  target: Phaser.GameObjects.Container,
  w: number,
  h: number,
  onClick: () => void,
): void {
  target.setSize(w, h);
  target.setInteractive(new Phaser.Geom.Rectangle(0, 0, w, h), Phaser.Geom.Rectangle.Contains);
  if (target.input) target.input.cursor = 'pointer';
  target.on('pointerup', onClick);
}

/** The glow drawn around anything that answers a click now. */
export function offeredRing(
  g: Phaser.GameObjects.Graphics,
  x: number,
  y: number,
  w: number,
  h: number,
): void {
  g.lineStyle(3, INK.highlight, 1).strokeRoundedRect(x - 3, y - 3, w + 6, h + 6, 10);
}

/** A die face with pips (1–6). */
export function drawDie(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  x: number,
  y: number,
  face: number,
  size = 44,
  tint: number = INK.paper,
): Phaser.GameObjects.Container {
  const die = scene.add.container(x, y);
  const g = scene.add.graphics();
  g.fillStyle(tint, 1).fillRoundedRect(-size / 2, -size / 2, size, size, size / 5);
  g.lineStyle(2, INK.ink, 1).strokeRoundedRect(-size / 2, -size / 2, size, size, size / 5);
  const pips: Record<number, ReadonlyArray<[number, number]>> = {
    1: [[0, 0]],
    2: [
      [-1, -1],
      [1, 1],
    ],
    3: [
      [-1, -1],
      [0, 0],
      [1, 1],
    ],
    4: [
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
    ],
    5: [
      [-1, -1],
      [1, -1],
      [0, 0],
      [-1, 1],
      [1, 1],
    ],
    6: [
      [-1, -1],
      [1, -1],
      [-1, 0],
      [1, 0],
      [-1, 1],
      [1, 1],
    ],
  };
  g.fillStyle(INK.ink, 1);
  for (const [px, py] of pips[face] ?? []) g.fillCircle((px * size) / 3.6, (py * size) / 3.6, size / 12);
  die.add(g);
  parent.add(die);
  return die;
}

/** Shortens a pirate's name to fit a token. */
export function short(name: string, max = 12): string {
  return name.length <= max ? name : `${name.slice(0, max - 1)}…`;
}
