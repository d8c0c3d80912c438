// The Eollis table: draws the view it is given (ship, balloon, Clans, stage), animates events, emits intents.
import type { HeardEvent, WireAction } from '@flotilla/protocol/wire';
import Phaser from 'phaser';
import type { PostId } from '@flotilla/rules/eollis/material';
import { css } from '../art/palette';
import { MOTION, fontsReady } from '../../ui/theme';
import { tableTooltip, type TableTooltip } from '../tooltip';
import type { EollisModel } from './model';
import { bannerLine, giftLabel } from './labels';
import { eo } from './terms';
import { eventName } from './card-words';
import {
  NOTHING,
  cardOffered,
  clickCard,
  clickPanel,
  clickPirate,
  clickPost,
  giftActions,
  keepSelection,
  panelActions,
  pirateOffered,
  postActions,
  type Click,
  type Selection,
} from './pointer';
import { EOLLIS, LAYOUT, clanHex, clickable } from './art/common';
import { BannerQueue, burst, flyCoin, ping, revealCamps, skull, tumble } from './art/effects';
import {
  HOLD_BOX,
  POST_BOXES,
  cagnotteSpot,
  drawBalloon,
  drawShip,
  holdBox,
  holdSpot,
  makeToken,
  trackSpot,
} from './art/ship-art';
import {
  drawClanPanels,
  drawRenownTrack,
  makeRenownMarker,
  panelBox,
  renownX,
  renownSpots,
} from './art/panels-art';
import { drawEventCard } from './art/event-art';
import { drawHand } from './art/hand-art';
import { holdTip, pirateTip, postTip } from './art/tips';
import { drawStage, type StageButton } from './art/stage-art';
import { drawFinal } from './art/final-art';

type Action = WireAction<'eollis'>;
type Event = HeardEvent<'eollis'>;

export interface SceneHooks {
  intent(action: Action): void;
  /** The balloon token reached a space (tests and screenshots follow it). */
  balloonAt(space: number): void;
  /** A mutiny's camps were revealed on screen. */
  mutinyRevealed(): void;
  /** After each drawing of a new view: the stage's buttons, what each stands for and where it is. */
  stageButtons(buttons: ReadonlyArray<StageButton>): void;
}

export class EollisScene extends Phaser.Scene {
  private model: EollisModel | null = null;
  private previous: EollisModel | null = null;
  private legal: ReadonlyArray<Action> = [];
  private created = false;
  private reducedMotion = false;
  private skyLayer!: Phaser.GameObjects.Container;
  private balloonLayer!: Phaser.GameObjects.Container;
  private shipLayer!: Phaser.GameObjects.Container;
  private sideLayer!: Phaser.GameObjects.Container;
  private stageLayer!: Phaser.GameObjects.Container;
  private token!: Phaser.GameObjects.Container;
  private stageDice: ReadonlyArray<Phaser.GameObjects.Container> = [];
  private stageButtons: ReadonlyArray<StageButton> = [];
  private shownBalloon = 0;
  private shownExpedition = 0;
  private stepping = false;
  private selection: Selection = NOTHING;
  private banners: BannerQueue | null = null;
  private sinking = false;
  private clockTimer: Phaser.Time.TimerEvent | null = null;
  private dirty = false;
  private vessel: Phaser.GameObjects.Container | null = null;
  private bob: Phaser.Tweens.Tween | null = null;
  private readonly renownMarkers: Phaser.GameObjects.Graphics[] = [];
  private tumblePending = false;
  private readonly keys = { balloon: '', ship: '', side: '', stage: '' };
  private tips!: TableTooltip;

  constructor(
    private readonly hooks: SceneHooks,
    /** The element the tooltips live in (the canvas's box). */
    private readonly tipHost: HTMLElement,
  ) {
    super({ key: 'eollis' });
  }

  create(): void {
    this.cameras.main.setBackgroundColor(css(EOLLIS.felt));
    // The dawn sky behind the airship, in bands from slate above to a warm haze at the horizon.
    this.skyLayer = this.add.container(0, 0);
    const sky = this.add.graphics();
    this.skyLayer.add(sky);
    const bands = [0x1a2c46, 0x1f3350, 0x273d5c, 0x2f4868, 0x385374, 0x425e7e, 0x4d6885, 0x58718a];
    bands.forEach((colour, k) => sky.fillStyle(colour, 1).fillRect(0, k * 60, 860, 61));
    sky.fillStyle(0xffd37a, 0.06).fillEllipse(430, 480, 900, 160);
    // Clouds drifting behind the ship.
    for (let i = 0; i < 5; i++) {
      const cloud = this.add.graphics();
      cloud.fillStyle(0xffffff, 0.08);
      cloud.fillEllipse(0, 0, 160, 40).fillEllipse(40, -14, 100, 40).fillEllipse(-40, -8, 90, 30);
      cloud.setPosition(100 + i * 170, 60 + (i % 3) * 120);
      this.skyLayer.add(cloud);
      this.tweens.add({
        targets: cloud,
        x: cloud.x + 60,
        duration: 9000 + i * 1500,
        yoyo: true,
        repeat: -1,
        ease: 'Sine.easeInOut',
      });
    }
    this.balloonLayer = this.add.container(0, 0);
    this.shipLayer = this.add.container(0, 0);
    this.sideLayer = this.add.container(0, 0);
    this.stageLayer = this.add.container(0, 0);
    this.tips = tableTooltip(this, this.tipHost);
    this.token = makeToken(this, this.tips);
    // The airship rides the wind: balloon, token and hull bob together (not with reduced motion).
    this.vessel = this.add.container(0, 0, [this.balloonLayer, this.shipLayer, this.token]);
    this.bob = this.tweens.add({
      targets: this.vessel,
      y: 4,
      duration: 2600,
      yoyo: true,
      repeat: -1,
      ease: 'Sine.easeInOut',
    });
    this.bob.paused = this.reducedMotion;
    this.banners = new BannerQueue(this, () => this.reducedMotion);
    // The stage's countdown ticks between patches.
    this.clockTimer = this.time.addEvent({ delay: 1000, loop: true, callback: () => this.redrawStage(true) });
    // Phaser measures a text when it is made: the first drawing waits for the bundled faces.
    void fontsReady().then(() => {
      this.created = true;
      this.dirty = true;
    });
  }

  setReducedMotion(on: boolean): void {
    this.reducedMotion = on;
    if (this.bob) this.bob.paused = on;
    if (on) this.vessel?.setY(0);
  }

  /** Takes the latest view; the drawing happens once per frame, and only for the parts that changed. */
  show(model: EollisModel, legal: ReadonlyArray<Action>): void {
    if (this.model !== model) this.previous = this.model;
    this.model = model;
    this.legal = legal;
    this.dirty = true;
  }

  override update(): void {
    if (!this.dirty || !this.created || !this.model) return;
    this.dirty = false;
    this.draw(this.model);
    // Told after every drawing of a new view, redrawn or not, so the page always knows what the canvas shows.
    this.hooks.stageButtons(this.stageButtons);
    if (this.tumblePending && !this.reducedMotion) tumble(this, this.stageDice);
    this.tumblePending = false;
  }

  private draw(model: EollisModel): void {
    const legal = this.legal;
    this.selection = keepSelection(legal, this.selection, model.hand?.map((c) => c.uid) ?? []);
    const balloonKey = `${model.balloon}/${model.destroyed}`;
    if (balloonKey !== this.keys.balloon) {
      this.keys.balloon = balloonKey;
      this.balloonLayer.removeAll(true);
      drawBalloon(this, this.balloonLayer, model, this.tips);
    }
    this.moveRenownMarkers(model);
    this.token.setVisible(!model.destroyed);
    // Once the game is over, the final renown takes the whole table (its words the larger for the narrower canvas):
    // the airship's sky goes too, or its edge shows beside the sheet, and so do the banners, which the sheet's
    // heading and the log say already ("The voyage is over" twice, the second fading over the sheet).
    const over = model.status === 'over';
    this.skyLayer.setVisible(!over);
    if (over) this.banners?.clear();
    this.vessel?.setVisible(!over);
    this.sideLayer.setVisible(!over);
    for (const marker of this.renownMarkers) marker.setVisible(!over);
    // A new Expedition starts on a new balloon: the token goes straight back to the start.
    if (model.expedition !== this.shownExpedition) {
      this.shownExpedition = model.expedition;
      this.tweens.killTweensOf(this.token);
      this.stepping = false;
      this.shownBalloon = model.balloon;
    }
    this.stepToken(model.balloon);
    if (!model.destroyed && this.sinking) {
      this.sinking = false;
      this.shipLayer.setPosition(0, 0).setAngle(0).setAlpha(1);
      this.balloonLayer.setAlpha(1);
    }
    // Redraw a layer only when what it shows changes: its data, or what a click on it would do.
    const choice = JSON.stringify([
      this.clickablePosts(),
      Object.keys(model.pirates).filter((id) => this.pirateLit(id)),
      model.clans.map((c) => [
        panelActions(legal, c.seat, this.selection).length,
        this.gifts(c.seat).map((g) => g.label),
      ]),
      model.hand?.map((c) => cardOffered(legal, c.uid)),
      this.selection,
    ]);
    const shipKey = `${JSON.stringify([model.posts, model.hold, model.pirates])}/${choice}`;
    if (shipKey !== this.keys.ship) {
      this.keys.ship = shipKey;
      this.drawShipLayer(model);
    }
    const sideKey = `${JSON.stringify([model.clans, model.hand, model.piles, model.cagnotte, model.currentEvent?.id, model.lookoutDraw?.id, model.phase.kind, model.eventDiscard.length, model.status])}/${choice}`;
    if (sideKey !== this.keys.side) {
      this.keys.side = sideKey;
      this.drawSideLayer(model);
    }
    this.redrawStage();
  }

  private drawShipLayer(model: EollisModel): void {
    this.shipLayer.removeAll(true);
    drawShip(
      this,
      this.shipLayer,
      model,
      {
        posts: new Set(this.clickablePosts()),
        pirates: new Set(Object.keys(model.pirates).filter((id) => this.pirateLit(id))),
      },
      this.tips,
    );
    for (const [post, box] of Object.entries(POST_BOXES) as Array<[PostId, (typeof POST_BOXES)[PostId]]>) {
      const hit = this.add.container(box.x, box.y);
      this.shipLayer.add(hit);
      clickable(
        hit,
        box.w,
        box.h,
        () => this.apply(clickPost(this.legal, post, this.occupant(post), this.selection)),
        { tips: this.tips, words: () => (this.model ? this.postWords(this.model, post) : null) },
      );
    }
    const hold = this.add.container(HOLD_BOX.x, HOLD_BOX.y);
    this.shipLayer.add(hold);
    clickable(
      hold,
      HOLD_BOX.w,
      HOLD_BOX.h,
      () => this.apply(clickPost(this.legal, 'hold', undefined, this.selection)),
      { tips: this.tips, words: holdTip() },
    );
    model.hold.forEach((id, n) => {
      const box = holdBox(n, model.hold.length);
      const hit = this.add.container(box.x, box.y);
      this.shipLayer.add(hit);
      const pirate = model.pirates[id];
      clickable(hit, box.w, box.h, () => this.apply(clickPirate(this.legal, id, this.selection)), {
        tips: this.tips,
        words: pirate
          ? `${pirateTip(model, pirate)}\n${n === 0 ? eo('canvas.holdTop') : eo('canvas.holdNth', { n: n + 1 })}`
          : '',
      });
    });
  }

  private drawSideLayer(model: EollisModel): void {
    this.sideLayer.removeAll(true);
    drawRenownTrack(this, this.sideLayer, model, this.tips);
    drawClanPanels(
      this,
      this.sideLayer,
      model,
      {
        pirateOffered: (id) => this.pirateLit(id),
        clickPirate: (id) => this.apply(clickPirate(this.legal, id, this.selection)),
        gifts: (seat) => this.gifts(seat),
        panelOffered: (seat) => panelActions(this.legal, seat, this.selection).length === 1,
        clickPanel: (seat) => this.apply(clickPanel(this.legal, seat, this.selection)),
      },
      this.tips,
    );
    const lookout = model.lookoutDraw;
    const lastFaced = model.eventDiscard.at(-1);
    const caption = lookout
      ? eo('canvas.captionMine')
      : model.phase.kind === 'lookout'
        ? eo('canvas.captionLookout')
        : model.currentEvent
          ? eo('canvas.captionInPlay')
          : model.status === 'over'
            ? eo('banner.gameOver')
            : eo('canvas.captionNone');
    drawEventCard(
      this,
      this.sideLayer,
      lookout ?? model.currentEvent,
      caption,
      lookout !== null,
      {
        events: model.piles.events,
        discarded: model.eventDiscard.length,
        last: lastFaced ? eventName(lastFaced.id) : null,
      },
      this.tips,
    );
    drawHand(
      this,
      this.sideLayer,
      model.hand,
      { actions: model.piles.actions, discard: model.piles.actionDiscard },
      {
        selected: this.selection.card,
        offered: (uid) => cardOffered(this.legal, uid),
        click: (uid) => this.apply(clickCard(this.legal, uid, this.selection)),
      },
      this.tips,
    );
  }

  /** A post's tooltip, with what a click on it would do now. */
  private postWords(model: EollisModel, post: PostId): string {
    const offered = this.clickablePosts().includes(post);
    return `${postTip(model, post)}${offered ? `\n${eo('canvas.clickPost')}` : ''}`;
  }

  private redrawStage(tick = false): void {
    const model = this.model;
    if (!this.created || !model) return;
    const key = `${JSON.stringify([model.phase, model.hand, model.lookoutDraw?.id, model.final])}/${JSON.stringify(this.legal)}`;
    // The countdown redraws only while this seat is asked to respond.
    const counting =
      model.deadline > 0 && model.you !== null && model.phase.window?.deciding.includes(model.you) === true;
    if (key === this.keys.stage && !(tick && counting)) return;
    this.keys.stage = key;
    this.tweens.killTweensOf(this.stageDice);
    this.stageLayer.removeAll(true);
    if (model.status === 'over') {
      drawFinal(this, this.stageLayer, model, this.tips);
      this.stageDice = [];
      this.stageButtons = [];
      return;
    }
    const stage = drawStage(this, this.stageLayer, model, this.legal, {
      intent: (a) => this.hooks.intent(a),
      clickPirate: (id) => this.apply(clickPirate(this.legal, id, this.selection)),
      pirateOffered: (id) => this.pirateLit(id),
      tips: this.tips,
    });
    this.stageDice = stage.dice;
    this.stageButtons = stage.buttons;
  }

  // ——— Pointer: each click maps to exactly one offered action, or selects what the next click needs. ———

  private clickablePosts(): string[] {
    return [...Object.keys(POST_BOXES), 'hold'].filter(
      (post) => postActions(this.legal, post, this.occupant(post), this.selection).length === 1,
    );
  }

  private occupant(post: string): string | undefined {
    return post === 'hold' ? undefined : this.model?.posts[post as PostId];
  }

  private pirateLit(id: string): boolean {
    return pirateOffered(this.legal, id, this.selection);
  }

  /** Sends the click's one action, or redraws with the new selection. */
  private apply(click: Click): void {
    if (click.send) this.hooks.intent(click.send);
    else if (click.select) {
      this.selection = click.select;
      this.refresh();
    }
  }

  private gifts(seat: number): Array<{ label: string; act: () => void }> {
    const model = this.model;
    if (!model) return [];
    return giftActions(this.legal, seat, this.selection).map((a) => ({
      label: giftLabel(a, model),
      act: () => this.hooks.intent(a),
    }));
  }

  private refresh(): void {
    this.keys.ship = '';
    this.keys.side = '';
    this.dirty = true;
  }

  // ——— Animations ———

  /** Slides each Clan's marker along the renown track to its renown (gold turned into renown at the tavern). */
  private moveRenownMarkers(model: EollisModel): void {
    const spots = renownSpots(model.clans);
    model.clans.forEach((clan, i) => {
      const spot = spots[i];
      if (!spot) return;
      let marker = this.renownMarkers[i];
      if (!marker) {
        marker = makeRenownMarker(this, clan).setPosition(spot.x, spot.y);
        this.renownMarkers[i] = marker;
      }
      if (marker.x === spot.x && marker.y === spot.y) return;
      this.tweens.killTweensOf(marker);
      this.tweens.add({
        targets: marker,
        x: spot.x,
        y: spot.y,
        duration: this.reducedMotion ? 1 : MOTION.travel + Math.abs(marker.x - spot.x) * 8,
        ease: MOTION.ease.settle,
      });
    });
  }

  /** Moves the balloon token one space at a time towards `target`. */
  private stepToken(target: number): void {
    if (this.stepping) return;
    if (this.shownBalloon === target) {
      const spot = trackSpot(target);
      this.token.setPosition(spot.x, spot.y);
      return;
    }
    const next = this.shownBalloon + Math.sign(target - this.shownBalloon);
    if (this.reducedMotion) {
      this.shownBalloon = target;
      const spot = trackSpot(target);
      this.token.setPosition(spot.x, spot.y);
      this.hooks.balloonAt(target);
      return;
    }
    this.stepping = true;
    const spot = trackSpot(next);
    this.tweens.add({
      targets: this.token,
      x: spot.x,
      y: { from: this.token.y - 18, to: spot.y },
      // One space at a time, each a small hop that lands: the damage reads as steps on a stream.
      duration: MOTION.travel * 0.75,
      ease: MOTION.ease.land,
      onComplete: () => {
        this.stepping = false;
        this.shownBalloon = next;
        this.hooks.balloonAt(next);
        this.stepToken(this.model?.balloon ?? next);
      },
    });
  }

  /** Plays what was heard: the dice tumbling, coins flying, pirates landing or dying, a banner for each event. */
  hear(events: ReadonlyArray<Event>): void {
    if (!this.created) return;
    for (const event of events) {
      switch (event.type) {
        case 'roll':
          // The dice are drawn at the next frame, from the state that came with this event.
          this.tumblePending = true;
          this.dirty = true;
          break;
        case 'shipDestroyed':
          this.sinking = true;
          burst(this, this.shipLayer, this.reducedMotion);
          break;
        case 'campsRevealed':
          revealCamps(this, this.model, event.camps ?? {}, this.reducedMotion);
          this.hooks.mutinyRevealed();
          break;
        case 'cagnotteShare':
          this.coinTo(String(event.text ?? ''));
          break;
        case 'pirateBoarded':
        case 'pirateRose':
          this.landing(String(event.text ?? ''), String(event.pirate ?? ''));
          break;
        case 'pirateDied':
          this.death(String(event.pirate ?? ''));
          break;
        case 'goldGiven':
          this.coinBetween(event.seat, event.target);
          break;
        case 'cardPlayed':
          this.brawlEffect(event);
          break;
        case 'renownBought':
          this.coinToRenown(event.seat);
          break;
        default:
          break;
      }
      const words = this.model?.status === 'over' ? null : bannerLine(event, this.model);
      if (words !== null) this.banners?.push(words);
    }
  }

  private coinTo(post: string): void {
    const box = POST_BOXES[post as PostId];
    if (box && !this.reducedMotion) flyCoin(this, cagnotteSpot(), box);
  }

  private landing(post: string, pirate: string): void {
    if (this.reducedMotion) return;
    const box = post === 'hold' ? null : POST_BOXES[post as PostId];
    const at = box
      ? { x: box.x + 20, y: box.y + 46 }
      : holdSpot(Math.max(0, this.model?.hold.indexOf(pirate) ?? 0), this.model?.hold.length ?? 1);
    const owner = this.model?.pirates[pirate]?.owner ?? -1;
    ping(this, at, clanHex(this.model?.clans[owner]?.colour));
  }

  /** Gold flying from one Clan's panel to another's (a gift, a Pickpocket, a Challenge won). */
  private coinBetween(from: unknown, to: unknown): void {
    const n = this.model?.clans.length ?? 0;
    if (this.reducedMotion || typeof from !== 'number' || typeof to !== 'number' || n === 0) return;
    const a = panelBox(from, n);
    flyCoin(this, { x: a.x + a.w - 40, y: a.y + 12 }, { ...panelBox(to, n), h: 24 });
  }

  /** A Brawl card's effect between two Clans' panels. */
  private brawlEffect(event: Event): void {
    const { seat, target } = event;
    if (event.kind === 'rob') this.coinBetween(target, seat);
    if (event.kind === 'challenge' && typeof event.text === 'string') {
      const [mine, theirs] = event.text.split('-').map(Number);
      if (mine !== undefined && theirs !== undefined && mine !== theirs) {
        if (mine > theirs) this.coinBetween(target, seat);
        else this.coinBetween(seat, target);
      }
    }
    if (event.kind === 'lureAway' && typeof seat === 'number' && !this.reducedMotion) {
      const box = panelBox(seat, this.model?.clans.length ?? 1);
      ping(this, { x: box.x + box.w / 2, y: box.y + box.h / 2 }, clanHex(this.model?.clans[seat]?.colour));
    }
  }

  /** Gold turned into renown at the tavern flies from the Clan's panel up to the renown track. */
  private coinToRenown(seat: unknown): void {
    const model = this.model;
    if (this.reducedMotion || !model || typeof seat !== 'number') return;
    const box = panelBox(seat, model.clans.length);
    const clan = model.clans[seat];
    const x = clan ? renownX(clan.renown) : LAYOUT.renown.x;
    flyCoin(
      this,
      { x: box.x + box.w - 40, y: box.y + 12 },
      { x: x - 8, y: LAYOUT.renown.y + 16, w: 16, h: 16 },
    );
  }

  /** A skull where the pirate stood in the table drawn before its death. */
  private death(pirate: string): void {
    const posts = this.previous?.posts ?? {};
    const post = Object.entries(posts).find(([, id]) => id === pirate)?.[0] as PostId | undefined;
    const box = post ? POST_BOXES[post] : null;
    skull(
      this,
      box ? { x: box.x + box.w / 2, y: box.y + box.h / 2 } : { x: 430, y: 300 },
      this.reducedMotion,
    );
  }

  shutdown(): void {
    this.clockTimer?.remove(false);
    this.tips?.destroy();
  }
}
