// The process entry point: `npm start`.
import { loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { startServer } from './server.js';

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);

try {
  const running = await startServer(config, logger);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.info({ signal }, 'shutting down');
      running.close().then(
        () => process.exit(0),
        (err) => {
          logger.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
} catch (err) {
  logger.fatal({ err }, 'rote failed to start');
  logger.flush();
  setTimeout(() => process.exit(1), 100);
}
