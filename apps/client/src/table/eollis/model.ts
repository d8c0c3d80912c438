// Turns the synced Eollis state into plain data for the scene, the action bar and the log (presentation only).
import type { TableState } from '@flotilla/protocol';
import {
  actionCards,
  type ActionCard,
  eventCards,
  type EventCard,
  missionCards,
  type MissionCard,
  pirateCards,
  type PirateCard,
  type Skill,
  repairTarget,
  allPosts,
  type PostId,
} from '@flotilla/rules/eollis/material';
import type { Unoffered } from '@flotilla/rules/eollis';
import {
  awaitedSeats,
  finalLines,
  legalActions as offered,
  seatSecret,
  tableOutcome,
  type SeatSecret,
} from '@flotilla/protocol/wire';
import { actionName, actionText, missionName, missionText, pirateText } from './card-words';
import { eo } from './terms';

/** The seat's Eollis offers; a malformed list offers nothing. */
export const legalActions = (state: TableState, seat: number | null) => offered<'eollis'>(state, seat);
export type { PostId, Skill };

export interface PirateModel {
  readonly id: string;
  readonly name: string;
  readonly owner: number;
  readonly gold: number;
  readonly ghost: boolean;
  readonly powerUsed: boolean;
  readonly navigation: number;
  readonly combat: number;
  readonly bagou: number;
  readonly powerText: string;
  /** Where the pirate is: a post, the hold, or ashore (null). */
  readonly post: PostId | 'hold' | null;
}

export interface ClanModel {
  readonly seat: number;
  readonly name: string;
  readonly colour: string;
  readonly bot: boolean;
  readonly renown: number;
  readonly strongbox: number;
  readonly purse: number;
  readonly handCount: number;
  readonly toDivide: number;
  readonly missions: ReadonlyArray<string>;
  readonly pirates: ReadonlyArray<PirateModel>;
  /** Gold on the cards plus the purse (the strongbox is counted apart). */
  readonly gold: number;
  readonly you: boolean;
  readonly awaited: boolean;
}

export interface CardModel {
  readonly uid: string;
  readonly kind: string;
  readonly name: string;
  readonly family: 'exploit' | 'brawl' | 'mission';
  readonly text: string;
}

export interface RollModel {
  readonly seat: number;
  readonly pirate: string;
  readonly pirateName: string;
  readonly base: number;
  readonly die: number;
  readonly mods: number;
  readonly total: number;
  /** For a trial: the pirate's skill and the crew bonus that make up `base`. */
  readonly skill: number | null;
  readonly crew: number | null;
}

export interface WindowModel {
  readonly context: string;
  readonly rolls: ReadonlyArray<RollModel>;
  readonly responders: ReadonlyArray<number>;
  readonly passed: ReadonlyArray<number>;
  /** Responders still deciding (not passed). */
  readonly deciding: ReadonlyArray<number>;
  /** The number a repair or a trial must reach, when there is one. */
  readonly target: number | null;
}

export interface MutinyModel {
  readonly mutineer: number;
  readonly leader: string;
  readonly captainSeat: number;
  readonly captainChoice: string;
  /** By seat: 'captain', 'mutineers', 'chosen' (hidden), 'undecided' or '' (none). */
  readonly camps: ReadonlyArray<string>;
}

export interface PhaseModel {
  readonly kind: string;
  readonly stage: string;
  readonly seat: number;
  readonly order: ReadonlyArray<number>;
  readonly index: number;
  readonly display: ReadonlyArray<string>;
  readonly candidates: ReadonlyArray<string>;
  readonly window: WindowModel | null;
  readonly loss: { readonly chooser: number; readonly victim: number; readonly count: number } | null;
  readonly mutiny: MutinyModel | null;
  readonly choice: string;
  readonly declined: ReadonlyArray<number>;
  readonly waiting: ReadonlyArray<number>;
  readonly saved: ReadonlyArray<string>;
  readonly round: number;
  readonly out: ReadonlyArray<number>;
  readonly then: string;
  readonly next: string;
}

export interface FinalModel {
  readonly seat: number;
  readonly renown: number;
  readonly living: number;
  readonly duel: number;
  /** The Bagou duel's totals, round by round (the rules pack them as base-16 digits); empty without a duel. */
  readonly duelRolls: ReadonlyArray<number>;
  readonly rank: number;
}

/** Unpacks the duel's totals: one base-16 digit per round, a missed round counting 0. */
export function duelRolls(duel: number): number[] {
  return duel > 0 ? [...duel.toString(16)].map((d) => parseInt(d, 16)) : [];
}

export interface EollisModel {
  readonly status: string;
  readonly you: number | null;
  readonly expedition: number;
  readonly turn: number;
  readonly phase: PhaseModel;
  readonly balloon: number;
  readonly destroyed: boolean;
  /** The Alti-Maître's number to reach at the token's position. */
  readonly repairTarget: number;
  readonly cagnotte: number;
  readonly posts: Readonly<Partial<Record<PostId, string>>>;
  readonly hold: ReadonlyArray<string>;
  readonly pirates: Readonly<Record<string, PirateModel>>;
  readonly clans: ReadonlyArray<ClanModel>;
  /** The viewer's hand; null for spectators. */
  readonly hand: ReadonlyArray<CardModel> | null;
  /** Your cards no action plays now, and your spent gift, with why (the rules' reasons, from your secrets). */
  readonly unoffered: ReadonlyArray<Unoffered>;
  /** The Event the viewer holds as Lookout (only ever the Lookout's own). */
  readonly lookoutDraw: EventCard | null;
  readonly currentEvent: EventCard | null;
  readonly eventDiscard: ReadonlyArray<EventCard>;
  readonly piles: {
    readonly actions: number;
    readonly actionDiscard: number;
    readonly events: number;
    readonly pirates: number;
  };
  readonly pirateDiscard: number;
  readonly awaiting: ReadonlyArray<number>;
  readonly lastCaptainSeat: number;
  /** When the turn clock runs out (epoch ms), 0 without a clock. */
  readonly deadline: number;
  readonly final: ReadonlyArray<FinalModel> | null;
}

const PIRATES = new Map<string, PirateCard>(pirateCards.map((c) => [c.id, c]));
const EVENTS = new Map<string, EventCard>(eventCards.map((c) => [c.id, c]));
const ACTIONS = new Map<string, ActionCard>(actionCards.map((c) => [c.kind, c]));
const MISSIONS = new Map<string, MissionCard>(missionCards.map((c) => [c.kind, c]));

export function pirateName(id: string): string {
  return PIRATES.get(id)?.name ?? id;
}

export function pirateCardOf(id: string): PirateCard | undefined {
  return PIRATES.get(id);
}

type CardStats = Pick<PirateModel, 'name' | 'navigation' | 'combat' | 'bagou' | 'powerText'>;

function statsOf(card: PirateCard): CardStats {
  return {
    name: card.name,
    navigation: card.navigation,
    combat: card.combat,
    bagou: card.bagou,
    powerText: pirateText(card.id),
  };
}

/** A pirate's name, skills and power, from its card: also for one in no Clan yet (the Recruitment draft). */
export function pirateStats(id: string): CardStats | undefined {
  const card = PIRATES.get(id);
  return card === undefined ? undefined : statsOf(card);
}

export function eventOf(id: string): EventCard | null {
  return EVENTS.get(id) ?? null;
}

export function cardOf(uid: string, kind: string): CardModel {
  const action = ACTIONS.get(kind);
  if (action) return { uid, kind, name: actionName(kind), family: action.family, text: actionText(kind) };
  const mission = MISSIONS.get(kind);
  if (mission) {
    return {
      uid,
      kind,
      name: missionName(kind),
      family: 'mission',
      text: eo('card.mission', { text: missionText(kind), renown: mission.renown }),
    };
  }
  return { uid, kind, name: kind, family: 'exploit', text: '' };
}

function seats(list: Iterable<number>): number[] {
  return [...list].filter((n) => n >= 0);
}

function ids(list: Iterable<string>): string[] {
  return [...list].filter((s) => s !== '');
}

/** The final lines, ranked as the server's outcome ranks them (best first). */
function finalModel(raw: string, outcome: string): FinalModel[] | null {
  const lines = finalLines(raw);
  if (lines === null) return null;
  const rankOf = new Map((tableOutcome(outcome)?.standings ?? []).map((s) => [s.seat, s.rank]));
  return lines
    .map((l) => ({ ...l, duelRolls: duelRolls(l.duel), rank: rankOf.get(l.seat) ?? 0 }))
    .sort((a, b) => a.rank - b.rank || a.seat - b.seat);
}

/** The skill a trial tests: the event in play, or the special event's. */
function trialSkill(event: EventCard | null): Skill | null {
  return event?.skill ?? null;
}

type Secret = SeatSecret<'eollis'>;

/** The viewer's own camp, from its secrets (the public table only says "chosen"). */
function ownCamp(secret: Secret, you: number | null): string | null {
  const phase = secret.phase;
  if (you === null || phase?.kind !== 'camps') return null;
  return phase.camps[`seat${you}`] ?? null;
}

/** The reasons a card is not offered that this client has words for (`why.<reason>`). */
const CARD_WHY = {
  missionNotMet: true,
  cardThisTurn: true,
  mutiny: true,
  onARoll: true,
  inABrawl: true,
  noGold: true,
  notAboard: true,
  noTarget: true,
  notNow: true,
} satisfies Record<Extract<Unoffered, { kind: 'card' }>['why'], true>;

/** The reasons in the seat's secrets that this client has words for (a newer server's are left out). */
function unofferedOf(secret: Secret): ReadonlyArray<Unoffered> {
  return (secret.unoffered ?? []).filter((u) =>
    u.kind === 'gift' ? u.why === 'giftThisTurn' : Object.hasOwn(CARD_WHY, u.why),
  );
}

function handOf(secret: Secret): CardModel[] | null {
  return secret.hand?.map((c) => cardOf(c.uid, c.kind)) ?? null;
}

export function eollisModel(state: TableState, you: number | null): EollisModel | null {
  const e = state.eollis;
  if (e === undefined) return null;
  const secret = seatSecret<'eollis'>(state, you);
  const awaiting = awaitedSeats(state);
  const posts: Partial<Record<PostId, string>> = {};
  for (const post of allPosts) {
    const id = e.posts.get(post);
    if (id) posts[post] = id;
  }
  const hold = ids(e.hold);
  const whereIs = new Map<string, PostId | 'hold'>();
  for (const [post, id] of Object.entries(posts)) whereIs.set(id, post as PostId);
  for (const id of hold) whereIs.set(id, 'hold');
  const pirates: Record<string, PirateModel> = {};
  for (const p of e.pirates.values()) {
    const stats = pirateStats(p.id) ?? { name: p.id, navigation: 0, combat: 0, bagou: 0, powerText: '' };
    pirates[p.id] = {
      id: p.id,
      ...stats,
      owner: p.owner,
      gold: p.gold,
      ghost: p.ghost,
      powerUsed: p.powerUsed,
      post: whereIs.get(p.id) ?? null,
    };
  }
  const clans = [...e.clans].map((c): ClanModel => {
    const seat = state.seats[c.seat];
    const own = Object.values(pirates).filter((p) => p.owner === c.seat);
    return {
      seat: c.seat,
      name: seat?.name || eo('word.clan', { n: c.seat + 1 }),
      colour: seat?.colour ?? '',
      bot: seat?.occupant === 'bot',
      renown: c.renown,
      strongbox: c.strongbox,
      purse: c.purse,
      handCount: c.handCount,
      toDivide: c.toDivide,
      missions: ids(c.missionsRevealed).map(missionName),
      pirates: own,
      gold: own.reduce((sum, p) => sum + p.gold, 0) + c.purse,
      you: you === c.seat,
      awaited: awaiting.includes(c.seat),
    };
  });
  const currentEvent = e.currentEvent ? eventOf(e.currentEvent) : null;
  const ph = e.phase;
  const rollsRaw = [...ph.window.rolls].filter((r) => r.seat >= 0);
  const skill = ph.window.context === 'trial' ? trialSkill(currentEvent) : null;
  const rolls = rollsRaw.map((r): RollModel => {
    const card = PIRATES.get(r.pirate);
    return {
      seat: r.seat,
      pirate: r.pirate,
      pirateName: pirateName(r.pirate),
      base: r.base,
      die: r.die,
      mods: r.mods,
      total: r.base + r.die + r.mods,
      skill: skill !== null && card ? card[skill] : null,
      // The server's base is skill + crew bonus: the crew part is what the pirate's skill does not explain.
      crew: skill !== null && card ? r.base - card[skill] : null,
    };
  });
  const responders = seats(ph.window.responders);
  const passed = seats(ph.window.passed);
  const context = ph.window.context;
  const window: WindowModel | null =
    context === ''
      ? null
      : {
          context,
          rolls,
          responders,
          passed,
          deciding: responders.filter((s) => !passed.includes(s)),
          target:
            context === 'repair'
              ? repairTarget(e.balloon)
              : context === 'trial'
                ? (currentEvent?.threshold ?? null)
                : null,
        };
  const camp = ownCamp(secret, you);
  const camps = [...ph.camps]
    .slice(0, clans.length)
    .map((c, i) => (i === you && camp !== null && c === 'chosen' ? camp : c));
  const mutiny: MutinyModel | null =
    ph.mutineer >= 0
      ? {
          mutineer: ph.mutineer,
          leader: ph.leader,
          captainSeat: ph.captainSeat,
          captainChoice: ph.captainChoice,
          camps,
        }
      : null;
  const phase: PhaseModel = {
    kind: ph.kind,
    stage: ph.stage,
    seat: ph.seat,
    order: seats(ph.order),
    index: ph.index,
    display: ids(ph.display),
    candidates: ids(ph.candidates),
    window,
    loss:
      ph.loss.chooser >= 0
        ? { chooser: ph.loss.chooser, victim: ph.loss.victim, count: ph.loss.count }
        : null,
    mutiny,
    choice: ph.choice,
    declined: seats(ph.declined),
    waiting: seats(ph.waiting),
    saved: ids(ph.saved),
    round: ph.round,
    out: seats(ph.out),
    then: ph.then,
    next: ph.next,
  };
  const lookout = secret.lookoutDraw ? eventOf(secret.lookoutDraw) : null;
  return {
    status: state.status,
    you,
    expedition: e.expedition,
    turn: e.turn,
    phase,
    balloon: e.balloon,
    destroyed: e.destroyed,
    repairTarget: repairTarget(e.balloon),
    cagnotte: e.cagnotte,
    posts,
    hold,
    pirates,
    clans,
    hand: you === null ? null : (handOf(secret) ?? []),
    unoffered: unofferedOf(secret),
    lookoutDraw: lookout,
    currentEvent,
    eventDiscard: ids(e.eventDiscard)
      .map(eventOf)
      .filter((c): c is EventCard => c !== null),
    piles: {
      actions: e.piles.actions,
      actionDiscard: e.piles.actionDiscard,
      events: e.piles.events,
      pirates: e.piles.pirates,
    },
    pirateDiscard: ids(e.pirateDiscard).length,
    awaiting,
    lastCaptainSeat: e.lastCaptainSeat,
    deadline: state.status === 'playing' ? state.deadline : 0,
    final: finalModel(e.final, state.outcome),
  };
}

/**
 * The seat the table waits for, when exactly one is (the Captain, the Lookout, a boarder, a Clan dividing its
 * gold…). Read from the rules' `waitingFor` as the server publishes it, never from the phase: gold to divide comes
 * before the phase's own move, and the phase's seat is then not the one awaited.
 */
export function actorOf(model: EollisModel): number | null {
  return model.awaiting.length === 1 ? (model.awaiting[0] ?? null) : null;
}
