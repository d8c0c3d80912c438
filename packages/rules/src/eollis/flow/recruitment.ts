// Recruitment: ghosts leave, Clans keep or dismiss survivors, then the deal and the face-up draft of three.
import type { Seat } from '../../core/types';
import { gainGold } from '../gold';
import { clockwiseFrom, emit, piratesOf, setPhase, updateClan, without, type Ctx, update } from '../state';
import type { EollisState, PirateState } from '../types';
import { goTo, type Step } from './goto';

/** Pirates per Clan after recruitment: 5 with 3 players, 4 with 4 or 5. */
export function clanSize(seats: number): number {
  return seats === 3 ? 5 : 4;
}

/** Starts recruitment with the last Captain's Clan (seat 0, the youngest, on the first Expedition). */
export function startRecruitment(s: EollisState, ctx: Ctx): Step {
  const first = s.lastCaptainSeat;
  const order = clockwiseFrom(first, s.seats);
  if (s.expedition === 1) return deal(s, ctx, order);
  let next = s;
  for (const p of Object.values(next.pirates)) {
    if (p.ghost) next = removeFromClan(next, p.id);
  }
  return enterKeep(next, ctx, order, 0);
}

/** A pirate leaves its Clan for the Pirate discard; its gold stays with the Clan's purse. */
export function removeFromClan(s: EollisState, id: string): EollisState {
  const p = s.pirates[id];
  if (p === undefined) return s;
  const pirates = without(s.pirates, id) as Record<string, PirateState>;
  const next = updateClan(update(s, { pirates, pirateDiscard: [...s.pirateDiscard, id] }), p.owner, (c) => ({
    purse: c.purse + p.gold,
  }));
  return next;
}

export function enterKeep(s: EollisState, ctx: Ctx, order: ReadonlyArray<Seat>, index: number): Step {
  let i = index;
  while (i < order.length && piratesOf(s, order[i] as Seat).length === 0) i++;
  if (i >= order.length) return deal(s, ctx, order);
  return setPhase(s, { kind: 'keep', order, index: i });
}

export function dismiss(s: EollisState, ctx: Ctx, seat: Seat, id: string): Step {
  emit(ctx, { type: 'pirateDismissed', seat, pirate: id });
  const next = removeFromClan(s, id);
  if (s.phase.kind !== 'keep') return next;
  return piratesOf(next, seat).length === 0 ? enterKeep(next, ctx, s.phase.order, s.phase.index + 1) : next;
}

export function keepCrew(s: EollisState, ctx: Ctx): Step {
  if (s.phase.kind !== 'keep') return s;
  return enterKeep(s, ctx, s.phase.order, s.phase.index + 1);
}

/** Shuffles pile and discard together, deals each Clan up to one short of full, then lays out three. */
function deal(s: EollisState, ctx: Ctx, order: ReadonlyArray<Seat>): Step {
  const target = clanSize(s.seats);
  let pile = ctx.dice.shuffle([...s.pirateDeck, ...s.pirateDiscard]);
  let pirates = { ...s.pirates };
  for (const seat of order) {
    const have = Object.values(pirates).filter((p) => p.owner === seat).length;
    const dealt = pile.slice(0, Math.max(0, target - 1 - have));
    pile = pile.slice(dealt.length);
    for (const id of dealt)
      pirates = { ...pirates, [id]: { id, owner: seat, gold: 0, ghost: false, powerUsed: false } };
    if (dealt.length > 0) emit(ctx, { type: 'piratesDealt', seat, text: dealt.join(' ') });
  }
  const display = pile.slice(0, 3);
  const next: EollisState = update(s, { pirates, pirateDeck: pile.slice(display.length), pirateDiscard: [] });
  const drafting = order.filter((seat) => piratesOf(next, seat).length < target);
  return enterDraft(next, drafting, 0, display);
}

function enterDraft(
  s: EollisState,
  order: ReadonlyArray<Seat>,
  index: number,
  display: ReadonlyArray<string>,
): Step {
  if (index >= order.length || display.length === 0) return finishRecruitment(s, display);
  return setPhase(s, { kind: 'draft', order, index, display });
}

export function recruit(s: EollisState, ctx: Ctx, seat: Seat, id: string): Step {
  if (s.phase.kind !== 'draft') return s;
  const [refill, ...rest] = s.pirateDeck;
  const display = s.phase.display.filter((d) => d !== id);
  const next: EollisState = {
    ...s,
    pirates: { ...s.pirates, [id]: { id, owner: seat, gold: 0, ghost: false, powerUsed: false } },
    pirateDeck: refill === undefined ? s.pirateDeck : rest,
  };
  emit(ctx, { type: 'pirateRecruited', seat, pirate: id });
  return enterDraft(
    next,
    s.phase.order,
    s.phase.index + 1,
    refill === undefined ? display : [...display, refill],
  );
}

/** The display returns to the pile; each Clan's purse is spread on its pirates; the election begins. */
function finishRecruitment(s: EollisState, display: ReadonlyArray<string>): Step {
  let next: EollisState = update(s, { pirateDeck: [...s.pirateDeck, ...display] });
  for (const c of next.clans) {
    if (c.purse > 0 && piratesOf(next, c.seat).length > 0) {
      const purse = c.purse;
      next = gainGold(
        updateClan(next, c.seat, () => ({ purse: 0 })),
        c.seat,
        purse,
      );
    }
  }
  return goTo(next, { to: 'election' });
}
