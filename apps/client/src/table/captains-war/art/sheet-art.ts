// Draws a captain's game sheet in code: the full sheet (GP, chest, crew by Strength, acquisitions with their
// costs, both tracks with locks and gains, command bonus flags, boarding chart) and a compact one for rivals.
import { drawSeatMark } from '../../art/seat-mark';
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
} from '@flotilla/rules/src/captains-war/sheet';
import type { SheetModel } from '../model';
import { INK, css, seatHex } from '../../art/palette';
import { resourceGlyph } from './dice-art';

/** What can be clicked now on your own sheet: a blue that stays apart from the reds and greens. */
const OFFER = 0x0072b2;

const SHORT_NAMES: Record<string, string> = {
  Parrot: 'Parrot',
  "Captain's hat": 'Hat',
  Hook: 'Hook',
  Boots: 'Boots',
  Raft: 'Raft',
  'Rowing boat': 'Rowboat',
  'Sailing ship': 'Sloop',
  Galleon: 'Galleon',
};

export interface SheetStatus {
  readonly text: string;
  readonly hot: boolean;
}

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
  readonly onTarget: (target: SheetTarget) => void;
}

type Label = (
  x: number,
  y: number,
  value: string,
  size?: number,
  colour?: string,
  bold?: boolean,
) => Phaser.GameObjects.Text;

function labeller(scene: Phaser.Scene, container: Phaser.GameObjects.Container): Label {
  return (x, y, value, size = 12, colour = css(INK.ink), bold = false) => {
    const t = scene.add.text(x, y, value, {
      fontFamily: 'Georgia, serif',
      fontSize: `${size}px`,
      color: colour,
      fontStyle: bold ? 'bold' : 'normal',
    });
    container.add(t);
    return t;
  };
}

/**
 * Why a part of the sheet offers nothing, said on hover: a dashed outline and a "?" mark that it has a reason, and
 * the reason in a paper box over the sheet while the pointer is on it.
 */
function whyTip(
  scene: Phaser.Scene,
  container: Phaser.GameObjects.Container,
  g: Phaser.GameObjects.Graphics,
  box: { readonly x: number; readonly y: number; readonly w: number; readonly h: number },
  reason: string,
  sheetWidth: number,
  corner: 'top' | 'bottom' = 'top',
): void {
  // In a free corner of the box (its RP stands in the other).
  const my = corner === 'top' ? box.y + 7 : box.y + box.h - 7;
  g.fillStyle(INK.inkSoft, 1).fillCircle(box.x + box.w - 7, my, 6);
  const mark = scene.add
    .text(box.x + box.w - 7, my, '?', {
      fontFamily: 'Georgia, serif',
      fontSize: '10px',
      color: '#ffffff',
    })
    .setOrigin(0.5);
  container.add(mark);
  const tipW = Math.min(260, sheetWidth - 12);
  const tipX = Math.max(6, Math.min(box.x, sheetWidth - tipW - 6));
  const tip = scene.add.container(tipX, box.y - 4).setVisible(false);
  const text = scene.add.text(8, 6, reason, {
    fontFamily: 'Georgia, serif',
    fontSize: '12px',
    color: css(INK.ink),
    wordWrap: { width: tipW - 16 },
  });
  const back = scene.add.graphics();
  const h = text.height + 12;
  back.fillStyle(0xfff8e6, 1).fillRoundedRect(0, -h, tipW, h, 6);
  back.lineStyle(1.5, INK.ink, 1).strokeRoundedRect(0, -h, tipW, h, 6);
  text.setY(6 - h);
  tip.add([back, text]);
  const zone = scene.add.zone(box.x, box.y, box.w, box.h).setOrigin(0, 0).setInteractive();
  zone.on('pointerover', () => {
    container.bringToTop(tip);
    tip.setVisible(true);
  });
  zone.on('pointerout', () => tip.setVisible(false));
  container.add([zone, tip]);
}

/** A clickable invisible zone over part of a sheet. */
function hotspot(
  scene: Phaser.Scene,
  container: Phaser.GameObjects.Container,
  x: number,
  y: number,
  w: number,
  h: number,
  onClick: () => void,
): void {
  const zone = scene.add.zone(x, y, w, h).setOrigin(0, 0).setInteractive({ useHandCursor: true });
  zone.on('pointerup', onClick);
  container.add(zone);
}

function paper(
  g: Phaser.GameObjects.Graphics,
  sheet: SheetModel,
  w: number,
  h: number,
  header: number,
): void {
  const seat = seatHex(sheet.colour);
  if (sheet.active) {
    g.fillStyle(INK.highlight, 0.35);
    g.fillRoundedRect(-6, -6, w + 12, h + 12, 14);
  }
  g.fillStyle(INK.paper, 1);
  g.fillRoundedRect(0, 0, w, h, 10);
  g.lineStyle(sheet.you ? 4 : 2, sheet.you ? seat : INK.inkSoft, 1);
  g.strokeRoundedRect(0, 0, w, h, 10);
  g.fillStyle(seat, 1);
  g.fillRoundedRect(0, 0, w, header, { tl: 10, tr: 10, bl: 0, br: 0 });
}

function title(sheet: SheetModel): string {
  return `${sheet.name}${sheet.you ? ' (you)' : ''}${sheet.bot ? ' · bot' : ''}`;
}

/** A circle's gain in a few characters: "3" GP, "S4" pirate, "+⚔" / "+⛨" bonuses; resources are drawn. */
function gainText(gain: TrackGain | null): string {
  if (gain === null) return '';
  switch (gain.kind) {
    case 'gold':
      return String(gain.amount);
    case 'pirate':
      return `S${gain.strength}`;
    case 'attackBonus':
      return 'A+';
    case 'defenceBonus':
      return 'D+';
    case 'resource':
      return '';
  }
}

/** The full sheet, top-left at (0,0), at width `w` (440–900) and height `h` (about 330). */
export function drawSheet(
  scene: Phaser.Scene,
  container: Phaser.GameObjects.Container,
  sheet: SheetModel,
  status: SheetStatus,
  w: number,
  h: number,
  options: SheetOptions,
): void {
  container.removeAll(true);
  const g = scene.add.graphics();
  container.add(g);
  const label = labeller(scene, container);
  const seat = seatHex(sheet.colour);
  const wide = w >= 640;
  paper(g, sheet, w, h, 30);
  // The seat's shape before its name: colour is never the only mark of a seat.
  drawSeatMark(g, sheet.colour, 16, 15, 8, 1, 0xffffff);
  label(30, 6, title(sheet), 16, '#111111', true);
  label(w - 12, 7, status.text, 13, status.hot ? '#000000' : '#222222', status.hot).setOrigin(1, 0);
  if (!sheet.you && options.openable) {
    // A rival's sheet opens large from its header.
    label(w / 2 + 60, 6, '⤢ open', 13, '#111111', true);
    hotspot(scene, container, 0, 0, w, 30, () => options.onTarget({ kind: 'open' }));
  }
  if (options.attackable)
    attackButton(scene, container, g, w / 2 - 70, 4, () => options.onTarget({ kind: 'attack' }));

  // GP (with how many of the 40 circles are used) and the chest; a resource costs 3 GP in the command phase.
  const rowY = 44;
  g.fillStyle(INK.gold, 1);
  g.lineStyle(2, 0x6b4e00, 1);
  g.fillCircle(24, rowY + 8, 14);
  g.strokeCircle(24, rowY + 8, 14);
  label(24, rowY + 8, String(sheet.gold), 14, '#2b1d00', true).setOrigin(0.5);
  label(42, rowY - 1, 'GP', 12, css(INK.ink), true);
  label(42, rowY + 12, `${sheet.goldCircled}/${SHEET.goldCircles}`, 10, css(INK.inkSoft));
  const chestX = wide ? 118 : 96;
  const chestStep = wide ? 70 : 56;
  RESOURCES.forEach((resource, i) => {
    const x = chestX + i * chestStep;
    const offered = options.offers.buy.includes(resource);
    if (offered) {
      g.lineStyle(2, OFFER, 1);
      g.strokeRoundedRect(x - 14, rowY - 6, chestStep - 6, 28, 6);
      hotspot(scene, container, x - 14, rowY - 6, chestStep - 6, 28, () =>
        options.onTarget({ kind: 'buy', resource }),
      );
    }
    resourceGlyph(g, resource, x, rowY + 8, 9);
    label(x + 13, rowY + 1, `×${sheet.chest[i] ?? 0}`, 14, css(INK.ink), true);
    const reason = options.why.buy[resource];
    if (!offered && reason !== undefined && options.showCosts)
      whyTip(scene, container, g, { x: x - 14, y: rowY - 6, w: chestStep - 6, h: 28 }, reason, w);
  });
  if (options.showCosts) {
    label(chestX + 4 * chestStep - 8, rowY + 2, `buy: ${RESOURCE_PRICE_GP} GP each`, 11, css(INK.inkSoft));
  }
  const flags: string[] = [];
  if (sheet.grapplingHook) flags.push('⚓ grappling hook');
  (['attributes', 'boats'] as const).forEach((line) => {
    if (sheet.commandBonus[line] > 0)
      flags.push(`⚑ ${line === 'attributes' ? 'Attr.' : 'Boat'} +${sheet.commandBonus[line]}`);
  });
  label(w - 12, rowY + 1, flags.join('   '), 12, css(INK.red), true).setOrigin(1, 0);

  // Crew by Strength: filled = ready to fight, slashed = spent, faint = a free circle.
  const crewTop = 74;
  const rowH = 15;
  label(10, crewTop, 'Crew', 12, css(INK.inkSoft), true);
  if (options.showCosts) label(150, crewTop, 'recruit', 10, css(INK.inkSoft));
  SHEET.crewCircles.forEach((capacity, i) => {
    const y = crewTop + 22 + i * rowH;
    const strength = i + 1;
    // Recruiting in command, sending a pirate in a boarding: the row itself is the button.
    const recruit = options.offers.recruit.includes(strength);
    const commit = options.offers.commit.includes(strength);
    if (recruit || commit) {
      g.lineStyle(2, commit ? INK.red : OFFER, 1);
      g.strokeRoundedRect(6, y - 7, 184, 14, 4);
      hotspot(scene, container, 6, y - 7, 184, 14, () =>
        options.onTarget(commit ? { kind: 'commit', strength } : { kind: 'recruit', strength }),
      );
    }
    label(10, y - 7, `S${strength}`, 11, css(INK.ink), true);
    const available = sheet.crew[i] ?? 0;
    const circled = sheet.crewCircled[i] ?? 0;
    for (let k = 0; k < capacity; k += 1) {
      const x = 38 + k * 13;
      if (k < available) {
        g.fillStyle(INK.ink, 1);
        g.fillCircle(x, y, 5);
      } else if (k < circled) {
        g.lineStyle(1.5, INK.inkSoft, 1);
        g.strokeCircle(x, y, 5);
        g.lineBetween(x - 3.5, y + 3.5, x + 3.5, y - 3.5);
      } else {
        g.lineStyle(1, INK.paperDim, 1);
        g.strokeCircle(x, y, 5);
      }
    }
    if (options.showCosts) label(150, y - 7, `${recruitCost(strength)} GP`, 11, css(INK.inkSoft));
  });
  label(
    10,
    crewTop + 22 + 6 * rowH - 4,
    `● ready ${sheet.crew.reduce((a, b) => a + b, 0)}  ⊘ spent ${sheet.crewCircled.reduce((a, b) => a + b, 0) - sheet.crew.reduce((a, b) => a + b, 0)}`,
    10,
    css(INK.inkSoft),
  );

  // Acquisitions, in printed order, with their cost in resources (★ = a resource of your choice) and RP.
  const acqX = 200;
  const acqW = (w - acqX - 10) / 4;
  const acqH = 40;
  (['attributes', 'boats'] as const).forEach((line: Line, row) => {
    const y = crewTop + row * (acqH + 18);
    label(acqX, y, line === 'attributes' ? 'Attributes' : 'Boats', 12, css(INK.inkSoft), true);
    ACQUISITIONS[line].forEach((acq, i) => {
      const x = acqX + i * acqW;
      const done = i < sheet.acquired[line];
      const next = i === sheet.acquired[line];
      const offered = next && options.offers.acquire.includes(line);
      g.fillStyle(done ? seat : INK.paperDim, done ? 0.9 : 0.5);
      g.fillRoundedRect(x, y + 15, acqW - 4, acqH, 4);
      g.lineStyle(offered ? 3 : 1, offered ? OFFER : INK.inkSoft, 1);
      g.strokeRoundedRect(x, y + 15, acqW - 4, acqH, 4);
      if (offered) {
        hotspot(scene, container, x, y + 15, acqW - 4, acqH, () =>
          options.onTarget({ kind: 'acquire', line }),
        );
      }
      label(
        x + 4,
        y + 17,
        SHORT_NAMES[acq.name] ?? acq.name,
        wide ? 11 : 10,
        done ? '#111111' : css(INK.ink),
        true,
      );
      // Wide: RP top right; narrow: bottom right, after the cost.
      label(
        x + acqW - 8,
        wide ? y + 17 : y + 38,
        `${acq.rp} RP`,
        10,
        done ? '#111111' : css(INK.inkSoft),
      ).setOrigin(1, 0);
      if (!done) {
        // The cost, one glyph per resource; jokers as stars.
        const glyphs: string[] = [];
        acq.cost.forEach((n, r) => {
          for (let k = 0; k < n; k += 1) glyphs.push(RESOURCES[r] ?? 'joker');
        });
        for (let k = 0; k < acq.jokers; k += 1) glyphs.push('joker');
        const room = acqW - 14 - (wide ? 0 : 26);
        const step = Math.min(15, room / Math.max(1, glyphs.length));
        glyphs.forEach((resource, k) =>
          resourceGlyph(g, resource, x + 10 + k * step, y + 44, wide ? 5.5 : 4.5),
        );
      } else {
        label(x + 4, y + 35, wide ? '✔ acquired' : '✔', 10, '#111111');
      }
      const reason = options.why.acquire[line];
      if (next && !offered && reason !== undefined)
        whyTip(
          scene,
          container,
          g,
          { x, y: y + 15, w: acqW - 4, h: acqH },
          reason,
          w,
          wide ? 'bottom' : 'top',
        );
    });
  });
  if (options.showCosts)
    // The joker circle of a cost, explained once: it was never said what the star asks for.
    label(acqX + 80, crewTop, '★ = one more resource of any kind', 10, css(INK.inkSoft));

  // Both tracks: red circles fill in order, each shows its gain; a lock bar opens with the facing acquisition.
  const trackTop = crewTop + 2 * (acqH + 18) + 22;
  (['attributes', 'boats'] as const).forEach((line: Line, row) => {
    const y = trackTop + row * 34;
    label(10, y - 7, line === 'attributes' ? 'Attribute' : 'Boat', 11, css(INK.inkSoft), true);
    const track = TRACKS[line];
    const step = Math.min(46, (w - 80) / track.length);
    const r = Math.min(10, step / 2 - 2);
    let lastLock = 0;
    track.forEach((circle, i) => {
      const x = 76 + i * step;
      if (circle.lock > lastLock) {
        const open = sheet.acquired[line] >= circle.lock;
        g.fillStyle(open ? 0x009e73 : INK.ink, 1);
        g.fillRect(x - step / 2 - 1.5, y - 12, 3, 24);
        if (!open) {
          // A small padlock above a closed lock.
          g.fillRect(x - step / 2 - 4, y - 19, 9, 7);
          g.lineStyle(1.5, INK.ink, 1);
          g.strokeCircle(x - step / 2 + 0.5, y - 20, 3);
        }
        lastLock = circle.lock;
      }
      const filled = i < sheet.track[line];
      g.lineStyle(1.5, INK.red, 1);
      if (filled) {
        g.fillStyle(INK.red, 1);
        g.fillCircle(x, y, r);
      }
      g.strokeCircle(x, y, r);
      if (circle.gain?.kind === 'resource') {
        resourceGlyph(g, circle.gain.resource, x, y, r * 0.5);
      } else {
        const text = gainText(circle.gain);
        if (text !== '') label(x, y, text, 10, filled ? '#ffffff' : css(INK.ink), true).setOrigin(0.5);
      }
      if (line === 'boats' && circle.rp > 0) {
        label(x, y + r + 1, `${circle.rp}`, 9, css(INK.inkSoft)).setOrigin(0.5, 0);
      }
    });
  });

  // The boarding chart: one line per battle, at most five.
  const chartTop = trackTop + 66;
  label(10, chartTop, `Boarding chart ${sheet.battles}/${SHEET.boardingLines}`, 11, css(INK.inkSoft), true);
  const colW = (w - 20) / (wide ? 3 : 2);
  for (let i = 0; i < SHEET.boardingLines; i += 1) {
    const line = sheet.chart[i];
    const col = (i + 1) % (wide ? 3 : 2);
    const rowI = Math.floor((i + 1) / (wide ? 3 : 2));
    const x = 10 + col * colW;
    const y = chartTop + rowI * 15;
    if (y + 12 > h) break;
    const text = line
      ? `${line.won ? '✔ won' : '✘ lost'} T${line.turn} ${line.role === 'attacker' ? 'attacking' : 'defending vs'} ${options.names[line.opponent] ?? '?'}: ${line.mine.reduce((a, b) => a + b, 0)}–${line.theirs.reduce((a, b) => a + b, 0)}`
      : `${i + 1}. —`;
    label(x, y, text, 11, line ? css(line.won ? 0x1b5e20 : INK.red) : css(INK.paperDim), line !== undefined);
  }
}

/** A red "⚔ Attack" button drawn on a rival's header. */
function attackButton(
  scene: Phaser.Scene,
  container: Phaser.GameObjects.Container,
  g: Phaser.GameObjects.Graphics,
  x: number,
  y: number,
  onClick: () => void,
): void {
  g.fillStyle(INK.red, 1);
  g.fillRoundedRect(x, y, 84, 20, 8);
  g.lineStyle(2, 0xffffff, 1);
  g.strokeRoundedRect(x, y, 84, 20, 8);
  const text = scene.add.text(x + 42, y + 10, '⚔ Attack', {
    fontFamily: 'Georgia, serif',
    fontSize: '13px',
    color: '#ffffff',
    fontStyle: 'bold',
  });
  container.add(text.setOrigin(0.5));
  hotspot(scene, container, x, y, 84, 20, onClick);
}

/** A rival's sheet in one or two rows: the same facts in figures; a click opens the full sheet. */
export function drawCompactSheet(
  scene: Phaser.Scene,
  container: Phaser.GameObjects.Container,
  sheet: SheetModel,
  status: SheetStatus,
  w: number,
  h: number,
  onOpen: () => void,
  onAttack: (() => void) | null = null,
): void {
  container.removeAll(true);
  const g = scene.add.graphics();
  container.add(g);
  const label = labeller(scene, container);
  const header = Math.min(24, h / 2.4);
  paper(g, sheet, w, h, header);
  const size = header >= 22 ? 14 : 12;
  label(10, header / 2, title(sheet), size, '#111111', true).setOrigin(0, 0.5);
  label(w - 30, header / 2, status.text, 12, '#111111', status.hot).setOrigin(1, 0.5);
  label(w - 10, header / 2, '⤢', 14, '#111111', true).setOrigin(1, 0.5);

  const body = header + (h - header) / 2;
  const twoRows = h - header >= 50;
  const y1 = twoRows ? header + (h - header) * 0.3 : body;
  const y2 = twoRows ? header + (h - header) * 0.72 : body;
  g.fillStyle(INK.gold, 1);
  g.fillCircle(18, y1, 9);
  label(18, y1, String(sheet.gold), 11, '#2b1d00', true).setOrigin(0.5);
  RESOURCES.forEach((resource, i) => {
    const x = 44 + i * 40;
    resourceGlyph(g, resource, x, y1, 6);
    label(x + 9, y1, `${sheet.chest[i] ?? 0}`, 12, css(INK.ink), true).setOrigin(0, 0.5);
  });
  const crew = sheet.crew
    .map((n, i) => (n > 0 ? `${n}×S${i + 1}` : ''))
    .filter(Boolean)
    .join(' ');
  const x2 = twoRows ? 10 : 205;
  const pirates = sheet.crew.reduce((a, b) => a + b, 0);
  const strength = sheet.crew.reduce((a, n, i) => a + n * (i + 1), 0);
  const crewText = twoRows ? `Crew ${crew || '—'}` : `Crew ${pirates} (S ${strength})`;
  label(x2, y2, crewText, 11, css(INK.ink), true).setOrigin(0, 0.5);
  // Acquisitions as eight small boxes (two rows only), then both tracks and the battles.
  const accX = 210;
  (['attributes', 'boats'] as const).forEach((line, row) => {
    for (let i = 0; i < 4 && twoRows; i += 1) {
      const done = i < sheet.acquired[line];
      g.fillStyle(done ? seatHex(sheet.colour) : INK.paperDim, 1);
      g.fillRect(accX + row * 44 + i * 10, y1 - 5, 8, 10);
      g.lineStyle(1, INK.inkSoft, 1);
      g.strokeRect(accX + row * 44 + i * 10, y1 - 5, 8, 10);
    }
  });
  const flags = [
    twoRows ? '' : `Acq ${sheet.acquired.attributes}+${sheet.acquired.boats}`,
    `Attr ${sheet.track.attributes}/${TRACKS.attributes.length}`,
    `Boat ${sheet.track.boats}/${TRACKS.boats.length}`,
    `⚔ ${sheet.battles}/${SHEET.boardingLines}`,
    sheet.grapplingHook ? '⚓' : '',
    sheet.commandBonus.attributes > 0 ? `⚑A+${sheet.commandBonus.attributes}` : '',
    sheet.commandBonus.boats > 0 ? `⚑B+${sheet.commandBonus.boats}` : '',
  ].filter(Boolean);
  label(w - 10, y2, flags.join('  '), 11, css(INK.ink)).setOrigin(1, 0.5);
  hotspot(scene, container, 0, 0, w, h, onOpen);
  if (onAttack !== null) attackButton(scene, container, g, w / 2 - 20, (header - 20) / 2, onAttack);
}
