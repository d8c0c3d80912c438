// What the lobby and the TV see of a table: public facts only, never a seat's secrets or the rules state.
import type { TableState } from '@flotilla/protocol';
import type { TvFacts } from '../broadcast/registry';
import { seatedCount } from './seats';

function people(state: TableState): number {
  return state.seats.filter((seat) => seat.occupant === 'human').length;
}

/** The table's listing metadata (the room publishes it), for the lobby's live list and for the TV of the whole cluster (`cluster/tv.ts`). */
export function tableListing(state: TableState, startedAt: number) {
  return {
    game: state.game,
    players: state.seatCount,
    seated: seatedCount(state),
    status: state.status,
    host: state.seats.find((seat) => seat.host)?.name ?? '',
    // What the TV weighs across processes (`cluster/tv.ts`): public facts of a public table.
    tv: !state.privateTable,
    people: people(state),
    startedAt,
  };
}

/** The facts this process's TV weighs (`broadcast/registry.ts`): how lively the table is, on public facts. */
export function tvFacts(state: TableState, race: number | null, startedAt: number): TvFacts {
  return {
    game: state.game,
    playing: state.status === 'playing',
    people: people(state),
    race,
    startedAt,
  };
}
