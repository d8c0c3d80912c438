// Command-line arguments of the simulator: parsed into validated options, or a message saying what is wrong.
import type { GameId } from '@flotilla/rules/game-ids';

export type BotName = 'random' | 'heuristic';
export type ReportName = 'balance';

export interface SimulatorOptions {
  readonly game: string;
  readonly players: number;
  readonly games: number;
  readonly seed: string;
  /** One bot for every seat, or one per seat in seat order. */
  readonly bots: ReadonlyArray<BotName>;
  readonly report: ReportName | null;
  /** Games played first and left out of every figure, so that timing measures warm code, not the JIT. */
  readonly warmup: number;
}

export type ParsedArgs =
  { readonly ok: true; readonly options: SimulatorOptions } | { readonly ok: false; readonly error: string };

export const USAGE =
  'usage: simulate --game <id> --players <n> --games <k> [--seed <s>] [--bot random|heuristic[,…one per seat]] [--report balance] [--warmup <w>]';

const DEFAULT_GAME: GameId = 'captains-war';

const DEFAULTS: SimulatorOptions = {
  game: DEFAULT_GAME,
  players: 4,
  games: 100,
  seed: 'flotilla',
  bots: ['random'],
  report: null,
  warmup: 0,
};

const FLAGS = ['game', 'players', 'games', 'seed', 'bot', 'report', 'warmup'] as const;
type Flag = (typeof FLAGS)[number];

function isFlag(name: string): name is Flag {
  return (FLAGS as ReadonlyArray<string>).includes(name);
}

function positiveInteger(flag: string, raw: string): number | string {
  if (!/^\d+$/.test(raw)) return `--${flag} must be a positive whole number, not "${raw}".`;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 1) return `--${flag} must be a positive whole number, not "${raw}".`;
  return n;
}

/** Accepts `--flag value` and `--flag=value`; every flag at most once; unknown flags are refused. */
export function parseArgs(argv: ReadonlyArray<string>): ParsedArgs {
  const raw = new Map<Flag, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) return { ok: false, error: `Unexpected argument "${arg}".` };
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq === -1 ? undefined : eq);
    if (!isFlag(name)) return { ok: false, error: `Unknown flag "--${name}".` };
    if (raw.has(name)) return { ok: false, error: `--${name} is given twice.` };
    let value: string | undefined;
    if (eq !== -1) value = arg.slice(eq + 1);
    else {
      value = argv[i + 1];
      i++;
    }
    if (value === undefined || value === '' || (eq === -1 && value.startsWith('--')))
      return { ok: false, error: `--${name} needs a value.` };
    raw.set(name, value);
  }

  let players = DEFAULTS.players;
  let games = DEFAULTS.games;
  for (const flag of ['players', 'games'] as const) {
    const value = raw.get(flag);
    if (value === undefined) continue;
    const n = positiveInteger(flag, value);
    if (typeof n === 'string') return { ok: false, error: n };
    if (flag === 'players') players = n;
    else games = n;
  }
  const bots: BotName[] = [];
  for (const bot of (raw.get('bot') ?? DEFAULTS.bots.join(',')).split(',')) {
    if (bot !== 'random' && bot !== 'heuristic')
      return { ok: false, error: `--bot must be "random" or "heuristic", not "${bot}".` };
    bots.push(bot);
  }
  if (bots.length !== 1 && bots.length !== players)
    return { ok: false, error: `--bot names one bot, or one per seat (${players}), not ${bots.length}.` };
  const warmupRaw = raw.get('warmup') ?? '0';
  if (!/^\d+$/.test(warmupRaw) || !Number.isSafeInteger(Number(warmupRaw)))
    return { ok: false, error: `--warmup must be a whole number, not "${warmupRaw}".` };
  const warmup = Number(warmupRaw);
  const report = raw.get('report') ?? null;
  if (report !== null && report !== 'balance')
    return { ok: false, error: `--report must be "balance", not "${report}".` };
  return {
    ok: true,
    options: {
      game: raw.get('game') ?? DEFAULTS.game,
      players,
      games,
      seed: raw.get('seed') ?? DEFAULTS.seed,
      bots,
      report,
      warmup,
    },
  };
}
