// The end of a game on the canvas: the naval battle (every fleet sails in, fires, and takes its war bonus),
// then the winner celebrated under falling doubloons. Both play for everyone, spectators included.
import type Phaser from 'phaser';
import { INK, css, seatHex } from '../../art/palette';
import type { NavalFleet } from '../naval';

const FONT = 'Georgia, serif';

/** A small ship in code: hull, mast and a sail in the captain's colour. */
function ship(scene: Phaser.Scene, x: number, y: number, colour: number, flip: boolean) {
  const c = scene.add.container(x, y);
  const g = scene.add.graphics();
  const d = flip ? -1 : 1;
  g.fillStyle(0x5b3a1e, 1);
  g.fillTriangle(-46 * d, 0, 46 * d, 0, 34 * d, 20);
  g.fillTriangle(-46 * d, 0, -34 * d, 20, 34 * d, 20);
  g.fillStyle(0x3a2412, 1);
  g.fillRect(-2, -58, 4, 58);
  g.fillStyle(colour, 1);
  g.fillTriangle(4 * d, -54, 4 * d, -8, 36 * d, -12);
  g.fillTriangle(-4 * d, -50, -4 * d, -10, -30 * d, -14);
  g.lineStyle(2, 0x111111, 0.7);
  g.strokeTriangle(4 * d, -54, 4 * d, -8, 36 * d, -12);
  c.add(g);
  return c;
}

/** Plays the naval battle over the table; resolves the returned promise when it is done. */
export function playNavalBattle(
  scene: Phaser.Scene,
  fleets: ReadonlyArray<NavalFleet>,
  width: number,
  height: number,
  fast: boolean,
): Promise<void> {
  const layer = scene.add.container(0, 0).setDepth(30);
  const shade = scene.add.graphics();
  shade.fillStyle(0x061722, 0.9);
  shade.fillRect(0, 0, width, height);
  // A few lines of sea.
  shade.lineStyle(2, 0x1d4d68, 1);
  for (let y = height * 0.55; y < height; y += 26) shade.lineBetween(40, y, width - 40, y);
  layer.add(shade);
  layer.add(
    scene.add
      .text(width / 2, 34, 'The naval battle', {
        fontFamily: FONT,
        fontSize: '34px',
        color: css(INK.highlight),
      })
      .setOrigin(0.5),
  );
  const t = (ms: number): number => (fast ? Math.min(ms, 120) : ms);
  const n = Math.max(1, fleets.length);
  const gap = Math.min(220, (width - 160) / n);
  const left = width / 2 - (gap * (n - 1)) / 2;
  fleets.forEach((fleet, i) => {
    const x = left + i * gap;
    const y = height * 0.52;
    const colour = seatHex(fleet.colour);
    const boat = ship(scene, x, y, colour, i >= n / 2);
    layer.add(boat);
    scene.tweens.add({
      targets: boat,
      x: { from: i < n / 2 ? -80 : width + 80, to: x },
      duration: t(900),
      ease: 'Cubic.easeOut',
    });
    scene.tweens.add({ targets: boat, angle: { from: -3, to: 3 }, yoyo: true, repeat: -1, duration: 700 });
    layer.add(
      scene.add
        .text(x, y + 34, fleet.name, { fontFamily: FONT, fontSize: '20px', color: css(colour) })
        .setOrigin(0.5),
    );
    layer.add(
      scene.add
        .text(x, y + 60, fleet.strength > 0 ? `crew Strength ${fleet.strength}` : 'no crew', {
          fontFamily: FONT,
          fontSize: '16px',
          color: '#f3e6c8',
        })
        .setOrigin(0.5),
    );
    // Cannon smoke, then the rank and the war bonus.
    if (fleet.strength > 0) {
      const puff = scene.add.graphics().setAlpha(0);
      puff.fillStyle(0xdddddd, 0.9);
      puff.fillCircle(0, 0, 14);
      puff.fillCircle(12, -6, 10);
      puff.fillCircle(-10, -4, 9);
      puff.setPosition(x + (i < n / 2 ? 40 : -40), y - 4);
      layer.add(puff);
      scene.tweens.add({
        targets: puff,
        alpha: { from: 1, to: 0 },
        scale: { from: 0.4, to: 1.8 },
        delay: t(1000 + i * 150),
        duration: t(700),
      });
    }
    const verdict = scene.add
      .text(x, y - 96, fleet.verdict, {
        fontFamily: FONT,
        fontSize: '24px',
        color: fleet.rank === 1 && fleet.strength > 0 ? css(INK.highlight) : '#ffffff',
      })
      .setOrigin(0.5)
      .setAlpha(0);
    layer.add(verdict);
    scene.tweens.add({ targets: verdict, alpha: 1, y: y - 84, delay: t(1900), duration: t(400) });
  });
  return new Promise((resolve) => {
    scene.time.delayedCall(t(3600), () => {
      scene.tweens.add({
        targets: layer,
        alpha: 0,
        duration: t(400),
        onComplete: () => {
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
  const shade = scene.add.graphics();
  shade.fillStyle(0x000000, 0.55);
  shade.fillRect(0, 0, width, height);
  layer.add(shade);
  if (!fast) {
    for (let i = 0; i < 70; i += 1) {
      // Spread without randomness: a golden-angle walk over the width.
      const x = (i * 137.5) % width;
      const coin = scene.add.graphics();
      const colour = i % 3 === 0 ? INK.gold : seatHex(colours[i % Math.max(1, colours.length)] ?? '');
      coin.fillStyle(colour, 1);
      coin.fillCircle(0, 0, 6 + (i % 4));
      coin.lineStyle(1, 0x000000, 0.5);
      coin.strokeCircle(0, 0, 6 + (i % 4));
      coin.setPosition(x, -20 - (i % 7) * 30);
      layer.add(coin);
      scene.tweens.add({
        targets: coin,
        y: height + 20,
        x: x + ((i % 5) - 2) * 30,
        scaleX: { from: 1, to: 0.2 },
        yoyo: false,
        duration: 1800 + (i % 6) * 250,
        delay: (i % 10) * 120,
        ease: 'Quad.easeIn',
      });
    }
  }
  const banner = scene.add
    .text(width / 2, height / 2, text, {
      fontFamily: FONT,
      fontSize: '46px',
      color: css(INK.highlight),
      stroke: '#000000',
      strokeThickness: 6,
      align: 'center',
    })
    .setOrigin(0.5)
    .setScale(fast ? 1 : 0.3);
  layer.add(banner);
  if (!fast) scene.tweens.add({ targets: banner, scale: 1, duration: 700, ease: 'Back.easeOut' });
  scene.tweens.add({
    targets: layer,
    alpha: 0,
    delay: fast ? 1500 : 4500,
    duration: 600,
    onComplete: () => layer.destroy(),
  });
}
