// Captains' War's figures: the loot dice, the sheet, the tracks, a boarding and the final tally.
import { arrow, at, circle, line, paper, path, rect, ring, svg, text } from './svg';

type DieColour = 'yellow' | 'blue' | 'red' | 'black';

/** A die seen from above, its body in the die's colour, `face` drawn around (0, 0). */
function die(colour: DieColour, face: string, size = 64): string {
  const half = size / 2;
  return `${rect(-half, -half, size, size, `f-die-${colour} s-die`, 12)}${face}`;
}

const icon = {
  pearl: (r = 10) => `${circle(0, 0, r, 'f-pearl s-dark')}${circle(-r / 3, -r / 3, r / 4, 'f-white')}`,
  wood: (r = 11) =>
    `${rect(-r, -r / 2, r * 2, r, 'f-wood s-dark', 2)}${line(-r + 3, 0, r - 3, 0, 's-grain')}`,
  gem: (r = 11) => path(`M0 ${-r} L${r} 0 L0 ${r} L${-r} 0 Z`, 'f-gem s-dark'),
  barrel: (r = 11) =>
    `${rect(-r * 0.8, -r, r * 1.6, r * 2, 'f-barrel s-dark', r * 0.5)}${line(-r * 0.8, -r / 2, r * 0.8, -r / 2, 's-dark')}${line(-r * 0.8, r / 2, r * 0.8, r / 2, 's-dark')}`,
  joker: (r = 12) =>
    path(
      `M0 ${-r} L${r / 3} ${-r / 3} L${r} 0 L${r / 3} ${r / 3} L0 ${r} L${-r / 3} ${r / 3} L${-r} 0 L${-r / 3} ${-r / 3} Z`,
      'f-joker s-dark',
    ),
  coin: (label = '', r = 11) =>
    `${circle(0, 0, r, 'f-gold s-dark')}${label ? text(0, 5, label, 't-ink-bold', 'middle', 13) : ''}`,
  skull: () =>
    `${circle(0, -3, 10, 'f-white s-dark')}${rect(-6, 4, 12, 7, 'f-white s-dark', 2)}${circle(-4, -4, 2.6, 'f-ink')}${circle(4, -4, 2.6, 'f-ink')}`,
  anchor: () =>
    `${circle(0, -10, 3.5, 'f-none s-white')}${line(0, -6, 0, 11, 's-white')}${line(-6, -2, 6, -2, 's-white')}${path('M-10 4 Q0 16 10 4', 'f-none s-white')}`,
  lock: () => `${path('M-5 -2 V-6 A5 5 0 0 1 5 -6 V-2', 'f-none s-ink')}${rect(-7, -2, 14, 11, 'f-ink', 2)}`,
};

/** A Pirate of the black die and the sheet: a round token with its Strength. */
function pirate(strength: number, cls = 'f-pirate'): string {
  return `${circle(0, 0, 13, `${cls} s-dark`)}${text(0, 5, String(strength), 't-white-bold', 'middle', 15)}`;
}

const RESOURCES = ['pearl', 'wood', 'gem', 'barrel'] as const;

export function sheetFigure(): string {
  const chest = RESOURCES.map(
    (r, i) =>
      at(78, 104 + i * 40, icon[r](13)) +
      [0, 1, 2, 3]
        .map((k) => circle(110 + k * 24, 104 + i * 40, 9, k < 2 ? 'f-none s-ink' : 'f-none s-faint'))
        .join(''),
  ).join('');
  const crew = [2, 3, 4, 5, 6, 7]
    .map((cost, i) => {
      const y = 100 + i * 32;
      return (
        text(252, y + 5, `${cost} GP`, 't-soft', 'end', 15) +
        [0, 1, 2, 3]
          .map((k) =>
            at(276 + k * 30, y, pirate(i + 1, k === 0 && i < 3 ? 'f-pirate' : 'f-pirate-faint'), 0.95),
          )
          .join('')
      );
    })
    .join('');
  const lines = (title: string, names: ReadonlyArray<[string, number]>, x: number) =>
    text(x, 80, title, 't-ink-bold', 'start', 17) +
    names
      .map(
        ([name, rp], i) =>
          `${path(`M${x} ${96 + i * 34} h16 l-5 7 l5 7 h-16 Z`, 'f-none s-ink')}${text(x + 24, 110 + i * 34, name, 't-ink', 'start', 16)}${text(x + 170, 110 + i * 34, `${rp} RP`, 't-soft', 'end', 15)}`,
      )
      .join('');
  const track = (x: number, n: number, label: string) =>
    text(x, 80, label, 't-ink-bold', 'middle', 14) +
    Array.from({ length: n }, (_, i) =>
      circle(x, 100 + i * 22, 8, i < 3 ? 'f-red s-dark' : 'f-none s-red'),
    ).join('');
  const gp = Array.from({ length: 9 }, (_, i) => at(34, 90 + i * 26, icon.coin('', 10))).join('');
  return svg(
    880,
    360,
    paper(8, 8, 864, 344) +
      text(440, 44, 'Your sheet', 't-title', 'middle', 24) +
      text(34, 80, 'GP', 't-ink-bold', 'middle', 14) +
      gp +
      text(124, 80, 'Chest', 't-ink-bold', 'middle', 17) +
      chest +
      text(318, 80, 'Pirates', 't-ink-bold', 'middle', 17) +
      crew +
      lines(
        'Attributes',
        [
          ['Parrot', 2],
          ['Captain’s hat', 3],
          ['Hook', 6],
          ['Boots', 8],
        ],
        430,
      ) +
      lines(
        'Boats',
        [
          ['Raft', 1],
          ['Rowing boat', 4],
          ['Sailing ship', 5],
          ['Galleon', 7],
        ],
        620,
      ) +
      track(818, 11, 'Attr.') +
      track(852, 11, 'Boat') +
      rect(430, 260, 360, 70, 'f-none s-faint', 8) +
      text(446, 286, 'Boarding chart', 't-ink-bold', 'start', 16) +
      text(446, 314, 'five lines: attacker or defender, and against whom', 't-soft', 'start', 15),
  );
}

export function diceFigure(): string {
  const dice: ReadonlyArray<[DieColour, string, string]> = [
    [
      'yellow',
      `${at(-12, -10, icon.coin('', 8))}${at(12, -10, icon.coin('', 8))}${at(0, 12, icon.coin('', 8))}${text(22, 26, '3', 't-ink-bold', 'middle', 14)}`,
      'Gold: 1–6 GP',
    ],
    ['blue', icon.pearl(13), 'Resource'],
    ['blue', icon.joker(15), 'Joker: any'],
    ['blue', `${at(-11, 0, icon.gem(10))}${at(11, 0, icon.gem(10))}`, 'Double'],
    ['red', `${at(-8, 0, icon.skull(), 0.9)}${text(18, 8, '2', 't-white-bold', 'middle', 18)}`, '2 circles'],
    ['black', pirate(3, 'f-pirate-light'), 'Pirate'],
  ];
  return svg(
    720,
    150,
    dice
      .map(
        ([colour, face, label], i) =>
          at(70 + i * 116, 62, die(colour, face, 70)) +
          text(70 + i * 116, 130, label, 't-paper', 'middle', 15),
      )
      .join(''),
  );
}

export function turnFigure(): string {
  const panel = (x: number, n: string, title: string, body: string, note: string) =>
    paper(x, 14, 220, 170) +
    text(x + 110, 46, `${n} · ${title}`, 't-title', 'middle', 19) +
    body +
    text(x + 110, 170, note, 't-soft', 'middle', 13);
  return svg(
    740,
    200,
    panel(
      10,
      '1',
      'Loot',
      at(60, 100, die('yellow', icon.coin('4'), 50)) +
        at(120, 100, die('blue', icon.wood(), 50)) +
        at(180, 100, die('black', pirate(5, 'f-pirate-light'), 50)),
      'roll, set one aside, pick two',
    ) +
      arrow(236, 100, 262, 100) +
      panel(
        262,
        '2',
        'Command',
        at(315, 100, `${icon.wood()}`) +
          at(345, 100, icon.barrel()) +
          at(375, 100, icon.gem()) +
          arrow(395, 100, 420, 100) +
          path('M428 84 h22 l-6 8 l6 8 h-22 Z', 'f-accent s-ink'),
        'buy, acquire, recruit',
      ) +
      arrow(488, 100, 514, 100) +
      panel(
        514,
        '3',
        'Boarding',
        at(580, 100, pirate(5)) +
          at(604, 100, pirate(2)) +
          text(624, 106, 'vs', 't-ink-bold', 'middle', 16) +
          at(660, 100, pirate(4)),
        'the active captain may attack',
      ),
  );
}

export function lootFigure(): string {
  const row: ReadonlyArray<[DieColour, string]> = [
    ['yellow', icon.coin('5', 13)],
    ['blue', icon.gem(14)],
    ['blue', `${at(-11, 0, icon.barrel(9))}${at(11, 0, icon.barrel(9))}`],
    ['blue', icon.joker(15)],
    ['red', `${at(-8, 0, icon.anchor(), 1)}${text(16, 8, '2', 't-white-bold', 'middle', 18)}`],
    ['black', pirate(6, 'f-pirate-light')],
  ];
  const xs = row.map((_, i) => 64 + i * 100);
  return svg(
    680,
    230,
    row.map(([colour, face], i) => at(xs[i] ?? 0, i === 5 ? 160 : 70, die(colour, face, 64))).join('') +
      text(xs[5] ?? 0, 215, 'set aside by the active captain', 't-paper', 'middle', 14) +
      line((xs[5] ?? 0) - 40, 130, (xs[5] ?? 0) + 40, 190, 's-alarm-wide') +
      ring(xs[0] ?? 0, 70, 44) +
      ring(xs[4] ?? 0, 70, 44) +
      text(
        ((xs[0] ?? 0) + (xs[4] ?? 0)) / 2,
        140,
        'your two picks: 5 GP and 2 Boat circles',
        't-accent',
        'middle',
        16,
      ),
  );
}

export function commandFigure(): string {
  const cost = [icon.wood(), icon.barrel(), icon.gem()]
    .map((drawn, i) => at(60 + i * 44, 90, drawn) + line(42 + i * 44, 108, 78 + i * 44, 72, 's-ink-wide'))
    .join('');
  return svg(
    720,
    190,
    paper(8, 8, 340, 174) +
      text(178, 40, 'An acquisition: the Raft', 't-title', 'middle', 18) +
      cost +
      arrow(190, 90, 232, 90, 's-ink') +
      path('M248 72 h34 l-8 10 l8 10 h-34 Z', 'f-accent s-ink') +
      text(300, 96, '+1 RP', 't-ink-bold', 'start', 15) +
      text(178, 150, 'fill in 1 wood, 1 barrel, 1 gem', 't-soft', 'middle', 14) +
      paper(368, 8, 344, 174) +
      text(540, 40, 'Gold at work', 't-title', 'middle', 18) +
      at(420, 90, icon.coin('3', 14)) +
      arrow(442, 90, 478, 90, 's-ink') +
      at(500, 90, icon.pearl(12)) +
      text(540, 96, 'any resource', 't-soft', 'start', 14) +
      at(420, 140, icon.coin('4', 14)) +
      arrow(442, 140, 478, 140, 's-ink') +
      at(500, 140, pirate(3)) +
      text(540, 146, 'recruit Strength 3', 't-soft', 'start', 14),
  );
}

export function tracksFigure(): string {
  const gains = ['', '', '2 GP', '', '+1 attack', '', '', 'gem', '', '3 GP'];
  const circles = Array.from({ length: 10 }, (_, i) => {
    const x = 60 + i * 62;
    const lockBefore = i === 3 || i === 6;
    return (
      (lockBefore
        ? at(x - 31, 70, icon.lock()) +
          text(x - 31, 104, i === 3 ? 'Raft?' : 'Rowing boat?', 't-soft', 'middle', 12)
        : '') +
      circle(x, 70, 15, i < 5 ? 'f-red s-dark' : 'f-none s-red-wide') +
      (gains[i] ? text(x, 40, gains[i] ?? '', 't-ink', 'middle', 15) : '')
    );
  }).join('');
  return svg(
    700,
    160,
    paper(8, 8, 684, 144) +
      circles +
      text(
        350,
        140,
        'Fill circles from the start, one by one. A lock stops you until its acquisition is made.',
        't-soft',
        'middle',
        14,
      ),
  );
}

export function boardingFigure(): string {
  const side = (x: number, title: string, pirates: ReadonlyArray<number>, total: string, win: boolean) =>
    paper(x, 10, 280, 190) +
    text(x + 140, 42, title, 't-title', 'middle', 18) +
    pirates.map((s, i) => at(x + 140 + (i - (pirates.length - 1) / 2) * 64, 100, pirate(s), 1.6)).join('') +
    text(x + 140, 170, total, win ? 't-win' : 't-ink-bold', 'middle', 20);
  return svg(
    720,
    210,
    side(10, 'Attacker', [5, 2], 'Strength 7 — wins', true) +
      text(360, 108, 'reveal', 't-paper', 'middle', 16) +
      arrow(322, 118, 398, 118) +
      side(430, 'Defender', [4, 1], 'Strength 5', false),
  );
}

export function navalFigure(): string {
  const step = (x: number, h: number, place: string, rp: string, strength: string) =>
    rect(x, 170 - h, 140, h, 'f-red s-dark', 4) +
    text(x + 70, 170 - h + 30, place, 't-white-bold', 'middle', 20) +
    text(x + 70, 170 - h - 12, strength, 't-paper', 'middle', 15) +
    text(x + 70, 192, rp, 't-paper', 'middle', 16);
  return svg(
    480,
    210,
    step(170, 120, '1st', '15 RP', 'Strength 24') +
      step(20, 80, '2nd', '7 RP', 'Strength 20') +
      step(320, 56, '3rd', '5 RP', 'Strength 20'),
  );
}

export function scoringFigure(): string {
  const flags: ReadonlyArray<[string, string]> = [
    ['Attributes', '11'],
    ['Attribute track', '7'],
    ['Boats', '10'],
    ['Boat track', '6'],
    ['Attacks', '0'],
    ['Naval battle', '15'],
    ['Command bonus', '6'],
  ];
  return svg(
    720,
    170,
    paper(8, 8, 704, 154) +
      flags
        .map(
          ([name, rp], i) =>
            path(`M${30 + i * 86} 40 h64 l-10 16 l10 16 h-64 Z`, 'f-accent s-ink') +
            text(58 + i * 86, 62, rp, 't-ink-bold', 'middle', 18) +
            text(62 + i * 86, 96, name, 't-soft', 'middle', 12),
        )
        .join('') +
      text(360, 140, 'Total: 55 Reputation points — written in your treasure chest', 't-title', 'middle', 17),
  );
}

export function soloFigure(): string {
  return svg(
    720,
    170,
    paper(8, 8, 340, 154) +
      text(178, 38, 'Three blue dice', 't-title', 'middle', 17) +
      at(80, 90, die('blue', icon.gem(14), 56)) +
      at(150, 90, die('blue', icon.gem(14), 56)) +
      at(220, 90, die('blue', icon.pearl(12), 56)) +
      text(178, 146, 'two the same: the Legend attacks you', 't-ink-bold', 'middle', 14) +
      paper(368, 8, 344, 154) +
      text(540, 38, 'Its crew: three yellow rolls', 't-title', 'middle', 17) +
      text(400, 76, '1–2  →  its weakest Pirate', 't-ink', 'start', 15) +
      text(400, 104, '3–4  →  no Pirate', 't-ink', 'start', 15) +
      text(400, 132, '5–6  →  its strongest Pirate', 't-ink', 'start', 15),
  );
}
