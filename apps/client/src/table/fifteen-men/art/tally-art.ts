// The final count drawn over the deck: both crews line by line, their totals, and the winners.
import Phaser from 'phaser';
import type { FinalCount } from '@flotilla/rules/fifteen-men';
import { INK, css } from '../../art/palette';
import { DISPLAY, FONT, title } from './card-art';
import { sharpness } from '../../phaser-host';
import { SPACE, TYPE } from '../../../ui/theme';
import { scoreLineName, w as say, winnersLine } from '../labels';
import { PANEL, floorType } from '../layout';
import { tallyColumns } from '../tally-columns';

/**
 * The score sheet laid over the whole deck (the canvas shows at 0.61 of its size once the game is over, so its
 * words are in label type at least and need the room): each crew's pirates line by line with their skill and
 * vessel bonuses and a running sum, then the totals and the winners. With `step` > 0 the lines appear one after
 * another. A click puts it away and shows the table under it.
 */
export function drawTally(
  s: Phaser.Scene,
  final: FinalCount,
  names: (seat: number) => string,
  step: number,
  fade: number,
): Phaser.GameObjects.Container {
  const panel = s.add.container(0, 0).setDepth(38);
  const teams = final.teams;
  // The sheet has room: its lines a step above the floor, which only its hint keeps.
  const hint = floorType(true);
  const size = TYPE.heading;
  const left = SPACE.l;
  const top = SPACE.m;
  const width = PANEL.x - 2 * left;
  const height = 720 - 2 * top;
  const colW = (width - 2 * SPACE.xl) / Math.max(1, teams.length);
  const rowH = size + 10;
  const g = s.add.graphics();
  g.fillStyle(0x000000, 0.45).fillRoundedRect(left + 6, top + 8, width, height, 14);
  g.fillStyle(INK.paper, 1).fillRoundedRect(left, top, width, height, 14);
  g.lineStyle(3, INK.gold, 1).strokeRoundedRect(left + 5, top + 5, width - 10, height - 10, 10);
  panel.add(g);
  const centre = left + width / 2;
  const heading = title(s, centre, 0, say('results.counted'), TYPE.display, css(INK.ink));
  panel.add(heading);
  panel.setInteractive(new Phaser.Geom.Rectangle(left, top, width, height), Phaser.Geom.Rectangle.Contains);
  panel.on('pointerup', () => panel.setVisible(false));
  let delay = 0;
  const animate = step > 0;
  const later = (obj: Phaser.GameObjects.Text): void => {
    panel.add(obj);
    if (!animate) return;
    obj.setAlpha(0);
    s.tweens.add({ targets: obj, alpha: 1, delay, duration: Math.max(1, fade) });
    delay += step;
  };
  // Each crew's heading (its players may take two lines); the lines start under the tallest. The whole block
  // stands in the middle of the sheet.
  const headingStyle = {
    fontFamily: DISPLAY,
    fontSize: `${size}px`,
    color: css(INK.ink),
    fontStyle: 'bold',
    resolution: sharpness(),
    wordWrap: { width: colW - 2 * SPACE.l },
  };
  const headings = teams.map((team, k) => {
    const crew = say(
      team.captainTeam ? 'results.captainsCrew' : teams.length === 2 ? 'results.mutineers' : 'results.crew',
    );
    const heading = s.add.text(
      left + SPACE.xl + k * colW + SPACE.s,
      0,
      say('results.caption', { crew, names: team.seats.map(names).join(', ') }),
      headingStyle,
    );
    panel.add(heading);
    return heading;
  });
  const headingH = Math.max(...headings.map((h) => h.height));
  const rows = Math.max(...teams.map((t) => t.lines.length));
  const block = headingH + SPACE.s + (rows + 1) * rowH + SPACE.s + TYPE.title + SPACE.xl + 2 * TYPE.title;
  // The title and the count stand together in the middle of the sheet.
  const start = Math.max(top + 96, top + (height - block) / 2 + SPACE.xl);
  heading.setY(start - TYPE.display - SPACE.m);
  headings.forEach((h) => h.setY(start));
  const columns = start + headingH + SPACE.s;
  const first = columns + rowH;
  const totalY = first + rows * rowH + SPACE.s;
  const cell = (
    x: number,
    y: number,
    words: string,
    colour: string,
    right: boolean,
    face: string = FONT,
  ): Phaser.GameObjects.Text =>
    s.add
      .text(x, y, words, { fontFamily: face, fontSize: `${size}px`, color: colour, resolution: sharpness() })
      .setOrigin(right ? 1 : 0, 0);
  teams.forEach((team, k) => {
    const x = left + SPACE.xl + k * colW + SPACE.s;
    // Pirate, VP, skill, vessel, running sum: the columns of the score pad, each as wide as its heading or its
    // widest figure ("12", "+4"), laid from the right edge.
    const soft = css(INK.inkSoft);
    const heads = {
      vp: cell(0, columns, say('results.vp'), soft, true),
      skill: cell(0, columns, say('results.skill'), soft, true),
      vessel: cell(0, columns, say('canvas.ship'), soft, true),
      sum: cell(0, columns, 'Σ', soft, true),
    };
    const figure = 1.4 * size;
    const at = tallyColumns(
      x + colW - SPACE.l - SPACE.s,
      {
        vp: Math.max(heads.vp.width, figure),
        skill: Math.max(heads.skill.width, figure),
        vessel: Math.max(heads.vessel.width, figure),
        sum: Math.max(heads.sum.width, figure),
      },
      SPACE.m,
    );
    panel.add(cell(x, columns, say('results.pirate'), soft, false));
    const nameRoom = at.vp - Math.max(heads.vp.width, figure) - SPACE.m - x;
    for (const column of ['vp', 'skill', 'vessel', 'sum'] as const) panel.add(heads[column].setX(at[column]));
    const g2 = s.add.graphics();
    g2.lineStyle(1, INK.ink, 0.35).lineBetween(x, first - 4, at.sum, first - 4);
    g2.lineStyle(1, INK.ink, 0.35).lineBetween(x, totalY - 4, at.sum, totalY - 4);
    panel.add(g2);
    let running = 0;
    team.lines.forEach((line, i) => {
      running += line.vp + line.bonus + line.vessel;
      const y = first + i * rowH;
      // A long line ("Royal Fortune (majorité)") shrinks to end before the VP column.
      const name = cell(x, y, scoreLineName(line.what), css(INK.ink), false);
      if (name.width > nameRoom) {
        const smaller = Math.max(Math.floor((size * nameRoom) / name.width), Math.round(0.7 * size));
        name.setFontSize(smaller).setY(y + (size - smaller) / 2);
      }
      later(name);
      const rest = [
        cell(at.vp, y, String(line.vp), css(INK.ink), true),
        cell(at.skill, y, line.bonus === 0 ? '' : sign(line.bonus), css(INK.ink), true),
        cell(at.vessel, y, line.vessel === 0 ? '' : sign(line.vessel), css(INK.ink), true),
        cell(at.sum, y, String(running), soft, true, DISPLAY),
      ];
      for (const t of rest) {
        panel.add(t);
        if (!animate) continue;
        t.setAlpha(0);
        s.tweens.add({ targets: t, alpha: 1, delay: delay - step, duration: Math.max(1, fade) });
      }
    });
    later(
      s.add
        .text(at.sum, totalY, say('canvas.totalVp', { vp: team.total }), {
          fontFamily: DISPLAY,
          fontSize: `${TYPE.title}px`,
          color: css(INK.ink),
          fontStyle: 'bold',
          resolution: sharpness(),
        })
        .setOrigin(1, 0),
    );
  });
  later(
    title(
      s,
      centre,
      totalY + TYPE.heading + SPACE.xl,
      winnersLine(final, names),
      TYPE.heading,
      css(INK.red),
      {
        wordWrap: { width: width - 2 * SPACE.xxl },
        align: 'center',
      },
    ).setOrigin(0.5, 0),
  );
  panel.add(
    s.add
      .text(centre, top + height - SPACE.l, say('canvas.sheetHint'), {
        fontFamily: FONT,
        fontSize: `${hint}px`,
        fontStyle: 'italic',
        color: css(INK.inkSoft),
        resolution: sharpness(),
      })
      .setOrigin(0.5, 1),
  );
  return panel;
}

function sign(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}
