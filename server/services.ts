// Builds the feature services once per process, from a config and an open database.
import type { Sequelize } from 'sequelize';
import { databaseProbe } from './db/probe.js';
import { AccountService } from './auth/accounts.js';
import { ApiKeyService } from './auth/api-keys.js';
import { SessionService } from './auth/sessions.js';
import { SignInThrottle } from './auth/sign-in-throttle.js';
import { CacheStore } from './cache/cache-store.js';
import { lifecyclePolicy, type Config } from './config.js';
import type { Logger } from './logger.js';
import { RequestLogWriter } from './proxy/request-log.js';
import { requestLogRetention, type RetentionSweep } from './db/request-log-retention.js';
import { InductionRunner } from './induction/induction-runner.js';
import { newInductionStats } from './induction/induction-stats.js';
import { TemplateVerifier } from './induction/template-verifier.js';
import { UpstreamClient } from './proxy/upstream-client.js';
import { ModelPrices } from './savings/model-prices.js';

export interface Services {
  config: Config;
  logger: Logger;
  sequelize: Sequelize;
  apiKeys: ApiKeyService;
  accounts: AccountService;
  cache: CacheStore;
  requestLog: RequestLogWriter;
  upstream: UpstreamClient;
  induction: InductionRunner;
  verifier: TemplateVerifier;
  sessions: SessionService;
  signInThrottle: SignInThrottle;
  retention: RetentionSweep;
  prices: ModelPrices;
}

export function createServices(config: Config, logger: Logger, sequelize: Sequelize): Services {
  const apiKeys = new ApiKeyService(logger, config.KEY_RECHECK_MS);
  const probe = databaseProbe(sequelize);
  const cache = new CacheStore(logger, config.WRITE_FLUSH_MS, {
    probe,
    maxQueue: config.WRITE_QUEUE_LIMIT,
    memoryBytes: config.CACHE_MEMORY_MB * 1024 ** 2,
    maxAccountEntries: config.MAX_ACCOUNT_ENTRIES,
    maxEntryBytes: config.MAX_ENTRY_BYTES,
  });
  const upstream = new UpstreamClient(config.UPSTREAM_BASE_URL, config.UPSTREAM_TIMEOUT_MS, config.UPSTREAM_CONNECTIONS);
  const inductionStats = newInductionStats();
  const requestLog = new RequestLogWriter(logger, config.WRITE_FLUSH_MS, probe, config.WRITE_QUEUE_LIMIT);
  return {
    config,
    logger,
    sequelize,
    apiKeys,
    accounts: new AccountService(apiKeys),
    cache,
    induction: new InductionRunner(cache, logger, config.INDUCTION_INTERVAL_MS, inductionStats),
    verifier: new TemplateVerifier(cache, upstream, logger, lifecyclePolicy(config), inductionStats),
    sessions: new SessionService(),
    signInThrottle: new SignInThrottle(sequelize),
    requestLog,
    prices: new ModelPrices(config.MODEL_PRICES),
    // Texts it removed may be referred to again: the log then stores them anew.
    retention: requestLogRetention(sequelize, config.REQUEST_LOG_RETENTION_DAYS, logger, () => requestLog.forgetKnownContents()),
    upstream,
  };
}

/** Writes everything pending, then releases connections. */
export async function closeServices(services: Services): Promise<void> {
  // Queued induction work stays 'pending' in the database and resumes after a restart.
  services.induction.stop();
  services.retention.stop();
  await Promise.all([services.cache.close(), services.requestLog.close()]);
  await services.upstream.close();
  await services.sequelize.close();
}
