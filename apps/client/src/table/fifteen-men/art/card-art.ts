// Draws 15 Men's cards in code: backs (flag and role), fronts (name, flag, role, VP), doubloons and bullets.
import type Phaser from 'phaser';
import { css } from '../../art/palette';
import { FONT as FACES, GAME_PALETTES, TYPE } from '../../../ui/theme';
import { sharpness } from '../../phaser-host';
import { cardData, lookCardWords, ROLE_WORDS, shortSkill, w as say } from '../labels';
import { cardName } from '../card-words';
import { drawPortrait } from './portrait-art';
import { CARD_H, CARD_W } from '../layout';

export { CARD_H, CARD_W };
/** The text face: labels, card texts, names on the small cards (Cinzel's capitals do not fit a ring card). */
export const FONT = FACES.text;
/** The display face: numbers, titles, names on the large card. */
export const DISPLAY = FACES.display;
export const PALETTE = GAME_PALETTES['fifteen-men'];

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
    .text(x, y, value, {
      fontFamily: FONT,
      // Nothing on this canvas is under body type: it shows at 0.71 of its size at 1280×720.
      fontSize: `${Math.max(TYPE.body, size)}px`,
      color: colour,
      align: 'center',
      resolution: sharpness(),
      ...style,
    })
    .setOrigin(0.5, 0.5);
}

/** Text in the display face (numbers, titles). */
export function title(
  scene: Scene,
  x: number,
  y: number,
  value: string,
  size: number,
  colour: string,
  style: Partial<Phaser.Types.GameObjects.Text.TextStyle> = {},
): Phaser.GameObjects.Text {
  return text(scene, x, y, value, size, colour, { fontFamily: DISPLAY, fontStyle: 'bold', ...style });
}

/** A small whole number from a string, the same every time: the grain of a card stays put between redraws. */
function seedOf(id: string): number {
  let h = 7;
  for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) % 100_003;
  return h;
}

/** Paper: a warm ground, a darker rim, and a few fibres (drawn, not a flat rectangle). */
function paper(g: Graphics, w: number, h: number, r: number, seed: number): void {
  g.fillStyle(0x000000, 0.35).fillRoundedRect(-w / 2 + 3, -h / 2 + 4, w, h, r);
  g.fillStyle(0xcdb68a, 1).fillRoundedRect(-w / 2, -h / 2, w, h, r);
  g.fillStyle(PALETTE.surface, 1).fillRoundedRect(-w / 2 + 2, -h / 2 + 2, w - 4, h - 4, r - 1);
  g.fillStyle(0xfff6dc, 0.55).fillRoundedRect(-w / 2 + 6, -h / 2 + 5, w - 12, h * 0.38, r - 2);
  g.lineStyle(1, 0xb89a66, 0.35);
  for (let k = 0; k < 7; k++) {
    const y = -h / 2 + 8 + (((seed * (k + 3)) % 97) / 97) * (h - 16);
    const x = -w / 2 + 6 + (((seed * (k + 5)) % 53) / 53) * (w * 0.5);
    g.lineBetween(x, y, x + 8 + ((seed + k) % 14), y + 1);
  }
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
  drawFlag(g, flag, 0, -CARD_H / 2 + 28, 40, 26);
  drawRole(g, role, 0, 4, 11, c.trim);
  // The role's word on a dark band across the foot, over the trim: "Cartographer" needs the card's whole width.
  g.fillStyle(0x000000, 0.45).fillRect(-CARD_W / 2 + 1, CARD_H / 2 - 30, CARD_W - 2, 20);
  into.add(g);
  into.add(
    text(scene, 0, CARD_H / 2 - 20, ROLE_WORDS[role ?? ''] ?? say('role.Guard'), TYPE.body, css(c.trim), {
      fontStyle: 'bold',
    }),
  );
}

/**
 * A face-up card centred on (0, 0): flag, portrait and Victory Points across the top, the name, and the skill in a
 * few words at the foot (the tooltip and the look card give it whole). `final`: the game is over and the canvas
 * is smaller: the name in label type, and no skill (the tally counts it).
 */
export function drawFront(scene: Scene, into: Container, id: string, final = false): void {
  const data = cardData(id);
  const size = final ? TYPE.label : TYPE.body;
  const g = scene.add.graphics();
  paper(g, CARD_W, CARD_H, 8, seedOf(id));
  g.lineStyle(1.5, PALETTE.ink, 0.7).strokeRoundedRect(
    -CARD_W / 2 + 3,
    -CARD_H / 2 + 3,
    CARD_W - 6,
    CARD_H - 6,
    6,
  );
  const flag = data?.front.flag ?? 'any';
  drawFlag(g, flag, -CARD_W / 2 + 17, -CARD_H / 2 + 13, 18, 12);
  drawPortrait(g, id, data?.front.role ?? null, 0, -CARD_H / 2 + 21, 0.62);
  // Victory Points in a gold seal.
  const seal = { x: CARD_W / 2 - 16, y: -CARD_H / 2 + 16, r: 13 };
  g.fillStyle(0x000000, 0.25).fillCircle(seal.x + 1, seal.y + 1, seal.r);
  g.fillStyle(PALETTE.gold, 1).fillCircle(seal.x, seal.y, seal.r);
  g.fillStyle(0xffe9a8, 0.6).fillCircle(seal.x - 3, seal.y - 3, 5);
  g.lineStyle(1, PALETTE.ink, 0.8).strokeCircle(seal.x, seal.y, seal.r);
  into.add(g);
  into.add(title(scene, seal.x, seal.y + 1, String(data?.vp ?? '?'), size, css(PALETTE.ink)));
  const name = text(scene, 0, -CARD_H / 2 + 35, cardName(id) ?? id, size, css(PALETTE.ink), {
    fontStyle: 'bold',
    wordWrap: { width: CARD_W - 8 },
    lineSpacing: -5,
  }).setOrigin(0.5, 0);
  into.add(name);
  if (final) {
    // The name alone, in the middle of what is left under the portrait.
    name.setY((-CARD_H / 2 + 35 + CARD_H / 2 - 4 - name.height) / 2);
    return;
  }
  // The skill's words under the name; when a two-line name leaves too little room, its first words and an
  // ellipsis (the tooltip and the look card give it whole).
  const words = shortSkill(id).split(' ');
  let skill: Phaser.GameObjects.Text | null = null;
  for (let n = words.length; n >= 1 && skill === null; n--) {
    const attempt = text(
      scene,
      0,
      CARD_H / 2 - 3,
      n === words.length ? words.join(' ') : `${words.slice(0, n).join(' ')} …`,
      size,
      css(PALETTE.inkSoft),
      { fontStyle: 'italic', wordWrap: { width: CARD_W - 8 }, lineSpacing: -6 },
    ).setOrigin(0.5, 1);
    if (attempt.y - attempt.height >= name.y + name.height - 2 || n === 1) skill = attempt;
    else attempt.destroy();
  }
  if (skill === null) return;
  into.add(skill);
  // A rule between name and skill when there is room for one.
  const gap = skill.y - skill.height - (name.y + name.height);
  if (gap >= 3) {
    const rule = scene.add.graphics();
    rule
      .lineStyle(1, PALETTE.inkSoft, 0.5)
      .lineBetween(-14, name.y + name.height + gap / 2, 14, name.y + name.height + gap / 2);
    into.add(rule);
  }
}

/** The large card a look shows: its size on the table. */
export const PEEK_W = 250;
export const PEEK_H = 350;

/**
 * A pirate's face drawn large, centred on (0, 0), for the one player who looked: name, flag and role, Victory
 * Points, the whole skill text, and what its back claims (a lying back is the point of a look).
 */
export function drawFaceLarge(scene: Scene, into: Container, id: string): void {
  const data = cardData(id);
  const words = lookCardWords(id);
  const w = PEEK_W;
  const h = PEEK_H;
  const g = scene.add.graphics();
  g.fillStyle(0x000000, 0.3).fillRoundedRect(-w / 2 + 4, -h / 2 + 10, w + 6, h + 4, 16);
  paper(g, w, h, 14, seedOf(id));
  g.lineStyle(3, PALETTE.ink, 0.85).strokeRoundedRect(-w / 2 + 6, -h / 2 + 6, w - 12, h - 12, 10);
  g.lineStyle(1, PALETTE.ink, 0.4).strokeRoundedRect(-w / 2 + 11, -h / 2 + 11, w - 22, h - 22, 8);
  drawFlag(g, data?.front.flag ?? 'any', -w / 2 + 36, -h / 2 + 30, 34, 22);
  drawPortrait(g, id, data?.front.role ?? null, 0, -h / 2 + 46, 1.3);
  g.fillStyle(0x000000, 0.25).fillCircle(w / 2 - 33, -h / 2 + 33, 20);
  g.fillStyle(PALETTE.gold, 1).fillCircle(w / 2 - 34, -h / 2 + 32, 20);
  g.fillStyle(0xffe9a8, 0.55).fillCircle(w / 2 - 38, -h / 2 + 26, 8);
  g.lineStyle(1.5, PALETTE.ink, 0.8).strokeCircle(w / 2 - 34, -h / 2 + 32, 20);
  into.add(g);
  into.add(title(scene, w / 2 - 34, -h / 2 + 30, words.vp, TYPE.heading, css(PALETTE.ink)));
  into.add(
    text(scene, w / 2 - 34, -h / 2 + 64, say('canvas.vp'), TYPE.body, css(PALETTE.inkSoft), {
      fontStyle: 'bold',
    }),
  );
  const name = title(scene, 0, -h / 2 + 82, cardName(id) ?? id, TYPE.label, css(PALETTE.ink), {
    wordWrap: { width: w - 30 },
  }).setOrigin(0.5, 0);
  into.add(name);
  const nation = text(scene, 0, name.y + name.height, words.nation, TYPE.body, css(PALETTE.inkSoft), {
    fontStyle: 'italic',
  }).setOrigin(0.5, 0);
  into.add(nation);
  // Wrapped: the French foot ran past both edges of the card.
  const footer = text(scene, 0, h / 2 - 14, say('canvas.peekFooter'), TYPE.body, css(PALETTE.inkSoft), {
    fontStyle: 'italic',
    wordWrap: { width: w - 22 },
  }).setOrigin(0.5, 1);
  into.add(footer);
  const claim =
    words.backClaim === ''
      ? null
      : text(scene, 0, footer.y - footer.height, words.backClaim, TYPE.body, css(PALETTE.alarm), {
          fontStyle: 'bold',
        }).setOrigin(0.5, 1);
  if (claim !== null) into.add(claim);
  // The whole skill between the nation and the foot; a long one closes its lines up rather than being cut.
  const top = nation.y + nation.height + 4;
  const bottom = (claim ?? footer).y - (claim ?? footer).height - 2;
  for (const spacing of [0, -3, -5]) {
    const skill = text(scene, 0, top, words.skill, TYPE.body, css(PALETTE.ink), {
      wordWrap: { width: w - 28 },
      lineSpacing: spacing,
    }).setOrigin(0.5, 0);
    if (skill.height <= bottom - top || spacing === -5) {
      into.add(skill);
      break;
    }
    skill.destroy();
  }
}

/** A doubloon centred on (0, 0): an embossed gold coin with its value (body type at least), rimmed in its owner's colour. */
export function drawCoin(
  scene: Scene,
  into: Container,
  value: number,
  rim: number,
  r = 14,
  digits = Math.max(TYPE.body, Math.round(r * 1.15)),
): void {
  const g = scene.add.graphics();
  g.fillStyle(0x000000, 0.4).fillCircle(1.5, 2, r);
  g.fillStyle(rim, 1).fillCircle(0, 0, r);
  g.lineStyle(1, 0x111111, 0.6).strokeCircle(0, 0, r);
  // The face: darker at its edge, lighter towards the light (top left), a raised ring, milled dots.
  g.fillStyle(0xb8871d, 1).fillCircle(0, 0, r - 2.5);
  g.fillStyle(0xe6b43a, 1).fillCircle(-0.6, -0.6, r - 3.5);
  g.fillStyle(0xffe08a, 0.7).fillCircle(-r * 0.3, -r * 0.3, r * 0.35);
  g.lineStyle(1, 0x7a5510, 0.9).strokeCircle(0, 0, r - 4.5);
  g.lineStyle(1, 0xfff0b8, 0.5)
    .beginPath()
    .arc(0, 0, r - 3.2, Math.PI * 1.05, Math.PI * 1.6)
    .strokePath();
  into.add(g);
  into.add(title(scene, 0, 0.5, String(value), digits, '#3d2a04'));
}

/** A pile's coin: its value in body type fits inside. */
export const PILE_R = 14;

/**
 * Doubloons in one pile per player, centred on (x, y) in a row (or a column when `vertical`): rims beneath for each
 * doubloon, the top coin showing what that player has paid in all (what decides control). `hover` may return a
 * zone for a pile's tooltip; it is placed over the pile.
 */
export function drawPiles(
  scene: Scene,
  into: Container,
  doubloons: ReadonlyArray<{ readonly seat: number; readonly value: number }>,
  hexOf: (seat: number) => number,
  x: number,
  y: number,
  vertical = false,
  hover: (seat: number, values: ReadonlyArray<number>) => Phaser.GameObjects.Zone | null | void = () => null,
  digits: number = TYPE.body,
): void {
  const piles = new Map<number, number[]>();
  for (const d of doubloons) piles.set(d.seat, [...(piles.get(d.seat) ?? []), d.value]);
  [...piles].forEach(([seat, values], k) => {
    const offset = (k - (piles.size - 1) / 2) * (PILE_R * 2 + (vertical ? 4 : 3));
    const px = vertical ? x : x + offset;
    const py = vertical ? y + offset : y;
    const hex = hexOf(seat);
    const pile = scene.add.graphics();
    for (let d = Math.min(values.length - 1, 4); d >= 1; d--) {
      pile.fillStyle(0x000000, 0.5).fillCircle(px + 1, py + 1 + d * 2, PILE_R);
      pile.fillStyle(hex, 1).fillCircle(px, py + d * 2, PILE_R);
      pile.fillStyle(0xb8871d, 1).fillCircle(px, py + d * 2, PILE_R - 3);
    }
    into.add(pile);
    const top = scene.add.container(px, py);
    drawCoin(
      scene,
      top,
      values.reduce((a, b) => a + b, 0),
      hex,
      PILE_R,
      digits,
    );
    into.add(top);
    const zone = hover(seat, values);
    if (zone) {
      zone.setPosition(px, py);
      into.add(zone);
    }
  });
}

/**
 * The player's bullet, drawn as a flintlock pistol facing right with its grip at (x, y): wood and brass while held,
 * a grey outline once fired, struck through in red while confiscated.
 */
export function drawBullet(g: Graphics, x: number, y: number, state: string): void {
  const held = state === 'held';
  const wood = held ? 0x7a4a24 : 0x555555;
  const metal = held ? 0xc9a227 : 0x6b6b6b;
  const a = held ? 1 : 0.55;
  // Grip, stock and barrel.
  g.fillStyle(wood, a);
  g.beginPath();
  g.moveTo(x - 14, y + 9);
  g.lineTo(x - 8, y - 3);
  g.lineTo(x + 2, y - 5);
  g.lineTo(x + 2, y + 1);
  g.lineTo(x - 5, y + 2);
  g.lineTo(x - 8, y + 10);
  g.closePath();
  g.fillPath();
  g.fillStyle(metal, a).fillRect(x, y - 6, 18, 4);
  g.fillStyle(0x222222, a).fillRect(x + 17, y - 6, 2, 4);
  // Hammer, trigger guard, and the butt's brass cap.
  g.fillStyle(metal, a).fillTriangle(x - 6, y - 4, x - 3, y - 9, x - 1, y - 4);
  g.lineStyle(1.2, metal, a)
    .beginPath()
    .arc(x - 3, y + 2, 3, 0, Math.PI)
    .strokePath();
  g.fillStyle(metal, a).fillCircle(x - 13, y + 9, 2);
  g.lineStyle(1, 0x111111, 0.6).strokeRect(x, y - 6, 18, 4);
  if (state === 'confiscated') g.lineStyle(2.5, PALETTE.alarm, 1).lineBetween(x - 16, y + 12, x + 20, y - 10);
}
