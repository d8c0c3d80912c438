// Captains' War's figures: the loot dice, the sheet, the tracks, a boarding and the final tally. Their words are
// `learnCaptainsWar:figure.*` messages, read as each figure is drawn; numbers and symbols stay here.
import { t } from '../../i18n/i18n';
import { arrow, at, circle, fitted, line, paper, path, rect, ring, svg, text } from './svg';

/** A word of the figures, in the current language. */
function word(key: string, values?: Record<string, string | number>): string {
  return t(`learnCaptainsWar:figure.${key}`, values);
}

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
        fitted(252, y + 5, word('gp', { n: cost }), 't-soft', 'end', 15, 48) +
        [0, 1, 2, 3]
          .map((k) =>
            at(276 + k * 30, y, pirate(i + 1, k === 0 && i < 3 ? 'f-pirate' : 'f-pirate-faint'), 0.95),
          )
          .join('')
      );
    })
    .join('');
  const lines = (title: string, names: ReadonlyArray<[string, number]>, x: number) =>
    fitted(x, 80, title, 't-ink-bold', 'start', 17, 176) +
    names
      .map(
        ([name, rp], i) =>
          `${path(`M${x} ${96 + i * 34} h16 l-5 7 l5 7 h-16 Z`, 'f-none s-ink')}${fitted(x + 24, 110 + i * 34, name, 't-ink', 'start', 16, 112)}${fitted(x + 170, 110 + i * 34, word('rp', { rp }), 't-soft', 'end', 15, 40)}`,
      )
      .join('');
  const track = (x: number, n: number, label: string) =>
    fitted(x, 80, label, 't-ink-bold', 'middle', 14, 44) +
    Array.from({ length: n }, (_, i) =>
      circle(x, 100 + i * 22, 8, i < 3 ? 'f-red s-dark' : 'f-none s-red'),
    ).join('');
  const gp = Array.from({ length: 9 }, (_, i) => at(34, 90 + i * 26, icon.coin('', 10))).join('');
  return svg(
    880,
    360,
    paper(8, 8, 864, 344) +
      fitted(440, 44, word('sheet.title'), 't-title', 'middle', 24, 400) +
      fitted(34, 80, word('sheet.gp'), 't-ink-bold', 'middle', 14, 44) +
      gp +
      fitted(124, 80, word('sheet.chest'), 't-ink-bold', 'middle', 17, 120) +
      chest +
      fitted(318, 80, word('sheet.pirates'), 't-ink-bold', 'middle', 17, 140) +
      crew +
      lines(
        word('sheet.attributes'),
        [
          [word('item.parrot'), 2],
          [word('item.captainsHat'), 3],
          [word('item.hook'), 6],
          [word('item.boots'), 8],
        ],
        430,
      ) +
      lines(
        word('sheet.boats'),
        [
          [word('item.raft'), 1],
          [word('item.rowingBoat'), 4],
          [word('item.sailingShip'), 5],
          [word('item.galleon'), 7],
        ],
        620,
      ) +
      track(818, 11, word('sheet.attributeTrack')) +
      track(852, 11, word('sheet.boatTrack')) +
      rect(430, 260, 360, 70, 'f-none s-faint', 8) +
      fitted(446, 286, word('sheet.chart'), 't-ink-bold', 'start', 16, 330) +
      fitted(446, 314, word('sheet.chartLines'), 't-soft', 'start', 15, 400),
  );
}

export function diceFigure(): string {
  const dice: ReadonlyArray<[DieColour, string, string]> = [
    [
      'yellow',
      `${at(-12, -10, icon.coin('', 8))}${at(12, -10, icon.coin('', 8))}${at(0, 12, icon.coin('', 8))}${text(22, 26, '3', 't-ink-bold', 'middle', 14)}`,
      word('dice.gold', { from: 1, to: 6 }),
    ],
    ['blue', icon.pearl(13), word('dice.resource')],
    ['blue', icon.joker(15), word('dice.joker')],
    ['blue', `${at(-11, 0, icon.gem(10))}${at(11, 0, icon.gem(10))}`, word('dice.double')],
    [
      'red',
      `${at(-8, 0, icon.skull(), 0.9)}${text(18, 8, '2', 't-white-bold', 'middle', 18)}`,
      word('dice.circles', { count: 2 }),
    ],
    ['black', pirate(3, 'f-pirate-light'), word('dice.pirate')],
  ];
  return svg(
    720,
    150,
    dice
      .map(
        ([colour, face, label], i) =>
          at(70 + i * 116, 62, die(colour, face, 70)) +
          fitted(70 + i * 116, 130, label, 't-paper', 'middle', 15, 114),
      )
      .join(''),
  );
}

export function turnFigure(): string {
  const panel = (x: number, n: string, title: string, body: string, note: string) =>
    paper(x, 14, 220, 170) +
    fitted(x + 110, 46, `${n} · ${title}`, 't-title', 'middle', 19, 210) +
    body +
    fitted(x + 110, 170, note, 't-soft', 'middle', 13, 210);
  return svg(
    740,
    200,
    panel(
      10,
      '1',
      word('turn.loot'),
      at(60, 100, die('yellow', icon.coin('4'), 50)) +
        at(120, 100, die('blue', icon.wood(), 50)) +
        at(180, 100, die('black', pirate(5, 'f-pirate-light'), 50)),
      word('turn.lootNote'),
    ) +
      arrow(236, 100, 262, 100) +
      panel(
        262,
        '2',
        word('turn.command'),
        at(315, 100, `${icon.wood()}`) +
          at(345, 100, icon.barrel()) +
          at(375, 100, icon.gem()) +
          arrow(395, 100, 420, 100) +
          path('M428 84 h22 l-6 8 l6 8 h-22 Z', 'f-accent s-ink'),
        word('turn.commandNote'),
      ) +
      arrow(488, 100, 514, 100) +
      panel(
        514,
        '3',
        word('turn.boarding'),
        at(580, 100, pirate(5)) +
          at(604, 100, pirate(2)) +
          fitted(624, 106, word('turn.versus'), 't-ink-bold', 'middle', 16, 30) +
          at(660, 100, pirate(4)),
        word('turn.boardingNote'),
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
      fitted(xs[5] ?? 0, 215, word('loot.setAside'), 't-paper', 'middle', 14, 232) +
      line((xs[5] ?? 0) - 40, 130, (xs[5] ?? 0) + 40, 190, 's-alarm-wide') +
      ring(xs[0] ?? 0, 70, 44) +
      ring(xs[4] ?? 0, 70, 44) +
      fitted(
        ((xs[0] ?? 0) + (xs[4] ?? 0)) / 2,
        140,
        word('loot.picks', { gold: 5, circles: 2 }),
        't-accent',
        'middle',
        16,
        480,
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
      fitted(178, 40, word('command.title'), 't-title', 'middle', 18, 320) +
      cost +
      arrow(190, 90, 232, 90, 's-ink') +
      path('M248 72 h34 l-8 10 l8 10 h-34 Z', 'f-accent s-ink') +
      fitted(300, 96, word('rp', { rp: '+1' }), 't-ink-bold', 'start', 15, 46) +
      fitted(178, 150, word('command.fillIn', { wood: 1, barrel: 1, gem: 1 }), 't-soft', 'middle', 14, 320) +
      paper(368, 8, 344, 174) +
      fitted(540, 40, word('command.goldTitle'), 't-title', 'middle', 18, 320) +
      at(420, 90, icon.coin('3', 14)) +
      arrow(442, 90, 478, 90, 's-ink') +
      at(500, 90, icon.pearl(12)) +
      fitted(540, 96, word('command.anyResource'), 't-soft', 'start', 14, 166) +
      at(420, 140, icon.coin('4', 14)) +
      arrow(442, 140, 478, 140, 's-ink') +
      at(500, 140, pirate(3)) +
      fitted(540, 146, word('command.recruit', { strength: 3 }), 't-soft', 'start', 14, 166),
  );
}

export function tracksFigure(): string {
  const gains = [
    '',
    '',
    word('gp', { n: 2 }),
    '',
    word('tracks.attack', { n: 1 }),
    '',
    '',
    word('tracks.gem'),
    '',
    word('gp', { n: 3 }),
  ];
  const lock = (item: string) => word('tracks.lock', { item: word(`item.${item}`) });
  const circles = Array.from({ length: 10 }, (_, i) => {
    const x = 60 + i * 62;
    const lockBefore = i === 3 || i === 6;
    return (
      (lockBefore
        ? at(x - 31, 70, icon.lock()) +
          fitted(x - 31, 104, lock(i === 3 ? 'raft' : 'rowingBoat'), 't-soft', 'middle', 12, 120)
        : '') +
      circle(x, 70, 15, i < 5 ? 'f-red s-dark' : 'f-none s-red-wide') +
      (gains[i] ? fitted(x, 40, gains[i] ?? '', 't-ink', 'middle', 15, 120) : '')
    );
  }).join('');
  return svg(
    700,
    160,
    paper(8, 8, 684, 144) + circles + fitted(350, 140, word('tracks.note'), 't-soft', 'middle', 14, 672),
  );
}

export function boardingFigure(): string {
  const side = (x: number, title: string, pirates: ReadonlyArray<number>, total: string, win: boolean) =>
    paper(x, 10, 280, 190) +
    fitted(x + 140, 42, title, 't-title', 'middle', 18, 260) +
    pirates.map((s, i) => at(x + 140 + (i - (pirates.length - 1) / 2) * 64, 100, pirate(s), 1.6)).join('') +
    fitted(x + 140, 170, total, win ? 't-win' : 't-ink-bold', 'middle', 20, 260);
  return svg(
    720,
    210,
    side(10, word('boarding.attacker'), [5, 2], word('boarding.wins', { strength: 7 }), true) +
      fitted(360, 108, word('boarding.reveal'), 't-paper', 'middle', 16, 130) +
      arrow(322, 118, 398, 118) +
      side(430, word('boarding.defender'), [4, 1], word('strength', { strength: 5 }), false),
  );
}

export function navalFigure(): string {
  const step = (x: number, h: number, place: string, rp: string, strength: string) =>
    rect(x, 170 - h, 140, h, 'f-red s-dark', 4) +
    fitted(x + 70, 170 - h + 30, place, 't-white-bold', 'middle', 20, 130) +
    fitted(x + 70, 170 - h - 12, strength, 't-paper', 'middle', 15, 140) +
    fitted(x + 70, 192, rp, 't-paper', 'middle', 16, 140);
  return svg(
    480,
    210,
    step(170, 120, word('naval.first'), word('rp', { rp: 15 }), word('strength', { strength: 24 })) +
      step(20, 80, word('naval.second'), word('rp', { rp: 7 }), word('strength', { strength: 20 })) +
      step(320, 56, word('naval.third'), word('rp', { rp: 5 }), word('strength', { strength: 20 })),
  );
}

export function scoringFigure(): string {
  const flags: ReadonlyArray<[string, string]> = [
    [word('scoring.attributes'), '11'],
    [word('scoring.attributeTrack'), '7'],
    [word('scoring.boats'), '10'],
    [word('scoring.boatTrack'), '6'],
    [word('scoring.attacks'), '0'],
    [word('scoring.navalBattle'), '15'],
    [word('scoring.commandBonus'), '6'],
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
            fitted(62 + i * 86, 96, name, 't-soft', 'middle', 12, 96),
        )
        .join('') +
      fitted(360, 140, word('scoring.total', { rp: 55 }), 't-title', 'middle', 17, 690),
  );
}

export function soloFigure(): string {
  return svg(
    720,
    170,
    paper(8, 8, 340, 154) +
      fitted(178, 38, word('solo.title'), 't-title', 'middle', 17, 320) +
      at(80, 90, die('blue', icon.gem(14), 56)) +
      at(150, 90, die('blue', icon.gem(14), 56)) +
      at(220, 90, die('blue', icon.pearl(12), 56)) +
      fitted(178, 146, word('solo.twoSame'), 't-ink-bold', 'middle', 14, 320) +
      paper(368, 8, 344, 154) +
      fitted(540, 38, word('solo.crewTitle'), 't-title', 'middle', 17, 320) +
      fitted(400, 76, `1–2  →  ${word('solo.weakest')}`, 't-ink', 'start', 15, 300) +
      fitted(400, 104, `3–4  →  ${word('solo.none')}`, 't-ink', 'start', 15, 300) +
      fitted(400, 132, `5–6  →  ${word('solo.strongest')}`, 't-ink', 'start', 15, 300),
  );
}
