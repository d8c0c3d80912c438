// Mending the balloon: with an Alti-Maître aboard and damage to mend, the balloonist may try a repair.
import { isDestroyed, moveBalloon, repairTarget } from '../balloon';
import { emit, ownerOfPost, setPhase, type Ctx, update } from '../state';
import type { EollisState, Roll } from '../types';
import { askWindow, emitRoll, rollTotal } from '../windows';
import { goTo, type Step } from './goto';

export function startRepair(s: EollisState): Step {
  const alti = ownerOfPost(s, 'altiMaitre');
  if (alti !== null && s.balloon > 0) return setPhase(s, { kind: 'repairChoice', seat: alti });
  return goTo(s, { to: 'bosco' });
}

export function repairChoice(s: EollisState, ctx: Ctx, attempt: boolean): Step {
  const id = s.posts.altiMaitre;
  const seat = ownerOfPost(s, 'altiMaitre');
  if (!attempt || id === undefined || seat === null) return goTo(s, { to: 'bosco' });
  const roll: Roll = { seat, pirate: id, base: 0, die: ctx.dice.int(1, 6), mods: 0 };
  emitRoll(ctx, roll);
  const responders = Array.from({ length: s.seats }, (_, i) => i);
  return askWindow(
    setPhase(
      s,
      { kind: 'repair', window: { context: 'repair', rolls: [roll], responders, passed: [] } },
      true,
    ),
  );
}

/** Success moves the token back one space; a failure number moves it forward one (and may burst the balloons). */
export function resolveRepair(s: EollisState, ctx: Ctx): Step {
  if (s.phase.kind !== 'repair') return s;
  const roll = s.phase.window.rolls[0];
  if (roll === undefined) return goTo(s, { to: 'bosco' });
  const target = repairTarget(s.balloon);
  const success = rollTotal(roll) >= target;
  emit(ctx, { type: success ? 'repairSucceeded' : 'repairFailed', amount: target, total: rollTotal(roll) });
  if (success) return goTo(update(s, { balloon: Math.max(0, s.balloon - 1) }), { to: 'bosco' });
  const moved = moveBalloon(s, ctx, 1);
  return goTo(moved, { to: isDestroyed(moved.balloon) ? 'shipwreck' : 'bosco' });
}
