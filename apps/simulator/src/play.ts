// The play loop: complete games through the rules' own `apply`, and what each one leaves for the reports.
import { Dice, pickActor, rngFromSeed, type AnyGame, type Outcome } from '@flotilla/rules';
import type { Bot } from './bots';

/** What the reports need from one game; `turns` and `legendCard` only when the game's state exposes them. */
export interface GameRecord {
  readonly completed: boolean;
  readonly actions: number;
  readonly turns: number | null;
  readonly outcome: Outcome | null;
  readonly legendCard: string | null;
}

/** Far more steps than any real game takes: a game still running after this many is reported incomplete. */
export const MAX_ACTIONS = 100_000;

export interface PlaySpec {
  readonly players: number;
  /** The table's seed; the bots draw from their own PRNG seeded from it. */
  readonly seed: string;
  readonly options?: unknown;
}

/**
 * Plays one game to its end: an awaited seat drawn as the core's `pickActor` does (a seat the game does not
 * wait for acts only now and then), then that seat's bot chooses among its legal actions. Every action goes through `game.apply`, which validates it against `legalActions` again; a refused
 * move is a bug in the bot or the rules, so it throws.
 */
export function playGame(game: AnyGame, spec: PlaySpec, bots: ReadonlyArray<Bot>): GameRecord {
  const dice = new Dice(rngFromSeed(`${spec.seed}/bots`));
  let state = game.setup({ seats: spec.players, seed: spec.seed, options: spec.options });
  let actions = 0;
  let outcome = game.outcome(state);
  while (outcome === null && actions < MAX_ACTIONS) {
    const seat = pickActor(game, state, dice);
    if (seat === null) break;
    const legal = game.legalActions(state, seat);
    const bot = bots[seat] ?? bots[0];
    if (legal.length === 0 || bot === undefined) break;
    const action = bot(game, state, seat, legal, dice);
    const result = game.apply(state, seat, action);
    if (!result.ok) {
      throw new Error(`seat ${seat} played ${JSON.stringify(action)}, refused: ${result.error.message}`);
    }
    state = result.state;
    actions++;
    outcome = game.outcome(state);
  }
  return { completed: outcome !== null, actions, turns: turnOf(state), outcome, legendCard: legendOf(state) };
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** The turn counter, for games whose state keeps one as `turn`. */
export function turnOf(state: unknown): number | null {
  const turn = field(state, 'turn');
  return typeof turn === 'number' ? turn : null;
}

/** The solo opponent's card, for games whose state keeps one as `legend.card`. */
export function legendOf(state: unknown): string | null {
  const card = field(field(state, 'legend'), 'card');
  return typeof card === 'string' ? card : null;
}

export interface RunResult {
  readonly records: ReadonlyArray<GameRecord>;
  readonly seconds: number;
}

/** Plays `games` games with seeds `<seed>/0`, `<seed>/1`, … and times them (setup included). */
export function runGames(
  game: AnyGame,
  players: number,
  games: number,
  seed: string,
  bots: ReadonlyArray<Bot>,
  clock: () => number,
): RunResult {
  const records: GameRecord[] = [];
  const start = clock();
  for (let i = 0; i < games; i++) records.push(playGame(game, { players, seed: `${seed}/${i}` }, bots));
  return { records, seconds: (clock() - start) / 1000 };
}
