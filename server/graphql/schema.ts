// The GraphQL schema, built from the resolvers' decorators. schema.graphql at the project root is
// printed from this (npm run schema) and a test fails when it is stale.
import 'reflect-metadata';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { buildSchema, type AuthChecker } from 'type-graphql';
import type { GraphQLContext } from './context.js';
import { AccountResolver } from './resolvers/account.resolver.js';
import { ApiKeyResolver } from './resolvers/api-key.resolver.js';
import { AuthResolver } from './resolvers/auth.resolver.js';
import { NodeResolver } from './resolvers/node.resolver.js';
import { RequestResolver } from './resolvers/request.resolver.js';
import { SavingsResolver } from './resolvers/savings.resolver.js';
import { StatsResolver } from './resolvers/stats.resolver.js';

const authChecker: AuthChecker<GraphQLContext> = ({ context }) => {
  if (!context.accountId) throw new GraphQLError('Sign in, or send Authorization: Bearer <rote key>.', { extensions: { code: 'UNAUTHENTICATED' } });
  return true;
};

// type-graphql requires a PubSub even when every subscription brings its own `subscribe` (ours
// read the request log's listeners); this one is never used.
const unusedPubSub = {
  publish: () => undefined,
  subscribe: (): AsyncIterable<never> => {
    throw new Error('subscriptions use their own subscribe functions');
  },
};

let built: Promise<GraphQLSchema> | null = null;

export function roteSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers: [AuthResolver, AccountResolver, ApiKeyResolver, RequestResolver, NodeResolver, StatsResolver, SavingsResolver],
    authChecker,
    validate: false,
    pubSub: unusedPubSub,
  });
  return built;
}
