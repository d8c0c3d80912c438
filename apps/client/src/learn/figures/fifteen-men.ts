// 15 Men's figures: the Round Robin, a pirate card's two faces, a bribe, the looks, a shot and the count. Their
// words are `learnFifteenMen:figure.*` messages, read as each figure is drawn; numbers, symbols and the pirates'
// names stay here.
import { t } from '../../i18n/i18n';
import { arrow, at, circle, fitted, line, paper, path, rect, svg, text } from './svg';

/** A word of the figures, in the current language. */
function word(key: string, values?: Record<string, string | number>): string {
  return t(`learnFifteenMen:figure.${key}`, values);
}

type Flag = 'en' | 'fr' | 'es';
type Role = 'buccaneer' | 'cartographer' | 'helmsman' | 'phantom' | 'bosun';

function ellipse(cx: number, cy: number, rx: number, ry: number, cls: string): string {
  const attributes = Object.entries({ cx, cy, rx, ry, class: cls })
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');
  return `<ellipse ${attributes}/>`;
}

/** A small flag: England's cross, France's blue, Spain's red-gold-red. */
function flag(kind: Flag, w = 24, h = 16): string {
  const x = -w / 2;
  const y = -h / 2;
  if (kind === 'en')
    return `${rect(x, y, w, h, 'f-white s-dark')}${rect(-2, y, 4, h, 'f-red')}${rect(x, -2, w, 4, 'f-red')}`;
  if (kind === 'fr') return `${rect(x, y, w, h, 'f-flag-blue s-dark')}${circle(0, 0, h / 4, 'f-white')}`;
  return `${rect(x, y, w, h, 'f-red s-dark')}${rect(x, -h / 4, w, h / 2, 'f-gold')}`;
}

/** A role's two-letter mark on a card's back ("Bu" for a Buccaneer). */
function roleMark(role: Role): string {
  return word(`mark.${role}`);
}

/** A face-down pirate: the back shows only a flag and a role. */
function back(kind: Flag, role: Role, w = 54, h = 74): string {
  return (
    rect(-w / 2, -h / 2, w, h, 'f-card-back s-dark', 6) +
    rect(-w / 2 + 4, -h / 2 + 4, w - 8, h - 8, 'f-none s-gold-thin', 4) +
    at(0, -h / 6, flag(kind)) +
    fitted(0, h / 4 + 4, roleMark(role), 't-gold-bold', 'middle', 15, w - 10)
  );
}

/** A doubloon of a player's colour with its value. */
function doubloon(value: number, colour: 'purple' | 'green' | 'orange', r = 11): string {
  return `${circle(0, 0, r, `f-seat-${colour} s-dark`)}${text(0, r * 0.4, String(value), 't-white-bold', 'middle', Math.max(13, Math.round(r * 1.1)))}`;
}

function bullet(): string {
  return `${path('M-5 10 V-4 Q0 -14 5 -4 V10 Z', 'f-brass s-dark')}`;
}

const RING: ReadonlyArray<[Flag, Role]> = [
  ['en', 'buccaneer'],
  ['fr', 'bosun'],
  ['es', 'helmsman'],
  ['en', 'cartographer'],
  ['fr', 'buccaneer'],
  ['en', 'bosun'],
  ['es', 'phantom'],
  ['fr', 'helmsman'],
  ['en', 'buccaneer'],
  ['es', 'cartographer'],
  ['en', 'helmsman'],
  ['fr', 'buccaneer'],
  ['en', 'bosun'],
  ['es', 'buccaneer'],
  ['fr', 'cartographer'],
];

export function ringFigure(): string {
  const cx = 360;
  const cy = 200;
  const cards = RING.map(([kind, role], i) => {
    const angle = -Math.PI / 2 + (i / 15) * Math.PI * 2;
    const x = cx + Math.cos(angle) * 250;
    const y = cy + Math.sin(angle) * 160;
    const nx = cx + Math.cos(angle) * 190;
    const ny = cy + Math.sin(angle) * 110;
    return (
      at(Math.round(x), Math.round(y), back(kind, role, 42, 58)) +
      text(Math.round(nx), Math.round(ny) + 5, String(i + 1), 't-paper', 'middle', 14)
    );
  }).join('');
  return svg(
    720,
    400,
    ellipse(cx, cy, 165, 88, 'f-deck s-gold-thin') +
      fitted(cx, cy - 10, word('deck'), 't-paper', 'middle', 16, 290) +
      fitted(cx, cy + 16, word('vesselInMiddle'), 't-paper', 'middle', 13, 270) +
      cards,
  );
}

/** Calico Jack's skill, as printed on his card, line by line. */
function skillLines(): ReadonlyArray<string> {
  return t('learnFifteenMen:figure.skillLines', { returnObjects: true }) as ReadonlyArray<string>;
}

export function cardFigure(): string {
  const front =
    paper(0, 0, 200, 270, 10) +
    fitted(100, 30, word('name.calicoJack'), 't-title', 'middle', 18, 180) +
    rect(20, 44, 160, 90, 'f-felt-light', 6) +
    circle(100, 80, 22, 'f-soft') +
    path('M62 134 Q100 92 138 134 Z', 'f-soft') +
    at(36, 152, flag('en')) +
    fitted(56, 157, word('flagAndRole'), 't-ink', 'start', 13, 135) +
    circle(172, 152, 15, 'f-gold s-dark') +
    text(172, 157, '3', 't-ink-bold', 'middle', 15) +
    skillLines()
      .map((words, i) => fitted(100, 196 + i * 18, words, 't-ink', 'middle', 13, 210))
      .join('');
  return svg(
    720,
    300,
    at(120, 150, back('en', 'buccaneer', 130, 180)) +
      fitted(120, 268, word('faceDown'), 't-paper', 'middle', 15, 236) +
      arrow(210, 150, 270, 150) +
      fitted(240, 130, word('look'), 't-accent', 'middle', 14, 70) +
      at(300, 15, front) +
      fitted(560, 80, word('nameAndPortrait'), 't-paper', 'start', 14, 155) +
      fitted(560, 168, word('trueFlagRole'), 't-paper', 'start', 14, 155) +
      fitted(560, 190, word('andVictoryPoints'), 't-paper', 'start', 14, 155) +
      fitted(560, 225, word('skill'), 't-paper', 'start', 14, 155) +
      line(505, 76, 552, 76, 's-accent') +
      line(505, 170, 552, 170, 's-accent') +
      line(505, 222, 552, 222, 's-accent'),
  );
}

export function doubloonsFigure(): string {
  const coins: ReadonlyArray<number> = [1, 1, 2, 2, 2, 3, 3];
  return svg(
    560,
    120,
    coins.map((v, i) => at(50 + i * 58, 55, doubloon(v, 'purple', 22), 1)).join('') +
      at(480, 55, bullet(), 2.2) +
      fitted(480, 108, word('yourBullet'), 't-paper', 'middle', 14, 150) +
      fitted(200, 108, word('sevenDoubloons'), 't-paper', 'middle', 14, 380),
  );
}

/** Three pirates of the ring in a row, each with doubloons beside it. */
function row(
  pirates: ReadonlyArray<{
    n: number;
    kind: Flag;
    role: Role;
    coins: ReadonlyArray<[number, 'purple' | 'green' | 'orange']>;
  }>,
  y: number,
): string {
  return pirates
    .map(
      ({ n, kind, role, coins }, i) =>
        at(90 + i * 160, y, back(kind, role)) +
        text(90 + i * 160, y - 48, `#${n}`, 't-paper', 'middle', 15) +
        coins.map(([v, c], k) => at(90 + i * 160 + 50, y - 20 + k * 26, doubloon(v, c))).join(''),
    )
    .join('');
}

export function corruptionFigure(): string {
  return svg(
    680,
    200,
    row(
      [
        { n: 1, kind: 'fr', role: 'bosun', coins: [] },
        { n: 2, kind: 'en', role: 'helmsman', coins: [[1, 'green']] },
        { n: 3, kind: 'es', role: 'cartographer', coins: [[1, 'orange']] },
        { n: 4, kind: 'en', role: 'buccaneer', coins: [[3, 'green']] },
      ],
      80,
    ) +
      fitted(90, 150, word('anyDoubloon'), 't-accent', 'middle', 14, 150) +
      fitted(250, 150, word('twoOrMore'), 't-accent', 'middle', 14, 150) +
      fitted(410, 150, word('twoOrMore'), 't-accent', 'middle', 14, 150) +
      fitted(570, 150, word('cannot'), 't-alarm-light', 'middle', 14, 160) +
      fitted(340, 186, word('bestDoubloon'), 't-paper', 'middle', 15, 660),
  );
}

export function lookFigure(): string {
  return svg(
    680,
    190,
    row(
      [
        { n: 2, kind: 'en', role: 'helmsman', coins: [[1, 'green']] },
        {
          n: 3,
          kind: 'es',
          role: 'cartographer',
          coins: [
            [1, 'orange'],
            [2, 'purple'],
          ],
        },
        { n: 4, kind: 'en', role: 'buccaneer', coins: [] },
      ],
      90,
    ) +
      rect(212, 48, 76, 84, 'f-none s-accent-wide', 10) +
      fitted(250, 172, word('lookAtHim'), 't-accent', 'middle', 15, 150) +
      arrow(215, 150, 120, 150, 's-accent') +
      arrow(285, 150, 380, 150, 's-accent') +
      fitted(560, 80, word('thenIfYouLike'), 't-paper', 'middle', 15, 220) +
      fitted(560, 102, word('oneNeighbour'), 't-paper', 'middle', 15, 220),
  );
}

export function showdownFigure(): string {
  const x = (i: number): number => 70 + i * 110;
  const kinds: ReadonlyArray<[number, Flag, Role]> = [
    [6, 'en', 'bosun'],
    [7, 'es', 'phantom'],
    [8, 'fr', 'helmsman'],
    [9, 'en', 'buccaneer'],
    [10, 'es', 'cartographer'],
  ];
  return svg(
    700,
    210,
    rect(x(0) - 27, 53, 54, 74, 'f-none s-faint-paper', 6) +
      fitted(x(0), 96, word('gone'), 't-paper', 'middle', 14, 50) +
      text(x(0), 30, '#5', 't-paper', 'middle', 15) +
      kinds
        .map(
          ([n, kind, role], i) =>
            at(x(i + 1), 90, back(kind, role)) +
            text(x(i + 1), 30, `#${n}`, 't-paper', 'middle', 15) +
            (n <= 8 ? at(x(i + 1) + 30, 30, doubloon(2, 'purple', 10)) : ''),
        )
        .join('') +
      arrow(x(3) + 10, 150, x(4) - 10, 150, 's-alarm') +
      at(x(3) - 10, 150, bullet(), 1.4) +
      fitted(350, 190, word('onlyNine'), 't-paper', 'middle', 15, 680),
  );
}

export function countFigure(): string {
  const crew: ReadonlyArray<[string, ReadonlyArray<number>]> = [
    ['johnHawkins', [3, 3]],
    ['williamHawkins', [2, 3]],
    ['jeanLafitte', [2, 2]],
    ['tavernier', [2, 2]],
    ['lussan', [4]],
  ];
  const worth = crew.map(([, vp]) => vp.reduce((a, b) => a + b, 0));
  const total = worth.reduce((a, b) => a + b, 0);
  return svg(
    720,
    200,
    crew
      .map(([name, vp], i) =>
        at(
          80 + i * 130,
          80,
          paper(-55, -55, 110, 110, 8) +
            text(0, -28, word(`name.${name}`), 't-ink-bold', 'middle', 13) +
            circle(0, 8, 22, 'f-gold s-dark') +
            text(0, 14, vp.join(' + '), 't-ink-bold', 'middle', 14),
        ),
      )
      .join('') +
      fitted(
        360,
        180,
        word('captainsCrew', { sum: worth.join(' + '), total }),
        't-accent',
        'middle',
        18,
        700,
      ),
  );
}

export function rolesFigure(): string {
  const card = (x: number, title: string, spot: boolean, note: string) =>
    at(
      x,
      20,
      paper(0, 0, 150, 170, 10) +
        fitted(75, 34, title, 't-title', 'middle', 16, 140) +
        (spot ? circle(75, 92, 26, 'f-ink') : path('M45 110 L75 60 L105 110 Z', 'f-red s-dark')) +
        fitted(75, 150, note, 't-soft', 'middle', 13, 140),
    );
  return svg(
    700,
    210,
    card(20, word('captain'), true, word('revealedAtOnce')) +
      card(190, word('loyalist'), true, word('hiddenToTheEnd')) +
      card(360, word('mutineer'), false, word('hiddenToTheEnd')) +
      card(530, word('mutineer'), false, word('hiddenToTheEnd')),
  );
}
