import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { computeSavings } from '../../savings/savings.js';
import type { GraphQLContext } from '../context.js';
import { badInput } from '../errors.js';
import { SavingsType } from '../types/savings.type.js';

const MAX_RANGE_MS = 400 * 86_400_000;

@Resolver()
export class SavingsResolver {
  @Authorized()
  @Query(() => SavingsType, { description: 'Requests, tokens, money and time the cache saved between from and to (default: the last 7 days), per day, key and template.' })
  async savings(
    @Ctx() ctx: GraphQLContext,
    @Arg('from', () => Date, { nullable: true }) from?: Date,
    @Arg('to', () => Date, { nullable: true }) to?: Date,
  ): Promise<SavingsType> {
    const end = to ?? new Date();
    const start = from ?? new Date(end.getTime() - 7 * 86_400_000);
    if (!(end > start)) throw badInput('to must be after from.', 'to');
    if (end.getTime() - start.getTime() > MAX_RANGE_MS) throw badInput('The range may span at most 400 days.', 'from');
    await ctx.services.requestLog.flush();
    const savings = await computeSavings(ctx.accountId!, start, end, ctx.services.prices);
    const tree = await ctx.services.cache.tree(ctx.accountId!);
    const templates = savings.templates.map((t) => {
      const node = tree.nodesById.get(t.answerNodeId);
      const request = node?.parent;
      return { ...t, template: request ? request.display() : null };
    });
    return Object.assign(new SavingsType(), { ...savings, templates });
  }
}
