// Captains' War's public table as schema classes, filled from the rules' audience view.
//
// A table is 19 schema objects, whatever its length: every list of a sheet, the boarding chart, the dice and the
// revealed Pirates travel packed in one string each (`packCounts`, `packChart`, dice as JSON). Each schema object
// costs the server about 1.8 KB of change bookkeeping for as long as the table lives, and a decoder about a
// kilobyte (docs/server-benchmark.md): as arrays and lines of objects, a 4-seat table was 52 objects and more with
// every battle. A packed field is rewritten whole when it changes, a few bytes more in that patch.
import { ArraySchema, Schema, type } from '@colyseus/schema';
import type { BoardingLine } from '@flotilla/rules/captains-war';

/** Small whole numbers as one string: `[4, 1, 1, 0]` is `'4,1,1,0'`, `[]` is `''`. */
export function packCounts(values: ReadonlyArray<number>): string {
  for (const v of values) if (!Number.isInteger(v)) throw new RangeError(`${v} is not a whole number`);
  return values.join(',');
}

/** The numbers `packCounts` wrote, in order; anything that is not a number reads as 0. */
export function readCounts(packed: string): number[] {
  if (packed === '') return [];
  return packed.split(',').map((part) => {
    const value = Number(part);
    return Number.isInteger(value) ? value : 0;
  });
}

/** One line of a boarding chart: a battle its captain fought, and the Strengths each side committed. */
export type ChartLine = BoardingLine;

/**
 * A boarding chart as one string: a line per battle, `;` between them, each `turn,opponent,a|d,mine,theirs,0|1`
 * with the Strengths as digits (`strengthDigits`). `'3,1,a,21,2,1'` is turn 3 against captain 1, attacking with
 * Strengths 2 and 1 against 2, won.
 */
export function packChart(lines: ReadonlyArray<ChartLine>): string {
  return lines
    .map(
      (l) =>
        `${l.turn},${l.opponent},${l.role === 'attacker' ? 'a' : 'd'},${strengthDigits(l.mine)},` +
        `${strengthDigits(l.theirs)},${l.won ? 1 : 0}`,
    )
    .join(';');
}

/** The lines `packChart` wrote, in order. */
export function readChart(packed: string): ChartLine[] {
  if (packed === '') return [];
  return packed.split(';').map((line) => {
    const [turn = '', opponent = '', role = '', mine = '', theirs = '', won = ''] = line.split(',');
    return {
      turn: Number(turn) || 0,
      opponent: Number(opponent) || 0,
      role: role === 'a' ? 'attacker' : 'defender',
      mine: readStrengthDigits(mine),
      theirs: readStrengthDigits(theirs),
      won: won === '1',
    };
  });
}

/** Strengths (single digits) as the digits of a boarding line: `[4, 2]` is `'42'`. */
export function strengthDigits(strengths: ReadonlyArray<number>): string {
  for (const s of strengths) {
    if (!Number.isInteger(s) || s < 0 || s > 9) throw new RangeError(`Strength ${s} is not one digit`);
  }
  return strengths.join('');
}

/** The Strengths a boarding line's digits name, in order: `'42'` is `[4, 2]`. */
export function readStrengthDigits(digits: string): number[] {
  return Array.from(digits, Number);
}

export class CaptainSheetState extends Schema {
  @type('uint8') gold = 0;
  @type('uint8') goldCircled = 0;
  /** Each list of the sheet is `packCounts`'d. */
  @type('string') chest = '';
  @type('string') chestCircled = '';
  @type('string') crew = '';
  @type('string') crewCircled = '';
  @type('uint8') attributes = 0;
  @type('uint8') boats = 0;
  @type('uint8') attributeTrack = 0;
  @type('uint8') boatTrack = 0;
  @type('uint8') attributeBonus = 0;
  @type('uint8') boatBonus = 0;
  /** `packChart`. */
  @type('string') chart = '';
  @type('int16') lastAttackTurn = 0;
  /** -1 when no grappling hook protects this captain. */
  @type('int8') grapplingHookUntil = -1;
  /** Dice picked this turn: two slots, -1 when empty (fixed length: schema 3 desyncs shrinking arrays). */
  @type('string') picks = '';
  @type('boolean') acquiredThisTurn = false;
  @type('boolean') commandDone = false;
}

/** The boarding under way; `attacker` is -1 when there is none. */
export class BoardingState extends Schema {
  @type('int8') attacker = -1;
  @type('int8') defender = -1;
  @type('boolean') attackerLocked = false;
  @type('boolean') defenderLocked = false;
  @type('int8') winner = -1;
  /** Three slots each, 0 when empty; all 0 until the reveal. */
  /** The Pirates each side committed, `packCounts`'d once revealed; `''` before. */
  @type('string') attackerPirates = '';
  @type('string') defenderPirates = '';
}

/** Solo only; `id` is empty in other games. */
export class LegendCardState extends Schema {
  @type('string') id = '';
  @type('string') name = '';
  @type('string') effect = '';
  @type('string') reward = '';
  @type('boolean') copiesNextPirate = false;
}

export class CaptainsWarTable extends Schema {
  @type('string') mode = '';
  @type('uint16') turn = 0;
  @type('uint8') active = 0;
  @type('string') phase = '';
  /** Always six dice in table order; meaningful once `rolled`. */
  @type('boolean') rolled = false;
  /** The rolled faces as the rules' JSON (`DieFace[]`); `''` before the first roll. */
  @type('string') dice = '';
  @type('int8') setAside = -1;
  @type([CaptainSheetState]) captains = new ArraySchema<CaptainSheetState>();
  @type(BoardingState) boarding = new BoardingState();
  @type('boolean') firstAttributesBonusTaken = false;
  @type('boolean') firstBoatsBonusTaken = false;
  @type('string') endReason = '';
  @type(LegendCardState) legend = new LegendCardState();
  /** The final score sheets as JSON, once the game is over. */
  @type('string') result = '';
}
