// The centre of the deck: the phase and whose turn, the vessel and scenario cards, the guards and the dead.
import Phaser from 'phaser';
import type { FifteenMenModel } from '../model';
import { INK, css, seatHex } from '../../art/palette';
import { CARD_H, CARD_W, drawFront, drawPiles, text, title } from './card-art';
import { SPACE, TYPE } from '../../../ui/theme';
import {
  PHASE_WORDS,
  cardTip,
  pirateName,
  promptLine,
  w as say,
  scenarioName,
  scenarioText,
  vesselName,
  vesselText,
} from '../labels';
import { RING_CENTRE, floorType } from '../layout';
import type { Board } from './board';

/** The vessel's and the scenario's cards. */
export const INFO_CARD = { w: 204, h: 132 } as const;

/**
 * The centre's rows, top to bottom, inside the ring: the phase (under the doubloons of the top cards), the prompt,
 * the dead, the two cards, the guards. The guards stand between the bottom cards of the ring; their caption to
 * their left.
 */
const ROWS = { phase: 210, prompt: 242, dead: 268, cards: 360, guards: 494 } as const;
/** The dead's line runs between the ring's cards on its left and right. */
const DEAD_WIDTH = 520;

/** Redraws the centre of the deck into `c`. */
export function drawCentre(
  scene: Phaser.Scene,
  board: Board,
  c: Phaser.GameObjects.Container,
  m: FifteenMenModel,
): void {
  c.removeAll(true);
  const cx = RING_CENTRE.x;
  const floor = floorType(m.phase === 'over');
  const turn = m.turn === null ? null : m.players[m.turn.seat];
  const whose = turn ? say('canvas.turn', { name: turn.name, ...(turn.you ? { context: 'you' } : {}) }) : '';
  const prompting = promptLine(m);
  c.add(
    title(scene, cx, ROWS.phase, (PHASE_WORDS[m.phase] ?? m.phase).toUpperCase(), TYPE.title, '#f3e6c8', {
      stroke: '#1b120a',
      strokeThickness: 5,
    }),
  );
  c.add(
    text(scene, cx, ROWS.prompt, [whose, prompting].filter(Boolean).join(' · '), floor, css(INK.highlight), {
      stroke: '#1b120a',
      strokeThickness: 4,
    }),
  );
  // The dead, and William Ghost's curse, in one line under the prompt (the cards keep their place below it).
  const dead = m.killed.map((id) => pirateName(id));
  const haunted =
    m.ghostPenalty === null ? '' : say('canvas.haunts', { name: m.players[m.ghostPenalty]?.name ?? '?' });
  const deadLine = (shown: number): string =>
    [
      dead.length === 0
        ? ''
        : shown < dead.length
          ? say('canvas.deadMore', { names: dead.slice(0, shown).join(', '), count: dead.length - shown })
          : `✝ ${dead.join(', ')}`,
      haunted,
    ]
      .filter(Boolean)
      .join(' · ');
  if (dead.length > 0 || haunted !== '') {
    // One line between the prompt and the cards: the first names, then how many more (the tooltip names all).
    const line = text(scene, cx, ROWS.dead, deadLine(dead.length), floor, '#e9b8a8', {
      fontStyle: 'italic',
      stroke: '#1b120a',
      strokeThickness: 3,
    });
    for (let shown = dead.length - 1; line.width > DEAD_WIDTH && shown >= 1; shown--)
      line.setText(deadLine(shown));
    c.add(line);
    board.tip?.attach(
      line,
      [
        say('canvas.killedSoFar', { names: dead.join(', ') || say('who.nobody') }),
        haunted ? say('canvas.curse', { haunted }) : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
  }
  const left = cx - INFO_CARD.w / 2 - SPACE.s;
  const right = cx + INFO_CARD.w / 2 + SPACE.s;
  const vessel = drawInfoCard(
    scene,
    c,
    left,
    ROWS.cards,
    say('canvas.vessel'),
    vesselName(m.vessel),
    vesselText(m.vessel),
    0x1f4e6b,
    floor,
  );
  vessel.setSize(INFO_CARD.w, INFO_CARD.h);
  board.tip?.attach(
    vessel,
    say('canvas.vesselTip', { name: vesselName(m.vessel), text: vesselText(m.vessel) }),
  );
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
      ? say('canvas.price', { price: m.tortuga.price })
      : m.daughter !== null
        ? say('canvas.favours', {
            name:
              m.daughter.controller === null
                ? say('who.nobody')
                : (m.players[m.daughter.controller]?.name ?? '?'),
          })
        : '';
  const scenario = drawInfoCard(
    scene,
    c,
    right,
    ROWS.cards,
    say('canvas.scenario'),
    scenarioName(m.scenario),
    extra || scenarioText(m.scenario),
    0x5b2f4f,
    floor,
  );
  const { w, h } = INFO_CARD;
  scenario.setInteractive(new Phaser.Geom.Rectangle(-w / 2, -h / 2, w, h), Phaser.Geom.Rectangle.Contains);
  board.tip?.attach(
    scenario,
    say(extra ? 'canvas.scenarioTipExtra' : 'canvas.scenarioTip', {
      name: scenarioName(m.scenario),
      text: scenarioText(m.scenario),
      extra,
    }),
  );
  if (scenarioToken !== '') {
    scenario.on('pointerup', () => board.click(scenarioToken, right, ROWS.cards));
    scenario.setData('token', scenarioToken);
    board.hits.set(scenarioToken, { x: right, y: ROWS.cards });
  }
  if (m.daughter !== null) {
    // The Daughter's doubloons on her card's foot, under the one line her card shows.
    drawPiles(
      scene,
      c,
      m.daughter.doubloons,
      (seat) => seatHex(m.players[seat]?.colour ?? ''),
      right,
      ROWS.cards + h / 2 - 24,
      false,
      () => null,
      floor,
    );
  }
  // The captain's guards, face up before the captain, between the ring's bottom cards.
  if (m.guards.length > 0) {
    const step = CARD_W + SPACE.m;
    const first = cx - ((m.guards.length - 1) * step) / 2;
    m.guards.forEach((id, k) => {
      const card = scene.add.container(first + k * step, ROWS.guards);
      drawFront(scene, card, id, m.phase === 'over');
      if (id === 'william-gibbons' && m.gibbonsUsed) card.setAlpha(0.5);
      card.setSize(CARD_W, CARD_H);
      board.tip?.attach(card, `${say('canvas.guardTip')}\n${cardTip(id)}`);
      c.add(card);
    });
    c.add(
      text(scene, first - CARD_W / 2 - SPACE.s, ROWS.guards, say('canvas.guardsLabel'), floor, '#d9c9a4', {
        fontStyle: 'italic',
        align: 'right',
        lineSpacing: -4,
      }).setOrigin(1, 0.5),
    );
  }
}

/**
 * A vessel or scenario card: its kind, its name, and as much of its text as fits — whole sentences, or the first
 * one's words up to an ellipsis (the tooltip gives it whole).
 */
function drawInfoCard(
  scene: Phaser.Scene,
  into: Phaser.GameObjects.Container,
  x: number,
  y: number,
  kind: string,
  name: string,
  body: string,
  ground: number,
  floor: number,
): Phaser.GameObjects.Container {
  const card = scene.add.container(x, y);
  const { w, h } = INFO_CARD;
  const g = scene.add.graphics();
  g.fillStyle(0x000000, 0.35).fillRoundedRect(-w / 2 + 2, -h / 2 + 4, w, h, 10);
  g.fillStyle(ground, 1).fillRoundedRect(-w / 2, -h / 2, w, h, 10);
  g.lineStyle(2, 0xe8d3a0, 0.9).strokeRoundedRect(-w / 2 + 4, -h / 2 + 4, w - 8, h - 8, 8);
  card.add(g);
  const wrap = w - 20;
  const label = text(scene, 0, -h / 2 + 8, kind.toUpperCase(), floor, '#e8d3a0', { letterSpacing: 1 });
  label.setOrigin(0.5, 0);
  card.add(label);
  const head = text(scene, 0, label.y + label.height - 2, name, Math.max(TYPE.label, floor), '#ffffff', {
    fontStyle: 'bold',
    wordWrap: { width: wrap },
    lineSpacing: -5,
  });
  head.setOrigin(0.5, 0);
  card.add(head);
  const top = head.y + head.height + 2;
  const room = h / 2 - 8 - top;
  const style = { wordWrap: { width: wrap }, lineSpacing: -4 };
  const sentences = body.match(/[^.!?]+[.!?]*/g) ?? [body];
  for (let n = sentences.length; n >= 1; n--) {
    const t = text(scene, 0, top, sentences.slice(0, n).join('').trim(), floor, '#f3e6c8', style);
    t.setOrigin(0.5, 0);
    if (t.height <= room) {
      card.add(t);
      break;
    }
    t.destroy();
    if (n > 1) continue;
    // Not even the first sentence: its words, one fewer at a time, then an ellipsis.
    const words = (sentences[0] ?? '').trim().split(/\s+/);
    for (let k = words.length - 1; k >= 1; k--) {
      const cut = text(scene, 0, top, `${words.slice(0, k).join(' ')}…`, floor, '#f3e6c8', style);
      cut.setOrigin(0.5, 0);
      if (cut.height <= room || k === 1) {
        card.add(cut);
        break;
      }
      cut.destroy();
    }
  }
  into.add(card);
  return card;
}
