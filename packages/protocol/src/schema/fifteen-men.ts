// 15 Men's public table as schema classes, filled from the rules' audience view (never from the state).
import { ArraySchema, Schema, type } from '@colyseus/schema';

/** Doubloons a hand can hold: 7 with 2 or 3 players, fewer with more (the rest of the slots stay 0). */
export const FIFTEEN_MEN_HAND_SLOTS = 7;

export class FifteenMenPlayerState extends Schema {
  @type('uint8') seat = 0;
  /** The doubloon values still in hand, in order, padded with 0 (fixed length: schema 3 desyncs shrinking arrays). */
  @type(['uint8']) doubloons = new ArraySchema<number>(
    ...Array.from({ length: FIFTEEN_MEN_HAND_SLOTS }, () => 0),
  );
  /** 'held', 'fired' or 'confiscated'. */
  @type('string') bullet = 'held';
  /** The faction when the audience knows it (the captain's; all when dealt face up or at the end); else ''. */
  @type('string') faction = '';
}

/** One numbered position of the Round Robin. */
export class RingSlotState extends Schema {
  /** 1-based, as printed on the board. */
  @type('uint8') position = 0;
  @type('boolean') empty = false;
  @type('boolean') faceUp = false;
  /** What the card's back shows; '' for an empty position. */
  @type('string') backFlag = '';
  /** The role on the back; '' when the back shows none (or the position is empty). */
  @type('string') backRole = '';
  /** The pirate, only when the audience may know it (face up, or shown to all); else ''. */
  @type('string') pirate = '';
  /** -1 when nobody controls the pirate. */
  @type('int8') controller = -1;
  /** The doubloons on the card as a JSON array of `{ seat, value }` (a short list that also shrinks). */
  @type('string') doubloons = '[]';
}

/** The Tortuga scenario's bullet market; `inPlay` is false in other scenarios. */
export class TortugaState extends Schema {
  @type('boolean') inPlay = false;
  @type('uint8') price = 0;
  /** Seats that bought a bullet, in order (it only grows; -1 pads it should it ever shrink). */
  @type(['int8']) buyers = new ArraySchema<number>();
}

/** The Governor's Daughter scenario's card; `inPlay` is false in other scenarios. */
export class DaughterState extends Schema {
  @type('boolean') inPlay = false;
  /** -1 when nobody controls her. */
  @type('int8') controller = -1;
  /** The doubloons on her as a JSON array of `{ seat, value }`. */
  @type('string') doubloons = '[]';
}

/** Whose turn it is; `seat` is -1 during the opening and once the game is over. */
export class FifteenMenTurnState extends Schema {
  @type('int8') seat = -1;
  @type('boolean') acted = false;
  @type('boolean') revealed = false;
}

/** The choice someone must make before play goes on; `kind` is '' when there is none. */
export class FifteenMenPromptState extends Schema {
  @type('string') kind = '';
  @type('int8') seat = -1;
  /** The 1-based position the prompt is about; 0 when it is about none. */
  @type('uint8') position = 0;
}

export class FifteenMenTable extends Schema {
  /** 'opening', 'corruption', 'showdown' or 'over'. */
  @type('string') phase = '';
  @type('string') scenario = '';
  @type('string') vessel = '';
  @type('uint8') captain = 0;
  @type([FifteenMenPlayerState]) players = new ArraySchema<FifteenMenPlayerState>();
  /** Always the 15 positions of the Round Robin, in order. */
  @type([RingSlotState]) ring = new ArraySchema<RingSlotState>(
    ...Array.from({ length: 15 }, () => new RingSlotState()),
  );
  /** Cards in front of the captain (their number never changes after setup). */
  @type(['string']) guards = new ArraySchema<string>();
  /** Killed pirates, in order (append-only). */
  @type(['string']) killed = new ArraySchema<string>();
  @type('boolean') gibbonsUsed = false;
  /** The seat whose crew took William Ghost as a penalty; -1 for none. */
  @type('int8') ghostPenalty = -1;
  @type(TortugaState) tortuga = new TortugaState();
  @type(DaughterState) daughter = new DaughterState();
  @type(FifteenMenTurnState) turn = new FifteenMenTurnState();
  @type(FifteenMenPromptState) prompt = new FifteenMenPromptState();
  /** The final count (teams, winners, loyalist) as JSON once the game is over; '' before. */
  @type('string') final = '';
}
