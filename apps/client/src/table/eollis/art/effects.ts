// The Eollis table's short animations: banners over the ship, the balloons bursting, the camps revealed,
// gold flying from the cagnotte, pirates landing on posts, skulls where pirates die.
import type Phaser from 'phaser';
import { INK } from '../../art/palette';
import type { EollisModel } from '../model';
import { clanName } from '../labels';
import { HEIGHT, LAYOUT, WIDTH, clanHex, text } from './common';
import type { Box } from './ship-art';

/** Big words over the ship, one at a time; a long queue plays faster and drops its oldest lines. */
export class BannerQueue {
  private readonly lines: string[] = [];
  private busy = false;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly reduced: () => boolean,
  ) {}

  push(words: string): void {
    this.lines.push(words);
    if (this.lines.length > 4) this.lines.splice(0, this.lines.length - 4);
    if (!this.busy) this.next();
  }

  private next(): void {
    const words = this.lines.shift();
    if (words === undefined) {
      this.busy = false;
      return;
    }
    this.busy = true;
    const scene = this.scene;
    const reduced = this.reduced();
    const box = scene.add.container(430, 222).setDepth(9);
    const t = text(scene, box, 0, 0, words, 26, INK.paper, {
      fontStyle: 'bold',
      stroke: '#0b1a24',
      strokeThickness: 5,
    }).setOrigin(0.5);
    const bg = scene.add.graphics();
    bg.fillStyle(0x0b1a24, 0.75).fillRoundedRect(-t.width / 2 - 18, -24, t.width + 36, 48, 14);
    bg.lineStyle(2, INK.gold, 1).strokeRoundedRect(-t.width / 2 - 18, -24, t.width + 36, 48, 14);
    box.addAt(bg, 0);
    const hold = reduced ? 700 : Math.max(500, 1300 - this.lines.length * 300);
    box.setAlpha(0).setScale(reduced ? 1 : 0.7);
    scene.tweens.add({
      targets: box,
      alpha: 1,
      scale: 1,
      duration: reduced ? 1 : 180,
      ease: 'Back.easeOut',
      onComplete: () => {
        scene.time.delayedCall(hold, () => {
          scene.tweens.add({
            targets: box,
            alpha: 0,
            y: box.y - (reduced ? 0 : 20),
            duration: reduced ? 1 : 200,
            onComplete: () => {
              box.destroy();
              this.next();
            },
          });
        });
      },
    });
  }
}

/** Dice tumble onto the faces the server rolled. */
export function tumble(scene: Phaser.Scene, dice: ReadonlyArray<Phaser.GameObjects.Container>): void {
  for (const die of dice) {
    scene.tweens.add({
      targets: die,
      angle: { from: -360, to: 0 },
      scale: { from: 0.4, to: 1 },
      duration: 520,
      ease: 'Back.easeOut',
    });
  }
}

/** The balloons burst into shreds and the hull drops and fades: the airship goes down. */
export function burst(scene: Phaser.Scene, hull: Phaser.GameObjects.Container, reduced: boolean): void {
  const cx = LAYOUT.balloon.x + LAYOUT.balloon.w / 2;
  const cy = LAYOUT.balloon.y + 86;
  if (!reduced) scene.cameras.main.shake(500, 0.01);
  for (let i = 0; i < (reduced ? 0 : 28); i++) {
    const shard = scene.add.graphics().setDepth(8);
    shard.fillStyle(i % 2 === 0 ? 0xb3343a : 0xe8d3a8, 1).fillTriangle(0, 0, 18, 4, 6, 16);
    shard.setPosition(cx + ((i * 53) % 400) - 200, cy + ((i * 31) % 80) - 40);
    const angle = (i / 28) * Math.PI * 2;
    scene.tweens.add({
      targets: shard,
      x: shard.x + Math.cos(angle) * 260,
      y: shard.y + Math.sin(angle) * 160 + 200,
      angle: 540,
      alpha: 0,
      duration: 1400,
      ease: 'Cubic.easeOut',
      onComplete: () => shard.destroy(),
    });
  }
  scene.tweens.add({
    targets: hull,
    y: 40,
    angle: 3,
    alpha: 0.55,
    duration: reduced ? 1 : 1600,
    ease: 'Quad.easeIn',
  });
}

/** Every Clan's camp card turns over at once, for everyone at the table. */
export function revealCamps(
  scene: Phaser.Scene,
  model: EollisModel | null,
  camps: Readonly<Record<string, string>>,
  reduced: boolean,
): void {
  const layer = scene.add.container(0, 0).setDepth(11);
  const shade = scene.add.graphics();
  shade.fillStyle(0x000000, 0.7).fillRect(0, 0, WIDTH, HEIGHT);
  layer.add(shade);
  text(scene, layer, WIDTH / 2, 150, '☠ THE CAMPS ARE REVEALED ☠', 40, INK.highlight, {
    fontStyle: 'bold',
    stroke: '#000000',
    strokeThickness: 6,
  }).setOrigin(0.5);
  const seats = Object.keys(camps)
    .map((k) => Number(k.replace('seat', '')))
    .sort((a, b) => a - b);
  seats.forEach((seat, i) => {
    const camp = camps[`seat${seat}`];
    const card = scene.add.container(WIDTH / 2 + (i - (seats.length - 1) / 2) * 200, 340);
    layer.add(card);
    const g = scene.add.graphics();
    g.fillStyle(camp === 'mutineers' ? 0x8a1e1e : 0x1e4f8a, 1).fillRoundedRect(-80, -100, 160, 200, 14);
    g.lineStyle(6, clanHex(model?.clans[seat]?.colour), 1).strokeRoundedRect(-80, -100, 160, 200, 14);
    card.add(g);
    text(scene, card, 0, -30, camp === 'mutineers' ? '☠' : '★', 56, INK.paper).setOrigin(0.5);
    text(scene, card, 0, 34, camp === 'mutineers' ? 'Mutineers' : 'Captain', 22, INK.paper, {
      fontStyle: 'bold',
    }).setOrigin(0.5);
    text(scene, card, 0, 70, clanName(model, seat), 16, INK.paperDim).setOrigin(0.5);
    if (!reduced) {
      card.setScale(0, 1);
      scene.tweens.add({
        targets: card,
        scaleX: 1,
        duration: 380,
        delay: 200 + i * 260,
        ease: 'Back.easeOut',
      });
    }
  });
  scene.time.delayedCall(reduced ? 900 : 2600, () => {
    scene.tweens.add({
      targets: layer,
      alpha: 0,
      duration: reduced ? 1 : 300,
      onComplete: () => layer.destroy(),
    });
  });
}

/** A gold coin flies from the cagnotte to a post. */
export function flyCoin(scene: Phaser.Scene, from: { x: number; y: number }, to: Box): void {
  const c = scene.add.graphics().setDepth(8);
  c.fillStyle(INK.gold, 1).fillCircle(0, 0, 9);
  c.lineStyle(2, 0x7a5a10, 1).strokeCircle(0, 0, 9);
  c.setPosition(from.x, from.y);
  scene.tweens.add({
    targets: c,
    x: to.x + to.w / 2,
    y: to.y + to.h / 2,
    duration: 700,
    ease: 'Cubic.easeInOut',
    onComplete: () => c.destroy(),
  });
}

/** A ring in the Clan's colour where a pirate lands. */
export function ping(scene: Phaser.Scene, at: { x: number; y: number }, colour: number): void {
  const ring = scene.add.graphics().setDepth(8);
  ring.lineStyle(4, colour, 1).strokeCircle(0, 0, 18);
  ring.setPosition(at.x, at.y);
  scene.tweens.add({ targets: ring, scale: 2.4, alpha: 0, duration: 600, onComplete: () => ring.destroy() });
}

/** A skull rises and fades where a pirate died. */
export function skull(scene: Phaser.Scene, at: { x: number; y: number }, reduced: boolean): void {
  const s = scene.add
    .text(at.x, at.y, '☠', {
      fontFamily: 'Georgia, serif',
      fontSize: '40px',
      color: '#f3e6c8',
      stroke: '#000000',
      strokeThickness: 4,
    })
    .setOrigin(0.5)
    .setDepth(10);
  scene.tweens.add({
    targets: s,
    y: at.y - 50,
    alpha: 0,
    scale: 1.6,
    duration: reduced ? 400 : 1200,
    onComplete: () => s.destroy(),
  });
}
