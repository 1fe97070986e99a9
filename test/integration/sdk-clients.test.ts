// The clients people point at Rote, unmodified but for the base URL and the Cache-Auth header: the
// AI SDK (its default provider calls the Responses API, plain and streamed; `openai.chat` calls
// chat completions), the OpenAI Agents SDK (Responses by default, plain and streamed) and LangChain
// (chat, and its Responses mode). Each asks twice: the second answer must come from the cache, and
// read the same.
import { createOpenAI } from '@ai-sdk/openai';
import { ChatOpenAI } from '@langchain/openai';
import { Agent, OpenAIProvider, Runner, setTracingDisabled } from '@openai/agents';
import { generateText, streamText } from 'ai';
import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { completion, type UpstreamCall } from '../helpers/fake-upstream.js';
import { useStack } from '../helpers/stack.js';
import { replayResponseEvents } from '../../server/proxy/responses-events.js';

/** A Responses API body as OpenAI sends it, with every field the SDKs read. */
function responseBody(text: string, model: string, index: number) {
  return {
    id: `resp_${index}`,
    object: 'response',
    created_at: 1_700_000_000 + index,
    status: 'completed',
    model,
    output: [{ type: 'message', id: `msg_${index}`, status: 'completed', role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] }],
    output_text: text,
    usage: { input_tokens: 9, output_tokens: 3, total_tokens: 12, input_tokens_details: { cached_tokens: 0 }, output_tokens_details: { reasoning_tokens: 0 } },
    incomplete_details: null,
    error: null,
    instructions: null,
    parallel_tool_calls: true,
    tool_choice: 'auto',
    tools: [],
    text: { format: { type: 'text' } },
  };
}

/** What the fake model says: the last user text, echoed. */
function lastUserText(body: Record<string, unknown>): string {
  const input = body.input ?? body.messages;
  if (typeof input === 'string') return input;
  const items = (input as Array<{ role?: string; content?: unknown }>).filter((item) => item.role === 'user');
  const content = items.at(-1)?.content;
  if (typeof content === 'string') return content;
  return (content as Array<{ text?: string }>).map((part) => part.text ?? '').join('');
}

function respond(call: UpstreamCall, index: number) {
  const said = `You said: ${lastUserText(call.body)}`;
  if (call.url.startsWith('/v1/responses') && call.body.stream === true) {
    // The events OpenAI streams for that body (the SDKs' own parsers check the format).
    return { text: replayResponseEvents(responseBody(said, call.body.model as string, index)), headers: { 'content-type': 'text/event-stream' } };
  }
  if (call.url.startsWith('/v1/responses')) return { body: responseBody(said, call.body.model as string, index) };
  return { body: completion(said, {}, index) };
}

describe('SDK clients through Rote', () => {
  const stack = useStack({ respond, env: { INDUCTION_INTERVAL_MS: '3600000' } });
  setTracingDisabled(true); // the Agents SDK would export traces to OpenAI

  /** Runs `ask` twice on a fresh account: the upstream is called once, both answers agree. */
  const twice = async (ask: (baseURL: string, key: string) => Promise<string>, path: string) => {
    const { key } = await stack.rote.createAccount();
    const before = stack.upstream.count;
    const first = await ask(`${stack.rote.url}/v1`, key);
    const second = await ask(`${stack.rote.url}/v1`, key);
    expect(stack.upstream.count - before).toBe(1);
    expect(stack.upstream.calls.at(-1)!.url.startsWith(path)).toBe(true);
    expect(second).toBe(first);
    return first;
  };

  it('the AI SDK: the default provider (Responses, generateText and streamText) and openai.chat (chat completions)', async () => {
    const provider = (baseURL: string, key: string) => createOpenAI({ baseURL, apiKey: 'sk-upstream', headers: { 'Cache-Auth': `Bearer ${key}` } });
    const viaResponses = await twice(async (baseURL, key) => (await generateText({ model: provider(baseURL, key)('gpt-test'), prompt: 'ping the AI SDK' })).text, '/v1/responses');
    expect(viaResponses).toBe('You said: ping the AI SDK');
    const viaChat = await twice(async (baseURL, key) => (await generateText({ model: provider(baseURL, key).chat('gpt-test'), prompt: 'ping the AI SDK chat' })).text, '/v1/chat/completions');
    expect(viaChat).toBe('You said: ping the AI SDK chat');
    // streamText: a streamed Responses miss is stored, the next one replayed from the cache as events.
    const streamed = await twice(async (baseURL, key) => {
      let text = '';
      for await (const delta of streamText({ model: provider(baseURL, key)('gpt-test'), prompt: 'stream to the AI SDK' }).textStream) text += delta;
      return text;
    }, '/v1/responses');
    expect(streamed).toBe('You said: stream to the AI SDK');
  });

  it('the OpenAI Agents SDK with its default model provider (Responses), plain and streamed', async () => {
    const answer = await twice(async (baseURL, key) => {
      // The client a user would pass: theirs, with Rote's base URL and key.
      const client = new OpenAI({ baseURL, apiKey: 'sk-upstream', defaultHeaders: { 'Cache-Auth': `Bearer ${key}` } });
      const runner = new Runner({ modelProvider: new OpenAIProvider({ openAIClient: client as never }) });
      const agent = new Agent({ name: 'echo', instructions: 'Repeat what you are told.', model: 'gpt-test' });
      return String((await runner.run(agent, 'ping the agent')).finalOutput);
    }, '/v1/responses');
    expect(answer).toBe('You said: ping the agent');
    const streamed = await twice(async (baseURL, key) => {
      const client = new OpenAI({ baseURL, apiKey: 'sk-upstream', defaultHeaders: { 'Cache-Auth': `Bearer ${key}` } });
      const runner = new Runner({ modelProvider: new OpenAIProvider({ openAIClient: client as never }) });
      const agent = new Agent({ name: 'echo', instructions: 'Repeat what you are told.', model: 'gpt-test' });
      const result = await runner.run(agent, 'stream to the agent', { stream: true });
      for await (const _event of result) void _event; // drain the events
      await result.completed;
      return String(result.finalOutput);
    }, '/v1/responses');
    expect(streamed).toBe('You said: stream to the agent');
  });

  it('LangChain: ChatOpenAI on chat completions and in Responses mode', async () => {
    const chat = (baseURL: string, key: string, useResponsesApi: boolean) =>
      new ChatOpenAI({ model: 'gpt-test', apiKey: 'sk-upstream', useResponsesApi, maxRetries: 0, configuration: { baseURL, defaultHeaders: { 'Cache-Auth': `Bearer ${key}` } } });
    const viaChat = await twice(async (baseURL, key) => String((await chat(baseURL, key, false).invoke('ping LangChain')).content), '/v1/chat/completions');
    expect(viaChat).toBe('You said: ping LangChain');
    const viaResponses = await twice(async (baseURL, key) => (await chat(baseURL, key, true).invoke('ping LangChain responses')).text, '/v1/responses');
    expect(viaResponses).toBe('You said: ping LangChain responses');
  });
});
