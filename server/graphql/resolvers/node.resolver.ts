import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { CacheTree } from '../../cache/cache-tree.js';
import { recordedAnswerOf, type TreeNode } from '../../cache/tree-node.js';
import type { GraphQLContext } from '../context.js';
import { notFound } from '../errors.js';
import { decodeCursor, encodeCursor, pageSize } from '../page.js';
import { NodePage, NodeType } from '../types/node.type.js';
import type { TemplateLifecycleType } from '../types/template-lifecycle.type.js';

function lifecycleView(node: TreeNode): TemplateLifecycleType | null {
  const lifecycle = [...(node.answers?.values() ?? [])].find((answer) => answer.lifecycle)?.lifecycle;
  if (!lifecycle) return null;
  return {
    state: lifecycle.state,
    predictions: lifecycle.predictions,
    audits: lifecycle.audits,
    distinctValues: JSON.stringify(lifecycle.distinctValues()),
    risky: [...lifecycle.risky],
    events: lifecycle.events.map((event) => ({ ...event, at: new Date(event.at) })),
  };
}

/** What induction concluded about the answer this node recorded (an assistant node), or the newest of those under it (a request's last message). */
function inductionView(node: TreeNode): string | null {
  const recorded = recordedAnswerOf(node);
  const answers = recorded ? [recorded] : [...(node.answers?.values() ?? [])];
  return answers.flatMap((answer) => (answer.inductionOutcome ? [answer.inductionOutcome] : [])).at(-1) ?? null;
}

export function nodeView(node: TreeNode): NodeType {
  const message = JSON.parse(node.display()) as { role?: string };
  return Object.assign(new NodeType(), {
    id: node.id,
    role: message.role ?? 'unknown',
    content: node.display(),
    isTemplate: node.template !== null,
    variables: node.template?.variables ?? [],
    provenance: node.provenance
      ? { kind: node.provenance.kind, createdAt: new Date(node.provenance.createdAt), examples: JSON.stringify(node.provenance.examples) }
      : null,
    lifecycle: lifecycleView(node),
    induction: inductionView(node),
    parentId: node.parent?.id ?? null,
    childCount: node.children.size + (node.templates?.index.size ?? 0),
    answerCount: node.answers?.size ?? 0,
    hits: node.hits,
    lastHitAt: node.lastHitAtMs > 0 ? new Date(node.lastHitAtMs) : null,
    createdAt: node.createdAt,
  });
}

/** Nodes in a stable order (oldest first unless asked), paged by offset. */
export function pageOf(nodes: TreeNode[], first: number | undefined, after: string | undefined, newestFirst = false): NodePage {
  const size = pageSize(first);
  const start = decodeCursor<number>(after) ?? 0;
  const direction = newestFirst ? -1 : 1;
  const sorted = nodes.sort((a, b) => direction * (a.createdAt.getTime() - b.createdAt.getTime()) || a.id.localeCompare(b.id));
  const items = sorted.slice(start, start + size).map(nodeView);
  return { items, nextCursor: start + size < sorted.length ? encodeCursor(start + size) : null };
}

function childrenOf(tree: CacheTree, node: TreeNode | null): TreeNode[] {
  const literal = node ? node.children : tree.roots;
  const templates = node ? node.templates : tree.rootTemplates;
  return [...literal.values(), ...(templates ? templates.index.all() : [])];
}

async function ownNode(ctx: GraphQLContext, id: string): Promise<{ tree: CacheTree; node: TreeNode }> {
  const tree = await ctx.services.cache.tree(ctx.accountId!);
  const node = tree.nodesById.get(id);
  if (!node) throw notFound('Node');
  return { tree, node };
}

@Resolver(() => NodeType)
export class NodeResolver {
  @Authorized()
  @Query(() => NodeType, { description: 'A node of your cache tree.' })
  async node(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<NodeType> {
    return nodeView((await ownNode(ctx, id)).node);
  }

  @Authorized()
  @Query(() => NodePage, { description: 'The first messages of every conversation in your cache.' })
  async roots(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { nullable: true }) first?: number,
    @Arg('after', () => String, { nullable: true }) after?: string,
  ): Promise<NodePage> {
    return pageOf(childrenOf(await ctx.services.cache.tree(ctx.accountId!), null), first, after);
  }

  @FieldResolver(() => NodePage)
  async children(
    @Root() parent: NodeType,
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { nullable: true }) first?: number,
    @Arg('after', () => String, { nullable: true }) after?: string,
  ): Promise<NodePage> {
    const { tree, node } = await ownNode(ctx, parent.id);
    return pageOf(childrenOf(tree, node), first, after);
  }

  @FieldResolver(() => [NodeType], { description: 'From the root down to this node.' })
  async path(@Root() parent: NodeType, @Ctx() ctx: GraphQLContext): Promise<NodeType[]> {
    return (await ownNode(ctx, parent.id)).node.path().map(nodeView);
  }

  @FieldResolver(() => NodeType, { nullable: true })
  async parent(@Root() child: NodeType, @Ctx() ctx: GraphQLContext): Promise<NodeType | null> {
    const { node } = await ownNode(ctx, child.id);
    return node.parent ? nodeView(node.parent) : null;
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Deletes a node and everything below it; returns how many nodes went.' })
  async deleteNode(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<number> {
    const removed = await ctx.services.cache.deleteSubtree(ctx.accountId!, id);
    if (removed === 0) throw notFound('Node');
    return removed;
  }

  @Authorized()
  @Query(() => NodePage, { description: 'Template nodes (manual and induced), newest first; `state` keeps induced templates in that lifecycle state.' })
  async templates(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { nullable: true }) first?: number,
    @Arg('after', () => String, { nullable: true }) after?: string,
    @Arg('state', () => String, { nullable: true }) state?: string,
  ): Promise<NodePage> {
    const tree = await ctx.services.cache.tree(ctx.accountId!);
    const inState = (node: TreeNode) => !state || [...(node.answers?.values() ?? [])].some((answer) => answer.lifecycle?.state === state);
    const templates = [...tree.nodesById.values()].filter((node) => node.template && node.provenance && inState(node));
    return pageOf(templates, first, after, true);
  }
}
