// Why an acquisition, a purchase or an attack is not offered: the same checks as `legalActions`, told as reasons,
// so that a sheet can say "needs a gem" where a player expected an option (issue 32: the Parrot went missing
// with a pearl and a wood, and nothing said that its joker needs a third resource).
import { attackBonusOf } from './boarding';
import { chestRoomOf, crewSize } from './captain';
import { ACQUISITIONS, LINES, RESOURCES, RESOURCE_PRICE_GP, type Line, type Resource } from './sheet';
import type { CaptainsWarState } from './types';

export type Unoffered =
  | {
      readonly kind: 'acquire';
      readonly line: Line;
      readonly name: string;
      readonly why: 'acquiredThisTurn';
    }
  | {
      readonly kind: 'acquire';
      readonly line: Line;
      readonly name: string;
      readonly why: 'missing';
      /** Resources of the printed cost the chest lacks, by kind. */
      readonly missing: Readonly<Partial<Record<Resource, number>>>;
      /** Resources of any kind still lacking for its joker circles. */
      readonly jokers: number;
    }
  | { readonly kind: 'buy'; readonly resource: Resource; readonly why: 'gold'; readonly need: number }
  | { readonly kind: 'buy'; readonly resource: Resource; readonly why: 'chestFull' }
  | { readonly kind: 'attack'; readonly target: number; readonly why: 'grapplingHook' }
  | { readonly kind: 'attack'; readonly why: 'noCrew' | 'twiceInARow' };

/** What the chest lacks for an acquisition: fixed resources by kind, then jokers paid from what is left over. */
function lacking(
  chest: ReadonlyArray<number>,
  cost: ReadonlyArray<number>,
  jokers: number,
): { missing: Partial<Record<Resource, number>>; jokers: number } {
  const missing: Partial<Record<Resource, number>> = {};
  let spare = 0;
  RESOURCES.forEach((resource, r) => {
    const have = chest[r] ?? 0;
    const need = cost[r] ?? 0;
    if (have < need) missing[resource] = need - have;
    else spare += have - need;
  });
  return { missing, jokers: Math.max(0, jokers - spare) };
}

/**
 * The options this seat does not have now, each with its reason: in the Command phase its next acquisitions and
 * its purchases; in the Attack phase, at the helm, its attacks. Empty at any other time.
 */
export function unoffered(state: CaptainsWarState, seat: number): Unoffered[] {
  const me = state.captains[seat];
  if (me === undefined || seat >= state.seats) return [];
  const out: Unoffered[] = [];
  if (state.phase === 'command' && !me.commandDone) {
    for (const line of LINES) {
      const next = ACQUISITIONS[line][me.acquired[line]];
      if (next === undefined) continue;
      if (me.acquiredThisTurn) {
        out.push({ kind: 'acquire', line, name: next.name, why: 'acquiredThisTurn' });
        continue;
      }
      const short = lacking(me.chest, next.cost, next.jokers);
      if (Object.keys(short.missing).length > 0 || short.jokers > 0)
        out.push({ kind: 'acquire', line, name: next.name, why: 'missing', ...short });
    }
    for (const resource of RESOURCES) {
      if (chestRoomOf(state.mode, state.captains, seat, resource) <= 0)
        out.push({ kind: 'buy', resource, why: 'chestFull' });
      else if (me.gold < RESOURCE_PRICE_GP)
        out.push({ kind: 'buy', resource, why: 'gold', need: RESOURCE_PRICE_GP });
    }
  }
  if (state.phase === 'attack' && seat === state.active) {
    if (crewSize(me) === 0 && attackBonusOf(state, seat) === 0) out.push({ kind: 'attack', why: 'noCrew' });
    else if (state.mode === 'duel' && me.lastAttackTurn === state.turn - 2)
      out.push({ kind: 'attack', why: 'twiceInARow' });
    else
      state.captains.forEach((c, target) => {
        if (target !== seat && c.grapplingHookUntil !== null)
          out.push({ kind: 'attack', target, why: 'grapplingHook' });
      });
  }
  return out;
}
