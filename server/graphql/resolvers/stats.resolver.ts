import { Op } from 'sequelize';
import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { RequestLog } from '../../db/models/index.js';
import type { GraphQLContext } from '../context.js';
import { badInput } from '../errors.js';
import { StatsBucket } from '../types/stats.type.js';

const BUCKETS: Record<string, number> = { minute: 60_000, hour: 3_600_000, day: 86_400_000 };
const MAX_BUCKETS = 2000;

@Resolver()
export class StatsResolver {
  @Authorized()
  @Query(() => [StatsBucket], { description: 'Requests, hits, misses, errors and tokens served from cache, per bucket.' })
  async stats(
    @Ctx() ctx: GraphQLContext,
    @Arg('from', () => Date) from: Date,
    @Arg('to', () => Date) to: Date,
    @Arg('bucket', () => String, { defaultValue: 'hour', description: 'minute, hour or day' }) bucket: string,
  ): Promise<StatsBucket[]> {
    const width = BUCKETS[bucket];
    if (!width) throw badInput('bucket must be minute, hour or day.', 'bucket');
    if (!(to > from)) throw badInput('to must be after from.', 'to');
    const count = Math.ceil((to.getTime() - from.getTime()) / width);
    if (count > MAX_BUCKETS) throw badInput(`That range has ${count} buckets; the limit is ${MAX_BUCKETS}.`, 'bucket');
    await ctx.services.requestLog.flush();
    const rows = await RequestLog.findAll({
      where: { accountId: ctx.accountId!, createdAt: { [Op.gte]: from, [Op.lt]: to } },
      attributes: ['cacheStatus', 'totalTokens', 'count', 'latencyMs', 'createdAt'],
      raw: true,
    });
    const buckets = Array.from({ length: count }, (_, i) =>
      Object.assign(new StatsBucket(), { start: new Date(from.getTime() + i * width), requests: 0, hits: 0, templateHits: 0, misses: 0, errors: 0, hitRate: 0, tokensServedFromCache: 0, hitLatencyMs: null as number | null, missLatencyMs: null as number | null }),
    );
    // Latency sums per bucket, for the means (a row's latency is the mean of its `count` requests).
    const hitMs = new Float64Array(count);
    const missMs = new Float64Array(count);
    for (const row of rows) {
      const index = Math.floor((new Date(row.createdAt).getTime() - from.getTime()) / width);
      const b = buckets[index];
      if (!b) continue;
      const n = row.count ?? 1; // identical hits share a row
      b.requests += n;
      if (row.cacheStatus === 'hit') b.hits += n;
      else if (row.cacheStatus === 'template_hit') b.templateHits += n;
      else if (row.cacheStatus === 'miss') b.misses += n;
      else b.errors += n;
      if (row.cacheStatus === 'hit' || row.cacheStatus === 'template_hit') {
        b.tokensServedFromCache += (row.totalTokens ?? 0) * n;
        hitMs[index] += row.latencyMs * n;
      } else if (row.cacheStatus === 'miss') missMs[index] += row.latencyMs * n;
    }
    buckets.forEach((b, i) => {
      b.hitRate = b.requests === 0 ? 0 : (b.hits + b.templateHits) / b.requests;
      const hits = b.hits + b.templateHits;
      b.hitLatencyMs = hits > 0 ? hitMs[i] / hits : null;
      b.missLatencyMs = b.misses > 0 ? missMs[i] / b.misses : null;
    });
    return buckets;
  }
}
