// Boarding: a pirate token, the panel beside the dice tray, and the reveal — both boarding parties flip onto a
// ship's deck at once, their totals, then the winner's name, held long enough to read on a stream.
import type { CaptainsWar } from '@flotilla/rules';
import type Phaser from 'phaser';
import { hex, MOTION } from '../../../ui/theme';
import type { TableTooltip } from '../../tooltip';
import { drawSeatMark } from '../../art/seat-mark';
import { seatHex } from '../../art/palette';
import type { BoardingModel, TableModel } from '../model';
import { grain, paintedImage, rgba, roundedPath, shade } from './paint';
import { PALETTE } from './sheet-kit';
import { displayStyle, fit, fitName, textStyle, type TypeSize } from './type';
import { captainName, cw, youWord } from '../terms';
import { BOARDING } from './table-art';

const PAPER = hex(PALETTE.surface);

/** How long the reveal stays on the table (the naval battle waits for it). */
export function revealShown(fast: boolean): number {
  return fast ? 1700 : 800 + MOTION.revealHold + 500;
}

/** A round pirate token showing its Strength: a wooden disc rimmed in the captain's colour. */
export function drawPirate(
  scene: Phaser.Scene,
  container: Phaser.GameObjects.Container,
  x: number,
  y: number,
  strength: number,
  colour: number,
  r = 14,
): Phaser.GameObjects.Container {
  const token = scene.add.container(x, y);
  const g = scene.add.graphics();
  g.fillStyle(0x000000, 0.45).fillCircle(2, 3, r);
  g.fillStyle(colour, 1).fillCircle(0, 0, r);
  g.fillStyle(shade(colour, 0.55), 1).fillCircle(0, 0, r * 0.72);
  g.fillStyle(0xffffff, 0.35).fillCircle(-r * 0.3, -r * 0.3, r * 0.25);
  g.lineStyle(2, 0x111111, 1).strokeCircle(0, 0, r);
  token.add(g);
  token.add(
    scene.add
      .text(0, 0, String(strength), displayStyle(r >= 20 ? 'title' : r >= 14 ? 'body' : 'small', '#111111'))
      .setOrigin(0.5),
  );
  container.add(token);
  return token;
}

/** A captain's name on the table: "You" for your own. */
function nameOf(model: TableModel | null, captain: number): string {
  const sheet = model?.sheets[captain];
  return sheet ? (sheet.you ? youWord(true) : sheet.name) : captainName(captain);
}

/** One side's line in the panel: its captain, and whether their party is chosen yet (until the reveal). */
function side(locked: boolean, revealed: boolean): (name: string) => string {
  return (name) => (revealed ? name : cw(locked ? 'boarding.ready' : 'boarding.choosing', { name }));
}

/** The panel beside the tray: who boards whom, who is ready, and your own secret party. */
export function drawBoardingPanel(
  scene: Phaser.Scene,
  container: Phaser.GameObjects.Container,
  model: TableModel,
  boarding: BoardingModel | null,
  tooltip: TableTooltip | null,
): void {
  container.removeAll(true);
  if (boarding === null) return;
  const { w, h } = BOARDING;
  const g = scene.add.graphics();
  g.fillStyle(0x000000, 0.35).fillRoundedRect(2, 4, w, h, 12);
  g.fillStyle(0x3b1010, 1).fillRoundedRect(0, 0, w, h, 12);
  g.lineStyle(2, PALETTE.alarm, 1).strokeRoundedRect(0, 0, w, h, 12);
  g.lineStyle(1, PALETTE.gold, 0.6).strokeRoundedRect(4, 4, w - 8, h - 8, 9);
  container.add(g);
  const revealed = boarding.winner >= 0;
  const text = (x: number, y: number, value: string, style: Phaser.Types.GameObjects.Text.TextStyle) => {
    const t = scene.add.text(x, y, value, style);
    container.add(t);
    return fit(t.setOrigin(0, 0.5), w - x - 10);
  };
  // A line with a captain's name in it: the name gives way first (the hover says the lines whole).
  const whole: string[] = [];
  const named = (
    x: number,
    y: number,
    size: TypeSize,
    colour: string,
    captain: number,
    line: (n: string) => string,
  ) => {
    const t = scene.add.text(x, y, '', textStyle(size, colour, { bold: true })).setOrigin(0, 0.5);
    container.add(t);
    if (fitName(t, w - x - 10, nameOf(model, captain), size, line)) whole.push(line(nameOf(model, captain)));
  };
  text(12, 18, cw('boarding.title'), displayStyle('body', hex(PALETTE.accent)));
  const rows: Array<[string, number, boolean]> = [
    [cw('boarding.att'), boarding.attacker, boarding.attackerLocked],
    [cw('boarding.def'), boarding.defender, boarding.defenderLocked],
  ];
  rows.forEach(([role, captain, locked], i) => {
    const sheet = model.sheets[captain];
    const y = 44 + i * 22;
    text(12, y, role, textStyle('small', PAPER, { bold: true }));
    drawSeatMark(g, sheet?.colour ?? '', 52, y, 6);
    named(64, y, 'small', PAPER, captain, side(locked, revealed));
  });
  if (boarding.yourDraft !== null && !revealed) {
    text(
      12,
      94,
      cw(boarding.yourDraft.length === 0 ? 'boarding.partyEmpty' : 'boarding.party'),
      textStyle('small', PAPER),
    );
    const me = model.you === null ? undefined : model.sheets[model.you];
    boarding.yourDraft.forEach((strength, i) =>
      drawPirate(scene, container, 92 + i * 26, 94, strength, seatHex(me?.colour ?? ''), 11),
    );
  }
  if (revealed) {
    const you = model.sheets[boarding.winner]?.you ? 'you' : undefined;
    named(12, 94, 'body', hex(PALETTE.accent), boarding.winner, (name) =>
      cw('boarding.won', { name, context: you }),
    );
  }
  if (tooltip) {
    const zone = scene.add.zone(0, 0, w, h).setOrigin(0, 0);
    const tip = revealed ? cw('boarding.tipDecided') : cw('boarding.tip');
    tooltip.attach(zone, [...whole, tip].join('\n'));
    container.add(zone);
  }
}

/** The rules' `boardingRevealed` event, as the server sends it to everyone. */
export type Reveal = Extract<CaptainsWar.CaptainsWarEvent, { readonly type: 'boardingRevealed' }>;

/** A ship's deck at night, for the reveal: planks under a lantern's light. */
function paintDeck(width: number, height: number) {
  return (ctx: CanvasRenderingContext2D): void => {
    ctx.fillStyle = '#1a0f08';
    ctx.fillRect(0, 0, width, height);
    const random = grain(11);
    for (let y = 0; y < height; y += 34) {
      const plank = ctx.createLinearGradient(0, y, 0, y + 34);
      plank.addColorStop(0, '#4a2e18');
      plank.addColorStop(1, '#2e1b0d');
      ctx.fillStyle = plank;
      ctx.fillRect(0, y + 1, width, 32);
      for (let x = (random() * 300) % 300; x < width; x += 260 + random() * 120) {
        ctx.fillStyle = 'rgba(0, 0, 0, 0.6)';
        ctx.fillRect(x, y + 1, 2, 32);
        ctx.fillStyle = '#120a04';
        ctx.beginPath();
        ctx.arc(x + 8, y + 17, 1.5, 0, Math.PI * 2);
        ctx.fill();
      }
    }
    const light = ctx.createRadialGradient(width / 2, height / 2, 40, width / 2, height / 2, width * 0.6);
    light.addColorStop(0, 'rgba(255, 190, 90, 0.22)');
    light.addColorStop(1, 'rgba(0, 0, 0, 0.75)');
    ctx.fillStyle = light;
    ctx.fillRect(0, 0, width, height);
    // Two parchment panels, one per boarding party.
    for (const cx of [width / 4, (width * 3) / 4]) {
      roundedPath(ctx, cx - width / 4 + 20, height / 2 - 120, width / 2 - 40, 230, 16);
      ctx.fillStyle = 'rgba(10, 6, 3, 0.65)';
      ctx.fill();
      ctx.strokeStyle = rgba(PALETTE.gold, 0.55);
      ctx.lineWidth = 1.5;
      ctx.stroke();
    }
  };
}

/** The reveal: both parties flip onto the table at once, totals, then the winner's name. */
export function playReveal(
  scene: Phaser.Scene,
  model: TableModel | null,
  reveal: Reveal,
  width: number,
  height: number,
  fast: boolean,
): void {
  const layer = scene.add.container(0, 0).setDepth(10);
  // Opaque: the sheets' words behind never show through the reveal's.
  layer.add(paintedImage(scene, `deck-${width}x${height}`, 0, 0, width, height, paintDeck(width, height)));
  const name = (captain: number): string => nameOf(model, captain);
  const colour = (captain: number): number => seatHex(model?.sheets[captain]?.colour ?? '');
  const cy = height / 2;
  const title = scene.add
    .text(
      width / 2,
      cy - 176,
      cw('scene.banner.boarding'),
      displayStyle('display', hex(PALETTE.accent), { stroke: '#000000', strokeThickness: 5 }),
    )
    .setOrigin(0.5);
  layer.add(title);
  if (!fast)
    scene.tweens.add({
      targets: title,
      scale: { from: 1.25, to: 1 },
      duration: MOTION.travel,
      ease: MOTION.ease.land,
    });
  const sides: Array<[number, ReadonlyArray<number>, number, number, string]> = [
    [reveal.attacker, reveal.attackerPirates, reveal.attackerTotal, width / 4, cw('boarding.attacking')],
    [reveal.defender, reveal.defenderPirates, reveal.defenderTotal, (width * 3) / 4, cw('scene.defending')],
  ];
  const flip = fast ? 0 : MOTION.travel;
  for (const [captain, pirates, total, x, role] of sides) {
    const who = scene.add
      .text(x + 14, cy - 92, '', displayStyle('title', hex(colour(captain))))
      .setOrigin(0.5);
    fitName(who, width / 2 - 120, name(captain), 'title', undefined, 'heading');
    layer.add(who);
    const mark = scene.add.graphics();
    drawSeatMark(mark, model?.sheets[captain]?.colour ?? '', x - who.width / 2 - 4, cy - 92, 10);
    layer.add(mark);
    layer.add(scene.add.text(x, cy - 60, role, textStyle('body', PAPER)).setOrigin(0.5));
    const step = Math.min(60, (width / 2 - 80) / Math.max(1, pirates.length));
    pirates.forEach((strength, i) => {
      const token = drawPirate(
        scene,
        layer,
        x - ((pirates.length - 1) * step) / 2 + i * step,
        cy + 4,
        strength,
        colour(captain),
        24,
      );
      if (fast) return;
      // Face down, then both parties turn over together.
      token.setScale(0, 1);
      scene.tweens.add({
        targets: token,
        scaleX: 1,
        duration: flip,
        delay: MOTION.anticipation + i * 60,
        ease: MOTION.ease.land,
      });
    });
    if (pirates.length === 0)
      layer.add(
        scene.add.text(x, cy + 4, cw('boarding.nobody'), textStyle('heading', '#cccccc')).setOrigin(0.5),
      );
    layer.add(
      scene.add
        .text(x, cy + 64, cw('strength', { strength: total }), displayStyle('title', '#ffffff'))
        .setOrigin(0.5),
    );
  }
  const verdict = scene.add
    .text(
      width / 2,
      cy + 150,
      '',
      displayStyle('display', hex(colour(reveal.winner)), { stroke: '#000000', strokeThickness: 6 }),
    )
    .setOrigin(0.5)
    .setAlpha(fast ? 1 : 0);
  const context = model?.sheets[reveal.winner]?.you ? 'you' : undefined;
  fitName(
    verdict,
    width - 60,
    name(reveal.winner),
    'display',
    (n) => cw('boarding.wins', { name: n, context }),
    'title',
  );
  layer.add(verdict);
  if (!fast)
    scene.tweens.add({
      targets: verdict,
      alpha: 1,
      scale: { from: 0.6, to: 1 },
      duration: MOTION.travel,
      delay: 800,
      ease: MOTION.ease.land,
    });
  const fade = fast ? 150 : 500;
  scene.tweens.add({
    targets: layer,
    alpha: 0,
    duration: fade,
    delay: revealShown(fast) - fade,
    onComplete: () => layer.destroy(),
  });
}
