import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../server/cache/canonical-json.js';
import { generationKey } from '../../server/cache/generation-key.js';
import { messageKey } from '../../server/cache/message-key.js';

describe('messageKey', () => {
  it('ignores key order and gives the fast path the same text as the general one', () => {
    expect(messageKey({ role: 'user', content: 'hi' })).toBe(messageKey({ content: 'hi', role: 'user' }));
    expect(messageKey({ role: 'user', content: 'hi' })).toBe(canonicalJson({ content: 'hi', role: 'user' }));
  });

  it('treats a missing content as null, and drops fields that carry nothing', () => {
    const call = [{ id: 'c1', type: 'function', function: { name: 'f', arguments: '{}' } }];
    const recorded = messageKey({ role: 'assistant', content: null, tool_calls: call, refusal: null, annotations: [] });
    expect(messageKey({ role: 'assistant', tool_calls: call })).toBe(recorded);
    expect(messageKey({ role: 'assistant', content: 'x', tool_calls: [] })).toBe(messageKey({ role: 'assistant', content: 'x' }));
  });

  it('tells apart every field that changes meaning', () => {
    const base = { role: 'tool', content: 'r', tool_call_id: 'a', name: 'f' };
    const keys = new Set([
      messageKey(base),
      messageKey({ ...base, tool_call_id: 'b' }),
      messageKey({ ...base, name: 'g' }),
      messageKey({ ...base, role: 'user' }),
      messageKey({ ...base, content: 'R' }),
      messageKey({ ...base, content: '' }),
      messageKey({ ...base, content: [{ type: 'text', text: 'r' }] }),
      messageKey({ ...base, some_new_field: 1 }),
    ]);
    expect(keys.size).toBe(8);
  });
});

describe('generationKey', () => {
  const body = { model: 'm', messages: [], temperature: 0 };
  it('includes every field but those that cannot change the answer', () => {
    expect(generationKey(body)).toBe(generationKey({ ...body, stream: true, stream_options: { include_usage: true }, user: 'u', metadata: { a: '1' } }));
    for (const change of [{ model: 'n' }, { temperature: 1 }, { tools: [] }, { response_format: { type: 'json_object' } }, { n: 2 }, { stop: ['x'] }, { some_future_field: 1 }]) {
      expect(generationKey({ ...body, ...change })).not.toBe(generationKey(body));
    }
  });
  it('does not depend on key order at any depth', () => {
    expect(generationKey({ model: 'm', response_format: { type: 'json_schema', json_schema: { name: 'a', strict: true } } })).toBe(
      generationKey({ response_format: { json_schema: { strict: true, name: 'a' }, type: 'json_schema' }, model: 'm' }),
    );
  });
});
