import { Field, ID, InputType } from 'type-graphql';

@InputType('RequestFilter', { description: 'Which requests to list; every field given must hold.' })
export class RequestFilterInput {
  @Field(() => String, { nullable: true, description: 'hit, template_hit, miss or error.' }) status?: string | null;
  @Field(() => String, { nullable: true, description: 'Part of the model name, any case.' }) model?: string | null;
  @Field(() => String, { nullable: true, description: 'Text in the request or its answer (messages, tool calls, errors), any case.' }) search?: string | null;
  @Field(() => ID, { nullable: true, description: 'Requests made with this API key.' }) keyId?: string | null;
  @Field(() => Date, { nullable: true, description: 'Requests at or after this time.' }) from?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Requests before this time.' }) to?: Date | null;
  @Field(() => ID, { nullable: true, description: 'Requests in the conversation that begins at this root node.' }) conversation?: string | null;
  @Field(() => ID, { nullable: true, description: 'Requests answered by, or recorded as, this answer node (a template\'s or an entry\'s).' }) answerNodeId?: string | null;
}
