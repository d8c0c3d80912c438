// The end of the game: the whole table gives way to the final renown, written on a sheet like a score pad.
import type Phaser from 'phaser';
import { drawSeatMark } from '../../art/seat-mark';
import { INK } from '../../art/palette';
import { TYPE } from '../../../ui/theme';
import type { TableTooltip } from '../../tooltip';
import type { EollisModel } from '../model';
import { clanName } from '../labels';
import { eo, renownWords } from '../terms';
import { EOLLIS, HEIGHT, WIDTH, fitBlock, paperGrain, text, tipArea, title } from './common';

/**
 * The smallest word on the final sheet: once the game is over the page's side column widens and the canvas shows
 * at about 0.61 of its size on a 1280×720 window, so the sheet's words are `label` at least (11 CSS px there).
 */
const FINAL_MIN = TYPE.label;

const SHEET = { x: 96, y: 28, w: WIDTH - 192, h: HEIGHT - 56 } as const;

/** The final renown, best first: each Clan's rank, name, renown, living pirates by name and missions shown. */
export function drawFinal(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  model: EollisModel,
  tips: TableTooltip,
): void {
  const { x, y, w, h } = SHEET;
  const g = scene.add.graphics();
  parent.add(g);
  g.fillStyle(0x000000, 0.4).fillRoundedRect(x + 4, y + 6, w, h, 14);
  paperGrain(g, x, y, w, h, EOLLIS.surface, 14);
  g.lineStyle(3, EOLLIS.brassDark, 1).strokeRoundedRect(x, y, w, h, 14);
  g.lineStyle(1, EOLLIS.brassDark, 0.7).strokeRoundedRect(x + 8, y + 8, w - 16, h - 16, 10);
  title(scene, parent, x + w / 2, y + 22, eo('results.title'), TYPE.title, INK.ink).setOrigin(0.5, 0);
  text(scene, parent, x + w / 2, y + 60, eo('banner.gameOver'), FINAL_MIN, 0x5a4c3c, {
    fontStyle: 'italic',
  }).setOrigin(0.5, 0);
  const lines = model.final ?? [];
  // The rows keep together in the middle of the sheet, however many Clans there are.
  const room = y + h - 24 - (y + 96);
  const rowH = Math.min(104, Math.floor(room / Math.max(1, lines.length)));
  const top = y + 96 + Math.floor((room - rowH * lines.length) / 2);
  lines.forEach((line, k) => {
    const clan = model.clans[line.seat];
    const ry = top + k * rowH;
    const winner = line.rank === 1;
    if (k > 0) g.lineStyle(1, 0x8a6a3e, 0.5).lineBetween(x + 40, ry - 4, x + w - 40, ry - 4);
    if (winner) g.fillStyle(EOLLIS.accent, 0.35).fillRoundedRect(x + 24, ry, w - 48, rowH - 10, 8);
    title(
      scene,
      parent,
      x + 60,
      ry + 6,
      String(line.rank),
      TYPE.display,
      winner ? EOLLIS.alarm : INK.ink,
    ).setOrigin(0.5, 0);
    drawSeatMark(g, clan?.colour ?? '', x + 110, ry + 22, 11);
    const you = clan?.you ? 'you' : undefined;
    const name = `${winner ? '★ ' : ''}${eo('canvas.finalName', { clan: clanName(model, line.seat), context: you })}`;
    title(scene, parent, x + 130, ry + 8, name, TYPE.heading, INK.ink);
    const facts = eo(line.duelRolls.length > 0 ? 'canvas.factsDuel' : 'canvas.facts', {
      renown: line.renown,
      living: line.living,
      rolls: line.duelRolls.join('/'),
    });
    title(scene, parent, x + w - 40, ry + 8, facts, TYPE.heading, INK.ink).setOrigin(1, 0);
    // Who is left of the crew, and the missions the Clan showed.
    const crew = (clan?.pirates ?? []).map((p) => p.name).join(' · ');
    const missions = (clan?.missions ?? []).map((m) => `✓ ${m}`).join('  ');
    const words = [crew, missions].filter(Boolean).join('   ');
    if (words && rowH >= 72)
      fitBlock(
        scene,
        parent,
        x + 130,
        ry + 40,
        words,
        w - 170,
        rowH - 50,
        FINAL_MIN,
        0x3a2e22,
        {},
        FINAL_MIN,
      );
    tipArea(
      tips,
      parent,
      x + 24,
      ry,
      w - 48,
      rowH - 10,
      [
        eo(line.duelRolls.length > 0 ? 'canvas.finalLineTie' : 'canvas.finalLine', {
          clan: clanName(model, line.seat),
          rank: line.rank,
          renown: renownWords(line.renown),
          living: line.living,
        }),
        crew ? eo('canvas.crew', { crew }) : '',
        missions ? eo('canvas.missions', { missions }) : '',
      ]
        .filter(Boolean)
        .join('\n'),
    );
  });
}
