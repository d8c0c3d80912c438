// `npm run simulate`: plays complete games with bots and prints one JSON object of figures.
import { findGame } from '@flotilla/rules';
import { performance } from 'node:perf_hooks';
import { USAGE, parseArgs } from './args';
import { botFor } from './bots';
import { runGames } from './play';
import { balance, throughput } from './report';

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function main(argv: ReadonlyArray<string>): void {
  const parsed = parseArgs(argv);
  if (!parsed.ok) fail(parsed.error);
  const { options } = parsed;
  const game = findGame(options.game);
  if (game === undefined) fail(`No game "${options.game}".`);
  if (options.players < game.minSeats || options.players > game.maxSeats)
    fail(`${game.title} seats ${game.minSeats} to ${game.maxSeats} players, not ${options.players}.`);
  const bot = botFor(game.id, options.bot);
  if (bot === null) fail(`${game.title} has no ${options.bot} bot.`);

  const run = runGames(game, options.players, options.games, options.seed, bot, () => performance.now());
  const figures = {
    game: game.id,
    players: options.players,
    games: options.games,
    seed: options.seed,
    bot: options.bot,
    seconds: Math.round(run.seconds * 1000) / 1000,
    ...throughput(run.records, run.seconds),
    ...(options.report === 'balance' ? { balance: balance(run.records, options.players) } : {}),
  };
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
}

main(process.argv.slice(2));
