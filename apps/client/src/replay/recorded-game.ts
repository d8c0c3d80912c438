// For tests: one whole game of random legal moves, with its proof as the archive would serve it, and every step's
// state and events as the rules made them.
import { logHashes, setupHash, type GameProof } from '@flotilla/protocol';
import { Dice, findGame, randomPlay, rngFromSeed, type LoggedAction } from '@flotilla/rules';

export function played(gameId: string, seats: number, seed: string) {
  const game = findGame(gameId);
  if (game === undefined) throw new Error(gameId);
  const dice = new Dice(rngFromSeed(`${seed}-moves`));
  let state = game.setup({ seats, seed });
  const states = [state];
  const events: unknown[] = [[]];
  const log: LoggedAction[] = [];
  for (const step of randomPlay(game, state, dice, 5000)) {
    log.push({ seat: step.seat, action: step.action });
    state = step.state;
    states.push(state);
    events.push(step.events);
  }
  const setup = { game: gameId, seats, options: undefined, seed };
  const chain = logHashes(setup, log);
  const proof: GameProof = {
    gameId: 'test',
    game: gameId,
    seats,
    options: undefined,
    setupHash: setupHash(setup),
    logHash: chain[chain.length - 1] as string,
    seed,
    log,
    outcome: game.outcome(state),
  };
  return { game, proof, states, events };
}
