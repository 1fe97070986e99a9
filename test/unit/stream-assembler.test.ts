// The stream assembler records a streamed answer as the plain answer would have been: whole
// characters wherever the network split the bytes, and every field of every delta.
import { describe, expect, it } from 'vitest';
import { StreamAssembler } from '../../server/proxy/stream-assembler.js';

const event = (chunk: unknown) => `data: ${JSON.stringify(chunk)}\n\n`;
const chunk = (delta: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion.chunk',
  created: 1,
  model: 'm',
  system_fingerprint: 'fp',
  provider_region: 'eu',
  choices: [{ index: 0, delta, finish_reason: null, ...extra }],
});

describe('StreamAssembler', () => {
  it('keeps a multi-byte character whole when the network splits its bytes', () => {
    const bytes = Buffer.from(event(chunk({ role: 'assistant', content: 'Grüße 😀 ok' })) + event({ ...chunk({}), choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] }) + 'data: [DONE]\n\n');
    const assembler = new StreamAssembler();
    // One byte at a time: every multi-byte character is split somewhere.
    for (let i = 0; i < bytes.length; i++) assembler.push(bytes.subarray(i, i + 1));
    expect(assembler.complete()).toBe(true);
    const completion = assembler.toCompletion() as { choices: Array<{ message: { content: string } }> };
    expect(completion.choices[0].message.content).toBe('Grüße 😀 ok');
  });

  it('keeps fields it does not know: reasoning, audio, logprobs, the envelope', () => {
    const assembler = new StreamAssembler();
    assembler.push(event(chunk({ role: 'assistant', reasoning_content: 'Think' }, { logprobs: { content: [{ token: 'A', logprob: -0.1 }] } })));
    assembler.push(event(chunk({ reasoning_content: 'ing.', content: 'A', audio: { id: 'au_1', transcript: 'A' } }, { logprobs: { content: [{ token: 'B', logprob: -0.2 }] } })));
    assembler.push(event(chunk({ content: 'B', audio: { transcript: 'B' } })));
    assembler.push(event({ ...chunk({}), choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] }));
    assembler.push('data: [DONE]\n\n');
    const completion = assembler.toCompletion() as Record<string, any>;
    expect(completion.system_fingerprint).toBe('fp');
    expect(completion.provider_region).toBe('eu');
    expect(completion.choices[0].message).toMatchObject({ content: 'AB', reasoning_content: 'Thinking.', audio: { id: 'au_1', transcript: 'AB' } });
    expect(completion.choices[0].logprobs.content.map((t: { token: string }) => t.token)).toEqual(['A', 'B']);
  });
});
