// Beside the ship: the renown track and one panel per Clan with its pirate cards and its gifts.
import { drawSeatMark } from '../../art/seat-mark';
import type Phaser from 'phaser';
import { INK } from '../../art/palette';
import type { TableTooltip } from '../../tooltip';
import type { ClanModel, EollisModel, PirateModel } from '../model';
import { panelWaitWord } from '../labels';
import { eo, goldWords } from '../terms';
import {
  EOLLIS,
  LAYOUT,
  MIN_TYPE,
  button,
  clanHex,
  clickable,
  offeredRing,
  paperGrain,
  text,
  tipArea,
  title,
} from './common';
import { drawEmblem } from './figures';
import { clanTip, pirateTip, renownTip } from './tips';

export const RENOWN_MAX = 30;

/** Where the track starts: after its name. */
const TRACK_X = 96;

/** The x of a renown value on the track. */
export function renownX(renown: number): number {
  const r = LAYOUT.renown;
  return r.x + TRACK_X + (Math.max(0, Math.min(RENOWN_MAX, renown)) * (r.w - TRACK_X - 16)) / RENOWN_MAX;
}

/** The rule's height on the track, its markers above it and its figures below. */
const RULE_Y = 24;

/** The renown track, 0–30: its name, a brass rule with a notch per point and a figure every five. */
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
  const x0 = renownX(0) - 6;
  const x1 = renownX(RENOWN_MAX) + 6;
  g.fillStyle(EOLLIS.brassDark, 1).fillRect(x0, r.y + RULE_Y, x1 - x0, 6);
  g.fillStyle(EOLLIS.brass, 1).fillRect(x0, r.y + RULE_Y, x1 - x0, 3);
  for (let v = 0; v <= RENOWN_MAX; v++) {
    const x = renownX(v);
    g.lineStyle(1, EOLLIS.brassLight, v % 5 === 0 ? 1 : 0.5).lineBetween(
      x,
      r.y + RULE_Y - 3,
      x,
      r.y + RULE_Y + (v % 5 === 0 ? 10 : 6),
    );
    if (v % 5 === 0)
      title(scene, parent, x, r.y + r.h - 1, String(v), MIN_TYPE, EOLLIS.surface).setOrigin(0.5, 1);
  }
  title(scene, parent, r.x + 12, r.y + r.h / 2, eo('results.renown'), MIN_TYPE, EOLLIS.brassLight).setOrigin(
    0,
    0.5,
  );
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
    return { x: renownX(v) + k * 4, y: LAYOUT.renown.y + RULE_Y - 6 - Math.min(k, 3) * 4 };
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

/** A strip's height: one line of the table's smallest type and a margin. */
const STRIP_H = 21;

/**
 * A pirate's card on its Clan's panel, tucked under the panel so that only its title band shows: where it is
 * (the post's emblem), its name, its three skills and its gold. A spent power folds the card's corner down in red.
 * A long name gives way to the skills' short form, then to its first word (the tooltip says everything).
 */
function pirateStrip(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  model: EollisModel,
  x: number,
  y: number,
  w: number,
  h: number,
  p: PirateModel,
  hooks: PanelHooks,
  tips: TableTooltip,
): void {
  const card = scene.add.container(x, y);
  parent.add(card);
  const g = scene.add.graphics();
  card.add(g);
  g.fillStyle(0x000000, 0.35).fillRoundedRect(1, 2, w, h, 4);
  paperGrain(g, 0, 0, w, h, p.ghost ? 0xc9d3db : EOLLIS.surface, 4);
  g.lineStyle(1.5, INK.ink, 1).strokeRoundedRect(0, 0, w, h, 4);
  if (hooks.pirateOffered(p.id)) offeredRing(g, 0, 0, w, h);
  const mid = h / 2;
  // Where the pirate is: its post's emblem, the hold's hatch, or an empty ring ashore.
  if (p.post !== null && !p.ghost) drawEmblem(g, p.post, 11, mid, 6);
  else g.lineStyle(1.5, 0x6b5b47, 0.8).strokeCircle(11, mid, 5);
  if (p.powerUsed) {
    g.fillStyle(EOLLIS.alarm, 1).fillTriangle(w - 11, 0, w, 0, w, 11);
    g.lineStyle(1, INK.ink, 1).lineBetween(w - 11, 0, w, 11);
  }
  let right = w - (p.powerUsed ? 12 : 5);
  if (p.gold > 0) {
    const cx = right - 9;
    g.fillStyle(EOLLIS.brassDark, 1).fillCircle(cx, mid, 9.5);
    g.fillStyle(EOLLIS.gold, 1).fillCircle(cx, mid, 8.5);
    title(scene, card, cx, mid, String(p.gold), MIN_TYPE, INK.ink).setOrigin(0.5);
    right -= 21;
  }
  const skills = text(
    scene,
    card,
    right,
    mid,
    eo('skill.short', { navigation: p.navigation, combat: p.combat, bagou: p.bagou }),
    MIN_TYPE,
    0x0f4a6e,
    {
      fontStyle: 'bold',
    },
  ).setOrigin(1, 0.5);
  const name = text(scene, card, 22, mid, p.name, MIN_TYPE, INK.ink, { fontStyle: 'bold' }).setOrigin(0, 0.5);
  const room = (): number => skills.x - skills.width - 6 - 22;
  if (name.width > room()) skills.setText(`${p.navigation}·${p.combat}·${p.bagou}`);
  if (name.width > room()) name.setText(p.name.split(' ')[0] ?? p.name);
  clickable(card, w, h, () => hooks.clickPirate(p.id), { tips, words: () => pirateTip(model, p) });
}

/** A panel's header line, its second line (the status, or the gifts) and a gift button's width. */
const HEAD = 24;
const LINE = 22;
const GIFT_W = 104;

/** Where Clan `i` of `n` has its panel. */
export function panelBox(i: number, n: number): { x: number; y: number; w: number; h: number } {
  const area = LAYOUT.clans;
  const h = Math.min(200, Math.floor((area.h + 6) / Math.max(1, n)) - 6);
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
    const status =
      clan.seat === model.lastCaptainSeat &&
      model.posts.captain &&
      model.pirates[model.posts.captain]?.owner === clan.seat
        ? eo('canvas.holdsCaptain')
        : '';
    const line2 = [
      panelWaitWord(model, clan),
      status,
      clan.toDivide > 0 ? eo('canvas.dividing', { gold: goldWords(clan.toDivide) }) : '',
      ...clan.missions.map((m) => `✓ ${m}`),
    ]
      .filter(Boolean)
      .join(' · ');
    // The pirates' strips, two to a row (three when a small panel has many); a roomy panel gives its second line
    // to the status and the gifts, a small one keeps to its strips and its gifts take the header's right end.
    const count = Math.max(1, clan.pirates.length);
    const pitch = STRIP_H + 3;
    const cols = Math.ceil(count / 2) * pitch <= h - HEAD - 4 ? 2 : 3;
    const rows = Math.ceil(count / cols);
    const roomy = h - HEAD - LINE - 4 >= rows * pitch;
    const top = roomy ? HEAD + LINE : HEAD;
    const giftsW = roomy ? 0 : gifts.length * (GIFT_W + 6);
    const stats = eo('panel.stats', {
      renown: clan.renown,
      cards: eo('panel.cards', { count: clan.handCount }),
      gold:
        clan.strongbox > 0
          ? eo('panel.safe', { gold: goldWords(clan.gold), count: clan.strongbox })
          : goldWords(clan.gold),
    });
    const statText = text(scene, panel, area.w - 10 - giftsW, 2, stats, MIN_TYPE, EOLLIS.surface).setOrigin(
      1,
      0,
    );
    const tag = eo(clan.bot ? 'panel.tagBot' : 'panel.tag', {
      name: clan.name,
      context: clan.you ? 'you' : undefined,
    });
    const name = title(scene, panel, 34, 3, tag, MIN_TYPE, EOLLIS.surface);
    const nameRoom = (): number => statText.x - statText.width - 12 - 34;
    if (name.width > nameRoom())
      statText.setText(eo('panel.short', { renown: clan.renown, gold: clan.gold + clan.strongbox }));
    if (name.width > nameRoom()) name.setText(clan.name);
    while (name.width > nameRoom() && name.text.length > 2) name.setText(`${name.text.slice(0, -2)}…`);
    if (roomy && line2) {
      const said = text(scene, panel, 16, HEAD - 2, line2, MIN_TYPE, clan.awaited ? EOLLIS.accent : 0xc9d6e3);
      const room = area.w - 24 - gifts.length * (GIFT_W + 6);
      while (said.width > room && said.text.length > 2) said.setText(`${said.text.slice(0, -2)}…`);
    }
    const rowH = Math.min(pitch + 6, Math.floor((h - top - 4) / rows));
    const cw = Math.floor((area.w - 22 - (cols - 1) * 6) / cols);
    clan.pirates.forEach((p, k) =>
      pirateStrip(
        scene,
        panel,
        model,
        14 + (k % cols) * (cw + 6),
        top + Math.floor(k / cols) * rowH,
        cw,
        rowH - 3,
        p,
        hooks,
        tips,
      ),
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
        area.w - 8 - (k + 1) * (GIFT_W + 6),
        roomy ? HEAD - 2 : 1,
        GIFT_W,
        gift.label,
        gift.act,
        true,
        LINE,
      );
      tips.attach(b, eo('panel.giftTip', { gift: gift.label, clan: clan.name }));
    });
  });
}
