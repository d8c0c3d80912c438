// A replayed step as the table screens read a live one: the same `TableState`, projected in the browser by the
// same projection the server runs, so that the very tables of live play draw a replay. Only the lens decides
// what goes in: the audience's view, one seat's view (its secrets under its own seat only), or the whole truth
// drawn as if it were public.
import { SeatSecrets, SeatState, TableState, projectPublicView, secretPart } from '@flotilla/protocol';
import { eventsFor } from '@flotilla/rules';
import type { GameEvent } from '../net/connection';
import type { Lens, Replay } from './replay-model';

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

/** The seat whose eyes a table is drawn through: that seat for its lens, nobody's for the audience and truth. */
export function lensSeat(lens: Lens): number | null {
  return lens.kind === 'seat' ? lens.seat : null;
}

/**
 * The events a lens's log and animations use. The whole truth shows every hidden fact on the table itself; its
 * log keeps to what everyone heard, so that no seat's private line is told as "you" under another name.
 */
export function lensEvents(
  events: ReadonlyArray<GameEvent & { readonly to: 'all' | number }>,
  lens: Lens,
): GameEvent[] {
  return eventsFor(events, lens.kind === 'seat' ? lens.seat : 'spectator');
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
    seat.name = kept?.name ?? `Seat ${index + 1}`;
    seat.colour = kept?.colour ?? '';
    seat.occupant = kept?.occupant === 'bot' ? 'bot' : 'human';
    seat.connected = true;
    state.seats.push(seat);
  }
  const audience = game.view(rules, 'spectator');
  projectPublicView(state, game.id, lens.kind === 'truth' ? game.truth(rules) : audience);
  if (lens.kind === 'seat') {
    const secrets = new SeatSecrets();
    const secret = secretPart(game.view(rules, lens.seat), audience);
    secrets.secret = secret === null ? '{}' : JSON.stringify(secret);
    secrets.accepted = state.version;
    state.secrets.set(String(lens.seat), secrets);
  }
  state.awaiting = JSON.stringify(over ? [] : game.waitingFor(rules));
  if (over) {
    state.seed = proof.seed;
    state.outcome = JSON.stringify(game.outcome(rules));
  }
  return { state, events: lensEvents(at.events as ReadonlyArray<GameEvent & { to: 'all' | number }>, lens) };
}
