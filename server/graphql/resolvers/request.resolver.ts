import { Op } from 'sequelize';
import { Arg, Authorized, Ctx, FieldResolver, Float, ID, Int, Query, Resolver, Root, Subscription } from 'type-graphql';
import { recordingLatency } from '../../savings/savings.js';
import { RequestContent, RequestLog } from '../../db/models/index.js';
import type { RequestLogEntry } from '../../proxy/request-log.js';
import type { GraphQLContext } from '../context.js';
import { notFound, unauthenticated } from '../errors.js';
import { eventStream } from '../event-stream.js';
import { decodeCursor, encodeCursor, pageSize } from '../page.js';
import { RequestFilterInput } from '../types/request-filter.type.js';
import { requestWhere } from '../request-filter.js';
import { MissExplanationType, RequestMessageType, RequestPage, RequestType } from '../types/request.type.js';
import { explainMiss } from '../../cache/miss-explanation.js';
import { recordedAnswerOf } from '../../cache/tree-node.js';
import { isRefresh } from '../../proxy/miss-reason.js';
import { requestKeyOfBody } from '../../proxy/request-key.js';

function requestView(row: RequestLog | RequestLogEntry): RequestType {
  const parse = <T>(value: unknown): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : ((value as T) ?? null));
  return Object.assign(new RequestType(), {
    id: row.id,
    model: row.model,
    cacheStatus: row.cacheStatus,
    upstreamStatus: row.upstreamStatus,
    latencyMs: row.latencyMs,
    promptTokens: row.promptTokens,
    completionTokens: row.completionTokens,
    totalTokens: row.totalTokens,
    bindings: row.bindings ? (typeof row.bindings === 'string' ? row.bindings : JSON.stringify(row.bindings)) : null,
    error: row.error,
    answerNodeId: row.answerNodeId,
    nodeIds: parse<string[]>(row.nodePath) ?? [],
    stream: row.stream ?? null,
    count: row.count ?? 1,
    latencyMaxMs: row.latencyMaxMs ?? row.latencyMs,
    createdAt: row.createdAt,
    lastAt: row.lastAt ?? row.createdAt,
    requestHash: row.requestHash ?? null,
    responseHash: row.responseHash ?? null,
    keyId: row.apiKeyId ?? null,
    preview: row.preview ?? null,
    missReason: row.missReason ?? null,
  });
}

/** A text the request log kept, read from the account's own contents only. */
async function storedContent(ctx: GraphQLContext, hash: string | null): Promise<string | null> {
  if (!hash) return null;
  const row = await RequestContent.findOne({ where: { accountId: ctx.accountId!, hash }, attributes: ['body'] });
  return row?.body ?? null;
}

@Resolver(() => RequestType)
export class RequestResolver {
  @Authorized()
  @Query(() => RequestPage, { description: 'Proxied requests, newest first.' })
  async requests(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { nullable: true }) first?: number,
    @Arg('after', () => String, { nullable: true }) after?: string,
    @Arg('status', () => String, { nullable: true, description: 'hit, template_hit, miss or error (also in filter).' }) status?: string,
    @Arg('model', () => String, { nullable: true, description: 'Part of the model name (also in filter).' }) model?: string,
    @Arg('filter', () => RequestFilterInput, { nullable: true }) filter?: RequestFilterInput,
  ): Promise<RequestPage> {
    const size = pageSize(first);
    await ctx.services.requestLog.flush();
    const where = await requestWhere(ctx.accountId!, { status, model, ...filter });
    const cursor = decodeCursor<{ t: string; id: string }>(after);
    if (cursor) {
      const at = new Date(cursor.t);
      where[Op.and] = [...(where[Op.and] as unknown[]), { [Op.or]: [{ createdAt: { [Op.lt]: at } }, { createdAt: at, id: { [Op.lt]: cursor.id } }] }];
    }
    const rows = await RequestLog.findAll({ where, order: [['createdAt', 'DESC'], ['id', 'DESC']], limit: size + 1 });
    const items = rows.slice(0, size).map(requestView);
    const last = rows[size - 1];
    return { items, nextCursor: rows.length > size ? encodeCursor({ t: last.createdAt.toISOString(), id: last.id }) : null };
  }

  @Authorized()
  @Query(() => RequestType)
  async request(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<RequestType> {
    await ctx.services.requestLog.flush();
    const row = await RequestLog.findOne({ where: { id, accountId: ctx.accountId! } });
    if (!row) throw notFound('Request');
    return requestView(row);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The request body as Rote received it (JSON), kept by the request log whatever happens to the cache since.' })
  async requestBody(@Root() request: RequestType, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    return storedContent(ctx, request.requestHash);
  }

  @FieldResolver(() => [RequestMessageType], { description: 'The request\'s messages, each with its node in the cache tree when that still exists.' })
  async messages(@Root() request: RequestType, @Ctx() ctx: GraphQLContext): Promise<RequestMessageType[]> {
    const tree = await ctx.services.cache.tree(ctx.accountId!);
    const stored = await storedContent(ctx, request.requestHash);
    if (stored !== null) {
      let messages: unknown[] = [];
      try {
        const body = JSON.parse(stored) as { messages?: unknown; input?: unknown };
        messages = Array.isArray(body.messages) ? body.messages : Array.isArray(body.input) ? body.input : typeof body.input === 'string' ? [{ role: 'user', content: body.input }] : [];
      } catch {
        // an unparseable body was refused; requestBody shows it as it came
      }
      return messages.map((message, index) => {
        const nodeId = request.nodeIds[index];
        const role = (message as { role?: unknown })?.role;
        return { index, role: typeof role === 'string' ? role : 'unknown', json: JSON.stringify(message), nodeId: nodeId && tree.nodesById.has(nodeId) ? nodeId : null };
      });
    }
    // Rows logged before request bodies were kept: read back from the tree.
    const bindings = request.bindings ? (JSON.parse(request.bindings) as Record<string, string>) : {};
    return request.nodeIds.map((nodeId, index) => {
      const node = tree.nodesById.get(nodeId);
      const json = node ? (node.template ? (node.template.render(bindings) ?? node.display()) : node.key) : 'null';
      const role = node ? ((JSON.parse(json) as { role?: string }).role ?? 'unknown') : 'deleted';
      return { index, role, json, nodeId: node ? nodeId : null };
    });
  }

  @FieldResolver(() => String, { nullable: true, description: 'The answer (or error body) the client received, as JSON; a stream as the completion it assembles to.' })
  async response(@Root() request: RequestType, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    const stored = await storedContent(ctx, request.responseHash);
    if (stored !== null) return stored;
    if (!request.answerNodeId) return null;
    const tree = await ctx.services.cache.tree(ctx.accountId!);
    const answer = recordedAnswerOf(tree.nodesById.get(request.answerNodeId));
    if (!answer) return null;
    const bindings = request.bindings ? (JSON.parse(request.bindings) as Record<string, string>) : {};
    return answer.template && request.cacheStatus === 'template_hit' ? answer.template.render(bindings) : answer.body;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'For a miss that recorded an answer: what template induction concluded about it (a template induced, or why none was); null until it has run, and with induction off.',
  })
  async induction(@Root() request: RequestType, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    if (request.cacheStatus !== 'miss' || !request.answerNodeId) return null;
    const tree = await ctx.services.cache.tree(ctx.accountId!);
    const answer = recordedAnswerOf(tree.nodesById.get(request.answerNodeId));
    return answer?.inductionOutcome ?? null;
  }

  @FieldResolver(() => MissExplanationType, { nullable: true, description: 'For a miss: why the cache did not answer it. Null for hits and errors.' })
  async missExplanation(@Root() request: RequestType, @Ctx() ctx: GraphQLContext): Promise<MissExplanationType | null> {
    if (request.cacheStatus !== 'miss') return null;
    const stored = await storedContent(ctx, request.requestHash);
    const key = stored === null ? null : requestKeyOfBody(Buffer.from(stored, 'utf8'));
    if (!key) {
      return { summary: 'The request\'s body was not kept whole (or was not a valid request), so it cannot be compared with the cache.', reason: request.missReason, matchedMessages: 0, nearestNodeId: null, differences: [] };
    }
    const tree = await ctx.services.cache.tree(ctx.accountId!);
    const arrivedAt = new Date(request.createdAt.getTime() - request.latencyMs);
    const explanation = explainMiss(tree, { ...key, arrivedAt, refreshed: isRefresh(request.missReason) });
    return { ...explanation, reason: request.missReason, nearestNodeId: explanation.nearestNodeId && tree.nodesById.has(explanation.nearestNodeId) ? explanation.nearestNodeId : null };
  }

  @FieldResolver(() => Float, { nullable: true, description: 'For a hit: how long the upstream took for the miss that recorded its answer (what the hit would have waited). For a miss: its own latency.' })
  async upstreamLatencyMs(@Root() request: RequestType, @Ctx() ctx: GraphQLContext): Promise<number | null> {
    if (request.cacheStatus === 'miss') return request.latencyMs;
    if ((request.cacheStatus !== 'hit' && request.cacheStatus !== 'template_hit') || !request.answerNodeId) return null;
    return recordingLatency(ctx.accountId!, request.answerNodeId);
  }

  @FieldResolver(() => Float, { nullable: true, description: 'For a hit: what the upstream would have charged (USD) for the row\'s requests; null for misses and unpriced models.' })
  costSavedUsd(@Root() request: RequestType, @Ctx() ctx: GraphQLContext): number | null {
    if (request.cacheStatus !== 'hit' && request.cacheStatus !== 'template_hit') return null;
    return ctx.services.prices.cost(request.model, (request.promptTokens ?? 0) * request.count, (request.completionTokens ?? 0) * request.count);
  }

  @Subscription(() => RequestType, {
    description: 'Each request of your account, as it is logged.',
    subscribe: async ({ context }) => {
      const ctx = context as GraphQLContext;
      if (!ctx.accountId) throw unauthenticated();
      return eventStream<RequestLogEntry>((listener) => ctx.services.requestLog.subscribe(listener), (entry) => entry.accountId === ctx.accountId);
    },
  })
  requestLogged(@Root() entry: RequestLogEntry): RequestType {
    return requestView(entry);
  }
}
