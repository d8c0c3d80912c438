// What one viewer may see: the public table, plus its own hand and, for the Lookout, the Event it holds.
import type { Seat, Viewer } from '../core/types';
import { waitingFor } from './legal';
import { allPosts, type PostId } from './posts';
import type { Camp, EollisOptions, EollisState, FinalLine, HeldCard, Phase } from './types';
import { unoffered, type Unoffered } from './unoffered';

/** Camps by seat key (`seat2`): a hidden camp shows only as `chosen` until all are revealed together. */
export type CampView = Camp | 'chosen' | 'undecided';

export type PhaseView =
  | Exclude<Phase, { kind: 'camps' }>
  | {
      readonly kind: 'camps';
      readonly mutineer: Seat;
      readonly leader: string;
      readonly captainSeat: Seat;
      readonly captainChoice: 'continue' | 'return';
      readonly camps: Readonly<Record<string, CampView>>;
    };

export interface EollisView {
  readonly viewer: Viewer;
  readonly options: EollisOptions;
  readonly expedition: number;
  /** The turn counter: one Action card and one gift per Clan per turn. */
  readonly turn: number;
  readonly lastCaptainSeat: Seat;
  readonly captainSwapUsed: boolean;
  readonly secondHideUsed: boolean;
  readonly phase: PhaseView;
  /** The seats the game waits for (`awaiting` also lists Clans that merely may act out of turn). */
  readonly waitingFor: ReadonlyArray<Seat>;
  readonly balloon: number;
  readonly destroyed: boolean;
  readonly cagnotte: number;
  readonly posts: Readonly<Partial<Record<PostId, string>>>;
  readonly hold: ReadonlyArray<string>;
  readonly pirates: ReadonlyArray<{
    id: string;
    owner: Seat;
    gold: number;
    ghost: boolean;
    powerUsed: boolean;
  }>;
  readonly clans: ReadonlyArray<{
    seat: Seat;
    renown: number;
    strongbox: number;
    purse: number;
    handCount: number;
    /** Turn of the Clan's last Action card and last gift, so a client can tell what is still allowed. */
    cardTurn: number;
    giftTurn: number;
    /** Gold won that the Clan is dividing among its pirates. */
    toDivide: number;
    missionsRevealed: ReadonlyArray<string>;
  }>;
  /** The viewer's own cards; null for spectators. */
  readonly hand: ReadonlyArray<HeldCard> | null;
  /** The Event the viewer holds as Lookout, before playing or burying it. */
  readonly lookoutDraw: string | null;
  readonly currentEvent: string | null;
  readonly eventDiscard: ReadonlyArray<string>;
  readonly pirateDiscard: ReadonlyArray<string>;
  readonly piles: { actions: number; actionDiscard: number; events: number; pirates: number };
  readonly final: ReadonlyArray<FinalLine> | null;
  /** The viewer's cards no action plays now, and its spent gift, with why (`unoffered.ts`); empty for others. */
  readonly unoffered: ReadonlyArray<Unoffered>;
  /** In the whole truth only (`truth`), never in a view: every hand, and the decks in their order. */
  readonly hidden?: {
    readonly hands: ReadonlyArray<ReadonlyArray<HeldCard>>;
    readonly decks: {
      readonly actions: ReadonlyArray<HeldCard>;
      readonly events: ReadonlyArray<string>;
      readonly pirates: ReadonlyArray<string>;
    };
  };
}

/** One shared empty list: the audience sends nothing for it. */
const NO_REASONS: ReadonlyArray<Unoffered> = [];

function phaseView(s: EollisState, viewer: Viewer, everything = false): PhaseView {
  const phase = s.phase;
  if (phase.kind !== 'camps') return phase;
  const { mutiny } = phase;
  const open = s.options.mutinyAnnouncement === 'clockwise';
  const camps: Record<string, CampView> = {};
  mutiny.camps.forEach((camp, seat) => {
    const forced = seat === mutiny.mutineer || seat === mutiny.captainSeat;
    camps[`seat${seat}`] =
      camp === null ? 'undecided' : everything || open || forced || seat === viewer ? camp : 'chosen';
  });
  return {
    kind: 'camps',
    mutineer: mutiny.mutineer,
    leader: mutiny.leader,
    captainSeat: mutiny.captainSeat,
    captainChoice: mutiny.captainChoice,
    camps,
  };
}

export function view(s: EollisState, viewer: Viewer): EollisView {
  const own = viewer === 'spectator' ? null : s.clans[viewer];
  const lookoutSeat = s.phase.kind === 'lookout' ? s.phase.seat : null;
  return {
    viewer,
    options: s.options,
    expedition: s.expedition,
    turn: s.turn,
    lastCaptainSeat: s.lastCaptainSeat,
    captainSwapUsed: s.captainSwapUsed,
    secondHideUsed: s.secondHideUsed,
    phase: phaseView(s, viewer),
    waitingFor: waitingFor(s),
    balloon: s.balloon,
    destroyed: s.destroyed,
    cagnotte: s.cagnotte,
    posts: heldPosts(s.posts),
    hold: s.hold,
    pirates: Object.values(s.pirates).map((p) => ({
      id: p.id,
      owner: p.owner,
      gold: p.gold,
      ghost: p.ghost,
      powerUsed: p.powerUsed,
    })),
    clans: s.clans.map((c) => ({
      seat: c.seat,
      renown: c.renown,
      strongbox: c.strongbox,
      purse: c.purse,
      handCount: c.hand.length,
      cardTurn: c.cardTurn,
      giftTurn: c.giftTurn,
      toDivide: c.toDivide,
      missionsRevealed: c.missions,
    })),
    hand: own === undefined || own === null ? null : own.hand,
    lookoutDraw: lookoutSeat !== null && lookoutSeat === viewer ? s.lookoutDraw : null,
    currentEvent: s.currentEvent,
    eventDiscard: s.eventDiscard,
    pirateDiscard: s.pirateDiscard,
    piles: {
      actions: s.actionDeck.length,
      actionDiscard: s.actionDiscard.length,
      events: s.eventDeck.length,
      pirates: s.pirateDeck.length,
    },
    final: s.final,
    unoffered: viewer === 'spectator' ? NO_REASONS : unoffered(s, viewer),
  };
}

/** The posts that hold a pirate: the state keeps a vacated post's key with no pirate, a view leaves it out. */
function heldPosts(posts: EollisState['posts']): Partial<Record<PostId, string>> {
  const held: Partial<Record<PostId, string>> = {};
  for (const post of allPosts) {
    const id = posts[post];
    if (id !== undefined) held[post] = id;
  }
  return held;
}

/**
 * The whole truth: the audience's view with every secret camp, the Lookout's draw, every hand and the decks in
 * their order.
 */
export function truth(s: EollisState): EollisView {
  return {
    ...view(s, 'spectator'),
    phase: phaseView(s, 'spectator', true),
    lookoutDraw: s.lookoutDraw,
    hidden: {
      hands: s.clans.map((c) => c.hand),
      decks: { actions: s.actionDeck, events: s.eventDeck, pirates: s.pirateDeck },
    },
  };
}
