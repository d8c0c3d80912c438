// The airship: the balloon with its damage gauge, the hull with its 13 posts (each a station on the deck with its
// holder's figure), the hold's stack and the cagnotte's chest.
import type Phaser from 'phaser';
import { sharingOrder, type PostId } from '@flotilla/rules/eollis/material';
import { INK } from '../../art/palette';
import { TYPE } from '../../../ui/theme';
import type { TableTooltip } from '../../tooltip';
import type { EollisModel } from '../model';
import {
  EOLLIS,
  LAYOUT,
  ZONE_HEX,
  MIN_TYPE,
  coin,
  fillPoly,
  fitLines,
  offeredRing,
  paperGrain,
  strokePoly,
  text,
  tipArea,
  title,
  woodGrain,
} from './common';
import { drawEmblem, drawFigure } from './figures';
import { cagnotteTip, holdTip, tokenTip, trackTip } from './tips';
import { eo } from '../terms';

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
const SLOT_W = 112;
const SLOT_H = 100;
const PITCH = 116;
/** The deck's rail, where the rigging is tied and the posts' first row starts below. */
const RAIL_Y = 170;

/** A post's short name, as on its plaque. */
export function plaqueWord(post: PostId): string {
  return eo(`plaque.${post}`);
}

/** Each post's station on the deck. */
export const POST_BOXES: Readonly<Record<PostId, Box>> = (() => {
  const out: Partial<Record<PostId, Box>> = {};
  ROW1.forEach((post, i) => (out[post] = { x: 22 + i * PITCH, y: RAIL_Y + 10, w: SLOT_W, h: SLOT_H }));
  ROW2.forEach(
    (post, i) => (out[post] = { x: 80 + i * PITCH, y: RAIL_Y + 18 + SLOT_H, w: SLOT_W, h: SLOT_H }),
  );
  return out as Record<PostId, Box>;
})();

export const HOLD_BOX: Box = { x: 87, y: 396, w: 564, h: 66 };
const CHEST: Box = { x: 668, y: 392, w: 104, h: 72 };
const HOLD_FIRST = 96;
/** The height of a station's name plaque. */
const PLAQUE_H = 22;

/** Where the n-th pirate of the hold (top first) stands: its figure and name, `count` pirates in all. */
export function holdBox(n: number, count: number): Box {
  const pitch = Math.min(78, (HOLD_BOX.w - HOLD_FIRST - 8) / Math.max(1, count));
  return { x: HOLD_BOX.x + HOLD_FIRST + n * pitch, y: HOLD_BOX.y + 4, w: pitch - 4, h: HOLD_BOX.h - 8 };
}

/** The centre of the hold's n-th pirate (for the landing ring). */
export function holdSpot(n: number, count = n + 1): { x: number; y: number } {
  const box = holdBox(n, count);
  return { x: box.x + box.w / 2, y: box.y + 20 };
}

/** The bonus a post gives every Clan, by its message (`ship.bonus.*`: "+2 Bagou", "+1 Nav", "+1 Com"). */
const BONUS: Partial<Record<PostId, string>> = {
  second: 'bagou',
  bosco: 'navigation',
  sailor1: 'navigation',
  sailor2: 'navigation',
  armourer: 'combat',
  gunner1: 'combat',
  gunner2: 'combat',
};
const SHARE = new Map(sharingOrder.map((e) => [e.post, e.gold]));

const TRACK_Y = 86;
const RIBBON_H = 24;
const RING_R = 25;

/** The centre of the balloon track's space `n` (0 = before space 1, 9 = off the track). */
export function trackSpot(n: number): { x: number; y: number } {
  return { x: 96 + Math.max(0, Math.min(9, n)) * 74, y: TRACK_Y };
}

function zoneOf(space: number): number {
  return space <= 3 ? 0 : space <= 6 ? 1 : 2;
}

/** The balloon's envelope: sailcloth gores in copper and cream, shaded round, under a rope net. */
function envelope(
  g: Phaser.GameObjects.Graphics,
  cx: number,
  cy: number,
  w: number,
  h: number,
  wear: number,
): void {
  g.fillStyle(0x000000, 0.25).fillEllipse(cx + 6, cy + 8, w, h);
  g.fillStyle(0xe6cfa2, 1).fillEllipse(cx, cy, w, h);
  for (let i = -6; i <= 6; i++) {
    if (i % 2 !== 0) continue;
    g.fillStyle(0xb5562f, 0.8).fillEllipse(cx + i * 62, cy, 46, h - Math.abs(i) * 14);
  }
  // Shading: darker toward the belly, a sheen up and to the left.
  for (let k = 0; k < 6; k++)
    g.fillStyle(0x3a1a0a, 0.05).fillEllipse(cx, cy + 10 + k * 5, w - k * 40, h - k * 22);
  g.fillStyle(0xffffff, 0.12).fillEllipse(cx - w * 0.18, cy - h * 0.22, w * 0.5, h * 0.3);
  g.fillStyle(0x1a0a04, 0.4 * wear).fillEllipse(cx, cy, w, h);
  // The rope net over it.
  g.lineStyle(1, 0x5b3a22, 0.35);
  for (let i = -7; i <= 7; i++) {
    const x = cx + i * 56;
    g.lineBetween(x - 30, cy - h / 2 + 14, x + 30, cy + h / 2 - 14);
    g.lineBetween(x + 30, cy - h / 2 + 14, x - 30, cy + h / 2 - 14);
  }
  g.lineStyle(3, 0x5b3a22, 1).strokeEllipse(cx, cy, w, h);
}

/** A gauge ring on the track: a brass bezel wrapped in rope, the zone's colour on its face. */
function gaugeRing(g: Phaser.GameObjects.Graphics, x: number, y: number, face: number, lit: boolean): void {
  g.fillStyle(0x000000, 0.4).fillCircle(x + 2, y + 3, RING_R + 1);
  g.fillStyle(EOLLIS.brassDark, 1).fillCircle(x, y, RING_R + 1);
  g.fillStyle(EOLLIS.brass, 1).fillCircle(x, y, RING_R - 0.5);
  g.fillStyle(EOLLIS.brassLight, 0.7).fillCircle(x - 4, y - 5, RING_R - 8);
  g.fillStyle(EOLLIS.brass, 1).fillCircle(x, y, RING_R - 4);
  // Rope: short twisted strokes around the bezel.
  g.lineStyle(2, EOLLIS.rope, 1);
  for (let k = 0; k < 16; k++) {
    const a = (k / 16) * Math.PI * 2;
    const r1 = RING_R - 4;
    const r2 = RING_R - 1;
    g.lineBetween(
      x + Math.cos(a) * r1,
      y + Math.sin(a) * r1,
      x + Math.cos(a + 0.18) * r2,
      y + Math.sin(a + 0.18) * r2,
    );
  }
  g.fillStyle(0xfdf6e3, 1).fillCircle(x, y, RING_R - 6);
  g.fillStyle(face, 0.85).fillCircle(x, y, RING_R - 7);
  g.fillStyle(0xffffff, 0.25).fillEllipse(x - 4, y - 7, 20, 8);
  g.lineStyle(1.5, INK.ink, 0.9).strokeCircle(x, y, RING_R - 6);
  if (lit) g.lineStyle(3, EOLLIS.accent, 1).strokeCircle(x, y, RING_R + 3);
}

/** The balloon envelope, its rigging and the damage gauge (the token is the scene's own, to animate it). */
export function drawBalloon(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  model: EollisModel,
  tips: TableTooltip,
): void {
  const b = LAYOUT.balloon;
  const cx = b.x + b.w / 2;
  const cy = b.y + 74;
  const g = scene.add.graphics();
  parent.add(g);
  // Rigging down to the hull's rail.
  g.lineStyle(2, 0x8a7456, 0.9);
  for (const x of [90, 240, 430, 620, 770])
    g.lineBetween(x, cy + 58, x + (x < cx ? -20 : x > cx ? 20 : 0), RAIL_Y + 4);
  if (model.destroyed) {
    g.fillStyle(0x3b2a2a, 1);
    g.fillTriangle(cx - 300, cy + 40, cx - 120, cy - 60, cx - 40, cy + 50);
    g.fillTriangle(cx + 10, cy + 40, cx + 140, cy - 70, cx + 320, cy + 30);
    title(scene, parent, cx, cy, eo('canvas.burst'), TYPE.heading, EOLLIS.alarm, {
      stroke: '#1a0a04',
      strokeThickness: 4,
    }).setOrigin(0.5);
    return;
  }
  envelope(g, cx, cy, b.w - 16, b.h - 4, Math.min(1, model.balloon / 8));
  // Patches where the balloon was hit: a tilted square of darker cloth, stitched round its edge.
  for (let i = 0; i < Math.min(8, model.balloon); i++) {
    const px = cx - 300 + ((i * 157) % 600);
    const py = cy + 44 + ((i * 53) % 12);
    const tilt = ((i % 3) - 1) * 3;
    const corners = [
      { x: px, y: py + tilt },
      { x: px + 24, y: py - tilt },
      { x: px + 24 + tilt, y: py + 14 },
      { x: px - tilt, y: py + 14 + tilt },
    ];
    g.fillStyle(0x9a7f55, 1);
    fillPoly(g, corners);
    g.lineStyle(1, 0x3a2414, 0.9);
    strokePoly(g, corners);
    g.lineStyle(1, 0xf6ecd6, 0.7);
    for (let k = 3; k < 22; k += 5)
      g.lineBetween(px + k, py + 2, px + k + 2, py + 4).lineBetween(px + k, py + 10, px + k + 2, py + 12);
  }
  // The leather strap the gauge is mounted on.
  g.fillStyle(0x4a2c18, 0.95).fillRoundedRect(
    trackSpot(0).x - 40,
    TRACK_Y - 20,
    trackSpot(9).x - trackSpot(0).x + 80,
    40,
    20,
  );
  g.lineStyle(2, 0x2b1a0e, 1).strokeRoundedRect(
    trackSpot(0).x - 40,
    TRACK_Y - 20,
    trackSpot(9).x - trackSpot(0).x + 80,
    40,
    20,
  );
  // Zone ribbons above the gauge: the repair number, the zone's colour, and its number of notches.
  (
    [
      [1, 3, 3],
      [4, 6, 4],
      [7, 8, 5],
    ] as const
  ).forEach(([from, to, need], zone) => {
    const words = eo('canvas.repair', { need });
    const x0 = trackSpot(from).x - 30;
    const x1 = trackSpot(to).x + 30;
    const here = model.balloon > 0 && zoneOf(Math.max(1, model.balloon)) === zone;
    const ry = TRACK_Y - 56;
    g.fillStyle(0x000000, 0.3).fillRect(x0 + 2, ry + 2, x1 - x0, RIBBON_H);
    g.fillStyle(here ? EOLLIS.accent : EOLLIS.surface, 1);
    fillPoly(g, [
      { x: x0 - 8, y: ry },
      { x: x1 + 8, y: ry },
      { x: x1, y: ry + RIBBON_H / 2 },
      { x: x1 + 8, y: ry + RIBBON_H },
      { x: x0 - 8, y: ry + RIBBON_H },
      { x: x0, y: ry + RIBBON_H / 2 },
    ]);
    g.fillStyle(ZONE_HEX[zone] ?? 0x888888, 1).fillRect(x0 + 4, ry + RIBBON_H - 4, x1 - x0 - 8, 4);
    for (let k = 0; k <= zone; k++) g.fillStyle(INK.ink, 1).fillCircle(x0 + 8 + k * 7, ry + 11, 2.2);
    text(scene, parent, (x0 + x1) / 2, ry + 11, words, MIN_TYPE, INK.ink, {
      fontStyle: here ? 'bold' : 'normal',
    }).setOrigin(0.5);
    tipArea(tips, parent, x0, ry, x1 - x0, RIBBON_H, eo('canvas.zoneTip', { zone: zone + 1, need }));
  });
  for (let space = 0; space <= 8; space++) {
    const { x, y } = trackSpot(space);
    const face = space === 0 ? 0x2e4a5a : (ZONE_HEX[zoneOf(space)] ?? 0x888888);
    gaugeRing(g, x, y, face, space === model.balloon);
    if (space === 0)
      text(scene, parent, x, y + RING_R + 10, eo('balloon.start'), MIN_TYPE, INK.paper, {
        fontStyle: 'bold',
        stroke: '#1a0a04',
        strokeThickness: 3,
      }).setOrigin(0.5);
    else title(scene, parent, x, y, String(space), TYPE.label, INK.ink).setOrigin(0.5);
    tipArea(tips, parent, x - RING_R, y - RING_R, RING_R * 2, RING_R * 2, () =>
      trackTip(space, model.balloon),
    );
  }
  // Past the last space: the balloons burst.
  const burst = trackSpot(9);
  gaugeRing(g, burst.x, burst.y, EOLLIS.alarm, false);
  const star: Array<{ x: number; y: number }> = [];
  for (let k = 0; k < 16; k++) {
    const a = (k / 16) * Math.PI * 2;
    const r = k % 2 === 0 ? 15 : 7;
    star.push({ x: burst.x + Math.cos(a) * r, y: burst.y + Math.sin(a) * r });
  }
  g.fillStyle(EOLLIS.accent, 1);
  fillPoly(g, star);
  g.lineStyle(1, INK.ink, 1);
  strokePoly(g, star);
  text(scene, parent, burst.x, burst.y + RING_R + 10, eo('balloon.burst'), MIN_TYPE, INK.paper, {
    fontStyle: 'bold',
    stroke: '#1a0a04',
    strokeThickness: 3,
  }).setOrigin(0.5);
  tipArea(tips, parent, burst.x - RING_R, burst.y - RING_R, RING_R * 2, RING_R * 2 + 20, () =>
    trackTip(9, model.balloon),
  );
}

/** The balloon token, a little balloon of its own: the scene moves it space by space. */
export function makeToken(scene: Phaser.Scene, tips: TableTooltip): Phaser.GameObjects.Container {
  const token = scene.add.container(trackSpot(0).x, trackSpot(0).y);
  const g = scene.add.graphics();
  g.fillStyle(0x000000, 0.35).fillCircle(3, -3, 15);
  g.fillStyle(0xfdf6e3, 1).fillCircle(0, -6, 15);
  g.fillStyle(EOLLIS.alarm, 1).fillEllipse(-7, -6, 8, 27).fillEllipse(7, -6, 8, 27).fillEllipse(0, -6, 6, 29);
  g.fillStyle(0xffffff, 0.4).fillEllipse(-5, -13, 8, 6);
  g.lineStyle(2, 0x2b2118, 1).strokeCircle(0, -6, 15);
  g.lineStyle(1, 0x2b2118, 1).lineBetween(-9, 6, -5, 13).lineBetween(9, 6, 5, 13);
  g.fillStyle(0x8a5a2a, 1).fillRect(-6, 12, 12, 8);
  g.lineStyle(1, 0x2b2118, 1).strokeRect(-6, 12, 12, 8);
  token.add(g);
  token.setDepth(4).setSize(34, 44);
  token.setInteractive();
  tips.attach(token, tokenTip());
  return token;
}

/** The keel's line: the hull's foot, just above the stage. */
const HULL_FOOT = 480;

/** The hull's outline at height y: its left and right edges (stern left, bow right). */
function hullEdges(y: number): [number, number] {
  const lerp = (a: number, b: number, t: number): number => a + (b - a) * Math.max(0, Math.min(1, t));
  const left = y < 330 ? lerp(18, 40, (y - RAIL_Y - 4) / 156) : lerp(40, 96, (y - 330) / (HULL_FOOT - 330));
  const right =
    y < 330 ? lerp(852, 818, (y - RAIL_Y + 10) / 170) : lerp(818, 770, (y - 330) / (HULL_FOOT - 330));
  return [left, right];
}

export interface ShipHighlights {
  /** Posts a click would act on now. */
  readonly posts: ReadonlySet<string>;
  /** Pirates a click would act on now. */
  readonly pirates: ReadonlySet<string>;
}

/** A post's station: a wooden plaque on the deck, its emblem and name, its share, its bonus, its holder. */
function station(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  g: Phaser.GameObjects.Graphics,
  model: EollisModel,
  post: PostId,
  box: Box,
  lit: boolean,
): void {
  const id = model.posts[post];
  const pirate = id ? model.pirates[id] : undefined;
  const captain = post === 'captain';
  const { x, y, w, h } = box;
  g.fillStyle(0x000000, 0.4).fillRoundedRect(x + 2, y + 3, w, h, 6);
  woodGrain(g, x, y, w, h, pirate ? 0x7a5030 : 0x5e3d22);
  g.lineStyle(2, captain ? EOLLIS.brassLight : EOLLIS.brass, 1).strokeRoundedRect(x, y, w, h, 6);
  for (const [rx, ry] of [
    [x + 4, y + h - 4],
    [x + w - 4, y + h - 4],
  ] as const)
    g.fillStyle(EOLLIS.brassLight, 1).fillCircle(rx, ry, 1.8);
  // The plaque: the post's emblem and name.
  paperGrain(g, x + 4, y + 4, w - 8, PLAQUE_H, captain ? 0xf3d77a : EOLLIS.surface, 3);
  drawEmblem(g, post, x + 14, y + 4 + PLAQUE_H / 2, 7);
  text(scene, parent, x + 24, y + 4 + PLAQUE_H / 2, plaqueWord(post), MIN_TYPE, INK.ink, {
    fontStyle: 'bold',
  }).setOrigin(0, 0.5);
  if (lit) offeredRing(g, x, y, w, h);
  // The deck below it: the share of the gold on a coin (top left), the holder's figure under it, the holder's name
  // beside them, and the post's bonus at the foot.
  const deck = y + PLAQUE_H + 6;
  const share = SHARE.get(post) ?? 0;
  if (share > 0) coin(scene, parent, x + 15, deck + 11, share, 10);
  const bonusOf = BONUS[post];
  const bonus = bonusOf ? eo(`ship.bonus.${bonusOf}`) : '';
  if (bonus) {
    const tag = text(scene, parent, x + w - 5, y + h - 4, bonus, MIN_TYPE, 0x0f3550, {
      fontStyle: 'bold',
    });
    tag.setOrigin(1, 1);
    g.fillStyle(0xdbe8f0, 0.9).fillRoundedRect(
      tag.x - tag.width - 3,
      tag.y - tag.height,
      tag.width + 6,
      tag.height,
      3,
    );
  }
  const nameX = x + 34;
  const nameW = w - 38;
  if (!pirate) {
    // An empty station: a chalk circle where a pirate would stand.
    g.lineStyle(1.5, EOLLIS.surface, 0.5).strokeEllipse(x + 18, y + h - 8, 22, 7);
    text(scene, parent, nameX, deck, eo('ship.free'), MIN_TYPE, EOLLIS.surface, {
      fontStyle: 'italic',
    }).setAlpha(0.8);
    return;
  }
  const colour = model.clans[pirate.owner]?.colour ?? '';
  drawFigure(g, x + 18, y + h - 5, 40, { colour, ghost: pirate.ghost, spent: pirate.powerUsed });
  fitLines(scene, parent, nameX, deck - 2, pirate.name, nameW, bonus ? 2 : 3, MIN_TYPE, EOLLIS.surface, {
    fontStyle: 'bold',
    stroke: '#2a1a0e',
    strokeThickness: 3,
  });
  if (pirate.gold > 0) coin(scene, parent, x + 32, y + h - 12, pirate.gold, 10);
}

/** The hull, the 13 stations with their pirates, the hold's stack (top first) and the cagnotte's chest. */
export function drawShip(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  model: EollisModel,
  lit: ShipHighlights,
  tips: TableTooltip,
): void {
  const g = scene.add.graphics();
  parent.add(g);
  // The hull: planks run stern to bow, darker toward the keel.
  const outline = [
    { x: 18, y: RAIL_Y + 4 },
    { x: 830, y: RAIL_Y + 4 },
    { x: 858, y: RAIL_Y - 10 },
    { x: 818, y: 330 },
    { x: 770, y: HULL_FOOT },
    { x: 96, y: HULL_FOOT },
    { x: 40, y: 330 },
  ];
  g.fillStyle(0x000000, 0.35);
  fillPoly(
    g,
    outline.map((p) => ({ x: p.x + 6, y: p.y + 8 })),
  );
  g.fillStyle(EOLLIS.wood, 1);
  fillPoly(g, outline);
  for (let y = RAIL_Y + 8; y < HULL_FOOT - 2; y += 12) {
    const [l, r] = hullEdges(y);
    const shade = (y - RAIL_Y - 8) / 300;
    g.fillStyle(EOLLIS.woodDark, 0.08 + shade * 0.3).fillRect(l, y, r - l, 12);
    g.lineStyle(1, EOLLIS.woodDark, 0.7).lineBetween(l, y, r, y);
    for (let k = 0; k < 2; k++) {
      const jx = l + (((y * 7 + k * 211) % 997) / 997) * (r - l);
      g.lineBetween(jx, y, jx, y + 12);
    }
  }
  g.lineStyle(3, 0x1e1208, 1);
  strokePoly(g, outline);
  // The rail along the deck, brass-capped, and portholes below the waterline of clouds.
  g.fillStyle(EOLLIS.brass, 1).fillRect(18, RAIL_Y, 812, 5);
  g.lineStyle(1, EOLLIS.brassDark, 1).strokeRect(18, RAIL_Y, 812, 5);
  for (let x = 140; x <= 620; x += 96) {
    g.fillStyle(EOLLIS.brassDark, 1).fillCircle(x, HULL_FOOT - 10, 6);
    g.fillStyle(0x9fc4d8, 1).fillCircle(x, HULL_FOOT - 10, 4);
    g.fillStyle(0xffffff, 0.5).fillCircle(x - 1.5, HULL_FOOT - 11.5, 1.5);
  }
  // The hold: a dark hatch with its grating.
  g.fillStyle(0x1e1208, 0.92).fillRoundedRect(HOLD_BOX.x, HOLD_BOX.y, HOLD_BOX.w, HOLD_BOX.h, 8);
  g.lineStyle(1, 0x5a3a22, 0.6);
  for (let x = HOLD_BOX.x + 8; x < HOLD_BOX.x + HOLD_BOX.w; x += 16)
    g.lineBetween(x, HOLD_BOX.y + 4, x, HOLD_BOX.y + HOLD_BOX.h - 4);
  g.lineStyle(2, EOLLIS.brass, 1).strokeRoundedRect(HOLD_BOX.x, HOLD_BOX.y, HOLD_BOX.w, HOLD_BOX.h, 8);
  g.fillStyle(0x1e1208, 1).fillRoundedRect(
    HOLD_BOX.x + 6,
    HOLD_BOX.y + 6,
    HOLD_FIRST - 14,
    HOLD_BOX.h - 12,
    6,
  );
  drawEmblem(g, 'hold', HOLD_BOX.x + 18, HOLD_BOX.y + 20, 7, EOLLIS.surface);
  title(scene, parent, HOLD_BOX.x + 30, HOLD_BOX.y + 10, eo('canvas.hold'), MIN_TYPE, EOLLIS.surface);
  text(scene, parent, HOLD_BOX.x + 12, HOLD_BOX.y + 34, eo('canvas.topFirst'), MIN_TYPE, EOLLIS.surface);
  tipArea(tips, parent, HOLD_BOX.x, HOLD_BOX.y, HOLD_FIRST, HOLD_BOX.h, holdTip());

  for (const [post, box] of Object.entries(POST_BOXES) as Array<[PostId, Box]>) {
    const id = model.posts[post];
    station(
      scene,
      parent,
      g,
      model,
      post,
      box,
      lit.posts.has(post) || (id !== undefined && lit.pirates.has(id)),
    );
  }
  const count = model.hold.length;
  model.hold.forEach((id, n) => {
    const pirate = model.pirates[id];
    if (!pirate) return;
    const box = holdBox(n, count);
    if (lit.pirates.has(id)) offeredRing(g, box.x, box.y, box.w, box.h);
    const colour = model.clans[pirate.owner]?.colour ?? '';
    drawFigure(g, box.x + box.w / 2, box.y + 32, 28, {
      colour,
      ghost: pirate.ghost,
      spent: pirate.powerUsed,
    });
    fitLines(scene, parent, box.x + box.w / 2, box.y + 34, pirate.name, box.w, 1, MIN_TYPE, EOLLIS.surface, {
      align: 'center',
    })?.setOrigin(0.5, 0);
  });
  if (count === 0)
    text(
      scene,
      parent,
      HOLD_BOX.x + HOLD_FIRST + 10,
      HOLD_BOX.y + 22,
      eo('ship.empty'),
      MIN_TYPE,
      EOLLIS.surface,
    ).setAlpha(0.7);
  drawChest(scene, parent, g, model.cagnotte, tips);
}

/** The cagnotte: an iron-bound chest on the deck with the crew's gold. */
function drawChest(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  g: Phaser.GameObjects.Graphics,
  amount: number,
  tips: TableTooltip,
): void {
  const { x, y, w } = CHEST;
  const cx = x + w / 2;
  g.fillStyle(0x000000, 0.4).fillRoundedRect(cx - 40, y + 20, 84, 46, 6);
  woodGrain(g, cx - 42, y + 18, 84, 44, 0x7a4a1e);
  g.fillStyle(0x93602a, 1).fillRoundedRect(cx - 44, y, 88, 22, { tl: 14, tr: 14, bl: 2, br: 2 });
  g.lineStyle(2, EOLLIS.brassDark, 1).strokeRoundedRect(cx - 44, y, 88, 22, { tl: 14, tr: 14, bl: 2, br: 2 });
  g.lineStyle(2, EOLLIS.brassDark, 1).strokeRect(cx - 42, y + 18, 84, 44);
  g.fillStyle(EOLLIS.brass, 1)
    .fillRect(cx - 30, y, 6, 62)
    .fillRect(cx + 24, y, 6, 62);
  g.fillStyle(EOLLIS.brassLight, 1).fillRect(cx - 6, y + 14, 12, 14);
  coin(scene, parent, cx, y + 44, amount, 13);
  text(scene, parent, cx, y + 62, eo('canvas.cagnotte'), MIN_TYPE, EOLLIS.surface, {
    fontStyle: 'bold',
    stroke: '#1a0a04',
    strokeThickness: 3,
  }).setOrigin(0.5, 0);
  tipArea(tips, parent, x, y, w, CHEST.h, () => cagnotteTip(amount));
}

/** The cagnotte chest's centre, where shared gold flies from. */
export function cagnotteSpot(): { x: number; y: number } {
  return { x: CHEST.x + CHEST.w / 2, y: CHEST.y + 40 };
}
