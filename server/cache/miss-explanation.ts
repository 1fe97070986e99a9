// Why a request missed, worked out from the tree when someone asks (the dashboard's request page):
// the nearest entry that was cached before the request arrived, and what differed from it — the
// model or a parameter, or the first message that was new. What was cached after it arrived
// (including what it recorded itself) is not evidence of why it missed. One limit: a refresh
// (no-cache, max-age) re-dates the entry it replaces, so for requests before the refresh that entry
// no longer counts as cached before them; and times are in milliseconds, so an entry cached within
// a millisecond of the request may be taken for one cached after it.
import { differingRange } from '../differing-range.js';
import { canonicalJson } from './canonical-json.js';
import type { CacheTree } from './cache-tree.js';
import type { TreeNode } from './tree-node.js';

export interface Difference {
  /** model, parameter or message. */
  kind: 'model' | 'parameter' | 'message';
  /** The parameter's name, or "message 3 (user)". */
  label: string;
  /** An excerpt of the cached side and of the request's side around where they differ. */
  cached: string | null;
  requested: string | null;
}

export interface MissExplanation {
  summary: string;
  /** How many leading messages matched a cached conversation. */
  matchedMessages: number;
  /** The node of the nearest cached entry or message, to open in the tree. */
  nearestNodeId: string | null;
  differences: Difference[];
}

export interface MissedRequest {
  messageKeys: readonly string[];
  /** Canonical JSON of the model and parameters (generation-key.ts). */
  generationKey: string;
  /** When the request arrived: only what was cached before it counts. */
  arrivedAt: Date;
  /** Whether the request replaced a cached answer (no-cache, max-age): that answer now looks newer than it. */
  refreshed: boolean;
}

/** Siblings compared with a new message; a wide fan-out is sampled, newest first. */
const MAX_SIBLINGS = 500;
/** Characters of context either side of a difference. */
const CONTEXT = 40;

export function explainMiss(tree: CacheTree, request: MissedRequest): MissExplanation {
  const before = (node: TreeNode) => node.createdAt < request.arrivedAt;
  const { messageKeys } = request;
  let parent: TreeNode | null = null;
  let matched = 0;
  for (const key of messageKeys) {
    const next: TreeNode | undefined = (parent ? parent.children : tree.roots).get(key);
    if (!next || !before(next)) break;
    parent = next;
    matched++;
  }

  if (matched === messageKeys.length && parent) return sameMessages(parent, request);

  const siblings = [...(parent ? parent.children : tree.roots).values()].filter(before).slice(-MAX_SIBLINGS);
  const message = messageKeys[matched];
  const label = `message ${matched + 1} (${roleOf(message)})`;
  if (siblings.length === 0) {
    const summary =
      matched === 0
        ? 'Nothing was cached for this account before this request.'
        : `Messages 1–${matched} match a cached conversation, which ends there: nothing cached followed message ${matched}.`;
    return { summary, matchedMessages: matched, nearestNodeId: parent?.id ?? null, differences: [] };
  }
  let nearest = siblings[0];
  let nearestShared = -1;
  for (const sibling of siblings) {
    const shared = sharedChars(sibling.key, message);
    if (shared > nearestShared) [nearest, nearestShared] = [sibling, shared];
  }
  const summary =
    matched === 0
      ? `No cached conversation begins with this first message; the nearest cached one differs as shown.`
      : `Messages 1–${matched} match a cached conversation; ${label} is new there. The nearest cached message differs as shown.`;
  return { summary, matchedMessages: matched, nearestNodeId: nearest.id, differences: [{ kind: 'message', label, ...excerpts(nearest.key, message) }] };
}

/** Every message matched: the difference is in the model or parameters, or nothing was answered there. */
function sameMessages(last: TreeNode, request: MissedRequest): MissExplanation {
  const matchedMessages = request.messageKeys.length;
  const same = last.answers?.get(request.generationKey);
  if (same && (same.createdAt < request.arrivedAt || request.refreshed)) {
    return { summary: 'An answer to this exact request was cached before it arrived; the reason it was not served is below.', matchedMessages, nearestNodeId: last.id, differences: [] };
  }
  const answers = [...(last.answers?.values() ?? [])].filter((answer) => answer.createdAt < request.arrivedAt && answer.generationKey !== request.generationKey);
  if (answers.length === 0) {
    return {
      summary: 'These messages were cached only as the start of a longer conversation: no answer had been recorded after the last of them.',
      matchedMessages,
      nearestNodeId: last.id,
      differences: [],
    };
  }
  let best: { differences: Difference[]; nodeId: string } | null = null;
  for (const answer of answers) {
    const differences = parameterDifferences(answer.generationKey, request.generationKey);
    if (!best || differences.length < best.differences.length) best = { differences, nodeId: answer.answerNode.id };
  }
  const names = best!.differences.map((d) => d.label).join(', ');
  return { summary: `The same messages were cached with a different ${names || 'generation key'}.`, matchedMessages, nearestNodeId: best!.nodeId, differences: best!.differences };
}

function parameterDifferences(cachedKey: string, requestedKey: string): Difference[] {
  const cached = parseObject(cachedKey);
  const requested = parseObject(requestedKey);
  const differences: Difference[] = [];
  for (const field of [...new Set([...Object.keys(cached), ...Object.keys(requested)])].sort()) {
    const a = field in cached ? canonicalJson(cached[field]) : null;
    const b = field in requested ? canonicalJson(requested[field]) : null;
    if (a === b) continue;
    differences.push({ kind: field === 'model' ? 'model' : 'parameter', label: field, cached: a === null ? null : clip(a), requested: b === null ? null : clip(b) });
  }
  return differences;
}

function parseObject(json: string): Record<string, unknown> {
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function roleOf(key: string | undefined): string {
  const role = key ? (parseObject(key).role as unknown) : undefined;
  return typeof role === 'string' ? role : 'message';
}

/** Characters two texts share at their start and end: how near a cached message is. */
function sharedChars(a: string, b: string): number {
  const [start, endA] = differingRange(a, b);
  return start + (a.length - endA);
}

/** The differing part of each text with some context, marked with ellipses where cut. */
function excerpts(cached: string, requested: string): { cached: string; requested: string } {
  const [start, endA, endB] = differingRange(cached, requested);
  const from = Math.max(0, start - CONTEXT);
  const cut = (text: string, end: number) => `${from > 0 ? '…' : ''}${clip(text.slice(from, Math.min(text.length, end + CONTEXT)))}${end + CONTEXT < text.length ? '…' : ''}`;
  return { cached: cut(cached, endA), requested: cut(requested, endB) };
}

const clip = (text: string) => (text.length > 400 ? `${text.slice(0, 400)}…` : text);
