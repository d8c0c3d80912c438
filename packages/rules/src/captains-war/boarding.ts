// Boarding phase: the active captain may attack one opponent; both sides choose Pirates in secret.
import {
  attackBonus,
  canFillTrack,
  crewSize,
  defenceBonus,
  fillTrack,
  gainGold,
  removePirates,
} from './captain';
import type { Line } from './sheet';
import { SHEET } from './sheet';
import {
  legendBoardingCheck,
  legendCard,
  legendCrewRolls,
  legendRewardChoice,
  refillLegendCrew,
} from './solo/legend-turn';
import type { Table } from './table';
import type { Boarding, BoardingLine, CaptainsWarState } from './types';
import { BOARDING_REWARD_GP, goldReward } from './reward';
import { endTurn } from './turn';

export { BOARDING_REWARD_GP };
export const MAX_COMMITTED = 3;

export function startBoardingPhase(t: Table): void {
  if (t.s.mode === 'solo') {
    refillLegendCrew(t);
    if (legendBoardingCheck(t)) {
      declareAttack(t, 1, 0);
      return;
    }
  }
  t.s.phase = 'attack';
}

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
  t.s.phase = 'boarding';
  t.emit({ type: 'attackDeclared', attacker, defender });
}

export function holdFire(t: Table, seat: number): void {
  t.emit({ type: 'heldFire', captain: seat });
  endTurn(t);
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
  if (t.s.legend !== null && !locked[1 - side]) {
    // Solo: the Legend's crew is chosen by the yellow die once the player has locked.
    const legendSide = 1 - side;
    const legend = legendSide === 0 ? boarding.attacker : boarding.defender;
    const rolled = legendCrewRolls(t, legendSide === 0);
    t.s.boarding = {
      ...t.s.boarding,
      drafts: legendSide === 0 ? [rolled, boarding.drafts[1]] : [boarding.drafts[0], rolled],
      locked: [true, true],
    };
    t.emit({ type: 'boardingLocked', captain: legend });
  }
  if (t.s.boarding.locked[0] && t.s.boarding.locked[1]) reveal(t);
}

/** Both choices are revealed together; highest total wins, ties to the defender unless the attacker is Arms Master. */
function reveal(t: Table): void {
  const boarding = t.s.boarding;
  if (boarding === null) return;
  const { attacker, defender } = boarding;
  const [attackerPirates, defenderPirates] = boarding.drafts;
  const state = { captains: t.all(), legend: t.s.legend };
  const attackerTotal = sum(attackerPirates) + attackBonusOf(state, attacker);
  const defenderTotal = sum(defenderPirates) + defenceBonusOf(state, defender);
  const armsMaster = t.s.options.armsMaster;
  const winner =
    attackerTotal > defenderTotal || (attackerTotal === defenderTotal && armsMaster === attacker)
      ? attacker
      : defender;
  t.s.boarding = { ...boarding, winner };
  t.s.phase = 'reward';
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
  if (t.s.legend !== null && winner === 1) {
    payReward(t, winner, legendRewardChoice(t));
    endTurn(t);
  }
}

function writeChart(t: Table, captain: number, line: BoardingLine): void {
  const c = t.captain(captain);
  t.update(captain, { chart: [...c.chart, line], crew: removePirates(c.crew, line.mine) });
}

/** Rewards the winner may choose: 5 GP always; 2 red circles on a track where at least one can be filled. */
export function rewardChoices(state: CaptainsWarState, captain: number): ReadonlyArray<'gold' | Line> {
  const c = state.captains[captain];
  if (c === undefined) return [];
  const choices: Array<'gold' | Line> = ['gold'];
  if (canFillTrack(c, 'attributes')) choices.push('attributes');
  if (canFillTrack(c, 'boats')) choices.push('boats');
  return choices;
}

export function takeReward(t: Table, winner: number, reward: 'gold' | Line): void {
  payReward(t, winner, reward);
  endTurn(t);
}

function payReward(t: Table, winner: number, reward: 'gold' | Line | 'nothing'): void {
  const boarding = t.s.boarding;
  if (boarding === null) return;
  const loser = winner === boarding.attacker ? boarding.defender : boarding.attacker;
  if (reward === 'gold') {
    // A Legendary Captain cannot be robbed; the winner still circles 5 GP, as far as its sheet has room.
    const { gained, lost } = goldReward(t.s.mode, t.all(), winner, loser);
    if (lost > 0) t.update(loser, { gold: t.captain(loser).gold - lost });
    t.emit({ type: 'rewardTaken', captain: winner, reward, from: loser, stolen: lost, gained });
    gainGold(t, winner, BOARDING_REWARD_GP, 'boarding');
  } else {
    t.emit({ type: 'rewardTaken', captain: winner, reward, from: loser, stolen: 0, gained: 0 });
    if (reward !== 'nothing') fillTrack(t, winner, reward, 2);
  }
}

function sum(values: ReadonlyArray<number>): number {
  return values.reduce((a, b) => a + b, 0);
}
