// Reading and updating the state immutably: clans, pirates, posts, the hold and turn order.
import { memoByIdentity } from '../core/memo';
import type { Dice } from '../core/random';
import { updated, type Draft } from '../core/draft';
import { emit as emitTo } from '../core/events';
import type { Audience, GameEvent, Seat } from '../core/types';
import { allPosts, type PostId } from './posts';
import type { ClanState, EollisEvent, EollisState, Phase, PirateState } from './types';

/** What one apply accumulates besides the state: the open dice and the events to send. */
export interface Ctx {
  readonly dice: Dice;
  readonly events: GameEvent<EollisEvent>[];
}

/** Sends an event (the core's `emit`, into this apply's events); the event must be a fresh object literal. */
export function emit(ctx: Ctx, event: EollisEvent, to: Audience = 'all'): void {
  emitTo(ctx.events, event, to);
}

export function clan(s: EollisState, seat: Seat): ClanState {
  const found = s.clans[seat];
  if (found === undefined) throw new RangeError(`no clan at seat ${seat}`);
  return found;
}

/**
 * A shallow copy of a state, every field written out in one fixed order. Spreading (`{ ...s, x }`) the
 * 25-field state was the single costliest step of a simulated game; a literal with one shape is much cheaper.
 */
export function draft(s: EollisState): Draft<EollisState> {
  return {
    options: s.options,
    seats: s.seats,
    rng: s.rng,
    expedition: s.expedition,
    phase: s.phase,
    turn: s.turn,
    clans: s.clans,
    pirates: s.pirates,
    posts: s.posts,
    hold: s.hold,
    balloon: s.balloon,
    destroyed: s.destroyed,
    cagnotte: s.cagnotte,
    lastCaptainSeat: s.lastCaptainSeat,
    captainSwapUsed: s.captainSwapUsed,
    secondHideUsed: s.secondHideUsed,
    actionDeck: s.actionDeck,
    actionDiscard: s.actionDiscard,
    eventDeck: s.eventDeck,
    eventDiscard: s.eventDiscard,
    lookoutDraw: s.lookoutDraw,
    currentEvent: s.currentEvent,
    pirateDeck: s.pirateDeck,
    pirateDiscard: s.pirateDiscard,
    final: s.final,
  };
}

/**
 * A copy of a state with some fields changed. `{ ...s, x }` on the 25-field state took V8's slowest copy (about
 * six times the cost of `draft` and an assign).
 */
export function update(s: EollisState, changes: Partial<EollisState>): EollisState {
  return updated(draft, s, changes);
}

/** A copy of a Clan, every field written out (see `draft`). */
function copyClan(c: ClanState): ClanState {
  return {
    seat: c.seat,
    renown: c.renown,
    hand: c.hand,
    strongbox: c.strongbox,
    purse: c.purse,
    missions: c.missions,
    cardTurn: c.cardTurn,
    giftTurn: c.giftTurn,
    toDivide: c.toDivide,
  };
}

/** A copy of the state with a Clan's fields changed by what `changes` returns for it. */
export function updateClan(
  s: EollisState,
  seat: Seat,
  changes: (c: ClanState) => Partial<ClanState>,
): EollisState {
  // Seat n's Clan is always clans[n] (see `clan`).
  const current = clan(s, seat);
  const clans = s.clans.slice();
  clans[seat] = Object.assign(copyClan(current), changes(current));
  const next = draft(s);
  next.clans = clans;
  return next;
}

export function pirate(s: EollisState, id: string): PirateState | undefined {
  return Object.prototype.hasOwnProperty.call(s.pirates, id) ? s.pirates[id] : undefined;
}

/** A copy of a pirate with some fields changed, every field written out (see `draft`). */
export function changedPirate(p: PirateState, changes: Partial<PirateState>): PirateState {
  return Object.assign(
    { id: p.id, owner: p.owner, gold: p.gold, ghost: p.ghost, powerUsed: p.powerUsed },
    changes,
  );
}

/** A copy of the state with a pirate's fields changed by what `changes` returns for it (no such pirate: `s`). */
export function updatePirate(
  s: EollisState,
  id: string,
  changes: (p: PirateState) => Partial<PirateState>,
): EollisState {
  const current = pirate(s, id);
  if (current === undefined) return s;
  // A bare spread is V8's fast object clone; a spread with a computed key after it is not.
  const pirates = { ...s.pirates };
  pirates[id] = changedPirate(current, changes(current));
  const next = draft(s);
  next.pirates = pirates;
  return next;
}

/**
 * Every Clan's pirates (in the record's order) and the gold on their cards, in one pass over a pirates
 * record. Nearly every step asks for some Clan's pirates or gold several times over the same record (gifts,
 * Strongboxes, powers, missions, the validator); a record is never changed once made.
 */
interface PirateIndex {
  readonly bySeat: ReadonlyArray<ReadonlyArray<PirateState>>;
  readonly goldBySeat: ReadonlyArray<number>;
}

const pirateIndex = memoByIdentity((pirates: EollisState['pirates']): PirateIndex => {
  const bySeat: PirateState[][] = [];
  const goldBySeat: number[] = [];
  for (const id in pirates) {
    const p = pirates[id];
    if (p === undefined) continue;
    while (bySeat.length <= p.owner) {
      bySeat.push([]);
      goldBySeat.push(0);
    }
    bySeat[p.owner]?.push(p);
    goldBySeat[p.owner] = (goldBySeat[p.owner] ?? 0) + p.gold;
  }
  return { bySeat, goldBySeat };
});

/** A Clan's pirates, in the record's order; the list is shared, never to be changed. */
export function piratesOf(s: EollisState, seat: Seat): ReadonlyArray<PirateState> {
  return pirateIndex(s.pirates).bySeat[seat] ?? [];
}

/** The gold on the cards of a Clan's pirates (not its purse or strongbox). */
export function goldOnCards(s: EollisState, seat: Seat): number {
  return pirateIndex(s.pirates).goldBySeat[seat] ?? 0;
}

/** Which post each pirate holds, for a posts record (never changed once made). */
const postIndex = memoByIdentity((posts: EollisState['posts']): ReadonlyMap<string, PostId> => {
  const index = new Map<string, PostId>();
  for (const post of allPosts) {
    const held = posts[post];
    if (held !== undefined) index.set(held, post);
  }
  return index;
});

export function postOf(s: EollisState, id: string): PostId | null {
  return postIndex(s.posts).get(id) ?? null;
}

export function inHold(s: EollisState, id: string): boolean {
  return s.hold.includes(id);
}

export function ownerOfPost(s: EollisState, post: PostId): Seat | null {
  const id = s.posts[post];
  if (id === undefined) return null;
  return pirate(s, id)?.owner ?? null;
}

/** Pirates of a Clan occupying a post (ghosts included). */
export function onDeck(s: EollisState, seat: Seat): ReadonlyArray<PirateState> {
  const out: PirateState[] = [];
  for (const p of piratesOf(s, seat)) if (postOf(s, p.id) !== null) out.push(p);
  return out;
}

export function captainSeat(s: EollisState): Seat | null {
  return ownerOfPost(s, 'captain');
}

/** Whose turn comes first: the Captain's Clan, or the last Captain's when there is none. */
export function firstSeat(s: EollisState): Seat {
  return captainSeat(s) ?? s.lastCaptainSeat;
}

export function clockwiseFrom(start: Seat, seats: number): Seat[] {
  const order: Seat[] = [];
  for (let i = 0; i < seats; i++) order.push((start + i) % seats);
  return order;
}

export function freePosts(s: EollisState): PostId[] {
  return allPosts.filter((post) => s.posts[post] === undefined);
}

export function setPost(s: EollisState, post: PostId, id: string | null): EollisState {
  const next = draft(s);
  // A vacated post keeps its key with no pirate: deleting or leaving out a key costs a slow object copy.
  const posts: Partial<Record<PostId, string>> = { ...s.posts };
  posts[post] = id ?? undefined;
  next.posts = posts;
  return next;
}

/**
 * A record without one key, copied rather than `delete`d: a deleted key turns the object into a slow
 * dictionary, and every later copy of the state's pirates or posts would pay for it.
 */
export function without<K extends string, V>(
  record: Readonly<Partial<Record<K, V>>>,
  key: K,
): Partial<Record<K, V>> {
  const out: Partial<Record<K, V>> = {};
  for (const k in record) if (k !== key) out[k] = record[k];
  return out;
}

/** Takes a pirate off its post or out of the hold. */
export function unplace(s: EollisState, id: string): EollisState {
  const post = postOf(s, id);
  const next = post === null ? s : setPost(s, post, null);
  if (!inHold(next, id)) return next;
  const out = draft(next);
  out.hold = next.hold.filter((h) => h !== id);
  return out;
}

/** Enters a new phase; a new phase is a new turn unless it continues the same one. */
export function setPhase(s: EollisState, phase: Phase, sameTurn = false): EollisState {
  const next = draft(s);
  next.phase = phase;
  if (!sameTurn) next.turn = s.turn + 1;
  return next;
}

/** True while the Clans are on the ship (boarding done, not destroyed, not yet in the Tavern). */
export function aboard(s: EollisState): boolean {
  const kind = s.phase.kind;
  return (
    !s.destroyed &&
    kind !== 'refill' &&
    kind !== 'keep' &&
    kind !== 'draft' &&
    kind !== 'propose' &&
    kind !== 'election' &&
    kind !== 'boarding' &&
    kind !== 'brawl' &&
    kind !== 'rescue' &&
    kind !== 'over'
  );
}

export function inTavern(s: EollisState): boolean {
  return s.phase.kind === 'brawl' || (s.phase.kind === 'refill' && s.phase.stage === 'tavern');
}

export function isMutinyPhase(s: EollisState): boolean {
  const kind = s.phase.kind;
  return kind === 'camps' || kind === 'mutinyRoll' || kind === 'sacrifice' || kind === 'mutinyCall';
}
