// The Eollis table's short animations: banners over the ship, the balloons bursting, the camps revealed,
// gold flying from the cagnotte, pirates landing on posts, skulls where pirates die.
import type Phaser from 'phaser';
import { INK } from '../../art/palette';
import { FONT, MOTION, TYPE } from '../../../ui/theme';
import { sharpness } from '../../phaser-host';
import type { EollisModel } from '../model';
import { clanName } from '../labels';
import { eo } from '../terms';
import { EOLLIS, HEIGHT, LAYOUT, WIDTH, clanHex, text, title } from './common';
import { drawSeatMark } from '../../art/seat-mark';
import type { Box } from './ship-art';

/** Big words over the ship, one at a time; a long queue plays faster and drops its oldest lines. */
export class BannerQueue {
  private readonly lines: string[] = [];
  private busy = false;
  /** The banner on screen. */
  private shown: Phaser.GameObjects.Container | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly reduced: () => boolean,
  ) {}

  push(words: string): void {
    this.lines.push(words);
    if (this.lines.length > 4) this.lines.splice(0, this.lines.length - 4);
    if (!this.busy) this.next();
  }

  /** Drops the banners waiting and the one on screen (the game is over: its final sheet takes the table). */
  clear(): void {
    this.lines.length = 0;
    if (this.shown) {
      this.scene.tweens.killTweensOf(this.shown);
      this.shown.destroy();
      this.shown = null;
    }
    this.busy = false;
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
    const box = scene.add.container(430, 176).setDepth(9);
    this.shown = box;
    const t = title(scene, box, 0, 0, words, TYPE.heading, INK.paper, {
      stroke: '#0b1a24',
      strokeThickness: 5,
      align: 'center',
      wordWrap: { width: 760 },
    }).setOrigin(0.5);
    const bg = scene.add.graphics();
    const bh = t.height + 18;
    bg.fillStyle(0x0b1a24, 0.82).fillRoundedRect(-t.width / 2 - 18, -bh / 2, t.width + 36, bh, 14);
    bg.lineStyle(2, EOLLIS.brass, 1).strokeRoundedRect(-t.width / 2 - 18, -bh / 2, t.width + 36, bh, 14);
    box.addAt(bg, 0);
    const hold = reduced ? 700 : Math.max(500, 1300 - this.lines.length * 300);
    box.setAlpha(0).setScale(reduced ? 1 : 0.7);
    scene.tweens.add({
      targets: box,
      alpha: 1,
      scale: 1,
      duration: reduced ? 1 : MOTION.anticipation,
      ease: MOTION.ease.land,
      onComplete: () => {
        scene.time.delayedCall(hold, () => {
          // Cleared meanwhile: the box is gone, and so is the queue.
          if (this.shown !== box) return;
          scene.tweens.add({
            targets: box,
            alpha: 0,
            y: box.y - (reduced ? 0 : 20),
            duration: reduced ? 1 : 200,
            onComplete: () => {
              box.destroy();
              this.shown = null;
              this.next();
            },
          });
        });
      },
    });
  }
}

/** Dice wind up, tumble through the air and land on the faces the server rolled. */
export function tumble(scene: Phaser.Scene, dice: ReadonlyArray<Phaser.GameObjects.Container>): void {
  dice.forEach((die, k) => {
    const y = die.y;
    die
      .setScale(0.4)
      .setAngle(-300)
      .setY(y - 26);
    scene.tweens.add({
      targets: die,
      angle: 0,
      scale: 1,
      y,
      delay: k * 90,
      duration: MOTION.tumble * 0.6,
      ease: MOTION.ease.bounce,
    });
  });
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

/** Every Clan's camp card turns over, one after another, for everyone at the table: held long enough to read. */
export function revealCamps(
  scene: Phaser.Scene,
  model: EollisModel | null,
  camps: Readonly<Record<string, string>>,
  reduced: boolean,
): void {
  const layer = scene.add.container(0, 0).setDepth(11);
  const shade = scene.add.graphics();
  shade.fillStyle(0x000000, 0.72).fillRect(0, 0, WIDTH, HEIGHT);
  layer.add(shade);
  title(scene, layer, WIDTH / 2, 100, eo('canvas.campsRevealed'), TYPE.display, EOLLIS.accent, {
    stroke: '#000000',
    strokeThickness: 6,
  }).setOrigin(0.5);
  const seats = Object.keys(camps)
    .map((k) => Number(k.replace('seat', '')))
    .sort((a, b) => a - b);
  const flip = MOTION.anticipation + 200;
  seats.forEach((seat, i) => {
    const camp = camps[`seat${seat}`];
    const mutiny = camp === 'mutineers';
    const card = scene.add.container(WIDTH / 2 + (i - (seats.length - 1) / 2) * 200, 370);
    layer.add(card);
    const colour = model?.clans[seat]?.colour ?? '';
    // The back first (a camp card face down), then the face.
    const back = scene.add.graphics();
    back.fillStyle(0x3a2a1a, 1).fillRoundedRect(-80, -100, 160, 200, 14);
    back.lineStyle(3, EOLLIS.brass, 1).strokeRoundedRect(-72, -92, 144, 184, 10);
    drawSeatMark(back, colour, 0, 0, 22);
    const face = scene.add.container(0, 0);
    const g = scene.add.graphics();
    g.fillStyle(0x000000, 0.5).fillRoundedRect(-76, -95, 160, 200, 14);
    g.fillStyle(mutiny ? 0x8a1e1e : 0x1e4f8a, 1).fillRoundedRect(-80, -100, 160, 200, 14);
    g.lineStyle(6, clanHex(colour), 1).strokeRoundedRect(-80, -100, 160, 200, 14);
    g.lineStyle(1, 0xffffff, 0.4).strokeRoundedRect(-70, -90, 140, 180, 10);
    drawSeatMark(g, colour, -56, -76, 9);
    face.add(g);
    text(scene, face, 0, -30, mutiny ? '☠' : '★', 56, INK.paper).setOrigin(0.5);
    title(
      scene,
      face,
      0,
      34,
      eo(mutiny ? 'effects.mutineers' : 'effects.captain'),
      TYPE.heading,
      INK.paper,
    ).setOrigin(0.5);
    text(scene, face, 0, 70, clanName(model, seat), TYPE.body, INK.paperDim).setOrigin(0.5);
    card.add([back, face]);
    if (reduced) {
      back.setVisible(false);
      return;
    }
    face.setVisible(false);
    // Anticipation: the card lifts a little, then turns over.
    scene.tweens.add({
      targets: card,
      y: 360,
      scaleX: 0,
      delay: 250 + i * flip,
      duration: MOTION.anticipation,
      ease: MOTION.ease.windUp,
      onComplete: () => {
        back.setVisible(false);
        face.setVisible(true);
        scene.tweens.add({
          targets: card,
          y: 370,
          scaleX: 1,
          duration: MOTION.quick * 2,
          ease: MOTION.ease.land,
        });
      },
    });
  });
  const shown = reduced ? MOTION.revealHold : 250 + seats.length * flip + MOTION.revealHold;
  scene.time.delayedCall(shown, () => {
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
  c.fillStyle(EOLLIS.gold, 1).fillCircle(0, 0, 9);
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
      fontFamily: FONT.text,
      fontSize: `${TYPE.display}px`,
      resolution: sharpness(),
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
