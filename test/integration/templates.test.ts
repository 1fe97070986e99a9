// Manual templates (Cache-Bindings), spec section 4 rules 1-5 and the edge cases, end to end.
import { beforeAll, describe, expect, it } from 'vitest';
import type OpenAI from 'openai';
import { completion } from '../helpers/fake-upstream.js';
import { startRote } from '../helpers/rote.js';
import { useStack } from '../helpers/stack.js';

type Msg = OpenAI.Chat.Completions.ChatCompletionMessageParam;

/** A deterministic upstream: every answer is a pure function of the request. */
function answer(messages: Msg[]): Record<string, unknown> {
  const last = messages[messages.length - 1];
  const text = typeof last.content === 'string' ? last.content : JSON.stringify(last.content);
  let m: RegExpMatchArray | null;
  if ((m = text.match(/^Say hello to (.+)$/s))) return { role: 'assistant', content: `Hello ${m[1]}` };
  if ((m = text.match(/^Greet (.+) and (.+)$/s))) return { role: 'assistant', content: `Hi ${m[1]}, hi ${m[2]}` };
  if ((m = text.match(/^Look up (.+)$/s)))
    return { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'lookup', arguments: JSON.stringify({ name: m[1] }) } }] };
  if ((m = text.match(/^As JSON: (.+)$/s))) return { role: 'assistant', content: JSON.stringify({ greeting: `Hello ${m[1]}` }) };
  if (last.role === 'tool') return { role: 'assistant', content: `The tool said ${text}` };
  if ((m = text.match(/^What is my name\?$/))) {
    const system = messages.find((x) => x.role === 'system');
    return { role: 'assistant', content: `You are ${String(system?.content).replace('The user is ', '')}` };
  }
  return { role: 'assistant', content: `Echo: ${text}` };
}

describe('manual templates (Cache-Bindings)', () => {
  const stack = useStack({ respond: (call, index) => {
      const body = completion(null, {}, index);
      const message = answer(call.body.messages);
      body.choices[0].message = message as never;
      body.choices[0].finish_reason = message.tool_calls ? 'tool_calls' : 'stop';
      return { body };
    } });
  let key: string;

  beforeAll(async () => {
    ({ key } = await stack.rote.createAccount());
  });

  const send = async (messages: Msg[], headers: Record<string, string> = {}) => {
    const before = stack.upstream.count;
    const { data, response } = await stack.rote.client(key, { headers }).chat.completions.create({ model: 'm', messages }).withResponse();
    return { data, upstreamCalled: stack.upstream.count > before, status: response.headers.get('cache-status'), request: response.headers.get('rote-request') };
  };
  const user = (content: string): Msg => ({ role: 'user', content });
  const bind = (bindings: Record<string, string>) => ({ 'Cache-Bindings': JSON.stringify(bindings) });

  it('serves "Say hello to Bob" from a template made with {"name":"Alice"} (the spec example)', async () => {
    const first = await send([user('Say hello to Alice')], bind({ name: 'Alice' }));
    expect(first.upstreamCalled).toBe(true);
    expect(first.data.choices[0].message.content).toBe('Hello Alice');
    const bob = await send([user('Say hello to Bob')]);
    expect(bob.upstreamCalled).toBe(false);
    expect(bob.data.id).toBe('cached');
    expect(bob.data.choices[0].message.content).toBe('Hello Bob');
    expect(bob.status).toBe('Rote; hit; detail=template');
    const alice = await send([user('Say hello to Alice')]);
    expect(alice.data.choices[0].message.content).toBe('Hello Alice');
    expect(alice.upstreamCalled).toBe(false);
  });

  it('logs a template hit with the bindings it derived', async () => {
    const hit = await send([user('Say hello to Carol')]);
    await stack.rote.running.services.requestLog.flush();
    const { RequestLog } = await import('../../server/db/models/index.js');
    const row = await RequestLog.findByPk(hit.request!);
    expect(row!.cacheStatus).toBe('template_hit');
    expect(JSON.parse(row!.bindings!)).toEqual({ name: 'Carol' });
  });

  it('keeps working with Cache-Disable-Induction: true', async () => {
    await send([user('Greet Ann and Bo')], { ...bind({ a: 'Ann', b: 'Bo' }), 'Cache-Disable-Induction': 'true' });
    const hit = await send([user('Greet Zed and Yu')]);
    expect(hit.upstreamCalled).toBe(false);
    expect(hit.data.choices[0].message.content).toBe('Hi Zed, hi Yu');
  });

  it('renders bindings into tool-call arguments, escaping values inside JSON', async () => {
    await send([user('Look up Alice')], bind({ who: 'Alice' }));
    const hit = await send([user('Look up O"Brien \\ the 2nd')]);
    expect(hit.upstreamCalled).toBe(false);
    const args = hit.data.choices[0].message.tool_calls![0];
    expect(args.type === 'function' && JSON.parse(args.function.arguments)).toEqual({ name: 'O"Brien \\ the 2nd' });
  });

  it('renders into JSON content and keeps it valid JSON', async () => {
    await send([user('As JSON: Alice')], bind({ name: 'Alice' }));
    const hit = await send([user('As JSON: Bob "the builder"\nline two')]);
    expect(hit.upstreamCalled).toBe(false);
    expect(JSON.parse(hit.data.choices[0].message.content!)).toEqual({ greeting: 'Hello Bob "the builder"\nline two' });
  });

  it('binds across turns: a variable in the system message must keep its value later', async () => {
    const convo = (name: string, again: string): Msg[] => [
      { role: 'system', content: `The user is ${name}` },
      user(`Say hello to ${again}`),
    ];
    await send(convo('Dana', 'Dana'), bind({ name: 'Dana' }));
    const same = await send(convo('Eve', 'Eve'));
    expect(same.upstreamCalled).toBe(false);
    expect(same.data.choices[0].message.content).toBe('Hello Eve');
    const mixed = await send(convo('Eve', 'Frank'));
    expect(mixed.upstreamCalled).toBe(true);
    expect(mixed.data.choices[0].message.content).toBe('Hello Frank');
  });

  it('continues a templated conversation through the rendered answer', async () => {
    const first = await send([user('Say hello to Gus')]); // a template hit from the first test
    const followUp: Msg[] = [user('Say hello to Gus'), first.data.choices[0].message as Msg, user('Thanks')];
    await send(followUp, bind({ name: 'Gus' }));
    const other: Msg[] = [user('Say hello to Hal'), { role: 'assistant', content: 'Hello Hal' }, user('Thanks')];
    const hit = await send(other);
    expect(hit.upstreamCalled).toBe(false);
    expect(hit.data.choices[0].message.content).toBe('Echo: Thanks');
  });

  it('templates system and tool messages too', async () => {
    const withTool = (name: string): Msg[] => [
      { role: 'system', content: `Serve ${name} well.` },
      user('Run the tool'),
      { role: 'assistant', content: null, tool_calls: [{ id: 'call_9', type: 'function', function: { name: 'who', arguments: '{}' } }] },
      { role: 'tool', tool_call_id: 'call_9', content: `{"user":"${name}"}` },
    ];
    await send(withTool('Ivy'), bind({ name: 'Ivy' }));
    const hit = await send(withTool('Jon'));
    expect(hit.upstreamCalled).toBe(false);
    expect(hit.data.choices[0].message.content).toBe('The tool said {"user":"Jon"}');
  });

  it('ignores a bound value that occurs nowhere: the entry is literal', async () => {
    await send([user('Say hi to nobody in particular')], bind({ name: 'Zoltan' }));
    const again = await send([user('Say hi to nobody in particular')]);
    expect(again.upstreamCalled).toBe(false);
    expect(again.status).toBe('Rote; hit');
  });

  it('prefers the longer of overlapping values (Ann, Anna), and replaces inside words as the spec says', async () => {
    await send([user('Greet Anna and Ann')], bind({ a: 'Ann', b: 'Anna' }));
    const hit = await send([user('Greet Bea and Bo')]);
    expect(hit.upstreamCalled).toBe(false);
    expect(hit.data.choices[0].message.content).toBe('Hi Bea, hi Bo');
    await send([user('Say hello to Annual Ann')], bind({ n: 'Ann' }));
    const inside = await send([user('Say hello to Bobual Bob')]);
    expect(inside.upstreamCalled).toBe(false);
    expect(inside.data.choices[0].message.content).toBe('Hello Bobual Bob');
    const inconsistent = await send([user('Say hello to Bobual Tim')]);
    expect(inconsistent.data.choices[0].message.content).toBe('Hello Bobual Tim');
  });

  it('never matches two placeholders side by side (they would parse two ways)', async () => {
    await send([user('Pair: KimLee')], bind({ first: 'Kim', last: 'Lee' }));
    const ambiguous = await send([user('Pair: MaxPayne')]);
    expect(ambiguous.upstreamCalled).toBe(true);
    expect(ambiguous.data.choices[0].message.content).toBe('Echo: Pair: MaxPayne');
  });

  it('handles regex metacharacters and newlines in values', async () => {
    await send([user('Say hello to a.b*c(d)[e]$^+?{2}|\\')], bind({ name: 'a.b*c(d)[e]$^+?{2}|\\' }));
    const hit = await send([user('Say hello to line one\nline two')]);
    expect(hit.upstreamCalled).toBe(false);
    expect(hit.data.choices[0].message.content).toBe('Hello line one\nline two');
  });

  it('treats a literal {{ in user content as text, not a placeholder', async () => {
    await send([user('Quote {{name}} literally')]);
    const again = await send([user('Quote {{name}} literally')]);
    expect(again.status).toBe('Rote; hit');
    expect(again.data.choices[0].message.content).toBe('Echo: Quote {{name}} literally');
    await send([user('Quote {{name}} for Lou')], bind({ who: 'Lou' }));
    const fromTemplate = await send([user('Quote {{name}} for {{who}}')]);
    expect(fromTemplate.upstreamCalled).toBe(false);
    expect(fromTemplate.data.choices[0].message.content).toBe('Echo: Quote {{name}} for {{who}}');
  });

  it('serves a request that fits two templates only when they agree', async () => {
    // Two templates for "Echo me: X and Y": one over X, one over Y; both fit "Echo me: P and Q".
    await send([user('Echo me: P1 and Q1')], bind({ x: 'P1' }));
    await send([user('Echo me: P2 and Q2')], bind({ y: 'Q2' }));
    const both = await send([user('Echo me: P2 and Q1')]);
    // Both render "Echo: Echo me: P2 and Q1": equally specific and in agreement, so a hit.
    expect(both.upstreamCalled).toBe(false);
    expect(both.data.choices[0].message.content).toBe('Echo: Echo me: P2 and Q1');
  });

  it('answers a miss when two equally specific templates would say different things', async () => {
    // A = "Check {{x}} and BB" answers "Answer 1"; B = "Check CC and {{y}}" answers "Answer 2".
    // Both have 41 literal characters, and both fit "Check CC and BB".
    let n = 0;
    stack.upstream.respond = (_call, index) => ({ body: completion(`Answer ${++n}`, {}, index) });
    try {
      await send([user('Check AA and BB')], bind({ x: 'AA' }));
      await send([user('Check CC and DD')], bind({ y: 'DD' }));
      expect((await send([user('Check ZZ and BB')])).data.choices[0].message.content).toBe('Answer 1');
      expect((await send([user('Check CC and ZZ')])).data.choices[0].message.content).toBe('Answer 2');
      const conflict = await send([user('Check CC and BB')]);
      expect(conflict.upstreamCalled).toBe(true);
      expect(conflict.data.choices[0].message.content).toBe('Answer 3');
    } finally {
      stack.upstream.respond = (call, index) => {
        const body = completion(null, {}, index);
        const message = answer(call.body.messages);
        body.choices[0].message = message as never;
        body.choices[0].finish_reason = message.tool_calls ? 'tool_calls' : 'stop';
        return { body };
      };
    }
  });

  it('keeps templates across a restart', async () => {
    const again = await startRote(stack.db.url, stack.upstream.baseUrl);
    await stack.rote.close();
    stack.rote = again;
    const hit = await send([user('Say hello to Restarted')]);
    expect(hit.upstreamCalled).toBe(false);
    expect(hit.data.choices[0].message.content).toBe('Hello Restarted');
  });
});
