// Server settings: every one read from the environment and checked at start; a bad one stops the server with its
// name, never a silent default. Only the process's environment is read (no `.env`, no `/etc/environment`).
import { PUBLIC_CLOCK } from '@flotilla/protocol';
import { z } from 'zod';
import type { TableClock } from './rooms/table-options';

export interface ServerConfig {
  readonly port: number;
  /** Seconds a dropped player keeps the seat before a bot takes it over. */
  readonly reconnectSeconds: number;
  /** Milliseconds a bot waits before acting, so people can follow. */
  readonly botDelayMs: number;
  /** The clock of every public table (`PUBLIC_CLOCK` unless set: tests shorten it). */
  readonly publicClock: TableClock;
  /** Seconds a quick-play table waits for strangers before bots take its open seats and it starts; 0 never. */
  readonly quickPlayBotsSeconds: number;
  /** Password of the @colyseus/monitor page and of `/metrics`; both are off without it. */
  readonly monitorPassword: string | null;
  readonly production: boolean;
  /** Folder of the built client, served at / when it exists. */
  readonly clientDir: string | null;
  /** Matchmaking requests (create, join, reconnect…) allowed per client address and minute; 0: no limit. */
  readonly matchmakePerMinute: number;
  /** Behind one reverse proxy: per-address limits count the address it appended last to `X-Forwarded-For`. */
  readonly trustProxy: boolean;
  /** `postgres://…` keeps tables in PostgreSQL; otherwise they are kept in a SQLite file in `dataDir`. */
  readonly databaseUrl: string | null;
  /** The SQLite store's folder (`flotilla.db` inside); `:memory:` keeps nothing across a restart. */
  readonly dataDir: string;
  readonly logLevel: LogLevel;
  /** Seconds SIGTERM waits for the tables to be written and their clients told, before the process exits anyway. */
  readonly drainSeconds: number;
  /**
   * `redis://…`: this process is one of several sharing matchmaking (Colyseus's RedisPresence and RedisDriver),
   * per-address limits and the tables' leases through Redis (`docs/scaling.md`). Null: one process, all in memory.
   */
  readonly redisUrl: string | null;
  /**
   * Where clients reach this very process (`host:port` or `host/prefix`, Colyseus's `publicAddress`): a seat
   * reservation sends a client there, so an entry point can route it to the process holding its room.
   */
  readonly publicAddress: string | null;
}

/**
 * A person opens or joins a table (and the lobby) a few times a minute, and a dropped connection reconnects
 * through the same route; a classroom behind one address may start thirty at once. A script that opens tables by
 * the thousand is stopped long before their buffers (≈ 130 KB a table) add up: at this rate, and with unclaimed
 * seats expiring after 15 s, one address keeps at most about 75 empty tables open.
 */
export const MATCHMAKE_PER_MINUTE = 300;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A whole number from `min` to `max`, given as text. */
const whole = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { error: `must be a whole number from ${min} to ${max}` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: `must be a whole number from ${min} to ${max}` });

const flag = z.enum(['0', '1', 'true', 'false'], { error: 'must be 1, 0, true or false' });

/** Each setting, by its environment name. Unset and empty are the same: compose files pass `${X:-}`. */
const SETTINGS = {
  PORT: whole(1, 65_535),
  RECONNECT_SECONDS: whole(0, 3600),
  BOT_DELAY_MS: whole(0, 60_000),
  QUICK_PLAY_BOTS_SECONDS: whole(0, 3600),
  PUBLIC_TURN_SECONDS: whole(1, 3600),
  PUBLIC_BANK_SECONDS: whole(0, 36_000),
  MONITOR_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }),
  NODE_ENV: z.string(),
  CLIENT_DIR: z.string(),
  MATCHMAKE_PER_MINUTE: whole(0, 1_000_000),
  TRUST_PROXY: flag,
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, { error: 'must be a postgres:// or postgresql:// URL' })
    .refine((url) => URL.canParse(url), { error: 'is not a valid URL' }),
  DATA_DIR: z.string(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }),
  DRAIN_SECONDS: whole(1, 600),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, { error: 'must be a redis:// or rediss:// URL' })
    .refine((url) => URL.canParse(url), { error: 'is not a valid URL' }),
  PUBLIC_ADDRESS: z
    .string()
    .trim()
    .regex(/^[\w.-]+(:\d{1,5})?(\/[\w./-]*)?$/, {
      error: 'must be host, host:port or host:port/path, with no scheme',
    }),
} as const;

export type SettingName = keyof typeof SETTINGS;
export const SETTING_NAMES = Object.keys(SETTINGS) as SettingName[];

/** Settings that are never printed. */
const SECRET: ReadonlySet<SettingName> = new Set(['MONITOR_PASSWORD']);

export class SettingsError extends Error {
  constructor(readonly problems: ReadonlyArray<string>) {
    super(`Bad settings: ${problems.join('; ')}.`);
  }
}

type Given = { -readonly [K in SettingName]?: z.output<(typeof SETTINGS)[K]> };

/** Every setting given in `env`, checked; throws `SettingsError` naming each bad one and why. */
function given(env: NodeJS.ProcessEnv): Given {
  const out: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const name of SETTING_NAMES) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const parsed = SETTINGS[name].safeParse(raw);
    if (parsed.success) out[name] = parsed.data;
    else {
      const shown = SECRET.has(name) ? '(hidden)' : JSON.stringify(raw);
      problems.push(`${name} ${parsed.error.issues[0]?.message ?? 'is invalid'}, not ${shown}`);
    }
  }
  // Several processes share one store and must each be reachable: Redis alone would split the tables.
  if (out.REDIS_URL !== undefined && out.DATABASE_URL === undefined)
    problems.push('REDIS_URL needs DATABASE_URL: the processes share one PostgreSQL store');
  if (out.REDIS_URL !== undefined && out.PUBLIC_ADDRESS === undefined)
    problems.push('REDIS_URL needs PUBLIC_ADDRESS: where clients reach this process');
  if (problems.length > 0) throw new SettingsError(problems);
  return out as Given;
}

/** The settings in force for `env`: what it gives, defaults for the rest. Throws `SettingsError` on a bad one. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const set = given(env);
  const test = set.NODE_ENV === 'test';
  return {
    port: set.PORT ?? 2567,
    reconnectSeconds: set.RECONNECT_SECONDS ?? 60,
    botDelayMs: set.BOT_DELAY_MS ?? 600,
    quickPlayBotsSeconds: set.QUICK_PLAY_BOTS_SECONDS ?? 30,
    publicClock: {
      turnSeconds: set.PUBLIC_TURN_SECONDS ?? PUBLIC_CLOCK.turnSeconds,
      bankSeconds: set.PUBLIC_BANK_SECONDS ?? PUBLIC_CLOCK.bankSeconds,
    },
    monitorPassword: set.MONITOR_PASSWORD ?? null,
    production: set.NODE_ENV === 'production',
    clientDir: set.CLIENT_DIR ?? null,
    // Jest's suites open hundreds of tables from one address; the limit's own test sets it.
    matchmakePerMinute: set.MATCHMAKE_PER_MINUTE ?? (test ? 0 : MATCHMAKE_PER_MINUTE),
    trustProxy: set.TRUST_PROXY === '1' || set.TRUST_PROXY === 'true',
    databaseUrl: set.DATABASE_URL ?? null,
    // Jest's suites boot servers by the dozen: each keeps its tables in memory unless a test names a store.
    dataDir: set.DATA_DIR ?? (test ? ':memory:' : './data'),
    logLevel: set.LOG_LEVEL ?? (test ? 'silent' : 'info'),
    drainSeconds: set.DRAIN_SECONDS ?? 20,
    redisUrl: set.REDIS_URL ?? null,
    publicAddress: set.PUBLIC_ADDRESS ?? null,
  };
}

/** What `--print-config` shows: each setting in force, secrets masked (a password, a database URL's password). */
export function printableConfig(config: ServerConfig): Record<string, unknown> {
  const databaseUrl = config.databaseUrl === null ? null : maskPassword(config.databaseUrl);
  const redisUrl = config.redisUrl === null ? null : maskPassword(config.redisUrl);
  return {
    ...config,
    monitorPassword: config.monitorPassword === null ? null : '********',
    databaseUrl,
    redisUrl,
  };
}

function maskPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password !== '') parsed.password = '********';
  return parsed.toString();
}

let current: ServerConfig | null = null;

/**
 * The running server's settings; rooms read them here (tests replace them). Read on first use, so that the
 * server's entry point checks them first and says what is wrong instead of failing on an import.
 */
export const settings = {
  get current(): ServerConfig {
    current ??= readConfig();
    return current;
  },
  set current(config: ServerConfig) {
    current = config;
  },
};
