import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { NotFoundError } from '../../errors.js';
import type { GraphQLContext } from '../context.js';
import { badInput, notFound } from '../errors.js';
import { ApiKeyType, CreatedApiKey } from '../types/api-key.type.js';

@Resolver()
export class ApiKeyResolver {
  @Authorized()
  @Query(() => [ApiKeyType])
  async apiKeys(@Ctx() ctx: GraphQLContext): Promise<ApiKeyType[]> {
    return (await ctx.services.apiKeys.list(ctx.accountId!)).map(ApiKeyType.from);
  }

  @Authorized()
  @Mutation(() => CreatedApiKey, { description: 'Issues a key; its secret is in this answer only.' })
  async createApiKey(@Arg('name', () => String) name: string, @Ctx() ctx: GraphQLContext): Promise<CreatedApiKey> {
    const trimmed = name.trim();
    if (trimmed.length === 0 || trimmed.length > 100) throw badInput('A key needs a name of 1 to 100 characters.', 'name');
    const { key, secret } = await ctx.services.apiKeys.issue(ctx.accountId!, trimmed);
    return { key: ApiKeyType.from(key), secret };
  }

  @Authorized()
  @Mutation(() => ApiKeyType, { description: 'Revokes a key; the proxy refuses it from then on.' })
  async revokeApiKey(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<ApiKeyType> {
    try {
      return ApiKeyType.from(await ctx.services.apiKeys.revoke(ctx.accountId!, { id }));
    } catch (err) {
      if (err instanceof NotFoundError) throw notFound('API key');
      throw err;
    }
  }
}
