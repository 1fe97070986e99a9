// Cache-Bindings on the Responses API (POST /v1/responses), through the official client: the same
// templates as chat completions, rendered over the body's output items (message text and function
// call arguments) and its echoed instructions, plain and streamed.
import { describe, expect, it } from 'vitest';
import { replayResponseEvents } from '../../server/proxy/responses-events.js';
import type { UpstreamCall } from '../helpers/fake-upstream.js';
import { useStack } from '../helpers/stack.js';

/** The person a request names: "... Alice ..." anywhere in its input text. */
function nameIn(call: UpstreamCall): string {
  const input = call.body.input as string | Array<{ content?: string }>;
  const text = typeof input === 'string' ? input : input.map((item) => item.content ?? '').join(' ');
  return /\b([A-Z][a-z]+)\b(?=[^A-Z]*$)/.exec(text)?.[1] ?? 'nobody';
}

let responses = 0;
function respond(call: UpstreamCall) {
  const name = nameIn(call);
  const id = `resp_${++responses}`;
  const lookup = String(JSON.stringify(call.body.input)).includes('order');
  const output = lookup
    ? [{ type: 'function_call', id: `fc_${responses}`, call_id: `call_${responses}`, name: 'find_order', arguments: JSON.stringify({ customer: name }), status: 'completed' }]
    : [{ type: 'message', id: `msg_${responses}`, role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: `Hello ${name}!`, annotations: [] }] }];
  const body = { id, object: 'response', status: 'completed', model: call.body.model, instructions: call.body.instructions ?? null, output, usage: { input_tokens: 9, output_tokens: 3, total_tokens: 12 } };
  return call.body.stream === true ? { text: replayResponseEvents(body), headers: { 'content-type': 'text/event-stream' } } : { body };
}

describe('Responses API templates from Cache-Bindings', () => {
  const stack = useStack({ respond, env: { INDUCTION_INTERVAL_MS: '3600000' } });

  it('turns a bound value into a template: other values hit, rendered, with id "cached"', async () => {
    const openai = stack.rote.client((await stack.rote.createAccount()).key);
    const ask = (name: string, headers: Record<string, string> = {}) =>
      openai.responses.create({ model: 'gpt-test', instructions: `You greet ${name} warmly.`, input: `Say hello to ${name}` }, { headers }).withResponse();
    const first = await ask('Alice', { 'cache-bindings': JSON.stringify({ name: 'Alice' }) });
    expect(first.response.headers.get('cache-status')).toBe('Rote; fwd=miss; stored');
    expect(first.data.output_text).toBe('Hello Alice!');
    const calls = stack.upstream.count;

    const bob = await ask('Bob');
    expect(bob.response.headers.get('cache-status')).toBe('Rote; hit; detail=template');
    expect(bob.data.output_text).toBe('Hello Bob!');
    expect(bob.data.id).toBe('cached'); // the upstream holds no response about Bob to continue
    expect(bob.data.instructions).toBe('You greet Bob warmly.');
    expect(bob.data.usage?.total_tokens).toBe(12);

    // As for chat completions, the bound request itself is stored as the template.
    const again = await ask('Alice');
    expect(again.response.headers.get('cache-status')).toBe('Rote; hit; detail=template');
    expect(again.data.output_text).toBe('Hello Alice!');
    expect(stack.upstream.count).toBe(calls);

    // Without bindings, an entry is literal and its hits keep the upstream's id (previous_response_id works).
    const plain = () => openai.responses.create({ model: 'gpt-test', input: 'Say goodbye to Jane' }).withResponse();
    const recorded = await plain();
    const repeated = await plain();
    expect(repeated.response.headers.get('cache-status')).toBe('Rote; hit');
    expect(repeated.data.id).toBe(recorded.data.id);

    // Streamed, through the client's event parser.
    const stream = await openai.responses.create({ model: 'gpt-test', instructions: 'You greet Carol warmly.', input: 'Say hello to Carol', stream: true });
    let text = '';
    for await (const event of stream) if (event.type === 'response.output_text.delta') text += event.delta;
    expect(text).toBe('Hello Carol!');
    expect(stack.upstream.count).toBe(calls + 1); // only Jane's first request went upstream
  });

  it('templates function-call arguments, input items, and a streamed miss recorded with bindings', async () => {
    const { key } = await stack.rote.createAccount();
    const openai = stack.rote.client(key);
    const look = (name: string, headers: Record<string, string> = {}, stream = false) =>
      stack.rote.post('/v1/responses', { model: 'gpt-test', input: [{ role: 'user', content: `Find the order of ${name}` }], tools: [{ type: 'function', name: 'find_order', parameters: { type: 'object' } }], stream }, { authorization: 'Bearer sk', 'cache-auth': `Bearer ${key}`, ...headers });
    const miss = await look('Dana', { 'cache-bindings': JSON.stringify({ customer: 'Dana' }) }, true);
    expect(miss.headers.get('cache-status')).toBe('Rote; fwd=miss');
    await miss.text();
    const calls = stack.upstream.count;
    const hit = await look('Erin');
    expect(hit.headers.get('cache-status')).toBe('Rote; hit; detail=template');
    const body = (await hit.json()) as { output: Array<{ type: string; arguments: string }> };
    expect(body.output[0].type).toBe('function_call');
    expect(JSON.parse(body.output[0].arguments)).toEqual({ customer: 'Erin' });
    expect(stack.upstream.count).toBe(calls);
    // The official client reads it as a function call.
    const viaClient = await openai.responses.create({ model: 'gpt-test', input: [{ role: 'user', content: 'Find the order of Frank' }], tools: [{ type: 'function', name: 'find_order', parameters: { type: 'object' }, strict: null }] });
    expect(viaClient.output[0]).toMatchObject({ type: 'function_call', name: 'find_order', arguments: JSON.stringify({ customer: 'Frank' }) });
  });

  it('refuses bindings that leave no literal words, and a value in no message changes nothing', async () => {
    const { key } = await stack.rote.createAccount();
    const post = (input: string, bindings: Record<string, string>) =>
      stack.rote.post('/v1/responses', { model: 'gpt-test', input }, { authorization: 'Bearer sk', 'cache-auth': `Bearer ${key}`, 'cache-bindings': JSON.stringify(bindings) });
    const refused = await post('Gina', { name: 'Gina' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('invalid_cache_bindings');
    const unused = await post('Say hello to Hugo', { city: 'Paris' });
    expect(unused.headers.get('cache-status')).toBe('Rote; fwd=miss; stored');
    const other = await stack.rote.post('/v1/responses', { model: 'gpt-test', input: 'Say hello to Ivan' }, { authorization: 'Bearer sk', 'cache-auth': `Bearer ${key}` });
    expect(other.headers.get('cache-status')).toBe('Rote; fwd=miss; stored'); // no template was made
  });
});

describe('Responses API templates found by induction', () => {
  const names = ['Ada', 'Bo', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kit', 'Lu', 'Max', 'Ned', 'Oz', 'Pia', 'Quin', 'Rex', 'Sol', 'Tam', 'Uma', 'Val'];
  let wrongAudit = false;
  const stack = useStack({
    respond: (call) => {
      const reply = respond(call);
      // Once told to, the upstream answers differently: the next audit must catch the template.
      if (wrongAudit && reply.body) reply.body.output = [{ type: 'message', id: 'msg_x', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: 'Goodbye.', annotations: [] }] }];
      return reply;
    },
    // Every hit audited, so the test sees the audit that catches a wrong answer.
    env: { INDUCTION_INTERVAL_MS: '3600000', TEMPLATE_AUDIT_RATE: '1' },
  });

  it('induces from plain requests, proves the template on new values, serves it, audits it against /v1/responses, and demotes it on a wrong audit', async () => {
    const { key } = await stack.rote.createAccount();
    const openai = stack.rote.client(key);
    const ask = (name: string) => openai.responses.create({ model: 'gpt-test', input: `Say hello to ${name}` }).withResponse();
    const statuses: string[] = [];
    for (const name of names) {
      const { data, response } = await ask(name);
      expect(data.output_text).toBe(`Hello ${name}!`); // never wrong, whatever the state
      statuses.push(response.headers.get('cache-status') ?? '');
      await stack.rote.running.services.induction.runOnce();
    }
    const firstHit = statuses.findIndex((status) => status === 'Rote; hit; detail=template');
    expect(firstHit, statuses.join('\n')).toBeGreaterThan(0);
    // Almost every later request hits: a value unlike those proved (a longer name) is predicted first.
    expect(statuses.slice(firstHit).filter((status) => status === 'Rote; hit; detail=template').length, statuses.join('\n')).toBeGreaterThanOrEqual(names.length - firstHit - 2);

    // Hits are audited: the same request, sent to /v1/responses upstream.
    const audited = stack.upstream.calls.filter((call) => call.url === '/v1/responses' && call.body.input === `Say hello to ${names[firstHit]}`);
    expect(audited.length).toBe(1);

    // only-if-cached forbids calling the upstream: no audit, though every hit is audited here.
    await new Promise((resolve) => setTimeout(resolve, 100)); // the last hit's audit lands first
    const before = stack.upstream.count;
    const fixture = await openai.responses.create({ model: 'gpt-test', input: 'Say hello to Yan' }, { headers: { 'cache-control': 'only-if-cached' } }).withResponse();
    expect(fixture.response.headers.get('cache-status')).toBe('Rote; hit; detail=template');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stack.upstream.count).toBe(before);

    // A serving template the upstream contradicts is demoted at once; the next request goes upstream.
    wrongAudit = true;
    await ask('Wes');
    const stats = stack.rote.running.services.verifier.stats;
    for (let i = 0; i < 100 && stats.demoted === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stats.demoted).toBe(1);
    wrongAudit = false;
    const after = await ask('Xia');
    expect(after.response.headers.get('cache-status')).not.toContain('hit');
    expect(after.data.output_text).toBe('Hello Xia!');
    // The answer the audit got for Wes is stored as that request's own: asked again, a plain hit.
    wrongAudit = true;
    const wes = await ask('Wes');
    wrongAudit = false;
    expect(wes.response.headers.get('cache-status')).toBe('Rote; hit');
    expect(wes.data.output_text).toBe('Goodbye.');
  });
});
