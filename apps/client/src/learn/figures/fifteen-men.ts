// 15 Men's figures: the Round Robin, a pirate card's two faces, a bribe, the looks, a shot and the count.
import { arrow, at, circle, line, paper, path, rect, svg, text } from './svg';

type Flag = 'en' | 'fr' | 'es';
type Role = 'Buccaneer' | 'Cartographer' | 'Helmsman' | 'Phantom' | 'Bosun';

/** A small flag: England's cross, France's blue, Spain's red-gold-red. */
function flag(kind: Flag, w = 24, h = 16): string {
  const x = -w / 2;
  const y = -h / 2;
  if (kind === 'en')
    return `${rect(x, y, w, h, 'f-white s-dark')}${rect(-2, y, 4, h, 'f-red')}${rect(x, -2, w, 4, 'f-red')}`;
  if (kind === 'fr') return `${rect(x, y, w, h, 'f-flag-blue s-dark')}${circle(0, 0, h / 4, 'f-white')}`;
  return `${rect(x, y, w, h, 'f-red s-dark')}${rect(x, -h / 4, w, h / 2, 'f-gold')}`;
}

const ROLE_MARK: Record<Role, string> = {
  Buccaneer: 'Bu',
  Cartographer: 'Ca',
  Helmsman: 'He',
  Phantom: 'Ph',
  Bosun: 'Bo',
};

/** A face-down pirate: the back shows only a flag and a role. */
function back(kind: Flag, role: Role, w = 54, h = 74): string {
  return (
    rect(-w / 2, -h / 2, w, h, 'f-card-back s-dark', 6) +
    rect(-w / 2 + 4, -h / 2 + 4, w - 8, h - 8, 'f-none s-gold-thin', 4) +
    at(0, -h / 6, flag(kind)) +
    text(0, h / 4 + 4, ROLE_MARK[role], 't-gold-bold', 'middle', 15)
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
  ['en', 'Buccaneer'],
  ['fr', 'Bosun'],
  ['es', 'Helmsman'],
  ['en', 'Cartographer'],
  ['fr', 'Buccaneer'],
  ['en', 'Bosun'],
  ['es', 'Phantom'],
  ['fr', 'Helmsman'],
  ['en', 'Buccaneer'],
  ['es', 'Cartographer'],
  ['en', 'Helmsman'],
  ['fr', 'Buccaneer'],
  ['en', 'Bosun'],
  ['es', 'Buccaneer'],
  ['fr', 'Cartographer'],
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
    `<ellipse cx="${cx}" cy="${cy}" rx="165" ry="88" class="f-deck s-gold-thin"/>` +
      text(cx, cy - 10, 'the ship’s deck', 't-paper', 'middle', 16) +
      text(cx, cy + 16, 'vessel card in the middle', 't-paper', 'middle', 13) +
      cards,
  );
}

export function cardFigure(): string {
  const front =
    paper(0, 0, 200, 270, 10) +
    text(100, 30, 'Calico Jack', 't-title', 'middle', 18) +
    rect(20, 44, 160, 90, 'f-felt-light', 6) +
    circle(100, 80, 22, 'f-soft') +
    path('M62 134 Q100 92 138 134 Z', 'f-soft') +
    at(36, 152, flag('en')) +
    text(56, 157, 'English · Buccaneer', 't-ink', 'start', 13) +
    circle(172, 152, 15, 'f-gold s-dark') +
    text(172, 157, '3', 't-ink-bold', 'middle', 15) +
    text(100, 196, 'Reveal: kill a pirate adjacent', 't-ink', 'middle', 13) +
    text(100, 214, 'to Calico Jack; then Calico', 't-ink', 'middle', 13) +
    text(100, 232, 'Jack is killed too.', 't-ink', 'middle', 13);
  return svg(
    720,
    300,
    at(120, 150, back('en', 'Buccaneer', 130, 180)) +
      text(120, 268, 'Face down: everyone sees this', 't-paper', 'middle', 15) +
      arrow(210, 150, 270, 150) +
      text(240, 130, 'look', 't-accent', 'middle', 14) +
      at(300, 15, front) +
      text(560, 80, 'name and portrait', 't-paper', 'start', 14) +
      text(560, 168, 'true flag, role', 't-paper', 'start', 14) +
      text(560, 190, 'and Victory Points', 't-paper', 'start', 14) +
      text(560, 225, 'skill', 't-paper', 'start', 14) +
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
      text(480, 108, 'your bullet', 't-paper', 'middle', 14) +
      text(200, 108, '2 or 3 players: seven doubloons', 't-paper', 'middle', 14),
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
        { n: 1, kind: 'fr', role: 'Bosun', coins: [] },
        { n: 2, kind: 'en', role: 'Helmsman', coins: [[1, 'green']] },
        { n: 3, kind: 'es', role: 'Cartographer', coins: [[1, 'orange']] },
        { n: 4, kind: 'en', role: 'Buccaneer', coins: [[3, 'green']] },
      ],
      80,
    ) +
      text(90, 150, 'any doubloon', 't-accent', 'middle', 14) +
      text(250, 150, '2 or more', 't-accent', 'middle', 14) +
      text(410, 150, '2 or more', 't-accent', 'middle', 14) +
      text(570, 150, 'cannot: 3 is not more', 't-alarm-light', 'middle', 14) +
      text(340, 186, 'Purple’s best doubloon is a 3: what it can take this turn', 't-paper', 'middle', 15),
  );
}

export function lookFigure(): string {
  return svg(
    680,
    190,
    row(
      [
        { n: 2, kind: 'en', role: 'Helmsman', coins: [[1, 'green']] },
        {
          n: 3,
          kind: 'es',
          role: 'Cartographer',
          coins: [
            [1, 'orange'],
            [2, 'purple'],
          ],
        },
        { n: 4, kind: 'en', role: 'Buccaneer', coins: [] },
      ],
      90,
    ) +
      rect(212, 48, 76, 84, 'f-none s-accent-wide', 10) +
      text(250, 172, '1. look at him', 't-accent', 'middle', 15) +
      arrow(215, 150, 120, 150, 's-accent') +
      arrow(285, 150, 380, 150, 's-accent') +
      text(560, 80, '2. then, if you like,', 't-paper', 'middle', 15) +
      text(560, 102, 'one of his neighbours', 't-paper', 'middle', 15),
  );
}

export function showdownFigure(): string {
  const x = (i: number): number => 70 + i * 110;
  const kinds: ReadonlyArray<[number, Flag, Role]> = [
    [6, 'en', 'Bosun'],
    [7, 'es', 'Phantom'],
    [8, 'fr', 'Helmsman'],
    [9, 'en', 'Buccaneer'],
    [10, 'es', 'Cartographer'],
  ];
  return svg(
    700,
    210,
    rect(x(0) - 27, 53, 54, 74, 'f-none s-faint-paper', 6) +
      text(x(0), 96, 'gone', 't-paper', 'middle', 14) +
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
      text(
        350,
        190,
        'Purple controls 6, 7 and 8. Pirate 5 is gone, so only 9 is next to his crew.',
        't-paper',
        'middle',
        15,
      ),
  );
}

export function countFigure(): string {
  const crew: ReadonlyArray<[string, string]> = [
    ['John Hawkins', '3 + 3'],
    ['William Hawkins', '2 + 3'],
    ['Jean Lafitte', '2 + 2'],
    ['J. Tavernier', '2 + 2'],
    ['R. de Lussan', '4'],
  ];
  return svg(
    720,
    200,
    crew
      .map(([name, vp], i) =>
        at(
          80 + i * 130,
          80,
          paper(-55, -55, 110, 110, 8) +
            text(0, -28, name, 't-ink-bold', 'middle', 13) +
            circle(0, 8, 22, 'f-gold s-dark') +
            text(0, 14, vp, 't-ink-bold', 'middle', 14),
        ),
      )
      .join('') +
      text(360, 180, 'The captain’s crew: 6 + 5 + 4 + 4 + 4 = 23 Victory Points', 't-accent', 'middle', 18),
  );
}

export function rolesFigure(): string {
  const card = (x: number, title: string, spot: boolean, note: string) =>
    at(
      x,
      20,
      paper(0, 0, 150, 170, 10) +
        text(75, 34, title, 't-title', 'middle', 16) +
        (spot ? circle(75, 92, 26, 'f-ink') : path('M45 110 L75 60 L105 110 Z', 'f-red s-dark')) +
        text(75, 150, note, 't-soft', 'middle', 13),
    );
  return svg(
    700,
    210,
    card(20, 'Captain', true, 'revealed at once') +
      card(190, 'Loyalist', true, 'hidden to the end') +
      card(360, 'Mutineer', false, 'hidden to the end') +
      card(530, 'Mutineer', false, 'hidden to the end'),
  );
}
