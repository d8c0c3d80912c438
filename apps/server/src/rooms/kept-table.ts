// A table as the store keeps it, and back: who sits where and the log, never a saved schema object.
import { projectTable, type TableState } from '@flotilla/protocol';
import type { KeptSeat, KeptSeating, KeptTable, NewTable } from '../store/types';
import type { Match, Step } from './match';
import { PublicMarksFollower } from './public-marks';

function occupantOf(value: string): KeptSeat['occupant'] {
  return value === 'human' || value === 'bot' ? value : 'open';
}

export function keptSeating(state: TableState, seatTokens: ReadonlyArray<string | undefined>): KeptSeating {
  return {
    seats: state.seats.map((seat) => ({
      occupant: occupantOf(seat.occupant),
      name: seat.name,
      colour: seat.colour,
      host: seat.host,
      ready: seat.ready,
    })),
    seatTokens: state.seats.map((seat) => seatTokens[seat.index] ?? null),
  };
}

/** Seats a kept table's players again, every person disconnected until they come back. */
export function seatKept(state: TableState, seats: ReadonlyArray<KeptSeat>): void {
  for (const seat of state.seats) {
    const kept = seats[seat.index];
    if (kept === undefined) continue;
    seat.occupant = kept.occupant;
    seat.name = kept.name;
    seat.colour = kept.colour;
    seat.host = kept.host;
    seat.ready = kept.ready;
    seat.connected = false;
  }
}

/** What a new table is kept as, before anyone sits at it. */
export function newTable(
  table: { readonly roomId: string; readonly inviteCode: string | null; readonly createOptions: unknown },
  state: TableState,
  match: Match,
  seatTokens: ReadonlyArray<string | undefined>,
): NewTable {
  return {
    gameId: match.keeper.gameId,
    roomId: table.roomId,
    game: match.game.id,
    createOptions: table.createOptions,
    gameOptions: match.gameOptions,
    seatCount: state.seatCount,
    privateTable: state.privateTable,
    inviteCode: table.inviteCode,
    seed: match.seed,
    setupHash: match.setupHash,
    turnSeconds: state.turnSeconds,
    ...keptSeating(state, seatTokens),
    createdAt: Date.now(),
  };
}

/**
 * Puts a kept table back into a fresh synced state: its seats (every person away until they come back), their
 * tokens, and for a game under way the rules state replayed from the log, projected as the room would. Throws if
 * the log does not replay. Returns the turn clock's time left, or null with no clock running.
 */
export function restoreTable(
  state: TableState,
  match: Match,
  kept: KeptTable,
  seatTokens: Array<string | undefined>,
  /** Shown each replayed step, as the room's own followers saw it when it was played. */
  followed?: (step: Step) => void,
): number | null {
  seatKept(state, kept.seats);
  kept.seatTokens.forEach((token, seat) => (seatTokens[seat] = token ?? undefined));
  if (kept.status === 'playing') {
    const marks = new PublicMarksFollower(match.game, state.seatCount, match.dealt(), match.setupHash);
    match.restore(kept.log, (step, logHash) => {
      marks.follow(step, logHash);
      followed?.(step);
    });
    state.status = 'playing';
    state.setupHash = match.setupHash;
    // What everyone had seen before the stop, no more: the log's length and latest hash count quiet steps.
    state.version = marks.current.version;
    state.logHash = marks.current.logHash;
    for (const { seat } of kept.log) {
      const secrets = state.secrets.get(String(seat));
      if (secrets !== undefined) secrets.accepted++;
    }
    projectTable(state, match.game, match.rules);
  }
  // The clock ran until the table's last write at least; it resumes with what it had left then.
  return kept.deadline > 0 ? Math.max(0, kept.deadline - kept.touchedAt) : null;
}
