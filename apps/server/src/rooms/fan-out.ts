// What an accepted step writes into the synced state for each audience, so that its one patch carries it to all.
import { eventsJson, wireSafe, type SeatSecrets, type TableState } from '@flotilla/protocol';
import type { Encoder } from '@colyseus/schema';
import { eventsFor, type GameEvent } from '@flotilla/rules';
import { onlyChanged } from './colyseus-internals';

type Events = ReadonlyArray<GameEvent<{ type: string }>>;

/**
 * The action's events go into the synced state, so they arrive in its patch: the public ones for everyone, and
 * for each seat that has an event of its own, its whole list in its filtered secrets (StateView). Nobody
 * receives another seat's private event, and nothing is encoded or sent twice.
 */
export function recordEvents(state: TableState, events: Events): void {
  const version = state.version;
  const everyone = events.every((event) => event.to === 'all');
  state.events = wireSafe(eventsJson(version, everyone ? events : eventsFor(events, 'spectator')));
  if (everyone) return;
  for (const [key, secrets] of state.secrets) {
    const seat = Number(key);
    if (events.some((event) => event.to === seat)) {
      secrets.events = wireSafe(eventsJson(version, eventsFor(events, seat)));
    }
  }
}

/**
 * A public step: a new public `version`, the log hash after it, and its events. The hash changes here and not
 * before the quiet check: a changed hash would tell everyone that a secret pick happened.
 */
export function publicStep(state: TableState, logHash: string, events: Events): void {
  state.version++;
  state.logHash = logHash;
  recordEvents(state, events);
}

/**
 * True for an action that changed nothing public and no other seat's secrets (a Captains' War boarding pick
 * before the lock): its patch must go to the seat's own clients alone, and the public `version` stays. The others
 * must not even learn that it happened: counting such patches would count the picks of a secret choice. Its
 * events (all the seat's own) are written into the seat's list, marked with its `accepted` count. False, with
 * nothing written, otherwise.
 */
export function quietStep(
  state: TableState,
  encoder: Encoder,
  seat: number,
  mine: SeatSecrets,
  events: Events,
): boolean {
  if (!events.every((event) => event.to === seat)) return false;
  if (!onlyChanged(encoder, mine)) return false;
  if (events.length > 0) mine.events = wireSafe(eventsJson(state.version, events, mine.accepted));
  return true;
}
