import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { ApiKeyType, CreatedApiKey } from './api-key.type.js';

@ObjectType('Account', { description: 'The signed-in account and a summary of its cache.' })
export class AccountType {
  @Field(() => ID) id!: string;
  @Field(() => String) email!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Int, { description: 'Messages (nodes) in the cache tree.' }) cacheNodes!: number;
  @Field(() => Int, { description: 'Recorded answers.' }) cachedAnswers!: number;
  @Field(() => Int, { description: 'Template nodes, manual and induced.' }) templates!: number;
  @Field(() => Int) requests!: number;
  @Field(() => Float, { description: 'Share of requests answered from the cache (0-1).' }) hitRate!: number;
  @Field(() => Int, { nullable: true, description: 'Seconds a cache entry answers before its next request refreshes it from the upstream; null: until deleted.' })
  cacheTtlSeconds!: number | null;
}

@ObjectType({ description: 'What signing up returns: the account, and its first key (shown once).' })
export class SignUpPayload {
  @Field(() => AccountType) account!: AccountType;
  @Field(() => CreatedApiKey) firstKey!: CreatedApiKey;
}

export { ApiKeyType };
