// Destruction of the ship: the cagnotte is lost, the Captain dies, the Priest saves those who pay him.
import type { Seat } from '../../core/types';
import { killPirate } from '../deaths';
import { gainOnPirate, loseGold, openGold } from '../gold';
import { emit, inHold, piratesOf, postOf, setPhase, type Ctx, update } from '../state';
import type { EollisState } from '../types';
import { goTo, type Step } from './goto';

export function destroyShip(s: EollisState, ctx: Ctx): Step {
  emit(ctx, { type: 'shipDestroyed', amount: s.cagnotte });
  const discard = s.currentEvent === null ? s.eventDiscard : [...s.eventDiscard, s.currentEvent];
  let next: EollisState = update(s, {
    destroyed: true,
    cagnotte: 0,
    currentEvent: null,
    eventDiscard: discard,
  });
  const captain = next.posts.captain;
  if (captain !== undefined) {
    next = update(next, { lastCaptainSeat: next.pirates[captain]?.owner ?? next.lastCaptainSeat });
    next = killPirate(next, ctx, captain, { goldTo: 'lost', replaceCaptain: false });
  }
  return enterRescue(next, ctx, []);
}

/** Aboard pirates a Clan may still pay the Priest to save. */
export function savable(s: EollisState, seat: Seat, saved: ReadonlyArray<string>): string[] {
  if (s.posts.priest === undefined || openGold(s, seat) < 1) return [];
  return piratesOf(s, seat)
    .filter((p) => !p.ghost && p.id !== s.posts.priest && !saved.includes(p.id))
    .filter((p) => postOf(s, p.id) !== null || inHold(s, p.id))
    .map((p) => p.id);
}

function enterRescue(s: EollisState, ctx: Ctx, saved: ReadonlyArray<string>): Step {
  const waiting = s.clans.map((c) => c.seat).filter((seat) => savable(s, seat, saved).length > 0);
  if (waiting.length === 0) return sink(s, ctx, saved);
  return setPhase(s, { kind: 'rescue', waiting, saved });
}

/** 1 gold from the Clan's own hoard to the Priest's card saves one pirate. */
export function save(s: EollisState, ctx: Ctx, seat: Seat, id: string): Step {
  if (s.phase.kind !== 'rescue') return s;
  const priest = s.posts.priest;
  const paid = loseGold(s, seat, 1);
  let next = priest === undefined ? paid.state : gainOnPirate(paid.state, priest, paid.taken);
  emit(ctx, { type: 'pirateSaved', seat, pirate: id });
  const saved = [...s.phase.saved, id];
  const waiting = s.phase.waiting.filter((w) => savable(next, w, saved).length > 0);
  next = setPhase(next, { kind: 'rescue', waiting, saved }, true);
  return waiting.length === 0 ? sink(next, ctx, saved) : next;
}

export function rescueDone(s: EollisState, ctx: Ctx, seat: Seat): Step {
  if (s.phase.kind !== 'rescue') return s;
  const waiting = s.phase.waiting.filter((w) => w !== seat);
  if (waiting.length === 0) return sink(s, ctx, s.phase.saved);
  return setPhase(s, { ...s.phase, waiting }, true);
}

/**
 * Everyone aboard but the Priest and the saved goes down with their gold, poorest first, so that a Clan
 * losing everyone keeps its richest pirate as a ghost (our order; the rulebook does not give one).
 */
function sink(s: EollisState, ctx: Ctx, saved: ReadonlyArray<string>): Step {
  const aboard = Object.values(s.pirates)
    .filter((p) => p.id !== s.posts.priest && !saved.includes(p.id))
    .filter((p) => postOf(s, p.id) !== null || inHold(s, p.id))
    .sort((a, b) => a.gold - b.gold);
  let next = s;
  for (const p of aboard) next = killPirate(next, ctx, p.id, { goldTo: 'lost', replaceCaptain: false });
  return goTo(update(next, { posts: {}, hold: [] }), { to: 'tavern', returned: false });
}
