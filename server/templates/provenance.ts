// Where a template came from: a client's Cache-Bindings (manual) or induction, with the examples
// (variable values) that support it.
import type { Bindings } from './text-template.js';

export interface Provenance {
  kind: 'manual' | 'induced';
  createdAt: string;
  examples: Bindings[];
}
