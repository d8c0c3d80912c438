// The Captain's election: one candidate per Clan, die + Bagou, re-rolls among tied finalists.
import type { Seat } from '../../core/types';
import { pirateCard } from '../cards/pirates';
import { clockwiseFrom, emit, piratesOf, setPhase, setPost, updatePirate, type Ctx, update } from '../state';
import type { EollisState, Roll } from '../types';
import { askWindow, emitRoll, rollTotal } from '../windows';
import { goTo, type Step } from './goto';

export function startElection(s: EollisState): EollisState {
  const order = clockwiseFrom(s.lastCaptainSeat, s.seats).filter((seat) => piratesOf(s, seat).length > 0);
  return setPhase(s, { kind: 'propose', order, index: 0, candidates: [] });
}

export function propose(s: EollisState, ctx: Ctx, seat: Seat, id: string): EollisState {
  if (s.phase.kind !== 'propose') return s;
  const candidates = [...s.phase.candidates, id];
  emit(ctx, { type: 'candidateProposed', seat, pirate: id });
  if (s.phase.index + 1 < s.phase.order.length) {
    return setPhase(s, { ...s.phase, index: s.phase.index + 1, candidates });
  }
  let next = s;
  const rolls: Roll[] = candidates.map((pid) => {
    const card = pirateCard(pid);
    const p = next.pirates[pid];
    let base = card.bagou;
    // Silver Tongue triggers by itself for a candidate, once per Expedition.
    if (card.power.kind === 'silverTongue' && p !== undefined && !p.powerUsed) {
      base += card.power.amount;
      next = updatePirate(next, pid, () => ({ powerUsed: true }));
      emit(ctx, { type: 'powerUsed', seat: p.owner, pirate: pid, amount: card.power.amount });
    }
    return { seat: p?.owner ?? seat, pirate: pid, base, die: ctx.dice.int(1, 6), mods: 0 };
  });
  for (const roll of rolls) emitRoll(ctx, roll);
  const responders = Array.from({ length: s.seats }, (_, i) => i);
  return askWindow(
    setPhase(next, { kind: 'election', window: { context: 'election', rolls, responders, passed: [] } }),
  );
}

/** The highest total becomes Captain; tied finalists roll again (cards already played stay played). */
export function resolveElection(s: EollisState, ctx: Ctx): Step {
  if (s.phase.kind !== 'election') return s;
  const { window } = s.phase;
  const best = Math.max(...window.rolls.map(rollTotal));
  const finalists = window.rolls.filter((r) => rollTotal(r) === best);
  if (finalists.length > 1) {
    emit(ctx, { type: 'electionTie', amount: best });
    const rolls = finalists.map((r) => ({ ...r, die: ctx.dice.int(1, 6) }));
    for (const roll of rolls) emitRoll(ctx, roll);
    return askWindow(setPhase(s, { kind: 'election', window: { ...window, rolls, passed: [] } }, true));
  }
  const winner = finalists[0];
  if (winner === undefined) return s;
  emit(ctx, { type: 'captainElected', seat: winner.seat, pirate: winner.pirate, total: best });
  // The Captain's token is the first on the board: no choice of pirate or post.
  const next = update(setPost(s, 'captain', winner.pirate), { lastCaptainSeat: winner.seat });
  return goTo(next, { to: 'boarding' });
}
