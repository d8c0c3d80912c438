// The Captains' War table: draws the view it is given, plays the events it hears (dice tumbling onto the server's
// faces, a picked die's flight, a boarding's reveal, the finale), emits intents.
import type { HeardEvent, WireAction } from '@flotilla/protocol/wire';
import Phaser from 'phaser';
import { LOOT_DICE } from '@flotilla/rules/captains-war/material';
import { APP, FONT, fontsReady, hex, MOTION, TYPE } from '../../ui/theme';
import { tableTooltip, type TableTooltip } from '../tooltip';
import { drawSeatMark } from '../art/seat-mark';
import { seatHex } from '../art/palette';
import { focusCaptain, type DieFace, type SheetModel, type TableModel } from './model';
import { describeFace, unofferedWords, whyNotLine } from './labels';
import { cw, youWord } from './terms';
import { DIE_SIZE, drawDie } from './art/dice-art';
import { drawSheet, type SheetStatus, type SheetTarget } from './art/sheet-art';
import { drawCompactSheet } from './art/compact-sheet-art';
import { PALETTE } from './art/sheet-kit';
import { drawBoardingPanel, playReveal, revealShown, type Reveal } from './art/boarding-art';
import { celebrate, playNavalBattle } from './art/finale-art';
import { drawKey } from './art/key-art';
import { BOARDING, drawTable, DICE_Y, dieX, PLAQUE } from './art/table-art';
import { displayStyle, fit, fitName, fitTitle, textStyle } from './art/type';
import { navalFleets, type NavalFleet } from './naval';
import { scoreBoard, winnerSentence } from './score-lines';
import { FOCUS_WIDTH, SHEET_HEIGHT, sheetLayout, TABLE_HEIGHT, TABLE_WIDTH, type SheetSlot } from './layout';

type Action = WireAction<'captains-war'>;
type Event = HeardEvent<'captains-war'>;

/** A phone has no Escape key and is tapped, not clicked. */
function closeHint(): string {
  const touch = typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches === true;
  return cw(touch ? 'scene.closeTap' : 'scene.closeClick');
}

export { TABLE_WIDTH } from './layout';

/** One canvas size for every table: your sheet large, the rivals beside it. */
export function tableHeight(_captains: number): number {
  return TABLE_HEIGHT;
}

export interface SceneHooks {
  /** The player clicked something on the table that maps to exactly one offered action. */
  intent(action: Action): void;
  /** A roll started: until it lands, the bar already names the faces the dice are tumbling to. */
  diceRolled(): void;
  /** A roll finished landing (tests and the log wait for it). */
  diceLanded(): void;
  /** A boarding's reveal is on screen for `shown` ms. */
  revealed(reveal: Reveal, shown: number): void;
  /** The naval battle plays with these fleets. */
  navalShown(fleets: ReadonlyArray<NavalFleet>): void;
  /** Which sheet is shown enlarged (null: none). */
  sheetOpened(captain: number | null): void;
}

interface Pending {
  readonly model: TableModel;
  readonly legal: ReadonlyArray<Action>;
}

/** The reasons the viewer's own sheet gives on hover, by the part of the sheet they belong to. */
function whyNot(model: TableModel): {
  acquire: Partial<Record<'attributes' | 'boats', string>>;
  buy: Partial<Record<string, string>>;
} {
  const acquire: Partial<Record<'attributes' | 'boats', string>> = {};
  const buy: Partial<Record<string, string>> = {};
  for (const u of model.unoffered) {
    const words = unofferedWords(u, model);
    if (u.kind === 'acquire') acquire[u.line] = whyNotLine(words);
    if (u.kind === 'buy') buy[u.resource] = whyNotLine(words);
  }
  return { acquire, buy };
}

/** What each colour of loot die gives: "The yellow die gives gold pieces". */
function dieWhat(die: DieFace['die']): string {
  return cw(`scene.die.${die}`);
}

export class CaptainsWarScene extends Phaser.Scene {
  private dice: Phaser.GameObjects.Container[] = [];
  private diceMarks: Phaser.GameObjects.Graphics | null = null;
  private sheets: Phaser.GameObjects.Container[] = [];
  private slots: ReadonlyArray<SheetSlot> = [];
  private enlarged: { captain: number; layer: Phaser.GameObjects.Container } | null = null;
  private finale: Promise<void> = Promise.resolve();
  private banner: {
    turn: Phaser.GameObjects.Text;
    who: Phaser.GameObjects.Text;
    phase: Phaser.GameObjects.Text;
  } | null = null;
  private boardingPanel: Phaser.GameObjects.Container | null = null;
  private tooltip: TableTooltip | null = null;
  private pending: Pending | null = null;
  private rolling = false;
  private created = false;
  private reducedMotion = false;

  constructor(
    private readonly hooks: SceneHooks,
    private readonly host: HTMLElement | null = null,
  ) {
    super({ key: 'captains-war' });
  }

  create(): void {
    this.cameras.main.setBackgroundColor(hex(PALETTE.felt));
    // Phaser measures a text's glyphs when it is made: draw nothing before the bundled faces are ready.
    void fontsReady().then(() => {
      if (this.sys.isActive()) this.build();
    });
  }

  private build(): void {
    if (this.host) this.tooltip = tableTooltip(this, this.host);
    const tip = this.tooltip;
    drawTable(this, tip);
    this.diceMarks = this.add.graphics();
    for (let i = 0; i < 6; i += 1) {
      const die = this.add.container(dieX(i), DICE_Y);
      die.setSize(DIE_SIZE, DIE_SIZE);
      die.setInteractive({ useHandCursor: true });
      die.on('pointerup', () => this.clickDie(i));
      die.setAlpha(0.25);
      tip?.attach(die, () => this.dieTip(i));
      this.add
        .text(
          dieX(i) + DIE_SIZE / 2 + 3,
          DICE_Y - DIE_SIZE / 2 - 4,
          String(i + 1),
          displayStyle('caption', hex(APP.muted)),
        )
        .setOrigin(0, 0);
      const first = LOOT_DICE[i]?.[0];
      if (first) drawDie(this, die, first);
      this.dice.push(die);
    }
    const cx = PLAQUE.x + PLAQUE.w / 2;
    this.banner = {
      turn: this.add
        .text(cx, PLAQUE.y + 12, '', displayStyle('heading', hex(PALETTE.accent)))
        .setOrigin(0.5, 0),
      who: this.add
        .text(cx, PLAQUE.y + 46, '', textStyle('body', hex(APP.paper), { bold: true }))
        .setOrigin(0.5, 0),
      phase: this.add
        .text(
          cx,
          PLAQUE.y + 72,
          '',
          textStyle('small', hex(APP.paperDim), { align: 'center', wrap: PLAQUE.w - 16 }),
        )
        .setOrigin(0.5, 0),
    };
    tip?.area(PLAQUE.x, PLAQUE.y, PLAQUE.w, PLAQUE.h, () => this.bannerTip());
    this.boardingPanel = this.add.container(BOARDING.x, BOARDING.y);
    this.created = true;
    if (this.pending) this.show(this.pending.model, this.pending.legal);
  }

  /** The tooltip's words live in the page, beside the canvas: they go with the table. */
  destroyTooltip(): void {
    this.tooltip?.destroy();
    this.tooltip = null;
  }

  setReducedMotion(on: boolean): void {
    this.reducedMotion = on;
  }

  /** Redraws everything from the model; the dice keep tumbling if a roll is under way. */
  show(model: TableModel, legal: ReadonlyArray<Action>): void {
    this.pending = { model, legal };
    if (!this.created) return;
    this.drawBanner(model);
    if (!this.rolling) this.drawDice(model);
    this.drawSheets(model);
    if (this.boardingPanel) {
      if (model.boarding) drawBoardingPanel(this, this.boardingPanel, model, model.boarding, this.tooltip);
      else if (this.boardingPanel.length === 0 || this.boardingPanel.getData('key') !== true) {
        drawKey(this, this.boardingPanel, this.tooltip);
        this.boardingPanel.setData('key', true);
      }
      if (model.boarding) this.boardingPanel.setData('key', false);
    }
    if (this.enlarged) this.openSheet(this.enlarged.captain);
  }

  /** Shows one captain's full sheet large over the table; a click anywhere (or Escape) closes it. */
  openSheet(captain: number): void {
    const model = this.pending?.model;
    const sheet = model?.sheets[captain];
    if (!this.created || !model || !sheet) return;
    this.enlarged?.layer.destroy();
    this.tooltip?.hide();
    const layer = this.add.container(0, 0).setDepth(20);
    // Opaque enough that nothing behind reads through the open sheet's words.
    const shade = this.add.graphics();
    shade.fillStyle(0x050d14, 0.97);
    shade.fillRect(0, 0, TABLE_WIDTH, TABLE_HEIGHT);
    layer.add(shade);
    const close = this.add
      .zone(0, 0, TABLE_WIDTH, TABLE_HEIGHT)
      .setOrigin(0, 0)
      .setInteractive({ useHandCursor: true });
    close.on('pointerup', () => this.closeSheet());
    layer.add(close);
    // Larger than the focus sheet: this is the "enlarge" for a rival's compact card.
    const zoom = 1.2;
    const card = this.add.container((TABLE_WIDTH - FOCUS_WIDTH * zoom) / 2, 12).setScale(zoom);
    const options = { ...this.sheetOptions(model, sheet), openable: false };
    drawSheet(this, card, sheet, sheetStatus(sheet, model), FOCUS_WIDTH, SHEET_HEIGHT, options);
    layer.add(card);
    layer.add(
      this.add
        .text(TABLE_WIDTH / 2, 24 + SHEET_HEIGHT * zoom, closeHint(), textStyle('body', hex(APP.paper)))
        .setOrigin(0.5, 0),
    );
    // A click on the sheet itself closes it too: its tooltips' areas sit on top of the close zone and take the
    // click, so the scene hears every release (one pressed after the sheet opened; not the press that opened it).
    const openedAt = performance.now();
    const anywhere = (pointer: Phaser.Input.Pointer): void => {
      if (pointer.downTime > openedAt) this.closeSheet();
    };
    this.input.on(Phaser.Input.Events.POINTER_UP, anywhere);
    layer.once(Phaser.GameObjects.Events.DESTROY, () =>
      this.input?.off(Phaser.Input.Events.POINTER_UP, anywhere),
    );
    this.enlarged = { captain, layer };
    this.hooks.sheetOpened(captain);
  }

  closeSheet(): void {
    if (this.enlarged === null) return;
    this.tooltip?.hide();
    this.enlarged.layer.destroy();
    this.enlarged = null;
    this.hooks.sheetOpened(null);
  }

  /** Plays what was heard, in order; the game's end last (the naval battle, then the winner celebrated). */
  hear(events: ReadonlyArray<Event>): void {
    for (const event of events) {
      if (event.type === 'diceRolled') {
        this.hooks.diceRolled();
        this.roll(event.faces);
      }
      if (event.type === 'diePicked') this.fly(event.captain, event.die);
      if (event.type === 'boardingRevealed') {
        this.reveal(event);
        this.hooks.revealed(event, revealShown(this.reducedMotion));
      }
    }
    this.hearFinale(events);
  }

  private hearFinale(events: ReadonlyArray<Event>): void {
    const model = this.pending?.model ?? null;
    const naval = events.find((e) => e.type === 'navalBattle');
    const fleets = naval && model ? navalFleets(model.sheets, naval) : null;
    if (fleets !== null) {
      this.navalBattle(fleets);
      this.hooks.navalShown(fleets);
    }
    const over = events.find((e) => e.type === 'gameOver');
    if (over && model) {
      const names = model.sheets.map((s) => (s.you ? youWord(true) : s.name));
      const board = scoreBoard(JSON.stringify(over.result ?? {}), names);
      if (board) {
        const colours = model.sheets.filter((_, i) => board.columns[i]?.winner).map((s) => s.colour);
        this.celebrate(cw('results.celebrate', { sentence: winnerSentence(board.winners) }), colours);
      }
    }
  }

  /** The naval battle at the end, then the winner celebrated (queued so they never overlap). */
  private navalBattle(fleets: ReadonlyArray<NavalFleet>): void {
    if (!this.created) return;
    this.closeSheet();
    this.finale = this.finale.then(() =>
      playNavalBattle(this, fleets, TABLE_WIDTH, TABLE_HEIGHT, this.reducedMotion, this.tooltip),
    );
  }

  private celebrate(text: string, colours: ReadonlyArray<string>): void {
    if (!this.created) return;
    this.finale = this.finale.then(() =>
      celebrate(this, text, colours, TABLE_WIDTH, TABLE_HEIGHT, this.reducedMotion),
    );
  }

  /** The boarding reveal, one animation for everyone at the table. */
  private reveal(reveal: Reveal): void {
    if (!this.created) return;
    this.tooltip?.hide();
    playReveal(this, this.pending?.model ?? null, reveal, TABLE_WIDTH, TABLE_HEIGHT, this.reducedMotion);
    // A last battle ends the game: the naval battle waits until this reveal has faded.
    const shown = revealShown(this.reducedMotion);
    const after = new Promise<void>((resolve) => this.time.delayedCall(shown, resolve));
    this.finale = Promise.all([this.finale, after]).then(() => undefined);
  }

  /** Winds the six dice up, tumbles them and lands them on `faces`, the faces the server rolled. */
  private roll(faces: ReadonlyArray<DieFace>): void {
    if (!this.created) {
      this.hooks.diceLanded();
      return;
    }
    this.rolling = true;
    this.diceMarks?.clear();
    // Reduced motion: the faces flicker in place, without the travel.
    const windUp = this.reducedMotion ? 0 : MOTION.anticipation;
    const tumble = this.reducedMotion ? 150 : MOTION.tumble;
    let tick = 0;
    const flips = this.time.addEvent({
      delay: 70,
      startAt: 0,
      repeat: Math.floor((windUp + tumble) / 70),
      callback: () => {
        tick += 1;
        if (tick * 70 < windUp) return;
        this.dice.forEach((die, i) => {
          const options = LOOT_DICE[i] ?? [];
          const face = options[(tick * (i + 2) + i) % Math.max(1, options.length)];
          if (face) drawDie(this, die, face);
        });
      },
    });
    this.dice.forEach((die, i) => {
      die.setAlpha(1);
      if (this.reducedMotion) return;
      // Anticipation: the dice gather in the hand, then fly and land with a bounce.
      this.tweens.chain({
        targets: die,
        tweens: [
          { scale: 0.82, y: DICE_Y + 6, duration: windUp, ease: MOTION.ease.windUp },
          {
            angle: { from: -200 - i * 40, to: 0 },
            y: { from: DICE_Y - 34, to: DICE_Y },
            scale: { from: 0.6, to: 1 },
            duration: tumble,
            ease: MOTION.ease.land,
          },
        ],
      });
    });
    this.time.delayedCall(windUp + tumble + 40, () => {
      flips.remove(false);
      faces.forEach((face, i) => {
        const die = this.dice[i];
        if (die) drawDie(this, die, face);
      });
      this.rolling = false;
      if (this.pending) this.show(this.pending.model, this.pending.legal);
      this.hooks.diceLanded();
    });
  }

  /** A picked die flies, small, from the tray to the sheet of the captain who took it. */
  private fly(captain: number, die: number): void {
    const from = this.dice[die];
    const to = this.sheets[captain];
    const face = this.pending?.model.dice?.[die];
    if (!this.created || !from || !to || !face) return;
    const ghost = this.add.container(from.x, from.y).setDepth(5);
    drawDie(this, ghost, face);
    const slot = this.slots[captain];
    this.tweens.add({
      targets: ghost,
      x: slot ? slot.x + slot.w / 2 : to.x,
      y: slot ? slot.y + Math.min(60, slot.h / 2) : to.y,
      scale: { from: 0.8, to: 0.35 },
      alpha: { from: 1, to: 0.2 },
      duration: this.reducedMotion ? 1 : MOTION.travel * 1.5,
      ease: 'Cubic.easeIn',
      onComplete: () => ghost.destroy(),
    });
  }

  private clickDie(index: number): void {
    const offered = (this.pending?.legal ?? []).filter(
      (a) => (a.type === 'pick' || a.type === 'setAside') && a.die === index,
    );
    const only = offered[0];
    if (offered.length === 1 && only) this.hooks.intent(only);
  }

  /** What a die is, what it gives, and what may be done with it now. */
  private dieTip(index: number): string {
    const model = this.pending?.model;
    const face = model?.dice?.[index];
    if (!model || !face) return cw('scene.dieUnrolled', { n: index + 1 });
    const takers = model.sheets
      .filter((s) => s.picks.includes(index))
      .map((s) => (s.you ? youWord() : s.name));
    const offers = (this.pending?.legal ?? []).filter(
      (a) => (a.type === 'pick' || a.type === 'setAside') && a.die === index,
    );
    const now =
      offers.length === 1
        ? offers[0]?.type === 'setAside'
          ? ` ${cw('scene.clickAside')}`
          : ` ${cw('scene.clickTake')}`
        : offers.length > 1
          ? ` ${cw('scene.chooseInBar')}`
          : '';
    const aside = model.setAside === index ? ` ${cw('scene.asideHelm')}` : '';
    const taken = takers.length > 0 ? ` ${cw('scene.takenBy', { names: takers.join(', ') })}` : '';
    const what = cw('scene.dieTip', { n: index + 1, face: describeFace(face), what: dieWhat(face.die) });
    return `${what}${aside}${taken}${now}`;
  }

  private bannerTip(): string {
    const model = this.pending?.model;
    if (!model) return cw('scene.bannerTip');
    if (model.status === 'over') return cw('scene.bannerOver');
    return cw('scene.bannerTurn', { turn: model.turn });
  }

  private drawBanner(model: TableModel): void {
    const active = model.sheets[model.active];
    const context = active?.you ? 'you' : undefined;
    const over = model.status === 'over';
    const phase = cw(`scene.banner.${model.phase}`, { defaultValue: model.phase });
    if (!this.banner) return;
    this.banner.turn.setText(over ? cw('phase.over') : cw('scene.turn', { turn: model.turn }));
    fitTitle(this.banner.turn, PLAQUE.w - 16, TYPE.heading);
    // The same text each time: its size and face start over from the body size.
    if (over || !active) {
      this.banner.who.setFontFamily(FONT.text).setFontSize(TYPE.body);
      this.banner.who.setText(over ? cw('scene.afterTurns', { count: model.turn }) : '');
      fit(this.banner.who, PLAQUE.w - 16);
    } else
      fitName(this.banner.who, PLAQUE.w - 16, active.name, 'body', (name) =>
        cw('scene.whoseTurn', { name, context }),
      );
    this.banner.phase.setText(over ? '' : phase);
  }

  private drawDice(model: TableModel): void {
    const marks = this.diceMarks;
    const helm = model.you !== null && model.you === model.active;
    marks?.clear();
    this.dice.forEach((die, i) => {
      const face = model.dice?.[i];
      if (face) drawDie(this, die, face);
      die.setAngle(0).setScale(1).setY(DICE_Y);
      die.setAlpha(model.dice === null ? 0.25 : model.setAside === i && !helm ? 0.35 : 1);
    });
    if (!marks || model.dice === null) return;
    // The set-aside die is denied to the other captains only: crossed out for them, while the captain at the helm,
    // who may still take it, sees it kept for them (a ring in their colour). Each picked die gets its picker's
    // colour beneath.
    if (model.setAside >= 0) {
      const x = dieX(model.setAside);
      if (helm) {
        marks.lineStyle(4, seatHex(model.sheets[model.active]?.colour ?? ''), 1);
        marks.strokeCircle(x, DICE_Y, 41);
      } else {
        marks.lineStyle(5, 0x000000, 0.5);
        marks.lineBetween(x - 24, DICE_Y - 24, x + 26, DICE_Y + 26);
        marks.lineBetween(x + 26, DICE_Y - 24, x - 24, DICE_Y + 26);
        marks.lineStyle(4, 0xffffff, 0.95);
        marks.lineBetween(x - 26, DICE_Y - 26, x + 26, DICE_Y + 26);
        marks.lineBetween(x + 26, DICE_Y - 26, x - 26, DICE_Y + 26);
      }
    }
    // Picks line up under their die, one mark per captain in seat order, narrower when many share it.
    const totals = new Map<number, number>();
    for (const sheet of model.sheets)
      for (const die of sheet.picks) totals.set(die, (totals.get(die) ?? 0) + 1);
    const stacks = new Map<number, number>();
    for (const sheet of model.sheets) {
      for (const die of sheet.picks) {
        const k = stacks.get(die) ?? 0;
        stacks.set(die, k + 1);
        const step = Math.min(20, DIE_SIZE / Math.max(1, totals.get(die) ?? 1));
        const x = dieX(die) - DIE_SIZE / 2 + k * step;
        // The picker's shape in its colour: colour is never the only mark of a seat.
        drawSeatMark(marks, sheet.colour, x + step / 2, DICE_Y + 48, Math.min(7, (step - 4) / 2));
      }
    }
    this.dice.forEach((die, i) => {
      const offered = (this.pending?.legal ?? []).some(
        (a) => (a.type === 'pick' || a.type === 'setAside') && a.die === i,
      );
      if (offered) {
        marks.lineStyle(3, PALETTE.accent, 1);
        marks.strokeRoundedRect(
          die.x - DIE_SIZE / 2 - 5,
          die.y - DIE_SIZE / 2 - 5,
          DIE_SIZE + 10,
          DIE_SIZE + 10,
          16,
        );
      }
    });
  }

  private drawSheets(model: TableModel): void {
    const focus = focusCaptain(model);
    this.slots = sheetLayout(model.sheets.length, focus);
    while (this.sheets.length > model.sheets.length) this.sheets.pop()?.destroy();
    model.sheets.forEach((sheet, i) => {
      const container = this.sheets[i] ?? this.add.container(0, 0);
      this.sheets[i] = container;
      const slot = this.slots[i];
      if (!slot) return;
      container.setPosition(slot.x, slot.y);
      const status = sheetStatus(sheet, model);
      if (slot.kind === 'compact') {
        const attack = this.attackOn(i);
        drawCompactSheet(
          this,
          container,
          sheet,
          status,
          slot.w,
          slot.h,
          this.tooltip,
          () => this.openSheet(i),
          attack,
        );
      } else {
        drawSheet(this, container, sheet, status, slot.w, slot.h, this.sheetOptions(model, sheet));
      }
    });
  }

  /** Costs and clickable offers on your own sheet; every other sheet opens large on a click. */
  private sheetOptions(model: TableModel, sheet: SheetModel) {
    const legal = sheet.you ? (this.pending?.legal ?? []) : [];
    const attack = this.attackOn(sheet.captain);
    const ofType = <T extends Action['type']>(type: T) =>
      legal.filter((a): a is Extract<Action, { type: T }> => a.type === type);
    const command = model.phase === 'command' && model.status === 'playing';
    return {
      offers: {
        acquire: ofType('acquire')
          .map((a) => (a.line === 'boats' ? 'boats' : 'attributes') as 'boats' | 'attributes')
          .filter((line, i, all) => all.indexOf(line) === i),
        recruit: ofType('recruit').map((a) => a.strength),
        buy: ofType('buy').map((a): string => a.resource),
        commit: ofType('commit').map((a) => a.strength),
      },
      why: sheet.you ? whyNot(model) : { acquire: {}, buy: {} },
      attackable: attack !== null,
      showCosts: sheet.you && command,
      openable: true,
      names: model.sheets.map((s) => (s.you ? youWord() : s.name)),
      tooltip: this.tooltip,
      onTarget: (target: SheetTarget) => {
        if (target.kind === 'open') return this.openSheet(sheet.captain);
        if (target.kind === 'attack') return attack?.();
        this.clickSheet(target);
      },
    };
  }

  /** Attacking this captain, when it is offered now; null otherwise. */
  private attackOn(captain: number): (() => void) | null {
    const action = (this.pending?.legal ?? []).find((a) => a.type === 'attack' && a.target === captain);
    return action ? () => this.hooks.intent(action) : null;
  }

  /** A click on your sheet takes the one offered action it names (several jokers: use the action bar). */
  private clickSheet(target: SheetTarget): void {
    const offered = (this.pending?.legal ?? []).filter((a) => {
      switch (target.kind) {
        case 'acquire':
          return a.type === 'acquire' && a.line === target.line;
        case 'recruit':
          return a.type === 'recruit' && a.strength === target.strength;
        case 'buy':
          return a.type === 'buy' && a.resource === target.resource;
        case 'commit':
          return a.type === 'commit' && a.strength === target.strength;
        default:
          return false;
      }
    });
    const only = offered[0];
    if (offered.length === 1 && only) this.hooks.intent(only);
  }
}

function sheetStatus(sheet: SheetModel, model: TableModel): SheetStatus {
  if (model.status === 'over') return { text: '', hot: false };
  if (
    model.boarding &&
    (model.boarding.attacker === sheet.captain || model.boarding.defender === sheet.captain)
  ) {
    return {
      text: cw(model.boarding.attacker === sheet.captain ? 'scene.attacking' : 'scene.defending'),
      hot: true,
    };
  }
  if (sheet.awaited) return { text: cw(sheet.active ? 'scene.atHelm' : 'scene.deciding'), hot: true };
  if (sheet.active) return { text: cw('scene.atHelm'), hot: false };
  if (model.phase === 'command' && sheet.commandDone) return { text: cw('scene.done'), hot: false };
  return { text: '', hot: false };
}
