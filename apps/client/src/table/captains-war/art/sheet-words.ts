// The sheet's words for hovers and screen readers: a gain, a battle, a whole sheet in one sentence.
import type { TrackGain } from '@flotilla/rules/src/captains-war/sheet';
import type { ChartLineModel, SheetModel } from '../model';

export function gainWords(gain: TrackGain): string {
  switch (gain.kind) {
    case 'gold':
      return `${gain.amount} GP`;
    case 'resource':
      return `a ${gain.resource}`;
    case 'pirate':
      return `a Strength ${gain.strength} pirate`;
    case 'attackBonus':
      return 'an attack bonus (+1 Strength when you attack)';
    case 'defenceBonus':
      return 'a defence bonus (+1 Strength when you defend)';
  }
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
  return `${line.won ? '✔' : '✘'} T${line.turn} ${line.role === 'attacker' ? 'att.' : 'def.'}${who} ${total(line.mine)}–${total(line.theirs)}`;
}

/** The same battle in a sentence. */
export function chartLineWords(
  line: ChartLineModel | undefined,
  i: number,
  names: ReadonlyArray<string>,
): string {
  if (!line)
    return `Boarding chart line ${i + 1}: no battle yet. A captain fights at most five battles; attacks count at the end.`;
  const whom = names[line.opponent] ?? 'a captain';
  const role = line.role === 'attacker' ? `attacked ${whom}` : `defended against ${whom}`;
  return `Turn ${line.turn}: ${role} with Strength ${total(line.mine)} against ${total(line.theirs)}, and ${line.won ? 'won' : 'lost'}.`;
}

/** One sentence per sheet: what the canvas shows, for screen readers and the compact sheet's hover. */
export function sheetSentence(sheet: SheetModel): string {
  const chest = ['pearl', 'wood', 'gem', 'barrel'].map((r, i) => `${sheet.chest[i] ?? 0} ${r}`).join(', ');
  const crew = sheet.crew
    .map((n, i) => (n > 0 ? `${n} of Strength ${i + 1}` : ''))
    .filter(Boolean)
    .join(', ');
  const flags = [
    sheet.grapplingHook ? 'protected by a grappling hook' : '',
    sheet.commandBonus.attributes > 0 ? `Attribute command bonus ${sheet.commandBonus.attributes} RP` : '',
    sheet.commandBonus.boats > 0 ? `Boat command bonus ${sheet.commandBonus.boats} RP` : '',
  ].filter(Boolean);
  return (
    `${sheet.name}${sheet.you ? ' (you)' : ''}: ${sheet.gold} GP; chest ${chest}; crew ${crew || 'none'}; ` +
    `${sheet.acquired.attributes} attribute and ${sheet.acquired.boats} boat acquisitions; ` +
    `Attribute track ${sheet.track.attributes}, Boat track ${sheet.track.boats}; ${sheet.battles} battles` +
    `${flags.length > 0 ? `; ${flags.join(', ')}` : ''}.`
  );
}
