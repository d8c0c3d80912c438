// Test helpers: real Eollis rules states from a seeded setup and legal play, synced as the room syncs them.
import {
  EollisTable,
  SeatSecrets,
  SeatState,
  TableState,
  projectEollis,
  secretPart,
} from '@flotilla/protocol';
import { eollis, type EollisAction, type EollisEvent, type EollisState } from '@flotilla/rules/eollis';
import { eollisModel, type EollisModel } from '../model';

const NAMES = ['Anne', 'Bart', 'Cleo'];

/** The synced table for a rules state, as the room projects it (public part plus each seat's secrets). */
export function synced(rules: EollisState): TableState {
  const state = new TableState();
  state.game = 'eollis';
  state.status = rules.phase.kind === 'over' ? 'over' : 'playing';
  state.seatCount = rules.seats;
  NAMES.slice(0, rules.seats).forEach((name, index) => {
    const seat = new SeatState();
    Object.assign(seat, {
      index,
      name,
      colour: ['teal', 'crimson', 'gold'][index],
      occupant: index ? 'bot' : 'human',
    });
    state.seats.push(seat);
  });
  // As the room does: the spectator's view in the schema, each seat's differing keys as its secret.
  const audience = eollis.view(rules, 'spectator');
  state.eollis = new EollisTable();
  projectEollis(state.eollis, audience);
  for (let seat = 0; seat < rules.seats; seat++) {
    const secrets = new SeatSecrets();
    secrets.secret = JSON.stringify(secretPart(eollis.view(rules, seat), audience) ?? {});
    secrets.legal = JSON.stringify(eollis.legalActions(rules, seat));
    state.secrets.set(String(seat), secrets);
  }
  state.awaiting = JSON.stringify(eollis.waitingFor(rules));
  const outcome = eollis.outcome(rules);
  if (outcome !== null) state.outcome = JSON.stringify(outcome);
  return state;
}

export type Prefer = (action: EollisAction) => boolean;
export type Step = { state: EollisState; events: ReadonlyArray<EollisEvent> };

/**
 * Plays from a seeded setup, each waited seat taking its first preferred legal action (else its first), until
 * `until` holds; returns every state passed through with its events.
 */
export function play(
  until: (s: EollisState) => boolean,
  prefer: Prefer = () => false,
  seed = 'table-model',
): Step[] {
  let state = eollis.setup({ seats: 3, seed });
  const steps: Step[] = [{ state, events: [] }];
  for (let n = 0; n < 3000 && !until(state); n++) {
    const seat = eollis.waitingFor(state)[0];
    if (seat === undefined) break;
    const legal = eollis.legalActions(state, seat);
    const action =
      legal.find(prefer) ?? legal.find((a) => a.type !== 'giveGold' && a.type !== 'giveCard') ?? legal[0];
    if (action === undefined) break;
    const result = eollis.apply(state, seat, action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    steps.push({ state, events: result.events });
  }
  return steps;
}

export function last(steps: ReadonlyArray<Step>): EollisState {
  const s = steps.at(-1)?.state;
  if (s === undefined) throw new Error('no state');
  return s;
}

export function model(rules: EollisState, seat: number | null): EollisModel {
  const m = eollisModel(synced(rules), seat);
  if (m === null) throw new Error('no model');
  return m;
}
