// The final ranking: renown, then living pirates, then the Bagou duel.
import { competitionRanks } from '../core/ranking';
import type { Outcome } from '../core/types';
import type { EollisState, FinalLine } from './types';

function compare(a: FinalLine, b: FinalLine): number {
  return b.renown - a.renown || b.living - a.living || b.duel - a.duel;
}

export function outcome(s: EollisState): Outcome<ReadonlyArray<FinalLine>> | null {
  if (s.final === null) return null;
  const lines = s.final;
  const ranks = competitionRanks(lines, compare);
  const standings = lines.map((line, i) => ({
    seat: line.seat,
    name: `Clan ${line.seat + 1}`,
    score: line.renown,
    rank: ranks[i] ?? lines.length,
  }));
  const winners = standings.filter((st) => st.rank === 1).map((st) => st.seat);
  return {
    standings,
    winners,
    reason:
      'The Clan with the greatest renown after 3 Expeditions wins (then most living pirates, then a Bagou duel).',
    details: lines,
  };
}
