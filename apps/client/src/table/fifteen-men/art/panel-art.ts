// A player's panel: name and colour, captain and faction, the pirates they control, doubloons in hand, bullet.
import { drawSeatMark } from '../../art/seat-mark';
import type Phaser from 'phaser';
import type { FifteenMenModel, PlayerModel } from '../model';
import { INK, css, seatHex } from '../../art/palette';
import { DISPLAY, FONT, drawBullet, drawCoin } from './card-art';
import { sharpness } from '../../phaser-host';
import { SPACE, TYPE } from '../../../ui/theme';
import { FACTION_WORDS as FACTIONS, w as say } from '../labels';
import { PANEL, floorType, panelBox } from '../layout';
import type { Board } from './board';

/** The radius of your own doubloons (the others' are a unit smaller). */
export const HAND_COIN = 15;
/** The "overboard" button's height. */
export const OVERBOARD = { h: 28 } as const;

/** Cuts `t`'s words to `width` with an ellipsis. */
function fitWidth(t: Phaser.GameObjects.Text, width: number): void {
  const whole = t.text;
  for (let n = whole.length - 1; t.width > width && n > 1; n--) t.setText(`${whole.slice(0, n).trimEnd()}…`);
}

/** One player's panel in the column on the right. */
export function drawPlayer(
  scene: Phaser.Scene,
  board: Board,
  p: PlayerModel,
  i: number,
  m: FifteenMenModel,
): Phaser.GameObjects.Container {
  const box = panelBox(i, m.players.length, m.you);
  const panel = scene.add.container(PANEL.x, box.y);
  const hex = seatHex(p.colour);
  const g = scene.add.graphics();
  if (p.awaited) g.fillStyle(INK.highlight, 0.3).fillRoundedRect(-5, -5, PANEL.width + 10, box.h + 10, 12);
  g.fillStyle(0x10283a, 0.95).fillRoundedRect(0, 0, PANEL.width, box.h, 10);
  g.lineStyle(p.you ? 3 : 1.5, p.you ? hex : 0x3d6680, 1).strokeRoundedRect(0, 0, PANEL.width, box.h, 10);
  g.fillStyle(hex, 1).fillRoundedRect(0, 0, 12, box.h, { tl: 10, bl: 10, tr: 0, br: 0 });
  // Rows, top to bottom: name and badges; faction and pistol; the crew; doubloons at the foot. In body type while
  // the game is on, label type once it is over (the canvas shows smaller then).
  const floor = floorType(m.phase === 'over');
  const rows = [8, 8 + floor + 10, 8 + 2 * (floor + 10)] as const;
  // The seat's shape beside its name: colour is never the only mark of a seat.
  drawSeatMark(g, p.colour, 30, rows[0] + 11, 8);
  panel.add(g);
  const style = (size: number, color: string): Phaser.Types.GameObjects.Text.TextStyle => ({
    fontFamily: FONT,
    resolution: sharpness(),
    fontSize: `${size}px`,
    color,
  });
  const badges: string[] = [];
  if (p.captain) badges.push(say('panel.captain'));
  if (p.active && m.phase !== 'over')
    badges.push(say(m.phase === 'showdown' ? 'panel.toShoot' : 'panel.turn'));
  if (m.final?.winners.includes(p.seat)) badges.push(say('panel.wins'));
  const badge = scene.add
    .text(PANEL.width - 10, rows[0] + 1, badges.join('  '), style(floor, css(INK.highlight)))
    .setOrigin(1, 0);
  panel.add(badge);
  const named = p.you ? say('summary.you', { name: p.name }) : p.name;
  const name = scene.add.text(44, rows[0], p.bot ? say('panel.bot', { name: named }) : named, {
    ...style(TYPE.label, '#ffffff'),
    fontFamily: DISPLAY,
    fontStyle: 'bold',
  });
  // A long name gives way to the badges: cut with an ellipsis (the panel's tooltip names the player whole).
  fitWidth(name, badge.x - badge.width - SPACE.s - name.x);
  panel.add(name);
  // The faction: your own always (unless hidden for streamers), others' when the table knows them.
  const faction = p.faction === null ? (p.captain ? 'captain' : null) : p.faction;
  const hide = p.you && board.factionHidden && m.phase !== 'over';
  const factionWords = hide
    ? say('panel.factionHidden')
    : faction === null
      ? say('panel.factionUnknown')
      : (FACTIONS[faction] ?? faction);
  panel.add(
    scene.add.text(24, rows[1], factionWords, {
      ...style(floor, faction === null || hide ? '#8fa8b9' : faction === 'mutineer' ? '#f2a285' : '#9fd8ff'),
      fontStyle: p.you ? 'bold' : 'italic',
    }),
  );
  // The pistol and its state, on the faction's row.
  const bullet = scene.add.graphics();
  const gun = { x: PANEL.width - 34, y: rows[1] + floor / 2 + 4 };
  drawBullet(bullet, gun.x, gun.y, p.bullet);
  panel.add(bullet);
  const pistol = board.tip?.area(
    gun.x - 20,
    gun.y - 14,
    44,
    28,
    say(`panel.${p.bullet === 'held' || p.bullet === 'confiscated' ? p.bullet : 'fired'}`, {
      name: p.name,
      ...(p.you ? { context: 'you' } : {}),
    }),
  );
  if (pistol) panel.add(pistol);
  panel.add(
    scene.add
      .text(
        gun.x - 22,
        rows[1],
        p.bullet === 'held' ? say('panel.bullet') : say(`summary.bullet.${p.bullet}`),
        style(floor, '#d9c9a4'),
      )
      .setOrigin(1, 0),
  );
  const crew = m.ring.filter((s) => s.controller === p.seat && !s.empty).map((s) => `#${s.position}`);
  // How many pirates, and which: the positions in the player's colour (the cards carry the same colour).
  const count = say('panel.pirates', { count: crew.length });
  panel.add(
    scene.add.text(
      24,
      rows[2],
      crew.length > 0 ? say('panel.crew', { pirates: count, positions: crew.join(' ') }) : count,
      {
        ...style(floor, crew.length > 0 ? css(hex) : '#d9c9a4'),
        wordWrap: { width: PANEL.width - 40 },
      },
    ),
  );
  const coinY = box.h - HAND_COIN - 8;
  const r = p.you ? HAND_COIN : HAND_COIN - 1;
  const spacing = r * 2 + SPACE.s;
  p.doubloons.forEach((value, k) => {
    const coin = scene.add.container(24 + r + k * spacing, coinY);
    drawCoin(scene, coin, value, hex, r, Math.max(floor, Math.round(r * 1.15)));
    if (p.you) {
      coin.setSize(r * 2, r * 2).setInteractive({ useHandCursor: true });
      coin.on('pointerup', () => board.click(`coin:${value}`, PANEL.x + coin.x, box.y + coinY));
      coin.setData('token', `coin:${value}`);
      if (!board.hits.has(`coin:${value}`))
        board.hits.set(`coin:${value}`, { x: PANEL.x + coin.x, y: box.y + coinY });
    }
    if (!p.you) coin.setSize(r * 2, r * 2);
    board.tip?.attach(
      coin,
      say('panel.coinTip', { name: p.name, value, ...(p.you ? { context: 'you' } : {}) }),
    );
    panel.add(coin);
  });
  if (p.doubloons.length === 0)
    panel.add(scene.add.text(24, coinY, say('panel.noDoubloons'), style(floor, '#8fa8b9')).setOrigin(0, 0.5));
  if (p.you && board.legal.some((a) => a.type === 'discard')) {
    // Beside the last doubloon.
    const x = 24 + p.doubloons.length * spacing + SPACE.s;
    const overboard = scene.add
      .text(x, coinY, say('panel.overboard'), {
        ...style(floor, '#f2a285'),
        backgroundColor: '#2a1a10',
        padding: { x: 6, y: (OVERBOARD.h - floor - 6) / 2 },
      })
      .setOrigin(0, 0.5);
    overboard.setInteractive({ useHandCursor: true });
    overboard.on('pointerup', () => board.click('discard', PANEL.x + x, box.y + coinY));
    overboard.setData('token', 'discard');
    board.hits.set('discard', { x: PANEL.x + x + overboard.width / 2, y: box.y + coinY });
    panel.add(overboard);
  }
  panel.setSize(PANEL.width, box.h);
  panel.setData('token', `seat:${p.seat}`);
  // The panel's own hover and click area, beneath what it holds: a zone, which Phaser ranks below anything drawn,
  // so the doubloons on it keep their clicks. (A container's rectangle is offset by half its size: it covered the
  // panel above, whose doubloons then could not be picked.)
  const area = scene.add.zone(0, 0, PANEL.width, box.h).setOrigin(0, 0);
  panel.addAt(area, 1);
  const words = say('panel.tip', {
    name: p.captain ? say('panel.theCaptain', { name: named }) : named,
    pirates: count,
    doubloons: say('panel.doubloons', { count: p.doubloons.length }),
    bullet: say(`summary.bullet.${p.bullet}`),
  });
  if (board.tip) board.tip.attach(area, words);
  else area.setInteractive();
  if (board.legal.some((a) => a.type === 'chooseVictim' && a.seat === p.seat)) {
    if (area.input) area.input.cursor = 'pointer';
    area.on('pointerup', () => board.click(`seat:${p.seat}`, PANEL.x, box.y));
  }
  return panel;
}
