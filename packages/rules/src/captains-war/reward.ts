// Reward phase: the boarding's winner takes 5 GP from the loser or fills 2 red circles; the gold in numbers.
import { canFillTrack, fillTrack, gainGold, goldRoomOf } from './captain';
import type { Line } from './sheet';
import type { Table } from './table';
import type { Captain, CaptainsWarState, Mode } from './types';

export const BOARDING_REWARD_GP = 5;
/** Red circles the winner fills on one track instead of taking the gold. */
export const BOARDING_REWARD_CIRCLES = 2;

/** What the gold reward moves: each side's GP, which need not be the same number. */
export interface GoldReward {
  /** GP the winner circles: 5, or as many as its sheet still has circles for (the rest is lost). */
  readonly gained: number;
  /** GP the loser loses: 5, or all it has; a Legendary Captain cannot be robbed. */
  readonly lost: number;
}

/**
 * The gold reward's numbers, from what every sheet shows (GP held and circled), so that the offer can say them
 * before it is taken and the log after: the winner does not take the loser's GP, it circles 5 of its own.
 */
export function goldReward(
  mode: Mode,
  captains: ReadonlyArray<Pick<Captain, 'gold' | 'goldCircled'>>,
  winner: number,
  loser: number,
): GoldReward {
  // In solo the Legendary Captain is always captain 1.
  const robbable = !(mode === 'solo' && loser === 1);
  return {
    gained: Math.max(0, Math.min(BOARDING_REWARD_GP, goldRoomOf(mode, captains, winner))),
    lost: robbable ? Math.min(BOARDING_REWARD_GP, captains[loser]?.gold ?? 0) : 0,
  };
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

/** The winner's reward; 'nothing' only for a Legend whose tracks are both blocked. */
export function takeReward(t: Table, winner: number, reward: 'gold' | Line | 'nothing'): void {
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
    if (reward !== 'nothing') fillTrack(t, winner, reward, BOARDING_REWARD_CIRCLES);
  }
}
