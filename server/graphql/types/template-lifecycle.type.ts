import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('TemplateEvent', { description: 'One change of an induced template\'s state.' })
export class TemplateEventType {
  @Field(() => Date) at!: Date;
  @Field(() => String, { description: 'candidate, serving or demoted.' }) state!: string;
  @Field(() => String) reason!: string;
}

@ObjectType('TemplateLifecycle', { description: 'An induced template\'s state and the evidence behind it. Manual templates have none.' })
export class TemplateLifecycleType {
  @Field(() => String, { description: 'candidate (predicts, serves nothing), serving, or demoted (never serves again).' }) state!: string;
  @Field(() => Int, { description: 'Upstream answers it predicted correctly.' }) predictions!: number;
  @Field(() => Int, { description: 'Served hits re-asked upstream in the background that agreed.' }) audits!: number;
  @Field(() => String, { description: 'Distinct verified values per variable, as a JSON object.' }) distinctValues!: string;
  @Field(() => [String], { description: 'Variables that need the larger evidence (a value the answer ignores, or a number or id in prose).' }) risky!: string[];
  @Field(() => [TemplateEventType], { description: 'State changes, oldest first.' }) events!: TemplateEventType[];
}
