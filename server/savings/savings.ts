// What the cache saved an account over a time range: requests answered without the upstream, the
// tokens and money they would have cost, and the time they would have taken. Time saved per hit
// is the upstream latency of the miss that recorded its answer (or, when that miss is no longer
// in the log, the median miss latency for the model) minus the hit's own latency.
import { Op } from 'sequelize';
import { ApiKey, RequestLog } from '../db/models/index.js';
import type { ModelPrices } from './model-prices.js';

export interface SavingsFigures {
  hits: number;
  promptTokens: number;
  completionTokens: number;
  /** USD; counts only hits whose model has a price. */
  costUsd: number;
  /** Hits whose model has no price (their cost is not in costUsd). */
  unpricedHits: number;
  timeSavedMs: number;
}

export interface Savings extends SavingsFigures {
  from: Date;
  to: Date;
  days: Array<SavingsFigures & { day: Date }>;
  keys: Array<SavingsFigures & { keyId: string | null; keyName: string | null }>;
  templates: Array<SavingsFigures & { answerNodeId: string }>;
}

const MAX_ROWS = 200_000;
const DAY = 86_400_000;

const empty = (): SavingsFigures => ({ hits: 0, promptTokens: 0, completionTokens: 0, costUsd: 0, unpricedHits: 0, timeSavedMs: 0 });

export async function computeSavings(accountId: string, from: Date, to: Date, prices: ModelPrices): Promise<Savings> {
  const range = { [Op.gte]: from, [Op.lt]: to };
  const hits = await RequestLog.findAll({
    where: { accountId, cacheStatus: ['hit', 'template_hit'], createdAt: range },
    attributes: ['cacheStatus', 'model', 'count', 'promptTokens', 'completionTokens', 'latencyMs', 'apiKeyId', 'answerNodeId', 'createdAt'],
    order: [['createdAt', 'DESC']],
    limit: MAX_ROWS,
    raw: true,
  });
  const upstreamLatency = await upstreamLatencies(accountId, hits, range);

  const total = empty();
  const days = new Map<number, SavingsFigures>();
  const keys = new Map<string | null, SavingsFigures>();
  const templates = new Map<string, SavingsFigures>();
  for (const row of hits) {
    const n = row.count ?? 1;
    const prompt = (row.promptTokens ?? 0) * n;
    const completion = (row.completionTokens ?? 0) * n;
    const cost = prices.cost(row.model, prompt, completion);
    const upstream = (row.answerNodeId ? upstreamLatency.byAnswer.get(row.answerNodeId) : undefined) ?? upstreamLatency.byModel.get(row.model ?? '') ?? null;
    const saved = upstream === null ? 0 : Math.max(0, upstream - row.latencyMs) * n;
    const day = Math.floor(new Date(row.createdAt).getTime() / DAY) * DAY;
    const into = [total, getOr(days, day, empty), getOr(keys, row.apiKeyId, empty)];
    if (row.cacheStatus === 'template_hit' && row.answerNodeId) into.push(getOr(templates, row.answerNodeId, empty));
    for (const figures of into) {
      figures.hits += n;
      figures.promptTokens += prompt;
      figures.completionTokens += completion;
      if (cost === null) figures.unpricedHits += n;
      else figures.costUsd += cost;
      figures.timeSavedMs += saved;
    }
  }

  const names = new Map(
    (await ApiKey.findAll({ where: { accountId }, attributes: ['id', 'name'], raw: true })).map((key) => [key.id, key.name]),
  );
  return {
    ...total,
    from,
    to,
    days: [...days].sort((a, b) => a[0] - b[0]).map(([day, figures]) => ({ day: new Date(day), ...figures })),
    keys: [...keys].sort((a, b) => b[1].hits - a[1].hits).map(([keyId, figures]) => ({ keyId, keyName: keyId ? (names.get(keyId) ?? null) : null, ...figures })),
    templates: [...templates].sort((a, b) => b[1].costUsd - a[1].costUsd || b[1].hits - a[1].hits).slice(0, 50).map(([answerNodeId, figures]) => ({ answerNodeId, ...figures })),
  };
}

/** The upstream latency behind each answer (its recording miss), and the median per model. */
async function upstreamLatencies(accountId: string, hits: Array<{ answerNodeId: string | null }>, range: object) {
  const byAnswer = new Map<string, number>();
  const answers = [...new Set(hits.map((row) => row.answerNodeId).filter((id): id is string => id !== null))];
  for (let start = 0; start < answers.length; start += 500) {
    const misses = await RequestLog.findAll({
      where: { accountId, cacheStatus: 'miss', answerNodeId: answers.slice(start, start + 500) },
      attributes: ['answerNodeId', 'latencyMs'],
      raw: true,
    });
    for (const miss of misses) if (miss.answerNodeId && !byAnswer.has(miss.answerNodeId)) byAnswer.set(miss.answerNodeId, miss.latencyMs);
  }
  const misses = await RequestLog.findAll({ where: { accountId, cacheStatus: 'miss', createdAt: range }, attributes: ['model', 'latencyMs'], limit: 50_000, raw: true });
  const perModel = new Map<string, number[]>();
  for (const miss of misses) getOr(perModel, miss.model ?? '', () => []).push(miss.latencyMs);
  const byModel = new Map([...perModel].map(([model, values]) => [model, median(values)]));
  return { byAnswer, byModel };
}

/** The upstream latency of the miss that recorded `answerNodeId`, if the log still has it. */
export async function recordingLatency(accountId: string, answerNodeId: string): Promise<number | null> {
  const miss = await RequestLog.findOne({ where: { accountId, cacheStatus: 'miss', answerNodeId }, attributes: ['latencyMs'], order: [['createdAt', 'ASC']], raw: true });
  return miss?.latencyMs ?? null;
}

function getOr<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
