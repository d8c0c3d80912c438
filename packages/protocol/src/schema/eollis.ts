// Eollis's public table as schema classes, filled from the rules' audience view (never from the state).
import { ArraySchema, MapSchema, Schema, type } from '@colyseus/schema';

// Lists that change length are kept padded (schema 3 desyncs shrinking arrays): they only ever grow to the
// longest length seen, and the slots past the current end hold '' (ids) or -1 (seats).

export class EollisPirateState extends Schema {
  @type('string') id = '';
  @type('uint8') owner = 0;
  @type('uint8') gold = 0;
  @type('boolean') ghost = false;
  /** The card is tilted: its once-per-Expedition power is spent. */
  @type('boolean') powerUsed = false;
}

export class EollisClanState extends Schema {
  @type('uint8') seat = 0;
  @type('uint8') renown = 0;
  @type('uint8') strongbox = 0;
  @type('uint8') purse = 0;
  /** How many cards the Clan holds (never which). */
  @type('uint8') handCount = 0;
  /** Turn of the Clan's last Action card and last gift (-1 before the first). */
  @type('int16') cardTurn = -1;
  @type('int16') giftTurn = -1;
  /** Gold won at an Event that the Clan is still dividing among its pirates. */
  @type('uint8') toDivide = 0;
  /** Missions the Clan has revealed, padded with ''. */
  @type(['string']) missionsRevealed = new ArraySchema<string>();
}

/** One die roll open to responses: total = base + die + mods; `seat` is -1 in an unused slot. */
export class EollisRollState extends Schema {
  @type('int8') seat = -1;
  @type('string') pirate = '';
  @type('int8') base = 0;
  @type('uint8') die = 0;
  @type('int8') mods = 0;
}

/** A response window (election, trial, repair, mutiny); `context` is '' when the phase has none. */
export class EollisRollWindowState extends Schema {
  @type('string') context = '';
  @type([EollisRollState]) rolls = new ArraySchema<EollisRollState>();
  @type(['int8']) responders = new ArraySchema<number>();
  @type(['int8']) passed = new ArraySchema<number>();
}

/** A pirate loss still to be chosen; `chooser` is -1 when the phase has none. */
export class EollisLossState extends Schema {
  @type('int8') chooser = -1;
  @type('int8') victim = -1;
  @type('uint8') count = 0;
  /** 'clan' or 'cagnotte'. */
  @type('string') goldTo = '';
}

/**
 * The current phase, flattened: `kind` says which fields mean something (as in the rules' `PhaseView`);
 * the others hold their empty value ('' , -1, 0, false, or an all-empty padded list). A mutiny's fields
 * (`mutineer`, `leader`, `captainSeat`, `captainChoice`, `camps`) are the same whether the view has them
 * on the phase (`camps`) or under `mutiny` (`mutinyRoll`, `sacrifice`).
 */
export class EollisPhaseState extends Schema {
  @type('string') kind = '';
  /** refill: 'aerial' or 'tavern'. */
  @type('string') stage = '';
  @type(['int8']) order = new ArraySchema<number>();
  @type('int8') index = -1;
  @type('int8') seat = -1;
  /** draft: the pirates on display. */
  @type(['string']) display = new ArraySchema<string>();
  /** propose: the candidates to the captaincy. */
  @type(['string']) candidates = new ArraySchema<string>();
  @type(EollisRollWindowState) window = new EollisRollWindowState();
  @type(EollisLossState) loss = new EollisLossState();
  /** rise: what follows. */
  @type('string') then = '';
  /** decision: the pirate swapped in first, or ''. */
  @type('string') swapFirst = '';
  @type('int8') captainSeat = -1;
  /** mutinyCall: 'continue' or 'return'. */
  @type('string') choice = '';
  @type(['int8']) declined = new ArraySchema<number>();
  @type('int8') mutineer = -1;
  @type('string') leader = '';
  @type('string') captainChoice = '';
  /**
   * Camps by seat: in `camps`, 'captain', 'mutineers', 'chosen' (hidden until all are revealed together) or
   * 'undecided'; under a revealed mutiny, the camp or '' for none.
   */
  @type(['string']) camps = new ArraySchema<string>();
  @type(['int8']) waiting = new ArraySchema<number>();
  /** sacrifice: what follows. */
  @type('string') next = '';
  /** rescue: the pirates saved so far. */
  @type(['string']) saved = new ArraySchema<string>();
  /** brawl: 1 or 2; 0 otherwise. */
  @type('uint8') round = 0;
  @type(['int8']) out = new ArraySchema<number>();
}

export class EollisPilesState extends Schema {
  @type('uint8') actions = 0;
  @type('uint8') actionDiscard = 0;
  @type('uint8') events = 0;
  @type('uint8') pirates = 0;
}

export class EollisTable extends Schema {
  /** The option: 'secret' or 'clockwise'. */
  @type('string') mutinyAnnouncement = '';
  @type('uint8') expedition = 0;
  @type('uint16') turn = 0;
  @type('uint8') lastCaptainSeat = 0;
  @type('boolean') captainSwapUsed = false;
  @type('boolean') secondHideUsed = false;
  @type(EollisPhaseState) phase = new EollisPhaseState();
  /** The seats the game waits for, padded with -1. */
  @type(['int8']) waitingFor = new ArraySchema<number>();
  @type('int8') balloon = 0;
  @type('boolean') destroyed = false;
  @type('uint16') cagnotte = 0;
  /** The pirate on each post, by post id; '' once a post seen occupied is vacant (keys are never removed). */
  @type({ map: 'string' }) posts = new MapSchema<string>();
  /** The hold, top first, padded with ''. */
  @type(['string']) hold = new ArraySchema<string>();
  /** The pirates in play, by id (their cards are face up). */
  @type({ map: EollisPirateState }) pirates = new MapSchema<EollisPirateState>();
  @type([EollisClanState]) clans = new ArraySchema<EollisClanState>();
  /** The Event in play, or ''. */
  @type('string') currentEvent = '';
  @type(['string']) eventDiscard = new ArraySchema<string>();
  @type(['string']) pirateDiscard = new ArraySchema<string>();
  @type(EollisPilesState) piles = new EollisPilesState();
  /** The final lines (seat, renown, living pirates, duel) as JSON once the game is over; '' before. */
  @type('string') final = '';
}
