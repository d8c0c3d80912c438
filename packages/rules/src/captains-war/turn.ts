// End of a turn: the next captain becomes active, or, once an end condition was met, the naval battle.
import { crewRoomOf, gainPirate, spendGold } from './captain';
import { recruitCost } from './sheet';
import { findLegendaryCaptain } from './solo/legendary-captains';
import { finalResult } from './scoring';
import type { Table } from './table';

export function endTurn(t: Table): void {
  t.s.boarding = t.s.phase === 'over' ? t.s.boarding : null;
  if (t.s.endReason !== null) {
    finishGame(t);
    return;
  }
  const next = t.s.mode === 'solo' ? 0 : (t.s.active + 1) % t.s.seats;
  t.s.turn += 1;
  t.s.active = next;
  t.s.phase = 'roll';
  t.s.dice = null;
  t.s.setAside = null;
  for (let i = 0; i < t.count; i++) {
    const c = t.captain(i);
    t.update(i, { picks: [], commandDone: false, acquiredThisTurn: false });
    // The grappling hook protects until the attacker is active again.
    if (c.grapplingHookUntil === next) {
      t.update(i, { grapplingHookUntil: null });
      t.emit({ type: 'grapplingHookReleased', captain: i });
    }
  }
  t.emit({ type: 'turnStarted', turn: t.s.turn, active: next });
}

function finishGame(t: Table): void {
  if (t.s.legend !== null) legendFinalRecruit(t);
  const reason = t.s.endReason ?? 'lastGold';
  const result = finalResult(t.s.mode, t.all(), reason, t.s.legend !== null);
  t.s.phase = 'over';
  t.s.result = result;
  t.emit({
    type: 'navalBattle',
    strengths: result.scores.map((s) => s.navalStrength),
    ranks: result.scores.map((s) => s.navalRank),
    warBonus: result.scores.map((s) => s.warBonus),
  });
  t.emit({ type: 'gameOver', result });
}

/** Solo: unlike the player, the Legend spends its remaining GP on one last, strongest possible Pirate. */
function legendFinalRecruit(t: Table): void {
  const card = t.s.legend ? findLegendaryCaptain(t.s.legend.card) : undefined;
  if (!card?.recruits) return;
  recruitStrongest(t, 1, 'legend');
}

/** Recruits the strongest Pirate the captain can pay for and has room for; false when none. */
export function recruitStrongest(t: Table, index: number, source: 'legend' | 'recruit'): boolean {
  for (let strength = 6; strength >= 1; strength--) {
    if (t.captain(index).gold < recruitCost(strength) || crewRoomOf(t.s.mode, t.all(), index, strength) <= 0)
      continue;
    spendGold(t, index, recruitCost(strength));
    gainPirate(t, index, strength, source);
    return true;
  }
  return false;
}
