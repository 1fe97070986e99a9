import { Field, ID, Int, ObjectType } from 'type-graphql';
import { TemplateLifecycleType } from './template-lifecycle.type.js';

@ObjectType('Provenance', { description: 'Where a template came from.' })
export class ProvenanceType {
  @Field(() => String, { description: 'manual (Cache-Bindings) or induced.' }) kind!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => String, { description: 'The variable values that support it, as a JSON array.' }) examples!: string;
}

@ObjectType('Node', { description: 'One message in the cache tree.' })
export class NodeType {
  @Field(() => ID) id!: string;
  @Field(() => String) role!: string;
  @Field(() => String, { description: 'The message as JSON; templates show {{placeholders}}.' }) content!: string;
  @Field(() => Boolean) isTemplate!: boolean;
  @Field(() => [String]) variables!: string[];
  @Field(() => ProvenanceType, { nullable: true }) provenance!: ProvenanceType | null;
  @Field(() => TemplateLifecycleType, { nullable: true, description: 'For the last message of an induced template: whether it serves, and why.' })
  lifecycle!: TemplateLifecycleType | null;
  @Field(() => String, {
    nullable: true,
    description: 'For a request\'s last message or its recorded answer: what template induction concluded when it examined that answer (a template induced, or why none was); null before it has, or with induction off.',
  })
  induction!: string | null;
  @Field(() => String, { nullable: true }) parentId!: string | null;
  @Field(() => Int) childCount!: number;
  @Field(() => Int, { description: 'Answers recorded under this node.' }) answerCount!: number;
  @Field(() => Int) hits!: number;
  @Field(() => Date, { nullable: true }) lastHitAt!: Date | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType('NodePage')
export class NodePage {
  @Field(() => [NodeType]) items!: NodeType[];
  @Field(() => String, { nullable: true }) nextCursor!: string | null;
}
