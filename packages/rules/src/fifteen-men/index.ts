// 15 Men: subterfuge and mutiny around the Round Robin, built on the rules core.
import { defineGame } from '../core/define-game';
import type { Seat } from '../core/types';
import { applyLegal } from './apply';
import { legalActions } from './legal';
import { defaultOptions, parseOptions } from './options';
import { setup } from './setup';
import type { FifteenMenState } from './types';
import { timeoutAction } from './timeout';
import { view } from './view';

function awaiting(state: FifteenMenState): Seat[] {
  if (state.phase === 'over') return [];
  if (state.prompt !== null) return [state.prompt.seat];
  return [state.turn.seat];
}

export const fifteenMen = defineGame({
  id: 'fifteen-men',
  title: '15 Men',
  minSeats: 2,
  maxSeats: 5,
  defaultOptions,
  parseOptions,
  setup,
  seatCount: (state) => state.seats,
  legalActions,
  applyLegal,
  view,
  awaiting,
  timeoutAction,
  outcome: (state) => {
    const final = state.final;
    if (final === null) return null;
    const teamOf = (seat: Seat) => final.teams.find((t) => t.seats.includes(seat));
    const beats = (
      a: { total: number; seats: ReadonlyArray<Seat> },
      b: { total: number; seats: ReadonlyArray<Seat> },
    ) => {
      const aw = a.seats.some((s) => final.winners.includes(s));
      const bw = b.seats.some((s) => final.winners.includes(s));
      return aw !== bw ? aw : !aw && a.total > b.total;
    };
    const standings = Array.from({ length: state.seats }, (_, seat) => {
      const team = teamOf(seat);
      const score = team?.total ?? 0;
      const rank = team === undefined ? state.seats : 1 + final.teams.filter((t) => beats(t, team)).length;
      const faction =
        seat === final.loyalist
          ? 'loyalist'
          : state.factions[seat] === 'loyalist'
            ? 'mutineer'
            : state.factions[seat];
      return { seat, name: `Seat ${seat + 1} (${faction ?? 'mutineer'})`, score, rank };
    });
    return {
      standings,
      winners: final.winners,
      reason: final.winners.includes(state.captain)
        ? 'The mutiny is quelled.'
        : 'The mutineers take the ship.',
      details: final,
    };
  },
});

export type { FifteenMenAction, FifteenMenEvent, FifteenMenOptions, FifteenMenState } from './types';
export type { FifteenMenView } from './view';
