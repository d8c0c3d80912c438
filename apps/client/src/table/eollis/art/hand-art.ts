// The viewer's hand as real cards (a coloured band by family, the name, the full text wrapped), with the Action
// pile and its discard; a watcher sees the backs only.
import type Phaser from 'phaser';
import { INK } from '../../art/palette';
import { TYPE } from '../../../ui/theme';
import type { TableTooltip } from '../../tooltip';
import type { CardModel } from '../model';
import {
  EOLLIS,
  LAYOUT,
  MIN_TYPE,
  clickable,
  fitBlock,
  fitLines,
  offeredRing,
  paperGrain,
  text,
  tipArea,
  title,
} from './common';
import { handCardTip, pileTip } from './tips';
import { eo } from '../terms';

const FAMILY: Readonly<Record<CardModel['family'], { hex: number }>> = {
  exploit: { hex: 0x2f6b4a },
  brawl: { hex: 0x9a3324 },
  mission: { hex: 0x5a3a82 },
};

/** The card kinds with a gist: a card too small for its whole text shows it (the tooltip gives the whole text). */
const GIST = new Set([
  'rum',
  'daring',
  'secondChance',
  'trip',
  'accident',
  'strongbox',
  'buriedLoot',
  'rob',
  'challenge',
  'humiliate',
  'lureAway',
  'murder',
  'm-hoard',
  'm-iron-hand',
  'm-full-crew',
  'm-high-winds',
  'm-restless-ghost',
]);

/** Each family's corner mark, so that the band is not told apart by colour alone. */
function familyMark(g: Phaser.GameObjects.Graphics, family: CardModel['family'], x: number, y: number): void {
  g.fillStyle(0xfdf6e3, 1).lineStyle(1.5, 0xfdf6e3, 1);
  if (family === 'exploit') {
    // A rum bottle.
    g.fillRoundedRect(x - 3, y - 2, 6, 8, 2).fillRect(x - 1, y - 6, 2, 4);
  } else if (family === 'brawl') {
    // A fist: a block of knuckles.
    g.fillRoundedRect(x - 5, y - 4, 10, 8, 2);
    g.lineStyle(1, FAMILY.brawl.hex, 1)
      .lineBetween(x - 2, y - 4, x - 2, y)
      .lineBetween(x + 1, y - 4, x + 1, y);
  } else {
    // A scroll.
    g.fillRect(x - 4, y - 5, 8, 10);
    g.fillCircle(x - 4, y - 5, 1.8).fillCircle(x + 4, y + 5, 1.8);
  }
}

/** Where the hand's cards go: one row of tall cards up to four, two rows beyond. */
export function handGrid(
  count: number,
  w: number,
  h: number,
): { cols: number; rows: number; cw: number; ch: number } {
  const rows = count <= 4 ? 1 : 2;
  const cols = Math.max(1, Math.ceil(count / rows));
  const gap = 8;
  const cw = Math.min(150, (w - (cols - 1) * gap) / cols);
  const ch = (h - (rows - 1) * gap) / rows;
  return { cols, rows, cw, ch };
}

function cardBack(g: Phaser.GameObjects.Graphics, x: number, y: number, w: number, h: number): void {
  g.fillStyle(0x000000, 0.35).fillRoundedRect(x + 2, y + 3, w, h, 8);
  g.fillStyle(0x6b2c24, 1).fillRoundedRect(x, y, w, h, 8);
  g.lineStyle(2, EOLLIS.brass, 1).strokeRoundedRect(x + 4, y + 4, w - 8, h - 8, 6);
  g.lineStyle(1, 0xe0b070, 0.25);
  for (let k = 12; k < h - 8; k += 12) g.lineBetween(x + 8, y + k, x + w - 8, y + k);
  g.fillStyle(EOLLIS.brass, 0.9).fillCircle(x + w / 2, y + h / 2, 10);
}

/** The height of a card's coloured band, with its family's mark and word. */
const BAND_H = 22;

export interface HandHooks {
  readonly selected: string | null;
  readonly offered: (uid: string) => boolean;
  readonly click: (uid: string) => void;
}

/** The viewer's hand, face up (others' hands are counts on their panels), and the Action piles. */
export function drawHand(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  hand: ReadonlyArray<CardModel> | null,
  piles: { readonly actions: number; readonly discard: number },
  hooks: HandHooks,
  tips: TableTooltip,
): void {
  const a = LAYOUT.hand;
  const g = scene.add.graphics();
  parent.add(g);
  g.fillStyle(EOLLIS.panel, 0.92).fillRoundedRect(a.x, a.y, a.w, a.h, 10);
  g.lineStyle(1, EOLLIS.line, 1).strokeRoundedRect(a.x, a.y, a.w, a.h, 10);
  const heading = hand === null ? eo('hand.hands') : eo('hand.yours', { count: hand.length });
  title(scene, parent, a.x + 10, a.y + 5, heading, MIN_TYPE, EOLLIS.surface);
  // The Action pile and its discard, as two little stacks in the header, laid from its right edge (a longer
  // language's words grow to the left).
  const chip = (
    right: number,
    count: number,
    back: number,
    what: 'actions' | 'actionDiscard',
    word: string,
  ): number => {
    const t = text(scene, parent, 0, a.y + 3, eo('hand.chip', { word, count }), MIN_TYPE, EOLLIS.surface);
    const x = right - 20 - t.width;
    t.setX(x + 20);
    g.fillStyle(back, 1)
      .fillRoundedRect(x, a.y + 5, 12, 16, 2)
      .fillRoundedRect(x + 3, a.y + 3, 12, 16, 2);
    g.lineStyle(1, EOLLIS.brass, 1).strokeRoundedRect(x + 3, a.y + 3, 12, 16, 2);
    tipArea(tips, parent, x, a.y + 2, t.width + 22, 20, pileTip(what, count));
    return x;
  };
  const discardAt = chip(a.x + a.w - 8, piles.discard, 0x4f3a30, 'actionDiscard', eo('hand.discard'));
  chip(discardAt - 12, piles.actions, 0x6b2c24, 'actions', eo('hand.actions'));
  const area = { x: a.x + 8, y: a.y + 28, w: a.w - 16, h: a.h - 34 };
  if (hand === null) {
    for (let k = 0; k < 3; k++) cardBack(g, area.x + 20 + k * 34, area.y + 10 + (k % 2) * 4, 90, 130);
    fitBlock(
      scene,
      parent,
      area.x + 200,
      area.y + 40,
      eo('hand.watching'),
      180,
      100,
      TYPE.body,
      EOLLIS.surface,
    );
    return;
  }
  if (hand.length === 0) {
    text(
      scene,
      parent,
      area.x + area.w / 2,
      area.y + area.h / 2,
      eo('hand.empty'),
      TYPE.body,
      EOLLIS.surface,
    ).setOrigin(0.5);
    return;
  }
  const grid = handGrid(hand.length, area.w, area.h);
  hand.forEach((card, k) => {
    const col = k % grid.cols;
    const row = Math.floor(k / grid.cols);
    const chosen = hooks.selected === card.uid;
    const offered = hooks.offered(card.uid);
    const cx = area.x + col * (grid.cw + 8);
    const cy = area.y + row * (grid.ch + 8) - (chosen ? 4 : 0);
    const tile = scene.add.container(cx, cy);
    parent.add(tile);
    const cg = scene.add.graphics();
    tile.add(cg);
    const { cw, ch } = grid;
    cg.fillStyle(0x000000, 0.4).fillRoundedRect(2, 3, cw, ch, 8);
    paperGrain(cg, 0, 0, cw, ch, chosen ? 0xfff1c4 : EOLLIS.surface, 8);
    const family = FAMILY[card.family];
    cg.fillStyle(family.hex, 1).fillRoundedRect(0, 0, cw, BAND_H, { tl: 8, tr: 8, bl: 0, br: 0 });
    cg.lineStyle(chosen ? 3 : 1.5, chosen ? EOLLIS.accent : INK.ink, 1).strokeRoundedRect(0, 0, cw, ch, 8);
    if (offered && !chosen) offeredRing(cg, 0, 0, cw, ch);
    familyMark(cg, card.family, 10, BAND_H / 2);
    text(scene, tile, 20, BAND_H / 2, eo(`hand.family.${card.family}`), MIN_TYPE, 0xfdf6e3, {
      fontStyle: 'bold',
    }).setOrigin(0, 0.5);
    const name = fitLines(scene, tile, 6, BAND_H + 2, card.name, cw - 12, 2, MIN_TYPE, INK.ink, {
      fontStyle: 'bold',
    });
    const top = BAND_H + 2 + (name?.height ?? 20) + 2;
    const body = fitBlock(scene, tile, 6, top, card.text, cw - 12, ch - top - 4, MIN_TYPE, 0x3a2e22);
    // Too small for the whole text: its gist, and the whole text in the tooltip.
    if (body === null) {
      const gist = GIST.has(card.kind) ? eo(`hand.gist.${card.kind}`) : undefined;
      const shown = gist
        ? fitBlock(scene, tile, 6, top, gist, cw - 12, ch - top - 4, MIN_TYPE, 0x3a2e22)
        : null;
      if (shown === null && ch - top >= 24)
        text(scene, tile, 6, ch - 22, eo('hand.hover'), MIN_TYPE, 0x6b5b47, { fontStyle: 'italic' });
    }
    clickable(tile, cw, ch, () => hooks.click(card.uid), { tips, words: handCardTip(card, offered) });
  });
}
