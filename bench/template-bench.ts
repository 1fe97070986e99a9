// Template lookup time with 10, 1,000 and 100,000 templates under one node, against a literal
// hit's lookup in the same tree (the baseline). Two shapes: templates told apart by their literal
// prefix, and templates sharing a prefix, told apart by their suffix.
import { CacheTree } from '../server/cache/cache-tree.js';
import { messageKey } from '../server/cache/message-key.js';
import { templateBody, templateMessage } from '../server/templates/apply-bindings.js';
import { median, percentile, round } from './stats.js';

const SYSTEM = messageKey({ role: 'system', content: 'You are a support agent.' });
const shapes = {
  prefix: (i: number, name: string) => `Ticket ${i}: summarize the complaint of ${name} in one line`,
  suffix: (i: number, name: string) => `Summarize the complaint of ${name} about ticket ${i}`,
};

function build(count: number, shape: (i: number, name: string) => string) {
  const tree = new CacheTree();
  const provenance = { kind: 'manual' as const, createdAt: new Date().toISOString(), examples: [] };
  for (let i = 0; i < count; i++) {
    const text = shape(i, 'Alice');
    const body = { id: 'x', choices: [{ index: 0, message: { role: 'assistant', content: `Alice complains about ticket ${i}.` }, finish_reason: 'stop' }] };
    const message = templateMessage({ role: 'user', content: text }, { name: 'Alice' })!.template;
    tree.record([SYSTEM, messageKey({ role: 'user', content: text })], 'g', messageKey(body.choices[0].message), JSON.stringify(body), {
      messages: [null, message],
      answer: null,
      body: templateBody(body, { name: 'Alice' }),
      provenance,
    });
  }
  // One literal entry for the baseline.
  tree.record([SYSTEM, messageKey({ role: 'user', content: 'literal question' })], 'g', messageKey({ role: 'assistant', content: 'a' }), '{"choices":[]}');
  return tree;
}

function timeLookups(tree: CacheTree, keys: string[][], rounds: number): number[] {
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const key of keys) {
      const started = performance.now();
      const found = tree.find(key, 'g');
      samples.push((performance.now() - started) * 1000);
      if (!found) throw new Error(`no match for ${key[1]}`);
    }
  }
  return samples;
}

export function runTemplateBench(counts: number[]) {
  const rows = [];
  for (const [shapeName, shape] of Object.entries(shapes)) {
    for (const count of counts) {
      const tree = build(count, shape);
      const probes = Array.from({ length: 200 }, (_, j) => [SYSTEM, messageKey({ role: 'user', content: shape((j * 7919) % count, `Bob${j}`) })]);
      const literal = [[SYSTEM, messageKey({ role: 'user', content: 'literal question' })]];
      timeLookups(tree, probes, 2); // warm-up
      const templated = timeLookups(tree, probes, 20);
      const baseline = timeLookups(tree, literal, 2000);
      rows.push({
        shape: shapeName,
        templates: count,
        p50Us: round(median(templated), 2),
        p99Us: round(percentile(templated, 99), 2),
        literalP50Us: round(median(baseline), 3),
        ratioVsLiteral: round(median(templated) / median(baseline), 1),
      });
    }
  }
  return rows;
}
