// Test builder: real 15 Men rules states played from a seed, laid into the synced schema as the server does.
import { SeatSecrets, SeatState, TableState, projectTable } from '@flotilla/protocol';
import { type AnyGame, eventsFor, type GameEvent } from '@flotilla/rules';
import {
  fifteenMen,
  type FifteenMenAction,
  type FifteenMenEvent,
  type FifteenMenState,
} from '@flotilla/rules/fifteen-men';

export const NAMES = ['Anne', 'Bart', 'Cora', 'Dirk', 'Edda'];
const COLOURS = ['teal', 'crimson', 'gold', 'violet', 'sky'];

export interface Played {
  readonly state: FifteenMenState;
  /** Every event of the game so far, with its audience. */
  readonly events: ReadonlyArray<GameEvent<FifteenMenEvent>>;
}

/**
 * Plays `steps` actions from a seeded setup; `choose` picks among the awaited seat's legal actions
 * (the first one by default). Stops early at the end of the game.
 */
export function play(
  seats: number,
  seed: string,
  steps: number,
  choose: (legal: ReadonlyArray<FifteenMenAction>, state: FifteenMenState) => FifteenMenAction | undefined = (
    l,
  ) => l[0],
): Played {
  let state = fifteenMen.setup({ seats, seed, options: { scenario: 'treasure-island' } });
  const events: GameEvent<FifteenMenEvent>[] = [];
  for (let i = 0; i < steps; i++) {
    const [seat] = fifteenMen.awaiting(state);
    if (seat === undefined) break;
    const action = choose(fifteenMen.legalActions(state, seat), state);
    if (action === undefined) break;
    const result = fifteenMen.apply(state, seat, action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

/** Plays to the end, bribing and shooting whenever offered. */
export function playToEnd(seats: number, seed: string): Played {
  return play(seats, seed, 2000, (legal) => legal.find((a) => a.type === 'shoot') ?? legal[0]);
}

export function eventsOf(
  played: Played,
  viewer: number | 'spectator',
): ReadonlyArray<GameEvent<FifteenMenEvent>> {
  return eventsFor(played.events, viewer);
}

/** The synced table for a rules state: the audience's view in the schema, each seat's own view part as its secret. */
export function tableFor(state: FifteenMenState): TableState {
  const table = new TableState();
  table.game = 'fifteen-men';
  table.status = state.phase === 'over' ? 'over' : 'playing';
  table.seatCount = state.seats;
  for (let index = 0; index < state.seats; index++) {
    const seat = new SeatState();
    Object.assign(seat, {
      index,
      name: NAMES[index] ?? `P${index}`,
      colour: COLOURS[index] ?? '',
      occupant: index === 0 ? 'human' : 'bot',
    });
    table.seats.push(seat);
  }
  // Laid out by the server's own projection, so the tables under test draw exactly what a client decodes.
  for (let seat = 0; seat < state.seats; seat++) table.secrets.set(String(seat), new SeatSecrets());
  projectTable(table, fifteenMen as unknown as AnyGame, state);
  return table;
}
