// Totalling the crews: printed VP, skill bonuses, the vessel, guards and Ghost's penalty; ties go to the captain.
import type { Seat } from '../core/types';
import { card, vessel, type CardId, type Flag } from './cards';
import { hasFlag, roleOf } from './ring';
import type { FifteenMenState, FinalCount, ScoreLine, TeamScore } from './types';

export const GHOST_PENALTY = -4;

interface CrewCard {
  readonly id: CardId;
  readonly faceUp: boolean;
}

/** Who holds the Loyalist role at the end: the Governor's Daughter's controller, if anyone bribed her. */
export function loyalistAtEnd(state: FifteenMenState): Seat | null {
  const dealt = state.factions.indexOf('loyalist');
  if (state.daughter.controller !== null) {
    return state.daughter.controller === state.captain ? null : state.daughter.controller;
  }
  return dealt >= 0 ? dealt : null;
}

export function teams(state: FifteenMenState): ReadonlyArray<{ seats: Seat[]; captainTeam: boolean }> {
  const all = Array.from({ length: state.seats }, (_, s) => s);
  if (state.seats <= 3) return all.map((s) => ({ seats: [s], captainTeam: s === state.captain }));
  const loyalist = loyalistAtEnd(state);
  const crew = [state.captain, ...(loyalist === null ? [] : [loyalist])].sort((a, b) => a - b);
  return [
    { seats: crew, captainTeam: true },
    { seats: all.filter((s) => !crew.includes(s)), captainTeam: false },
  ];
}

/** The pirates a team's crew holds: ring pirates its players control, plus the captain's guards. */
export function crewOf(state: FifteenMenState, seats: ReadonlyArray<Seat>, captainTeam: boolean): CrewCard[] {
  const crew: CrewCard[] = [];
  for (const slot of state.ring) {
    if (slot.card !== null && slot.controller !== null && seats.includes(slot.controller))
      crew.push({ id: slot.card, faceUp: slot.faceUp });
  }
  if (captainTeam) for (const id of state.guards) crew.push({ id, faceUp: true });
  return crew;
}

function countFlag(crew: ReadonlyArray<CrewCard>, flag: Flag): number {
  return crew.filter((c) => hasFlag(c.id, c.faceUp, flag)).length;
}

const hawkins: ReadonlyArray<CardId> = ['john-hawkins', 'william-hawkins', 'richard-hawkins'];

/** Scores every team; `crews` lets a test score hand-made crews with the same arithmetic. */
export function scoreCrews(
  state: FifteenMenState,
  crews: ReadonlyArray<{ seats: ReadonlyArray<Seat>; captainTeam: boolean; crew: ReadonlyArray<CrewCard> }>,
): TeamScore[] {
  const ship = vessel(state.vessel);
  const frenchCounts = crews.map((t) => countFlag(t.crew, 'french'));
  const shipCounts = crews.map((t) => (ship.flag === null ? 0 : countFlag(t.crew, ship.flag)));
  const beatsAll = (counts: number[], i: number) =>
    counts.every((n, k) => k === i || (counts[i] ?? 0) > n) && (counts[i] ?? 0) > 0;
  return crews.map((team, i) => {
    const { crew } = team;
    const roles = crew.map((c) => roleOf(c.id, c.faceUp));
    const bosuns = roles.filter((r) => r === 'bosun').length;
    const brothers = crew.filter((c) => hawkins.includes(c.id)).length;
    const heldBullets = team.seats.filter((s) => state.bullets[s] === 'held').length;
    const lines: ScoreLine[] = crew.map((c) => {
      const data = card(c.id);
      const s = data.scoring;
      let bonus = 0;
      if (s?.kind === 'hawkins' && brothers >= 2) bonus = s.each;
      if (s?.kind === 'helm-and-chart' && roles.includes('helmsman') && roles.includes('cartographer'))
        bonus = s.bonus;
      if (s?.kind === 'per-other-bosun') {
        const self = roleOf(c.id, c.faceUp) === 'bosun' ? 1 : 0;
        bonus = (bosuns - self) * s.each;
      }
      if (s?.kind === 'crew-beyond') bonus = Math.max(0, crew.length - s.size) * s.each;
      if (s?.kind === 'french-majority' && beatsAll(frenchCounts, i)) bonus = s.bonus;
      if (s?.kind === 'unused-bullets') bonus = heldBullets * s.each;
      const onShip =
        ship.flag !== null && ship.bonus.kind === 'per-pirate' && hasFlag(c.id, c.faceUp, ship.flag);
      const vesselBonus = onShip && ship.bonus.kind === 'per-pirate' ? ship.bonus.each : 0;
      return { what: c.id, vp: data.vp, bonus, vessel: vesselBonus };
    });
    if (ship.bonus.kind === 'majority' && beatsAll(shipCounts, i))
      lines.push({ what: ship.id, vp: 0, bonus: 0, vessel: ship.bonus.bonus });
    if (state.ghostPenalty !== null && team.seats.includes(state.ghostPenalty))
      lines.push({ what: 'william-ghost-penalty', vp: GHOST_PENALTY, bonus: 0, vessel: 0 });
    const sum = lines.reduce((acc, l) => acc + l.vp + l.bonus + l.vessel, 0);
    return { seats: team.seats, captainTeam: team.captainTeam, total: sum, lines };
  });
}

/** The final count: highest total wins; a tie with the captain's team goes to the captain's team. */
export function finalCount(state: FifteenMenState): FinalCount {
  const scored = scoreCrews(
    state,
    teams(state).map((t) => ({ ...t, crew: crewOf(state, t.seats, t.captainTeam) })),
  );
  const best = Math.max(...scored.map((t) => t.total));
  const top = scored.filter((t) => t.total === best);
  const captains = top.find((t) => t.captainTeam);
  const winners = (captains !== undefined ? [captains] : top).flatMap((t) => t.seats).sort((a, b) => a - b);
  return { teams: scored, winners, loyalist: state.seats >= 4 ? loyalistAtEnd(state) : null };
}
