// The Event card in play (or the Lookout's secret draw): a framed card with an illustrated header by its trial's
// skill, its numbers in rows, and the Event pile it came from.
import type Phaser from 'phaser';
import type { EventCard, Skill } from '@flotilla/rules/eollis/material';
import { INK } from '../../art/palette';
import { FONT, TYPE } from '../../../ui/theme';
import type { TableTooltip } from '../../tooltip';
import { SKILL_WORDS, postOf } from '../labels';
import { eo, goldWords } from '../terms';
import { EOLLIS, LAYOUT, MIN_TYPE, fitBlock, paperGrain, text, tipArea, title } from './common';
import { drawEmblem } from './figures';
import { eventTip, pileTip } from './tips';
import { eventName } from '../card-words';

/** Each skill's sky: navigation by day, combat at a red dusk, bagou in a violet tavern night. */
const SKY: Readonly<Record<Skill, readonly [number, number]>> = {
  navigation: [0x5f9ccc, 0xc7e0f0],
  combat: [0x8a2f1f, 0xe39a5b],
  bagou: [0x4a3570, 0xb08fd0],
};

/** A header illustration: a sky banded from top to horizon, clouds, and the skill's emblem in the middle. */
function header(
  g: Phaser.GameObjects.Graphics,
  skill: Skill,
  x: number,
  y: number,
  w: number,
  h: number,
): void {
  const [top, low] = SKY[skill];
  const bands = 8;
  for (let k = 0; k < bands; k++) {
    const t = k / (bands - 1);
    const mix = (a: number, b: number, s: number): number => Math.round(a + (b - a) * s);
    const colour =
      (mix((top >> 16) & 255, (low >> 16) & 255, t) << 16) |
      (mix((top >> 8) & 255, (low >> 8) & 255, t) << 8) |
      mix(top & 255, low & 255, t);
    g.fillStyle(colour, 1).fillRect(x, y + (k * h) / bands, w, h / bands + 1);
  }
  g.fillStyle(0xffffff, 0.35);
  g.fillEllipse(x + w * 0.2, y + h * 0.72, 60, 16).fillEllipse(x + w * 0.28, y + h * 0.62, 36, 16);
  g.fillEllipse(x + w * 0.82, y + h * 0.8, 54, 14);
  const cx = x + w / 2;
  const cy = y + h / 2;
  g.lineStyle(2.5, 0x1f1a14, 1).fillStyle(0x1f1a14, 1);
  if (skill === 'navigation') {
    // A compass rose.
    g.fillStyle(0xfdf6e3, 1).fillCircle(cx, cy, 20);
    g.lineStyle(2, 0x1f1a14, 1).strokeCircle(cx, cy, 20);
    g.fillStyle(0x1f1a14, 1);
    g.fillTriangle(cx, cy - 18, cx - 5, cy, cx + 5, cy).fillTriangle(cx, cy + 18, cx - 5, cy, cx + 5, cy);
    g.fillStyle(EOLLIS.alarm, 1).fillTriangle(cx, cy - 18, cx - 5, cy, cx + 5, cy);
    g.fillStyle(0x1f1a14, 1)
      .fillTriangle(cx - 18, cy, cx, cy - 4, cx, cy + 4)
      .fillTriangle(cx + 18, cy, cx, cy - 4, cx, cy + 4);
  } else if (skill === 'combat') {
    // Crossed sabres.
    g.lineStyle(4, 0xe8eef2, 1);
    g.lineBetween(cx - 20, cy + 18, cx + 18, cy - 20).lineBetween(cx + 20, cy + 18, cx - 18, cy - 20);
    g.lineStyle(4, EOLLIS.brassLight, 1);
    g.lineBetween(cx - 24, cy + 12, cx - 12, cy + 24).lineBetween(cx + 24, cy + 12, cx + 12, cy + 24);
  } else {
    // A speech scroll and a coin: talking one's way through.
    g.fillStyle(0xfdf6e3, 1).fillRoundedRect(cx - 24, cy - 16, 44, 26, 10);
    g.fillTriangle(cx - 12, cy + 8, cx - 18, cy + 20, cx - 2, cy + 9);
    g.lineStyle(2, 0x1f1a14, 1).strokeRoundedRect(cx - 24, cy - 16, 44, 26, 10);
    g.lineStyle(2, 0x6b5b47, 1)
      .lineBetween(cx - 16, cy - 7, cx + 12, cy - 7)
      .lineBetween(cx - 16, cy + 1, cx + 6, cy + 1);
    g.fillStyle(EOLLIS.gold, 1).fillCircle(cx + 22, cy + 12, 8);
    g.lineStyle(1.5, EOLLIS.brassDark, 1).strokeCircle(cx + 22, cy + 12, 8);
  }
}

/** An Event card face up, or the pile's back with a line of words; the Event pile and its discard beside it. */
export function drawEventCard(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  card: EventCard | null,
  caption: string,
  secret: boolean,
  piles: { readonly events: number; readonly discarded: number; readonly last: string | null },
  tips: TableTooltip,
): void {
  const a = LAYOUT.event;
  const x = a.x + 4;
  const y = a.y;
  const w = a.w - 12;
  const h = a.h - 22;
  const g = scene.add.graphics();
  parent.add(g);
  // The pile under the card: a few edges, more while it is thick.
  for (let k = Math.min(4, Math.ceil(piles.events / 5)); k >= 1; k--) {
    g.fillStyle(0x2a4766, 1).fillRoundedRect(x + k * 2, y + k * 1.5, w, h, 10);
    g.lineStyle(1, 0x0b1a24, 1).strokeRoundedRect(x + k * 2, y + k * 1.5, w, h, 10);
  }
  g.fillStyle(0x000000, 0.4).fillRoundedRect(x + 3, y + 4, w, h, 10);
  const line = eo('card.piles', { events: piles.events, faced: piles.discarded });
  text(scene, parent, a.x + a.w / 2, a.y + a.h + 1, line, MIN_TYPE, EOLLIS.surface).setOrigin(0.5, 1);
  tipArea(tips, parent, a.x, a.y + a.h - 20, a.w, 20, () =>
    [
      pileTip('events', piles.events),
      pileTip('eventDiscard', piles.discarded),
      piles.last ? eo('card.lastFaced', { card: piles.last }) : '',
    ]
      .filter(Boolean)
      .join(' '),
  );
  if (card === null) {
    g.fillStyle(0x2a4766, 1).fillRoundedRect(x, y, w, h, 10);
    g.lineStyle(2, EOLLIS.brass, 1).strokeRoundedRect(x + 5, y + 5, w - 10, h - 10, 8);
    // The back: a compass star over cloud lines.
    g.lineStyle(1, 0x9fb4c2, 0.3);
    for (let k = 18; k < h - 10; k += 14) g.lineBetween(x + 10, y + k, x + w - 10, y + k);
    const cx = x + w / 2;
    const cy = y + h / 2 - 30;
    g.fillStyle(EOLLIS.brass, 0.9);
    g.fillTriangle(cx, cy - 30, cx - 8, cy, cx + 8, cy).fillTriangle(cx, cy + 30, cx - 8, cy, cx + 8, cy);
    g.fillTriangle(cx - 30, cy, cx, cy - 8, cx, cy + 8).fillTriangle(cx + 30, cy, cx, cy - 8, cx, cy + 8);
    title(scene, parent, cx, y + 16, eo('card.back'), MIN_TYPE, EOLLIS.brassLight).setOrigin(0.5, 0);
    fitBlock(scene, parent, x + 14, y + h / 2 + 14, caption, w - 28, 60, TYPE.body, EOLLIS.surface, {
      align: 'center',
    });
    tipArea(
      tips,
      parent,
      x,
      y,
      w,
      h,
      eo('card.pile', { caption: caption.toLowerCase(), left: pileTip('events', piles.events) }),
    );
    return;
  }
  paperGrain(g, x, y, w, h, EOLLIS.surface, 10);
  g.lineStyle(2, secret ? EOLLIS.accent : INK.ink, 1).strokeRoundedRect(x, y, w, h, 10);
  if (secret) g.lineStyle(6, EOLLIS.accent, 0.35).strokeRoundedRect(x - 3, y - 3, w + 6, h + 6, 12);
  g.lineStyle(1, EOLLIS.brassDark, 0.8).strokeRoundedRect(x + 4, y + 4, w - 8, h - 8, 7);
  header(g, card.skill, x + 8, y + 8, w - 16, 58);
  g.lineStyle(1.5, INK.ink, 1).strokeRect(x + 8, y + 8, w - 16, 58);
  if (card.special) {
    // The special Event's medallion: the post that alone faces it.
    g.fillStyle(EOLLIS.surface, 1).fillCircle(x + w - 24, y + 24, 13);
    g.lineStyle(2, EOLLIS.brassDark, 1).strokeCircle(x + w - 24, y + 24, 13);
    drawEmblem(g, card.special, x + w - 24, y + 24, 8);
  }
  // The name on a ribbon across the foot of the picture.
  g.fillStyle(0x1f1a14, 0.85).fillRect(x + 8, y + 50, w - 16, 22);
  const name = title(
    scene,
    parent,
    x + w / 2,
    y + 61,
    eventName(card.id),
    MIN_TYPE,
    EOLLIS.surface,
  ).setOrigin(0.5);
  // Cinzel's capitals run wide: a long name takes the reading face, bold.
  if (name.width > w - 20) name.setFontFamily(FONT.text);
  const skill = `${SKILL_WORDS[card.skill] ?? card.skill} ${card.threshold}+`;
  title(scene, parent, x + 12, y + 76, skill, MIN_TYPE, INK.ink);
  const gains = [
    card.successGold ? goldWords(card.successGold) : '',
    card.successCards ? eo('unit.card', { count: card.successCards }) : '',
  ]
    .filter(Boolean)
    .join(' + ');
  const losses = [
    card.failRenown ? eo('unit.renownLoss', { count: card.failRenown }) : '',
    card.failPirates ? eo('card.piratesDie', { count: card.failPirates }) : '',
  ]
    .filter(Boolean)
    .join(', ');
  const rows = [
    eo('card.damage', { n: card.damage }),
    eo('card.success', { gains: gains || eo('card.nothing') }),
    eo('card.failure', { losses: losses || eo('card.nothing') }),
    eo('card.cagnotte', { n: card.cagnotte }),
    card.special ? eo('card.only', { post: postOf(card.special) }) : '',
  ].filter(Boolean);
  // The rows as they fit (the tooltip says them all); a secret card says so at its foot, in place of the last row.
  const foot = secret ? 20 : 0;
  const shown =
    fitBlock(scene, parent, x + 12, y + 98, rows.join('\n'), w - 22, h - 104 - foot, MIN_TYPE, INK.ink) ??
    fitBlock(
      scene,
      parent,
      x + 12,
      y + 98,
      rows.slice(0, 3).join('\n'),
      w - 22,
      h - 104 - foot,
      MIN_TYPE,
      INK.ink,
    );
  if (shown === null) text(scene, parent, x + 12, y + 98, rows[0] ?? '', MIN_TYPE, INK.ink);
  if (secret)
    text(scene, parent, x + w / 2, y + h - 5, caption, MIN_TYPE, 0x8a2b1e, { fontStyle: 'bold' }).setOrigin(
      0.5,
      1,
    );
  tipArea(tips, parent, x, y, w, h, eventTip(card, secret));
}
