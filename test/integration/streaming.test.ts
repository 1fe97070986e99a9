// stream: true, with the openai SDK's streaming API against a streaming fake upstream.
import { beforeAll, describe, expect, it } from 'vitest';
import OpenAI from 'openai';
import { completion, echoResponder, streamEvents } from '../helpers/fake-upstream.js';
import { useStack } from '../helpers/stack.js';

type Msg = OpenAI.Chat.Completions.ChatCompletionMessageParam;
const user = (content: string): Msg[] => [{ role: 'user', content }];

describe('streaming', () => {
  const stack = useStack({ env: { INDUCTION_INTERVAL_MS: '3600000' } });
  let client: OpenAI;
  let key: string;

  beforeAll(async () => {
    ({ key } = await stack.rote.createAccount());
    client = stack.rote.client(key);
  });

  /** Streams upstream answers for a stream request, JSON otherwise. */
  const streaming = (options: Parameters<typeof streamEvents>[0], extra: { eventDelayMs?: number; breakAfter?: number } = {}) => {
    stack.upstream.respond = (call, index) =>
      call.body.stream ? { events: streamEvents({ ...options, id: `chatcmpl-s${index}` }), ...extra } : echoResponder(call, index);
  };
  const collect = async (messages: Msg[], extra: Record<string, unknown> = {}) => {
    const stream = await client.chat.completions.create({ model: 'm', messages, stream: true, ...extra } as never);
    const chunks: OpenAI.Chat.Completions.ChatCompletionChunk[] = [];
    for await (const chunk of stream as unknown as AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>) chunks.push(chunk);
    return { chunks, content: chunks.map((c) => c.choices[0]?.delta?.content ?? '').join('') };
  };

  it('answers identical requests sent while a streamed miss is under way from it, streamed or plain, with one upstream call', async () => {
    // Whichever arrives first leads, streamed or plain: both say the same, slowly.
    stack.upstream.respond = (call, index) =>
      call.body.stream ? { events: streamEvents({ content: 'One stream for all of them.', id: `chatcmpl-s${index}` }), eventDelayMs: 5 } : { body: completion('One stream for all of them.', {}, index), delayMs: 40 };
    const count = stack.upstream.count;
    const messages = user('Stream this once for everyone');
    const [led, ...waited] = await Promise.all([
      collect(messages),
      ...Array.from({ length: 4 }, () => collect(messages)),
      ...Array.from({ length: 4 }, () => client.chat.completions.create({ model: 'm', messages }, { maxRetries: 0 }).then((reply) => ({ content: reply.choices[0].message.content }))),
    ]);
    expect(stack.upstream.count - count).toBe(1);
    expect([led, ...waited].map((answer) => answer.content)).toEqual(Array(9).fill('One stream for all of them.'));
  });

  it('relays a streamed miss chunk by chunk, then replays it from the cache as a stream', async () => {
    streaming({ content: 'Hello there, streaming world!' });
    const first = await collect(user('Stream a greeting'));
    expect(first.content).toBe('Hello there, streaming world!');
    expect(first.chunks.length).toBeGreaterThan(5); // relayed in pieces, not one blob
    const count = stack.upstream.count;
    const second = await collect(user('Stream a greeting'));
    expect(stack.upstream.count).toBe(count);
    expect(second.content).toBe('Hello there, streaming world!');
    expect(second.chunks.every((c) => c.id === 'cached')).toBe(true);
  });

  it('gives the same final message through finalChatCompletion() as a non-streamed hit', async () => {
    streaming({ content: 'Final answer text.' });
    await collect(user('Final please'));
    const streamed = await client.chat.completions.stream({ model: 'm', messages: user('Final please') }).finalChatCompletion();
    const plain = await client.chat.completions.create({ model: 'm', messages: user('Final please') });
    expect(plain.id).toBe('cached');
    expect(streamed.choices[0].message.content).toBe(plain.choices[0].message.content);
    expect(streamed.choices[0].finish_reason).toBe('stop');
  });

  it('merges tool-call deltas and replays them whole', async () => {
    const toolCalls = [
      { id: 'call_a', name: 'get_weather', arguments: '{"city":"Paris","unit":"celsius"}' },
      { id: 'call_b', name: 'get_time', arguments: '{"zone":"Europe/Paris"}' },
    ];
    streaming({ toolCalls });
    const live = await client.chat.completions.stream({ model: 'm', messages: user('Weather and time in Paris') }).finalChatCompletion();
    const count = stack.upstream.count;
    const cached = await client.chat.completions.stream({ model: 'm', messages: user('Weather and time in Paris') }).finalChatCompletion();
    const plain = await client.chat.completions.create({ model: 'm', messages: user('Weather and time in Paris') });
    expect(stack.upstream.count).toBe(count);
    for (const message of [live.choices[0].message, cached.choices[0].message, plain.choices[0].message]) {
      expect(message.tool_calls?.map((c) => c.type === 'function' && [c.id, c.function.name, c.function.arguments])).toEqual(
        toolCalls.map((c) => [c.id, c.name, c.arguments]),
      );
    }
    expect(plain.choices[0].finish_reason).toBe('tool_calls');
  });

  it('sends a usage chunk on a hit when stream_options.include_usage asks for it', async () => {
    streaming({ content: 'Counted.', usage: true });
    await collect(user('Count my tokens'), { stream_options: { include_usage: true } });
    const hit = await collect(user('Count my tokens'), { stream_options: { include_usage: true } });
    expect(hit.chunks.at(-1)?.usage).toEqual({ prompt_tokens: 9, completion_tokens: 4, total_tokens: 13 });
    const noUsage = await collect(user('Count my tokens'));
    expect(noUsage.chunks.some((c) => c.usage)).toBe(false);
  });

  it('serves a non-streamed entry to a streamed request, and the other way round', async () => {
    stack.upstream.respond = (_call, index) => ({ body: completion('Recorded without streaming', {}, index) });
    await client.chat.completions.create({ model: 'm', messages: user('Cross mode one') });
    const count = stack.upstream.count;
    expect((await collect(user('Cross mode one'))).content).toBe('Recorded without streaming');
    streaming({ content: 'Recorded from a stream' });
    await collect(user('Cross mode two'));
    const plain = await client.chat.completions.create({ model: 'm', messages: user('Cross mode two') });
    expect(plain.id).toBe('cached');
    expect(plain.choices[0].message.content).toBe('Recorded from a stream');
    expect(stack.upstream.count).toBe(count + 1);
  });

  it('replays a templated hit as a stream', async () => {
    stack.upstream.respond = (call, index) => ({ body: completion(`Hello ${String(call.body.messages[0].content).slice(13)}`, {}, index) });
    await stack.rote.client(key, { headers: { 'Cache-Bindings': '{"name":"Alice"}' } }).chat.completions.create({ model: 'm', messages: user('Say hello to Alice') });
    const streamed = await collect(user('Say hello to Bob'));
    expect(streamed.content).toBe('Hello Bob');
    expect(streamed.chunks[0].id).toBe('cached');
  });

  it('passes an upstream error before the stream starts through with its status', async () => {
    stack.upstream.respond = () => ({ status: 429, body: { error: { message: 'slow down', type: 'requests', code: 'rate_limit_exceeded', param: null } } });
    const error = await collect(user('Rate limited stream')).catch((e) => e);
    expect(error).toBeInstanceOf(OpenAI.APIError);
    expect(error.status).toBe(429);
  });

  it('ends the client stream with an error and records nothing when the upstream breaks mid-stream', async () => {
    streaming({ content: 'This answer will be cut off before the end' }, { breakAfter: 4 });
    const error = await collect(user('Broken stream')).catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    streaming({ content: 'Whole answer' });
    const count = stack.upstream.count;
    const retry = await collect(user('Broken stream'));
    expect(stack.upstream.count).toBe(count + 1); // nothing partial was cached
    expect(retry.content).toBe('Whole answer');
  });

  it('keeps reading when the client disconnects, and records the whole answer', async () => {
    streaming({ content: 'A long answer that arrives slowly, piece by piece.' }, { eventDelayMs: 15 });
    const controller = new AbortController();
    const stream = await client.chat.completions.create({ model: 'm', messages: user('Leave early'), stream: true }, { signal: controller.signal });
    for await (const _chunk of stream) {
      controller.abort();
      break;
    }
    // Wait for the upstream to finish and the answer to be recorded.
    for (let i = 0; i < 100; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const tree = stack.rote.running.services.cache.loadedTree((await stack.rote.running.services.apiKeys.authenticate(key))!.accountId);
      if (tree?.walk([JSON.stringify({ content: 'Leave early', role: 'user' })])?.[0].answers?.size) break;
    }
    const count = stack.upstream.count;
    const next = await collect(user('Leave early'));
    expect(stack.upstream.count).toBe(count);
    expect(next.content).toBe('A long answer that arrives slowly, piece by piece.');
  });
});
