// Final scoring: the naval battle, both tracks, acquisitions, attacks initiated, command bonuses, ties.
import { competitionRanks, denseRanks, podiumPrize } from '../core/ranking';
import { crewList, crewStrength, totalResources } from './captain';
import { ACQUISITIONS, BOAT_TRACK, BOAT_TRACK_FULL_RP, LINES, PODIUMS, attacksInitiatedRp } from './sheet';
import type { Captain, EndReason, FinalResult, Mode, ScoreSheet } from './types';

/** Naval battle order: higher total Strength first, then Strength value after Strength value. */
export function compareCrews(a: ReadonlyArray<number>, b: ReadonlyArray<number>): number {
  const total = (xs: ReadonlyArray<number>) => xs.reduce((s, x) => s + x, 0);
  const diff = total(b) - total(a);
  if (diff !== 0) return diff;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (b[i] ?? 0) - (a[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Podium by a count where ties share a step and a captain with nothing wins nothing. */
export function podium(counts: ReadonlyArray<number>, prizes: ReadonlyArray<number>): number[] {
  const ranks = denseRanks(counts, (a, b) => b - a);
  return counts.map((count, i) => (count > 0 ? podiumPrize(prizes, ranks[i] ?? 0) : 0));
}

/** Boat track with 3+ players: the RP of the first circle still visible, 15 when the track is full. */
export function boatTrackRp(filled: number): number {
  return BOAT_TRACK[filled]?.rp ?? BOAT_TRACK_FULL_RP;
}

export function acquisitionsRp(captain: Captain): number {
  let rp = 0;
  for (const line of LINES)
    for (let k = 0; k < captain.acquired[line]; k++) rp += ACQUISITIONS[line][k]?.rp ?? 0;
  return rp;
}

export function navalBattle(captains: ReadonlyArray<Captain>, warPodium: ReadonlyArray<number>) {
  const crews = captains.map((c) => crewList(c.crew));
  const ranks = denseRanks(crews, compareCrews);
  const strengths = captains.map(crewStrength);
  // An empty crew takes no part in the battle and wins no war bonus.
  const warBonus = ranks.map((rank, i) => ((strengths[i] ?? 0) > 0 ? podiumPrize(warPodium, rank) : 0));
  return { strengths, ranks, warBonus };
}

export function finalResult(
  mode: Mode,
  captains: ReadonlyArray<Captain>,
  reason: EndReason,
  solo: boolean,
): FinalResult {
  const smallTable = mode !== 'table';
  const naval = navalBattle(captains, smallTable ? PODIUMS.duelWar : PODIUMS.war);
  const attributePodium = podium(
    captains.map((c) => c.track.attributes),
    smallTable ? PODIUMS.duelAttributes : PODIUMS.attributes,
  );
  const boatScores = smallTable
    ? podium(
        captains.map((c) => c.track.boats),
        PODIUMS.duelBoats,
      )
    : captains.map((c) => boatTrackRp(c.track.boats));

  const partial = captains.map((c, i) => {
    const acquisitions = acquisitionsRp(c);
    const attacks = c.chart.filter((line) => line.role === 'attacker').length;
    const attacksInitiated = attacksInitiatedRp(attacks);
    const commandBonuses = c.commandBonus.attributes + c.commandBonus.boats;
    const leftoverResources = solo && i === 1 ? totalResources(c.chest) : 0;
    const attributeTrack = attributePodium[i] ?? 0;
    const boatTrack = boatScores[i] ?? 0;
    const warBonus = naval.warBonus[i] ?? 0;
    const total =
      acquisitions +
      attributeTrack +
      boatTrack +
      attacksInitiated +
      warBonus +
      commandBonuses +
      leftoverResources;
    return {
      captain: i,
      acquisitions,
      attributeTrack,
      boatTrack,
      attacksInitiated,
      attacks,
      warBonus,
      commandBonuses,
      leftoverResources,
      total,
      navalStrength: naval.strengths[i] ?? 0,
      navalRank: naval.ranks[i] ?? 0,
    };
  });
  // Ties on RP are broken by the naval battle ranking; if still tied, the victory is shared.
  const ranks = competitionRanks(partial, (a, b) => b.total - a.total || a.navalRank - b.navalRank);
  const scores: ScoreSheet[] = partial.map((p, i) => ({ ...p, rank: ranks[i] ?? 0 }));
  return { reason, scores };
}
