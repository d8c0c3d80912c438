// The table's animations, one after another: doubloons sliding, cards lifting and turning, shots, falls, the tally.
import type Phaser from 'phaser';
import type { FinalCount } from '@flotilla/rules/fifteen-men';
import { INK, seatHex } from '../art/palette';
import {
  CARD_H,
  CARD_W,
  PEEK_H,
  PEEK_W,
  drawBack,
  drawCoin,
  drawFaceLarge,
  drawFront,
  text,
  title,
} from './art/card-art';
import { drawTally } from './art/tally-art';
import type { FifteenMenModel } from './model';
import { cardTip, w } from './labels';
import { PEEK_AT, RING_CENTRE, slotPoint, type Point } from './layout';
import { MOTION, TYPE } from '../../ui/theme';

/** What the effects need from the scene that owns them. */
interface Stage extends Phaser.Scene {
  poke(): void;
  slotContainer(position: number): Phaser.GameObjects.Container | undefined;
  handPoint(seat: number): Point;
  currentModel(): FifteenMenModel | null;
  /** Hides the centre's words and cards while the look card lies over them. */
  setCentreHidden(on: boolean): void;
}

/** Moments worth knowing outside the canvas (tests and screenshots wait for them). */
export type Moment = 'peeking' | 'firing' | 'tally';

/** The look card's clickable box. */
const PEEK_HIT = { w: PEEK_W, h: PEEK_H };
/** Above the look card (25), below the tally (38) and the click menu (40). */
const PEEK_HIT_DEPTH = 26;

export class Effects {
  private reduced = false;
  /** Told when a moment starts (on) and ends (off). */
  onMoment: (moment: Moment, on: boolean) => void = () => {};
  /** Told which pirate the large look card shows, null once it is put back (tests read it). */
  onPeekCard: (pirate: string | null) => void = () => {};
  /** Told each time the player puts a look card back with a click (tests tell it from a later look at the same pirate). */
  onPutBack: () => void = () => {};
  /** The card a look shows large: it stays until its player puts it back or the turn passes. */
  private peekCard: Phaser.GameObjects.Container | null = null;
  /** The pirate on that card. */
  private peekPirate: string | null = null;
  /**
   * What a click on the look card lands on: an invisible box fixed where the card comes to rest, made once and switched on
   * for as long as a card is up. The card itself took clicks only once its turn was over, and a fresh
   * interactive object only a frame later: a click in that time fell through while the card was on screen, so
   * a second look at the same pirate (a bribe and its neighbour, again) swallowed the click meant to put it back.
   */
  private peekHit: Phaser.GameObjects.Rectangle | null = null;
  /** Scene time when the last queued animation ends: the next one starts there. */
  private until = 0;
  /**
   * Queued animations waiting for their start. A backlog cut moves `until` back while older ones still wait on
   * the scene clock, so `until` alone cannot say the queue is done: the loop would sleep, the clock stop, and a
   * shot queued behind a run of bot moves would never play.
   */
  private waiting = 0;

  constructor(private readonly scene: Stage) {}

  /** Called once the scene exists: what the effects keep on the table between animations. */
  mount(): void {
    // A shape with neither fill nor stroke: it draws nothing, but unlike a zone it is on the camera's render list,
    // which is how Phaser ranks what a click lands on (a zone ranks below the vessel and scenario cards).
    const hit = this.scene.add.rectangle(PEEK_AT.x, PEEK_AT.y, PEEK_HIT.w, PEEK_HIT.h);
    hit.setDepth(PEEK_HIT_DEPTH).setInteractive({ useHandCursor: true });
    // Put back on release: closing on the press let the release fall through to the scenario card beneath.
    hit.on('pointerup', () => this.closePeek(true));
    hit.disableInteractive();
    this.peekHit = hit;
  }

  /** Words for the look card while it is up. */
  tip(
    tooltip: { attach(target: Phaser.GameObjects.GameObject, text: () => string | null): void } | null,
  ): void {
    if (tooltip === null || this.peekHit === null) return;
    tooltip.attach(this.peekHit, () =>
      this.peekPirate === null ? null : `${cardTip(this.peekPirate)}\n${w('canvas.peekTip')}`,
    );
  }

  /** Whether every queued animation has started and its time has passed. */
  idle(): boolean {
    return this.scene.time === undefined || (this.waiting === 0 && this.until <= this.scene.time.now);
  }

  setReducedMotion(on: boolean): void {
    this.reduced = on;
  }

  /** Milliseconds: scaled down under reduced motion, and while the table runs ahead of the animations. */
  private ms(full: number): number {
    if (this.reduced) return Math.min(120, full * 0.15);
    const backlog = this.until - (this.scene.time?.now ?? 0);
    return backlog > 1200 ? full * 0.5 : full;
  }

  /**
   * Runs `play` when the animations queued before it are done; it lasts `duration` ms. Bots can play faster
   * than cards turn: past a few seconds of backlog the queue is cut short, so the table never lags far behind.
   */
  private queue(duration: number, play: () => void, first = false): void {
    // Before the scene has booted there is nothing to animate on: the next redraw shows the result.
    if (this.scene.time === undefined) return;
    this.scene.poke();
    const now = this.scene.time.now;
    // Your own look goes ahead of what is still playing from the others' turns.
    if (first || this.until - now > 2500) this.until = Math.min(this.until, now + (first ? 0 : 500));
    const start = Math.max(now, this.until);
    this.until = start + this.ms(duration);
    if (start <= now) {
      play();
      return;
    }
    this.waiting++;
    this.scene.time.delayedCall(start - now, () => {
      this.waiting--;
      play();
    });
  }

  /** A moment on screen from now for `ms` milliseconds (forever when null). */
  private moment(name: Moment, ms: number | null): void {
    this.onMoment(name, true);
    if (ms !== null) this.scene.time.delayedCall(ms, () => this.onMoment(name, false));
  }

  private tween(config: Phaser.Types.Tweens.TweenBuilderConfig): void {
    this.scene.tweens.add({ ...config, duration: this.ms(Number(config.duration ?? 300)) });
  }

  private colourOf(seat: number | null | undefined): number {
    if (seat === null || seat === undefined) return 0xbbbbbb;
    return seatHex(this.scene.currentModel()?.players[seat]?.colour ?? '');
  }

  /** A doubloon slides from the player's hand onto the pirate (or the Governor's Daughter). */
  coinTo(seat: number, value: number, to: Point): void {
    this.queue(450, () => {
      const from = this.scene.handPoint(seat);
      const coin = this.scene.add.container(from.x, from.y).setDepth(20);
      drawCoin(this.scene, coin, value, this.colourOf(seat), 14);
      this.tween({
        targets: coin,
        x: to.x,
        y: to.y + CARD_H / 2,
        scale: { from: 1.2, to: 1 },
        duration: 450,
        ease: 'Cubic.easeInOut',
        onComplete: () => coin.destroy(),
      });
    });
  }

  /** A doubloon moves between two pirates (Augustin Blanco), or leaves the table (thrown overboard, knocked off). */
  coinMove(seat: number, value: number, from: Point, to: Point | null): void {
    this.queue(500, () => {
      const coin = this.scene.add.container(from.x, from.y + CARD_H / 2).setDepth(20);
      drawCoin(this.scene, coin, value, this.colourOf(seat), 14);
      this.tween({
        targets: coin,
        x: to?.x ?? from.x + 40,
        y: to === null ? from.y + CARD_H : to.y + CARD_H / 2,
        alpha: to === null ? 0 : 1,
        duration: 500,
        ease: 'Cubic.easeInOut',
        onComplete: () => coin.destroy(),
      });
    });
  }

  /**
   * The peeker alone: the card lifts to the middle of the ring and turns over, and its face stays there large,
   * with its skill and Victory Points, until the player clicks it back (or the turn passes). It showed the back
   * enlarged and put the card down after a second.
   */
  peekPrivate(position: number, pirate: string): void {
    // Never hurried: this is the one moment the player is waiting for.
    const d = (ms: number): number => (this.reduced ? Math.min(120, ms * 0.15) : ms);
    this.queue(
      700,
      () => {
        const shown = this.peekCard;
        if (shown !== null && this.peekPirate === pirate) {
          // Looking again at the pirate already shown: the card stays where the player is reading it, with a nod.
          if (!this.reduced)
            this.scene.tweens.add({ targets: shown, angle: { from: -3, to: 3 }, yoyo: true, duration: 90 });
          this.scene.poke();
          return;
        }
        this.closePeek();
        this.onMoment('peeking', true);
        this.scene.setCentreHidden(true);
        const slot = this.scene.currentModel()?.ring[position - 1];
        const p = slotPoint(position);
        const card = this.scene.add.container(p.x, p.y).setDepth(25);
        drawBack(this.scene, card, slot?.back?.flag ?? 'any', slot?.back?.role ?? null);
        this.peekCard = card;
        this.peekPirate = pirate;
        this.onPeekCard(pirate);
        // Clickable from the moment it lifts: the whole card's place puts it back, whatever its turn is doing.
        this.peekHit?.setInteractive();
        this.scene.tweens.add({
          targets: card,
          x: PEEK_AT.x,
          y: PEEK_AT.y,
          scaleX: 0,
          scaleY: 1.4,
          duration: d(400),
          ease: 'Quad.easeOut',
          onComplete: () => {
            if (this.peekCard !== card) return;
            card.removeAll(true);
            drawFaceLarge(this.scene, card, pirate);
            card.setScale(0, 1);
            this.scene.tweens.add({ targets: card, scaleX: 1, duration: d(220), ease: 'Quad.easeOut' });
            this.scene.poke();
          },
        });
      },
      true,
    );
  }

  /** Puts the look's card back on the ring (a click on it, the turn passing, the next look). */
  closePeek(byPlayer = false): void {
    const card = this.peekCard;
    if (card === null) return;
    if (byPlayer) this.onPutBack();
    this.peekCard = null;
    this.peekPirate = null;
    this.peekHit?.disableInteractive(true);
    this.onPeekCard(null);
    this.onMoment('peeking', false);
    this.scene.setCentreHidden(false);
    this.scene.tweens.add({
      targets: card,
      alpha: 0,
      scale: 0.4,
      duration: this.reduced ? 60 : 250,
      onComplete: () => card.destroy(),
    });
    this.scene.poke();
  }

  /** Everyone else: the card is lifted at a corner, and an eye in the looker's colour shows who looked. */
  peekPublic(seat: number, position: number): void {
    this.queue(450, () => {
      const slot = this.scene.slotContainer(position);
      const p = slotPoint(position);
      if (slot !== undefined)
        this.tween({
          targets: slot,
          angle: { from: 0, to: -12 },
          yoyo: true,
          duration: 300,
          onComplete: () => slot.setAngle(0),
        });
      const eye = this.scene.add.graphics().setDepth(25);
      eye.fillStyle(0x000000, 0.7).fillCircle(0, 0, 18);
      eye.fillStyle(this.colourOf(seat), 1).fillEllipse(0, 0, 28, 14);
      eye.fillStyle(0x000000, 1).fillCircle(0, 0, 5);
      eye.setPosition(p.x, p.y - CARD_H / 2 - 10);
      this.tween({
        targets: eye,
        y: p.y - CARD_H / 2 - 40,
        alpha: { from: 1, to: 0 },
        duration: 900,
        onComplete: () => eye.destroy(),
      });
    });
  }

  /** A card turns face up: its back narrows away and its face opens out (the back stays until its turn comes). */
  reveal(position: number, pirate: string): void {
    const back = this.scene.currentModel()?.ring[position - 1]?.back;
    this.turnCard(
      position,
      (ghost) => drawBack(this.scene, ghost, back?.flag ?? 'any', back?.role ?? null),
      (ghost) => drawFront(this.scene, ghost, pirate),
      1.2,
    );
  }

  /** A card turns face down (Jean Lafitte): its face narrows away and its back opens out. */
  hide(position: number, pirate: string): void {
    const back = this.scene.currentModel()?.ring[position - 1]?.back;
    this.turnCard(
      position,
      (ghost) => drawFront(this.scene, ghost, pirate),
      (ghost) => drawBack(this.scene, ghost, back?.flag ?? 'any', back?.role ?? null),
      1,
    );
  }

  /** A stand-in of the card at `position` narrows away showing `from`, then opens out showing `to`. */
  private turnCard(
    position: number,
    from: (ghost: Phaser.GameObjects.Container) => void,
    to: (ghost: Phaser.GameObjects.Container) => void,
    lift: number,
  ): void {
    const real = this.scene.slotContainer(position);
    const p = slotPoint(position);
    real?.setAlpha(0);
    const ghost = this.scene.add.container(p.x, p.y).setDepth(22);
    from(ghost);
    this.queue(600, () => {
      this.tween({
        targets: ghost,
        scaleX: 0,
        scaleY: lift,
        duration: 250,
        // It gathers speed as it lifts, and lands with a little overshoot: a card turned by a hand.
        ease: 'Quad.easeIn',
        onComplete: () => {
          ghost.removeAll(true);
          to(ghost);
          this.tween({
            targets: ghost,
            scaleX: 1,
            scaleY: 1,
            duration: 320,
            ease: MOTION.ease.land,
            onComplete: () => {
              ghost.destroy();
              real?.setAlpha(1);
            },
          });
        },
      });
    });
  }

  /** Two cards trade places along the ring, their doubloons riding with them. */
  swap(a: number, b: number): void {
    this.queue(700, () => {
      const ca = this.scene.slotContainer(a);
      const cb = this.scene.slotContainer(b);
      const pa = slotPoint(a);
      const pb = slotPoint(b);
      // The redraw already put each card in its new place: slide each in from the other one's.
      for (const [c, from, to] of [
        [ca, pb, pa],
        [cb, pa, pb],
      ] as const) {
        if (c === undefined) continue;
        c.setPosition(from.x, from.y).setDepth(15);
        this.tween({
          targets: c,
          x: to.x,
          y: to.y,
          duration: 700,
          ease: 'Sine.easeInOut',
          onComplete: () => c.setPosition(to.x, to.y).setDepth(1),
        });
      }
    });
  }

  /** A ring of the new controller's colour pulses round the card. */
  control(seat: number, position: number): void {
    this.queue(150, () => {
      const p = slotPoint(position);
      const ring = this.scene.add.graphics().setDepth(21);
      ring
        .lineStyle(6, this.colourOf(seat), 1)
        .strokeRoundedRect(-CARD_W / 2 - 6, -CARD_H / 2 - 6, CARD_W + 12, CARD_H + 12, 12);
      ring.setPosition(p.x, p.y);
      this.tween({
        targets: ring,
        scale: { from: 1, to: 1.25 },
        alpha: { from: 1, to: 0 },
        duration: 600,
        onComplete: () => ring.destroy(),
      });
    });
  }

  /** A shot: a flash at the shooter (or Henry Morgan's, from the captain's side), a trail, smoke at both ends. */
  shot(from: number | null, target: number, seat: number | null): void {
    // Anticipation: the shooter braces (a short swell) before the flash, so the eye is on it when it fires.
    const windUp = MOTION.anticipation;
    this.queue(800 + windUp, () => {
      const shooter = from === null ? undefined : this.scene.slotContainer(from);
      if (shooter !== undefined && !this.reduced)
        this.tween({
          targets: shooter,
          scale: { from: 1, to: 1.1 },
          yoyo: true,
          duration: windUp / 2,
          ease: MOTION.ease.windUp,
          onComplete: () => shooter.setScale(1),
        });
      // Counted as waiting: the table must not go idle (its clock stopped) between the brace and the shot.
      this.waiting++;
      this.scene.time.delayedCall(this.ms(windUp), () => {
        this.waiting--;
        this.fire(from, target, seat);
      });
    });
  }

  /** The shot itself, once the shooter has braced. */
  private fire(from: number | null, target: number, seat: number | null): void {
    {
      this.moment('firing', this.ms(700));
      const to = slotPoint(target);
      const start =
        from === null ? (seat === null ? RING_CENTRE : this.scene.handPoint(seat)) : slotPoint(from);
      const flash = this.scene.add.graphics().setDepth(30);
      flash.fillStyle(0xfff3b0, 1).fillCircle(0, 0, 16);
      flash.fillStyle(0xff9b2f, 0.9).fillTriangle(-26, 0, 0, -8, 0, 8).fillTriangle(26, 0, 0, -8, 0, 8);
      flash.fillTriangle(0, -26, -8, 0, 8, 0).fillTriangle(0, 26, -8, 0, 8, 0);
      flash.setPosition(start.x, start.y);
      this.tween({
        targets: flash,
        scale: { from: 0.4, to: 1.8 },
        alpha: { from: 1, to: 0 },
        duration: 500,
        onComplete: () => flash.destroy(),
      });
      const trail = this.scene.add.graphics().setDepth(29);
      trail.lineStyle(3, 0xfff3b0, 1).lineBetween(start.x, start.y, to.x, to.y);
      this.tween({
        targets: trail,
        alpha: { from: 1, to: 0 },
        duration: 400,
        onComplete: () => trail.destroy(),
      });
      for (const at of [start, to]) this.smoke(at);
      const victim = this.scene.slotContainer(target);
      if (victim !== undefined && !this.reduced) {
        this.tween({
          targets: victim,
          x: { from: to.x - 6, to: to.x + 6 },
          yoyo: true,
          repeat: 3,
          duration: 50,
          onComplete: () => victim.setPosition(to.x, to.y),
        });
      }
    }
  }

  private smoke(at: Point): void {
    for (let k = 0; k < 5; k++) {
      const puff = this.scene.add.graphics().setDepth(28);
      puff.fillStyle(0xbfbfbf, 0.55).fillCircle(0, 0, 10 + k * 2);
      puff.setPosition(at.x + (k - 2) * 8, at.y + ((k * 7) % 11) - 5);
      this.tween({
        targets: puff,
        y: at.y - 40 - k * 6,
        scale: { from: 0.6, to: 2 },
        alpha: { from: 0.8, to: 0 },
        duration: 1100,
        delay: k * 40,
        onComplete: () => puff.destroy(),
      });
    }
  }

  /** Words popping over a card (Flint shrugging off a shot, a rescue). */
  callout(position: number, words: string, colour = '#ffe38a'): void {
    this.queue(700, () => {
      const p = slotPoint(position);
      const t = text(this.scene, p.x, p.y - CARD_H / 2 - 16, words, TYPE.label, colour, {
        fontStyle: 'bold',
        stroke: '#1b120a',
        strokeThickness: 5,
      }).setDepth(31);
      this.tween({
        targets: t,
        y: t.y - 30,
        alpha: { from: 1, to: 0 },
        delay: this.ms(600),
        duration: 700,
        onComplete: () => t.destroy(),
      });
    });
  }

  /** Words popping over a player's panel (a bullet taken back). */
  note(seat: number, words: string): void {
    this.queue(600, () => {
      const at = this.scene.handPoint(seat);
      const t = text(this.scene, at.x + 120, at.y - 20, words, TYPE.label, '#ffe38a', {
        fontStyle: 'bold',
        stroke: '#1b120a',
        strokeThickness: 5,
      }).setDepth(31);
      this.tween({
        targets: t,
        y: t.y - 24,
        alpha: { from: 1, to: 0 },
        delay: this.ms(600),
        duration: 700,
        onComplete: () => t.destroy(),
      });
    });
  }

  /** The hit pirate falls: shown face up where it stood until its shot lands, it tips over and drops; its doubloons roll away. */
  fall(position: number, pirate: string, coins: ReadonlyArray<{ seat: number; value: number }>): void {
    const p = slotPoint(position);
    const ghost = this.scene.add.container(p.x, p.y).setDepth(24);
    drawFront(this.scene, ghost, pirate);
    const purse = coins.map((d, k) => {
      const coin = this.scene.add
        .container(p.x + (k - (coins.length - 1) / 2) * 29, p.y + CARD_H / 2 + 2)
        .setDepth(24);
      drawCoin(this.scene, coin, d.value, this.colourOf(d.seat), 14);
      return coin;
    });
    this.queue(900, () => {
      const cross = this.scene.add.graphics();
      cross
        .lineStyle(5, INK.red, 0.9)
        .lineBetween(-CARD_W / 2 + 8, -CARD_H / 2 + 8, CARD_W / 2 - 8, CARD_H / 2 - 8);
      cross.lineBetween(CARD_W / 2 - 8, -CARD_H / 2 + 8, -CARD_W / 2 + 8, CARD_H / 2 - 8);
      ghost.add(cross);
      this.tween({
        targets: ghost,
        angle: 80,
        y: p.y + 70,
        alpha: 0,
        delay: this.ms(250),
        duration: 900,
        ease: 'Quad.easeIn',
        onComplete: () => ghost.destroy(),
      });
      purse.forEach((coin, k) => {
        const a = (k / Math.max(1, purse.length)) * Math.PI * 2;
        this.tween({
          targets: coin,
          x: p.x + Math.cos(a) * 60,
          y: p.y + CARD_H / 2 + Math.sin(a) * 40,
          alpha: 0,
          angle: 360,
          delay: this.ms(250),
          duration: 800,
          onComplete: () => coin.destroy(),
        });
      });
    });
  }

  /** A big word across the deck (the Showdown). */
  banner(words: string, size = 64): void {
    this.queue(900, () => {
      const t = title(this.scene, RING_CENTRE.x, RING_CENTRE.y, words, size, '#ffe38a', {
        stroke: '#1b120a',
        strokeThickness: 10,
      }).setDepth(35);
      this.tween({
        targets: t,
        scale: { from: 0.3, to: 1 },
        alpha: { from: 0, to: 1 },
        duration: 400,
        ease: 'Back.easeOut',
      });
      this.tween({
        targets: t,
        alpha: 0,
        delay: this.ms(1300),
        duration: 500,
        onComplete: () => t.destroy(),
      });
    });
  }

  /** The end: every card turns in order, then the crews' points are added up line by line. */
  finale(final: FinalCount, names: (seat: number) => string): void {
    if (final.loyalist !== null) this.banner(w('canvas.loyalistBanner', { name: names(final.loyalist) }), 40);
    for (let p = 1; p <= 15; p++) {
      const slot = this.scene.currentModel()?.ring[p - 1];
      if (slot?.pirate && !slot.empty && !slot.faceUp) this.flipQuick(p, slot.pirate, slot.back);
    }
    this.queue(200, () => this.tally(final, names, true));
  }

  private flipQuick(
    position: number,
    pirate: string,
    back: { flag: string; role: string | null } | null,
  ): void {
    const p = slotPoint(position);
    const real = this.scene.slotContainer(position);
    const ghost = this.scene.add.container(p.x, p.y).setDepth(22);
    drawBack(this.scene, ghost, back?.flag ?? 'any', back?.role ?? null);
    real?.setAlpha(0);
    this.queue(120, () => {
      this.tween({
        targets: ghost,
        scaleX: 0,
        duration: 180,
        onComplete: () => {
          ghost.removeAll(true);
          drawFront(this.scene, ghost, pirate, true);
          this.tween({
            targets: ghost,
            scaleX: 1,
            duration: 180,
            onComplete: () => {
              ghost.destroy();
              real?.setAlpha(1);
            },
          });
        },
      });
    });
  }

  /** The tally panel over the deck, its lines one at a time when `animate`. */
  tally(final: FinalCount, names: (seat: number) => string, animate: boolean): Phaser.GameObjects.Container {
    this.moment('tally', null);
    return drawTally(this.scene, final, names, animate ? this.ms(260) : 0, this.ms(200));
  }
}
