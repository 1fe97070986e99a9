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
  @Field(() => Float, { nullable: true, description: 'Mean latency of the bucket\'s hits (literal and template), in ms; null without hits.' }) hitLatencyMs!: number | null;
  @Field(() => Float, { nullable: true, description: 'Mean latency of the bucket\'s misses (the upstream\'s time included), in ms; null without misses.' }) missLatencyMs!: number | null;
}
