// The brawls in the Tavern: two rounds clockwise from the last Captain; who passes in the first sits out the second.
import type { Seat } from '../../core/types';
import { clockwiseFrom, setPhase } from '../state';
import type { EollisState } from '../types';
import { goTo, type Step } from './goto';

export function startBrawl(s: EollisState): EollisState {
  const order = clockwiseFrom(s.lastCaptainSeat, s.seats);
  return setPhase(s, { kind: 'brawl', round: 1, order, index: 0, out: [] });
}

/** Moves to the next brawler; a Clan that passed in the first round sits out the second. */
export function nextBrawler(s: EollisState, passed: boolean): Step {
  if (s.phase.kind !== 'brawl') return s;
  const phase = s.phase;
  const seat = phase.order[phase.index] as Seat;
  const out = passed && phase.round === 1 ? [...phase.out, seat] : phase.out;
  let round = phase.round;
  let index = phase.index + 1;
  for (;;) {
    if (index >= phase.order.length) {
      if (round === 2) return goTo(s, { to: 'renown' });
      round = 2;
      index = 0;
    }
    if (round === 1 || !out.includes(phase.order[index] as Seat)) break;
    index++;
  }
  return setPhase(s, { ...phase, round, index, out });
}
