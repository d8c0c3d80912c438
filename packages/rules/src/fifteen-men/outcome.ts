// The final standings: every seat ranked with its team; winners first, then by team total.
import type { Outcome, Seat } from '../core/types';
import type { FifteenMenState, FinalCount, TeamScore } from './types';

/** The faction a seat ends with: the Governor's Daughter may have moved the Loyalist role. */
function finalFaction(state: FifteenMenState, final: FinalCount, seat: Seat): string {
  if (seat === final.loyalist) return 'loyalist';
  const dealt = state.factions[seat] ?? 'mutineer';
  return dealt === 'loyalist' ? 'mutineer' : dealt;
}

export function outcome(state: FifteenMenState): Outcome<FinalCount> | null {
  const final = state.final;
  if (final === null) return null;
  const won = (team: TeamScore) => team.seats.some((s) => final.winners.includes(s));
  const beats = (a: TeamScore, b: TeamScore) => (won(a) !== won(b) ? won(a) : !won(a) && a.total > b.total);
  const standings = Array.from({ length: state.seats }, (_, seat) => {
    const team = final.teams.find((t) => t.seats.includes(seat));
    const rank = team === undefined ? state.seats : 1 + final.teams.filter((t) => beats(t, team)).length;
    return {
      seat,
      name: `Seat ${seat + 1} (${finalFaction(state, final, seat)})`,
      score: team?.total ?? 0,
      rank,
    };
  });
  return {
    standings,
    winners: final.winners,
    reason: final.winners.includes(state.captain) ? 'The mutiny is quelled.' : 'The mutineers take the ship.',
    details: final,
  };
}
