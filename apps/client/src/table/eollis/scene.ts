// The Eollis table: draws the view it is given (ship, balloon, Clans, stage), animates events, emits intents.
import Phaser from 'phaser';
import type { PostId } from '@flotilla/rules/src/eollis/posts';
import { INK, css } from '../art/palette';
import { actorOf, cardOf, type EollisModel } from './model';
import { clanName } from './labels';
import { HEIGHT, LAYOUT, WIDTH, clanHex, clickable, text } from './art/common';
import { HOLD_BOX, POST_BOXES, drawBalloon, drawShip, holdSpot, makeToken, trackSpot } from './art/ship-art';
import {
  cagnotteSpot,
  drawClanPanels,
  drawEventCard,
  drawHand,
  drawPiles,
  drawRenownTrack,
  makeRenownMarker,
  renownSpots,
} from './art/panels-art';
import { drawStage } from './art/stage-art';

type Action = Record<string, unknown>;

export interface SceneHooks {
  intent(action: Action): void;
  /** The balloon token reached a space (tests and screenshots follow it). */
  balloonAt(space: number): void;
  /** A mutiny's camps were revealed on screen. */
  mutinyRevealed(): void;
}

/** Actions a click on a pirate (token or card) stands for. */
const PIRATE_ACTIONS = new Set([
  'recruit',
  'propose',
  'attempt',
  'kill',
  'sacrifice',
  'save',
  'captainSwap',
  'accident',
  'placeGold',
  'dismiss',
]);

const BANNER_EVENTS = new Set([
  'eventRevealed',
  'captainElected',
  'trialSucceeded',
  'trialFailed',
  'pirateDied',
  'mutinyDeclared',
  'mutinyResolved',
  'renownBought',
  'repairSucceeded',
  'repairFailed',
  'shipDestroyed',
  'cardPlayed',
  'penaltyPlayed',
  'expeditionStarted',
  'tavern',
  'missionRevealed',
  'gameOver',
  'electionTie',
  'pirateSaved',
]);

export class EollisScene extends Phaser.Scene {
  private model: EollisModel | null = null;
  private previous: EollisModel | null = null;
  private legal: ReadonlyArray<Action> = [];
  private created = false;
  private reducedMotion = false;
  private balloonLayer!: Phaser.GameObjects.Container;
  private shipLayer!: Phaser.GameObjects.Container;
  private sideLayer!: Phaser.GameObjects.Container;
  private stageLayer!: Phaser.GameObjects.Container;
  private overlay!: Phaser.GameObjects.Container;
  private token!: Phaser.GameObjects.Container;
  private stageDice: ReadonlyArray<Phaser.GameObjects.Container> = [];
  private shownBalloon = 0;
  private stepping = false;
  private selectedPirate: string | null = null;
  private selectedCard: string | null = null;
  private banners: string[] = [];
  private bannerBusy = false;
  private sinking = false;
  private clockTimer: Phaser.Time.TimerEvent | null = null;
  private dirty = false;
  private vessel: Phaser.GameObjects.Container | null = null;
  private bob: Phaser.Tweens.Tween | null = null;
  private readonly renownMarkers: Phaser.GameObjects.Graphics[] = [];
  private tumblePending = false;
  private readonly keys = { balloon: '', ship: '', side: '', stage: '' };

  constructor(private readonly hooks: SceneHooks) {
    super({ key: 'eollis' });
  }

  create(): void {
    this.cameras.main.setBackgroundColor(css(INK.sea));
    const sky = this.add.graphics();
    sky.fillGradientStyle(0x1d4f6e, 0x1d4f6e, 0x0e2a3b, 0x0e2a3b, 1).fillRect(0, 0, 860, 480);
    // Clouds drifting behind the ship.
    for (let i = 0; i < 5; i++) {
      const cloud = this.add.graphics();
      cloud.fillStyle(0xffffff, 0.07);
      cloud.fillEllipse(0, 0, 160, 40).fillEllipse(40, -14, 100, 40).fillEllipse(-40, -8, 90, 30);
      cloud.setPosition(100 + i * 170, 60 + (i % 3) * 120);
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
    this.token = makeToken(this);
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
    this.overlay = this.add.container(0, 0).setDepth(10);
    this.created = true;
    // The stage's countdown ticks between patches.
    this.clockTimer = this.time.addEvent({ delay: 1000, loop: true, callback: () => this.redrawStage(true) });
    this.dirty = true;
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
    if (this.tumblePending) this.tumble();
    this.tumblePending = false;
  }

  private draw(model: EollisModel): void {
    const legal = this.legal;
    if (this.selectedCard && !model.hand?.some((c) => c.uid === this.selectedCard)) this.selectedCard = null;
    if (this.selectedPirate && !legal.some((a) => a.type === 'board' && a.pirate === this.selectedPirate)) {
      this.selectedPirate = null;
    }
    const balloonKey = `${model.balloon}/${model.destroyed}`;
    if (balloonKey !== this.keys.balloon) {
      this.keys.balloon = balloonKey;
      this.balloonLayer.removeAll(true);
      drawBalloon(this, this.balloonLayer, model);
    }
    this.moveRenownMarkers(model);
    this.token.setVisible(!model.destroyed);
    this.stepToken(model.balloon);
    if (!model.destroyed && this.sinking) {
      this.sinking = false;
      this.shipLayer.setPosition(0, 0).setAngle(0).setAlpha(1);
      this.balloonLayer.setAlpha(1);
    }
    // Redraw a layer only when what it shows changes: its data, or what a click on it would do.
    const choice = JSON.stringify([
      this.clickablePosts(),
      Object.keys(model.pirates).filter((id) => this.pirateOffered(id)),
      model.clans.map((c) => [this.panelActions(c.seat).length, this.gifts(c.seat).map((g) => g.label)]),
      model.hand?.map((c) => this.cardOffered(c.uid)),
      this.selectedPirate,
      this.selectedCard,
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
    drawShip(this, this.shipLayer, model, {
      posts: new Set(this.clickablePosts()),
      pirates: new Set(Object.keys(model.pirates).filter((id) => this.pirateOffered(id))),
    });
    for (const [post, box] of Object.entries(POST_BOXES)) {
      const hit = this.add.container(box.x, box.y);
      this.shipLayer.add(hit);
      clickable(hit, box.w, box.h, () => this.clickPost(post));
    }
    const hold = this.add.container(HOLD_BOX.x, HOLD_BOX.y);
    this.shipLayer.add(hold);
    clickable(hold, HOLD_BOX.w, HOLD_BOX.h, () => this.clickPost('hold'));
    model.hold.forEach((id, n) => {
      const spot = holdSpot(n);
      const hit = this.add.container(spot.x - 18, spot.y - 18);
      this.shipLayer.add(hit);
      clickable(hit, 36, 36, () => this.clickPirate(id));
    });
  }

  private drawSideLayer(model: EollisModel): void {
    this.sideLayer.removeAll(true);
    drawRenownTrack(this, this.sideLayer);
    drawClanPanels(
      this,
      this.sideLayer,
      model,
      {
        pirateOffered: (id) => this.pirateOffered(id),
        clickPirate: (id) => this.clickPirate(id),
        gifts: (seat) => this.gifts(seat),
        panelOffered: (seat) => this.panelActions(seat).length === 1,
        clickPanel: (seat) => this.clickPanel(seat),
      },
      actorOf(model),
    );
    drawPiles(this, this.sideLayer, model);
    const lookout = model.lookoutDraw;
    const caption = lookout
      ? 'Only you see this card'
      : model.phase.kind === 'lookout'
        ? 'The Lookout is looking…'
        : model.currentEvent
          ? 'The Event in play'
          : model.status === 'over'
            ? 'The voyage is over'
            : 'No Event in play';
    drawEventCard(this, this.sideLayer, lookout ?? model.currentEvent, caption, lookout !== null);
    drawHand(
      this,
      this.sideLayer,
      model.hand,
      this.selectedCard,
      (uid) => this.cardOffered(uid),
      (uid) => this.clickCard(uid),
    );
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
    this.stageDice = drawStage(this, this.stageLayer, model, this.legal, {
      intent: (a) => this.hooks.intent(a),
      clickPirate: (id) => this.clickPirate(id),
      pirateOffered: (id) => this.pirateOffered(id),
    }).dice;
  }

  // ——— Pointer: each click maps to exactly one offered action, or selects what the next click needs. ———

  private pirateActions(id: string): Action[] {
    const leads = this.legal.filter((a) => a.type === 'mutiny' && a.leader === id);
    return [
      ...leads,
      ...this.legal.filter(
        (a) =>
          a.pirate === id &&
          (PIRATE_ACTIONS.has(String(a.type)) ||
            (a.type === 'power' && a.roll === undefined) ||
            (a.type === 'brawl' && a.card === this.selectedCard)),
      ),
    ];
  }

  private pirateOffered(id: string): boolean {
    return this.pirateActions(id).length > 0 || this.legal.some((a) => a.type === 'board' && a.pirate === id);
  }

  private clickPirate(id: string): void {
    const boards = this.legal.filter((a) => a.type === 'board' && a.pirate === id);
    if (boards.length > 0) {
      const only = boards[0];
      if (boards.length === 1 && only) this.hooks.intent(only);
      else {
        this.selectedPirate = this.selectedPirate === id ? null : id;
        this.refresh();
      }
      return;
    }
    const acts = this.pirateActions(id);
    const only = acts[0];
    if (acts.length === 1 && only) this.hooks.intent(only);
  }

  private postActions(post: string): Action[] {
    const id = post === 'hold' ? undefined : this.model?.posts[post as PostId];
    const boards = this.legal.filter((a) => a.type === 'board' && a.post === post);
    const pirates = new Set(boards.map((a) => a.pirate));
    const board =
      this.selectedPirate !== null
        ? boards.filter((a) => a.pirate === this.selectedPirate)
        : pirates.size === 1
          ? boards
          : [];
    return [
      ...board,
      ...this.legal.filter((a) => a.type === 'rise' && a.post === post),
      ...(id ? this.pirateActions(id) : []),
    ];
  }

  private clickablePosts(): string[] {
    return [...Object.keys(POST_BOXES), 'hold'].filter((post) => this.postActions(post).length === 1);
  }

  private clickPost(post: string): void {
    const acts = this.postActions(post);
    const only = acts[0];
    if (acts.length === 1 && only) this.hooks.intent(only);
  }

  /** What a hand card does on its own (not a gift, not a Brawl that needs a target). */
  private cardActions(uid: string): Action[] {
    return this.legal.filter((a) => a.card === uid && a.type !== 'giveCard' && a.type !== 'brawl');
  }

  /** A card lights up when it can be played now (gifts are offered on the other Clans' panels). */
  private cardOffered(uid: string): boolean {
    return this.legal.some((a) => a.card === uid && a.type !== 'giveCard');
  }

  private clickCard(uid: string): void {
    const acts = this.cardActions(uid);
    const only = acts[0];
    const needsTarget = this.legal.some(
      (a) => a.card === uid && (a.type === 'brawl' || a.type === 'giveCard'),
    );
    if (acts.length === 1 && only && !needsTarget) {
      this.hooks.intent(only);
      return;
    }
    this.selectedCard = this.selectedCard === uid ? null : uid;
    this.refresh();
  }

  private panelActions(seat: number): Action[] {
    if (this.selectedCard === null) return [];
    return this.legal.filter(
      (a) =>
        a.type === 'brawl' && a.card === this.selectedCard && a.target === seat && a.pirate === undefined,
    );
  }

  private clickPanel(seat: number): void {
    const acts = this.panelActions(seat);
    const only = acts[0];
    if (acts.length === 1 && only) this.hooks.intent(only);
  }

  private gifts(seat: number): Array<{ label: string; act: () => void }> {
    const model = this.model;
    if (!model) return [];
    const out: Array<{ label: string; act: () => void }> = [];
    const gold = this.legal.find((a) => a.type === 'giveGold' && a.to === seat);
    if (gold) out.push({ label: 'Give 1 gold', act: () => this.hooks.intent(gold) });
    const card = this.legal.find(
      (a) => a.type === 'giveCard' && a.to === seat && a.card === this.selectedCard,
    );
    if (card) {
      const name = model.hand?.find((c) => c.uid === this.selectedCard)?.name ?? 'card';
      out.push({ label: `Give ${name}`, act: () => this.hooks.intent(card) });
    }
    return out;
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
        duration: this.reducedMotion ? 1 : 500 + Math.abs(marker.x - spot.x) * 8,
        ease: 'Sine.easeInOut',
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
      duration: 320,
      ease: 'Back.easeOut',
      onComplete: () => {
        this.stepping = false;
        this.shownBalloon = next;
        this.hooks.balloonAt(next);
        this.stepToken(this.model?.balloon ?? next);
      },
    });
  }

  play(events: ReadonlyArray<Record<string, unknown>>): void {
    if (!this.created) return;
    for (const event of events) {
      switch (event.type) {
        case 'roll':
          // The dice are drawn at the next frame, from the state that came with this event.
          this.tumblePending = true;
          this.dirty = true;
          break;
        case 'shipDestroyed':
          this.burst();
          break;
        case 'campsRevealed':
          this.revealCamps(event);
          break;
        case 'cagnotteShare':
          this.flyCoin(String(event.text ?? ''));
          break;
        case 'pirateBoarded':
        case 'pirateRose':
          this.ping(String(event.text ?? ''), String(event.pirate ?? ''));
          break;
        case 'pirateDied':
          this.skull(String(event.pirate ?? ''));
          break;
        default:
          break;
      }
      if (BANNER_EVENTS.has(String(event.type))) this.banner(this.bannerWords(event));
    }
  }

  private bannerWords(event: Record<string, unknown>): string {
    const model = this.model;
    const who = (seat: unknown): string => clanName(model, seat);
    const name = (id: unknown): string =>
      typeof id === 'string'
        ? (model?.pirates[id]?.name ?? this.previous?.pirates[id]?.name ?? 'A pirate')
        : 'A pirate';
    switch (event.type) {
      case 'eventRevealed':
        return `Event: ${model?.currentEvent?.name ?? 'revealed'}`;
      case 'captainElected':
        return `★ ${name(event.pirate)} is Captain!`;
      case 'trialSucceeded':
        return `${name(event.pirate)} succeeds (${String(event.total)})`;
      case 'trialFailed':
        return `${name(event.pirate)} fails (${String(event.total)})`;
      case 'pirateDied':
        return `☠ ${name(event.pirate)} dies`;
      case 'mutinyDeclared':
        return `☠ MUTINY! ${who(event.seat)} rises`;
      case 'mutinyResolved':
        return `${who(event.seat)}'s side wins the mutiny`;
      case 'renownBought':
        return `${who(event.seat)} +${String(event.amount)} renown`;
      case 'repairSucceeded':
        return `Repaired! (${String(event.total)} vs ${String(event.amount)}+)`;
      case 'repairFailed':
        return `Repair fails (${String(event.total)} vs ${String(event.amount)}+)`;
      case 'shipDestroyed':
        return '✸ The balloons burst! ✸';
      case 'penaltyPlayed':
        return `${who(event.seat)}: ${cardOf('', String(event.kind)).name}, −1 on ${who(event.target)}'s roll`;
      case 'cardPlayed':
        return `${who(event.seat)}: ${cardOf('', String(event.kind)).name}${event.target !== undefined ? ` → ${who(event.target)}` : ''}`;
      case 'expeditionStarted':
        return `Expedition ${String(event.amount)}`;
      case 'tavern':
        return 'To the tavern!';
      case 'missionRevealed':
        return `${who(event.seat)} completes a mission`;
      case 'gameOver':
        return 'The voyage is over';
      case 'electionTie':
        return 'A tie! Roll again';
      case 'pirateSaved':
        return `The Priest saves ${name(event.pirate)}`;
      default:
        return String(event.type);
    }
  }

  private banner(words: string): void {
    this.banners.push(words);
    if (this.banners.length > 4) this.banners.splice(0, this.banners.length - 4);
    if (!this.bannerBusy) this.nextBanner();
  }

  private nextBanner(): void {
    const words = this.banners.shift();
    if (words === undefined) {
      this.bannerBusy = false;
      return;
    }
    this.bannerBusy = true;
    const box = this.add.container(430, 222).setDepth(9);
    const t = text(this, box, 0, 0, words, 26, INK.paper, {
      fontStyle: 'bold',
      stroke: '#0b1a24',
      strokeThickness: 5,
    });
    t.setOrigin(0.5);
    const bg = this.add.graphics();
    bg.fillStyle(0x0b1a24, 0.75).fillRoundedRect(-t.width / 2 - 18, -24, t.width + 36, 48, 14);
    bg.lineStyle(2, INK.gold, 1).strokeRoundedRect(-t.width / 2 - 18, -24, t.width + 36, 48, 14);
    box.addAt(bg, 0);
    const hold = this.reducedMotion ? 700 : Math.max(500, 1300 - this.banners.length * 300);
    box.setAlpha(0).setScale(this.reducedMotion ? 1 : 0.7);
    this.tweens.add({
      targets: box,
      alpha: 1,
      scale: 1,
      duration: this.reducedMotion ? 1 : 180,
      ease: 'Back.easeOut',
      onComplete: () => {
        this.time.delayedCall(hold, () => {
          this.tweens.add({
            targets: box,
            alpha: 0,
            y: box.y - (this.reducedMotion ? 0 : 20),
            duration: this.reducedMotion ? 1 : 200,
            onComplete: () => {
              box.destroy();
              this.nextBanner();
            },
          });
        });
      },
    });
  }

  private tumble(): void {
    if (this.reducedMotion) return;
    for (const die of this.stageDice) {
      this.tweens.add({
        targets: die,
        angle: { from: -360, to: 0 },
        scale: { from: 0.4, to: 1 },
        duration: 520,
        ease: 'Back.easeOut',
      });
    }
  }

  private burst(): void {
    const cx = LAYOUT.balloon.x + LAYOUT.balloon.w / 2;
    const cy = LAYOUT.balloon.y + 86;
    this.sinking = true;
    if (!this.reducedMotion) this.cameras.main.shake(500, 0.01);
    for (let i = 0; i < (this.reducedMotion ? 0 : 28); i++) {
      const shard = this.add.graphics().setDepth(8);
      shard.fillStyle(i % 2 === 0 ? 0xb3343a : 0xe8d3a8, 1).fillTriangle(0, 0, 18, 4, 6, 16);
      shard.setPosition(cx + ((i * 53) % 400) - 200, cy + ((i * 31) % 80) - 40);
      const angle = (i / 28) * Math.PI * 2;
      this.tweens.add({
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
    this.tweens.add({
      targets: this.shipLayer,
      y: 40,
      angle: 3,
      alpha: 0.55,
      duration: this.reducedMotion ? 1 : 1600,
      ease: 'Quad.easeIn',
    });
  }

  private revealCamps(event: Record<string, unknown>): void {
    const model = this.model;
    const camps = (event.camps ?? {}) as Record<string, string>;
    const layer = this.add.container(0, 0).setDepth(11);
    const shade = this.add.graphics();
    shade.fillStyle(0x000000, 0.7).fillRect(0, 0, WIDTH, HEIGHT);
    layer.add(shade);
    text(this, layer, WIDTH / 2, 150, '☠ THE CAMPS ARE REVEALED ☠', 40, INK.highlight, {
      fontStyle: 'bold',
      stroke: '#000000',
      strokeThickness: 6,
    }).setOrigin(0.5);
    const seats = Object.keys(camps)
      .map((k) => Number(k.replace('seat', '')))
      .sort((a, b) => a - b);
    seats.forEach((seat, i) => {
      const camp = camps[`seat${seat}`];
      const x = WIDTH / 2 + (i - (seats.length - 1) / 2) * 200;
      const card = this.add.container(x, 340);
      layer.add(card);
      const g = this.add.graphics();
      g.fillStyle(camp === 'mutineers' ? 0x8a1e1e : 0x1e4f8a, 1).fillRoundedRect(-80, -100, 160, 200, 14);
      g.lineStyle(6, clanHex(model?.clans[seat]?.colour), 1).strokeRoundedRect(-80, -100, 160, 200, 14);
      card.add(g);
      text(this, card, 0, -30, camp === 'mutineers' ? '☠' : '★', 56, INK.paper).setOrigin(0.5);
      text(this, card, 0, 34, camp === 'mutineers' ? 'Mutineers' : 'Captain', 22, INK.paper, {
        fontStyle: 'bold',
      }).setOrigin(0.5);
      text(this, card, 0, 70, clanName(model, seat), 16, INK.paperDim).setOrigin(0.5);
      if (!this.reducedMotion) {
        card.setScale(0, 1);
        this.tweens.add({
          targets: card,
          scaleX: 1,
          duration: 380,
          delay: 200 + i * 260,
          ease: 'Back.easeOut',
        });
      }
    });
    this.hooks.mutinyRevealed();
    this.time.delayedCall(this.reducedMotion ? 900 : 2600, () => {
      this.tweens.add({
        targets: layer,
        alpha: 0,
        duration: this.reducedMotion ? 1 : 300,
        onComplete: () => layer.destroy(),
      });
    });
  }

  private flyCoin(post: string): void {
    const box = POST_BOXES[post as PostId];
    if (!box || this.reducedMotion) return;
    const from = cagnotteSpot();
    const c = this.add.graphics().setDepth(8);
    c.fillStyle(INK.gold, 1).fillCircle(0, 0, 9);
    c.lineStyle(2, 0x7a5a10, 1).strokeCircle(0, 0, 9);
    c.setPosition(from.x, from.y);
    this.tweens.add({
      targets: c,
      x: box.x + box.w / 2,
      y: box.y + box.h / 2,
      duration: 700,
      ease: 'Cubic.easeInOut',
      onComplete: () => c.destroy(),
    });
  }

  private ping(post: string, pirate: string): void {
    const box = post === 'hold' ? null : POST_BOXES[post as PostId];
    const spot = box
      ? { x: box.x + 20, y: box.y + 38 }
      : holdSpot(Math.max(0, this.model?.hold.indexOf(pirate) ?? 0));
    if (this.reducedMotion) return;
    const owner = this.model?.pirates[pirate]?.owner ?? -1;
    const ring = this.add.graphics().setDepth(8);
    ring.lineStyle(4, clanHex(this.model?.clans[owner]?.colour), 1).strokeCircle(0, 0, 18);
    ring.setPosition(spot.x, spot.y);
    this.tweens.add({ targets: ring, scale: 2.4, alpha: 0, duration: 600, onComplete: () => ring.destroy() });
  }

  private skull(pirate: string): void {
    const prev = this.previous;
    const post = prev
      ? (Object.entries(prev.posts).find(([, id]) => id === pirate)?.[0] as PostId | undefined)
      : undefined;
    const box = post ? POST_BOXES[post] : null;
    const x = box ? box.x + box.w / 2 : 430;
    const y = box ? box.y + box.h / 2 : 300;
    const s = text(this, this.overlay, x, y, '☠', 40, INK.paper, {
      stroke: '#000000',
      strokeThickness: 4,
    }).setOrigin(0.5);
    this.tweens.add({
      targets: s,
      y: y - 50,
      alpha: 0,
      scale: 1.6,
      duration: this.reducedMotion ? 400 : 1200,
      onComplete: () => s.destroy(),
    });
  }

  shutdown(): void {
    this.clockTimer?.remove(false);
  }
}
