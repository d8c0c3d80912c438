// Every setting is checked at start: a bad one is refused by name, never replaced by a default.
import { SETTING_NAMES, SettingsError, printableConfig, readConfig, type SettingName } from './config';

/** A value each setting refuses, and one it takes. */
const BAD_AND_GOOD: Record<SettingName, readonly [bad: string, good: string] | null> = {
  PORT: ['abc', '3000'],
  RECONNECT_SECONDS: ['-1', '5'],
  BOT_DELAY_MS: ['1.5', '0'],
  QUICK_PLAY_BOTS_SECONDS: ['soon', '0'],
  PUBLIC_TURN_SECONDS: ['0', '45'],
  PUBLIC_BANK_SECONDS: ['99999999', '90'],
  MONITOR_PASSWORD: ['short', 'long enough'],
  MATCHMAKE_PER_MINUTE: ['lots', '300'],
  TRUST_PROXY: ['yes', '1'],
  DATABASE_URL: ['mysql://localhost/x', 'postgres://postgres@127.0.0.1:5432/test'],
  LOG_LEVEL: ['loud', 'warn'],
  DRAIN_SECONDS: ['0', '10'],
  PUBLIC_ADDRESS: ['http://a:1', 'localhost:2567/p1'],
  // Takes a good value only with DATABASE_URL and PUBLIC_ADDRESS: its own test below.
  REDIS_URL: null,
  // Free text: any non-empty value is a folder, an environment or a path.
  NODE_ENV: null,
  CLIENT_DIR: null,
  DATA_DIR: null,
};

describe('the settings', () => {
  it.each(SETTING_NAMES.filter((name) => BAD_AND_GOOD[name] !== null))(
    'refuse a bad %s by its name, and take a good one',
    (name) => {
      const [bad, good] = BAD_AND_GOOD[name] as readonly [string, string];
      expect(() => readConfig({ [name]: bad })).toThrow(SettingsError);
      expect(() => readConfig({ [name]: bad })).toThrow(new RegExp(`\\b${name}\\b`));
      expect(() => readConfig({ [name]: good })).not.toThrow();
    },
  );

  it('name every bad setting at once, and never print a password', () => {
    try {
      readConfig({ PORT: '70000', MONITOR_PASSWORD: 'hunter2', LOG_LEVEL: 'loud' });
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(SettingsError);
      const problems = (error as SettingsError).problems;
      expect(problems.map((p) => p.split(' ')[0])).toEqual(['PORT', 'MONITOR_PASSWORD', 'LOG_LEVEL']);
      expect((error as Error).message).not.toContain('hunter2');
    }
  });

  it('take REDIS_URL only with a shared PostgreSQL store and an address of this process', () => {
    expect(() => readConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL must be a redis/);
    expect(() => readConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(/REDIS_URL needs DATABASE_URL/);
    const cluster = {
      REDIS_URL: 'redis://:pw@127.0.0.1:6379',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
    };
    expect(() => readConfig(cluster)).toThrow(/REDIS_URL needs PUBLIC_ADDRESS/);
    const config = readConfig({ ...cluster, PUBLIC_ADDRESS: 'localhost:2567/p1' });
    expect(config).toMatchObject({ redisUrl: cluster.REDIS_URL, publicAddress: 'localhost:2567/p1' });
    expect(JSON.stringify(printableConfig(config))).not.toContain(':pw@');
  });

  it('treat an empty value as unset (compose files pass ${X:-})', () => {
    expect(readConfig({ PORT: '', DATABASE_URL: '', TRUST_PROXY: '' })).toMatchObject({
      port: 2567,
      databaseUrl: null,
      trustProxy: false,
    });
  });

  it('print what is in force with the secrets masked', () => {
    const printed = printableConfig(
      readConfig({
        MONITOR_PASSWORD: 'long enough',
        DATABASE_URL: 'postgres://flotilla:s3cret@db:5432/flotilla',
      }),
    );
    expect(printed).toMatchObject({
      monitorPassword: '********',
      databaseUrl: 'postgres://flotilla:********@db:5432/flotilla',
      port: 2567,
    });
    expect(JSON.stringify(printed)).not.toMatch(/long enough|s3cret/);
  });
});
