// Server settings from the environment, with embedded defaults so `npm start` needs nothing else.
import { PUBLIC_CLOCK } from '@flotilla/protocol';
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
  /** Password of the @colyseus/monitor page; the page is off without it. */
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
}

/**
 * A person opens or joins a table (and the lobby) a few times a minute, and a dropped connection reconnects
 * through the same route; a classroom behind one address may start thirty at once. A script that opens tables by
 * the thousand is stopped long before their buffers (≈ 130 KB a table) add up: at this rate, and with unclaimed
 * seats expiring after 15 s, one address keeps at most about 75 empty tables open.
 */
export const MATCHMAKE_PER_MINUTE = 300;

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: int(env.PORT, 2567),
    reconnectSeconds: int(env.RECONNECT_SECONDS, 60),
    botDelayMs: int(env.BOT_DELAY_MS, 600),
    quickPlayBotsSeconds: int(env.QUICK_PLAY_BOTS_SECONDS, 30),
    publicClock: {
      turnSeconds: int(env.PUBLIC_TURN_SECONDS, PUBLIC_CLOCK.turnSeconds),
      bankSeconds: int(env.PUBLIC_BANK_SECONDS, PUBLIC_CLOCK.bankSeconds),
    },
    monitorPassword: env.MONITOR_PASSWORD && env.MONITOR_PASSWORD.length >= 8 ? env.MONITOR_PASSWORD : null,
    production: env.NODE_ENV === 'production',
    clientDir: env.CLIENT_DIR ?? null,
    // Jest's suites open hundreds of tables from one address; the limit's own test sets it.
    matchmakePerMinute: int(env.MATCHMAKE_PER_MINUTE, env.NODE_ENV === 'test' ? 0 : MATCHMAKE_PER_MINUTE),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    databaseUrl: env.DATABASE_URL !== undefined && env.DATABASE_URL !== '' ? env.DATABASE_URL : null,
    // Jest's suites boot servers by the dozen: each keeps its tables in memory unless a test names a store.
    dataDir: env.DATA_DIR ?? (env.NODE_ENV === 'test' ? ':memory:' : './data'),
  };
}

/** The running server's settings; rooms read them here (tests replace them). */
export const settings: { current: ServerConfig } = { current: readConfig() };
