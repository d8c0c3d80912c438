// Eollis' test kit: a bare table to build scenarios on, forced dice, and actions that must be accepted.
import type { Dice, RngState } from '../core/random';
import type { Seat } from '../core/types';
import { playAllOffered, playOffered, rngWhere as searchRng, type Played as KitPlayed } from '../testing/kit';
import type { ActionKind } from './cards/actions';
import type { MissionKind } from './cards/missions';
import { dividing } from './gold';
import { eollis } from './index';
import type { PostId } from './posts';
import type { EollisAction, EollisEvent, EollisState, Phase, PirateState } from './types';
import { windowAsked, windowPlays } from './windows';

/** A table with no pirates dealt, empty hands and no phase: scenarios fill in what they need. */
export function bareTable(seats = 4, options?: unknown): EollisState {
  const s = eollis.setup({ seats, seed: 'fixture', options });
  const cards = [...s.actionDeck, ...s.clans.flatMap((c) => c.hand)];
  return {
    ...s,
    clans: s.clans.map((c) => ({ ...c, hand: [] })),
    actionDeck: cards,
    pirates: {},
    pirateDeck: [],
    phase: { kind: 'over' },
  };
}

/** Gives each seat its pirates (all on shore, no gold). */
export function withPirates(s: EollisState, bySeat: ReadonlyArray<ReadonlyArray<string>>): EollisState {
  const pirates: Record<string, PirateState> = {};
  bySeat.forEach((ids, owner) => {
    for (const id of ids) pirates[id] = { id, owner, gold: 0, ghost: false, powerUsed: false };
  });
  return { ...s, pirates };
}

export function withGold(s: EollisState, gold: Readonly<Record<string, number>>): EollisState {
  const pirates = { ...s.pirates };
  for (const [id, amount] of Object.entries(gold)) {
    const p = pirates[id];
    if (p !== undefined) pirates[id] = { ...p, gold: amount };
  }
  return { ...s, pirates };
}

export function withPosts(
  s: EollisState,
  posts: Readonly<Partial<Record<PostId, string>>>,
  hold: ReadonlyArray<string> = [],
): EollisState {
  return { ...s, posts, hold };
}

let uidCounter = 0;

/** Puts cards of the given kinds in a hand, with fresh handles (`t1`, `t2`…). */
export function withHand(
  s: EollisState,
  seat: Seat,
  kinds: ReadonlyArray<ActionKind | MissionKind>,
): EollisState {
  const hand = kinds.map((kind) => ({ uid: `t${++uidCounter}`, kind }));
  return { ...s, clans: s.clans.map((c) => (c.seat === seat ? { ...c, hand: [...c.hand, ...hand] } : c)) };
}

export function handOf(s: EollisState, seat: Seat): ReadonlyArray<{ uid: string; kind: string }> {
  return s.clans[seat]?.hand ?? [];
}

export function uidOf(s: EollisState, seat: Seat, kind: string): string {
  const card = handOf(s, seat).find((h) => h.kind === kind);
  if (card === undefined) throw new Error(`seat ${seat} holds no ${kind}`);
  return card.uid;
}

export function withPhase(s: EollisState, phase: Phase): EollisState {
  return { ...s, phase };
}

/** A PRNG state whose next draws satisfy `wanted` (searched deterministically over seeds). */
export function rngWhere(wanted: (dice: Dice) => boolean): RngState {
  return searchRng(wanted, 'dice', 2_000_000);
}

/** A PRNG state whose next die rolls (1–6) are exactly `dice`. */
export function rngRolling(dice: ReadonlyArray<number>): RngState {
  return rngWhere((d) => dice.every((want) => d.int(1, 6) === want));
}

export function withDice(s: EollisState, dice: ReadonlyArray<number>): EollisState {
  return { ...s, rng: rngRolling(dice) };
}

export type Played = KitPlayed<EollisState, EollisEvent>;

/** Plays an action that must be accepted; a refusal fails the test. */
export function play(s: EollisState, seat: Seat, action: EollisAction): Played {
  return playOffered(eollis, s, seat, action);
}

/** Plays several actions in a row for the seats given. */
export function playAll(s: EollisState, moves: ReadonlyArray<readonly [Seat, EollisAction]>): Played {
  return playAllOffered(eollis, s, moves);
}

/**
 * The open response window's responders that are still asked pass, one after another, as long as `which`
 * picks them (never during a division of gold, which comes first). Each pass goes through `play`; the events
 * of all the passes (and of the rolls resolving) are kept after those of `played`.
 */
function passWhile(played: Played, which: (s: EollisState, seat: Seat) => boolean): Played {
  let { state, events } = played;
  for (let guard = 0; guard < 100; guard++) {
    if (dividing(state).length > 0) break;
    const seat = windowAsked(state).find((asked) => which(state, asked));
    if (seat === undefined) break;
    const next = play(state, seat, { type: 'pass' });
    state = next.state;
    events = [...events, ...next.events];
  }
  return { state, events };
}

/**
 * Every responder with nothing to play on the rolls passes, as a player without a card would: the window
 * then waits only for the Clans holding a play, and closes (the rolls resolve) when none does. Windows
 * opened by the resolution are answered the same way.
 */
export function passIdle(played: Played): Played {
  return passWhile(played, (s, seat) => windowPlays(s, seat).length === 0);
}

/** Every responder still asked passes, played or not: the open window closes (and any it leads to). */
export function passAll(played: Played): Played {
  return passWhile(played, () => true);
}

/** `play`, then the responders with nothing to play pass (`passIdle`). */
export function playIdle(s: EollisState, seat: Seat, action: EollisAction): Played {
  return passIdle(play(s, seat, action));
}

export function renown(s: EollisState, seat: Seat): number {
  return s.clans[seat]?.renown ?? 0;
}

export function goldOf(s: EollisState, id: string): number {
  return s.pirates[id]?.gold ?? 0;
}

export function clanPirateGold(s: EollisState, seat: Seat): number {
  return Object.values(s.pirates)
    .filter((p) => p.owner === seat)
    .reduce((sum, p) => sum + p.gold, 0);
}

/** Turns a pirate into a ghost, as when its Clan lost every other pirate. */
export function asGhost(s: EollisState, id: string): EollisState {
  const p = s.pirates[id];
  return p === undefined ? s : { ...s, pirates: { ...s.pirates, [id]: { ...p, ghost: true } } };
}

/** A seat's offers on the rolls (the pass and its plays), without the gifts open beside them. */
export function onRolls(s: EollisState, seat: number): ReadonlyArray<unknown> {
  return eollis
    .legalActions(s, seat)
    .filter((a) => ['pass', 'playRoll', 'penalty', 'power'].includes(a.type));
}
