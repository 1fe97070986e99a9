// The Responses API's events: reading a streamed miss for the response to store, and replaying it.
import { describe, expect, it } from 'vitest';
import { CompletedResponseReader, replayResponseEvents } from '../../server/proxy/responses-events.js';

const response = {
  id: 'resp_1',
  object: 'response',
  status: 'completed',
  output: [
    { type: 'message', id: 'msg_1', role: 'assistant', content: [{ type: 'output_text', text: 'pong', annotations: [] }] },
    { type: 'function_call', id: 'fc_1', call_id: 'call_1', name: 'lookup', arguments: '{"q":"x"}' },
  ],
};

const read = (text: string, chunk = 7) => {
  const reader = new CompletedResponseReader();
  const bytes = new TextEncoder().encode(text);
  for (let i = 0; i < bytes.length; i += chunk) reader.push(bytes.slice(i, i + chunk)); // events split anywhere, UTF-8 too
  return reader.response();
};

describe('Responses events', () => {
  it('replays a response as events that read back to the same response, whatever the chunking', () => {
    const events = replayResponseEvents(response);
    expect(read(events)).toEqual(response);
    expect(read(events, 1)).toEqual(response);
    const types = [...events.matchAll(/^event: (\S+)$/gm)].map((m) => m[1]);
    expect(types).toContain('response.function_call_arguments.done');
    const numbers = [...events.matchAll(/"sequence_number":(\d+)/g)].map((m) => Number(m[1]));
    expect(numbers).toEqual(numbers.map((_, i) => i));
  });
  it('stores nothing from a stream that failed, stopped short, or is not one it understands', () => {
    const events = replayResponseEvents(response);
    expect(read(events.slice(0, events.lastIndexOf('event: response.completed')))).toBeNull();
    expect(read(`${events}data: ${JSON.stringify({ type: 'error', message: 'late failure' })}\n\n`)).toBeNull();
    expect(read(`data: {not json}\n\n${events}`)).toBeNull();
    expect(read(replayResponseEvents({ ...response, status: 'incomplete' }))).toBeNull();
  });
});
