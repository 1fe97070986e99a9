// npm run eval: template induction against the real server and a deterministic fake upstream
// (each answer a pure function of the request). Per family: three examples are sent (misses),
// induction runs, then seven new instances are sent. Prints hits and wrong answers per family and
// writes bench/eval-results.json. Targets: zero wrong answers anywhere; at least 80% hits on the
// copying and noise families; exact repeats always hit.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import OpenAI from 'openai';
import { loadConfig } from '../server/config.js';
import { createLogger } from '../server/logger.js';
import { startServer } from '../server/server.js';
import { startFakeUpstream } from '../test/helpers/fake-upstream.js';

type Msg = { role: string; content: string | null; tool_calls?: unknown[]; tool_call_id?: string };
type Answer = { content: string | null; tool_calls?: unknown[] };

interface Family {
  name: string;
  kind: 'copying' | 'noise' | 'no template';
  /** The i-th instance's messages. */
  request(i: number): Msg[];
  /** What the model answers: a pure function of the messages. */
  answer(messages: Msg[]): Answer;
}

const NAMES = ['Alice', 'Bob', 'Carol', 'Dave', 'Erin', 'Frank', 'Grace', 'Heidi', 'Ivan', 'Judy'];
const CITIES = ['Paris', 'Berlin', 'Madrid', 'Rome', 'Tokyo', 'Lima', 'Oslo', 'Cairo', 'Delhi', 'Quito'];
const COUNTRIES = ['France', 'Germany', 'Spain', 'Italy', 'Japan', 'Peru', 'Norway', 'Egypt', 'India', 'Ecuador'];
const WORDS = ['apple', 'river', 'stone', 'cloud', 'tiger', 'lemon', 'piano', 'chair', 'bread', 'glass'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const last = (messages: Msg[]) => messages[messages.length - 1].content ?? '';
const user = (content: string): Msg[] => [{ role: 'user', content }];
const pad = (n: number) => String(n).padStart(2, '0');

const FAMILIES: Family[] = [
  {
    name: 'greetings',
    kind: 'copying',
    request: (i) => user(`Say hello to ${NAMES[i]} from the team`),
    answer: (m) => ({ content: `Hello ${last(m).split(' ')[3]}! The team sends its regards.` }),
  },
  {
    name: 'reminders',
    kind: 'copying',
    request: (i) => user(`Remind ${NAMES[i]} to call the office at ${pad(8 + i)}:30`),
    answer: (m) => {
      const [, who, time] = /Remind (\w+) to call the office at (\S+)/.exec(last(m))!;
      return { content: `Reminder set: ${who} will call the office at ${time}.` };
    },
  },
  {
    name: 'extraction to JSON',
    kind: 'copying',
    request: (i) => user(`Extract the fields: customer ${NAMES[i]} ordered ${10 + i} units`),
    answer: (m) => {
      const [, who, n] = /customer (\w+) ordered (\d+) units/.exec(last(m))!;
      return { content: JSON.stringify({ customer: who, units: Number(n) }) };
    },
  },
  {
    name: 'multi-turn name comes back',
    kind: 'copying',
    request: (i) => [
      { role: 'user', content: `My name is ${NAMES[i]}.` },
      { role: 'assistant', content: `Nice to meet you, ${NAMES[i]}.` },
      { role: 'user', content: 'What is my name?' },
    ],
    answer: (m) => ({ content: `Your name is ${/My name is (\w+)/.exec(m[0].content ?? '')![1]}.` }),
  },
  {
    name: 'tool call copies the user',
    kind: 'copying',
    request: (i) => user(`Find the weather in ${CITIES[i]} please`),
    answer: (m) => ({
      content: null,
      tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'weather', arguments: JSON.stringify({ city: last(m).split(' ')[4] }) } }],
    }),
  },
  {
    name: 'answer copies a tool result',
    kind: 'copying',
    request: (i) => [
      { role: 'user', content: 'Where is my order?' },
      { role: 'assistant', content: null, tool_calls: [{ id: 'call_7', type: 'function', function: { name: 'order_status', arguments: '{}' } }] },
      { role: 'tool', tool_call_id: 'call_7', content: `{"status":"in transit","eta":"2024-06-${pad(10 + i)}"}` },
    ],
    answer: (m) => ({ content: `Your order is in transit and should arrive on ${/"eta":"([^"]+)"/.exec(last(m))![1]}.` }),
  },
  {
    name: 'timestamps',
    kind: 'noise',
    request: (i) => user(`[2024-05-${pad(10 + i)}T${pad(8 + i)}:15:00Z] Summarize the refund policy`),
    answer: () => ({ content: 'Refunds are possible within 24 hours of booking.' }),
  },
  {
    name: 'request ids',
    kind: 'noise',
    request: (i) => user(`request ${crypto.randomUUID()} asks: what is the baggage allowance?`),
    answer: () => ({ content: 'Two bags of 23 kg each.' }),
  },
  {
    name: 'lookups (capitals)',
    kind: 'no template',
    request: (i) => user(`What is the capital of ${COUNTRIES[i]}?`),
    answer: (m) => ({ content: CITIES[COUNTRIES.indexOf(/of (\w+)\?/.exec(last(m))![1])] }),
  },
  {
    name: 'arithmetic',
    kind: 'no template',
    request: (i) => user(`What is ${3 + i * 7} plus ${11 + i}?`),
    answer: (m) => {
      const [, a, b] = /What is (\d+) plus (\d+)/.exec(last(m))!;
      return { content: `${Number(a) + Number(b)}` };
    },
  },
  {
    name: 'upper-casing',
    kind: 'no template',
    request: (i) => user(`Write ${WORDS[i]} in capitals`),
    answer: (m) => ({ content: last(m).split(' ')[1].toUpperCase() }),
  },
  {
    name: 'classification',
    kind: 'no template',
    request: (i) => user(`Is ${[7, 11, 13, 9, 17, 15, 19, 21, 23, 25][i]} a prime number?`),
    answer: (m) => {
      const n = Number(/Is (\d+)/.exec(last(m))![1]);
      const prime = Array.from({ length: n - 2 }, (_, d) => d + 2).every((d) => n % d !== 0);
      return { content: prime ? `Yes, ${n} is prime.` : `No, ${n} is not prime.` };
    },
  },
  {
    name: 'date to weekday',
    kind: 'no template',
    request: (i) => user(`What weekday is ${new Date(Date.UTC(2024, 4, 1 + i * 7)).toISOString().slice(0, 10)}?`),
    answer: (m) => ({ content: WEEKDAYS[new Date(`${/(\d{4}-\d\d-\d\d)/.exec(last(m))![1]}T12:00:00Z`).getUTCDay()] }),
  },
];

const EXAMPLES = 3;
const INSTANCES = 10;

const dir = mkdtempSync(join(tmpdir(), 'rote-eval-'));
const familyOf = new Map<string, Family>();
const upstream = await startFakeUpstream((call, index) => {
  const messages = call.body.messages as Msg[];
  const family = familyOf.get(call.headers['x-eval-family'] as string)!;
  const message = { role: 'assistant', ...family.answer(messages) };
  return {
    body: {
      id: `chatcmpl-${index}`,
      object: 'chat.completion',
      created: 1_700_000_000 + index,
      model: 'eval',
      choices: [{ index: 0, message, finish_reason: message.tool_calls ? 'tool_calls' : 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
    },
  };
});
const quiet = createLogger('warn', new Writable({ write: (_c, _e, done) => done() }));
const config = loadConfig({ PORT: '0', DATABASE_URL: `sqlite:${join(dir, 'eval.sqlite')}`, UPSTREAM_BASE_URL: upstream.baseUrl, INDUCTION_INTERVAL_MS: '3600000' });
const running = await startServer(config, quiet);

try {
  const { firstKey } = await running.services.accounts.create('eval@rote.local', 'evaluation password');
  const rows: Array<{ family: string; kind: string; probes: number; hits: number; hitRate: number; wrong: number; exactRepeatHit: boolean }> = [];
  for (const family of FAMILIES) {
    familyOf.set(family.name, family);
    const client = new OpenAI({
      apiKey: 'sk-eval',
      baseURL: `${running.url}/v1`,
      defaultHeaders: { 'Cache-Auth': `Bearer ${firstKey.secret}`, 'x-eval-family': family.name },
      maxRetries: 0,
    });
    const send = async (messages: Msg[]) => {
      const { data, response } = await client.chat.completions.create({ model: 'eval', messages: messages as never }).withResponse();
      const expected = family.answer(messages);
      const got = data.choices[0].message;
      const right = (got.content ?? null) === expected.content && JSON.stringify(got.tool_calls ?? null) === JSON.stringify(expected.tool_calls ?? null);
      return { hit: data.id === 'cached', right, status: response.headers.get('cache-status') };
    };
    const requests = Array.from({ length: INSTANCES }, (_, i) => family.request(i));
    let wrong = 0;
    for (const messages of requests.slice(0, EXAMPLES)) if (!(await send(messages)).right) wrong++;
    running.services.induction.runOnce();
    let hits = 0;
    for (const messages of requests.slice(EXAMPLES)) {
      const result = await send(messages);
      if (result.hit) hits++;
      if (!result.right) wrong++;
    }
    const repeat = await send(requests[0]);
    if (!repeat.right) wrong++;
    rows.push({ family: family.name, kind: family.kind, probes: INSTANCES - EXAMPLES, hits, hitRate: hits / (INSTANCES - EXAMPLES), wrong, exactRepeatHit: repeat.hit });
  }

  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd([28, 12, 14, 6, 12][i])).join(' | ')} |`;
  console.log(line(['family', 'kind', 'hits after 3', 'wrong', 'repeat hits']));
  console.log(line(['-', '-', '-', '-', '-'].map((d, i) => d.repeat([28, 12, 14, 6, 12][i]))));
  for (const row of rows) console.log(line([row.family, row.kind, `${row.hits}/${row.probes}`, String(row.wrong), row.exactRepeatHit ? 'yes' : 'NO']));
  const rate = (kinds: string[]) => {
    const chosen = rows.filter((r) => kinds.includes(r.kind));
    return chosen.reduce((s, r) => s + r.hits, 0) / chosen.reduce((s, r) => s + r.probes, 0);
  };
  const summary = {
    wrongAnswers: rows.reduce((s, r) => s + r.wrong, 0),
    copyingAndNoiseHitRate: Math.round(rate(['copying', 'noise']) * 1000) / 1000,
    noTemplateHitRate: Math.round(rate(['no template']) * 1000) / 1000,
    exactRepeatsAlwaysHit: rows.every((r) => r.exactRepeatHit),
    templatesInduced: running.services.induction.stats.induced,
  };
  console.log(`\n${JSON.stringify(summary)}`);
  writeFileSync('bench/eval-results.json', `${JSON.stringify({ date: new Date().toISOString(), summary, families: rows }, null, 2)}\n`);
  console.log('wrote bench/eval-results.json');
  process.exitCode = summary.wrongAnswers === 0 ? 0 : 1;
} finally {
  await running.close();
  await upstream.close();
  rmSync(dir, { recursive: true, force: true });
}
