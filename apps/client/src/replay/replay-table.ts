// A replayed step as the table screens read a live one: the same `TableState`, projected in the browser by the
// same projection the server runs, so that the very tables of live play draw a replay. Only the lens decides
// what goes in: the audience's view, one seat's view (its secrets under its own seat only), or the whole truth
// drawn as if it were public.
import { SeatState, TableState, lensEvents, projectLens, type Lens } from '@flotilla/protocol';
import type { GameEvent } from '../net/connection';
import { t } from '../i18n/i18n';
import type { Replay } from './replay-model';

export { lensEvents, lensSeat } from '@flotilla/protocol';

/** Who sat where, as the archive's summary tells it. */
export interface ReplaySeat {
  readonly name: string;
  readonly colour: string;
  readonly occupant: string;
}

export interface ReplayTableFrame {
  readonly state: TableState;
  /** What the lens heard of the action that led to this step (the truth hears what everyone heard). */
  readonly events: ReadonlyArray<GameEvent>;
}

export function replayTableState(
  replay: Replay,
  step: number,
  lens: Lens,
  seats: ReadonlyArray<ReplaySeat>,
): ReplayTableFrame {
  const { game, proof } = replay;
  const at = replay.at(step);
  const rules = at.state;
  const state = new TableState();
  const over = game.outcome(rules) !== null;
  state.game = proof.game;
  state.status = over ? 'over' : 'playing';
  state.seatCount = proof.seats;
  state.options = JSON.stringify(proof.options ?? {});
  state.setupHash = proof.setupHash;
  state.version = Math.max(0, Math.min(replay.length, Math.floor(step)));
  for (let index = 0; index < proof.seats; index++) {
    const kept = seats[index];
    const seat = new SeatState();
    seat.index = index;
    seat.name = kept?.name ?? t('replay:seat', { number: index + 1 });
    seat.colour = kept?.colour ?? '';
    seat.occupant = kept?.occupant === 'bot' ? 'bot' : 'human';
    seat.connected = true;
    state.seats.push(seat);
  }
  projectLens(state, game, rules, lens);
  if (lens.kind === 'seat') {
    const secrets = state.secrets.get(String(lens.seat));
    if (secrets !== undefined) secrets.accepted = state.version;
  }
  if (over) {
    state.seed = proof.seed;
    state.outcome = JSON.stringify(game.outcome(rules));
  }
  return { state, events: lensEvents(at.events, lens) as GameEvent[] };
}
