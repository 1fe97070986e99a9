// The process entry point: `npm start`.
import { loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { startServer } from './server.js';

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);

try {
  const running = await startServer(config, logger);
  if (process.stderr.isTTY) {
    // For a person at a terminal: where things are and how to begin.
    process.stderr.write(
      [
        `Rote is listening on ${running.url}`,
        `  dashboard  ${running.url}/   (sign up there to get an API key)`,
        `  proxy      ${running.url}/v1  (base_url for your OpenAI client; add "Cache-Auth: Bearer <rote key>")`,
        `  or create an account here: npm run account -- create --email you@example.com --password '<at least 8 characters>'`,
        '',
      ].join('\n'),
    );
  }
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
