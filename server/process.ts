// The Rote process: configuration, logging, signals, and the banner for a person at a terminal
// (main.ts loads this after turning on the compile cache).
import { loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { startServer, type RunningServer } from './server.js';

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);

// Signals are handled from the first moment: the proxy serves (and records) before start-up has
// finished loading the GraphQL stack, and a SIGTERM then must still flush what it recorded.
let running: RunningServer | null = null;
let stopRequested = false;
const stop = (signal: NodeJS.Signals) => {
  logger.info({ signal }, 'shutting down');
  if (!running) {
    stopRequested = true; // stopped as soon as start-up completes
    return;
  }
  running.close().then(
    () => process.exit(0),
    (err) => {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    },
  );
};
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => stop(signal));

try {
  running = await startServer(config, logger);
  if (stopRequested) stop('SIGTERM');
  else if (process.stderr.isTTY) {
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
} catch (err) {
  logger.fatal({ err }, 'rote failed to start');
  logger.flush();
  setTimeout(() => process.exit(1), 100);
}
