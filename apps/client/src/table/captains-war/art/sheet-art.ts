// A captain's game sheet, drawn as the printed one: GP and chest, the crew by Strength, both acquisition lines with
// their costs, both red-circle tracks with their locks and gains, and the boarding chart. Every part says what it is
// on hover; on your own sheet in the command phase the parts on offer are buttons.
import type Phaser from 'phaser';
import {
  ACQUISITIONS,
  RESOURCES,
  SHEET,
  TRACKS,
  recruitCost,
  RESOURCE_PRICE_GP,
  type Line,
  type TrackGain,
} from '@flotilla/rules/captains-war/material';
import { hex } from '../../../ui/theme';
import type { TableTooltip } from '../../tooltip';
import { seatHex } from '../../art/palette';
import type { SheetModel } from '../model';
import { resourceGlyph } from './dice-art';
import {
  attackButton,
  coin,
  INK_CSS,
  INK_SOFT_CSS,
  kit,
  OFFER,
  PALETTE,
  ruled,
  sheetName,
  sheetPaper,
  type Kit,
  type SheetStatus,
} from './sheet-kit';
import { chartLineWords, chartSlotWords, gainWords } from './sheet-words';
import { cw, itemName, itemShort, resourceStock, resourceWord, theItem } from '../terms';

export type { SheetStatus } from './sheet-kit';

/** What a click on a part of the sheet asks for; the scene turns it into the one offered action, if any. */
export type SheetTarget =
  | { readonly kind: 'acquire'; readonly line: Line }
  | { readonly kind: 'recruit'; readonly strength: number }
  | { readonly kind: 'buy'; readonly resource: string }
  | { readonly kind: 'commit'; readonly strength: number }
  | { readonly kind: 'attack' }
  | { readonly kind: 'open' };

export interface SheetOptions {
  /** Command-phase hints on your own sheet: costs and what is on offer now. */
  readonly offers: {
    readonly acquire: ReadonlyArray<Line>;
    readonly recruit: ReadonlyArray<number>;
    /** Strengths you may send to the boarding now. */
    readonly commit: ReadonlyArray<number>;
    readonly buy: ReadonlyArray<string>;
  };
  readonly showCosts: boolean;
  /** You may attack this captain now: a "⚔ Attack" button in the header. */
  readonly attackable: boolean;
  /** Shows "open" in the header (not on the enlarged sheet itself). */
  readonly openable: boolean;
  /** Why an option of your own sheet is not offered now (the rules' reasons in words), shown on hover. */
  readonly why: {
    readonly acquire: Readonly<Partial<Record<Line, string>>>;
    readonly buy: Readonly<Partial<Record<string, string>>>;
  };
  /** Names of the captains, for the boarding chart. */
  readonly names: ReadonlyArray<string>;
  readonly tooltip: TableTooltip | null;
  readonly onTarget: (target: SheetTarget) => void;
}

/** The sheet's rows, in design units from its top (the browser scenarios click the crew rows). */
export const SHEET_ROWS = {
  header: 32,
  chest: 52,
  crewTitle: 86,
  crewFirst: 110,
  crewStep: 22,
  attributeTrack: 280,
  boatTrack: 328,
  chart: 388,
  height: 410,
} as const;

/** A circle's gain in a few characters: "3" GP, "S4" pirate, "A+" / "D+" bonuses; resources are drawn. */
function gainText(gain: TrackGain | null): string {
  if (gain === null) return '';
  switch (gain.kind) {
    case 'gold':
      return String(gain.amount);
    case 'pirate':
      return cw('group.strength', { strength: gain.strength });
    case 'attackBonus':
      return 'A+';
    case 'defenceBonus':
      return 'D+';
    case 'resource':
      return '';
  }
}

/** A "?" in the corner of a part that is not on offer: its hover says why. */
function whyMark(k: Kit, x: number, y: number): void {
  k.g.fillStyle(PALETTE.inkSoft, 1).fillCircle(x, y, 7);
  k.text(x, y, '?', 'caption', '#ffffff', true).setOrigin(0.5);
}

/** The full sheet, top-left at (0,0), `w` wide (about 630) and `SHEET_ROWS.height` high. */
export function drawSheet(
  scene: Phaser.Scene,
  container: Phaser.GameObjects.Container,
  sheet: SheetModel,
  status: SheetStatus,
  w: number,
  h: number,
  options: SheetOptions,
): void {
  const k = kit(scene, container, options.tooltip);
  const { g } = k;
  const R = SHEET_ROWS;
  sheetPaper(scene, container, k, sheet, w, h, R.header);
  const mine = { name: sheet.name, context: sheet.you ? 'you' : undefined };
  sheetName(k, sheet, 32, R.header / 2, w / 2 - 60, 'label');
  k.zone(0, 0, w / 2, R.header, cw('sheet.headerTip', mine));
  k.text(w - 12, R.header / 2, status.text, 'small', '#111111', status.hot).setOrigin(1, 0.5);
  if (!sheet.you && options.openable) {
    const t = k.text(w - 130, R.header / 2, cw('sheet.open'), 'small', '#111111', true).setOrigin(1, 0.5);
    k.zone(t.x - t.width - 6, 0, t.width + 12, R.header, cw('sheet.openTip', mine), () =>
      options.onTarget({ kind: 'open' }),
    );
  }
  if (options.attackable)
    attackButton(k, w / 2 + 20, 6, 96, 22, sheet.name, () => options.onTarget({ kind: 'attack' }));

  // GP and the chest; a resource costs 3 GP in the command phase.
  const cy = R.chest;
  coin(k, 26, cy, 15, sheet.gold);
  k.text(46, cy - 9, cw('sheet.gp'), 'caption', INK_SOFT_CSS, true).setOrigin(0, 0.5);
  k.text(46, cy + 8, `${sheet.goldCircled}/${SHEET.goldCircles}`, 'caption', INK_SOFT_CSS).setOrigin(0, 0.5);
  k.zone(
    8,
    cy - 16,
    80,
    32,
    cw('sheet.goldTip', { gold: sheet.gold, circled: sheet.goldCircled, circles: SHEET.goldCircles }),
  );
  const chestX = 110;
  const chestStep = 66;
  RESOURCES.forEach((resource, i) => {
    const x = chestX + i * chestStep;
    const offered = options.offers.buy.includes(resource);
    const reason = options.why.buy[resource];
    const count = sheet.chest[i] ?? 0;
    if (offered) g.lineStyle(2, OFFER, 1).strokeRoundedRect(x - 14, cy - 15, chestStep - 6, 30, 6);
    resourceGlyph(g, resource, x, cy, 9);
    k.figure(x + 13, cy, `×${count}`, 'body').setOrigin(0, 0.5);
    if (!offered && reason !== undefined && options.showCosts) whyMark(k, x + chestStep - 24, cy - 11);
    const tip = offered
      ? cw('sheet.chestBuy', { resources: resourceStock(resource, count), price: RESOURCE_PRICE_GP })
      : cw(reason && options.showCosts ? 'sheet.chestWhy' : 'sheet.chest', {
          resources: resourceStock(resource, count),
          reason,
        });
    k.zone(
      x - 14,
      cy - 15,
      chestStep - 6,
      30,
      tip,
      offered ? () => options.onTarget({ kind: 'buy', resource }) : undefined,
    );
  });
  if (options.showCosts)
    k.text(
      chestX + 4 * chestStep - 6,
      cy,
      cw('sheet.buyEach', { price: RESOURCE_PRICE_GP }),
      'caption',
      INK_SOFT_CSS,
    ).setOrigin(0, 0.5);
  const flags: Array<[string, string]> = [];
  if (sheet.grapplingHook) flags.push([cw('sheet.hook'), cw('sheet.hookTip')]);
  (['attributes', 'boats'] as const).forEach((line) => {
    if (sheet.commandBonus[line] > 0)
      flags.push([
        cw(`sheet.flag.${line}`, { rp: sheet.commandBonus[line] }),
        cw('sheet.flagTip', { bonus: cw(`bonus.${line}`), rp: sheet.commandBonus[line] }),
      ]);
  });
  let fx = w - 12;
  for (const [words, tip] of [...flags].reverse()) {
    const t = k.text(fx, cy, words, 'caption', hex(PALETTE.alarm), true).setOrigin(1, 0.5);
    k.zone(fx - t.width, cy - 10, t.width, 20, tip);
    fx -= t.width + 10;
  }
  ruled(g, 8, w - 8, 72);

  drawCrew(k, sheet, options);
  drawAcquisitions(k, sheet, w, options);
  drawTracks(k, sheet, w);
  drawChart(k, sheet, w, options);
}

/** Crew by Strength: filled = ready to fight, slashed = spent, faint = a free circle. */
function drawCrew(k: Kit, sheet: SheetModel, options: SheetOptions): void {
  const { g } = k;
  const R = SHEET_ROWS;
  k.text(10, R.crewTitle, cw('sheet.crew'), 'small', INK_SOFT_CSS, true).setOrigin(0, 0.5);
  if (options.showCosts)
    k.text(214, R.crewTitle, cw('sheet.recruit'), 'caption', INK_SOFT_CSS).setOrigin(1, 0.5);
  SHEET.crewCircles.forEach((capacity, i) => {
    const y = R.crewFirst + i * R.crewStep;
    const strength = i + 1;
    const recruit = options.offers.recruit.includes(strength);
    const commit = options.offers.commit.includes(strength);
    if (recruit || commit)
      g.lineStyle(2, commit ? PALETTE.alarm : OFFER, 1).strokeRoundedRect(6, y - 10, 212, 20, 5);
    if (i > 0) ruled(g, 8, 218, y - R.crewStep / 2);
    k.figure(12, y, cw('group.strength', { strength }), 'caption').setOrigin(0, 0.5);
    const available = sheet.crew[i] ?? 0;
    const circled = sheet.crewCircled[i] ?? 0;
    for (let c = 0; c < capacity; c += 1) {
      const x = 42 + c * 15;
      if (c < available) {
        g.fillStyle(PALETTE.ink, 1).fillCircle(x, y, 6);
        g.fillStyle(0xffffff, 0.35).fillCircle(x - 2, y - 2, 2);
      } else if (c < circled) {
        g.lineStyle(1.5, PALETTE.inkSoft, 1).strokeCircle(x, y, 6);
        g.lineBetween(x - 4, y + 4, x + 4, y - 4);
      } else {
        g.lineStyle(1, PALETTE.inkSoft, 0.45).strokeCircle(x, y, 6);
      }
    }
    if (options.showCosts)
      k.text(214, y, cw('gp', { n: recruitCost(strength) }), 'caption', INK_SOFT_CSS).setOrigin(1, 0.5);
    const words = cw('sheet.crewTip', { strength, count: available, spent: circled - available, capacity });
    const tip = commit
      ? cw('sheet.crewCommit', { words })
      : recruit
        ? cw('sheet.crewRecruit', { words, cost: recruitCost(strength) })
        : words;
    k.zone(
      6,
      y - 10,
      212,
      20,
      tip,
      recruit || commit
        ? () => options.onTarget(commit ? { kind: 'commit', strength } : { kind: 'recruit', strength })
        : undefined,
    );
  });
  const ready = sheet.crew.reduce((a, b) => a + b, 0);
  const spent = sheet.crewCircled.reduce((a, b) => a + b, 0) - ready;
  k.text(
    10,
    R.crewFirst + 6 * R.crewStep - 4,
    cw('sheet.crewTotals', { ready, spent }),
    'caption',
    INK_SOFT_CSS,
  ).setOrigin(0, 0.5);
}

/** Acquisitions, in printed order, with their cost in resources (★ = a resource of your choice) and RP. */
function drawAcquisitions(k: Kit, sheet: SheetModel, w: number, options: SheetOptions): void {
  const { g } = k;
  const seat = seatHex(sheet.colour);
  const left = 232;
  const boxW = (w - left - 8) / 4;
  const boxH = 58;
  if (options.showCosts)
    k.text(w - 12, SHEET_ROWS.crewTitle, cw('sheet.jokerKey'), 'caption', INK_SOFT_CSS).setOrigin(1, 0.5);
  (['attributes', 'boats'] as const).forEach((line: Line, row) => {
    const top = SHEET_ROWS.crewTitle + row * 76;
    k.text(left, top, cw(`sheet.lineTitle.${line}`), 'small', INK_SOFT_CSS, true).setOrigin(0, 0.5);
    ACQUISITIONS[line].forEach((acq, i) => {
      const x = left + i * boxW;
      const y = top + 12;
      const done = i < sheet.acquired[line];
      const next = i === sheet.acquired[line];
      const offered = next && options.offers.acquire.includes(line);
      g.fillStyle(done ? seat : 0xffffff, done ? 0.85 : 0.28).fillRoundedRect(x, y, boxW - 6, boxH, 5);
      g.lineStyle(offered ? 3 : 1, offered ? OFFER : PALETTE.inkSoft, 1).strokeRoundedRect(
        x,
        y,
        boxW - 6,
        boxH,
        5,
      );
      k.text(x + 6, y + 11, itemShort(acq.name), 'small', done ? '#111111' : INK_CSS, true).setOrigin(0, 0.5);
      k.figure(x + 6, y + 47, cw('rp', { rp: acq.rp }), 'caption', done ? '#111111' : INK_SOFT_CSS).setOrigin(
        0,
        0.5,
      );
      const glyphs: string[] = [];
      acq.cost.forEach((n, r) => {
        for (let c = 0; c < n; c += 1) glyphs.push(RESOURCES[r] ?? 'joker');
      });
      for (let c = 0; c < acq.jokers; c += 1) glyphs.push('joker');
      if (!done) {
        glyphs.forEach((resource, c) => resourceGlyph(g, resource, x + 12 + c * 15, y + 29, 6.5));
      } else {
        k.text(x + 6, y + 29, cw('sheet.acquired'), 'caption', '#111111', true).setOrigin(0, 0.5);
      }
      const reason = options.why.acquire[line];
      if (next && !offered && reason !== undefined) whyMark(k, x + boxW - 18, y + 47);
      const cost = glyphs.map((r) => (r === 'joker' ? cw('sheet.any') : resourceWord(r))).join(', ');
      const about = { item: itemName(acq.name), rp: acq.rp, cost };
      const tip = done
        ? cw('sheet.acqDone', { ...about, track: cw(`track.${line}`) })
        : offered
          ? cw('sheet.acqOffered', about)
          : next && reason
            ? cw('sheet.acqWhy', { ...about, reason })
            : cw(next ? 'sheet.acqCost' : 'sheet.acqLater', about);
      k.zone(
        x,
        y,
        boxW - 6,
        boxH,
        tip,
        offered ? () => options.onTarget({ kind: 'acquire', line }) : undefined,
      );
    });
  });
}

/** Both tracks: red circles fill in order, each shows its gain; a lock bar opens with the facing acquisition. */
function drawTracks(k: Kit, sheet: SheetModel, w: number): void {
  const { g } = k;
  ruled(g, 8, w - 8, 252);
  const left = 80;
  const step = (w - left - 8) / TRACKS.attributes.length;
  const r = 12;
  (['attributes', 'boats'] as const).forEach((line: Line) => {
    const y = line === 'attributes' ? SHEET_ROWS.attributeTrack : SHEET_ROWS.boatTrack;
    const name = cw(`track.${line}`);
    k.text(10, y, cw(`sheet.trackName.${line}`), 'small', INK_SOFT_CSS, true).setOrigin(0, 0.5);
    k.zone(8, y - 12, 80, 24, cw(`sheet.trackTip.${line}`));
    const track = TRACKS[line];
    let lastLock = 0;
    track.forEach((circle, i) => {
      const x = left + i * step + step / 2;
      if (circle.lock > lastLock) {
        const open = sheet.acquired[line] >= circle.lock;
        const bx = x - step / 2;
        g.fillStyle(open ? 0x009e73 : PALETTE.ink, 1).fillRect(bx - 1.5, y - 14, 3, 28);
        if (!open) {
          g.fillRect(bx - 5, y - 24, 10, 8);
          g.lineStyle(1.5, PALETTE.ink, 1).strokeCircle(bx, y - 25, 3.5);
        }
        const acq = ACQUISITIONS[line][circle.lock - 1];
        k.zone(
          bx - 6,
          y - 28,
          12,
          42,
          cw(open ? 'sheet.lockOpen' : 'sheet.lockClosed', {
            item: acq ? theItem(acq.name) : cw('sheet.theAcquisition'),
          }),
        );
        lastLock = circle.lock;
      }
      const filled = i < sheet.track[line];
      if (filled) g.fillStyle(PALETTE.alarm, 1).fillCircle(x, y, r);
      else g.fillStyle(0xffffff, 0.35).fillCircle(x, y, r);
      g.lineStyle(1.5, PALETTE.alarm, 1).strokeCircle(x, y, r);
      if (circle.gain?.kind === 'resource') {
        resourceGlyph(g, circle.gain.resource, x, y, r * 0.55);
      } else {
        const text = gainText(circle.gain);
        if (text !== '') k.figure(x, y, text, 'caption', filled ? '#ffffff' : INK_CSS).setOrigin(0.5);
      }
      if (line === 'boats' && circle.rp > 0)
        k.figure(x, y + r + 8, `${circle.rp}`, 'caption', INK_SOFT_CSS).setOrigin(0.5);
      const gain = circle.gain
        ? cw('sheet.gives', { gain: gainWords(circle.gain) })
        : cw('sheet.givesNothing');
      const rp = line === 'boats' && circle.rp > 0 ? cw('sheet.circleRp', { rp: circle.rp }) : '';
      k.zone(
        x - step / 2 + 2,
        y - r,
        step - 4,
        r * 2,
        cw('sheet.circle', {
          track: name,
          n: i + 1,
          state: cw(filled ? 'sheet.filled' : 'sheet.empty'),
          gain,
          rp,
        }),
      );
    });
  });
}

/** The boarding chart: one slot per battle, at most five; the hover tells the battle in full. */
function drawChart(k: Kit, sheet: SheetModel, w: number, options: SheetOptions): void {
  const { g } = k;
  const y = SHEET_ROWS.chart;
  ruled(g, 8, w - 8, y - 20);
  k.text(
    10,
    y,
    cw('sheet.chartTitle', { battles: sheet.battles, of: SHEET.boardingLines }),
    'small',
    INK_SOFT_CSS,
    true,
  ).setOrigin(0, 0.5);
  const left = 100;
  const slot = (w - left - 8) / SHEET.boardingLines;
  for (let i = 0; i < SHEET.boardingLines; i += 1) {
    const x = left + i * slot;
    const line = sheet.chart[i];
    g.lineStyle(1, PALETTE.inkSoft, 0.5).strokeRoundedRect(x, y - 10, slot - 6, 20, 4);
    const colour = line ? hex(line.won ? 0x1b5e20 : PALETTE.alarm) : INK_SOFT_CSS;
    const words = k.text(
      x + 6,
      y,
      chartSlotWords(line, i, options.names),
      'caption',
      colour,
      line !== undefined,
    );
    // A long name leaves the slot for the hover rather than being cut.
    if (words.width > slot - 16) words.setText(chartSlotWords(line, i, options.names, false));
    words.setOrigin(0, 0.5);
    k.zone(x, y - 10, slot - 6, 20, chartLineWords(line, i, options.names));
  }
}
