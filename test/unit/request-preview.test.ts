// The one-line preview of what a request asked, for the requests table.
import { describe, expect, it } from 'vitest';
import { requestPreview } from '../../server/proxy/request-preview.js';

describe('request preview', () => {
  it('is the last user message, its text parts joined, white space folded, cut at 160 characters', () => {
    expect(requestPreview([{ role: 'system', content: 'Be brief.' }, { role: 'user', content: 'first' }, { role: 'assistant', content: 'ok' }, { role: 'user', content: ' second\n  question ' }])).toBe('second question');
    expect(requestPreview([{ role: 'user', content: [{ type: 'text', text: 'look at' }, { type: 'image_url', image_url: { url: 'x' } }, { type: 'text', text: 'this' }] }])).toBe('look at this');
    const long = requestPreview([{ role: 'user', content: 'x'.repeat(500) }])!;
    expect(long).toHaveLength(160);
    expect(long.endsWith('…')).toBe(true);
  });
  it('falls back to the last message (a tool result, tool calls) and is null when nothing reads', () => {
    expect(requestPreview([{ role: 'assistant', content: null, tool_calls: [{ function: { name: 'lookup' } }] }])).toBe('→ lookup()');
    expect(requestPreview([{ role: 'tool', content: '{"ok":true}' }])).toBe('{"ok":true}');
    expect(requestPreview([])).toBeNull();
    expect(requestPreview([{ role: 'user', content: '   ' }])).toBeNull();
  });
});
