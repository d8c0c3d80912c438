// The Captains' War table: draws the view it is given, tumbles the dice onto the server's faces, emits intents.
import Phaser from 'phaser';
import { LOOT_DICE } from '@flotilla/rules/src/captains-war/dice';
import type { DieFace, SheetModel, TableModel } from './model';
import { DIE_SIZE, drawDie } from './art/dice-art';
import { drawSheet, type SheetStatus } from './art/sheet-art';
import { drawBoardingPanel, playReveal, type Reveal } from './art/boarding-art';
import { INK, css, seatHex } from '../art/palette';

export const TABLE_WIDTH = 1280;
const TRAY_HEIGHT = 150;
const SHEET_HEIGHT = 228;

/** Sheets per row for a number of captains: two side by side up to a duel, else three. */
function columns(captains: number): number {
  return captains <= 2 ? 2 : 3;
}

/** The canvas height that fits the tray and every sheet without empty sea. */
export function tableHeight(captains: number): number {
  const rows = Math.max(1, Math.ceil(captains / columns(captains)));
  return TRAY_HEIGHT + 14 + rows * (SHEET_HEIGHT + 16) + 6;
}

export interface SceneHooks {
  /** The player clicked something on the table that maps to exactly one offered action. */
  intent(action: Record<string, unknown>): void;
  /** A roll finished landing (tests and the log wait for it). */
  diceLanded(): void;
}

interface Pending {
  readonly model: TableModel;
  readonly legal: ReadonlyArray<Record<string, unknown>>;
}

export class CaptainsWarScene extends Phaser.Scene {
  private dice: Phaser.GameObjects.Container[] = [];
  private diceMarks: Phaser.GameObjects.Graphics | null = null;
  private sheets: Phaser.GameObjects.Container[] = [];
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
  }

  /** The boarding reveal, one animation for everyone at the table. */
  reveal(reveal: Reveal): void {
    if (!this.created) return;
    playReveal(this, this.pending?.model ?? null, reveal, TABLE_WIDTH, this.scale.height, this.reducedMotion);
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
    marks?.clear();
    this.dice.forEach((die, i) => {
      const face = model.dice?.[i];
      if (face) drawDie(this, die, face);
      die.setAngle(0).setScale(1).setY(72);
      die.setAlpha(model.dice === null ? 0.25 : model.setAside === i ? 0.35 : 1);
    });
    if (!marks || model.dice === null) return;
    // The set-aside die is crossed out; each picked die gets its picker's colour beneath.
    if (model.setAside >= 0) {
      const x = 370 + model.setAside * 108;
      marks.lineStyle(4, 0xffffff, 0.9);
      marks.lineBetween(x - 30, 42, x + 30, 102);
      marks.lineBetween(x + 30, 42, x - 30, 102);
    }
    // Picks stack under their die, one short bar per captain in seat order.
    const stacks = new Map<number, number>();
    for (const sheet of model.sheets) {
      for (const die of sheet.picks) {
        const k = stacks.get(die) ?? 0;
        stacks.set(die, k + 1);
        const x = 370 + die * 108;
        marks.fillStyle(seatHex(sheet.colour), 1);
        marks.fillRoundedRect(x - 34 + k * 24, 116, 20, 10, 4);
        marks.lineStyle(1, 0x000000, 0.6);
        marks.strokeRoundedRect(x - 34 + k * 24, 116, 20, 10, 4);
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
    const n = model.sheets.length;
    const cols = columns(n);
    const gap = 18;
    const w = (TABLE_WIDTH - 40 - (cols - 1) * gap) / cols;
    while (this.sheets.length > n) this.sheets.pop()?.destroy();
    model.sheets.forEach((sheet, i) => {
      const container = this.sheets[i] ?? this.add.container(0, 0);
      this.sheets[i] = container;
      const col = i % cols;
      const row = Math.floor(i / cols);
      container.setPosition(20 + col * (w + gap), TRAY_HEIGHT + 14 + row * (SHEET_HEIGHT + 16));
      drawSheet(this, container, sheet, sheetStatus(sheet, model), w, SHEET_HEIGHT);
    });
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
