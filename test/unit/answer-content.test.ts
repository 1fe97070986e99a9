import { describe, expect, it } from 'vitest';
import { answerContent } from '../../server/cache/answer-content.js';

describe('answerContent', () => {
  const chat = (id: string, city: string, content: string | null = null) => ({
    id: `chatcmpl-${id}`,
    created: Number(id.length),
    choices: [{ index: 0, finish_reason: 'tool_calls', message: { role: 'assistant', content, tool_calls: [{ id: `call_${id}`, type: 'function', function: { name: 'weather', arguments: JSON.stringify({ city }) } }] } }],
  });

  it('ignores the envelope and the tool-call ids an upstream makes new per call, nothing else', () => {
    expect(answerContent(chat('a1', 'Paris'))).toBe(answerContent(chat('zz9', 'Paris')));
    expect(answerContent(chat('a1', 'Paris'))).not.toBe(answerContent(chat('a1', 'Lyon')));
    expect(answerContent(chat('a1', 'Paris', 'checking'))).not.toBe(answerContent(chat('a1', 'Paris')));
  });

  it("ignores a Responses item's id and call_id, not its name, arguments or text", () => {
    const response = (id: string, args: string, text: string) => ({
      id: `resp_${id}`,
      output: [
        { type: 'function_call', id: `fc_${id}`, call_id: `call_${id}`, name: 'find', arguments: args },
        { type: 'message', id: `msg_${id}`, role: 'assistant', content: [{ type: 'output_text', text }] },
      ],
    });
    expect(answerContent(response('1', '{"q":1}', 'ok'))).toBe(answerContent(response('2', '{"q":1}', 'ok')));
    expect(answerContent(response('1', '{"q":1}', 'ok'))).not.toBe(answerContent(response('1', '{"q":2}', 'ok')));
    expect(answerContent(response('1', '{"q":1}', 'ok'))).not.toBe(answerContent(response('1', '{"q":1}', 'no')));
  });
});
