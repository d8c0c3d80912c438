// Eollis's state, phases, actions and events: plain readonly data.
import type { RngState } from '../core/random';
import type { Seat } from '../core/types';
import type { ActionKind } from './cards/actions';
import type { MissionKind } from './cards/missions';
import type { PostId } from './posts';

export interface EollisOptions {
  /** `secret`: every Clan picks its mutiny camp in secret, revealed at once; `clockwise`: the printed rule. */
  readonly mutinyAnnouncement: 'secret' | 'clockwise';
}

/** A card in a hand or a pile: `uid` is an opaque handle dealt after the shuffle; `kind` is what it is. */
export interface HeldCard {
  readonly uid: string;
  readonly kind: ActionKind | MissionKind;
}

export interface PirateState {
  readonly id: string;
  readonly owner: Seat;
  readonly gold: number;
  readonly ghost: boolean;
  /** The card is tilted: its once-per-Expedition power is spent. */
  readonly powerUsed: boolean;
}

export interface ClanState {
  readonly seat: Seat;
  readonly renown: number;
  readonly hand: ReadonlyArray<HeldCard>;
  /** Gold hidden by a Strongbox, the Second or a power: cannot be stolen. */
  readonly strongbox: number;
  /** Gold kept by the Clan off the cards (unconverted gold, gold of dismissed pirates). */
  readonly purse: number;
  readonly missions: ReadonlyArray<MissionKind>;
  /** Turn number of the last Action card this Clan played (one per turn). */
  readonly cardTurn: number;
  /** Turn number of the last gift this Clan made (one per turn). */
  readonly giftTurn: number;
  /** Gold won at an Event that the player still has to divide among its pirates not in the hold. */
  readonly toDivide: number;
}

/** One die roll open to responses: total = base + die + mods. */
export interface Roll {
  readonly seat: Seat;
  readonly pirate: string;
  readonly base: number;
  readonly die: number;
  readonly mods: number;
}

export type RollContext = 'election' | 'trial' | 'repair' | 'mutiny';

/** A response window: rolls on the table, seats that may still play on them, seats that have passed. */
export interface RollWindow {
  readonly context: RollContext;
  readonly rolls: ReadonlyArray<Roll>;
  readonly responders: ReadonlyArray<Seat>;
  readonly passed: ReadonlyArray<Seat>;
}

export type Camp = 'captain' | 'mutineers';

export interface Mutiny {
  readonly mutineer: Seat;
  readonly leader: string;
  readonly captainSeat: Seat;
  readonly captainChoice: 'continue' | 'return';
  /** Locked camps by seat; the mutineer's and the Captain's are set from the start. */
  readonly camps: ReadonlyArray<Camp | null>;
}

/** A pirate loss still to be chosen: `chooser` picks `count` pirates of `victim`'s Clan on posts. */
export interface PendingLoss {
  readonly chooser: Seat;
  readonly victim: Seat;
  readonly count: number;
  /** Where the gold of the dead goes. */
  readonly goldTo: 'clan' | 'cagnotte';
}

/** What follows the hold's pirates rising to vacant posts. */
export type AfterRise = 'decision' | 'continue' | 'return';

export type Phase =
  | {
      readonly kind: 'refill';
      readonly stage: 'aerial' | 'tavern';
      readonly order: ReadonlyArray<Seat>;
      readonly index: number;
    }
  | { readonly kind: 'keep'; readonly order: ReadonlyArray<Seat>; readonly index: number }
  | {
      readonly kind: 'draft';
      readonly order: ReadonlyArray<Seat>;
      readonly index: number;
      readonly display: ReadonlyArray<string>;
    }
  | {
      readonly kind: 'propose';
      readonly order: ReadonlyArray<Seat>;
      readonly index: number;
      readonly candidates: ReadonlyArray<string>;
    }
  | { readonly kind: 'election'; readonly window: RollWindow }
  | { readonly kind: 'boarding'; readonly seat: Seat }
  | { readonly kind: 'lookout'; readonly seat: Seat }
  | { readonly kind: 'bosco'; readonly seat: Seat }
  | { readonly kind: 'repairChoice'; readonly seat: Seat }
  | { readonly kind: 'repair'; readonly window: RollWindow }
  | { readonly kind: 'attempt'; readonly order: ReadonlyArray<Seat>; readonly index: number }
  | {
      readonly kind: 'trial';
      readonly order: ReadonlyArray<Seat>;
      readonly index: number;
      readonly window: RollWindow;
    }
  | {
      readonly kind: 'loss';
      readonly order: ReadonlyArray<Seat>;
      readonly index: number;
      readonly loss: PendingLoss;
    }
  | { readonly kind: 'rise'; readonly seat: Seat; readonly then: AfterRise }
  | { readonly kind: 'decision'; readonly seat: Seat; readonly swapFirst: string | null }
  | {
      readonly kind: 'mutinyCall';
      readonly captainSeat: Seat;
      readonly choice: 'continue' | 'return';
      readonly declined: ReadonlyArray<Seat>;
    }
  | { readonly kind: 'camps'; readonly mutiny: Mutiny }
  | { readonly kind: 'mutinyRoll'; readonly mutiny: Mutiny; readonly window: RollWindow }
  | {
      readonly kind: 'sacrifice';
      readonly mutiny: Mutiny;
      readonly waiting: ReadonlyArray<Seat>;
      readonly next: 'continue' | 'return';
    }
  | { readonly kind: 'rescue'; readonly waiting: ReadonlyArray<Seat>; readonly saved: ReadonlyArray<string> }
  | {
      readonly kind: 'brawl';
      readonly round: 1 | 2;
      readonly order: ReadonlyArray<Seat>;
      readonly index: number;
      readonly out: ReadonlyArray<Seat>;
    }
  | { readonly kind: 'over' };

export interface FinalLine {
  readonly seat: Seat;
  readonly renown: number;
  readonly living: number;
  /** Bagou duel total, only rolled among Clans still tied on renown and living pirates. */
  readonly duel: number;
}

export interface EollisState {
  readonly options: EollisOptions;
  readonly seats: number;
  readonly rng: RngState;
  readonly expedition: number;
  readonly phase: Phase;
  /** Counts turns, so that each Clan plays at most one Action card and one gift per turn. */
  readonly turn: number;
  readonly clans: ReadonlyArray<ClanState>;
  readonly pirates: Readonly<Record<string, PirateState>>;
  readonly posts: Readonly<Partial<Record<PostId, string>>>;
  /** The hold, top first: index 0 rises first. */
  readonly hold: ReadonlyArray<string>;
  readonly balloon: number;
  readonly destroyed: boolean;
  readonly cagnotte: number;
  readonly lastCaptainSeat: Seat;
  readonly captainSwapUsed: boolean;
  readonly secondHideUsed: boolean;
  readonly actionDeck: ReadonlyArray<HeldCard>;
  readonly actionDiscard: ReadonlyArray<HeldCard>;
  readonly eventDeck: ReadonlyArray<string>;
  readonly eventDiscard: ReadonlyArray<string>;
  /** The Event the Lookout holds, unseen by the others until played. */
  readonly lookoutDraw: string | null;
  readonly currentEvent: string | null;
  readonly pirateDeck: ReadonlyArray<string>;
  readonly pirateDiscard: ReadonlyArray<string>;
  readonly final: ReadonlyArray<FinalLine> | null;
}

export type EollisAction =
  | { readonly type: 'discard'; readonly card: string }
  | { readonly type: 'refill' }
  | { readonly type: 'dismiss'; readonly pirate: string }
  | { readonly type: 'keepCrew' }
  | { readonly type: 'recruit'; readonly pirate: string }
  | { readonly type: 'propose'; readonly pirate: string }
  | { readonly type: 'board'; readonly pirate: string; readonly post: PostId | 'hold' }
  | { readonly type: 'lookout'; readonly choice: 'play' | 'bury' }
  | { readonly type: 'boscoGive'; readonly to: Seat }
  | { readonly type: 'repair'; readonly attempt: boolean }
  | { readonly type: 'attempt'; readonly pirate: string }
  | { readonly type: 'kill'; readonly pirate: string }
  | { readonly type: 'rise'; readonly post: PostId }
  | { readonly type: 'decide'; readonly choice: 'continue' | 'return' }
  | { readonly type: 'captainSwap'; readonly pirate: string }
  | { readonly type: 'mutiny'; readonly leader: string }
  | { readonly type: 'noMutiny' }
  | { readonly type: 'camp'; readonly camp: Camp }
  | { readonly type: 'sacrifice'; readonly pirate: string }
  | { readonly type: 'save'; readonly pirate: string }
  | { readonly type: 'rescueDone' }
  | { readonly type: 'brawl'; readonly card: string; readonly target: Seat; readonly pirate?: string }
  | { readonly type: 'passBrawl' }
  | { readonly type: 'pass' }
  | { readonly type: 'playRoll'; readonly card: string; readonly roll: number }
  | { readonly type: 'penalty'; readonly card: string; readonly roll: number }
  | { readonly type: 'power'; readonly pirate: string; readonly roll?: number }
  | { readonly type: 'accident'; readonly card: string; readonly pirate: string }
  | { readonly type: 'strongbox'; readonly card: string }
  | { readonly type: 'buriedLoot'; readonly card: string }
  | { readonly type: 'secondHide' }
  | { readonly type: 'reveal'; readonly card: string }
  | { readonly type: 'giveGold'; readonly to: Seat }
  | { readonly type: 'giveCard'; readonly to: Seat; readonly card: string }
  | { readonly type: 'placeGold'; readonly pirate: string };

/** Every event the rules emit, by its `type`: a table that names events is a type error until it names a new one. */
export type EollisEventType =
  | 'actionPileReshuffled'
  | 'bagouDuel'
  | 'balloonMoved'
  | 'boscoGave'
  | 'cagnotteShare'
  | 'campAnnounced'
  | 'campChosen'
  | 'campLocked'
  | 'campsRevealed'
  | 'candidateProposed'
  | 'captainDecided'
  | 'captainElected'
  | 'captainReplaced'
  | 'captainSwapped'
  | 'cardDiscarded'
  | 'cardGiven'
  | 'cardPlayed'
  | 'cardsDrawn'
  | 'cardsReceived'
  | 'electionTie'
  | 'eventBuried'
  | 'eventPileReshuffled'
  | 'eventRevealed'
  | 'eventSeen'
  | 'expeditionStarted'
  | 'gameOver'
  | 'ghost'
  | 'goldGiven'
  | 'goldPlaced'
  | 'lastBreath'
  | 'lookoutDraws'
  | 'missionRevealed'
  | 'mutinyDeclared'
  | 'mutinyResolved'
  | 'penaltyPlayed'
  | 'pirateBoarded'
  | 'pirateDied'
  | 'pirateDismissed'
  | 'pirateRecruited'
  | 'pirateRose'
  | 'pirateSaved'
  | 'piratesDealt'
  | 'powerUsed'
  | 'renownBought'
  | 'renownGained'
  | 'renownLost'
  | 'repairFailed'
  | 'repairSucceeded'
  | 'roll'
  | 'secondHid'
  | 'shipDestroyed'
  | 'tavern'
  | 'trialFailed'
  | 'trialSucceeded';

/** The details an event may carry; which of them it does depends on its type. */
export interface EollisEventDetails {
  readonly seat?: Seat;
  readonly target?: Seat;
  readonly pirate?: string;
  readonly amount?: number;
  readonly kind?: string;
  readonly cards?: ReadonlyArray<HeldCard>;
  readonly text?: string;
  readonly camps?: Readonly<Record<string, Camp>>;
  readonly total?: number;
  readonly die?: number;
}

/** Something that happened, one member per `type`; secret details only ever go to one seat. */
export type EollisEvent = {
  readonly [K in EollisEventType]: EollisEventDetails & { readonly type: K };
}[EollisEventType];
