// The 15 Men table: draws the view it is given (ring, centre cards, players), plays the events it hears, turns
// clicks into offered actions.
import type { HeardEvent, WireAction } from '@flotilla/protocol/wire';
import Phaser from 'phaser';
import type { FifteenMenModel, SlotModel } from './model';
import { INK, css, seatHex } from '../art/palette';
import { CARD_H, CARD_W, FONT, PALETTE, PILE_R, drawBack, drawFront, drawPiles, text } from './art/card-art';
import { fontsReady, TYPE } from '../../ui/theme';
import { sharpness } from '../phaser-host';
import { tableTooltip, type TableTooltip } from '../tooltip';
import { slotTip, pileTip } from './tips';
import type { Board } from './art/board';
import { INFO_CARD, drawCentre } from './art/centre-art';
import { drawDeck } from './art/deck-art';
import { drawSeatMark } from '../art/seat-mark';
import { HAND_COIN, OVERBOARD, drawPlayer } from './art/panel-art';
import { Effects, type Moment } from './effects';
import { EventPlayer } from './animations';
import { pirateName, w as say } from './labels';
import { PANEL, RING_CENTRE, floorType, outward, panelBox, slotPoint } from './layout';
import { pick, reachable, type Token } from './picking';

type Action = WireAction<'fifteen-men'>;
type Event = HeardEvent<'fifteen-men'>;

export interface SceneHooks {
  /** The player clicked through to exactly one offered action. */
  intent(action: Action): void;
  /** The action bar's words for an action (the click menu reuses them). */
  label(action: Action): string;
  /** Nothing moves any more: the game loop may stop until the next poke. */
  idle(): void;
  /** Something will change: the game loop must run. */
  wake(): void;
  /** The table was drawn again: where the clickable things outside the ring are now (tests click them). */
  drawn(hits: ReadonlyMap<Token, { x: number; y: number }>): void;
  /** A moment starts (on) or ends (off): tests and screenshots wait for them. */
  moment(moment: Moment, on: boolean): void;
  /** The pirate the large look card shows, null once it is put back (on the looker's screen only). */
  peekCard(pirate: string | null): void;
  /** The player put a look card back with a click. */
  putBack(): void;
  /** A shot was played on the canvas. */
  shotShown(): void;
}

/** The back's ground colour, for the corner of a card that lay face down until the end. */
const BACK_HINT: Record<string, number> = {
  english: 0x5a1f24,
  french: 0x1f3560,
  spanish: 0x5c4212,
  any: 0x2f3d2a,
};

export class FifteenMenScene extends Phaser.Scene {
  private model: FifteenMenModel | null = null;
  /** The view shown before `model` (the first view at first). */
  private before: FifteenMenModel | null = null;
  private legal: ReadonlyArray<Action> = [];
  private picked: ReadonlyArray<Token> = [];
  private slots: Phaser.GameObjects.Container[] = [];
  private slotKeys: string[] = [];
  private centre: Phaser.GameObjects.Container | null = null;
  private players: Phaser.GameObjects.Container | null = null;
  private highlights: Phaser.GameObjects.Graphics | null = null;
  private menu: Phaser.GameObjects.Container | null = null;
  private created = false;
  private factionHidden = false;
  private wokenAt = 0;
  /** Where the clickable things outside the ring are, in canvas coordinates (tests read them). */
  private readonly hits = new Map<Token, { x: number; y: number }>();
  /** Seats seen looking at each position (public knowledge, kept as the events come). */
  private looks = new Map<number, Set<number>>();
  readonly effects: Effects;
  private readonly player: EventPlayer;

  /** Words for everything drawn (null until the scene is built, or without a page around it). */
  tip: TableTooltip | null = null;

  constructor(
    private readonly hooks: SceneHooks,
    private readonly host: HTMLElement | null = null,
  ) {
    super({ key: 'fifteen-men' });
    this.effects = new Effects(this);
    this.effects.onMoment = (moment, on) => hooks.moment(moment, on);
    this.effects.onPeekCard = (pirate) => hooks.peekCard(pirate);
    this.effects.onPutBack = () => hooks.putBack();
    this.player = new EventPlayer(this, () => hooks.shotShown());
  }

  create(): void {
    this.cameras.main.setBackgroundColor(css(PALETTE.felt));
    // Phaser measures a text's glyphs when it is made: draw nothing before the bundled faces are ready.
    void fontsReady().then(() => {
      if (this.sys.isActive()) this.build();
    });
  }

  private build(): void {
    if (this.host !== null) this.tip = tableTooltip(this, this.host);
    this.drawDeck();
    this.centre = this.add.container(0, 0);
    this.highlights = this.add.graphics().setDepth(2);
    for (let p = 1; p <= 15; p++) {
      const { x, y } = slotPoint(p);
      const slot = this.add.container(x, y).setDepth(1);
      // Clicks go to a zone fixed at the position, not to the card: a card being turned (hidden under its
      // animation) or sliding along the ring must not swallow or misplace a click.
      const zone = this.add.zone(x, y, CARD_W, CARD_H).setDepth(2);
      zone.setInteractive({ useHandCursor: true });
      zone.on('pointerup', () => this.click(`pos:${p}`, x, y));
      this.tip?.attach(zone, () => {
        const m = this.model;
        const slot = m?.ring[p - 1];
        return m && slot ? slotTip(slot, m) : null;
      });
      this.slots.push(slot);
      this.slotKeys.push('');
      this.drawBadge(p);
    }
    this.players = this.add.container(0, 0);
    this.effects.mount();
    this.effects.tip(this.tip);
    this.input.on('pointerup', (_: unknown, over: ReadonlyArray<unknown>) => {
      if (over.length === 0) this.clearPick();
    });
    this.created = true;
    this.poke();
    this.redraw();
    for (const fn of this.pending.splice(0)) fn();
  }

  private pending: Array<() => void> = [];

  /** Runs `fn` once the scene is built (at once if it is). */
  whenReady(fn: () => void): void {
    if (this.created) fn();
    else this.pending.push(fn);
  }

  /** Wakes the loop for a while: a new state, events or a pointer on the canvas. */
  poke(): void {
    this.wokenAt = performance.now();
    this.hooks.wake();
  }

  /** Sends the loop to sleep once no tween, animation or recent poke needs it (an idle table costs nothing). */
  override update(): void {
    if (performance.now() - this.wokenAt < 800) return;
    if (this.tweens.getTweens().length > 0 || !this.effects.idle()) return;
    this.hooks.idle();
  }

  show(model: FifteenMenModel, legal: ReadonlyArray<Action>): void {
    this.poke();
    const changed = JSON.stringify(legal) !== JSON.stringify(this.legal);
    const before = this.model ?? model;
    this.before = before;
    this.model = model;
    this.legal = legal;
    if (changed) {
      this.picked = [];
      this.closeMenu();
    }
    if (this.created) this.redraw();
    this.player.shown(model, before);
  }

  /** Plays what was heard (before the scene is built, the next drawing shows only the result), then redraws. */
  hear(events: ReadonlyArray<Event>): void {
    for (const event of events) {
      this.keepLooks(event);
      if (this.created) this.player.play(event);
    }
    this.redraw();
  }

  setReducedMotion(on: boolean): void {
    this.effects.setReducedMotion(on);
  }

  setFactionHidden(on: boolean): void {
    this.factionHidden = on;
    // The loop may be asleep: without a wake the panel is redrawn but never rendered, and the faction stays up.
    this.poke();
    if (this.created) this.redraw();
  }

  /** Others' looks (who looked at a card, not what it is) travel with their cards and go with a killed one. */
  private keepLooks(event: Event): void {
    if (event.type === 'peeked' && event.pirate === undefined && event.seat !== (this.model?.you ?? null))
      this.noteLook(event.seat, event.position);
    if (event.type === 'swapped') this.moveLooks(event.a, event.b);
    if (event.type === 'killed') this.moveLooks(event.position, null);
  }

  /** Public looks: someone looked at this card (who, not what). */
  private noteLook(seat: number, position: number): void {
    const set = this.looks.get(position) ?? new Set<number>();
    set.add(seat);
    this.looks.set(position, set);
  }

  /** Looks travel with their cards when two positions swap; a killed card's go with it. */
  private moveLooks(a: number, b: number | null): void {
    const first = this.looks.get(a);
    if (b === null) {
      this.looks.delete(a);
      return;
    }
    const second = this.looks.get(b);
    this.looks.delete(a);
    this.looks.delete(b);
    if (first) this.looks.set(b, first);
    if (second) this.looks.set(a, second);
  }

  slotContainer(position: number): Phaser.GameObjects.Container | undefined {
    return this.slots[position - 1];
  }

  /** Where a player's hand sits (doubloons fly from there). */
  handPoint(seat: number): { x: number; y: number } {
    const m = this.model;
    if (m === null) return { x: PANEL.x, y: 360 };
    const box = panelBox(seat, m.players.length, m.you);
    return { x: PANEL.x + 60, y: box.y + box.h / 2 };
  }

  currentModel(): FifteenMenModel | null {
    return this.model;
  }

  previousModel(): FifteenMenModel | null {
    return this.before;
  }

  /** The look card lies over the centre: its words would show around the card's edges. */
  setCentreHidden(on: boolean): void {
    this.centre?.setVisible(!on);
  }

  redraw(): void {
    const m = this.model;
    if (!this.created || m === null) return;
    m.ring.forEach((slot, i) => this.drawSlot(i, slot, m));
    this.drawCentre(m);
    this.drawPlayers(m);
    this.drawHighlights();
    this.hooks.drawn(this.hits);
  }

  // ——— clicks ———

  private click(token: Token, x: number, y: number): void {
    this.closeMenu();
    const result = pick(this.legal, this.picked, token);
    if (result.send !== null) {
      this.picked = [];
      this.hooks.intent(result.send);
    } else {
      this.picked = result.picked;
      if (result.menu.length > 0) this.openMenu(result.menu, x, y);
    }
    this.drawHighlights();
  }

  private clearPick(): void {
    if (this.picked.length === 0 && this.menu === null) return;
    this.picked = [];
    this.closeMenu();
    this.drawHighlights();
  }

  private openMenu(actions: ReadonlyArray<Action>, x: number, y: number): void {
    const menu = this.add.container(0, 0).setDepth(40);
    const w = 250;
    const rowH = 30;
    const h = actions.length * rowH + 12;
    const left = Math.min(Math.max(10, x - w / 2), PANEL.x - w - 10);
    const top = Math.min(Math.max(10, y + CARD_H / 2 - 10), 710 - h);
    const g = this.add.graphics();
    g.fillStyle(INK.night, 0.96).fillRoundedRect(left, top, w, h, 8);
    g.lineStyle(2, INK.highlight, 1).strokeRoundedRect(left, top, w, h, 8);
    menu.add(g);
    actions.forEach((action, i) => {
      const row = this.add
        .text(left + 12, top + 8 + i * rowH, this.hooks.label(action), {
          fontFamily: FONT,
          fontSize: `${TYPE.body}px`,
          resolution: sharpness(),
          color: '#f3e6c8',
          fixedWidth: w - 24,
          padding: { top: 4, bottom: 4 },
        })
        .setInteractive({ useHandCursor: true });
      row.on('pointerover', () => row.setColor(css(INK.highlight)));
      row.on('pointerout', () => row.setColor('#f3e6c8'));
      row.on('pointerup', () => {
        this.closeMenu();
        this.picked = [];
        this.hooks.intent(action);
      });
      menu.add(row);
    });
    this.menu = menu;
  }

  private closeMenu(): void {
    this.menu?.destroy();
    this.menu = null;
  }

  // ——— drawing ———

  private drawDeck(): void {
    drawDeck(this, PANEL.x);
    this.tip?.area(RING_CENTRE.x - 60, RING_CENTRE.y + 60, 120, 30, say('canvas.ringTip'));
  }

  private drawBadge(position: number): void {
    const { x, y } = slotPoint(position);
    // A tab on the middle of the card's top edge: beside a corner it crowded the neighbours, the ring being full.
    // Drawn once, in label type: it stays legible when the canvas shrinks at the end.
    const r = 13;
    const bx = x;
    const by = y - CARD_H / 2 - 2;
    const g = this.add.graphics().setDepth(2);
    g.fillStyle(INK.tar, 0.9).fillCircle(bx, by, r);
    g.lineStyle(2, INK.brass, 1).strokeCircle(bx, by, r);
    text(this, bx, by, String(position), TYPE.label, '#f3e6c8', { fontStyle: 'bold' }).setDepth(2);
    this.tip?.area(bx - r, by - r, 2 * r, 2 * r, say('canvas.positionTip', { position }));
  }

  private drawSlot(i: number, slot: SlotModel, m: FifteenMenModel): void {
    const container = this.slots[i];
    if (container === undefined) return;
    const controller = slot.controller === null ? undefined : m.players[slot.controller];
    const looks = [...(this.looks.get(slot.position) ?? [])].map((s) => m.players[s]?.colour ?? '');
    const over = m.phase === 'over';
    const key = JSON.stringify([slot, controller?.colour, controller?.name, looks, over]);
    if (this.slotKeys[i] === key) return;
    this.slotKeys[i] = key;
    container.removeAll(true);
    if (slot.empty || slot.back === null) {
      const g = this.add.graphics();
      g.lineStyle(2, INK.brass, 0.35).strokeRoundedRect(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H, 8);
      container.add(g);
      container.add(text(this, 0, 0, '✝', TYPE.heading, 'rgba(243,230,200,0.3)'));
      return;
    }
    // At the end every pirate is shown; a card that lay face down keeps a dimmed corner.
    const shown = slot.pirate !== null && (slot.faceUp || over);
    if (shown && slot.pirate !== null) drawFront(this, container, slot.pirate, over);
    else drawBack(this, container, slot.back.flag, slot.back.role);
    if (controller !== undefined) {
      // Control: a frame in the controller's colour and the seat's shape on the top corner (colour is never the
      // only mark). A name ribbon above the card covered the skill of the card above it at the ring's sides.
      const hex = seatHex(controller.colour);
      const g = this.add.graphics();
      g.lineStyle(4, hex, 1).strokeRoundedRect(-CARD_W / 2 - 2, -CARD_H / 2 - 2, CARD_W + 4, CARD_H + 4, 9);
      g.fillStyle(INK.soot, 0.85).fillCircle(-CARD_W / 2 + 1, -CARD_H / 2 + 1, 10);
      drawSeatMark(g, controller.colour, -CARD_W / 2 + 1, -CARD_H / 2 + 1, 7);
      container.add(g);
    }
    if (shown && !slot.faceUp) {
      const g = this.add.graphics();
      g.fillStyle(BACK_HINT[slot.back.flag] ?? 0x333333, 1).fillTriangle(
        -CARD_W / 2,
        CARD_H / 2,
        -CARD_W / 2 + 18,
        CARD_H / 2,
        -CARD_W / 2,
        CARD_H / 2 - 18,
      );
      container.add(g);
    }
    if (slot.privatelyKnown && !shown && slot.pirate !== null) {
      // What you saw, for you alone: a paper tag with the name over the back's role mark (its flag above and role
      // word below stay readable), and an eye in the card's free top corner.
      const g = this.add.graphics();
      const top = -16;
      const h = 41;
      g.fillStyle(INK.paper, 0.97).fillRoundedRect(-CARD_W / 2 + 2, top, CARD_W - 4, h, 5);
      g.lineStyle(1.5, INK.ink, 1).strokeRoundedRect(-CARD_W / 2 + 2, top, CARD_W - 4, h, 5);
      const eye = { x: CARD_W / 2 - 13, y: -CARD_H / 2 + 13 };
      g.fillStyle(INK.paper, 0.97).fillCircle(eye.x, eye.y, 9);
      g.fillStyle(INK.ink, 1).fillEllipse(eye.x, eye.y, 14, 8);
      g.fillStyle(INK.paper, 1).fillCircle(eye.x, eye.y, 2.2);
      container.add(g);
      container.add(
        text(this, 0, top + h / 2, pirateName(slot.pirate), TYPE.body, css(INK.ink), {
          fontStyle: 'bold',
          wordWrap: { width: CARD_W - 8 },
          lineSpacing: -6,
        }),
      );
    }
    // Doubloons go outward at the ring's sides (never over the card's name), below the card elsewhere.
    const o = outward(slot.position);
    const besides = Math.abs(o.x) > 0.6;
    const eyeSide = besides ? -Math.sign(o.x) : 1;
    looks.forEach((colour, k) => {
      // Others' looks: small eyes in the looker's colour beside the card, away from its doubloons.
      const g = this.add.graphics();
      const ex = eyeSide * (CARD_W / 2 + 8);
      const ey = -CARD_H / 2 + 30 + k * 14;
      g.fillStyle(0x000000, 0.6).fillCircle(ex, ey, 6.5);
      g.fillStyle(seatHex(colour), 1).fillEllipse(ex, ey, 11, 6);
      g.fillStyle(0x000000, 1).fillCircle(ex, ey, 1.8);
      container.add(g);
    });
    drawPiles(
      this,
      container,
      slot.doubloons,
      (seat) => seatHex(m.players[seat]?.colour ?? ''),
      besides ? Math.sign(o.x) * (CARD_W / 2 + PILE_R + 2) : 0,
      besides ? -8 : CARD_H / 2 + PILE_R,
      besides,
      (seat, values) =>
        this.tip?.attach(
          this.add.zone(0, 0, 2 * PILE_R, 2 * PILE_R),
          pileTip(m, slot.position, seat, values),
        ) ?? null,
      floorType(over),
    );
  }

  private drawPlayers(m: FifteenMenModel): void {
    const root = this.players;
    if (root === null) return;
    for (const token of [...this.hits.keys()])
      if (token.startsWith('coin:') || token === 'discard') this.hits.delete(token);
    root.removeAll(true);
    m.players.forEach((p, i) => root.add(drawPlayer(this, this.board(), p, i, m)));
  }

  /** The scene as the drawing helpers see it. */
  private board(): Board {
    return {
      legal: this.legal,
      factionHidden: this.factionHidden,
      hits: this.hits,
      click: (token, x, y) => this.click(token, x, y),
      tip: this.tip,
    };
  }

  private drawCentre(m: FifteenMenModel): void {
    if (this.centre !== null) drawCentre(this, this.board(), this.centre, m);
  }

  /** Glows on what the current selection can still lead to; shots glow red, with the shooter's range. */
  private drawHighlights(): void {
    const g = this.highlights;
    if (g === null) return;
    g.clear();
    const open = reachable(this.legal, this.picked);
    const shooting = this.legal.some((a) => a.type === 'shoot');
    const glow = (x: number, y: number, w: number, h: number, colour: number, width: number): void => {
      g.lineStyle(width, colour, 1).strokeRoundedRect(x - w / 2 - 6, y - h / 2 - 6, w + 12, h + 12, 12);
    };
    for (const token of open) {
      if (token.startsWith('pos:')) {
        const p = slotPoint(Number(token.slice(4)));
        const target = shooting && this.picked.length > 0;
        glow(p.x, p.y, CARD_W, CARD_H, target ? INK.aim : INK.highlight, 3);
        if (target) {
          g.lineStyle(2, INK.aim, 1)
            .strokeCircle(p.x, p.y, 16)
            .lineBetween(p.x - 24, p.y, p.x + 24, p.y)
            .lineBetween(p.x, p.y - 24, p.x, p.y + 24);
        }
      }
    }
    if (this.picked.some((t) => t.startsWith('coin:') || t.startsWith('card:'))) {
      // A doubloon in hand: the pirates it cannot win or defend are shaded.
      for (const slot of this.model?.ring ?? []) {
        if (slot.empty || open.has(`pos:${slot.position}`)) continue;
        const p = slotPoint(slot.position);
        g.fillStyle(0x000000, 0.5).fillRoundedRect(p.x - CARD_W / 2, p.y - CARD_H / 2, CARD_W, CARD_H, 8);
      }
    }
    if (shooting && this.picked.length === 0) {
      // The Showdown's range: a faint line for every shot this player may fire now.
      for (const a of this.legal) {
        if (a.type !== 'shoot' || typeof a.from !== 'number' || typeof a.to !== 'number') continue;
        const p = slotPoint(a.from);
        const q = slotPoint(a.to);
        g.lineStyle(2, INK.aim, 0.45).lineBetween(p.x, p.y, q.x, q.y);
      }
    }
    for (const token of this.picked) {
      if (!token.startsWith('pos:')) continue;
      const p = slotPoint(Number(token.slice(4)));
      glow(p.x, p.y, CARD_W, CARD_H, INK.picked, 5);
      if (shooting) {
        // The range: a line to each target this shooter can reach.
        for (const t of open) {
          if (!t.startsWith('pos:')) continue;
          const q = slotPoint(Number(t.slice(4)));
          g.lineStyle(2, INK.aim, 0.6).lineBetween(p.x, p.y, q.x, q.y);
        }
      }
    }
    // Coins and cards outside the ring: find them by their token.
    const tokened = [...(this.players?.list ?? []), ...(this.centre?.list ?? [])];
    const visit = (obj: Phaser.GameObjects.GameObject, ox: number, oy: number): void => {
      const token = obj.getData('token') as string | undefined;
      const t = obj as unknown as { x: number; y: number; width: number; height: number };
      if (token !== undefined && (open.has(token) || this.picked.includes(token))) {
        const picked = this.picked.includes(token);
        const w = token.startsWith('card:')
          ? INFO_CARD.w + 8
          : token.startsWith('coin:')
            ? HAND_COIN * 2 + 4
            : token === 'discard'
              ? t.width + 8
              : PANEL.width;
        const h = token.startsWith('card:')
          ? INFO_CARD.h + 8
          : token.startsWith('coin:')
            ? HAND_COIN * 2 + 4
            : token === 'discard'
              ? OVERBOARD.h
              : t.height;
        const cx =
          token === 'discard'
            ? ox + t.x + t.width / 2
            : token.startsWith('seat:')
              ? ox + t.x + w / 2
              : ox + t.x;
        const cy = token.startsWith('seat:') ? oy + t.y + h / 2 : oy + t.y;
        glow(cx, cy, w - 8, h - 8, picked ? INK.picked : INK.highlight, picked ? 4 : 2);
      }
      if (obj instanceof Phaser.GameObjects.Container)
        for (const child of obj.list) visit(child, ox + obj.x, oy + obj.y);
    };
    for (const obj of tokened) visit(obj, 0, 0);
    g.setDepth(3);
  }
}
