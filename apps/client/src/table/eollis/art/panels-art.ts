// Beside the ship: the renown track and one panel per Clan with its pirate cards and its gifts.
import { drawSeatMark } from '../../art/seat-mark';
import type Phaser from 'phaser';
import { INK } from '../../art/palette';
import { TYPE } from '../../../ui/theme';
import type { TableTooltip } from '../../tooltip';
import type { ClanModel, EollisModel, PirateModel } from '../model';
import { panelWaitWord } from '../labels';
import { plaqueWord } from './ship-art';
import {
  EOLLIS,
  LAYOUT,
  button,
  clanHex,
  clickable,
  fitName,
  offeredRing,
  paperGrain,
  text,
  tipArea,
  title,
} from './common';
import { clanTip, pirateTip, renownTip } from './tips';

export const RENOWN_MAX = 30;

/** The x of a renown value on the track. */
export function renownX(renown: number): number {
  const r = LAYOUT.renown;
  return r.x + 16 + (Math.max(0, Math.min(RENOWN_MAX, renown)) * (r.w - 32)) / RENOWN_MAX;
}

/** The renown track, 0–30: a brass rule with a notch per point and a figure every five. */
export function drawRenownTrack(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  model: EollisModel,
  tips: TableTooltip,
): void {
  const r = LAYOUT.renown;
  const g = scene.add.graphics();
  parent.add(g);
  g.fillStyle(EOLLIS.panel, 0.92).fillRoundedRect(r.x, r.y, r.w, r.h, 8);
  g.lineStyle(1, EOLLIS.line, 1).strokeRoundedRect(r.x, r.y, r.w, r.h, 8);
  g.fillStyle(EOLLIS.brassDark, 1).fillRect(r.x + 12, r.y + 30, r.w - 24, 6);
  g.fillStyle(EOLLIS.brass, 1).fillRect(r.x + 12, r.y + 30, r.w - 24, 3);
  for (let v = 0; v <= RENOWN_MAX; v++) {
    const x = renownX(v);
    g.lineStyle(1, EOLLIS.brassLight, v % 5 === 0 ? 1 : 0.5).lineBetween(
      x,
      r.y + 27,
      x,
      r.y + (v % 5 === 0 ? 40 : 36),
    );
    if (v % 5 === 0)
      title(scene, parent, x, r.y + r.h - 1, String(v), TYPE.caption, EOLLIS.surface).setOrigin(0.5, 1);
  }
  title(scene, parent, r.x + r.w - 10, r.y + 3, 'Renown', TYPE.caption, EOLLIS.brassLight).setOrigin(1, 0);
  tipArea(tips, parent, r.x, r.y, r.w, r.h, () => renownTip(model));
}

/** Where each Clan's renown marker stands (stacked where several share a space). */
export function renownSpots(clans: ReadonlyArray<ClanModel>): Array<{ x: number; y: number }> {
  const stack = new Map<number, number>();
  return clans.map((clan) => {
    const v = Math.max(0, Math.min(RENOWN_MAX, clan.renown));
    const k = stack.get(v) ?? 0;
    stack.set(v, k + 1);
    // Markers sharing a space stack up and a little to the right, all inside the track.
    return { x: renownX(v) + k * 4, y: LAYOUT.renown.y + 22 - Math.min(k, 3) * 5 };
  });
}

/** A Clan's renown marker, in its shape and colour: the scene slides it along the track. */
export function makeRenownMarker(scene: Phaser.Scene, clan: ClanModel): Phaser.GameObjects.Graphics {
  const g = scene.add.graphics();
  if (clan.you) g.fillStyle(0xffffff, 1).fillCircle(0, 0, 10);
  drawSeatMark(g, clan.colour, 0, 0, 7);
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

/** A pirate's card on its Clan's panel: the figure, the name, the three skills, its post and its gold. */
function pirateCardArt(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  model: EollisModel,
  x: number,
  y: number,
  w: number,
  h: number,
  p: PirateModel,
  colour: string,
  hooks: PanelHooks,
  tips: TableTooltip,
): void {
  const card = scene.add.container(x, y);
  parent.add(card);
  const g = scene.add.graphics();
  card.add(g);
  g.fillStyle(0x000000, 0.35).fillRoundedRect(1, 2, w, h, 5);
  paperGrain(g, 0, 0, w, h, p.ghost ? 0xc9d3db : EOLLIS.surface, 5);
  g.lineStyle(1.5, INK.ink, 1).strokeRoundedRect(0, 0, w, h, 5);
  if (hooks.pirateOffered(p.id)) offeredRing(g, 0, 0, w, h);
  const tall = h >= 72;
  const nameH = tall ? 34 : h - 18;
  fitName(scene, card, 3, 1, p.name, w - 6, nameH, TYPE.small, INK.ink, { fontStyle: 'bold' });
  const skillsY = tall ? 35 : h - 16;
  const skills = text(
    scene,
    card,
    3,
    skillsY,
    `N${p.navigation} C${p.combat} B${p.bagou}`,
    TYPE.caption,
    0x0f4a6e,
    {
      fontStyle: 'bold',
    },
  );
  if (skills.width > w - 4) skills.setText(`${p.navigation}·${p.combat}·${p.bagou}`);
  if (tall) {
    const where = p.ghost
      ? 'ghost'
      : p.post === null
        ? 'ashore'
        : p.post === 'hold'
          ? 'hold'
          : plaqueWord(p.post);
    const t = text(scene, card, 3, 51, where, TYPE.caption, p.powerUsed ? EOLLIS.alarm : 0x5a4c3c);
    if (t.width > w - 6) t.setWordWrapWidth(w - 6);
    if (p.powerUsed && h >= 84)
      text(scene, card, 3, h - 17, 'spent', TYPE.caption, EOLLIS.alarm, { fontStyle: 'bold' });
  }
  if (p.gold > 0) {
    g.fillStyle(EOLLIS.gold, 1).fillCircle(w - 9, h - 9, 8);
    g.lineStyle(1, EOLLIS.brassDark, 1).strokeCircle(w - 9, h - 9, 8);
    title(scene, card, w - 9, h - 9, String(p.gold), TYPE.caption, INK.ink).setOrigin(0.5);
  }
  // A spent power tilts the card, as on the table.
  if (p.powerUsed) card.setAngle(-5);
  clickable(card, w, h, () => hooks.clickPirate(p.id), { tips, words: () => pirateTip(model, p) });
}

/** Where Clan `i` of `n` has its panel. */
export function panelBox(i: number, n: number): { x: number; y: number; w: number; h: number } {
  const area = LAYOUT.clans;
  const h = Math.min(164, Math.floor((area.h + 6) / Math.max(1, n)) - 6);
  return { x: area.x, y: area.y + i * (h + 6), w: area.w, h };
}

/** One panel per Clan: its mark and name, renown, hand, gold, strongbox, its pirate cards, gifts. */
export function drawClanPanels(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  model: EollisModel,
  hooks: PanelHooks,
  tips: TableTooltip,
): void {
  const area = LAYOUT.clans;
  model.clans.forEach((clan, i) => {
    const { y, h } = panelBox(i, model.clans.length);
    const panel = scene.add.container(area.x, y);
    parent.add(panel);
    const g = scene.add.graphics();
    panel.add(g);
    g.fillStyle(clan.you ? EOLLIS.panelYou : EOLLIS.panel, 0.95).fillRoundedRect(0, 0, area.w, h, 10);
    g.lineStyle(clan.awaited ? 3 : 1, clan.awaited ? EOLLIS.accent : EOLLIS.line, 1).strokeRoundedRect(
      0,
      0,
      area.w,
      h,
      10,
    );
    g.fillStyle(clanHex(clan.colour), 1).fillRoundedRect(0, 0, 8, h, { tl: 10, bl: 10, tr: 0, br: 0 });
    if (hooks.panelOffered(clan.seat)) offeredRing(g, 0, 0, area.w, h);
    // The Clan's shape before its name: colour is never the only mark of a seat.
    drawSeatMark(g, clan.colour, 22, 12, 7);
    const gifts = hooks.gifts(clan.seat);
    // A roomy panel gives its second line to the status and the gifts; a small one keeps to its cards, and its
    // gifts take the header's right end (the stats shorten beside them).
    const roomy = h >= 96;
    const giftsW = roomy ? 0 : gifts.length * 136;
    const stats = `★ ${clan.renown}  ·  ${clan.handCount} card${clan.handCount === 1 ? '' : 's'}  ·  ${clan.gold} gold${clan.strongbox > 0 ? ` + ${clan.strongbox} safe` : ''}`;
    const statText = text(scene, panel, area.w - 10 - giftsW, 3, stats, TYPE.small, EOLLIS.surface).setOrigin(
      1,
      0,
    );
    const tag = `${clan.name}${clan.you ? ' (you)' : ''}${clan.bot ? ' · bot' : ''}`;
    const name = title(scene, panel, 34, 3, tag, TYPE.small, EOLLIS.surface);
    if (name.width > area.w - 50 - giftsW - statText.width) {
      name.setFontSize(TYPE.caption);
      statText.setText(`★ ${clan.renown} · ${clan.gold + clan.strongbox}g`);
    }
    const status =
      clan.seat === model.lastCaptainSeat &&
      model.posts.captain &&
      model.pirates[model.posts.captain]?.owner === clan.seat
        ? '★ holds the Captain'
        : '';
    const line2 = [
      panelWaitWord(model, clan),
      status,
      clan.toDivide > 0 ? `dividing ${clan.toDivide} gold` : '',
      ...clan.missions.map((m) => `✓ ${m}`),
    ]
      .filter(Boolean)
      .join(' · ');
    const top = roomy ? 42 : 22;
    if (roomy && line2)
      text(scene, panel, 16, 21, line2, TYPE.caption, clan.awaited ? EOLLIS.accent : 0xc9d6e3);
    const cols = Math.max(5, clan.pirates.length);
    const cw = Math.floor((area.w - 20 - (cols - 1) * 5) / cols);
    const ch = h - top - 5;
    clan.pirates.forEach((p, k) =>
      pirateCardArt(scene, panel, model, 14 + k * (cw + 5), top, cw, ch, p, clan.colour, hooks, tips),
    );
    // The whole panel says whose it is (a hover area over it would take its clicks: a Brawl card's target).
    clickable(panel, area.w, h, () => hooks.clickPanel(clan.seat), {
      tips,
      words: () => `${clanTip(clan)}${line2 ? `\n${line2}.` : ''}`,
    });
    // Gifts sit on the header's second line, right of the status words (over the cards on a small panel).
    gifts.forEach((gift, k) => {
      const b = button(
        scene,
        panel,
        area.w - 8 - (k + 1) * 136,
        roomy ? 20 : 2,
        130,
        gift.label,
        gift.act,
        true,
        20,
      );
      tips.attach(b, `${gift.label} — to ${clan.name}.`);
    });
  });
}
