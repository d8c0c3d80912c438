// The sheet's words for hovers and screen readers: a gain, a battle, a whole sheet in one sentence.
import type { TrackGain } from '@flotilla/rules/captains-war/material';
import type { ChartLineModel, SheetModel } from '../model';
import { aResource, cw, resourceStock } from '../terms';

export function gainWords(gain: TrackGain): string {
  switch (gain.kind) {
    case 'gold':
      return cw('gp', { n: gain.amount });
    case 'resource':
      return aResource(gain.resource);
    case 'pirate':
      return cw('face.pirate', { strength: gain.strength });
    case 'attackBonus':
      return cw('sheet.attackBonus');
    case 'defenceBonus':
      return cw('sheet.defenceBonus');
  }
}

/** A rival card's letter for an acquisition line: its name's first letter on the sheet (A, B; in French too). */
export function lineLetter(line: 'attributes' | 'boats'): string {
  return cw(`sheet.lineLetter.${line}`);
}

function total(strengths: ReadonlyArray<number>): number {
  return strengths.reduce((a, b) => a + b, 0);
}

/** A boarding chart slot in a few characters: "✔ T3 att. Bart 7–5" (att. attacking, def. defending). */
export function chartSlotWords(
  line: ChartLineModel | undefined,
  i: number,
  names: ReadonlyArray<string>,
  withName = true,
): string {
  if (!line) return `${i + 1}. —`;
  const who = withName ? ` ${names[line.opponent] ?? '?'}` : '';
  return cw('chart.slot', {
    mark: line.won ? '✔' : '✘',
    turn: line.turn,
    role: cw(line.role === 'attacker' ? 'chart.att' : 'chart.def'),
    who,
    mine: total(line.mine),
    theirs: total(line.theirs),
  });
}

/** The same battle in a sentence. */
export function chartLineWords(
  line: ChartLineModel | undefined,
  i: number,
  names: ReadonlyArray<string>,
): string {
  if (!line) return cw('chart.empty', { n: i + 1 });
  const params = {
    turn: line.turn,
    whom: names[line.opponent] ?? cw('chart.aCaptain'),
    mine: total(line.mine),
    theirs: total(line.theirs),
  };
  return cw(
    `chart.${line.role === 'attacker' ? 'attacked' : 'defended'}${line.won ? 'Won' : 'Lost'}`,
    params,
  );
}

/** One sentence per sheet: what the canvas shows, for screen readers and the compact sheet's hover. */
export function sheetSentence(sheet: SheetModel): string {
  const chest = ['pearl', 'wood', 'gem', 'barrel']
    .map((r, i) => resourceStock(r, sheet.chest[i] ?? 0))
    .join(', ');
  const crew = sheet.crew
    .map((n, i) => (n > 0 ? cw('sentence.crewItem', { n, strength: i + 1 }) : ''))
    .filter(Boolean)
    .join(', ');
  const flags = [
    sheet.grapplingHook ? cw('sentence.hooked') : '',
    sheet.commandBonus.attributes > 0
      ? cw('sentence.bonus', { bonus: cw('bonus.attributes'), rp: sheet.commandBonus.attributes })
      : '',
    sheet.commandBonus.boats > 0
      ? cw('sentence.bonus', { bonus: cw('bonus.boats'), rp: sheet.commandBonus.boats })
      : '',
  ].filter(Boolean);
  return cw('sentence.sheet', {
    name: cw('sheet.name', { name: sheet.name, context: sheet.you ? 'you' : undefined }),
    gold: sheet.gold,
    chest,
    crew: crew || cw('sentence.noCrew'),
    attributes: sheet.acquired.attributes,
    boats: sheet.acquired.boats,
    attributeTrack: sheet.track.attributes,
    boatTrack: sheet.track.boats,
    battles: sheet.battles,
    flags: flags.length > 0 ? cw('sentence.flags', { flags: flags.join(', ') }) : '',
  });
}
