// Draws 15 Men's cards in code: backs (flag and role), fronts (name, flag, role, VP), doubloons and bullets.
import type Phaser from 'phaser';
import { INK, css } from '../../art/palette';
import { cardData, FLAG_WORDS, lookCardWords, ROLE_WORDS } from '../labels';

export const CARD_W = 78;
export const CARD_H = 106;
export const FONT = 'Georgia, "Times New Roman", serif';

type Scene = Phaser.Scene;
type Container = Phaser.GameObjects.Container;
type Graphics = Phaser.GameObjects.Graphics;

/** Colours of a back by its flag: the card's ground and its trim. */
const BACKS: Record<string, { ground: number; trim: number }> = {
  english: { ground: 0x5a1f24, trim: 0xe8d3a0 },
  french: { ground: 0x1f3560, trim: 0xe8d3a0 },
  spanish: { ground: 0x5c4212, trim: 0xf0d070 },
  any: { ground: 0x2f3d2a, trim: 0xe8d3a0 },
};

export function text(
  scene: Scene,
  x: number,
  y: number,
  value: string,
  size: number,
  colour: string,
  style: Partial<Phaser.Types.GameObjects.Text.TextStyle> = {},
): Phaser.GameObjects.Text {
  return scene.add
    .text(x, y, value, { fontFamily: FONT, fontSize: `${size}px`, color: colour, align: 'center', ...style })
    .setOrigin(0.5, 0.5);
}

/** A small flag, centred on (x, y): St George's cross, the fleur-de-lis blue, the Spanish stripes, or all three. */
export function drawFlag(g: Graphics, flag: string, x: number, y: number, w: number, h: number): void {
  const left = x - w / 2;
  const top = y - h / 2;
  if (flag === 'english') {
    g.fillStyle(0xf4f1ea, 1).fillRect(left, top, w, h);
    g.fillStyle(0xc8102e, 1).fillRect(x - w * 0.09, top, w * 0.18, h);
    g.fillRect(left, y - h * 0.12, w, h * 0.24);
  } else if (flag === 'french') {
    g.fillStyle(0x1d3f8f, 1).fillRect(left, top, w, h);
    g.fillStyle(0xf2d16b, 1);
    g.fillCircle(x, y - h * 0.12, h * 0.14);
    g.fillTriangle(x - h * 0.22, y + h * 0.05, x + h * 0.22, y + h * 0.05, x, y + h * 0.35);
  } else if (flag === 'spanish') {
    g.fillStyle(0xaa151b, 1).fillRect(left, top, w, h);
    g.fillStyle(0xf1bf00, 1).fillRect(left, top + h * 0.25, w, h * 0.5);
  } else {
    const third = w / 3;
    g.fillStyle(0xf4f1ea, 1).fillRect(left, top, third, h);
    g.fillStyle(0x1d3f8f, 1).fillRect(left + third, top, third, h);
    g.fillStyle(0xf1bf00, 1).fillRect(left + 2 * third, top, third, h);
  }
  g.lineStyle(1, 0x000000, 0.5).strokeRect(left, top, w, h);
}

/** A role's glyph drawn in lines, centred on (x, y). */
export function drawRole(
  g: Graphics,
  role: string | null,
  x: number,
  y: number,
  s: number,
  colour: number,
): void {
  g.lineStyle(2, colour, 1);
  g.fillStyle(colour, 1);
  switch (role) {
    case 'buccaneer': // crossed sabres
      g.lineBetween(x - s, y - s, x + s, y + s);
      g.lineBetween(x + s, y - s, x - s, y + s);
      g.fillCircle(x - s, y + s, 2.5).fillCircle(x + s, y + s, 2.5);
      break;
    case 'cartographer': // compass rose
      g.fillTriangle(x, y - s, x - s * 0.3, y, x + s * 0.3, y);
      g.fillTriangle(x, y + s, x - s * 0.3, y, x + s * 0.3, y);
      g.lineBetween(x - s, y, x + s, y);
      break;
    case 'helmsman': // ship's wheel
      g.strokeCircle(x, y, s * 0.65);
      for (let k = 0; k < 4; k++) {
        const a = (k * Math.PI) / 4;
        g.lineBetween(x - Math.cos(a) * s, y - Math.sin(a) * s, x + Math.cos(a) * s, y + Math.sin(a) * s);
      }
      break;
    case 'phantom': // a ghost's hood
      g.fillCircle(x, y - s * 0.2, s * 0.6);
      g.fillRect(x - s * 0.6, y - s * 0.2, s * 1.2, s * 0.9);
      break;
    case 'bosun': // anchor
      g.lineBetween(x, y - s, x, y + s);
      g.lineBetween(x - s * 0.5, y - s * 0.5, x + s * 0.5, y - s * 0.5);
      g.strokeCircle(x, y - s, 2.5);
      g.lineBetween(x - s * 0.8, y + s * 0.4, x, y + s);
      g.lineBetween(x + s * 0.8, y + s * 0.4, x, y + s);
      break;
    default:
      break;
  }
}

/** A face-down card centred on (0, 0): its back's flag and role, as everyone sees it. */
export function drawBack(scene: Scene, into: Container, flag: string, role: string | null): void {
  const c = BACKS[flag] ?? BACKS.any ?? { ground: 0x333333, trim: 0xffffff };
  const g = scene.add.graphics();
  g.fillStyle(0x000000, 0.35).fillRoundedRect(-CARD_W / 2 + 3, -CARD_H / 2 + 4, CARD_W, CARD_H, 8);
  g.fillStyle(c.ground, 1).fillRoundedRect(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H, 8);
  g.lineStyle(2, c.trim, 0.9).strokeRoundedRect(-CARD_W / 2 + 4, -CARD_H / 2 + 4, CARD_W - 8, CARD_H - 8, 6);
  // A faint rope pattern across the back.
  g.lineStyle(1, c.trim, 0.18);
  for (let k = -CARD_H; k < CARD_H; k += 9) g.lineBetween(-CARD_W / 2 + 6, k, CARD_W / 2 - 6, k + 18);
  drawFlag(g, flag, 0, -22, 40, 26);
  drawRole(g, role, 0, 16, 11, c.trim);
  into.add(g);
  into.add(text(scene, 0, 40, ROLE_WORDS[role ?? ''] ?? '', 9, css(c.trim)));
}

/** A face-up card centred on (0, 0): name, flag, role and Victory Points as its front prints them. */
export function drawFront(scene: Scene, into: Container, id: string): void {
  const data = cardData(id);
  const g = scene.add.graphics();
  g.fillStyle(0x000000, 0.35).fillRoundedRect(-CARD_W / 2 + 3, -CARD_H / 2 + 4, CARD_W, CARD_H, 8);
  g.fillStyle(INK.paper, 1).fillRoundedRect(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H, 8);
  g.lineStyle(2, INK.ink, 0.8).strokeRoundedRect(-CARD_W / 2 + 3, -CARD_H / 2 + 3, CARD_W - 6, CARD_H - 6, 6);
  const flag = data?.front.flag ?? 'any';
  drawFlag(g, flag, -CARD_W / 2 + 17, -CARD_H / 2 + 14, 20, 13);
  // Victory Points in a gold seal.
  g.fillStyle(INK.gold, 1).fillCircle(CARD_W / 2 - 15, -CARD_H / 2 + 15, 10);
  g.lineStyle(1, INK.ink, 0.8).strokeCircle(CARD_W / 2 - 15, -CARD_H / 2 + 15, 10);
  drawRole(g, data?.front.role ?? null, 0, 26, 9, INK.ink);
  into.add(g);
  into.add(
    text(scene, CARD_W / 2 - 15, -CARD_H / 2 + 15, String(data?.vp ?? '?'), 12, css(INK.ink), {
      fontStyle: 'bold',
    }),
  );
  into.add(
    text(scene, 0, -6, data?.name ?? id, 12, css(INK.ink), {
      fontStyle: 'bold',
      wordWrap: { width: CARD_W - 10 },
      lineSpacing: -2,
    }),
  );
  const skill =
    data?.reveal !== undefined
      ? 'Reveal'
      : data?.showdown !== undefined
        ? 'Showdown'
        : data?.scoring !== undefined
          ? 'Bonus'
          : '';
  into.add(
    text(scene, 0, 44, skill === '' ? (FLAG_WORDS[flag] ?? '') : skill, 9, css(INK.inkSoft), {
      fontStyle: 'italic',
    }),
  );
}

/** The large card a look shows: its size on the table. */
export const PEEK_W = 232;
export const PEEK_H = 316;

/**
 * A pirate's face drawn large, centred on (0, 0), for the one player who looked: name, flag and role, Victory
 * Points, the whole skill text, and what its back claims (a lying back is the point of a look).
 */
export function drawFaceLarge(scene: Scene, into: Container, id: string): void {
  const data = cardData(id);
  const w = PEEK_W;
  const h = PEEK_H;
  const g = scene.add.graphics();
  g.fillStyle(0x000000, 0.45).fillRoundedRect(-w / 2 + 6, -h / 2 + 8, w, h, 14);
  g.fillStyle(INK.paper, 1).fillRoundedRect(-w / 2, -h / 2, w, h, 14);
  g.lineStyle(3, INK.ink, 0.9).strokeRoundedRect(-w / 2 + 5, -h / 2 + 5, w - 10, h - 10, 10);
  const flag = data?.front.flag ?? 'any';
  drawFlag(g, flag, -w / 2 + 34, -h / 2 + 28, 36, 24);
  g.fillStyle(INK.gold, 1).fillCircle(w / 2 - 30, -h / 2 + 30, 19);
  g.lineStyle(1.5, INK.ink, 0.8).strokeCircle(w / 2 - 30, -h / 2 + 30, 19);
  drawRole(g, data?.front.role ?? null, 0, -h / 2 + 104, 16, INK.ink);
  into.add(g);
  into.add(
    text(scene, w / 2 - 30, -h / 2 + 30, lookCardWords(id).vp, 20, css(INK.ink), { fontStyle: 'bold' }),
  );
  into.add(text(scene, w / 2 - 30, -h / 2 + 56, 'VP', 10, css(INK.inkSoft)));
  into.add(
    text(scene, 0, -h / 2 + 66, data?.name ?? id, 19, css(INK.ink), {
      fontStyle: 'bold',
      wordWrap: { width: w - 110 },
    }),
  );
  const words = lookCardWords(id);
  into.add(text(scene, 0, -h / 2 + 132, words.nation, 13, css(INK.inkSoft)));
  into.add(
    text(scene, 0, -h / 2 + 150, words.skill, 13, css(INK.ink), {
      wordWrap: { width: w - 28 },
      lineSpacing: 1,
    }).setOrigin(0.5, 0),
  );
  if (words.backClaim !== '')
    into.add(text(scene, 0, h / 2 - 44, words.backClaim, 12, css(INK.red), { fontStyle: 'italic' }));
  into.add(
    text(scene, 0, h / 2 - 22, 'Only you see this · click to put it back', 11, css(INK.inkSoft), {
      fontStyle: 'italic',
    }),
  );
}

/** A doubloon centred on (0, 0) with its value, rimmed in its owner's colour. */
export function drawCoin(scene: Scene, into: Container, value: number, rim: number, r = 10): void {
  const g = scene.add.graphics();
  g.fillStyle(0x000000, 0.4).fillCircle(1.5, 2, r);
  g.fillStyle(rim, 1).fillCircle(0, 0, r);
  g.fillStyle(0xf2c84b, 1).fillCircle(0, 0, r - 3);
  g.lineStyle(1, 0x8a6a10, 1).strokeCircle(0, 0, r - 5);
  into.add(g);
  into.add(text(scene, 0, 0, String(value), Math.round(r * 1.1), '#4a3505', { fontStyle: 'bold' }));
}

/**
 * Doubloons in one pile per player, centred on (x, y): rims beneath for each doubloon, the top coin showing
 * what that player has paid in all (what decides control).
 */
export function drawPiles(
  scene: Scene,
  into: Container,
  doubloons: ReadonlyArray<{ readonly seat: number; readonly value: number }>,
  hexOf: (seat: number) => number,
  x: number,
  y: number,
): void {
  const piles = new Map<number, number[]>();
  for (const d of doubloons) piles.set(d.seat, [...(piles.get(d.seat) ?? []), d.value]);
  [...piles].forEach(([seat, values], k) => {
    const px = x + (k - (piles.size - 1) / 2) * 24;
    const hex = hexOf(seat);
    const pile = scene.add.graphics();
    for (let d = values.length - 1; d >= 1; d--) {
      pile.fillStyle(0x000000, 0.5).fillCircle(px + 1, y + 1 + d * 2, 11);
      pile.fillStyle(hex, 1).fillCircle(px, y + d * 2, 11);
      pile.fillStyle(0xd9ad3a, 1).fillCircle(px, y + d * 2, 8);
    }
    into.add(pile);
    const top = scene.add.container(px, y);
    drawCoin(
      scene,
      top,
      values.reduce((a, b) => a + b, 0),
      hex,
      11,
    );
    into.add(top);
  });
}

/** A bullet: brass when held, a grey outline once fired, a padlocked one while confiscated. */
export function drawBullet(g: Graphics, x: number, y: number, state: string): void {
  const held = state === 'held';
  g.fillStyle(held ? 0xc9a227 : 0x555555, held ? 1 : 0.5);
  g.fillRoundedRect(x - 4, y - 4, 8, 14, 2);
  g.fillCircle(x, y - 4, 4);
  g.fillStyle(held ? 0x8b6914 : 0x444444, 1).fillRect(x - 4, y + 8, 8, 3);
  if (state === 'confiscated') {
    g.lineStyle(2, INK.red, 1).lineBetween(x - 7, y - 9, x + 7, y + 11);
  }
}
