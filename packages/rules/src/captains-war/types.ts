// Captains' War: the state, actions, events and options, as plain data.
import type { RngState } from '../core/random';
import type { Seat } from '../core/types';
import type { DieFace } from './dice';
import type { Chest, Crew, Line, Resource } from './sheet';

export type Mode = 'table' | 'duel' | 'solo';

export interface CaptainsWarOptions {
  /** Solo only: the Legendary Captain faced, or 'random'. */
  readonly legendaryCaptain: string;
  /** The seat that became Arms Master during the adventure (it wins boarding ties it takes part in), or null. */
  readonly armsMaster: number | null;
}

/** One line of the boarding chart, written when a battle is revealed. */
export interface BoardingLine {
  readonly turn: number;
  readonly opponent: number;
  readonly role: 'attacker' | 'defender';
  readonly mine: ReadonlyArray<number>;
  readonly theirs: ReadonlyArray<number>;
  readonly won: boolean;
}

/** One captain's game sheet. In solo, index 1 is the Legendary Captain, who shares the sheet's circles. */
export interface Captain {
  /** GP circled and not filled in. */
  readonly gold: number;
  /** GP circled since the start, spent or not: the sheet has a fixed number of circles. */
  readonly goldCircled: number;
  readonly chest: Chest;
  readonly chestCircled: Chest;
  /** Pirates recruited and not yet spent, per Strength. */
  readonly crew: Crew;
  readonly crewCircled: Crew;
  /** Acquisitions made on each line (0–4), in printed order. */
  readonly acquired: Readonly<Record<Line, number>>;
  /** Red circles filled on each track. */
  readonly track: Readonly<Record<Line, number>>;
  /** RP of the command bonuses won on each line (0 when not won). */
  readonly commandBonus: Readonly<Record<Line, number>>;
  readonly chart: ReadonlyArray<BoardingLine>;
  /** Turn of this captain's last attack, for the duel's "no two attacks in a row". */
  readonly lastAttackTurn: number;
  /** Grappling hook: immune to attacks until this seat is the active player again. */
  readonly grapplingHookUntil: number | null;
  /** Loot dice picked this turn. */
  readonly picks: ReadonlyArray<number>;
  readonly acquiredThisTurn: boolean;
  readonly commandDone: boolean;
}

export interface Boarding {
  readonly attacker: number;
  readonly defender: number;
  /** Secret until both are locked: Strengths each side has chosen so far. */
  readonly drafts: readonly [ReadonlyArray<number>, ReadonlyArray<number>];
  readonly locked: readonly [boolean, boolean];
  /** Set when both are locked and the battle is revealed; the winner then chooses the reward. */
  readonly winner: number | null;
}

export type Phase = 'roll' | 'setAside' | 'loot' | 'command' | 'attack' | 'boarding' | 'reward' | 'over';

export type EndReason = 'fiveBattles' | 'secondCommandBonus' | 'lastGold' | 'lastResource';

export interface LegendState {
  readonly card: string;
  /** When the player has no Pirate either, the Legend copies the player's next Pirate gain. */
  readonly copiesNextPirate: boolean;
}

export interface CaptainsWarState {
  readonly game: 'captains-war';
  readonly mode: Mode;
  readonly seats: number;
  readonly options: CaptainsWarOptions;
  readonly rng: RngState;
  readonly turn: number;
  readonly active: Seat;
  readonly phase: Phase;
  readonly dice: ReadonlyArray<DieFace> | null;
  readonly setAside: number | null;
  /** Seats first, then (solo only) the Legendary Captain. */
  readonly captains: ReadonlyArray<Captain>;
  readonly boarding: Boarding | null;
  /** Whether a 6 RP command bonus was already won on each line in an earlier command phase. */
  readonly firstCommandBonusTaken: Readonly<Record<Line, boolean>>;
  readonly endReason: EndReason | null;
  readonly legend: LegendState | null;
  readonly result: FinalResult | null;
}

export interface ScoreSheet {
  readonly captain: number;
  readonly acquisitions: number;
  readonly attributeTrack: number;
  readonly boatTrack: number;
  /** The RP of the attacks this captain initiated (−5, 0 or +7). */
  readonly attacksInitiated: number;
  /** How many attacks this captain initiated: what `attacksInitiated` scores. */
  readonly attacks: number;
  readonly warBonus: number;
  readonly commandBonuses: number;
  /** Solo only: the Legendary Captain's 1 RP per unused resource. */
  readonly leftoverResources: number;
  readonly total: number;
  readonly navalStrength: number;
  readonly navalRank: number;
  readonly rank: number;
}

export interface FinalResult {
  readonly reason: EndReason;
  readonly scores: ReadonlyArray<ScoreSheet>;
}

export type CaptainsWarAction =
  | { readonly type: 'roll' }
  | { readonly type: 'setAside'; readonly die: number }
  | { readonly type: 'pick'; readonly die: number; readonly joker?: Resource }
  | { readonly type: 'buy'; readonly resource: Resource }
  | { readonly type: 'acquire'; readonly line: Line; readonly joker?: Resource }
  | { readonly type: 'recruit'; readonly strength: number }
  | { readonly type: 'endCommand' }
  | { readonly type: 'attack'; readonly target: number }
  | { readonly type: 'holdFire' }
  | { readonly type: 'commit'; readonly strength: number }
  | { readonly type: 'withdraw'; readonly strength: number }
  | { readonly type: 'lock' }
  | { readonly type: 'reward'; readonly reward: 'gold' | Line };

export type Gain =
  | { readonly kind: 'gold'; readonly amount: number }
  | { readonly kind: 'resource'; readonly resource: Resource; readonly amount: number }
  | { readonly kind: 'pirate'; readonly strength: number }
  | { readonly kind: 'attackBonus' }
  | { readonly kind: 'defenceBonus' };

export type CaptainsWarEvent =
  | { readonly type: 'turnStarted'; readonly turn: number; readonly active: number }
  | { readonly type: 'diceRolled'; readonly faces: ReadonlyArray<DieFace> }
  | { readonly type: 'dieSetAside'; readonly die: number }
  | { readonly type: 'diePicked'; readonly captain: number; readonly die: number; readonly joker?: Resource }
  | { readonly type: 'gained'; readonly captain: number; readonly gain: Gain; readonly source: GainSource }
  | { readonly type: 'gainLost'; readonly captain: number; readonly gain: Gain; readonly why: 'sheetFull' }
  | { readonly type: 'trackFilled'; readonly captain: number; readonly track: Line; readonly circle: number }
  | {
      readonly type: 'acquired';
      readonly captain: number;
      readonly line: Line;
      readonly name: string;
      readonly rp: number;
      readonly paid: ReadonlyArray<Resource>;
    }
  | { readonly type: 'commandEnded'; readonly captain: number }
  | { readonly type: 'commandBonus'; readonly captain: number; readonly line: Line; readonly rp: number }
  | { readonly type: 'attackDeclared'; readonly attacker: number; readonly defender: number }
  | { readonly type: 'heldFire'; readonly captain: number }
  | { readonly type: 'boardingDraft'; readonly captain: number; readonly strengths: ReadonlyArray<number> }
  | { readonly type: 'boardingLocked'; readonly captain: number }
  | {
      readonly type: 'boardingRevealed';
      readonly attacker: number;
      readonly defender: number;
      readonly attackerPirates: ReadonlyArray<number>;
      readonly defenderPirates: ReadonlyArray<number>;
      readonly attackerTotal: number;
      readonly defenderTotal: number;
      readonly winner: number;
    }
  | {
      readonly type: 'rewardTaken';
      readonly captain: number;
      readonly reward: 'gold' | Line | 'nothing';
      readonly from: number;
      /** GP the loser lost (up to 5, what it had). */
      readonly stolen: number;
      /** GP the winner circles (up to 5, as far as its sheet has room): not the same number as `stolen`. */
      readonly gained: number;
    }
  | { readonly type: 'grapplingHook'; readonly captain: number; readonly until: number }
  | { readonly type: 'grapplingHookReleased'; readonly captain: number }
  | {
      readonly type: 'legendRolled';
      readonly purpose: LegendRollPurpose;
      readonly faces: ReadonlyArray<DieFace>;
    }
  | { readonly type: 'legendLoot'; readonly dice: ReadonlyArray<number>; readonly recruits: boolean }
  | { readonly type: 'endTriggered'; readonly reason: EndReason }
  | {
      readonly type: 'navalBattle';
      readonly strengths: ReadonlyArray<number>;
      readonly ranks: ReadonlyArray<number>;
      readonly warBonus: ReadonlyArray<number>;
    }
  | { readonly type: 'gameOver'; readonly result: FinalResult };

export type GainSource = 'loot' | 'track' | 'boarding' | 'purchase' | 'recruit' | 'legend' | 'tithe';
export type LegendRollPurpose = 'boardingCheck' | 'boardingCrew';
