import { Op } from 'sequelize';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { badInput } from '../errors.js';
import { Account, RequestLog } from '../../db/models/index.js';
import type { GraphQLContext } from '../context.js';
import { AccountType } from '../types/account.type.js';

export async function accountSummary(ctx: GraphQLContext, account: Account): Promise<AccountType> {
  const tree = await ctx.services.cache.tree(account.id);
  await ctx.services.requestLog.flush();
  // A row may hold several identical hits: requests are the sum of counts.
  const requests = Number((await RequestLog.sum('count', { where: { accountId: account.id } })) ?? 0);
  const hits = Number((await RequestLog.sum('count', { where: { accountId: account.id, cacheStatus: { [Op.in]: ['hit', 'template_hit'] } } })) ?? 0);
  return Object.assign(new AccountType(), {
    id: account.id,
    email: account.email,
    createdAt: account.createdAt,
    cacheNodes: tree.nodesById.size,
    cachedAnswers: tree.answerCount,
    templates: tree.templateCount,
    requests,
    hitRate: requests === 0 ? 0 : hits / requests,
    cacheTtlSeconds: account.cacheTtlSeconds ?? null,
  });
}

@Resolver()
export class AccountResolver {
  @Authorized()
  @Query(() => AccountType, { description: 'The signed-in account.' })
  async me(@Ctx() ctx: GraphQLContext): Promise<AccountType> {
    return accountSummary(ctx, (await Account.findByPk(ctx.accountId!))!);
  }

  @Authorized()
  @Mutation(() => AccountType, { description: 'Sets how long cache entries answer before they are refreshed (like max-age on every request); null: until deleted. Applies to existing entries at once.' })
  async setCacheTtl(@Arg('seconds', () => Int, { nullable: true }) seconds: number | null, @Ctx() ctx: GraphQLContext): Promise<AccountType> {
    if (seconds !== null && (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_TTL_SECONDS)) {
      throw badInput(`seconds must be between 1 and ${MAX_TTL_SECONDS} (ten years), or null for no limit.`, 'seconds');
    }
    await ctx.services.cache.setTtl(ctx.accountId!, seconds);
    return accountSummary(ctx, (await Account.findByPk(ctx.accountId!))!);
  }
}

const MAX_TTL_SECONDS = 10 * 365 * 86_400;
