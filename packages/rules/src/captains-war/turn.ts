// Between turns: the next captain becomes active, or, once an end condition was met, the naval battle.
import { finalResult } from './scoring';
import type { Table } from './table';

export function nextTurn(t: Table): void {
  const next = t.s.mode === 'solo' ? 0 : (t.s.active + 1) % t.s.seats;
  t.s.turn += 1;
  t.s.active = next;
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

/** The naval battle: crews compared, the war bonus paid, every sheet scored. */
export function navalBattle(t: Table): void {
  const reason = t.s.endReason ?? 'lastGold';
  const result = finalResult(t.s.mode, t.all(), reason, t.s.legend !== null);
  t.s.result = result;
  t.emit({
    type: 'navalBattle',
    strengths: result.scores.map((s) => s.navalStrength),
    ranks: result.scores.map((s) => s.navalRank),
    warBonus: result.scores.map((s) => s.warBonus),
  });
  t.emit({ type: 'gameOver', result });
}
