// Starts the Flotilla server: every setting is checked first (a bad one stops it here, by name), then it serves
// on PORT. `--print-config` prints the settings in force, secrets masked, and exits.
import { SettingsError, printableConfig, readConfig, settings, type ServerConfig } from './config';
import { logger } from './logger';

function checkedSettings(): ServerConfig {
  try {
    return readConfig(process.env);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    logger.fatal({ problems: error.problems }, error.message);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = checkedSettings();
  if (process.argv.includes('--print-config')) {
    process.stdout.write(`${JSON.stringify(printableConfig(config), null, 2)}\n`);
    return;
  }
  settings.current = config;
  logger.level = config.logLevel;
  // A drain that hangs (a store that never answers) must not keep the process from ending.
  process.once('SIGTERM', () => setTimeout(() => process.exit(1), config.drainSeconds * 1000).unref());
  const { serve } = await import('./serve');
  await serve(config.port);
  logger.info({ port: config.port }, `Flotilla is listening on http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'could not start the server');
  process.exit(1);
});
