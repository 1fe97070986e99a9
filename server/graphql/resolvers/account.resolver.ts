import { Op } from 'sequelize';
import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
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
  });
}

@Resolver()
export class AccountResolver {
  @Authorized()
  @Query(() => AccountType, { description: 'The signed-in account.' })
  async me(@Ctx() ctx: GraphQLContext): Promise<AccountType> {
    return accountSummary(ctx, (await Account.findByPk(ctx.accountId!))!);
  }
}
