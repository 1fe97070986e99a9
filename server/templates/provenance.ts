// Where a template came from: a client's Cache-Bindings (manual) or induction, with the examples
// (variable values) that support it.
import type { Bindings } from './text-template.js';

export interface Provenance {
  kind: 'manual' | 'induced';
  createdAt: string;
  examples: Bindings[];
}

export const MAX_EXAMPLES = 20;

export function addExample(provenance: Provenance, example: Bindings): void {
  const text = JSON.stringify(example);
  if (provenance.examples.length < MAX_EXAMPLES && !provenance.examples.some((e) => JSON.stringify(e) === text)) {
    provenance.examples.push(example);
  }
}
