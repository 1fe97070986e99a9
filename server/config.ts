// The one place that reads process.env. Everything else receives a Config.
import { z } from 'zod';
import { parseModelPrices, type ModelPrice } from './savings/model-prices.js';
import { DEFAULT_POLICY, type LifecyclePolicy } from './templates/template-lifecycle.js';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().min(1).default('sqlite:data/rote.sqlite'),
  UPSTREAM_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
  UPSTREAM_TIMEOUT_MS: positiveInt(10 * 60 * 1000),
  UPSTREAM_CONNECTIONS: positiveInt(128),
  /** Upstream calls one account may have in flight; past it a miss gets 429 (one tenant cannot take every connection). */
  UPSTREAM_CONCURRENCY_PER_ACCOUNT: positiveInt(32),
  BODY_LIMIT: z.string().default('20mb'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long write-behind batches (cache entries, request log, hit counts) wait before a flush. */
  WRITE_FLUSH_MS: positiveInt(200),
  /** Days the request log keeps requests (with their bodies); 0 keeps them forever. */
  REQUEST_LOG_RETENTION_DAYS: z.coerce.number().int().min(0).default(30),
  /** Model prices (USD per million tokens) added to or replacing the built-in table, as JSON. */
  MODEL_PRICES: z.string().optional(),
  /** Memory all loaded cache trees may use together; the least recently used accounts go first. */
  CACHE_MEMORY_MB: positiveInt(1024),
  /** Entries one account may hold; past it, its new answers are forwarded, not recorded. */
  MAX_ACCOUNT_ENTRIES: positiveInt(200_000),
  /** A larger request plus answer is forwarded, not recorded. */
  MAX_ENTRY_BYTES: z.string().default('2mb'),
  /** Writes held while the database is unreachable before new cache entries go unrecorded. */
  WRITE_QUEUE_LIMIT: positiveInt(200_000),
  /** How long an authenticated key is trusted before it is re-checked against the database. */
  KEY_RECHECK_MS: positiveInt(10_000),
  SHUTDOWN_TIMEOUT_MS: positiveInt(30_000),
  /** Behind a TLS-terminating proxy: trust X-Forwarded-Proto/-For (Secure cookies, client addresses). */
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  /** Where the built dashboard is (npm run build writes it). */
  WEB_DIST: z.string().min(1).default('web/dist'),
  /** How often the template induction loop looks for new work. */
  INDUCTION_INTERVAL_MS: positiveInt(250),
  /** Correct predictions an induced template needs before it serves. */
  TEMPLATE_MIN_PREDICTIONS: positiveInt(DEFAULT_POLICY.minPredictions),
  /** Distinct verified values each slot needs before it serves (and where a copy may be a judgement). */
  TEMPLATE_MIN_DISTINCT: positiveInt(DEFAULT_POLICY.minDistinct),
  TEMPLATE_RISKY_DISTINCT: positiveInt(DEFAULT_POLICY.riskyDistinct),
  /** Or, for a slot of few values, correct predictions per distinct value it showed. */
  TEMPLATE_PREDICTIONS_PER_VALUE: positiveInt(DEFAULT_POLICY.predictionsPerValue),
  /** Hits right after promotion that are always audited upstream, and the fraction of later ones. */
  TEMPLATE_AUDIT_FIRST: z.coerce.number().int().min(0).default(DEFAULT_POLICY.auditFirst),
  TEMPLATE_AUDIT_RATE: z.coerce.number().min(0).max(1).default(DEFAULT_POLICY.auditRate),
  /** Hits with a value not yet verified that are audited, per template, after the first ones. */
  TEMPLATE_AUDIT_NEW_VALUES: z.coerce.number().int().min(0).default(DEFAULT_POLICY.auditNewValues),
});

export type Config = Omit<z.infer<typeof schema>, 'BODY_LIMIT' | 'MAX_ENTRY_BYTES' | 'MODEL_PRICES'> & { BODY_LIMIT: number; MAX_ENTRY_BYTES: number; MODEL_PRICES: Record<string, ModelPrice> };

const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** Parses "20mb", "512kb" or a plain byte count. */
export function parseByteSize(text: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(text);
  if (!match) throw new Error(`BODY_LIMIT: cannot read "${text}" as a size (e.g. 20mb, 512kb, 1048576)`);
  return Math.floor(Number(match[1]) * UNITS[(match[2] ?? 'b').toLowerCase()]);
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    ...parsed.data,
    BODY_LIMIT: parseByteSize(parsed.data.BODY_LIMIT),
    MAX_ENTRY_BYTES: parseByteSize(parsed.data.MAX_ENTRY_BYTES),
    MODEL_PRICES: parseModelPrices(parsed.data.MODEL_PRICES),
  };
}

/** The template lifecycle's thresholds, from the config. */
export function lifecyclePolicy(config: Config): LifecyclePolicy {
  return {
    minPredictions: config.TEMPLATE_MIN_PREDICTIONS,
    minDistinct: config.TEMPLATE_MIN_DISTINCT,
    riskyDistinct: config.TEMPLATE_RISKY_DISTINCT,
    predictionsPerValue: config.TEMPLATE_PREDICTIONS_PER_VALUE,
    auditFirst: config.TEMPLATE_AUDIT_FIRST,
    auditRate: config.TEMPLATE_AUDIT_RATE,
    auditNewValues: config.TEMPLATE_AUDIT_NEW_VALUES,
  };
}
