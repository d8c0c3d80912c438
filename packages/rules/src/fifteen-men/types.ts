// The state, actions, prompts and events of 15 Men.
import type { RngState } from '../core/random';
import type { Seat } from '../core/types';
import type { CardId, Faction, PirateId, RevealEffect, ScenarioId, VesselId } from './cards';

/** Why a pirate turned face up: the log must not say a seat revealed a card another card's skill turned. */
export type RevealCause = 'reveal' | 'voodoo' | 'skill' | 'showdown';
export interface FifteenMenOptions {
  /** Leave the cards labelled "expert" in the box. */
  readonly withoutExpert: boolean;
  /** A chosen scenario, or 'random' to draw one that suits the player count. */
  readonly scenario: ScenarioId | 'random';
}

export interface Doubloon {
  readonly seat: Seat;
  readonly value: number;
}

/** One of the 15 numbered positions of the Round Robin; `card` is null once its pirate is killed. */
export interface Slot {
  readonly card: CardId | null;
  readonly faceUp: boolean;
  readonly controller: Seat | null;
  readonly doubloons: ReadonlyArray<Doubloon>;
}

export type Bullet = 'held' | 'fired' | 'confiscated';

/** A choice someone must make before play goes on. Positions are 0-based ring indices. */
export type Prompt =
  | { readonly kind: 'peek-adjacent'; readonly seat: Seat; readonly position: number }
  | { readonly kind: 'opening-peek'; readonly seat: Seat; readonly left: number }
  | {
      readonly kind: 'skill';
      readonly seat: Seat;
      readonly effect: RevealEffect;
      /** Where the revealed pirate lies. */
      readonly source: number;
    }
  | { readonly kind: 'choose-victim'; readonly seat: Seat; readonly candidates: ReadonlyArray<Seat> }
  | { readonly kind: 'sacrifice'; readonly seat: Seat; readonly killer: Seat | null }
  | { readonly kind: 'rescue'; readonly seat: Seat; readonly kill: Kill }
  | { readonly kind: 'morgan'; readonly seat: Seat };

/** A pirate about to die; `killer` is the player whose pirate (or skill) killed it, for Ghost's penalty. */
export interface Kill {
  readonly position: number;
  readonly killer: Seat | null;
}

/** Automatic steps waiting to be resolved, in order. */
export type Effect =
  | { readonly kind: 'kill'; readonly kill: Kill }
  | { readonly kind: 'blackbeard' }
  | { readonly kind: 'final-count' };

export interface Turn {
  readonly seat: Seat;
  /** The corruption action (or, in the Showdown, a shot) was taken. */
  readonly acted: boolean;
  readonly revealed: boolean;
  readonly parroted: boolean;
  /** Pirates this seat controlled when the turn began: only they may be revealed. */
  readonly startControl: ReadonlyArray<CardId>;
}

export type Phase = 'opening' | 'corruption' | 'showdown' | 'over';

export interface TeamScore {
  readonly seats: ReadonlyArray<Seat>;
  readonly captainTeam: boolean;
  readonly total: number;
  readonly lines: ReadonlyArray<ScoreLine>;
}

export interface ScoreLine {
  /** A card of the crew, or a team bonus (vessel majority, Ghost's penalty). */
  readonly what: string;
  readonly vp: number;
  readonly bonus: number;
  readonly vessel: number;
}

export interface FinalCount {
  readonly teams: ReadonlyArray<TeamScore>;
  readonly winners: ReadonlyArray<Seat>;
  /** Who held the Loyalist role at the end (the Governor's Daughter may move it). */
  readonly loyalist: Seat | null;
}

export interface FifteenMenState {
  readonly seats: number;
  readonly options: FifteenMenOptions;
  readonly scenario: ScenarioId;
  readonly vessel: VesselId;
  readonly rng: RngState;
  readonly ring: ReadonlyArray<Slot>;
  /** Pirates left in the box at setup; nobody ever sees them. */
  readonly boxed: ReadonlyArray<PirateId>;
  readonly killed: ReadonlyArray<CardId>;
  readonly factions: ReadonlyArray<Faction>;
  readonly captain: Seat;
  /** 2 and 3 players: every faction card is dealt face up. */
  readonly factionsPublic: boolean;
  /** Cards in front of the captain: guards, and a crewman exchanged for Bamba. */
  readonly guards: ReadonlyArray<CardId>;
  readonly gibbonsUsed: boolean;
  readonly hands: ReadonlyArray<ReadonlyArray<number>>;
  readonly bullets: ReadonlyArray<Bullet>;
  /** Cards each seat has looked at (they keep knowing them, moves being done in plain sight). */
  readonly seen: ReadonlyArray<ReadonlyArray<CardId>>;
  /** Cards everybody has seen face up. */
  readonly known: ReadonlyArray<CardId>;
  /** The seat whose crew took William Ghost as a penalty. */
  readonly ghostPenalty: Seat | null;
  readonly tortugaBuyers: ReadonlyArray<Seat>;
  readonly daughter: { readonly controller: Seat | null; readonly doubloons: ReadonlyArray<Doubloon> };
  readonly phase: Phase;
  readonly turn: Turn;
  readonly showdownTurns: number;
  readonly prompt: Prompt | null;
  readonly effects: ReadonlyArray<Effect>;
  readonly final: FinalCount | null;
}

/** Positions in actions are 1-based, as printed on the board. */
export type FifteenMenAction =
  | { readonly type: 'bribe'; readonly position: number; readonly value: number }
  | { readonly type: 'discard'; readonly value: number }
  | { readonly type: 'buyBullet'; readonly value: number }
  | { readonly type: 'bribeDaughter'; readonly value: number }
  | { readonly type: 'ritual'; readonly position: number; readonly value: number }
  | { readonly type: 'reveal'; readonly position: number }
  | { readonly type: 'exchangeBamba'; readonly position: number }
  | { readonly type: 'parrot'; readonly position: number }
  | { readonly type: 'endTurn' }
  | { readonly type: 'peek'; readonly position: number }
  | { readonly type: 'skipPeek' }
  | { readonly type: 'target'; readonly position: number }
  | { readonly type: 'swap'; readonly a: number; readonly b: number }
  | { readonly type: 'moveDoubloon'; readonly from: number; readonly value: number; readonly to: number }
  | {
      readonly type: 'discardDoubloon';
      readonly position: number;
      readonly owner: number;
      readonly value: number;
    }
  | { readonly type: 'chooseVictim'; readonly seat: number }
  | { readonly type: 'rescue' }
  | { readonly type: 'letDie' }
  | { readonly type: 'holdFire' }
  | { readonly type: 'shoot'; readonly from: number; readonly to: number };

/** Events use 1-based positions too; `pirate` appears only where its audience may know it. */
export type FifteenMenEvent =
  | { readonly type: 'turnStarted'; readonly seat: Seat; readonly phase: Phase }
  | {
      readonly type: 'bribed';
      readonly seat: Seat;
      readonly position: number;
      readonly value: number;
      readonly tookControl: boolean;
    }
  | { readonly type: 'discarded'; readonly seat: Seat; readonly value: number }
  | { readonly type: 'bulletBought'; readonly seat: Seat; readonly value: number }
  | { readonly type: 'bulletRecovered'; readonly seat: Seat }
  | {
      readonly type: 'daughterBribed';
      readonly seat: Seat;
      readonly value: number;
      readonly tookControl: boolean;
    }
  | { readonly type: 'ritual'; readonly seat: Seat; readonly position: number; readonly value: number }
  | { readonly type: 'peeked'; readonly seat: Seat; readonly position: number; readonly pirate?: CardId }
  | {
      readonly type: 'revealed';
      readonly seat: Seat | null;
      readonly position: number;
      readonly pirate: CardId;
      /** Why it turned: its controller revealed it, a voodoo ritual, another pirate's skill, or the Showdown. */
      readonly cause: RevealCause;
      /** For a skill: the face-up pirate whose skill turned it (Emanuel Wynn). */
      readonly source?: CardId;
    }
  | { readonly type: 'turnedFaceDown'; readonly position: number }
  | { readonly type: 'swapped'; readonly a: number; readonly b: number }
  | { readonly type: 'controlTaken'; readonly seat: Seat; readonly position: number }
  | {
      readonly type: 'doubloonMoved';
      readonly seat: Seat;
      readonly from: number;
      readonly onto: number;
      readonly value: number;
    }
  | {
      readonly type: 'doubloonDiscarded';
      readonly position: number;
      readonly owner: Seat;
      readonly value: number;
    }
  | { readonly type: 'exchanged'; readonly position: number; readonly pirate: CardId }
  | {
      readonly type: 'shot';
      readonly seat: Seat | null;
      readonly from: number | null;
      readonly target: number;
    }
  | { readonly type: 'shotShrugged'; readonly position: number; readonly pirate: CardId }
  | { readonly type: 'killed'; readonly position: number; readonly pirate: CardId }
  | { readonly type: 'rescued'; readonly position: number }
  | { readonly type: 'ghostTaken'; readonly seat: Seat | null }
  | { readonly type: 'showdownStarted' }
  | { readonly type: 'gameOver'; readonly winners: ReadonlyArray<Seat> };
