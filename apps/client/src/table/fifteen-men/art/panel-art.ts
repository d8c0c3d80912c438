// A player's panel: name and colour, captain and faction, the pirates they control, doubloons in hand, bullet.
import { drawSeatMark } from '../../art/seat-mark';
import type Phaser from 'phaser';
import type { FifteenMenModel, PlayerModel } from '../model';
import { INK, css, seatHex } from '../../art/palette';
import { DISPLAY, FONT, drawBullet, drawCoin } from './card-art';
import { sharpness } from '../../phaser-host';
import { TYPE } from '../../../ui/theme';
import { FACTION_WORDS as FACTIONS } from '../labels';
import { PANEL, panelBox } from '../layout';
import type { Board } from './board';

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
  // The seat's shape beside its name: colour is never the only mark of a seat.
  drawSeatMark(g, p.colour, 30, 19, 8);
  panel.add(g);
  const name = `${p.name}${p.you ? ' (you)' : ''}${p.bot ? ' · bot' : ''}`;
  panel.add(
    scene.add.text(44, 8, name, {
      fontFamily: DISPLAY,
      fontSize: `${TYPE.label}px`,
      color: '#ffffff',
      fontStyle: 'bold',
      resolution: sharpness(),
    }),
  );
  const badges: string[] = [];
  if (p.captain) badges.push('⚓ Captain');
  if (p.active && m.phase !== 'over') badges.push(m.phase === 'showdown' ? '⚔ to shoot' : '★ turn');
  if (m.final?.winners.includes(p.seat)) badges.push('★ wins');
  panel.add(
    scene.add
      .text(PANEL.width - 10, 10, badges.join('  '), {
        fontFamily: FONT,
        resolution: sharpness(),
        fontSize: '14px',
        color: css(INK.highlight),
      })
      .setOrigin(1, 0),
  );
  // The faction: your own always (unless hidden for streamers), others' when the table knows them.
  const faction = p.faction === null ? (p.captain ? 'captain' : null) : p.faction;
  const hide = p.you && board.factionHidden && m.phase !== 'over';
  const factionWords = hide
    ? 'Faction hidden'
    : faction === null
      ? 'Faction unknown'
      : (FACTIONS[faction] ?? faction);
  panel.add(
    scene.add.text(24, 34, factionWords, {
      fontFamily: FONT,
      resolution: sharpness(),
      fontSize: p.you ? '16px' : '13px',
      color: faction === null || hide ? '#7f99ab' : faction === 'mutineer' ? '#f2a285' : '#9fd8ff',
      fontStyle: p.you ? 'bold' : 'italic',
    }),
  );
  const crew = m.ring.filter((s) => s.controller === p.seat && !s.empty).map((s) => `#${s.position}`);
  panel.add(
    scene.add
      .text(PANEL.width - 10, 36, `${crew.length} pirate${crew.length === 1 ? '' : 's'}`, {
        fontFamily: FONT,
        resolution: sharpness(),
        fontSize: '13px',
        color: '#d9c9a4',
      })
      .setOrigin(1, 0),
  );
  if (crew.length > 0 && box.h >= 110) {
    // Which pirates: the positions, in the player's colour (the cards carry the same colour).
    panel.add(
      scene.add.text(24, p.you ? 62 : 56, `Controls ${crew.join(' ')}`, {
        fontFamily: FONT,
        resolution: sharpness(),
        fontSize: '13px',
        color: css(hex),
        wordWrap: { width: PANEL.width - 40 },
      }),
    );
  }
  const bullet = scene.add.graphics();
  drawBullet(bullet, PANEL.width - 34, box.h - 24, p.bullet);
  panel.add(bullet);
  const pistol = board.tip?.area(
    PANEL.width - 54,
    box.h - 40,
    44,
    30,
    p.bullet === 'held'
      ? `${p.you ? 'Your' : `${p.name}’s`} pistol, loaded: one bullet to fire in the Showdown.`
      : p.bullet === 'confiscated'
        ? `${p.you ? 'Your' : `${p.name}’s`} bullet is confiscated by the scenario.`
        : `${p.you ? 'Your' : `${p.name}’s`} bullet is fired.`,
  );
  if (pistol) panel.add(pistol);
  panel.add(
    scene.add
      .text(PANEL.width - 56, box.h - 22, p.bullet === 'held' ? 'bullet' : p.bullet, {
        fontFamily: FONT,
        resolution: sharpness(),
        fontSize: '12px',
        color: '#d9c9a4',
      })
      .setOrigin(1, 0.5),
  );
  const coinY = box.h - 24;
  const r = p.you ? 15 : 11;
  p.doubloons.forEach((value, k) => {
    const coin = scene.add.container(28 + k * (r * 2 + 6), coinY);
    drawCoin(scene, coin, value, hex, r);
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
      p.you
        ? `Your doubloon of ${value}: click it, then a pirate, to bribe it (or defend one you control).`
        : `${p.name} still holds a doubloon of ${value}.`,
    );
    panel.add(coin);
  });
  if (p.doubloons.length === 0)
    panel.add(
      scene.add.text(24, coinY - 8, 'no doubloons left', {
        fontFamily: FONT,
        resolution: sharpness(),
        fontSize: '12px',
        color: '#7f99ab',
      }),
    );
  if (p.you && board.legal.some((a) => a.type === 'discard')) {
    const x = 28 + p.doubloons.length * (r * 2 + 6) + 40;
    const overboard = scene.add
      .text(x, coinY, '⤓ overboard', {
        fontFamily: FONT,
        resolution: sharpness(),
        fontSize: '13px',
        color: '#f2a285',
        backgroundColor: '#2a1a10',
        padding: { x: 6, y: 3 },
      })
      .setOrigin(0, 0.5);
    overboard.setInteractive({ useHandCursor: true });
    overboard.on('pointerup', () => board.click('discard', PANEL.x + x, box.y + coinY));
    overboard.setData('token', 'discard');
    board.hits.set('discard', { x: PANEL.x + x + 40, y: box.y + coinY });
    panel.add(overboard);
  }
  panel.setSize(PANEL.width, box.h);
  panel.setData('token', `seat:${p.seat}`);
  // The panel's own hover and click area, beneath what it holds: a zone, which Phaser ranks below anything drawn,
  // so the doubloons on it keep their clicks. (A container's rectangle is offset by half its size: it covered the
  // panel above, whose doubloons then could not be picked.)
  const area = scene.add.zone(0, 0, PANEL.width, box.h).setOrigin(0, 0);
  panel.addAt(area, 1);
  const words = `${p.name}${p.you ? ' (you)' : ''}${p.captain ? ', the captain' : ''}: ${crew.length} pirate${crew.length === 1 ? '' : 's'} controlled, ${p.doubloons.length} doubloon${p.doubloons.length === 1 ? '' : 's'} in hand, bullet ${p.bullet}.`;
  if (board.tip) board.tip.attach(area, words);
  else area.setInteractive();
  if (board.legal.some((a) => a.type === 'chooseVictim' && a.seat === p.seat)) {
    if (area.input) area.input.cursor = 'pointer';
    area.on('pointerup', () => board.click(`seat:${p.seat}`, PANEL.x, box.y));
  }
  return panel;
}
