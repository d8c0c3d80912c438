// Test stores on both dialects: a SQLite file in a temp folder, and a schema of its own in the real PostgreSQL; and a
// Redis database of its own for the scale-out tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import type { StoreSettings } from '../store/open';

/** The PostgreSQL the tests use; unreachable, they fail (they never skip). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type Dialect = 'sqlite' | 'postgres';
export const DIALECTS: ReadonlyArray<Dialect> = ['sqlite', 'postgres'];

/** Settings of a fresh, empty store of the dialect, and how to remove it after the test. */
export interface ScratchStore {
  readonly settings: StoreSettings;
  /** The environment a server child process needs to open the same store. */
  readonly env: Record<string, string>;
  remove(): Promise<void>;
}

export async function admin<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is unreachable at ${TEST_DATABASE_URL} (set TEST_DATABASE_URL): ${String(error)}`,
    );
  }
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function scratchStore(dialect: Dialect): Promise<ScratchStore> {
  if (dialect === 'sqlite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'flotilla-store-'));
    return {
      settings: { databaseUrl: null, dataDir },
      env: { DATA_DIR: dataDir },
      remove: () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })),
    };
  }
  const schema = `flotilla_test_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`create schema ${schema}`));
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const databaseUrl = url.toString();
  return {
    settings: { databaseUrl, dataDir: ':memory:' },
    env: { DATABASE_URL: databaseUrl },
    remove: () => admin((client) => client.query(`drop schema ${schema} cascade`)).then(() => undefined),
  };
}

/**
 * A database of the test's own on the machine's PostgreSQL (for a test that stops it), and how to close it to
 * connections (as if PostgreSQL were down), open it again, and drop it.
 */
export async function scratchDatabase(): Promise<{
  readonly databaseUrl: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  remove(): Promise<void>;
}> {
  const name = `flotilla_test_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const allow = (on: boolean) =>
    admin(async (client) => {
      await client.query(`alter database ${name} allow_connections ${on ? 'true' : 'false'}`);
      if (!on) {
        await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
          name,
        ]);
      }
    });
  return {
    databaseUrl: url.toString(),
    stop: () => allow(false),
    start: () => allow(true),
    remove: () =>
      admin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/** The Redis the scale-out tests use; unreachable, they fail (they never skip). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A Redis database of one run's own (one of 1–15, picked at random), emptied when taken and when removed. */
export interface ScratchRedis {
  readonly url: string;
  readonly redis: Redis;
  /** Empties the database (between tests). */
  empty(): Promise<void>;
  remove(): Promise<void>;
}

export async function scratchRedis(): Promise<ScratchRedis> {
  const url = `${TEST_REDIS_URL.replace(/\/\d*$/, '')}/${1 + Math.floor(Math.random() * 15)}`;
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 3000 });
  await redis.ping().catch((error: unknown) => {
    redis.disconnect();
    throw new Error(`Redis is unreachable at ${TEST_REDIS_URL} (set TEST_REDIS_URL): ${String(error)}`);
  });
  await redis.flushdb();
  return {
    url,
    redis,
    empty: () => redis.flushdb().then(() => undefined),
    remove: async () => {
      await redis.flushdb().catch(() => undefined);
      await redis.quit();
    },
  };
}
