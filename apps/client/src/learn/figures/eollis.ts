// Eollis' figures: a pirate and an Event card, the expedition's steps, the airship's posts, the balloon track,
// a trial, a mutiny and the Tavern's sharing. Their words are `learnEollis:figure.*` messages, read as each figure
// is drawn; numbers and symbols stay here.
import { pirateCard as pirateOf } from '@flotilla/rules/eollis/material';
import { t } from '../../i18n/i18n';
import { arrow, at, circle, fitted, line, paper, path, rect, svg, text } from './svg';

/** A word of the figures, in the current language. */
function word(key: string, values?: Record<string, string | number>): string {
  return t(`learnEollis:figure.${key}`, values);
}

/** A pirate's name as its card has it (a proper name: the same in every language). */
function named(id: string): string {
  return pirateOf(id).name;
}

/** A balloon: an ellipse around (cx, cy). */
function balloon(cx: number, cy: number, rx: number, ry: number): string {
  const attributes = { cx, cy, rx, ry, class: 'f-balloon s-dark' };
  const written = Object.entries(attributes).map(([name, value]) => `${name}="${value}"`);
  return `<ellipse ${written.join(' ')}/>`;
}

/** A die showing `n` pips. */
function die(n: number, size = 44): string {
  const half = size / 2;
  const q = size / 4;
  const spots: Record<number, ReadonlyArray<[number, number]>> = {
    1: [[0, 0]],
    2: [
      [-q, -q],
      [q, q],
    ],
    3: [
      [-q, -q],
      [0, 0],
      [q, q],
    ],
    4: [
      [-q, -q],
      [q, -q],
      [-q, q],
      [q, q],
    ],
    5: [
      [-q, -q],
      [q, -q],
      [0, 0],
      [-q, q],
      [q, q],
    ],
    6: [
      [-q, -q],
      [q, -q],
      [-q, 0],
      [q, 0],
      [-q, q],
      [q, q],
    ],
  };
  return (
    rect(-half, -half, size, size, 'f-white s-dark', 8) +
    (spots[n] ?? []).map(([x, y]) => circle(x, y, size / 11, 'f-ink')).join('')
  );
}

function coin(label = '', r = 12): string {
  return circle(0, 0, r, 'f-gold s-dark') + (label ? text(0, 5, label, 't-ink-bold', 'middle', 13) : '');
}

/** A Pirate card: name, the three skills, a power. */
function pirateCard(name: string, skills: [number, number, number], power: string, w = 170, h = 220): string {
  const rows: ReadonlyArray<[string, string, number]> = [
    [word('skill.navigation'), 'f-skill-nav', skills[0]],
    [word('skill.combat'), 'f-skill-combat', skills[1]],
    [word('skill.bagou'), 'f-skill-bagou', skills[2]],
  ];
  return (
    paper(0, 0, w, h, 10) +
    text(w / 2, 28, name, 't-title', 'middle', 15) +
    rect(14, 40, w - 28, 62, 'f-felt-light', 6) +
    circle(w / 2, 64, 16, 'f-soft') +
    path(`M${w / 2 - 30} 102 Q${w / 2} 72 ${w / 2 + 30} 102 Z`, 'f-soft') +
    rows
      .map(
        ([skill, cls, value], i) =>
          rect(14, 112 + i * 26, 22, 22, `${cls} s-dark`, 4) +
          text(25, 128 + i * 26, String(value), 't-white-bold', 'middle', 14) +
          fitted(44, 128 + i * 26, skill, 't-ink', 'start', 14, w - 58),
      )
      .join('') +
    fitted(w / 2, 208, power, 't-soft', 'middle', 12, w - 20)
  );
}

function eventCard(): string {
  return (
    paper(0, 0, 180, 230, 10) +
    fitted(90, 28, word('eventName'), 't-title', 'middle', 15, 164) +
    rect(14, 42, 70, 30, 'f-red', 6) +
    fitted(49, 63, word('damage', { n: 2 }), 't-white-bold', 'middle', 14, 64) +
    rect(96, 42, 70, 30, 'f-skill-bagou', 6) +
    fitted(131, 63, word('skill.bagou'), 't-white-bold', 'middle', 14, 64) +
    circle(90, 112, 26, 'f-none s-ink-wide') +
    text(90, 120, '8', 't-title', 'middle', 24) +
    fitted(90, 156, word('threshold'), 't-soft', 'middle', 12, 160) +
    rect(0, 168, 180, 62, 'f-felt-light', 0) +
    fitted(14, 188, word('success', { n: 3 }), 't-paper', 'start', 13, 158) +
    fitted(14, 206, word('failure', { n: '−1' }), 't-paper', 'start', 13, 158) +
    fitted(14, 224, word('cagnotte', { n: '+3' }), 't-paper', 'start', 13, 158)
  );
}

export function cardsFigure(): string {
  return svg(
    720,
    260,
    at(20, 16, pirateCard(named('p-toure'), [1, 4, 3], word('power', { bonus: '+2' }))) +
      at(230, 16, eventCard()) +
      at(
        450,
        40,
        rect(0, 0, 110, 160, 'f-exploit s-dark', 10) +
          fitted(55, 86, word('exploit'), 't-white-bold', 'middle', 16, 98),
      ) +
      at(
        580,
        40,
        rect(0, 0, 110, 160, 'f-brawl s-dark', 10) +
          fitted(55, 86, word('brawl'), 't-white-bold', 'middle', 16, 98),
      ) +
      fitted(570, 230, word('actionCards'), 't-paper', 'middle', 15, 240),
  );
}

export function expeditionFigure(): string {
  const aerial = ['cards', 'recruit', 'elect', 'board', 'events'].map((step) => word(`aerialSteps.${step}`));
  const tavern = ['share', 'cards', 'brawl', 'renown'].map((step) =>
    word(`tavernSteps.${step}`, { times: '×2' }),
  );
  const step = (x: number, y: number, label: string, cls: string) =>
    rect(x, y, 96, 40, cls, 20) + fitted(x + 48, y + 26, label, 't-ink-bold', 'middle', 14, 84);
  return svg(
    720,
    200,
    fitted(20, 34, word('aerialAdventure'), 't-paper-title', 'start', 18, 540) +
      aerial
        .map(
          (label, i) =>
            step(20 + i * 112, 50, label, 'f-paper s-soft') +
            (i > 0 ? arrow(i * 112 + 6, 70, i * 112 + 18, 70) : ''),
        )
        .join('') +
      fitted(20, 134, word('tavern'), 't-paper-title', 'start', 18, 420) +
      tavern
        .map(
          (label, i) =>
            step(20 + i * 112, 150, label, 'f-tavern s-soft') +
            (i > 0 ? arrow(i * 112 + 6, 170, i * 112 + 18, 170) : ''),
        )
        .join('') +
      path('M600 70 Q680 70 680 120 Q680 170 470 170', 'f-none s-accent') +
      fitted(610, 124, word('expeditions', { times: '× 3' }), 't-accent', 'middle', 15, 200),
  );
}

export function draftFigure(): string {
  const crew = ['p-toure', 'p-petit-marquis', 'p-lucky-sam'].map(named);
  const offer: ReadonlyArray<[string, [number, number, number]]> = [
    [named('p-mr-mollet'), [3, 1, 2]],
    [named('p-tit-joseph'), [2, 3, 1]],
    [named('p-woo-zi-moo-doo'), [1, 2, 3]],
  ];
  return svg(
    720,
    250,
    fitted(100, 34, word('yourClan'), 't-paper-title', 'middle', 17, 190) +
      crew
        .map(
          (name, i) =>
            rect(10, 54 + i * 50, 180, 38, 'f-paper s-soft', 8) +
            text(100, 79 + i * 50, name, 't-ink-bold', 'middle', 15),
        )
        .join('') +
      rect(10, 204, 180, 38, 'f-none s-faint-paper', 8) +
      fitted(100, 229, word('oneMore'), 't-paper', 'middle', 15, 170) +
      arrow(250, 222, 200, 222) +
      offer
        .map(([name, skills], i) => at(250 + i * 156, 20, pirateCard(name, skills, '', 170, 200), 0.85))
        .join('') +
      rect(244, 14, 156, 182, 'f-none s-accent-wide', 12) +
      fitted(480, 232, word('onOffer'), 't-paper', 'middle', 15, 460),
  );
}

export function electionFigure(): string {
  const candidate = (x: number, name: string, bagou: number, roll: number, total: number, wins: boolean) =>
    paper(x, 14, 210, 150) +
    text(x + 105, 42, name, 't-title', 'middle', 15) +
    rect(x + 20, 66, 40, 40, 'f-skill-bagou s-dark', 6) +
    text(x + 40, 93, String(bagou), 't-white-bold', 'middle', 18) +
    text(x + 76, 93, '+', 't-ink-bold', 'middle', 20) +
    at(x + 112, 86, die(roll, 40)) +
    text(x + 158, 93, `= ${total}`, 't-ink-bold', 'start', 20) +
    fitted(x + 105, 148, wins ? word('captain') : '', 't-win', 'middle', 16, 200) +
    (wins ? rect(x - 4, 10, 218, 158, 'f-none s-accent-wide', 12) : '');
  return svg(
    720,
    180,
    candidate(10, named('p-lucky-sam'), 2, 4, 6, false) +
      candidate(250, named('p-petit-marquis'), 4, 1, 5, false) +
      // Toure l’Eventreuse, by her first name.
      candidate(490, named('p-toure').split(' ')[0] ?? '', 3, 5, 8, true),
  );
}

/** The thirteen posts on the deck: their words' keys and places. */
const POSTS: ReadonlyArray<[string, number, number]> = [
  ['captain', 110, 40],
  ['second', 210, 40],
  ['priest', 310, 40],
  ['lookout', 410, 40],
  ['cook', 510, 40],
  ['harpooner', 610, 40],
  ['altiMaitre', 160, 96],
  ['bosco', 260, 96],
  ['armourer', 360, 96],
  ['sailor', 460, 96],
  ['sailor', 560, 96],
  ['gunner', 310, 152],
  ['gunner', 410, 152],
];

export function shipFigure(): string {
  const balloons = [180, 360, 540]
    .map(
      (x) =>
        balloon(x, 62, 84, 48) +
        line(x - 50, 100, x - 30, 130, 's-ink') +
        line(x + 50, 100, x + 30, 130, 's-ink'),
    )
    .join('');
  return svg(
    720,
    380,
    balloons +
      rect(30, 128, 660, 190, 'f-deck-wood s-dark', 14) +
      POSTS.map(([post, x, y]) =>
        at(
          x,
          y + 118,
          rect(-46, -18, 92, 40, 'f-paper s-soft', 8) +
            fitted(0, 8, word(`post.${post}`), 't-ink-bold', 'middle', 13, 86),
        ),
      ).join('') +
      path('M40 308 Q360 398 680 308 L650 352 Q360 420 70 352 Z', 'f-hull s-dark') +
      fitted(360, 372, word('hold'), 't-paper', 'middle', 14, 560),
  );
}

export function balloonFigure(): string {
  const zones: ReadonlyArray<[number, number, string]> = [
    [1, 3, word('repairOn', { range: '3–6' })],
    [4, 6, word('repairOn', { range: '4–6' })],
    [7, 8, word('repairOn', { range: '5–6' })],
  ];
  const space = (n: number) => 60 + n * 72;
  return svg(
    720,
    190,
    zones
      .map(
        ([from, to, words], i) =>
          rect(space(from) - 34, 40, space(to) - space(from) + 68, 70, `f-zone-${i + 1}`, 10) +
          fitted(
            (space(from) + space(to)) / 2,
            140,
            words,
            't-paper',
            'middle',
            15,
            space(to) - space(from) + 64,
          ),
      )
      .join('') +
      Array.from(
        { length: 8 },
        (_, i) =>
          circle(space(i + 1), 75, 22, 'f-paper s-soft') +
          text(space(i + 1), 81, String(i + 1), 't-ink-bold', 'middle', 15),
      ).join('') +
      at(space(0) + 10, 75, balloon(0, -6, 20, 24) + rect(-8, 18, 16, 10, 'f-hull s-dark', 2)) +
      arrow(space(0) + 36, 160, space(2) + 10, 160, 's-alarm') +
      fitted(space(2) + 20, 165, word('damageTrack', { last: 8 }), 't-paper', 'start', 14, 490),
  );
}

export function trialFigure(): string {
  return svg(
    720,
    170,
    paper(8, 10, 704, 150) +
      rect(40, 40, 60, 60, 'f-skill-combat s-dark', 8) +
      text(70, 80, '4', 't-white-bold', 'middle', 26) +
      fitted(70, 126, word('skill.combat'), 't-ink', 'middle', 14, 96) +
      text(128, 80, '+', 't-ink-bold', 'middle', 26) +
      at(186, 70, die(3, 58)) +
      fitted(186, 126, word('die'), 't-ink', 'middle', 14, 80) +
      text(244, 80, '+', 't-ink-bold', 'middle', 26) +
      rect(272, 40, 120, 60, 'f-felt-light', 8) +
      text(332, 80, '+2', 't-white-bold', 'middle', 26) +
      fitted(332, 126, word('crewBonus'), 't-ink', 'middle', 14, 170) +
      text(430, 80, '=', 't-ink-bold', 'middle', 26) +
      text(490, 82, '9', 't-title', 'middle', 34) +
      fitted(560, 70, word('trialSuccess', { atLeast: '≥ 8' }), 't-win', 'start', 20, 140) +
      fitted(560, 98, word('goldForClan'), 't-soft', 'start', 15, 160) +
      fitted(560, 120, word('andCagnotte'), 't-soft', 'start', 15, 160),
  );
}

export function mutinyFigure(): string {
  const camp = (
    x: number,
    title: string,
    parts: ReadonlyArray<string>,
    roll: number,
    total: string,
    wins: boolean,
  ) =>
    paper(x, 10, 320, 190) +
    fitted(x + 160, 40, title, 't-title', 'middle', 17, 296) +
    parts.map((p, i) => fitted(x + 24, 72 + i * 24, p, 't-ink', 'start', 15, 196)).join('') +
    at(x + 250, 100, die(roll, 50)) +
    fitted(x + 160, 184, total, wins ? 't-win' : 't-ink-bold', 'middle', 17, 296);
  return svg(
    720,
    210,
    camp(
      10,
      word('captainsCamp'),
      [`+4  ${word('fourAboard')}`, `+2  ${word('theArmourer')}`, `+0  ${word('cards')}`],
      3,
      word('captainHolds', { total: 9 }),
      true,
    ) +
      fitted(360, 110, word('versus'), 't-paper', 'middle', 20, 54) +
      camp(
        390,
        word('mutineers'),
        [`+5  ${word('fiveAboard')}`, `+1  ${word('rum')}`],
        2,
        word('leaderDies', { total: 8 }),
        false,
      ),
  );
}

export function sharingFigure(): string {
  const order: ReadonlyArray<[string, number]> = [
    ['captain', 4],
    ['second', 3],
    ['priest', 0],
    ['lookout', 1],
    ['cook', 2],
    ['harpooner', 2],
    ['altiMaitre', 2],
    ['bosco', 1],
    ['armourer', 1],
    ['sailors', 1],
    ['gunners', 1],
  ];
  return svg(
    720,
    180,
    at(
      46,
      70,
      circle(0, 0, 36, 'f-gold s-dark') + fitted(0, 6, word('pot'), 't-ink-bold', 'middle', 15, 64),
    ) +
      order
        .map(
          ([post, gold], i) =>
            at(120 + i * 56, 56, coin(String(gold), 15)) +
            // Labels alternate between two rows; the last one stops at the figure's edge.
            fitted(
              120 + i * 56,
              i % 2 === 0 ? 98 : 118,
              word(`post.${post}`),
              't-paper',
              'middle',
              14,
              i === order.length - 1 ? 64 : 104,
            ),
        )
        .join('') +
      arrow(86, 56, 100, 56) +
      fitted(400, 140, word('paidInOrder'), 't-paper', 'middle', 15, 630),
  );
}

export function renownFigure(): string {
  const sections: ReadonlyArray<[number, number, string]> = [
    [0, 9, word('goldAPoint', { gold: 4 })],
    [10, 19, word('goldAPoint', { gold: 5 })],
    [20, 29, word('goldAPoint', { gold: 6 })],
  ];
  return svg(
    720,
    130,
    sections
      .map(
        ([from, to, words], i) =>
          rect(20 + i * 230, 20, 220, 50, `f-zone-${i + 1}`, 8) +
          text(130 + i * 230, 52, `${from}–${to}${i === 2 ? '+' : ''}`, 't-ink-bold', 'middle', 17) +
          fitted(130 + i * 230, 100, words, 't-paper', 'middle', 15, 220),
      )
      .join(''),
  );
}
