// Around the ship: the Clans' panels with their pirate cards, the renown track, piles, cagnotte, Event and hand.
import { drawSeatMark } from '../../art/seat-mark';
import type Phaser from 'phaser';
import type { EventCard } from '@flotilla/rules/src/eollis/cards/events';
import { INK } from '../../art/palette';
import type { CardModel, ClanModel, EollisModel, PirateModel } from '../model';
import { POST_WORDS, SKILL_WORDS, panelWaitWord, postWord } from '../labels';
import { LAYOUT, button, clanHex, clickable, coin, fitText, offeredRing, short, text } from './common';

export const RENOWN_MAX = 30;

/** The x of a renown value on the track. */
export function renownX(renown: number): number {
  const r = LAYOUT.renown;
  return r.x + 14 + (Math.max(0, Math.min(RENOWN_MAX, renown)) * (r.w - 28)) / RENOWN_MAX;
}

/** The renown track, 0–30, with one marker per Clan (stacked where they share a space). */
export function drawRenownTrack(scene: Phaser.Scene, parent: Phaser.GameObjects.Container): void {
  const r = LAYOUT.renown;
  const g = scene.add.graphics();
  parent.add(g);
  g.fillStyle(0x0b2230, 0.9).fillRoundedRect(r.x, r.y, r.w, r.h, 8);
  g.lineStyle(1, 0x5b7a8a, 1).strokeRoundedRect(r.x, r.y, r.w, r.h, 8);
  text(scene, parent, r.x + r.w - 8, r.y + 3, 'Renown', 11, INK.paperDim).setOrigin(1, 0);
  for (let v = 0; v <= RENOWN_MAX; v++) {
    const x = renownX(v);
    g.lineStyle(1, 0x9fb4c2, v % 5 === 0 ? 0.9 : 0.35).lineBetween(
      x,
      r.y + 30,
      x,
      r.y + (v % 5 === 0 ? 44 : 40),
    );
    if (v % 5 === 0) text(scene, parent, x, r.y + 46, String(v), 9, 0x9fb4c2).setOrigin(0.5, 1);
  }
}

/** Where each Clan's renown marker stands (stacked where several share a space). */
export function renownSpots(clans: ReadonlyArray<ClanModel>): Array<{ x: number; y: number }> {
  const stack = new Map<number, number>();
  return clans.map((clan) => {
    const v = Math.max(0, Math.min(RENOWN_MAX, clan.renown));
    const k = stack.get(v) ?? 0;
    stack.set(v, k + 1);
    // Markers sharing a space stack up and a little to the right, all inside the track.
    return { x: renownX(v) + k * 3, y: LAYOUT.renown.y + 26 - Math.min(k, 3) * 6 };
  });
}

/** A Clan's renown marker: the scene slides it along the track. */
export function makeRenownMarker(scene: Phaser.Scene, clan: ClanModel): Phaser.GameObjects.Graphics {
  const g = scene.add.graphics();
  g.fillStyle(clanHex(clan.colour), 1).fillCircle(0, 0, 7);
  g.lineStyle(clan.you ? 2.5 : 1, clan.you ? 0xffffff : 0x000000, 1).strokeCircle(0, 0, 7);
  return g.setDepth(3);
}

export interface PanelHooks {
  readonly pirateOffered: (id: string) => boolean;
  readonly clickPirate: (id: string) => void;
  /** The gift buttons this Clan's panel offers (gold, the selected card). */
  readonly gifts: (seat: number) => ReadonlyArray<{ label: string; act: () => void }>;
  /** A click on the panel itself (a selected Brawl card aimed at this Clan). */
  readonly panelOffered: (seat: number) => boolean;
  readonly clickPanel: (seat: number) => void;
}

function pirateCardArt(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  x: number,
  y: number,
  h: number,
  p: PirateModel,
  hooks: PanelHooks,
): void {
  const card = scene.add.container(x, y);
  parent.add(card);
  const w = 72;
  const g = scene.add.graphics();
  card.add(g);
  g.fillStyle(INK.paper, p.ghost ? 0.5 : 1).fillRoundedRect(0, 0, w, h, 6);
  g.lineStyle(1.5, INK.ink, 1).strokeRoundedRect(0, 0, w, h, 6);
  if (hooks.pirateOffered(p.id)) offeredRing(g, 0, 0, w, h);
  fitText(scene, card, 4, 2, p.name, w - 8, 10, 8, INK.ink, { fontStyle: 'bold' });
  text(scene, card, 4, 16, `N${p.navigation} C${p.combat} B${p.bagou}`, 10, 0x1f5e7a);
  const where = p.post === null ? 'ashore' : p.post === 'hold' ? 'hold' : postWord(p.post);
  if (h > 44) text(scene, card, 4, 29, short(where, 12), 9, INK.inkSoft);
  if (p.gold > 0) coin(scene, card, w - 11, h - 11, p.gold, 8);
  // Small cards (five Clans) keep to name, skills and post: the tilt alone says the power is spent.
  if (h >= 56 && p.ghost) text(scene, card, 4, h - 15, 'ghost', 9, INK.inkSoft);
  else if (h >= 56 && p.powerUsed) text(scene, card, 4, h - 15, 'power used', 9, INK.red);
  // A spent power tilts the card, as on the table.
  if (p.powerUsed) card.setAngle(-6);
  clickable(card, w, h, () => hooks.clickPirate(p.id));
}

/** Where Clan `i` of `n` has its panel. */
export function panelBox(i: number, n: number): { x: number; y: number; w: number; h: number } {
  const area = LAYOUT.clans;
  const h = Math.min(164, Math.floor(area.h / Math.max(1, n)) - 6);
  return { x: area.x, y: area.y + i * (h + 6), w: area.w, h };
}

/** One panel per Clan: name, renown, hand, gold, strongbox, its pirate cards, gifts. */
export function drawClanPanels(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  model: EollisModel,
  hooks: PanelHooks,
): void {
  const area = LAYOUT.clans;
  model.clans.forEach((clan, i) => {
    const { y, h } = panelBox(i, model.clans.length);
    const panel = scene.add.container(area.x, y);
    parent.add(panel);
    const g = scene.add.graphics();
    panel.add(g);
    g.fillStyle(clan.you ? 0x24465a : 0x173444, 0.95).fillRoundedRect(0, 0, area.w, h, 10);
    g.lineStyle(clan.awaited ? 3 : 1, clan.awaited ? INK.highlight : 0x5b7a8a, 1).strokeRoundedRect(
      0,
      0,
      area.w,
      h,
      10,
    );
    g.fillStyle(clanHex(clan.colour), 1).fillRoundedRect(0, 0, 10, h, { tl: 10, bl: 10, tr: 0, br: 0 });
    if (hooks.panelOffered(clan.seat)) offeredRing(g, 0, 0, area.w, h);
    // The Clan's shape before its name: colour is never the only mark of a seat.
    drawSeatMark(g, clan.colour, 24, 13, 7);
    const tag = `${clan.name}${clan.you ? ' (you)' : ''}${clan.bot ? ' · bot' : ''}`;
    text(scene, panel, 36, 4, short(tag, 22), 15, INK.paper, { fontStyle: 'bold' });
    const stats = `★ ${clan.renown}  ·  ${clan.handCount} card${clan.handCount === 1 ? '' : 's'}  ·  ${clan.gold} gold${clan.strongbox > 0 ? ` + ${clan.strongbox} safe` : ''}`;
    text(scene, panel, area.w - 10, 5, stats, 13, INK.paper).setOrigin(1, 0);
    const status =
      clan.seat === model.lastCaptainSeat &&
      model.posts.captain &&
      model.pirates[model.posts.captain]?.owner === clan.seat
        ? '★ holds the Captain'
        : '';
    const deciding = panelWaitWord(model, clan);
    const line2 = [
      deciding,
      status,
      clan.toDivide > 0 ? `dividing ${clan.toDivide} gold` : '',
      ...clan.missions.map((m) => `✓ ${m}`),
    ]
      .filter(Boolean)
      .join(' · ');
    text(scene, panel, 18, 23, line2, 11, clan.awaited ? INK.highlight : INK.paperDim);
    const cardH = Math.max(30, h - 46);
    clan.pirates.slice(0, 5).forEach((p, k) => pirateCardArt(scene, panel, 16 + k * 76, 40, cardH, p, hooks));
    clickable(panel, area.w, h, () => hooks.clickPanel(clan.seat));
    // Gifts sit on the header's second line, right of the status words.
    hooks.gifts(clan.seat).forEach((gift, k) => {
      button(scene, panel, area.w - 8 - (k + 1) * 132, 21, 126, short(gift.label, 19), gift.act, true, 18);
    });
  });
}

/** The piles (counts only), the Event discard's top card and the cagnotte chest. */
export function drawPiles(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  model: EollisModel,
): void {
  const a = LAYOUT.piles;
  const g = scene.add.graphics();
  parent.add(g);
  g.fillStyle(0x0b2230, 0.9).fillRoundedRect(a.x, a.y, a.w, a.h, 10);
  const pile = (x: number, label: string, count: number, back: number): void => {
    for (let k = Math.min(4, Math.ceil(count / 5)); k >= 0; k--) {
      g.fillStyle(back, 1).fillRoundedRect(x + k * 2, a.y + 14 - k * 2, 56, 76, 6);
      g.lineStyle(1, 0x000000, 0.8).strokeRoundedRect(x + k * 2, a.y + 14 - k * 2, 56, 76, 6);
    }
    text(scene, parent, x + 28, a.y + 52, String(count), 20, INK.paper, { fontStyle: 'bold' }).setOrigin(0.5);
    text(scene, parent, x + 30, a.y + 98, label, 11, INK.paperDim, { align: 'center' }).setOrigin(0.5, 0);
  };
  pile(a.x + 10, 'Events', model.piles.events, 0x34506b);
  pile(a.x + 80, `Event\ndiscard`, model.eventDiscard.length, 0x4a3b5c);
  pile(a.x + 150, 'Actions', model.piles.actions, 0x6b3434);
  pile(a.x + 220, `Action\ndiscard`, model.piles.actionDiscard, 0x4f2a2a);
  // The cagnotte: a chest with its gold.
  const cx = a.x + 336;
  const cy = a.y + 56;
  g.fillStyle(0x7a4a1e, 1).fillRoundedRect(cx - 40, cy - 18, 80, 50, 8);
  g.fillStyle(0x93602a, 1).fillRoundedRect(cx - 42, cy - 34, 84, 22, { tl: 14, tr: 14, bl: 2, br: 2 });
  g.lineStyle(2, INK.gold, 1).strokeRoundedRect(cx - 40, cy - 18, 80, 50, 8);
  g.fillStyle(INK.gold, 1).fillRect(cx - 6, cy - 16, 12, 14);
  coin(scene, parent, cx, cy + 12, model.cagnotte, 15);
  text(scene, parent, cx, a.y + 98, 'Cagnotte', 12, INK.paperDim).setOrigin(0.5, 0);
  const top = model.eventDiscard.at(-1);
  if (top) text(scene, parent, a.x + 10, a.y + a.h - 16, `Last Event: ${top.name}`, 11, INK.paperDim);
}

/** The cagnotte chest's centre, where shared gold flies from. */
export function cagnotteSpot(): { x: number; y: number } {
  return { x: LAYOUT.piles.x + 336, y: LAYOUT.piles.y + 60 };
}

/** An Event card face up, or its back with a line of words. */
export function drawEventCard(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  card: EventCard | null,
  caption: string,
  secret: boolean,
): void {
  const a = LAYOUT.event;
  const g = scene.add.graphics();
  parent.add(g);
  if (card === null) {
    g.fillStyle(0x34506b, 1).fillRoundedRect(a.x, a.y, a.w, a.h, 12);
    g.lineStyle(2, 0x9fb4c2, 1).strokeRoundedRect(a.x, a.y, a.w, a.h, 12);
    g.lineStyle(1, 0x9fb4c2, 0.4);
    for (let k = 12; k < a.w; k += 16) g.lineBetween(a.x + k, a.y + 8, a.x + k, a.y + a.h - 8);
    text(scene, parent, a.x + a.w / 2, a.y + a.h / 2, caption, 15, INK.paper, {
      align: 'center',
      wordWrap: { width: a.w - 30 },
    }).setOrigin(0.5);
    return;
  }
  g.fillStyle(INK.paper, 1).fillRoundedRect(a.x, a.y, a.w, a.h, 12);
  g.lineStyle(secret ? 4 : 2, secret ? INK.highlight : INK.ink, 1).strokeRoundedRect(a.x, a.y, a.w, a.h, 12);
  g.fillStyle(card.special ? 0x6b3a8a : 0x1f4e6a, 1).fillRoundedRect(a.x + 6, a.y + 6, a.w - 12, 30, 8);
  text(scene, parent, a.x + a.w / 2, a.y + 21, card.name, 16, INK.paper, { fontStyle: 'bold' }).setOrigin(
    0.5,
  );
  const lines = [
    `${SKILL_WORDS[card.skill] ?? card.skill} trial: ${card.threshold}+`,
    `Balloon damage: ${card.damage}`,
    `Success: ${[card.successGold ? `${card.successGold} gold` : '', card.successCards ? `${card.successCards} card` : ''].filter(Boolean).join(' + ') || '—'}`,
    `Cagnotte: +${card.cagnotte} per success`,
    `Failure: ${[card.failRenown ? `−${card.failRenown} renown` : '', card.failPirates ? `${card.failPirates} pirate${card.failPirates > 1 ? 's' : ''} die` : ''].filter(Boolean).join(', ') || '—'}`,
    card.special ? `Special: the ${POST_WORDS[card.special] ?? card.special} alone` : '',
  ].filter(Boolean);
  text(scene, parent, a.x + 12, a.y + 46, lines.join('\n'), 13, INK.ink, {
    lineSpacing: 5,
    wordWrap: { width: a.w - 20 },
  });
  text(scene, parent, a.x + a.w / 2, a.y + a.h - 12, caption, 12, secret ? 0x8a2b1e : INK.inkSoft, {
    fontStyle: secret ? 'bold' : 'italic',
  }).setOrigin(0.5, 1);
}

const FAMILY_HEX: Record<string, number> = { exploit: 0x2f7a4f, brawl: 0xa83a2a, mission: 0x6b3a8a };

/** The viewer's hand, face up (others' hands are counts on their panels). */
export function drawHand(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  hand: ReadonlyArray<CardModel> | null,
  selected: string | null,
  offered: (uid: string) => boolean,
  click: (uid: string) => void,
): void {
  const a = LAYOUT.hand;
  const g = scene.add.graphics();
  parent.add(g);
  g.fillStyle(0x0b2230, 0.9).fillRoundedRect(a.x, a.y, a.w, a.h, 10);
  if (hand === null) {
    text(scene, parent, a.x + a.w / 2, a.y + a.h / 2, 'Watching:\nhands stay hidden', 14, INK.paperDim, {
      align: 'center',
    }).setOrigin(0.5);
    return;
  }
  text(scene, parent, a.x + 10, a.y + 6, `Your hand (${hand.length})`, 14, INK.paper, { fontStyle: 'bold' });
  const rowH = Math.min(48, Math.floor((a.h - 30) / Math.max(1, hand.length)));
  hand.forEach((card, k) => {
    const row = scene.add.container(a.x + 6, a.y + 28 + k * rowH);
    parent.add(row);
    const rg = scene.add.graphics();
    row.add(rg);
    rg.fillStyle(selected === card.uid ? INK.highlight : INK.paper, 1).fillRoundedRect(
      0,
      0,
      a.w - 12,
      rowH - 4,
      6,
    );
    rg.fillStyle(FAMILY_HEX[card.family] ?? 0x555555, 1).fillRoundedRect(0, 0, 8, rowH - 4, {
      tl: 6,
      bl: 6,
      tr: 0,
      br: 0,
    });
    if (offered(card.uid)) offeredRing(rg, 0, 0, a.w - 12, rowH - 4);
    text(scene, row, 14, 2, card.name, 13, INK.ink, { fontStyle: 'bold' });
    if (rowH > 30) text(scene, row, 14, 19, short(card.text, 34), 10, INK.inkSoft);
    clickable(row, a.w - 12, rowH - 4, () => click(card.uid));
  });
}
