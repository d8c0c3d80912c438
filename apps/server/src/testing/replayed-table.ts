// A finished table's proof replayed step by step, with what the room would have projected after each step.
import { TableState, projectTable, type GameProof } from '@flotilla/protocol';
import { findGame, type AnyGame } from '@flotilla/rules';
import { addSeats } from '../rooms/seats';

/** Where each game's public table sits in the synced state. */
export const TABLE_KEY = {
  'captains-war': 'captainsWar',
  'fifteen-men': 'fifteenMen',
  eollis: 'eollis',
} as const;

export type GameId = keyof typeof TABLE_KEY;

/** One step of a replayed game: the rules state, and the synced fields the rules decide, as JSON. */
export interface ProjectedStep {
  readonly rules: unknown;
  /** The game's public table (`captainsWar`, `fifteenMen` or `eollis`), as a client's `toJSON` gives it. */
  readonly table: string;
  /** Each seat's filtered secrets: its part of its view, and its legal actions. */
  readonly seats: ReadonlyArray<{ readonly secret: string; readonly legal: string }>;
}

/**
 * Replays `proof` and projects every step into one synced state, as the room did: step by step, since lists
 * on the wire keep their length once grown. Step 0 is the table as dealt; step i follows the i-th logged action.
 */
export function projectedSteps(proof: Pick<GameProof, 'game' | 'seats' | 'seed' | 'options' | 'log'>): {
  game: AnyGame;
  steps: ProjectedStep[];
} {
  const game = findGame(proof.game);
  if (game === undefined || !(proof.game in TABLE_KEY)) throw new Error(`unknown game ${proof.game}`);
  const key = TABLE_KEY[proof.game as GameId];
  const synced = new TableState();
  synced.game = game.id;
  synced.seatCount = proof.seats;
  addSeats(synced, proof.seats);
  const snapshot = (rules: unknown): ProjectedStep => {
    projectTable(synced, game, rules);
    const seats = Array.from({ length: proof.seats }, (_, seat) => {
      const secrets = synced.secrets.get(String(seat));
      return { secret: secrets?.secret ?? '', legal: secrets?.legal ?? '' };
    });
    return { rules, table: JSON.stringify(synced[key]?.toJSON()), seats };
  };
  let rules = game.setup({ seats: proof.seats, seed: proof.seed, options: proof.options });
  const steps = [snapshot(rules)];
  for (const { seat, action } of proof.log) {
    const step = game.apply(rules, seat, action);
    if (!step.ok) throw new Error(`the replay refused ${JSON.stringify(action)}: ${step.error.message}`);
    rules = step.state;
    steps.push(snapshot(rules));
  }
  return { game, steps };
}
