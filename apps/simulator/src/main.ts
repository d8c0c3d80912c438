// `npm run simulate`: plays complete games with bots and prints one JSON object of figures.
import { findGame } from '@flotilla/rules';
import { performance } from 'node:perf_hooks';
import { USAGE, parseArgs } from './args';
import { botFor, type Bot } from './bots';
import { runGames } from './play';
import { balance, seatBots, throughput } from './report';

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
  const bots: Bot[] = [];
  for (const name of options.bots) {
    const bot = botFor(game.id, name);
    if (bot === null) fail(`${game.title} has no ${name} bot.`);
    bots.push(bot);
  }

  // Warm-up games (their own seed) let V8 compile the rules before the clock starts; their rate is reported.
  const warm =
    options.warmup > 0
      ? runGames(game, options.players, options.warmup, `${options.seed}/warmup`, bots, () =>
          performance.now(),
        )
      : null;
  const run = runGames(game, options.players, options.games, options.seed, bots, () => performance.now());
  const figures = {
    game: game.id,
    players: options.players,
    games: options.games,
    seed: options.seed,
    bot: options.bots.join(','),
    seconds: Math.round(run.seconds * 1000) / 1000,
    ...throughput(run.records, run.seconds),
    ...(warm !== null
      ? {
          warmupGames: options.warmup,
          warmupGamesPerSecond: throughput(warm.records, warm.seconds).gamesPerSecond,
        }
      : {}),
    ...(options.report === 'balance'
      ? { balance: balance(run.records, options.players, seatBots(options.bots, options.players)) }
      : {}),
  };
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
}

main(process.argv.slice(2));
