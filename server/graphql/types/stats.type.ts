import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType('StatsBucket')
export class StatsBucket {
  @Field(() => Date) start!: Date;
  @Field(() => Int) requests!: number;
  @Field(() => Int) hits!: number;
  @Field(() => Int) templateHits!: number;
  @Field(() => Int) misses!: number;
  @Field(() => Int) errors!: number;
  @Field(() => Float) hitRate!: number;
  @Field(() => Int, { description: 'Tokens of answers served from the cache instead of the upstream.' }) tokensServedFromCache!: number;
}
