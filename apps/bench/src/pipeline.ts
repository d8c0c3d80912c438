// `npm run bench:pipeline -- [GAMES] [CONCURRENT]`: the server's own work per accepted action, without sockets,
// bots or other processes.
//
// Replays seeded Captains' War games through what `Table.accept` (`rooms/table.ts`) does to the synced state: the rules' step,
// the projection of the audience and every seat, one shared patch, one patch per seat view. The server bench's
// latency depends on the whole machine; this figure depends on our code, so it can tell a change that saves
// 10 % from noise. Prints one JSON object.
import { Encoder, type StateView } from '@colyseus/schema';
import { TableState, projectTable, recycleEncoderBookkeeping, type SeatSecrets } from '@flotilla/protocol';
import { Dice, findGame, rngFromSeed, type AnyGame } from '@flotilla/rules';
import { performance } from 'node:perf_hooks';
import { ENCODER_BUFFER_BYTES, addSeats, quietStateView } from '@flotilla/server/table-encoding';

const SEATS = 4;

/** Milliseconds spent in each step of an accepted action, summed over the measured rounds. */
interface Phases {
  rules: number;
  projection: number;
  sharedEncode: number;
  seatEncodes: number;
  discard: number;
}

interface Table {
  readonly state: TableState;
  readonly encoder: Encoder;
  readonly views: StateView[];
  rules: unknown;
}

function openTable(game: AnyGame, seed: number): Table {
  const state = new TableState();
  state.game = game.id;
  state.seatCount = SEATS;
  const views: StateView[] = [];
  addSeats(state, SEATS);
  const encoder = new Encoder(state);
  const rules = game.setup({ seats: SEATS, seed: `pipeline-${seed}`, options: {} });
  state.status = 'playing';
  projectTable(state, game, rules);
  for (let i = 0; i < SEATS; i++) {
    const view = quietStateView();
    view.add(state.secrets.get(String(i)) as SeatSecrets);
    views.push(view);
  }
  encoder.encodeAll();
  encoder.discardChanges();
  return { state, encoder, views, rules };
}

/** One accepted action, as the room does it, timing each of its steps into `phases`; false when the game is over. */
function step(table: Table, game: AnyGame, choices: Dice, phases: Phases): boolean {
  const awaited = game.waitingFor(table.rules);
  if (awaited.length === 0) return false;
  const seat = choices.pick(awaited);
  const legal = game.legalActions(table.rules, seat);
  if (legal.length === 0) return false;
  const action = choices.pick(legal);
  let start = performance.now();
  const result = game.apply(table.rules, seat, action);
  let end = performance.now();
  phases.rules += end - start;
  if (!result.ok) throw new Error(`a legal action was refused: ${result.error.message}`);
  table.rules = result.state;
  const { state, encoder, views } = table;
  state.version++;
  const mine = state.secrets.get(String(seat));
  if (mine !== undefined) mine.accepted++;
  start = end;
  projectTable(state, game, result.state);
  end = performance.now();
  phases.projection += end - start;
  start = end;
  const it = { offset: 1 };
  encoder.encode(it);
  end = performance.now();
  phases.sharedEncode += end - start;
  start = end;
  const shared = it.offset;
  for (const view of views) encoder.encodeView(view, shared, it);
  end = performance.now();
  phases.seatEncodes += end - start;
  start = end;
  encoder.discardChanges();
  phases.discard += performance.now() - start;
  return game.outcome(result.state) === null;
}

/**
 * Plays `games` whole games, `concurrent` at a time taking turns one action each (as a server's tables do, so
 * that each action meets caches full of other tables' data); returns the actions and the milliseconds taken.
 */
function run(
  game: AnyGame,
  games: number,
  concurrent: number,
  firstSeed: number,
  phases: Phases,
): { actions: number; ms: number } {
  let actions = 0;
  let ms = 0;
  for (let first = 0; first < games; first += concurrent) {
    const count = Math.min(concurrent, games - first);
    const tables = Array.from({ length: count }, (_, i) => openTable(game, firstSeed + first + i));
    // The bots' choices, seeded apart from the games' own dice.
    const choices = tables.map((_, i) => new Dice(rngFromSeed(`choices-${firstSeed + first + i}`)));
    const playing = new Set(tables.keys());
    const start = performance.now();
    while (playing.size > 0) {
      for (const i of playing) {
        actions++;
        if (!step(tables[i] as Table, game, choices[i] as Dice, phases)) playing.delete(i);
      }
    }
    ms += performance.now() - start;
  }
  return { actions, ms };
}

function main(): void {
  Encoder.BUFFER_SIZE = ENCODER_BUFFER_BYTES;
  recycleEncoderBookkeeping();
  const game = findGame('captains-war');
  if (game === undefined) throw new Error('no Captains’ War');
  const games = Number(process.argv[2] ?? 500);
  const concurrent = Number(process.argv[3] ?? 500);
  const warmUp: Phases = { rules: 0, projection: 0, sharedEncode: 0, seatEncodes: 0, discard: 0 };
  run(game, Math.max(1, games >> 2), concurrent, 1_000_000, warmUp); // the same code paths, other games
  const phases: Phases = { rules: 0, projection: 0, sharedEncode: 0, seatEncodes: 0, discard: 0 };
  const rounds = Array.from({ length: 5 }, (_, r) => run(game, games, concurrent, r * games, phases));
  const actions = rounds.reduce((sum, r) => sum + r.actions, 0);
  const perAction = rounds.map((r) => (r.ms * 1000) / r.actions).sort((a, b) => a - b);
  process.stdout.write(
    `${JSON.stringify({
      game: game.id,
      seats: SEATS,
      games,
      concurrent,
      actionsPerRound: rounds[0]?.actions,
      microsecondsPerAction: {
        median: round(perAction[2]),
        min: round(perAction[0]),
        max: round(perAction[4]),
      },
      // Where an action's time goes, over all five rounds (the timing itself adds well under 1 µs).
      phaseMicroseconds: Object.fromEntries(
        Object.entries(phases).map(([name, ms]) => [name, round((ms * 1000) / actions)]),
      ),
    })}\n`,
  );
}

function round(value: number | undefined): number | null {
  return value === undefined ? null : Math.round(value * 10) / 10;
}

main();
