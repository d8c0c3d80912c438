// The centre of the deck: the phase and whose turn, the vessel and scenario cards, the guards and the dead.
import Phaser from 'phaser';
import type { FifteenMenModel } from '../model';
import { INK, css, seatHex } from '../../art/palette';
import { drawFront, drawPiles, text, title } from './card-art';
import { TYPE } from '../../../ui/theme';
import {
  PHASE_WORDS,
  cardTip,
  pirateName,
  promptLine,
  scenarioName,
  scenarioText,
  vesselName,
  vesselText,
} from '../labels';
import { RING_CENTRE } from '../layout';
import type { Board } from './board';

/** Redraws the centre of the deck into `c`. */
export function drawCentre(
  scene: Phaser.Scene,
  board: Board,
  c: Phaser.GameObjects.Container,
  m: FifteenMenModel,
): void {
  c.removeAll(true);
  const cx = RING_CENTRE.x;
  const turn = m.turn === null ? null : m.players[m.turn.seat];
  const whose = turn ? (turn.you ? 'Your turn' : `${turn.name}’s turn`) : '';
  const prompting = promptLine(m);
  c.add(
    title(scene, cx, 196, (PHASE_WORDS[m.phase] ?? m.phase).toUpperCase(), TYPE.title, '#f3e6c8', {
      stroke: '#1b120a',
      strokeThickness: 5,
    }),
  );
  c.add(
    text(scene, cx, 226, [whose, prompting].filter(Boolean).join(' · '), 16, css(INK.highlight), {
      stroke: '#1b120a',
      strokeThickness: 4,
    }),
  );
  const vessel = drawInfoCard(
    scene,
    c,
    cx - 100,
    314,
    'Vessel',
    vesselName(m.vessel),
    vesselText(m.vessel),
    0x1f4e6b,
  );
  vessel.setSize(184, 112);
  board.tip?.attach(vessel, `The vessel, ${vesselName(m.vessel)}: ${vesselText(m.vessel)}`);
  const scenarioToken =
    m.scenario === 'tortuga'
      ? 'card:tortuga'
      : m.scenario === 'voodoo'
        ? 'card:voodoo'
        : m.scenario === 'governors-daughter'
          ? 'card:daughter'
          : '';
  const extra =
    m.tortuga !== null
      ? `Price now: ${m.tortuga.price}`
      : m.daughter !== null
        ? `Favours: ${m.daughter.controller === null ? 'nobody' : (m.players[m.daughter.controller]?.name ?? '?')}`
        : '';
  const scenario = drawInfoCard(
    scene,
    c,
    cx + 100,
    314,
    'Scenario',
    scenarioName(m.scenario),
    extra || scenarioText(m.scenario),
    0x5b2f4f,
  );
  scenario.setInteractive(new Phaser.Geom.Rectangle(-92, -56, 184, 112), Phaser.Geom.Rectangle.Contains);
  board.tip?.attach(
    scenario,
    `The scenario, ${scenarioName(m.scenario)}: ${scenarioText(m.scenario)}${extra ? ` (${extra})` : ''}`,
  );
  if (scenarioToken !== '') {
    scenario.on('pointerup', () => board.click(scenarioToken, cx + 100, 314));
    scenario.setData('token', scenarioToken);
    board.hits.set(scenarioToken, { x: cx + 100, y: 314 });
  }
  if (m.daughter !== null) {
    drawPiles(
      scene,
      c,
      m.daughter.doubloons,
      (seat) => seatHex(m.players[seat]?.colour ?? ''),
      cx + 100,
      372,
    );
  }
  // The captain's guards, face up before the captain.
  if (m.guards.length > 0) {
    c.add(text(scene, cx, 392, 'The captain’s guards', TYPE.small, '#d9c9a4', { fontStyle: 'italic' }));
    m.guards.forEach((id, k) => {
      const card = scene.add.container(cx + (k - (m.guards.length - 1) / 2) * 88, 450).setScale(0.8);
      drawFront(scene, card, id);
      if (id === 'william-gibbons' && m.gibbonsUsed) card.setAlpha(0.5);
      card.setSize(84, 106);
      board.tip?.attach(card, `A guard before the captain, on the captain’s crew.\n${cardTip(id)}`);
      c.add(card);
    });
  }
  const dead = m.killed.map((id) => pirateName(id));
  const deadY = m.guards.length > 0 ? 516 : 410;
  if (dead.length > 0) {
    c.add(
      text(scene, cx, deadY, `✝ Dead men: ${dead.join(', ')}`, 13, '#e9b8a8', { wordWrap: { width: 420 } }),
    );
  }
  if (m.ghostPenalty !== null) {
    c.add(
      text(
        scene,
        cx,
        deadY + 36,
        `William Ghost haunts ${m.players[m.ghostPenalty]?.name ?? '?'} (−4)`,
        13,
        '#cfd8dc',
      ),
    );
  }
}

function drawInfoCard(
  scene: Phaser.Scene,
  into: Phaser.GameObjects.Container,
  x: number,
  y: number,
  kind: string,
  name: string,
  body: string,
  ground: number,
): Phaser.GameObjects.Container {
  const card = scene.add.container(x, y);
  const g = scene.add.graphics();
  g.fillStyle(0x000000, 0.35).fillRoundedRect(-90, -52, 184, 112, 10);
  g.fillStyle(ground, 1).fillRoundedRect(-92, -56, 184, 112, 10);
  g.lineStyle(2, 0xe8d3a0, 0.9).strokeRoundedRect(-88, -52, 176, 104, 8);
  card.add(g);
  card.add(text(scene, 0, -42, kind.toUpperCase(), TYPE.caption, '#e8d3a0', { letterSpacing: 1 }));
  const head = text(scene, 0, -32, name, TYPE.body, '#ffffff', {
    fontStyle: 'bold',
    wordWrap: { width: 170 },
  });
  head.setOrigin(0.5, 0);
  card.add(head);
  // The text whole when it fits, else its first sentence (the tooltip gives it whole).
  const room = 52 - (head.y + head.height + 2);
  const sentences = body.match(/[^.!?]+[.!?]*/g) ?? [body];
  for (let n = sentences.length; n >= 1; n--) {
    const words = sentences.slice(0, n).join('').trim();
    const t = text(scene, 0, head.y + head.height + 2, words, TYPE.caption, '#f3e6c8', {
      wordWrap: { width: 170 },
      lineSpacing: -3,
    }).setOrigin(0.5, 0);
    if (t.height <= room || n === 1) {
      card.add(t);
      break;
    }
    t.destroy();
  }
  into.add(card);
  return card;
}
