// A game played from a seed with no server: the rules' setup, then each awaited seat's careful bot (the server's
// own bots) drawing from one seeded die, so that a seed and a number of steps always give the very same state.
// Projected for seat 0 by the server's projection, into the synced state the table screens read.
import {
  Dice,
  carefulBots,
  eventsFor,
  findGame,
  rngFromSeed,
  type ActionShape,
  type AnyGame,
  type RngState,
} from '@flotilla/rules';
// The protocol's modules, not its index: the index brings zod, which no table needs.
import { SeatSecrets, SeatState, TableState } from '@flotilla/protocol/schema/table';
import { projectTable } from '@flotilla/protocol/projection';
import { t } from '../i18n/i18n';
import type { GameEvent } from '../net/connection';
import type { SampleAddress } from './sample-route';

/** The seat the sample is seen from: the one a player would hold. */
export const SAMPLE_SEAT = 0;
const NAMES = ['Anne', 'Bart', 'Cora', 'Dirk', 'Edda', 'Finn'];
const COLOURS = ['teal', 'crimson', 'gold', 'violet', 'sky', 'orange'];
/** The log shows what the last few steps told seat 0. */
const LOGGED_STEPS = 8;

export interface SampleGame {
  /** The synced state, re-projected in place after every step. */
  readonly state: TableState;
  /** What seat 0 heard over the last steps played, oldest first. */
  readonly heard: ReadonlyArray<GameEvent>;
  /** Seat 0 takes `action`, then the other seats play until seat 0 is awaited again; false if refused. */
  act(action: ActionShape): boolean;
  /** What seat 0 heard of the last `act`. */
  readonly lastHeard: ReadonlyArray<GameEvent>;
}

/** An error for an address that names no game: `game` is the name it gave. */
export class UnknownSample extends Error {
  constructor(readonly game: string) {
    super(game);
  }
}

export function sampleGame(address: SampleAddress): SampleGame {
  const game = findGame(address.game);
  if (game === undefined) throw new UnknownSample(address.game);
  const seats = Math.min(game.maxSeats, Math.max(game.minSeats, address.players));
  let rules = game.setup({ seats, seed: address.seed, options: game.defaultOptions });
  let rng: RngState = rngFromSeed(`${address.seed}:sample-moves`);
  const state = new TableState();
  state.game = game.id;
  state.seatCount = seats;
  state.options = JSON.stringify(game.defaultOptions);
  for (let index = 0; index < seats; index++) {
    const seat = new SeatState();
    Object.assign(seat, {
      index,
      name: NAMES[index] ?? t('table:seat', { number: index + 1 }),
      colour: COLOURS[index] ?? '',
      occupant: index === SAMPLE_SEAT ? 'human' : 'bot',
      connected: true,
      ready: true,
      host: index === SAMPLE_SEAT,
    });
    state.seats.push(seat);
    state.secrets.set(String(index), new SeatSecrets());
  }

  /** One step: the awaited seat's careful bot, or a seeded pick among its legal actions. */
  const step = (seat: number, chosen?: ActionShape): ReadonlyArray<GameEvent> | null => {
    const legal = game.legalActions(rules, seat);
    if (legal.length === 0) return null;
    const dice = new Dice(rng);
    const action = chosen ?? botChoice(game, rules, seat, legal, dice);
    rng = dice.state();
    const result = game.apply(rules, seat, action);
    if (!result.ok) return null;
    rules = result.state;
    state.version += 1;
    return eventsFor(result.events, SAMPLE_SEAT) as unknown as GameEvent[];
  };
  const awaited = (): number | undefined => game.waitingFor(rules)[0] ?? game.awaiting(rules)[0];
  const another = (): number | undefined => {
    const waited = game.waitingFor(rules);
    return (waited.length > 0 ? waited : game.awaiting(rules)).find((seat) => seat !== SAMPLE_SEAT);
  };

  const project = (): void => {
    projectTable(state, game, rules);
    const outcome = game.outcome(rules);
    state.status = outcome === null ? 'playing' : 'over';
    state.outcome = outcome === null ? '' : JSON.stringify(outcome);
    const own = state.secrets.get(String(SAMPLE_SEAT));
    if (own !== undefined) own.accepted = state.version;
  };

  const heard: GameEvent[][] = [];
  for (let n = 0; n < address.steps; n++) {
    const seat = awaited();
    if (seat === undefined) break;
    const events = step(seat);
    if (events === null) break;
    heard.push([...events]);
  }
  project();

  const sample = {
    state,
    heard: heard.slice(-LOGGED_STEPS).flat(),
    lastHeard: [] as ReadonlyArray<GameEvent>,
    act(action: ActionShape): boolean {
      const mine = step(SAMPLE_SEAT, action);
      if (mine === null) return false;
      const told: GameEvent[] = [...mine];
      // The other seats answer at once, as bots would (beside seat 0 in a phase everyone plays at once), until
      // only seat 0 has something to do or the game ends.
      for (let n = 0; n < MOST_BOT_STEPS; n++) {
        const seat = another();
        if (seat === undefined) break;
        const events = step(seat);
        if (events === null) break;
        told.push(...events);
      }
      project();
      sample.lastHeard = told;
      return true;
    },
  };
  return sample;
}

/** Enough answers from the other seats to reach seat 0's next decision in any game. */
const MOST_BOT_STEPS = 500;

function botChoice(
  game: AnyGame,
  rules: unknown,
  seat: number,
  legal: ReadonlyArray<ActionShape>,
  dice: Dice,
): ActionShape {
  const careful = carefulBots[game.id];
  return careful ? careful(game.view(rules, seat), legal, dice) : dice.pick(legal);
}
