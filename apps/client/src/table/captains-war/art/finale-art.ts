// The end of a game on the canvas: the naval battle (every fleet sails in, fires, and takes its war bonus), then the
// winner celebrated under falling doubloons. Both play for everyone, spectators included, over an opaque sea so that
// no word of the sheets behind shows through.
import type Phaser from 'phaser';
import { hex, MOTION } from '../../../ui/theme';
import { playCue } from '../../../ui/sound';
import type { TableTooltip } from '../../tooltip';
import { INK, seatHex } from '../../art/palette';
import type { NavalFleet } from '../naval';
import { grain, paintedImage, rgba, shade } from './paint';
import { PALETTE } from './sheet-kit';
import { shipImage } from './ship-art';
import { displayStyle, fitName, textStyle } from './type';
import { cw } from '../terms';

const PAPER = hex(PALETTE.surface);

/** The open sea at dusk: a sky, a horizon, and rows of swell. */
function paintSea(width: number, height: number) {
  return (ctx: CanvasRenderingContext2D): void => {
    const horizon = height * 0.42;
    const sky = ctx.createLinearGradient(0, 0, 0, horizon);
    sky.addColorStop(0, '#0a1a28');
    sky.addColorStop(1, '#3a4a5e');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, width, horizon);
    const sea = ctx.createLinearGradient(0, horizon, 0, height);
    sea.addColorStop(0, rgba(shade(PALETTE.feltLight, 0.1)));
    sea.addColorStop(1, rgba(shade(PALETTE.felt, -0.5)));
    ctx.fillStyle = sea;
    ctx.fillRect(0, horizon, width, height - horizon);
    const random = grain(23);
    for (let y = horizon + 8; y < height; y += 10 + (y - horizon) / 8) {
      ctx.strokeStyle = `rgba(200, 225, 240, ${0.06 + (0.1 * (y - horizon)) / height})`;
      ctx.lineWidth = 1 + (y - horizon) / 160;
      for (let x = random() * 80; x < width; x += 60 + random() * 90) {
        const w = 20 + random() * 40;
        ctx.beginPath();
        ctx.moveTo(x, y);
        ctx.quadraticCurveTo(x + w / 2, y - 3, x + w, y);
        ctx.stroke();
      }
    }
  };
}

/** Plays the naval battle over the table; resolves the returned promise when it is done. */
export function playNavalBattle(
  scene: Phaser.Scene,
  fleets: ReadonlyArray<NavalFleet>,
  width: number,
  height: number,
  fast: boolean,
  tooltip: TableTooltip | null = null,
): Promise<void> {
  const layer = scene.add.container(0, 0).setDepth(30);
  layer.add(paintedImage(scene, `sea-${width}x${height}`, 0, 0, width, height, paintSea(width, height)));
  layer.add(
    scene.add
      .text(
        width / 2,
        40,
        cw('finale.title'),
        displayStyle('title', hex(PALETTE.accent), { stroke: '#000000', strokeThickness: 4 }),
      )
      .setOrigin(0.5),
  );
  layer.add(scene.add.text(width / 2, 74, cw('finale.subtitle'), textStyle('body', PAPER)).setOrigin(0.5));
  const t = (ms: number): number => (fast ? Math.min(ms, 120) : ms);
  const n = Math.max(1, fleets.length);
  const gap = Math.min(220, (width - 160) / n);
  const left = width / 2 - (gap * (n - 1)) / 2;
  fleets.forEach((fleet, i) => {
    const x = left + i * gap;
    const y = height * 0.62;
    const colour = seatHex(fleet.colour);
    const facingLeft = i >= n / 2;
    const boat = shipImage(scene, x, y, fleet.colour, facingLeft);
    layer.add(boat);
    tooltip?.attach(
      boat,
      fleet.strength > 0
        ? cw('finale.ship', {
            name: fleet.name,
            strength: fleet.strength,
            verdict: fleet.verdict.replace(/\s+/g, ' '),
          })
        : cw('finale.noShip', { name: fleet.name }),
    );
    scene.tweens.add({
      targets: boat,
      x: { from: facingLeft ? width + 90 : -90, to: x },
      duration: t(900),
      ease: MOTION.ease.settle,
    });
    if (!fast)
      scene.tweens.add({
        targets: boat,
        angle: { from: -3, to: 3 },
        yoyo: true,
        repeat: -1,
        duration: 700,
        ease: 'Sine.easeInOut',
      });
    // Each ship's name and crew on a dark plate below it, so the words never sit on the drawing.
    const plate = scene.add.graphics();
    plate.fillStyle(0x050d14, 0.85).fillRoundedRect(x - gap / 2 + 8, y + 22, gap - 16, 56, 8);
    plate.lineStyle(1.5, colour, 1).strokeRoundedRect(x - gap / 2 + 8, y + 22, gap - 16, 56, 8);
    layer.add(plate);
    const name = scene.add.text(x, y + 38, '', displayStyle('body', hex(colour))).setOrigin(0.5);
    // The ship's hover says the name whole, should the plate cut it.
    fitName(name, gap - 32, fleet.name, 'body');
    layer.add(name);
    layer.add(
      scene.add
        .text(
          x,
          y + 62,
          fleet.strength > 0 ? cw('finale.crew', { strength: fleet.strength }) : cw('finale.noCrew'),
          textStyle('small', PAPER),
        )
        .setOrigin(0.5),
    );
    // Anticipation, then a broadside's smoke, then the rank and the war bonus.
    if (fleet.strength > 0) {
      const puff = scene.add.graphics().setAlpha(0);
      puff.fillStyle(0xdddddd, 0.9);
      puff.fillCircle(0, 0, 14);
      puff.fillCircle(12, -6, 10);
      puff.fillCircle(-10, -4, 9);
      puff.setPosition(x + (facingLeft ? -56 : 56), y - 14);
      layer.add(puff);
      scene.tweens.add({
        targets: puff,
        alpha: { from: 1, to: 0 },
        scale: { from: 0.4, to: 1.8 },
        delay: t(1000 + MOTION.anticipation + i * 150),
        duration: t(MOTION.shot + 200),
        ease: MOTION.ease.settle,
      });
    }
    const verdict = scene.add
      .text(
        x,
        y - 150,
        fleet.verdict,
        displayStyle('heading', fleet.rank === 1 && fleet.strength > 0 ? hex(PALETTE.accent) : '#ffffff', {
          stroke: '#000000',
          strokeThickness: 4,
        }),
      )
      .setOrigin(0.5)
      .setAlpha(0);
    layer.add(verdict);
    scene.tweens.add({
      targets: verdict,
      alpha: 1,
      y: y - 138,
      delay: t(1900),
      duration: t(400),
      ease: MOTION.ease.land,
    });
  });
  // The broadside is heard as it is seen (the sound stays off unless the player turned it on).
  if (fleets.some((f) => f.strength > 0))
    scene.time.delayedCall(t(1000 + MOTION.anticipation), () => playCue('shot'));
  return new Promise((resolve) => {
    scene.time.delayedCall(t(1900 + MOTION.revealHold), () => {
      scene.tweens.add({
        targets: layer,
        alpha: 0,
        duration: t(400),
        onComplete: () => {
          tooltip?.hide();
          layer.destroy();
          resolve();
        },
      });
    });
  });
}

/** The winner's banner under a shower of doubloons in the seat colours; stays a few seconds. */
export function celebrate(
  scene: Phaser.Scene,
  text: string,
  colours: ReadonlyArray<string>,
  width: number,
  height: number,
  fast: boolean,
): void {
  const layer = scene.add.container(0, 0).setDepth(31);
  const shadeLayer = scene.add.graphics();
  shadeLayer.fillStyle(0x050d14, 0.92);
  shadeLayer.fillRect(0, 0, width, height);
  layer.add(shadeLayer);
  if (!fast) {
    for (let i = 0; i < 70; i += 1) {
      // Spread without randomness: a golden-angle walk over the width.
      const x = (i * 137.5) % width;
      const coin = scene.add.graphics();
      const colour = i % 3 === 0 ? INK.gold : seatHex(colours[i % Math.max(1, colours.length)] ?? '');
      const r = 6 + (i % 4);
      coin.fillStyle(shade(colour, -0.4), 1).fillCircle(1, 1.5, r);
      coin.fillStyle(colour, 1).fillCircle(0, 0, r);
      coin.lineStyle(1, 0xffffff, 0.5).strokeCircle(0, 0, r - 2.5);
      coin.setPosition(x, -20 - (i % 7) * 30);
      layer.add(coin);
      scene.tweens.add({
        targets: coin,
        y: height + 20,
        x: x + ((i % 5) - 2) * 30,
        scaleX: { from: 1, to: 0.2 },
        duration: 1800 + (i % 6) * 250,
        delay: (i % 10) * 120,
        ease: 'Quad.easeIn',
      });
    }
  }
  const banner = scene.add
    .text(
      width / 2,
      height / 2,
      text,
      displayStyle('display', hex(PALETTE.accent), {
        stroke: '#000000',
        strokeThickness: 6,
        align: 'center',
        wrap: width - 120,
      }),
    )
    .setOrigin(0.5)
    .setScale(fast ? 1 : 0.3);
  layer.add(banner);
  layer.add(
    scene.add
      .text(width / 2, height / 2 + 60, cw('finale.scoreTable'), textStyle('label', PAPER))
      .setOrigin(0.5),
  );
  if (!fast) scene.tweens.add({ targets: banner, scale: 1, duration: 700, ease: MOTION.ease.land });
  playCue('coins');
  scene.tweens.add({
    targets: layer,
    alpha: 0,
    delay: fast ? 1500 : 4500,
    duration: 600,
    onComplete: () => layer.destroy(),
  });
}
