// Boarding phase: the active captain may attack one opponent; both sides choose Pirates in secret.
import { attackBonus, crewSize, defenceBonus, removePirates } from './captain';
import { SHEET } from './sheet';
import { legendCard } from './solo/legend-turn';
import type { Table } from './table';
import type { Boarding, BoardingLine, CaptainsWarState } from './types';

export const MAX_COMMITTED = 3;

/** Opponents the active captain may attack now: not protected by a grappling hook, and, in a duel, not twice in a row. */
export function attackTargets(state: CaptainsWarState, seat: number): number[] {
  const me = state.captains[seat];
  if (me === undefined || seat !== state.active) return [];
  if (crewSize(me) === 0 && attackBonusOf(state, seat) === 0) return [];
  if (state.mode === 'duel' && me.lastAttackTurn === state.turn - 2) return [];
  const targets: number[] = [];
  state.captains.forEach((c, i) => {
    if (i !== seat && c.grapplingHookUntil === null) targets.push(i);
  });
  return targets;
}

export function attackBonusOf(state: Pick<CaptainsWarState, 'captains' | 'legend'>, index: number): number {
  const c = state.captains[index];
  if (c === undefined) return 0;
  return attackBonus(c, index === 1 && state.legend ? (legendCard(state.legend).attackBonus ?? 0) : 0);
}

export function defenceBonusOf(state: Pick<CaptainsWarState, 'captains' | 'legend'>, index: number): number {
  const c = state.captains[index];
  if (c === undefined) return 0;
  return defenceBonus(c, index === 1 && state.legend ? (legendCard(state.legend).defenceBonus ?? 0) : 0);
}

export function declareAttack(t: Table, attacker: number, defender: number): void {
  const a = t.captain(attacker);
  t.update(attacker, { lastAttackTurn: t.s.turn });
  // Attacking gives up one's own grappling-hook immunity.
  if (a.grapplingHookUntil !== null) {
    t.update(attacker, { grapplingHookUntil: null });
    t.emit({ type: 'grapplingHookReleased', captain: attacker });
  }
  t.s.boarding = { attacker, defender, drafts: [[], []], locked: [false, false], winner: null };
  t.emit({ type: 'attackDeclared', attacker, defender });
}

export function holdFire(t: Table, seat: number): void {
  t.emit({ type: 'heldFire', captain: seat });
}

function sideOf(boarding: Boarding, captain: number): 0 | 1 {
  return boarding.attacker === captain ? 0 : 1;
}

function withDraft(t: Table, captain: number, draft: ReadonlyArray<number>): Boarding {
  const boarding = t.s.boarding;
  if (boarding === null) throw new Error('no boarding under way');
  const side = sideOf(boarding, captain);
  const drafts: Boarding['drafts'] = side === 0 ? [draft, boarding.drafts[1]] : [boarding.drafts[0], draft];
  t.s.boarding = { ...boarding, drafts };
  // Only the chooser hears what is in their draft.
  t.emit({ type: 'boardingDraft', captain, strengths: draft }, captain);
  return t.s.boarding;
}

export function commit(t: Table, captain: number, strength: number): void {
  const boarding = t.s.boarding;
  if (boarding === null) return;
  const draft = boarding.drafts[sideOf(boarding, captain)];
  withDraft(
    t,
    captain,
    [...draft, strength].sort((x, y) => y - x),
  );
}

export function withdraw(t: Table, captain: number, strength: number): void {
  const boarding = t.s.boarding;
  if (boarding === null) return;
  const draft = boarding.drafts[sideOf(boarding, captain)].slice();
  draft.splice(draft.indexOf(strength), 1);
  withDraft(t, captain, draft);
}

export function lock(t: Table, captain: number): void {
  const boarding = t.s.boarding;
  if (boarding === null) return;
  const side = sideOf(boarding, captain);
  const locked: Boarding['locked'] = side === 0 ? [true, boarding.locked[1]] : [boarding.locked[0], true];
  t.s.boarding = { ...boarding, locked };
  t.emit({ type: 'boardingLocked', captain });
}

/** Whether a captain taking part in the battle has locked its choice. */
export function hasLocked(t: Table, captain: number): boolean {
  const boarding = t.s.boarding;
  return boarding !== null && boarding.locked[sideOf(boarding, captain)];
}

export function bothLocked(t: Table): boolean {
  const boarding = t.s.boarding;
  return boarding !== null && boarding.locked[0] && boarding.locked[1];
}

/** Whether the attack wins: the highest total does, and a tie goes to the defender unless the attacker is Arms Master. */
export function attackerWins(
  attackerTotal: number,
  defenderTotal: number,
  attackerIsArmsMaster: boolean,
): boolean {
  return attackerTotal > defenderTotal || (attackerTotal === defenderTotal && attackerIsArmsMaster);
}

/** Both choices are revealed together; highest total wins, ties to the defender unless the attacker is Arms Master. */
export function reveal(t: Table): void {
  const boarding = t.s.boarding;
  if (boarding === null) return;
  const { attacker, defender } = boarding;
  const [attackerPirates, defenderPirates] = boarding.drafts;
  const state = { captains: t.all(), legend: t.s.legend };
  const attackerTotal = sum(attackerPirates) + attackBonusOf(state, attacker);
  const defenderTotal = sum(defenderPirates) + defenceBonusOf(state, defender);
  const winner = attackerWins(attackerTotal, defenderTotal, t.s.options.armsMaster === attacker)
    ? attacker
    : defender;
  t.s.boarding = { ...boarding, winner };
  t.emit({
    type: 'boardingRevealed',
    attacker,
    defender,
    attackerPirates,
    defenderPirates,
    attackerTotal,
    defenderTotal,
    winner,
  });
  writeChart(t, attacker, {
    turn: t.s.turn,
    opponent: defender,
    role: 'attacker',
    mine: attackerPirates,
    theirs: defenderPirates,
    won: winner === attacker,
  });
  writeChart(t, defender, {
    turn: t.s.turn,
    opponent: attacker,
    role: 'defender',
    mine: defenderPirates,
    theirs: attackerPirates,
    won: winner === defender,
  });
  if (t.s.mode === 'table') {
    t.update(defender, { grapplingHookUntil: attacker });
    t.emit({ type: 'grapplingHook', captain: defender, until: attacker });
  }
  const battles =
    t.s.mode === 'solo'
      ? t.captain(0).chart.length
      : Math.max(t.captain(attacker).chart.length, t.captain(defender).chart.length);
  if (battles >= SHEET.boardingLines && t.s.endReason === null) {
    t.s.endReason = 'fiveBattles';
    t.emit({ type: 'endTriggered', reason: 'fiveBattles' });
  }
}

function writeChart(t: Table, captain: number, line: BoardingLine): void {
  const c = t.captain(captain);
  t.update(captain, { chart: [...c.chart, line], crew: removePirates(c.crew, line.mine) });
}

function sum(values: ReadonlyArray<number>): number {
  return values.reduce((a, b) => a + b, 0);
}
