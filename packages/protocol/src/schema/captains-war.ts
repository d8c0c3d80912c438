// Captains' War's public table as schema classes, filled from the rules' audience view.
import { ArraySchema, Schema, type } from '@colyseus/schema';

export class DieFaceState extends Schema {
  @type('string') die = '';
  @type('uint8') gold = 0;
  @type('string') resource = '';
  @type('uint8') count = 0;
  @type('string') track = '';
  @type('uint8') strength = 0;
}

/**
 * One line of a boarding chart. The Pirates each side committed are Strengths 1–6, written as one digit each
 * (`strengthDigits`, read back with `readStrengthDigits`): a line is a single schema object instead of one plus
 * two arrays. Every client keeps every captain's chart, and each object a decoder keeps costs it about a
 * kilobyte (see docs/server-benchmark.md, "What we learned").
 */
export class BoardingLineState extends Schema {
  @type('uint16') turn = 0;
  @type('uint8') opponent = 0;
  @type('string') role = '';
  @type('string') mine = '';
  @type('string') theirs = '';
  @type('boolean') won = false;
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
  @type(['uint8']) chest = new ArraySchema<number>();
  @type(['uint8']) chestCircled = new ArraySchema<number>();
  @type(['uint8']) crew = new ArraySchema<number>();
  @type(['uint8']) crewCircled = new ArraySchema<number>();
  @type('uint8') attributes = 0;
  @type('uint8') boats = 0;
  @type('uint8') attributeTrack = 0;
  @type('uint8') boatTrack = 0;
  @type('uint8') attributeBonus = 0;
  @type('uint8') boatBonus = 0;
  @type([BoardingLineState]) chart = new ArraySchema<BoardingLineState>();
  @type('int16') lastAttackTurn = 0;
  /** -1 when no grappling hook protects this captain. */
  @type('int8') grapplingHookUntil = -1;
  /** Dice picked this turn: two slots, -1 when empty (fixed length: schema 3 desyncs shrinking arrays). */
  @type(['int8']) picks = new ArraySchema<number>(-1, -1);
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
  @type(['uint8']) attackerPirates = new ArraySchema<number>(0, 0, 0);
  @type(['uint8']) defenderPirates = new ArraySchema<number>(0, 0, 0);
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
  @type([DieFaceState]) dice = new ArraySchema<DieFaceState>(
    ...Array.from({ length: 6 }, () => new DieFaceState()),
  );
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
