// The sheet's key, beside the tray while no boarding is on: what its marks mean, for a captain's first game.
import type Phaser from 'phaser';
import { hex } from '../../../ui/theme';
import type { TableTooltip } from '../../tooltip';
import { resourceGlyph } from './dice-art';
import { PALETTE } from './sheet-kit';
import { BOARDING } from './table-art';
import { displayStyle, textStyle } from './type';
import { cw } from '../terms';

const PAPER = hex(PALETTE.surface);

export function drawKey(
  scene: Phaser.Scene,
  container: Phaser.GameObjects.Container,
  tooltip: TableTooltip | null,
): void {
  container.removeAll(true);
  const { w, h } = BOARDING;
  const g = scene.add.graphics();
  g.fillStyle(0x000000, 0.3).fillRoundedRect(2, 4, w, h, 12);
  g.fillStyle(0x0b1e2b, 0.92).fillRoundedRect(0, 0, w, h, 12);
  g.lineStyle(1.5, PALETTE.gold, 0.6).strokeRoundedRect(0, 0, w, h, 12);
  container.add(g);
  const say = (x: number, y: number, words: string): Phaser.GameObjects.Text => {
    const text = scene.add.text(x, y, words, textStyle('caption', PAPER)).setOrigin(0, 0.5);
    container.add(text);
    return text;
  };
  container.add(
    scene.add.text(12, 16, cw('key.title'), displayStyle('small', hex(PALETTE.accent))).setOrigin(0, 0.5),
  );
  // Row 1: pirates.
  g.fillStyle(PALETTE.surface, 1).fillCircle(18, 38, 5);
  say(28, 38, cw('key.ready'));
  g.lineStyle(1.5, PALETTE.surface, 1).strokeCircle(112, 38, 5);
  g.lineBetween(109, 41, 115, 35);
  say(122, 38, cw('key.spent'));
  // Row 2: Strength and jokers.
  container.add(
    scene.add
      .text(12, 60, cw('group.strength', { strength: 3 }), displayStyle('caption', PAPER))
      .setOrigin(0, 0.5),
  );
  say(34, 60, cw('strength', { strength: 3 }));
  resourceGlyph(g, 'joker', 112, 60, 6);
  say(122, 60, cw('key.any'));
  // Row 3: locks, and gains on the tracks.
  g.fillStyle(PALETTE.surface, 1).fillRect(13, 80, 10, 8);
  g.lineStyle(1.5, PALETTE.surface, 1).strokeCircle(18, 79, 3.5);
  const lock = say(28, 82, cw('key.lock'));
  // The bonuses follow the lock's words, however long a language makes them.
  const bonusesAt = Math.max(136, lock.x + lock.width + 8);
  container.add(
    scene.add.text(bonusesAt, 82, cw('key.bonuses'), displayStyle('caption', PAPER)).setOrigin(0, 0.5),
  );
  // Row 4: points.
  container.add(scene.add.text(12, 102, cw('key.rp'), displayStyle('caption', PAPER)).setOrigin(0, 0.5));
  say(34, 102, cw('key.reputation'));
  if (tooltip) {
    const zone = scene.add.zone(0, 0, w, h).setOrigin(0, 0);
    tooltip.attach(zone, cw('key.tip'));
    container.add(zone);
  }
}
