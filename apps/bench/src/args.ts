// Command-line arguments of the server benchmark: `--tables N --seconds S --think-ms T`.

export type Phase = 'table' | 'bare' | 'echo';
export const PHASES: readonly Phase[] = ['table', 'bare', 'echo'];

/** Where the table server keeps its tables: a fresh SQLite file, the PostgreSQL of `DATABASE_URL`, or nowhere. */
export type BenchStore = 'sqlite' | 'postgres' | 'none';
export const STORES: readonly BenchStore[] = ['sqlite', 'postgres', 'none'];

export interface BenchArgs {
  /** Concurrent tables of four bot clients. */
  readonly tables: number;
  /** Length of each measured window, in seconds. */
  readonly seconds: number;
  /** Mean think time of a bot before it answers, in milliseconds (jittered ±50 %). */
  readonly thinkMs: number;
  /** Which loads to run, in order: the real table room, the bare Colyseus room, the WebSocket echo. */
  readonly phases: readonly Phase[];
  /**
   * How many times to run the phases, alternating (table, bare, table, bare…): on a shared machine both then
   * meet the same background load, and the figures pool every round.
   */
  readonly rounds: number;
  /**
   * Folder where the table and bare servers write V8 CPU and heap sampling profiles of the measured window,
   * or null.
   */
  readonly profileDir: string | null;
  /**
   * Processes the bot clients run in (this one only directs). One by default: on two cores, two or four gave
   * worse tails for both rooms (more processes waiting for a core), though a bigger machine may differ.
   */
  readonly loadProcesses: number;
  /** The table server's store (`--store`): SQLite by default, as `npm start` runs. */
  readonly store: BenchStore;
  /**
   * A second store the table phase also runs with in each round, right after the first (`--baseline none`): the
   * store's cost is then read in one run, both windows meeting the same background load.
   */
  readonly baseline: BenchStore | null;
  /**
   * Broadcast viewers of one table (`--viewers N`): the table phase also runs with N colyseus.js clients watching
   * the TV's table through its audience link, right after the plain run, in each round.
   */
  readonly viewers: number;
  /**
   * Server processes of one cluster (`--processes N`, `docs/scaling.md`): with N above 1 the table phase also runs on
   * N processes sharing the machine's Redis and PostgreSQL, right after the plain run, in each round.
   */
  readonly processes: number;
}

export const DEFAULTS: BenchArgs = {
  tables: 100,
  seconds: 20,
  thinkMs: 1000,
  phases: PHASES,
  rounds: 1,
  profileDir: null,
  loadProcesses: 1,
  store: 'sqlite',
  baseline: null,
  viewers: 0,
  processes: 1,
};

/** Bounds that keep a run finite and on one machine. */
export const BOUNDS = {
  tables: { min: 1, max: 2000 },
  viewers: { min: 0, max: 2000 },
  processes: { min: 1, max: 8 },
  seconds: { min: 1, max: 600 },
  thinkMs: { min: 0, max: 60_000 },
  rounds: { min: 1, max: 20 },
  loadProcesses: { min: 1, max: 16 },
} as const;

export const USAGE =
  'usage: npm run bench:server -- [--tables N] [--seconds S] [--think-ms T] [--phases table,bare,echo] [--rounds R] [--load-processes K] [--store sqlite|postgres|none] [--baseline sqlite|postgres|none] [--viewers N] [--processes N] [--profile DIR]';

function integer(flag: string, raw: string | undefined, bounds: { min: number; max: number }): number {
  if (raw === undefined || raw.trim() === '' || !/^\d+$/.test(raw.trim())) {
    throw new Error(`${flag} needs a whole number. ${USAGE}`);
  }
  const value = Number(raw);
  if (value < bounds.min || value > bounds.max) {
    throw new Error(`${flag} must be between ${bounds.min} and ${bounds.max}, not ${raw}.`);
  }
  return value;
}

function phases(raw: string | undefined): Phase[] {
  const names = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (names.length === 0) throw new Error(`--phases needs a list such as table,bare,echo. ${USAGE}`);
  const out: Phase[] = [];
  for (const name of names) {
    if (!(PHASES as readonly string[]).includes(name)) throw new Error(`Unknown phase "${name}". ${USAGE}`);
    if (!out.includes(name as Phase)) out.push(name as Phase);
  }
  return out;
}

/** Parses `process.argv.slice(2)`; accepts `--flag value` and `--flag=value`; throws on anything else. */
export function parseArgs(argv: readonly string[]): BenchArgs {
  let args: BenchArgs = { ...DEFAULTS };
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i] ?? '';
    if (!token.startsWith('--')) throw new Error(`Unexpected argument "${token}". ${USAGE}`);
    const eq = token.indexOf('=');
    const flag = eq === -1 ? token : token.slice(0, eq);
    let value: string | undefined;
    if (eq !== -1) value = token.slice(eq + 1);
    else if (flag !== '--help') value = argv[++i];
    switch (flag) {
      case '--tables':
        args = { ...args, tables: integer(flag, value, BOUNDS.tables) };
        break;
      case '--seconds':
        args = { ...args, seconds: integer(flag, value, BOUNDS.seconds) };
        break;
      case '--think-ms':
        args = { ...args, thinkMs: integer(flag, value, BOUNDS.thinkMs) };
        break;
      case '--rounds':
        args = { ...args, rounds: integer(flag, value, BOUNDS.rounds) };
        break;
      case '--load-processes':
        args = { ...args, loadProcesses: integer(flag, value, BOUNDS.loadProcesses) };
        break;
      case '--phases':
        args = { ...args, phases: phases(value) };
        break;
      case '--store':
        if (!(STORES as readonly string[]).includes(value ?? '')) {
          throw new Error(`--store is sqlite, postgres or none. ${USAGE}`);
        }
        args = { ...args, store: value as BenchStore };
        break;
      case '--baseline':
        if (!(STORES as readonly string[]).includes(value ?? '')) {
          throw new Error(`--baseline is sqlite, postgres or none. ${USAGE}`);
        }
        args = { ...args, baseline: value as BenchStore };
        break;
      case '--viewers':
        args = { ...args, viewers: integer(flag, value, BOUNDS.viewers) };
        break;
      case '--processes':
        args = { ...args, processes: integer(flag, value, BOUNDS.processes) };
        break;
      case '--profile':
        if (value === undefined || value.trim() === '' || value.startsWith('--')) {
          throw new Error(`--profile needs a folder. ${USAGE}`);
        }
        args = { ...args, profileDir: value };
        break;
      case '--help':
        throw new Error(USAGE);
      default:
        throw new Error(`Unknown option "${flag}". ${USAGE}`);
    }
  }
  return args;
}
