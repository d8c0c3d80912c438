// The boarding's gold reward in numbers: what the winner gains and the loser loses, which need not match.
import { goldRoomOf } from './captain';
import type { Captain, Mode } from './types';

export const BOARDING_REWARD_GP = 5;

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
