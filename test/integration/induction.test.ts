// Automatic template induction: hits on dynamic prompts after a few examples, never a wrong answer.
import { beforeAll, describe, expect, it } from 'vitest';
import type OpenAI from 'openai';
import { completion } from '../helpers/fake-upstream.js';
import { startRote } from '../helpers/rote.js';
import { useStack } from '../helpers/stack.js';

type Msg = OpenAI.Chat.Completions.ChatCompletionMessageParam;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const CAPITALS: Record<string, string> = { France: 'Paris', Germany: 'Berlin', Spain: 'Madrid', Italy: 'Rome', Japan: 'Tokyo' };

/** Deterministic: each answer is a pure function of the last message. */
function answerFor(text: string): { content: string | null; tool_calls?: unknown[] } {
  let m: RegExpMatchArray | null;
  if ((m = text.match(/^Remind (\w+) about the (\w+) at (\d\d:\d\d)$/))) return { content: `OK, I will remind ${m[1]} about the ${m[2]} at ${m[3]}.` };
  if ((m = text.match(/^Look up user (\S+)$/)))
    return { content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'get_user', arguments: JSON.stringify({ user_id: m[1] }) } }] };
  if ((m = text.match(/^\[(\S+)\] List my flights$/))) return { content: 'You have two flights.' };
  if ((m = text.match(/^What is the capital of (\w+)\?$/))) return { content: CAPITALS[m[1]] ?? 'Unknown' };
  if ((m = text.match(/^What is (\d+) plus (\d+)\?$/))) return { content: String(Number(m[1]) + Number(m[2])) };
  if ((m = text.match(/^Uppercase (\w+)$/))) return { content: m[1].toUpperCase() };
  if ((m = text.match(/^What weekday is (\d{4}-\d\d-\d\d)\?$/))) return { content: WEEKDAYS[new Date(`${m[1]}T12:00:00Z`).getUTCDay()] };
  if ((m = text.match(/^Is (\w+) a fruit\?$/))) return { content: ['apple', 'pear', 'plum', 'fig'].includes(m[1]) ? `Yes, ${m[1]} is a fruit.` : `No, ${m[1]} is not a fruit.` };
  if ((m = text.match(/^Is (\d+) prime\?$/))) {
    const n = Number(m[1]);
    const prime = n > 1 && Array.from({ length: n - 2 }, (_, i) => i + 2).every((d) => n % d !== 0);
    return { content: prime ? `${n} is prime.` : `${n} is not prime.` };
  }
  return { content: `Echo: ${text}` };
}

describe('template induction', () => {
  const stack = useStack({ respond: (call, index) => {
      const body = completion(null, {}, index);
      const message: { role: string; content: string | null; tool_calls?: unknown[] } = { role: 'assistant', ...answerFor(call.body.messages.at(-1).content) };
      body.choices[0].message = message as never;
      body.choices[0].finish_reason = message.tool_calls ? 'tool_calls' : 'stop';
      return { body };
    }, env: { INDUCTION_INTERVAL_MS: '3600000' } });
  let key: string;

  beforeAll(async () => {
    ({ key } = await stack.rote.createAccount());
  });

  const ask = async (text: string, headers: Record<string, string> = {}) => {
    const before = stack.upstream.count;
    const { data, response } = await stack.rote.client(key, { headers }).chat.completions.create({ model: 'm', messages: [{ role: 'user', content: text } as Msg] }).withResponse();
    return { data, upstreamCalled: stack.upstream.count > before, status: response.headers.get('cache-status') };
  };
  const induce = () => stack.rote.running.services.induction.runOnce();
  /** Sends the examples (each a miss), runs induction, then the probes: true where a probe hit. */
  async function family(examples: string[], probes: string[], headers: Record<string, string> = {}) {
    for (const text of examples) await ask(text, headers);
    induce();
    const results = [];
    for (const text of probes) {
      const result = await ask(text);
      const expected = answerFor(text);
      const got = result.data.choices[0].message;
      results.push({ hit: !result.upstreamCalled, right: got.content === expected.content && JSON.stringify(got.tool_calls ?? null) === JSON.stringify(expected.tool_calls ?? null) });
    }
    return results;
  }

  it('induces a template where the answer copies values, and serves new values right', async () => {
    const results = await family(
      ['Remind Alice about the meeting at 10:30', 'Remind Bob about the dentist at 14:15'],
      ['Remind Carol about the standup at 09:00', 'Remind Dave about the review at 16:45'],
    );
    expect(results).toEqual([{ hit: true, right: true }, { hit: true, right: true }]);
    expect(stack.rote.logs.join('\n')).toContain('template induced');
    expect(stack.rote.running.services.induction.stats.induced).toBeGreaterThanOrEqual(1);
  });

  it('copies values into tool-call arguments', async () => {
    const results = await family(['Look up user mia_li_3668', 'Look up user omar_d_1234'], ['Look up user zoe_k_9012']);
    expect(results).toEqual([{ hit: true, right: true }]);
  });

  it('treats a volatile value (a timestamp) as noise when the answer ignores it', async () => {
    const results = await family(
      ['[2024-05-15T10:00:00Z] List my flights', '[2024-05-16T11:30:00Z] List my flights'],
      ['[2024-06-01T08:00:00Z] List my flights'],
    );
    expect(results).toEqual([{ hit: true, right: true }]);
  });

  it.each([
    ['lookups', ['What is the capital of France?', 'What is the capital of Germany?', 'What is the capital of Spain?'], ['What is the capital of Italy?']],
    ['arithmetic', ['What is 2 plus 3?', 'What is 4 plus 4?', 'What is 10 plus 5?'], ['What is 7 plus 1?']],
    ['transformations', ['Uppercase hello', 'Uppercase world', 'Uppercase table'], ['Uppercase chair']],
    ['dates that happen to share a weekday', ['What weekday is 2024-05-15?', 'What weekday is 2024-05-22?', 'What weekday is 2024-05-29?'], ['What weekday is 2024-05-16?']],
    ['classification that copies the value', ['Is 7 prime?', 'Is 11 prime?', 'Is 9 prime?'], ['Is 8 prime?', 'Is 13 prime?']],
    ['primes that all agree so far', ['Is 3 prime?', 'Is 5 prime?', 'Is 17 prime?'], ['Is 21 prime?', 'Is 23 prime?']],
    ['a yes/no judgement about a word', ['Is apple a fruit?', 'Is pear a fruit?', 'Is plum a fruit?'], ['Is chair a fruit?', 'Is fig a fruit?']],
  ])('never serves a wrong answer for %s', async (_family, examples, probes) => {
    const results = await family(examples, probes);
    for (const result of results) expect(result.right).toBe(true);
  });

  it('turns induction off only for Cache-Disable-Induction: true exactly', async () => {
    const off = await family(['Remind Erin about the call at 11:00', 'Remind Finn about the lunch at 12:30'], [], { 'Cache-Disable-Induction': 'true' });
    expect(off).toEqual([]);
    // Other templates exist, so check the specific shape: "the call"/"the lunch" share the
    // induced "Remind {{v1}} about the {{v2}} at {{v3}}" template from the first test, so use a new shape.
    const before = stack.rote.running.services.induction.stats.examined;
    await ask('Echo alpha 1', { 'Cache-Disable-Induction': 'true' });
    await ask('Echo beta 2', { 'Cache-Disable-Induction': 'true' });
    induce();
    expect(stack.rote.running.services.induction.stats.examined).toBe(before);
    expect((await ask('Echo gamma 3')).upstreamCalled).toBe(true);
    await ask('Echo delta 4', { 'Cache-Disable-Induction': 'TRUE' });
    induce();
    expect(stack.rote.running.services.induction.stats.examined).toBe(before + 2);
  });

  it('resumes queued induction work after a restart', async () => {
    await ask('Echo restart one');
    await ask('Echo restart two');
    await stack.rote.close(); // the queue was never run: the jobs stay pending in the database
    stack.rote = await startRote(stack.db.url, stack.upstream.baseUrl, { INDUCTION_INTERVAL_MS: '3600000' });
    expect(stack.rote.running.services.cache.pendingInduction, 'jobs reloaded after the restart').toBeGreaterThanOrEqual(2);
    induce();
    const { stats } = stack.rote.running.services.induction;
    expect(stats.induced, `induction after the restart: ${JSON.stringify(stats)}; ${stack.rote.logs.filter((l) => l.includes('template')).join(' | ')}`).toBe(1);
    const probe = await ask('Echo restart three');
    expect(probe.upstreamCalled, 'the probe is answered by the induced template').toBe(false);
    expect(probe.data.choices[0].message.content).toBe('Echo: Echo restart three');
  });

  it('never lets an induced template override a manual one', async () => {
    // Manual: "Greet {{name}} warmly" always answered from the manual entry.
    await ask('Greet Ann warmly', { 'Cache-Bindings': JSON.stringify({ name: 'Ann' }) });
    await ask('Greet Bea kindly');
    await ask('Greet Cid kindly');
    induce();
    const manual = await ask('Greet Dot warmly');
    expect(manual.upstreamCalled).toBe(false);
    expect(manual.data.choices[0].message.content).toBe('Echo: Greet Dot warmly');
  });
});
