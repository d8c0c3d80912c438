// The Captains' War table: draws the view it is given, tumbles the dice onto the server's faces, emits intents.
import { drawSeatMark } from '../art/seat-mark';
import Phaser from 'phaser';
import { LOOT_DICE } from '@flotilla/rules/src/captains-war/dice';
import { focusCaptain, type DieFace, type SheetModel, type TableModel } from './model';
import { unofferedWords } from './labels';
import { DIE_SIZE, drawDie } from './art/dice-art';
import { drawCompactSheet, drawSheet, type SheetStatus, type SheetTarget } from './art/sheet-art';
import { drawBoardingPanel, playReveal, type Reveal } from './art/boarding-art';
import { celebrate, playNavalBattle } from './art/finale-art';
import type { NavalFleet } from './naval';
import { INK, css, seatHex } from '../art/palette';
import { sheetLayout, TABLE_HEIGHT, TABLE_WIDTH, TRAY_HEIGHT, type SheetSlot } from './layout';

/** A phone has no Escape key and is tapped, not clicked. */
function closeHint(): string {
  const touch = typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches === true;
  return touch ? 'Tap anywhere to close' : 'Click anywhere or press Escape to close';
}

export { TABLE_WIDTH } from './layout';

/** One canvas size for every table: your sheet large, the rivals beside it. */
export function tableHeight(_captains: number): number {
  return TABLE_HEIGHT;
}

export interface SceneHooks {
  /** The player clicked something on the table that maps to exactly one offered action. */
  intent(action: Record<string, unknown>): void;
  /** A roll finished landing (tests and the log wait for it). */
  diceLanded(): void;
  /** Which sheet is shown enlarged (null: none). */
  sheetOpened(captain: number | null): void;
}

interface Pending {
  readonly model: TableModel;
  readonly legal: ReadonlyArray<Record<string, unknown>>;
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
    if (u.kind === 'acquire') acquire[u.line] = `${words.what}: ${words.why}`;
    if (u.kind === 'buy') buy[u.resource] = `${words.what}: ${words.why}`;
  }
  return { acquire, buy };
}
export class CaptainsWarScene extends Phaser.Scene {
  private dice: Phaser.GameObjects.Container[] = [];
  private diceMarks: Phaser.GameObjects.Graphics | null = null;
  private sheets: Phaser.GameObjects.Container[] = [];
  private slots: ReadonlyArray<SheetSlot> = [];
  private enlarged: { captain: number; layer: Phaser.GameObjects.Container } | null = null;
  private finale: Promise<void> = Promise.resolve();
  private banner: Phaser.GameObjects.Text | null = null;
  private boardingPanel: Phaser.GameObjects.Container | null = null;
  private pending: Pending | null = null;
  private rolling = false;
  private created = false;
  private reducedMotion = false;

  constructor(private readonly hooks: SceneHooks) {
    super({ key: 'captains-war' });
  }

  create(): void {
    this.cameras.main.setBackgroundColor(css(INK.sea));
    const tray = this.add.graphics();
    tray.fillStyle(INK.felt, 1);
    tray.fillRoundedRect(300, 12, 680, TRAY_HEIGHT - 20, 18);
    tray.lineStyle(3, 0x5b4632, 1);
    tray.strokeRoundedRect(300, 12, 680, TRAY_HEIGHT - 20, 18);
    this.diceMarks = this.add.graphics();
    for (let i = 0; i < 6; i += 1) {
      const die = this.add.container(370 + i * 108, 72);
      die.setSize(DIE_SIZE, DIE_SIZE);
      die.setInteractive({ useHandCursor: true });
      die.on('pointerup', () => this.clickDie(i));
      die.setAlpha(0.25);
      this.add
        .text(370 + i * 108 + 40, 118, String(i + 1), {
          fontFamily: 'Georgia, serif',
          fontSize: '12px',
          color: '#9fb4c2',
        })
        .setOrigin(1, 0.5);
      const first = LOOT_DICE[i]?.[0];
      if (first) drawDie(this, die, first);
      this.dice.push(die);
    }
    this.banner = this.add
      .text(150, 40, '', {
        fontFamily: 'Georgia, serif',
        fontSize: '20px',
        color: '#f3e6c8',
        align: 'center',
        wordWrap: { width: 270 },
      })
      .setOrigin(0.5, 0);
    this.boardingPanel = this.add.container(996, 12);
    this.created = true;
    if (this.pending) this.show(this.pending.model, this.pending.legal);
  }

  setReducedMotion(on: boolean): void {
    this.reducedMotion = on;
  }

  /** Redraws everything from the model; the dice keep tumbling if a roll is under way. */
  show(model: TableModel, legal: ReadonlyArray<Record<string, unknown>>): void {
    this.pending = { model, legal };
    if (!this.created) return;
    this.drawBanner(model);
    if (!this.rolling) this.drawDice(model);
    this.drawSheets(model);
    if (this.boardingPanel) drawBoardingPanel(this, this.boardingPanel, model, model.boarding);
    if (this.enlarged) this.openSheet(this.enlarged.captain);
  }

  /** Shows one captain's full sheet large over the table; a click anywhere (or Escape) closes it. */
  openSheet(captain: number): void {
    const model = this.pending?.model;
    const sheet = model?.sheets[captain];
    if (!this.created || !model || !sheet) return;
    this.enlarged?.layer.destroy();
    const layer = this.add.container(0, 0).setDepth(20);
    const shade = this.add.graphics();
    shade.fillStyle(0x000000, 0.7);
    shade.fillRect(0, 0, TABLE_WIDTH, TABLE_HEIGHT);
    layer.add(shade);
    const close = this.add
      .zone(0, 0, TABLE_WIDTH, TABLE_HEIGHT)
      .setOrigin(0, 0)
      .setInteractive({ useHandCursor: true });
    close.on('pointerup', () => this.closeSheet());
    layer.add(close);
    const card = this.add.container(150, 60);
    const options = { ...this.sheetOptions(model, sheet), openable: false };
    drawSheet(this, card, sheet, sheetStatus(sheet, model), 980, 350, options);
    layer.add(card);
    layer.add(
      this.add
        .text(TABLE_WIDTH / 2, 432, closeHint(), {
          fontFamily: 'Georgia, serif',
          fontSize: '16px',
          color: '#f3e6c8',
        })
        .setOrigin(0.5, 0),
    );
    this.enlarged = { captain, layer };
    this.hooks.sheetOpened(captain);
  }

  closeSheet(): void {
    if (this.enlarged === null) return;
    this.enlarged.layer.destroy();
    this.enlarged = null;
    this.hooks.sheetOpened(null);
  }

  /** The naval battle at the end, then the winner celebrated (queued so they never overlap). */
  navalBattle(fleets: ReadonlyArray<NavalFleet>): void {
    if (!this.created) return;
    this.closeSheet();
    this.finale = this.finale.then(() =>
      playNavalBattle(this, fleets, TABLE_WIDTH, TABLE_HEIGHT, this.reducedMotion),
    );
  }

  celebrate(text: string, colours: ReadonlyArray<string>): void {
    if (!this.created) return;
    this.finale = this.finale.then(() =>
      celebrate(this, text, colours, TABLE_WIDTH, TABLE_HEIGHT, this.reducedMotion),
    );
  }

  /** The boarding reveal, one animation for everyone at the table. */
  reveal(reveal: Reveal): void {
    if (!this.created) return;
    playReveal(this, this.pending?.model ?? null, reveal, TABLE_WIDTH, this.scale.height, this.reducedMotion);
    // A last battle ends the game: the naval battle waits until this reveal has faded.
    const shown = this.reducedMotion ? 1100 : 3400;
    const after = new Promise<void>((resolve) => this.time.delayedCall(shown, resolve));
    this.finale = Promise.all([this.finale, after]).then(() => undefined);
  }

  /** Tumbles all six dice and lands them on `faces`, the faces the server rolled. */
  roll(faces: ReadonlyArray<DieFace>): void {
    if (!this.created) {
      this.hooks.diceLanded();
      return;
    }
    this.rolling = true;
    this.diceMarks?.clear();
    const duration = this.reducedMotion ? 150 : 900;
    let tick = 0;
    const flips = this.time.addEvent({
      delay: 70,
      repeat: Math.floor(duration / 70),
      callback: () => {
        tick += 1;
        this.dice.forEach((die, i) => {
          const options = LOOT_DICE[i] ?? [];
          const face = options[(tick * (i + 2) + i) % Math.max(1, options.length)];
          if (face) drawDie(this, die, face);
        });
      },
    });
    this.dice.forEach((die, i) => {
      die.setAlpha(1);
      this.tweens.add({
        targets: die,
        angle: { from: -200 - i * 40, to: 0 },
        y: { from: 40, to: 72 },
        scale: { from: 0.6, to: 1 },
        duration,
        ease: 'Back.easeOut',
      });
    });
    this.time.delayedCall(duration + 40, () => {
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
  fly(captain: number, die: number): void {
    const from = this.dice[die];
    const to = this.sheets[captain];
    const face = this.pending?.model.dice?.[die];
    if (!this.created || !from || !to || !face) return;
    const ghost = this.add.container(from.x, from.y).setDepth(5);
    drawDie(this, ghost, face);
    const target = to.getBounds();
    this.tweens.add({
      targets: ghost,
      x: target.centerX,
      y: target.y + 60,
      scale: { from: 0.8, to: 0.35 },
      alpha: { from: 1, to: 0.2 },
      duration: this.reducedMotion ? 1 : 650,
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

  private drawBanner(model: TableModel): void {
    const active = model.sheets[model.active];
    const who = active ? (active.you ? 'Your turn' : `${active.name}'s turn`) : '';
    const phase = model.status === 'over' ? 'Game over' : (PHASE_BANNER[model.phase] ?? model.phase);
    this.banner?.setText(
      model.status === 'over'
        ? `${phase}\nafter ${model.turn} turns`
        : `Turn ${model.turn}\n${who}\n${phase}`,
    );
  }

  private drawDice(model: TableModel): void {
    const marks = this.diceMarks;
    const helm = model.you !== null && model.you === model.active;
    marks?.clear();
    this.dice.forEach((die, i) => {
      const face = model.dice?.[i];
      if (face) drawDie(this, die, face);
      die.setAngle(0).setScale(1).setY(72);
      die.setAlpha(model.dice === null ? 0.25 : model.setAside === i && !helm ? 0.35 : 1);
    });
    if (!marks || model.dice === null) return;
    // The set-aside die is denied to the other captains only: crossed out for them, while the captain at the helm,
    // who may still take it, sees it kept for them (a ring in their colour). Each picked die gets its picker's
    // colour beneath.
    if (model.setAside >= 0) {
      const x = 370 + model.setAside * 108;
      if (helm) {
        marks.lineStyle(4, seatHex(model.sheets[model.active]?.colour ?? ''), 1);
        marks.strokeCircle(x, 72, 44);
      } else {
        marks.lineStyle(4, 0xffffff, 0.9);
        marks.lineBetween(x - 30, 42, x + 30, 102);
        marks.lineBetween(x + 30, 42, x - 30, 102);
      }
    }
    // Picks line up under their die, one short bar per captain in seat order, narrower when many share it.
    const totals = new Map<number, number>();
    for (const sheet of model.sheets)
      for (const die of sheet.picks) totals.set(die, (totals.get(die) ?? 0) + 1);
    const stacks = new Map<number, number>();
    for (const sheet of model.sheets) {
      for (const die of sheet.picks) {
        const k = stacks.get(die) ?? 0;
        stacks.set(die, k + 1);
        const step = Math.min(24, 72 / Math.max(1, totals.get(die) ?? 1));
        const x = 370 + die * 108 - 36 + k * step;
        // The picker's shape in its colour: colour is never the only mark of a seat.
        drawSeatMark(marks, sheet.colour, x + (step - 4) / 2, 122, Math.min(8, (step - 4) / 2));
      }
    }
    this.dice.forEach((die, i) => {
      const offered = (this.pending?.legal ?? []).some(
        (a) => (a.type === 'pick' || a.type === 'setAside') && a.die === i,
      );
      if (offered) {
        marks.lineStyle(3, INK.highlight, 1);
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
        drawCompactSheet(this, container, sheet, status, slot.w, slot.h, () => this.openSheet(i), attack);
      } else {
        drawSheet(this, container, sheet, status, slot.w, slot.h, this.sheetOptions(model, sheet));
      }
    });
  }

  /** Costs and clickable offers on your own sheet; every other sheet opens large on a click. */
  private sheetOptions(model: TableModel, sheet: SheetModel) {
    const legal = sheet.you ? (this.pending?.legal ?? []) : [];
    const attack = this.attackOn(sheet.captain);
    const ofType = (type: string) => legal.filter((a) => a.type === type);
    const command = model.phase === 'command' && model.status === 'playing';
    return {
      offers: {
        acquire: ofType('acquire')
          .map((a) => (a.line === 'boats' ? 'boats' : 'attributes') as 'boats' | 'attributes')
          .filter((line, i, all) => all.indexOf(line) === i),
        recruit: ofType('recruit').map((a) => Number(a.strength)),
        buy: ofType('buy').map((a) => String(a.resource)),
        commit: ofType('commit').map((a) => Number(a.strength)),
      },
      why: sheet.you ? whyNot(model) : { acquire: {}, buy: {} },
      attackable: attack !== null,
      showCosts: sheet.you && command,
      openable: true,
      names: model.sheets.map((s) => (s.you ? 'you' : s.name)),
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

const PHASE_BANNER: Record<string, string> = {
  roll: 'Rolling the loot',
  setAside: 'Setting a die aside',
  loot: 'Looting',
  command: 'Command phase',
  attack: 'Attack?',
  boarding: 'Boarding!',
  reward: 'Boarding reward',
  over: 'Game over',
};

function sheetStatus(sheet: SheetModel, model: TableModel): SheetStatus {
  if (model.status === 'over') return { text: '', hot: false };
  if (
    model.boarding &&
    (model.boarding.attacker === sheet.captain || model.boarding.defender === sheet.captain)
  ) {
    return { text: model.boarding.attacker === sheet.captain ? '⚔ attacking' : 'defending', hot: true };
  }
  if (sheet.awaited) return { text: sheet.active ? '★ at the helm' : 'deciding…', hot: true };
  if (sheet.active) return { text: '★ at the helm', hot: false };
  if (model.phase === 'command' && sheet.commandDone) return { text: 'done', hot: false };
  return { text: '', hot: false };
}
