// The final count drawn over the deck: both crews line by line, their totals, and the winners.
import Phaser from 'phaser';
import type { FinalCount } from '@flotilla/rules/src/fifteen-men/types';
import { INK, css } from '../../art/palette';
import { DISPLAY, FONT, title } from './card-art';
import { sharpness } from '../../phaser-host';
import { TYPE } from '../../../ui/theme';
import { scoreLineName, winnersLine } from '../labels';
import { RING_CENTRE } from '../layout';

/**
 * The tally panel over the deck: each crew's pirates line by line with their skill and vessel bonuses and a
 * running sum, then the totals and the winners. With `step` > 0 the lines appear one after another.
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
  const colW = Math.min(380, 820 / Math.max(1, teams.length));
  const width = colW * teams.length + 40;
  const left = RING_CENTRE.x - width / 2;
  const rows = Math.max(...teams.map((t) => t.lines.length));
  const height = Math.min(680, 150 + rows * 24);
  const top = RING_CENTRE.y - height / 2;
  const g = s.add.graphics();
  g.fillStyle(0x000000, 0.45).fillRoundedRect(left + 6, top + 8, width, height, 14);
  g.fillStyle(INK.paper, 0.98).fillRoundedRect(left, top, width, height, 14);
  g.lineStyle(3, INK.gold, 1).strokeRoundedRect(left + 5, top + 5, width - 10, height - 10, 10);
  panel.add(g);
  panel.add(title(s, RING_CENTRE.x, top + 26, 'The crews are counted', TYPE.heading, css(INK.ink)));
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
  teams.forEach((team, k) => {
    const x = left + 20 + k * colW;
    const title = team.captainTeam ? 'Captain’s crew' : teams.length === 2 ? 'Mutineers' : 'Crew';
    panel.add(
      s.add.text(x + 8, top + 52, `${title}: ${team.seats.map(names).join(', ')}`, {
        fontFamily: DISPLAY,
        fontSize: `${TYPE.small}px`,
        color: css(INK.ink),
        fontStyle: 'bold',
        resolution: sharpness(),
        wordWrap: { width: colW - 16 },
      }),
    );
    let running = 0;
    team.lines.forEach((line, i) => {
      running += line.vp + line.bonus + line.vessel;
      const extras = [
        line.bonus !== 0 ? `skill ${sign(line.bonus)}` : '',
        line.vessel !== 0 ? `vessel ${sign(line.vessel)}` : '',
      ]
        .filter(Boolean)
        .join(', ');
      later(
        s.add.text(
          x + 8,
          top + 84 + i * 24,
          `${scoreLineName(line.what)}  ${line.vp}${extras ? ` (${extras})` : ''}`,
          {
            fontFamily: FONT,
            fontSize: `${TYPE.body}px`,
            color: css(INK.ink),
            fixedWidth: colW - 70,
            resolution: sharpness(),
          },
        ),
      );
      panel.add(
        s.add
          .text(x + colW - 24, top + 84 + i * 24, String(running), {
            fontFamily: DISPLAY,
            fontSize: `${TYPE.small}px`,
            color: css(INK.inkSoft),
            resolution: sharpness(),
          })
          .setOrigin(1, 0)
          .setAlpha(animate ? 0 : 1),
      );
      const runningText = panel.list[panel.list.length - 1] as Phaser.GameObjects.Text;
      if (animate)
        s.tweens.add({
          targets: runningText,
          alpha: 1,
          delay: delay - step,
          duration: Math.max(1, fade),
        });
    });
    later(
      s.add
        .text(x + colW - 24, top + height - 58, `Total ${team.total} VP`, {
          fontFamily: DISPLAY,
          fontSize: `${TYPE.label}px`,
          color: css(INK.ink),
          fontStyle: 'bold',
          resolution: sharpness(),
        })
        .setOrigin(1, 0),
    );
  });
  later(title(s, RING_CENTRE.x, top + height - 22, winnersLine(final, names), TYPE.label, css(INK.red)));
  return panel;
}

function sign(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}
