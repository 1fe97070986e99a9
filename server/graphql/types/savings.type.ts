import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

const FIGURES = {
  hits: 'Requests answered from the cache (literal and template hits).',
  promptTokens: 'Prompt tokens the upstream did not process.',
  completionTokens: 'Completion tokens the upstream did not generate.',
  costUsd: 'What those tokens would have cost, in USD, for models with a known price (see MODEL_PRICES).',
  unpricedHits: 'Hits on models without a price: not counted in costUsd.',
  timeSavedMs: 'Upstream time the hits did not wait for: the recording miss\'s latency minus the hit\'s.',
};

/** Fields every savings type shares (type-graphql copies them down to each). */
@ObjectType('SavingsFigures')
class SavingsFiguresType {
  @Field(() => Int, { description: FIGURES.hits }) hits!: number;
  @Field(() => Float, { description: FIGURES.promptTokens }) promptTokens!: number;
  @Field(() => Float, { description: FIGURES.completionTokens }) completionTokens!: number;
  @Field(() => Float, { description: FIGURES.costUsd }) costUsd!: number;
  @Field(() => Int, { description: FIGURES.unpricedHits }) unpricedHits!: number;
  @Field(() => Float, { description: FIGURES.timeSavedMs }) timeSavedMs!: number;
}

@ObjectType('SavingsDay')
export class SavingsDayType extends SavingsFiguresType {
  @Field(() => Date, { description: 'The day (UTC midnight).' }) day!: Date;
}

@ObjectType('SavingsByKey')
export class SavingsByKeyType extends SavingsFiguresType {
  @Field(() => ID, { nullable: true }) keyId!: string | null;
  @Field(() => String, { nullable: true }) keyName!: string | null;
}

@ObjectType('SavingsByTemplate')
export class SavingsByTemplateType extends SavingsFiguresType {
  @Field(() => ID, { description: 'The template answer\'s node (open it in the tree).' }) answerNodeId!: string;
  @Field(() => String, { nullable: true, description: 'The template as it reads, when it is still in the cache.' }) template!: string | null;
}

@ObjectType('Savings', { description: 'What the cache saved over a time range.' })
export class SavingsType extends SavingsFiguresType {
  @Field(() => Date) from!: Date;
  @Field(() => Date) to!: Date;
  @Field(() => [SavingsDayType]) days!: SavingsDayType[];
  @Field(() => [SavingsByKeyType]) keys!: SavingsByKeyType[];
  @Field(() => [SavingsByTemplateType], { description: 'Templates by money saved, at most 50.' }) templates!: SavingsByTemplateType[];
}
