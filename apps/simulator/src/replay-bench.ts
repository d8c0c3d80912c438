// `npm run bench:replay`: what a replay costs the browser's rules, measured in Node on the longest of a few
// 5-player Eollis games played by the game's bots: building its timeline (the first frame waits for it), a jump
// to any step, and a lens's view there. Prints one JSON report; figures, not a test.
import { Dice, Timeline, randomPlay, rngFromSeed, type LoggedAction } from '@flotilla/rules';
import { eollis } from '@flotilla/rules/eollis';
import { performance } from 'node:perf_hooks';

const GAMES = 12;
const JUMPS = 300;

function playedLog(seed: string): LoggedAction[] {
  const dice = new Dice(rngFromSeed(`${seed}/moves`));
  let state = eollis.setup({ seats: 5, seed });
  const log: LoggedAction[] = [];
  for (const step of randomPlay(eollis, state, dice, 20_000)) {
    log.push({ seat: step.seat, action: step.action });
    state = step.state;
  }
  return log;
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const ms = (n: number): number => Math.round(n * 1000) / 1000;

let longest = { seed: '', log: [] as LoggedAction[] };
for (let i = 0; i < GAMES; i++) {
  const seed = `replay-bench-${i}`;
  const log = playedLog(seed);
  if (log.length > longest.log.length) longest = { seed, log };
}
const setup = { seats: 5, seed: longest.seed };

const t0 = performance.now();
const built = Timeline.build(eollis, setup, longest.log);
const buildMs = performance.now() - t0;
if (!built.ok) throw new Error(`the log does not replay at ${built.index}`);
const timeline = built.timeline;

const rng = rngFromSeed('jumps');
const dice = new Dice(rng);
const jumps: number[] = [];
const views: number[] = [];
for (let i = 0; i < JUMPS; i++) {
  const step = dice.int(0, timeline.length);
  const t = performance.now();
  const { state } = timeline.at(step);
  jumps.push(performance.now() - t);
  const v = performance.now();
  eollis.view(state, i % 5);
  eollis.view(state, 'spectator');
  views.push(performance.now() - v);
}
jumps.sort((a, b) => a - b);
views.sort((a, b) => a - b);
process.stdout.write(
  `${JSON.stringify(
    {
      game: eollis.id,
      seats: 5,
      longestOf: GAMES,
      actions: timeline.length,
      buildMs: ms(buildMs),
      jump: {
        p50Ms: ms(percentile(jumps, 50)),
        p99Ms: ms(percentile(jumps, 99)),
        maxMs: ms(jumps.at(-1) ?? NaN),
      },
      twoViews: { p50Ms: ms(percentile(views, 50)), p99Ms: ms(percentile(views, 99)) },
    },
    null,
    2,
  )}\n`,
);
