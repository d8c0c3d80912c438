// Eollis' figures: a pirate and an Event card, the expedition's steps, the airship's posts, the balloon track,
// a trial, a mutiny and the Tavern's sharing.
import { arrow, at, circle, line, paper, path, rect, svg, text } from './svg';

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
    ['Navigation', 'f-skill-nav', skills[0]],
    ['Combat', 'f-skill-combat', skills[1]],
    ['Bagou', 'f-skill-bagou', skills[2]],
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
          text(44, 128 + i * 26, skill, 't-ink', 'start', 14),
      )
      .join('') +
    text(w / 2, 208, power, 't-soft', 'middle', 12)
  );
}

function eventCard(): string {
  return (
    paper(0, 0, 180, 230, 10) +
    text(90, 28, 'Governor’s City', 't-title', 'middle', 15) +
    rect(14, 42, 70, 30, 'f-red', 6) +
    text(49, 63, '2 dmg', 't-white-bold', 'middle', 14) +
    rect(96, 42, 70, 30, 'f-skill-bagou', 6) +
    text(131, 63, 'Bagou', 't-white-bold', 'middle', 14) +
    circle(90, 112, 26, 'f-none s-ink-wide') +
    text(90, 120, '8', 't-title', 'middle', 24) +
    text(90, 156, 'threshold', 't-soft', 'middle', 12) +
    rect(0, 168, 180, 62, 'f-felt-light', 0) +
    text(14, 188, 'Success: 3 gold', 't-paper', 'start', 13) +
    text(14, 206, 'Failure: −1 renown', 't-paper', 'start', 13) +
    text(14, 224, 'Cagnotte: +3 gold', 't-paper', 'start', 13)
  );
}

export function cardsFigure(): string {
  return svg(
    720,
    260,
    at(20, 16, pirateCard('Toure l’Eventreuse', [1, 4, 3], 'Once per Expedition: +2')) +
      at(230, 16, eventCard()) +
      at(
        450,
        40,
        rect(0, 0, 110, 160, 'f-exploit s-dark', 10) + text(55, 86, 'Exploit', 't-white-bold', 'middle', 16),
      ) +
      at(
        580,
        40,
        rect(0, 0, 110, 160, 'f-brawl s-dark', 10) + text(55, 86, 'Brawl', 't-white-bold', 'middle', 16),
      ) +
      text(570, 230, 'Action cards', 't-paper', 'middle', 15),
  );
}

export function expeditionFigure(): string {
  const aerial = ['Cards', 'Recruit', 'Elect', 'Board', 'Events'];
  const tavern = ['Share', 'Cards', 'Brawl ×2', 'Renown'];
  const step = (x: number, y: number, label: string, cls: string) =>
    rect(x, y, 96, 40, cls, 20) + text(x + 48, y + 26, label, 't-ink-bold', 'middle', 14);
  return svg(
    720,
    200,
    text(20, 34, 'Aerial Adventure', 't-paper-title', 'start', 18) +
      aerial
        .map(
          (label, i) =>
            step(20 + i * 112, 50, label, 'f-paper s-soft') +
            (i > 0 ? arrow(i * 112 + 6, 70, i * 112 + 18, 70) : ''),
        )
        .join('') +
      text(20, 134, 'Tavern', 't-paper-title', 'start', 18) +
      tavern
        .map(
          (label, i) =>
            step(20 + i * 112, 150, label, 'f-tavern s-soft') +
            (i > 0 ? arrow(i * 112 + 6, 170, i * 112 + 18, 170) : ''),
        )
        .join('') +
      path('M600 70 Q680 70 680 120 Q680 170 470 170', 'f-none s-accent') +
      text(610, 124, '× 3 expeditions', 't-accent', 'middle', 15),
  );
}

export function draftFigure(): string {
  const crew = ['Toure l’Eventreuse', 'Petit Marquis', 'Lucky Sam'];
  const offer: ReadonlyArray<[string, [number, number, number]]> = [
    ['Mr Mollet', [3, 1, 2]],
    ['’tit Joseph', [2, 3, 1]],
    ['Woo Zi Moo Doo II', [1, 2, 3]],
  ];
  return svg(
    720,
    250,
    text(100, 34, 'Your clan', 't-paper-title', 'middle', 17) +
      crew
        .map(
          (name, i) =>
            rect(10, 54 + i * 50, 180, 38, 'f-paper s-soft', 8) +
            text(100, 79 + i * 50, name, 't-ink-bold', 'middle', 15),
        )
        .join('') +
      rect(10, 204, 180, 38, 'f-none s-faint-paper', 8) +
      text(100, 229, '+ one more', 't-paper', 'middle', 15) +
      arrow(250, 222, 200, 222) +
      offer
        .map(([name, skills], i) => at(250 + i * 156, 20, pirateCard(name, skills, '', 170, 200), 0.85))
        .join('') +
      rect(244, 14, 156, 182, 'f-none s-accent-wide', 12) +
      text(480, 232, 'three on offer: take one', 't-paper', 'middle', 15),
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
    text(x + 105, 148, wins ? 'Captain!' : '', 't-win', 'middle', 16) +
    (wins ? rect(x - 4, 10, 218, 158, 'f-none s-accent-wide', 12) : '');
  return svg(
    720,
    180,
    candidate(10, 'Lucky Sam', 2, 4, 6, false) +
      candidate(250, 'Petit Marquis', 4, 1, 5, false) +
      candidate(490, 'Toure', 3, 5, 8, true),
  );
}

const POSTS: ReadonlyArray<[string, number, number]> = [
  ['Captain', 110, 40],
  ['Second', 210, 40],
  ['Priest', 310, 40],
  ['Lookout', 410, 40],
  ['Cook', 510, 40],
  ['Harpooner', 610, 40],
  ['Alti-Maître', 160, 96],
  ['Bosco', 260, 96],
  ['Armourer', 360, 96],
  ['Sailor', 460, 96],
  ['Sailor', 560, 96],
  ['Gunner', 310, 152],
  ['Gunner', 410, 152],
];

export function shipFigure(): string {
  const balloons = [180, 360, 540]
    .map(
      (x) =>
        `<ellipse cx="${x}" cy="62" rx="84" ry="48" class="f-balloon s-dark"/>` +
        line(x - 50, 100, x - 30, 130, 's-ink') +
        line(x + 50, 100, x + 30, 130, 's-ink'),
    )
    .join('');
  return svg(
    720,
    380,
    balloons +
      rect(30, 128, 660, 190, 'f-deck-wood s-dark', 14) +
      POSTS.map(([name, x, y]) =>
        at(
          x,
          y + 118,
          rect(-46, -18, 92, 40, 'f-paper s-soft', 8) + text(0, 8, name, 't-ink-bold', 'middle', 13),
        ),
      ).join('') +
      path('M40 308 Q360 398 680 308 L650 352 Q360 420 70 352 Z', 'f-hull s-dark') +
      text(360, 372, 'the hold: pirates without a post wait here', 't-paper', 'middle', 14),
  );
}

export function balloonFigure(): string {
  const zones: ReadonlyArray<[number, number, string]> = [
    [1, 3, 'repair on 3–6'],
    [4, 6, 'repair on 4–6'],
    [7, 8, 'repair on 5–6'],
  ];
  const space = (n: number) => 60 + n * 72;
  return svg(
    720,
    190,
    zones
      .map(
        ([from, to, words], i) =>
          rect(space(from) - 34, 40, space(to) - space(from) + 68, 70, `f-zone-${i + 1}`, 10) +
          text((space(from) + space(to)) / 2, 140, words, 't-paper', 'middle', 15),
      )
      .join('') +
      Array.from(
        { length: 8 },
        (_, i) =>
          circle(space(i + 1), 75, 22, 'f-paper s-soft') +
          text(space(i + 1), 81, String(i + 1), 't-ink-bold', 'middle', 15),
      ).join('') +
      at(
        space(0) + 10,
        75,
        `<ellipse cx="0" cy="-6" rx="20" ry="24" class="f-balloon s-dark"/>${rect(-8, 18, 16, 10, 'f-hull s-dark', 2)}`,
      ) +
      arrow(space(0) + 36, 160, space(2) + 10, 160, 's-alarm') +
      text(
        space(2) + 20,
        165,
        'damage moves the balloon on; past 8 the ship is destroyed',
        't-paper',
        'start',
        14,
      ),
  );
}

export function trialFigure(): string {
  return svg(
    720,
    170,
    paper(8, 10, 704, 150) +
      rect(40, 40, 60, 60, 'f-skill-combat s-dark', 8) +
      text(70, 80, '4', 't-white-bold', 'middle', 26) +
      text(70, 126, 'Combat', 't-ink', 'middle', 14) +
      text(128, 80, '+', 't-ink-bold', 'middle', 26) +
      at(186, 70, die(3, 58)) +
      text(186, 126, 'die', 't-ink', 'middle', 14) +
      text(244, 80, '+', 't-ink-bold', 'middle', 26) +
      rect(272, 40, 120, 60, 'f-felt-light', 8) +
      text(332, 80, '+2', 't-white-bold', 'middle', 26) +
      text(332, 126, 'Armourer, Gunner', 't-ink', 'middle', 14) +
      text(430, 80, '=', 't-ink-bold', 'middle', 26) +
      text(490, 82, '9', 't-title', 'middle', 34) +
      text(560, 70, '≥ 8: success!', 't-win', 'start', 20) +
      text(560, 98, 'gold for your clan', 't-soft', 'start', 15) +
      text(560, 120, 'and for the cagnotte', 't-soft', 'start', 15),
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
    text(x + 160, 40, title, 't-title', 'middle', 17) +
    parts.map((p, i) => text(x + 24, 72 + i * 24, p, 't-ink', 'start', 15)).join('') +
    at(x + 250, 100, die(roll, 50)) +
    text(x + 160, 184, total, wins ? 't-win' : 't-ink-bold', 'middle', 17);
  return svg(
    720,
    210,
    camp(
      10,
      'The Captain’s camp',
      ['+4  four pirates aboard', '+2  the Armourer', '+0  cards'],
      3,
      '9: the Captain holds',
      true,
    ) +
      text(360, 110, 'vs', 't-paper', 'middle', 20) +
      camp(390, 'The mutineers', ['+5  five pirates aboard', '+1  Rum'], 2, '8: their leader dies', false),
  );
}

export function sharingFigure(): string {
  const order: ReadonlyArray<[string, number]> = [
    ['Captain', 4],
    ['Second', 3],
    ['Priest', 0],
    ['Lookout', 1],
    ['Cook', 2],
    ['Harpooner', 2],
    ['Alti-Maître', 2],
    ['Bosco', 1],
    ['Armourer', 1],
    ['Sailors', 1],
    ['Gunners', 1],
  ];
  return svg(
    720,
    180,
    at(46, 70, circle(0, 0, 36, 'f-gold s-dark') + text(0, 6, 'pot', 't-ink-bold', 'middle', 15)) +
      order
        .map(
          ([post, gold], i) =>
            at(120 + i * 56, 56, coin(String(gold), 15)) +
            text(120 + i * 56, i % 2 === 0 ? 98 : 118, post, 't-paper', 'middle', 14),
        )
        .join('') +
      arrow(86, 56, 100, 56) +
      text(
        400,
        140,
        'Posts are paid in this order, round after round, until the cagnotte is empty.',
        't-paper',
        'middle',
        15,
      ),
  );
}

export function renownFigure(): string {
  const sections: ReadonlyArray<[number, number, string]> = [
    [0, 9, '4 gold a point'],
    [10, 19, '5 gold a point'],
    [20, 29, '6 gold a point'],
  ];
  return svg(
    720,
    130,
    sections
      .map(
        ([from, to, words], i) =>
          rect(20 + i * 230, 20, 220, 50, `f-zone-${i + 1}`, 8) +
          text(130 + i * 230, 52, `${from}–${to}${i === 2 ? '+' : ''}`, 't-ink-bold', 'middle', 17) +
          text(130 + i * 230, 100, words, 't-paper', 'middle', 15),
      )
      .join(''),
  );
}
