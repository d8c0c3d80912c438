// The table's turning points in its synced state, without Colyseus: the start, the end, a seat given up.
import { projectTable, wireSafe, type GameProof, type SeatState, type TableState } from '@flotilla/protocol';
import { keptSeating } from './kept-table';
import type { Match } from './match';
import type { SeatClaims } from './seat-claims';
import { clearSeat, reassignHost } from './seats';
import { seatBot } from './waiting-room';

/**
 * The game starts: bots take the open seats, the setup's commitment is published, the match deals, the store
 * keeps the start, and the table shows the dealt game. Returns the rules state.
 */
export function startTable(state: TableState, match: Match, claims: SeatClaims, now: number): unknown {
  for (const seat of state.seats) if (seat.occupant === 'open') seatBot(state, seat);
  state.setupHash = match.setupHash;
  state.logHash = match.logHash;
  const rules = match.start();
  match.keeper.start(keptSeating(state, claims.tokens), now);
  state.status = 'playing';
  projectTable(state, match.game, rules);
  return rules;
}

/** The game is over: the seed and the outcome are published, the store keeps the end. Returns the proof. */
export function finishTable(state: TableState, match: Match, outcome: unknown, now: number): GameProof {
  state.status = 'over';
  state.seed = match.seed;
  const proof = match.proof(match.keeper.gameId, outcome);
  match.keeper.finish(outcome, now);
  state.outcome = wireSafe(JSON.stringify(outcome));
  return proof;
}

/**
 * A waiting-room seat left for good: open again, its seat token void (the next person's is their own), and the
 * host's role passed on. True while a person still sits at the table.
 */
export function vacateSeat(state: TableState, claims: SeatClaims, seat: SeatState): boolean {
  clearSeat(seat);
  claims.forget(seat.index);
  reassignHost(state);
  return state.seats.some((other) => other.occupant === 'human');
}
