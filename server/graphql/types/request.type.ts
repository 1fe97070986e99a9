import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('RequestMessage', { description: 'One message of a logged request, with its node in the cache tree.' })
export class RequestMessageType {
  @Field(() => Int) index!: number;
  @Field(() => String) role!: string;
  @Field(() => String, { description: 'The message as JSON (content, tool_calls, ...), with template values filled in.' }) json!: string;
  @Field(() => String, { nullable: true, description: 'Null when the node was deleted since.' }) nodeId!: string | null;
}

@ObjectType('CacheDifference', { description: 'One way a request differed from the nearest cached entry.' })
export class CacheDifferenceType {
  @Field(() => String, { description: 'model, parameter or message.' }) kind!: string;
  @Field(() => String, { description: 'The parameter\'s name, or which message ("message 3 (user)").' }) label!: string;
  @Field(() => String, { nullable: true, description: 'The cached side, as JSON, cut around the difference.' }) cached!: string | null;
  @Field(() => String, { nullable: true, description: 'This request\'s side, as JSON, cut around the difference.' }) requested!: string | null;
}

@ObjectType('MissExplanation', { description: 'Why a request missed: what was known when it was answered, and the nearest entry cached before it.' })
export class MissExplanationType {
  @Field(() => String) summary!: string;
  @Field(() => String, { nullable: true, description: 'What Rote knew when it answered: no-cache, max-age, a template still being verified.' }) reason!: string | null;
  @Field(() => Int, { description: 'How many leading messages matched a cached conversation.' }) matchedMessages!: number;
  @Field(() => String, { nullable: true, description: 'The nearest cached node, to open in the tree (if it still exists).' }) nearestNodeId!: string | null;
  @Field(() => [CacheDifferenceType]) differences!: CacheDifferenceType[];
}

@ObjectType('Request', { description: 'One proxied chat completion.' })
export class RequestType {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) model!: string | null;
  @Field(() => ID, { nullable: true, description: 'The API key the request was made with.' }) keyId!: string | null;
  @Field(() => String, { nullable: true, description: 'What was asked, in one short line: the last user message\'s text (null for rows logged before previews were kept, and for unreadable requests).' })
  preview!: string | null;
  @Field(() => String, { description: 'hit, template_hit, miss or error.' }) cacheStatus!: string;
  @Field(() => Int, { nullable: true }) upstreamStatus!: number | null;
  @Field(() => Float) latencyMs!: number;
  @Field(() => Int, { nullable: true }) promptTokens!: number | null;
  @Field(() => Int, { nullable: true }) completionTokens!: number | null;
  @Field(() => Int, { nullable: true }) totalTokens!: number | null;
  @Field(() => String, { nullable: true, description: 'Variable bindings used, as a JSON object.' }) bindings!: string | null;
  @Field(() => String, { nullable: true }) error!: string | null;
  @Field(() => String, { nullable: true }) answerNodeId!: string | null;
  @Field(() => [String], { description: 'The node of each request message, in order.' }) nodeIds!: string[];
  @Field(() => Boolean, { nullable: true, description: 'Whether the client asked for a stream.' }) stream!: boolean | null;
  @Field(() => Int, { description: 'Identical hits within one flush window share a row: how many requests it holds (1 for misses and errors).' }) count!: number;
  @Field(() => Float, { description: 'The slowest of the row\'s requests (latencyMs is their mean).' }) latencyMaxMs!: number;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { description: 'When the row\'s last request arrived.' }) lastAt!: Date;
  requestHash!: string | null;
  responseHash!: string | null;
  missReason!: string | null;
}

@ObjectType('RequestPage')
export class RequestPage {
  @Field(() => [RequestType]) items!: RequestType[];
  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page; null on the last page.' }) nextCursor!: string | null;
}
