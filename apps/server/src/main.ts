// Starts the Flotilla server on PORT (2567 by default) with embedded defaults.
import { listen } from '@colyseus/tools';
import { appConfig } from './app';
import { settings } from './config';
import { logger } from './logger';

listen(appConfig, settings.current.port)
  .then(() =>
    logger.info(
      { port: settings.current.port },
      `Flotilla is listening on http://localhost:${settings.current.port}`,
    ),
  )
  .catch((error: unknown) => {
    logger.error({ err: error }, 'could not start the server');
    process.exit(1);
  });
