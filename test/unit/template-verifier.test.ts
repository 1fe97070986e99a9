import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { newInductionStats } from '../../server/induction/induction-stats.js';
import { TemplateVerifier } from '../../server/induction/template-verifier.js';
import { createLogger } from '../../server/logger.js';
import { DEFAULT_POLICY, TemplateLifecycle } from '../../server/templates/template-lifecycle.js';

describe('template verifier', () => {
  it('logs and skips a prediction whose evidence cannot be recorded, and goes on to the next', () => {
    const lines: string[] = [];
    const logger = createLogger('error', new Writable({ write: (chunk, _e, done) => (lines.push(String(chunk)), done()) }));
    const changed: string[] = [];
    const cache = { lifecycleChanged: (_account: string, answer: { id: string }) => changed.push(answer.id) };
    const verifier = new TemplateVerifier(cache as never, {} as never, logger, DEFAULT_POLICY, newInductionStats());
    const broken = TemplateLifecycle.candidate([{ v1: 'Ann' }], [], 'test');
    broken.predicted = () => {
      throw new RangeError('Maximum call stack size exceeded');
    };
    const sound = TemplateLifecycle.candidate([{ v1: 'Ann' }], [], 'test');
    const rendered = JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'Hello Bob' } }] });
    const prediction = (id: string, lifecycle: TemplateLifecycle) => ({ path: [], answer: { id, lifecycle, node: { id: `node-${id}` } }, bindings: { v1: 'Bob' }, rendered });
    const upstream = { choices: [{ message: { role: 'assistant', content: 'Hello Bob' } }] };
    expect(() => verifier.checkPredictions('account-1', [prediction('broken', broken), prediction('sound', sound)] as never, upstream)).not.toThrow();
    expect(lines.join('')).toContain('checking a template prediction failed');
    expect(changed).toEqual(['sound']);
    expect(sound.toJSON().predictions).toBe(1);
  });
});
