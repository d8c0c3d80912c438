// The airship: the balloon with its damage track, the hull with its 13 posts, and the hold's stack.
import { drawSeatMark } from '../../art/seat-mark';
import type Phaser from 'phaser';
import { sharingOrder, type PostId } from '@flotilla/rules/src/eollis/posts';
import { INK } from '../../art/palette';
import type { EollisModel, PirateModel } from '../model';
import { POST_WORDS } from '../labels';
import { LAYOUT, ZONE_HEX, clanHex, coin, fitText, offeredRing, text } from './common';

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

const ROW1: ReadonlyArray<PostId> = [
  'captain',
  'second',
  'priest',
  'lookout',
  'cook',
  'harpooner',
  'altiMaitre',
];
const ROW2: ReadonlyArray<PostId> = ['bosco', 'armourer', 'sailor1', 'sailor2', 'gunner1', 'gunner2'];
const SLOT_W = 104;
const SLOT_H = 62;

/** Each post's box on the deck. */
export const POST_BOXES: Readonly<Record<PostId, Box>> = (() => {
  const out: Partial<Record<PostId, Box>> = {};
  ROW1.forEach((post, i) => (out[post] = { x: 54 + i * 112, y: 256, w: SLOT_W, h: SLOT_H }));
  ROW2.forEach((post, i) => (out[post] = { x: 110 + i * 112, y: 326, w: SLOT_W, h: SLOT_H }));
  return out as Record<PostId, Box>;
})();

export const HOLD_BOX: Box = { x: 110, y: 400, w: 660, h: 64 };

/** Where the n-th pirate of the hold (top first) sits. */
export function holdSpot(n: number): { x: number; y: number } {
  return { x: HOLD_BOX.x + 92 + n * 60, y: HOLD_BOX.y + 34 };
}

const BONUS: Partial<Record<PostId, string>> = {
  second: '+2 Bagou',
  bosco: '+1 Nav',
  sailor1: '+1 Nav',
  sailor2: '+1 Nav',
  armourer: '+1 Com',
  gunner1: '+1 Com',
  gunner2: '+1 Com',
};
const SHARE = new Map(sharingOrder.map((e) => [e.post, e.gold]));

/** The centre of the balloon track's space `n` (0 = before space 1, 9 = off the track). */
export function trackSpot(n: number): { x: number; y: number } {
  return { x: 128 + Math.max(0, Math.min(9, n)) * 72, y: 128 };
}

function zoneOf(space: number): number {
  return space <= 3 ? 0 : space <= 6 ? 1 : 2;
}

/** The balloon envelope, its rigging and the damage track (the token is the scene's own, to animate it). */
export function drawBalloon(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  model: EollisModel,
): void {
  const b = LAYOUT.balloon;
  const cx = b.x + b.w / 2;
  const cy = b.y + 86;
  const g = scene.add.graphics();
  parent.add(g);
  // Rigging down to the hull.
  g.lineStyle(2, 0x8a7456, 0.9);
  for (const x of [150, 300, 435, 570, 720])
    g.lineBetween(x, cy + 60, x + (x < cx ? -20 : x > cx ? 20 : 0), 252);
  if (model.destroyed) {
    g.fillStyle(0x3b2a2a, 1);
    g.fillTriangle(cx - 300, cy + 40, cx - 120, cy - 60, cx - 40, cy + 50);
    g.fillTriangle(cx + 10, cy + 40, cx + 140, cy - 70, cx + 320, cy + 30);
    text(scene, parent, cx, cy, 'The balloons have burst', 26, INK.red, { fontStyle: 'bold' }).setOrigin(0.5);
    return;
  }
  // The envelope: a warm striped canvas, darker as the damage grows.
  const wear = Math.min(1, model.balloon / 8);
  g.fillStyle(0xc9a36a, 1).fillEllipse(cx, cy, b.w, 166);
  for (let i = -5; i <= 5; i++) {
    g.fillStyle(i % 2 === 0 ? 0xb3343a : 0xe8d3a8, 0.55);
    g.fillEllipse(cx + i * 62, cy, 40, 160 - Math.abs(i) * 14);
  }
  g.fillStyle(0x000000, 0.45 * wear).fillEllipse(cx, cy, b.w, 166);
  g.lineStyle(3, 0x5b3a22, 1).strokeEllipse(cx, cy, b.w, 166);
  // Patches where the balloon was hit.
  for (let i = 0; i < Math.min(8, model.balloon); i++) {
    const px = cx - 300 + ((i * 137) % 600);
    const py = cy - 60 + ((i * 53) % 40);
    g.fillStyle(0x6b5a3a, 1).fillRect(px, py, 22, 16);
    g.lineStyle(1, 0x2b2118, 1).strokeRect(px, py, 22, 16);
  }
  // The track: a start space, then 8 spaces in three zones with the repair number above each zone.
  const outline = { stroke: '#2b2118', strokeThickness: 4 };
  text(scene, parent, trackSpot(0).x, 94, 'start', 12, INK.paper, outline).setOrigin(0.5);
  for (let space = 0; space <= 8; space++) {
    const { x, y } = trackSpot(space);
    const fill = space === 0 ? 0x2e4a5a : (ZONE_HEX[zoneOf(space)] ?? 0x888888);
    g.fillStyle(fill, space === 0 ? 0.9 : 0.95).fillRoundedRect(x - 30, y - 22, 60, 44, 10);
    g.lineStyle(2, 0x2b2118, 1).strokeRoundedRect(x - 30, y - 22, 60, 44, 10);
    if (space > 0)
      text(scene, parent, x + 22, y + 14, String(space), 12, INK.ink, { fontStyle: 'bold' }).setOrigin(
        1,
        0.5,
      );
  }
  const burst = trackSpot(9);
  g.lineStyle(2, INK.red, 1).strokeCircle(burst.x, burst.y, 22);
  text(scene, parent, burst.x, burst.y, '✸', 26, INK.red).setOrigin(0.5);
  text(scene, parent, burst.x, burst.y + 32, 'burst', 12, INK.paper, outline).setOrigin(0.5);
  (
    [
      [1, 3, 'repair 3+'],
      [4, 6, 'repair 4+'],
      [7, 8, 'repair 5+'],
    ] as const
  ).forEach(([from, to, words], zone) => {
    const x = (trackSpot(from).x + trackSpot(to).x) / 2;
    const here = zoneOf(Math.max(1, model.balloon)) === zone && model.balloon > 0;
    text(scene, parent, x, 94, words, here ? 15 : 13, here ? INK.highlight : INK.paper, {
      ...outline,
      fontStyle: here ? 'bold' : 'normal',
    }).setOrigin(0.5);
  });
}

/** The balloon token: the scene moves it space by space. */
export function makeToken(scene: Phaser.Scene): Phaser.GameObjects.Container {
  const token = scene.add.container(trackSpot(0).x, trackSpot(0).y);
  const g = scene.add.graphics();
  g.fillStyle(0x000000, 0.35).fillCircle(2, 3, 17);
  g.fillStyle(0xf5f5f0, 1).fillCircle(0, -3, 15);
  g.fillStyle(0xb3343a, 1).fillCircle(0, -3, 9);
  g.lineStyle(2, 0x2b2118, 1).strokeCircle(0, -3, 15);
  g.fillStyle(0x7a5a30, 1).fillRect(-5, 13, 10, 7);
  g.lineStyle(1, 0x2b2118, 1).lineBetween(-8, 8, -4, 13).lineBetween(8, 8, 4, 13);
  token.add(g);
  token.setDepth(4);
  return token;
}

/** A pirate token: a disc in its Clan's colour with initials, a ghost drawn faint. */
export function drawPirateToken(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  x: number,
  y: number,
  pirate: PirateModel,
  colour: string,
  r = 16,
): void {
  const g = scene.add.graphics();
  g.fillStyle(0x000000, 0.35).fillCircle(x + 2, y + 2, r);
  g.fillStyle(clanHex(colour), pirate.ghost ? 0.45 : 1).fillCircle(x, y, r);
  g.lineStyle(2, pirate.powerUsed ? 0x555555 : 0xffffff, 1).strokeCircle(x, y, r);
  // The Clan's shape at the token's shoulder: colour is never the only mark of a seat.
  drawSeatMark(g, colour, x + r * 0.8, y - r * 0.8, Math.max(4, r * 0.38), pirate.ghost ? 0.6 : 1);
  parent.add(g);
  const initials = pirate.name
    .replace(/[’']/g, '')
    .split(/[\s-]+/)
    .filter((w) => /^[A-Za-zÀ-ÿ]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  text(scene, parent, x, y, pirate.ghost ? '✝' : initials, r - 2, INK.ink, { fontStyle: 'bold' }).setOrigin(
    0.5,
  );
}

export interface ShipHighlights {
  /** Posts a click would act on now. */
  readonly posts: ReadonlySet<string>;
  /** Pirates a click would act on now. */
  readonly pirates: ReadonlySet<string>;
}

/** The hull, the 13 posts with their pirates, and the hold's stack (top first). */
export function drawShip(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  model: EollisModel,
  lit: ShipHighlights,
): void {
  const g = scene.add.graphics();
  parent.add(g);
  // Hull: a long wooden boat with a bow to the right.
  g.fillStyle(0x5a3a22, 1);
  g.beginPath();
  g.moveTo(30, 248);
  g.lineTo(800, 248);
  g.lineTo(850, 236);
  g.lineTo(808, 400);
  g.lineTo(770, 470);
  g.lineTo(100, 470);
  g.lineTo(44, 400);
  g.closePath();
  g.fillPath();
  g.lineStyle(3, 0x2b1a0e, 1).strokePath();
  for (let y = 262; y < 470; y += 18)
    g.lineStyle(1, 0x3e2815, 0.6).lineBetween(40, y, 820 - (y - 262) * 0.2, y);
  g.fillStyle(0x2b1a0e, 0.85).fillRoundedRect(HOLD_BOX.x, HOLD_BOX.y, HOLD_BOX.w, HOLD_BOX.h, 12);
  g.lineStyle(2, 0x8a6a3e, 1).strokeRoundedRect(HOLD_BOX.x, HOLD_BOX.y, HOLD_BOX.w, HOLD_BOX.h, 12);
  text(scene, parent, HOLD_BOX.x + 12, HOLD_BOX.y + 8, 'Hold', 15, INK.paperDim, { fontStyle: 'bold' });
  text(scene, parent, HOLD_BOX.x + 12, HOLD_BOX.y + 30, 'top first →', 11, INK.paperDim);

  const colourOf = (seat: number): string => model.clans[seat]?.colour ?? '';
  for (const [post, box] of Object.entries(POST_BOXES) as Array<[PostId, Box]>) {
    const id = model.posts[post];
    const pirate = id ? model.pirates[id] : undefined;
    const captain = post === 'captain';
    g.fillStyle(captain ? 0xf6e2b0 : INK.paper, pirate ? 1 : 0.55).fillRoundedRect(
      box.x,
      box.y,
      box.w,
      box.h,
      8,
    );
    g.lineStyle(captain ? 3 : 1.5, captain ? INK.gold : 0x2b2118, 1).strokeRoundedRect(
      box.x,
      box.y,
      box.w,
      box.h,
      8,
    );
    if (lit.posts.has(post) || (id !== undefined && lit.pirates.has(id)))
      offeredRing(g, box.x, box.y, box.w, box.h);
    text(
      scene,
      parent,
      box.x + 6,
      box.y + 3,
      `${captain ? '★ ' : ''}${POST_WORDS[post] ?? post}`,
      12,
      INK.ink,
      {
        fontStyle: 'bold',
      },
    );
    const share = SHARE.get(post) ?? 0;
    if (share > 0)
      text(scene, parent, box.x + box.w - 5, box.y + 4, `${share}g`, 10, INK.inkSoft).setOrigin(1, 0);
    const bonus = BONUS[post];
    if (bonus) text(scene, parent, box.x + box.w - 5, box.y + box.h - 4, bonus, 10, 0x1f5e7a).setOrigin(1, 1);
    if (pirate) {
      drawPirateToken(scene, parent, box.x + 20, box.y + 38, pirate, colourOf(pirate.owner));
      fitText(scene, parent, box.x + 40, box.y + 22, pirate.name, box.w - 44, 11, 8, INK.ink);
      if (pirate.gold > 0) coin(scene, parent, box.x + 50, box.y + 44, pirate.gold, 8);
    }
  }
  model.hold.forEach((id, n) => {
    const pirate = model.pirates[id];
    if (!pirate) return;
    const { x, y } = holdSpot(n);
    if (lit.pirates.has(id)) offeredRing(g, x - 20, y - 20, 40, 40);
    drawPirateToken(scene, parent, x, y, pirate, colourOf(pirate.owner), 18);
  });
  if (model.hold.length === 0)
    text(scene, parent, HOLD_BOX.x + 110, HOLD_BOX.y + 24, 'empty', 13, INK.inkSoft);
}
