// Test builder: real 15 Men rules states played from a seed, laid into the synced schema as the server does.
import {
  FifteenMenPlayerState,
  FifteenMenTable,
  SeatSecrets,
  SeatState,
  TableState,
} from '@flotilla/protocol';
import { eventsFor } from '@flotilla/rules/src/core/events';
import type { GameEvent } from '@flotilla/rules/src/core/types';
import { fifteenMen, type FifteenMenView } from '@flotilla/rules/src/fifteen-men';
import type {
  FifteenMenAction,
  FifteenMenEvent,
  FifteenMenState,
} from '@flotilla/rules/src/fifteen-men/types';

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
  const audience: FifteenMenView = fifteenMen.view(state, 'spectator');
  const fm = new FifteenMenTable();
  Object.assign(fm, {
    phase: audience.phase,
    scenario: audience.scenario,
    vessel: audience.vessel,
    captain: audience.captain,
    gibbonsUsed: audience.gibbonsUsed,
    ghostPenalty: audience.ghostPenalty ?? -1,
    final: audience.final === null ? '' : JSON.stringify(audience.final),
  });
  const factions = new Map(audience.factions.map((f) => [f.seat, f.faction]));
  for (const p of audience.players) {
    const player = new FifteenMenPlayerState();
    Object.assign(player, { seat: p.seat, bullet: p.bullet, faction: factions.get(p.seat) ?? '' });
    p.doubloons.forEach((v, i) => {
      player.doubloons[i] = v;
    });
    fm.players.push(player);
  }
  audience.ring.forEach((s, i) => {
    Object.assign(fm.ring[i] ?? {}, {
      position: s.position,
      empty: s.empty,
      faceUp: s.faceUp,
      backFlag: s.back?.flag ?? '',
      backRole: s.back?.role ?? '',
      pirate: s.pirate ?? '',
      controller: s.controller ?? -1,
      doubloons: JSON.stringify(s.doubloons),
    });
  });
  audience.guards.forEach((g) => fm.guards.push(g));
  audience.killed.forEach((k) => fm.killed.push(k));
  Object.assign(fm.turn, {
    seat: audience.turn?.seat ?? -1,
    acted: audience.turn?.acted ?? false,
    revealed: audience.turn?.revealed ?? false,
  });
  Object.assign(fm.prompt, {
    kind: audience.prompt?.kind ?? '',
    seat: audience.prompt?.seat ?? -1,
    position: audience.prompt?.position ?? 0,
  });
  table.fifteenMen = fm;
  table.awaiting = JSON.stringify(fifteenMen.waitingFor(state));
  for (let seat = 0; seat < state.seats; seat++) {
    const own = fifteenMen.view(state, seat);
    const secrets = new SeatSecrets();
    // As the server does: only the top-level parts that differ from the audience's view.
    const secret: Record<string, unknown> = {};
    for (const key of ['ring', 'factions', 'unoffered'] as const) {
      if (JSON.stringify(own[key]) !== JSON.stringify(audience[key])) secret[key] = own[key];
    }
    secrets.secret = JSON.stringify(secret);
    secrets.legal = JSON.stringify(fifteenMen.legalActions(state, seat));
    table.secrets.set(String(seat), secrets);
  }
  return table;
}
