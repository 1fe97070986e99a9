// Automatic template induction: candidates that predict before they serve, serving templates that
// are audited and demoted on the first disagreement, slots that accept only what evidence showed,
// templates over the whole path. A hit is proven by `id: "cached"` (audits call the upstream in the
// background, so the upstream's count is not the proof here).
import { beforeAll, describe, expect, it } from 'vitest';
import type OpenAI from 'openai';
import { completion } from '../helpers/fake-upstream.js';
import { startRote } from '../helpers/rote.js';
import { useStack } from '../helpers/stack.js';
import { requestKeyOfBody } from '../../server/proxy/request-key.js';

type Msg = OpenAI.Chat.Completions.ChatCompletionMessageParam;
const NAMES = ['Alice', 'Bob', 'Carol', 'Dave', 'Erin', 'Frank', 'Grace', 'Heidi', 'Ivan', 'Judy', 'Mallory', 'Niaj', 'Olivia', 'Peggy', 'Rupert', 'Sybil'];
const NOUNS = ['cat', 'dog', 'house', 'tree', 'boat', 'car', 'lamp', 'river', 'igloo', 'apple', 'owl', 'egg', 'umbrella'];

const SMALL_THRESHOLDS = { INDUCTION_INTERVAL_MS: '3600000', TEMPLATE_MIN_PREDICTIONS: '3', TEMPLATE_MIN_DISTINCT: '6', TEMPLATE_RISKY_DISTINCT: '8' };

/** Deterministic: each answer is a pure function of the messages. Some look like copying and are not. */
let drift = false;
function answerFor(messages: Array<{ role: string; content?: unknown }>): { content: string | null; tool_calls?: unknown[] } {
  const text = String(messages.at(-1)?.content ?? '');
  const first = String(messages[0]?.content ?? '');
  let m: RegExpMatchArray | null;
  if ((m = text.match(/^Remind (\w+) about the (\w+) at (\d\d:\d\d)$/))) return { content: `OK, I will remind ${m[1]} about the ${m[2]} at ${m[3]}.` };
  if ((m = text.match(/^Call (\w+) at (\d+:\d\d)$/)))
    return { content: null, tool_calls: [{ id: 'call_3', type: 'function', function: { name: 'schedule_call', arguments: JSON.stringify({ contact: m[1], time: m[2].padStart(5, '0') }) } }] };
  if ((m = text.match(/^Book a visit on (\S+)$/)))
    return { content: null, tool_calls: [{ id: 'call_4', type: 'function', function: { name: 'book_visit', arguments: JSON.stringify({ date: m[1] }) } }] };
  if ((m = text.match(/^Look up user (\S+)$/)))
    return { content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'get_user', arguments: JSON.stringify({ user_id: m[1] }) } }] };
  if ((m = text.match(/^Describe a (\w+) as a thing$/))) return { content: `${/^[aeiou]/.test(m[1]) ? 'An' : 'A'} ${m[1]} is a thing.` };
  if ((m = text.match(/^Transfer (-?\d+) dollars$/)))
    return { content: null, tool_calls: [{ id: 'call_2', type: 'function', function: { name: 'transfer', arguments: JSON.stringify({ amount: Number(m[1]) }) } }] };
  if ((m = text.match(/^Welcome (.+) to the club$/))) return { content: drift ? `Hi ${m[1]}.` : `Welcome aboard, ${m[1]}!` };
  if ((m = text.match(/^What is my name\?$/)) && (m = first.match(/^My name is (.+)\.$/))) return { content: `Your name is ${m[1]}.` };
  if ((m = text.match(/^Summarize the policy$/)) && (m = first.match(/^Today is (\S+)\./))) return { content: 'Refunds within 24 hours.' };
  if ((m = text.match(/^Seat (\d+) guests at tables of 8$/))) return { content: `Seating ${m[1]} guests: ${Number(m[1]) % 8 === 0 ? 'every table is full' : 'one table has empty seats'}.` };
  if ((m = text.match(/^Charging order (W\d+), the payments API answered HTTP (\d+)\. What should the agent do\?$/)))
    return { content: [408, 425, 429].includes(Number(m[2])) ? `HTTP ${m[2]}: retry the charge in a minute.` : `HTTP ${m[2]}: report the error to the payments team.` };
  if ((m = text.match(/^Print the boarding pass\. Passenger: (.+)\.$/))) return { content: `Boarding pass: ${m[1].toLocaleUpperCase('tr')}. Have a good flight.` };
  if ((m = text.match(/^(\S+) 하나 주문해 주세요$/))) return { content: `주문 완료: ${m[1]} 한 ${['고양이', '강아지'].includes(m[1]) ? '마리' : '개'}` };
  if ((m = text.match(/^提醒我明天出门带上(.+)$/))) return { content: `好的，明天出门前我会提醒您${['外套', '衬衫', '鞋子'].includes(m[1]) ? '穿' : '戴'}上${m[1]}。` };
  if ((m = text.match(/^(\S+) 씨에게 인사해 줘$/))) return { content: `안녕하세요, ${m[1]} 씨! 반갑습니다.` };
  if (text === 'Greet me in two words.' && (m = first.match(/(?:current_time: |now_ms=)(\d+)/))) {
    const hour = new Date(m[1].length > 10 ? Number(m[1]) : Number(m[1]) * 1000).getUTCHours();
    return { content: hour < 12 ? 'Good morning!' : hour < 18 ? 'Good afternoon!' : 'Good evening!' };
  }
  if (text === 'Which lift should I take?' && (m = first.match(/addr=Flat (\d+) /))) return { content: Number(m[1]) % 2 === 0 ? 'Take the east lift.' : 'Take the west lift.' };
  if ((m = text.match(/^Is (\d+) prime\?$/))) {
    const n = Number(m[1]);
    const prime = n > 1 && Array.from({ length: n - 2 }, (_, i) => i + 2).every((d) => n % d !== 0);
    return { content: prime ? `Yes, ${n} is prime.` : `No, ${n} is not prime.` };
  }
  return { content: `Echo: ${text}` };
}

describe('template induction', () => {
  const stack = useStack({
    respond: (call, index) => {
      const body = completion(null, {}, index);
      const message: { role: string; content: string | null; tool_calls?: unknown[] } = { role: 'assistant', ...answerFor(call.body.messages) };
      body.choices[0].message = message as never;
      body.choices[0].finish_reason = message.tool_calls ? 'tool_calls' : 'stop';
      return { body };
    },
    // Smaller thresholds than the defaults, so each mechanism shows in a few requests; the
    // defaults are what `npm run eval` and the eval gate measure.
    env: SMALL_THRESHOLDS,
  });
  let key: string;
  let accountId: string;

  beforeAll(async () => {
    ({ key, accountId } = await stack.rote.createAccount());
  });

  const induce = () => stack.rote.running.services.induction.runOnce();
  const send = async (messages: Msg[], headers: Record<string, string> = {}) => {
    const { data, response } = await stack.rote.client(key, { headers }).chat.completions.create({ model: 'm', messages }).withResponse();
    const expected = answerFor(messages as never);
    const got = data.choices[0].message;
    const right = got.content === expected.content && JSON.stringify(got.tool_calls ?? null) === JSON.stringify(expected.tool_calls ?? null);
    return { hit: data.id === 'cached', right, status: response.headers.get('cache-status') ?? '' };
  };
  const user = (text: string): Msg[] => [{ role: 'user', content: text }];
  /** Sends each request in turn, with the induction loop run after each (as the timer would). */
  async function drive(requests: Msg[][], headers: Record<string, string> = {}) {
    const results = [];
    for (const messages of requests) {
      results.push(await send(messages, headers));
      await induce();
    }
    return results;
  }
  it('serves nothing while a candidate; promotes after correct predictions; then hits with new values right', async () => {
    const requests = NAMES.slice(0, 12).map((name, i) => user(`Remind ${name} about the ${NOUNS[i]} at ${String(8 + i).padStart(2, '0')}:30`));
    // Probes inside what the evidence showed (Mallory's length, minutes other than :30 were not):
    // new names, and nouns already verified (a common word is verified on its own).
    const results = await drive([...requests, user('Remind Bea about the dog at 09:30'), user('Remind Tom about the boat at 10:30')]);
    expect(results.every((r) => r.right)).toBe(true);
    // Two examples make a candidate; it predicts (misses) until it has evidence enough.
    expect(results.slice(0, 3).every((r) => !r.hit)).toBe(true);
    expect(results.slice(-2).every((r) => r.hit && r.status.includes('template'))).toBe(true);
    const logs = stack.rote.logs.join('\n');
    expect(logs).toContain('template candidate induced');
    expect(logs).toContain('template promoted');
    expect(stack.rote.running.services.induction.stats.promoted).toBeGreaterThanOrEqual(1);
  });

  it('copies values into tool-call arguments', async () => {
    const ids = ['mia_li_3668', 'omar_d_1234', 'zoe_k_9012', 'ann_b_5521', 'raj_p_7710', 'lee_c_3301', 'kim_s_8842', 'eva_m_1290', 'ola_n_4467', 'tom_h_6620'];
    const results = await drive(ids.map((id) => user(`Look up user ${id}`)));
    expect(results.every((r) => r.right)).toBe(true);
    expect(results.at(-1)!.hit).toBe(true);
  });

  it("reads the region a tool's description names: a visit booked through a Shanghai office's tool is not served on the Lantern Festival (round one hundred and twenty-nine)", async () => {
    const tools: OpenAI.Chat.Completions.ChatCompletionTool[] = [
      { type: 'function', function: { name: 'book_visit', description: 'Books a visit to our Shanghai office', parameters: { type: 'object', properties: { date: { type: 'string' } } } } },
    ];
    const book = async (date: string) => {
      const messages = user(`Book a visit on ${date}`);
      const data = await stack.rote.client(key).chat.completions.create({ model: 'm', messages, tools });
      await induce();
      return { hit: data.id === 'cached', right: JSON.stringify(data.choices[0].message.tool_calls?.map((call) => call.type === 'function' && call.function.arguments)) === JSON.stringify([JSON.stringify({ date })]) };
    };
    // Weekdays around 2026-03-03 (the Lantern Festival, the fifteenth day of Lunar New Year), each weekday seen, none of them a holiday.
    const dates = ['2026-02-26', '2026-02-27', '2026-03-02', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-09', '2026-03-10', '2026-03-11', '2026-03-13', '2026-03-16', '2026-03-17'];
    const results = [];
    for (const date of dates) results.push(await book(date));
    // An ordinary Thursday inside them is served; the festival, a Tuesday inside them, goes upstream.
    const [ordinary, festival] = [await book('2026-03-12'), await book('2026-03-03')];
    expect([...results, ordinary, festival].every((r) => r.right)).toBe(true);
    expect(ordinary.hit).toBe(true);
    expect(festival.hit).toBe(false);
  });

  it('verifies a multiple of a number the request names before serving it: 40 guests fill tables of 8 (round one hundred and thirty-two)', async () => {
    // Each ending, remainder by three, four and seven, and the range of 40 were seen; none of these a multiple of 8.
    const guests = [20, 22, 26, 33, 44, 39, 13, 57, 18, 34, 52, 58, 42, 19];
    const results = await drive([...guests, 46, 40].map((n) => user(`Seat ${n} guests at tables of 8`)));
    expect(results.every((r) => r.right), JSON.stringify(results)).toBe(true);
    const [ordinary, full] = results.slice(-2);
    expect(ordinary.hit, '46 guests, served from the template').toBe(true);
    expect(full.hit, '40 guests, a multiple of 8, sent upstream').toBe(false);
  });

  it('verifies an HTTP status code by code: 429 is retried where the 4xx codes around it are not (round one hundred and thirty-three)', async () => {
    // 429's ending (409), remainders by three, four and seven, and range were all seen, and no gap sets it apart.
    const statuses = [400, 401, 403, 404, 405, 409, 410, 412, 413, 415, 417, 418, 421, 422, 424, 426, 428, 431];
    const results = await drive([...statuses, 409, 429].map((n, i) => user(`Charging order W${7100 + i * 13}, the payments API answered HTTP ${n}. What should the agent do?`)));
    expect(results.every((r) => r.right), JSON.stringify(results)).toBe(true);
    const [seen, retried] = results.slice(-2);
    expect(seen.status, '409 for a new order, served from the template').toBe('Rote; hit; detail=template');
    expect(retried.hit, '429, a code not verified, sent upstream').toBe(false);
  });

  it('serves a name in capitals only where no language cases it otherwise: "Selin" is "SELİN" in Turkish (round one hundred and thirty-four)', async () => {
    const pass = (name: string) => user(`Print the boarding pass. Passenger: ${name}.`);
    const plain = ['Ahmet Kaya', 'Ayşe Yılmaz', 'Murat Doğan', 'Hakan Polat', 'Ömer Kurt', 'Zeynep Aslan', 'Burak Koç', 'Fatma Arslan', 'Yusuf Öztürk', 'Emre Bulut', 'Tolga Güneş', 'Onur Kara'];
    const results = await drive([...plain, 'Burak Kaya'].map(pass));
    expect(results.every((r) => r.right), JSON.stringify(results)).toBe(true);
    expect(results.at(-1)!.status, 'a new name without an i, served from the template').toBe('Rote; hit; detail=template');
    // Read back from the database with its answer's template, the verified evidence tells them apart.
    await stack.rote.running.services.cache.flush();
    await stack.rote.close();
    stack.rote = await startRote(stack.db.url, stack.upstream.baseUrl, SMALL_THRESHOLDS);
    const [again, dotted] = await drive(['Tolga Kaya', 'Selin Kara'].map(pass));
    expect(again.status, 'after a restart, a name without an i is served').toBe('Rote; hit; detail=template');
    expect(dotted, 'an i, which Turkish capitals dot, sent upstream').toMatchObject({ hit: false, right: true });
    // Where it goes, the upstream's "SELİN" disproves the template's "SELIN": never served.
    expect(stack.rote.logs.join('\n')).toContain('SELİN KARA');
  });

  it('verifies one by one a noun the answer counts with a counter word: 한 마리 for a cat, 한 개 for an apple (round one hundred and thirty-five)', async () => {
    const things = ['사과', '의자', '컵', '가방', '연필', '공', '상자', '모자', '시계', '우산', '접시', '바구니'];
    const results = await drive([...things, '사과', '고양이'].map((noun) => user(`${noun} 하나 주문해 주세요`)));
    expect(results.every((r) => r.right), JSON.stringify(results)).toBe(true);
    expect(results.at(-2)!.hit, 'a noun asked before, answered again').toBe(true);
    expect(results.at(-1)!.hit, 'a noun never verified, whose counter its meaning decides, sent upstream').toBe(false);
  });

  it('verifies one by one a noun a Chinese answer copies, whose verb its meaning decides: 戴帽子 but 穿外套; a name marked as a person is served (round one hundred and thirty-six)', async () => {
    const worn = ['帽子', '眼镜', '手表', '手套', '口罩', '耳环', '项链', '戒指', '头盔', '墨镜', '手镯', '耳机'];
    const results = await drive([...worn, '帽子', '外套'].map((noun) => user(`提醒我明天出门带上${noun}`)));
    expect(results.every((r) => r.right), JSON.stringify(results)).toBe(true);
    expect(results.at(-2)!.hit, 'a noun asked before, answered again').toBe(true);
    expect(results.at(-1)!.hit, 'a noun never verified, worn with another verb, sent upstream').toBe(false);
    const names = ['민수', '지연', '서준', '하은', '현우', '수빈', '도윤', '지민', '예준', '서연', '준호', '유진'];
    const greeted = await drive([...names, '태현'].map((name) => user(`${name} 씨에게 인사해 줘`)));
    expect(greeted.every((r) => r.right), JSON.stringify(greeted)).toBe(true);
    expect(greeted.at(-1)!.hit, 'a new name the request marks with 씨: a person, greeted alike').toBe(true);

    // Read back after a restart (stored lifecycles are checked for such nouns as they load:
    // stored-word-by-word.ts), a new noun still goes upstream and a new name is still served.
    await stack.rote.running.services.cache.flush();
    await stack.rote.close();
    stack.rote = await startRote(stack.db.url, stack.upstream.baseUrl, SMALL_THRESHOLDS);
    const [coat, named] = await drive([user('提醒我明天出门带上衬衫'), user('서윤 씨에게 인사해 줘')]);
    expect(coat, 'a noun never verified, sent upstream').toMatchObject({ hit: false, right: true });
    expect(named.status, 'a new name, still served').toBe('Rote; hit; detail=template');
  });

  it('reads a time inside a variable that took its label along: two agents of one account write the time two ways', async () => {
    // One agent's prompt says "current_time: <unix seconds>", another's "now_ms=<unix ms>"; the
    // variable that covers both holds the label too, and the greeting still turns on the hour.
    const desk = (moment: string): Msg[] => [
      { role: 'system', content: `You are the front desk of the Acme Grand Hotel. ${moment}` },
      { role: 'user', content: 'Greet me in two words.' },
    ];
    const at = (day: number, hour: number, minute: number) => Date.UTC(2026, 4, day, hour, minute) / 1000;
    const mornings = [[20, 8, 5], [20, 9, 40], [21, 8, 20], [21, 10, 15], [22, 7, 50], [22, 9, 5], [23, 8, 35], [23, 11, 10], [24, 9, 25], [24, 10, 45], [25, 8, 55], [25, 7, 30]];
    const millis = [123, 456, 789, 12, 345, 678];
    const labelled = (seconds: number, i: number) => (i % 2 === 0 ? `current_time: ${seconds}` : `now_ms=${seconds * 1000 + millis[i >> 1]}`);
    const results = await drive(mornings.map(([day, hour, minute], i) => desk(labelled(at(day, hour, minute), i))));
    expect(results.every((r) => r.right)).toBe(true);
    // Promoted: a morning verified, labelled the other way, is served.
    const [again] = await drive([desk(`now_ms=${at(20, 8, 5) * 1000 + 999}`)]);
    expect(again).toMatchObject({ hit: true, right: true });
    // An evening on a day verified, in either format: asked upstream, never "Good morning!".
    const evenings = await drive([desk(`current_time: ${at(22, 19, 10)}`), desk(`now_ms=${at(23, 20, 0) * 1000 + 7}`)]);
    expect(evenings).toEqual([expect.objectContaining({ hit: false, right: true }), expect.objectContaining({ hit: false, right: true })]);
  });

  it('reads the parity of a flat number that shares a variable with its street: an odd flat is never served the even flats\' lift', async () => {
    // The street's words vary in number, so "20 Church Lane" is one span; the lift turns on the number's parity.
    const concierge = (address: string): Msg[] => [
      { role: 'system', content: `You are the building concierge. addr=Flat ${address}` },
      { role: 'user', content: 'Which lift should I take?' },
    ];
    const streets = ['Church Lane', 'King Street West', 'Oak Street'];
    const evens = [20, 30, 14, 80, 86, 92, 28, 44, 74, 26, 10, 50, 62, 38, 16, 58];
    const results = await drive(evens.map((n, i) => concierge(`${n} ${streets[i % 3]}`)));
    expect(results.every((r) => r.right)).toBe(true);
    const [again] = await drive([concierge('20 King Street West')]);
    expect(again, 'an even flat verified is served').toMatchObject({ hit: true, right: true });
    const odd = await drive([concierge('13 Church Lane'), concierge('31 King Street West')]);
    expect(odd).toEqual([expect.objectContaining({ hit: false, right: true }), expect.objectContaining({ hit: false, right: true })]);
  });

  it('demotes at once when a prediction disagrees (a/an), and never serves it again', async () => {
    const consonants = ['cat', 'dog', 'house', 'tree', 'boat', 'car', 'lamp', 'river', 'table', 'chair'];
    const results = await drive([...consonants.map((noun) => user(`Describe a ${noun} as a thing`)), user('Describe a igloo as a thing'), user('Describe a owl as a thing'), user('Describe a pen as a thing')]);
    expect(results.every((r) => r.right), JSON.stringify(results)).toBe(true);
    // "igloo" starts with a vowel: outside every domain seen, so it is predicted, not served.
    expect(results[10].hit).toBe(false);
    expect(stack.rote.logs.join('\n')).toContain('template demoted');
    // With the entries that disproved it deleted, the consonants alone propose it again: induction
    // names the demoted template and does not bring it back.
    const cache = stack.rote.running.services.cache;
    const entryOf = (text: string) => {
      const key = requestKeyOfBody(Buffer.from(JSON.stringify({ messages: user(text), model: 'm' })))!;
      return cache.loadedTree(accountId)!.find(key.messageKeys, key.generationKey);
    };
    for (const text of ['Describe a igloo as a thing', 'Describe a owl as a thing']) await cache.deleteSubtree(accountId, entryOf(text)!.path[0].id);
    const [mug] = await drive([user('Describe a mug as a thing')]);
    expect(mug).toMatchObject({ hit: false, right: true });
    expect(entryOf('Describe a mug as a thing')!.answer.inductionOutcome).toMatch(/^no new template: a template of these requests was induced before and stays as it is \(node \S+, demoted\)$/);
  });

  it('keeps a slot to the shapes its evidence showed: a negative amount is never served from positive examples', async () => {
    const amounts = [12, 40, 75, 18, 93, 27, 64, 55, 31, 86];
    const results = await drive([...amounts.map((n) => user(`Transfer ${n} dollars`)), user('Transfer -59 dollars')]);
    expect(results.every((r) => r.right)).toBe(true);
    expect(results.at(-1)!.hit, 'the negative amount went upstream').toBe(false);
  });

  it('never serves a wrong answer for primes that all agree at first (adversarial order)', async () => {
    const order = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 9, 15, 21, 25, 27, 33, 35, 37, 39];
    const results = await drive(order.map((n) => user(`Is ${n} prime?`)));
    expect(results.filter((r) => !r.right)).toEqual([]);
  });

  it('audits the first hits after promotion and demotes a template the upstream no longer agrees with', async () => {
    const names = ['Ann', 'Ben', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kit', 'Lars'];
    let first = -1;
    for (let i = 0; i < names.length && first < 0; i++) {
      const [result] = await drive([user(`Welcome ${names[i]} to the club`)]);
      if (result.hit) first = i;
    }
    expect(first, 'promoted and hit').toBeGreaterThan(0);
    // only-if-cached forbids calling the upstream, in the background too: a hit is not audited.
    await new Promise((resolve) => setTimeout(resolve, 100)); // the first hit's audit lands first
    const calls = stack.upstream.count;
    const fixture = await send(user('Welcome Lou to the club'), { 'cache-control': 'only-if-cached' });
    expect(fixture.hit && fixture.right).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stack.upstream.count).toBe(calls);
    drift = true; // the upstream changes its mind; the next hit is within the audited first ones
    try {
      const before = stack.rote.running.services.induction.stats.auditFailures;
      const max = user('Welcome Max to the club');
      await send(max); // served from cache, audited in the background
      await expect.poll(() => stack.rote.running.services.induction.stats.auditFailures).toBeGreaterThan(before);
      // The upstream's answer the audit got is stored as that request's own, as a miss's would be.
      const maxKey = requestKeyOfBody(Buffer.from(JSON.stringify({ messages: max, model: 'm' })))!;
      await expect.poll(() => stack.rote.running.services.cache.loadedTree(accountId)?.find(maxKey.messageKeys, maxKey.generationKey)?.bindings).toEqual({});
      const after = await send(user('Welcome Ned to the club'));
      expect(after.hit, 'a demoted template serves no more').toBe(false);
      expect(after.right).toBe(true);
      // The very bytes it served before (kept as a prepared hit) get no template answer either:
      // the literal entry the audit stored answers them.
      const again = await send(max);
      expect(again.status, 'no prepared copy outlives the demotion').not.toContain('template');
      expect(again.hit && again.right).toBe(true);
    } finally {
      drift = false;
    }
  });

  it('templates the whole path: a name given in the first turn comes back in the answer', async () => {
    const requests = NAMES.map((name): Msg[] => [
      { role: 'user', content: `My name is ${name}.` },
      { role: 'assistant', content: 'Nice to meet you.' },
      { role: 'user', content: 'What is my name?' },
    ]);
    const results = await drive(requests);
    expect(results.every((r) => r.right)).toBe(true);
    expect(results.slice(-4).every((r) => r.hit)).toBe(true);
  });

  it('aligns multi-word values', async () => {
    const full = ['Mary Ann Smith', 'Jo Lee', 'Ana María López', 'Li Wei', 'Bob Stone', 'Ada King', 'Sam Ray', 'Kai Long', 'Eve Moss', 'Zoë Quinn', 'Tim Hart', 'Una Bell'];
    const results = await drive(full.map((name) => user(`Welcome ${name} to the club`).map((m) => ({ ...m, content: `${m.content as string} ` }))));
    expect(results.every((r) => r.right)).toBe(true);
    expect(results.slice(-2).some((r) => r.hit)).toBe(true);
  });

  it('treats a date in the system prompt as noise once enough distinct dates agree, inside the range they spanned', async () => {
    const today = (day: number): Msg[] => [
      { role: 'system', content: `Today is 2024-05-${String(day).padStart(2, '0')}. You are a helpful agent.` },
      { role: 'user', content: 'Summarize the policy' },
    ];
    const results = await drive([1, 14, 7, 3, 11, 5, 9, 13, 2, 6, 10, 12, 4, 8].map(today));
    expect(results.every((r) => r.right)).toBe(true);
    expect(results.slice(-2).every((r) => r.hit)).toBe(true); // new dates between verified ones
    // A day past every verified one (tomorrow, in live traffic) is asked upstream once, then served.
    const [tomorrow] = await drive([today(20)]);
    expect(tomorrow).toMatchObject({ hit: false, right: true });
  });

  it('revises a demoted template with the transform its counter-example showed, verified from the start', async () => {
    // Two-digit hours first: the copy they show is promoted, then "7:30" (written "07:30") demotes it.
    const call = (name: string, time: string) => user(`Call ${name} at ${time}`);
    const twoDigits = await drive(NAMES.slice(0, 9).map((name, i) => call(name, `${10 + i}:30`)));
    expect(twoDigits.every((r) => r.right)).toBe(true);
    const [counter] = await drive([call('Zoe', '7:30')]);
    expect(counter).toMatchObject({ hit: false, right: true });
    const logs = () => stack.rote.logs.join('\n');
    expect(logs()).toMatch(/"revision":1[,}][^\n]*template candidate induced/);
    // The revision predicts on new values before it serves, then serves padded and unpadded hours.
    const hours = [6, 8, 4, 20, 5, 21, 3, 22, 2, 23, 6]; // each time of day is verified before it is served
    const later = await drive(hours.map((hour, i) => call(NAMES[i % 9], `${hour}:30`)));
    expect(later.every((r) => r.right), JSON.stringify(later)).toBe(true);
    expect(later.at(-1), '6:30 again (for another name), served as 06:30').toMatchObject({ hit: true, right: true });
    // The demoted entry and its revision are two nodes, told apart after a restart too.
    await stack.rote.running.services.cache.flush();
    await stack.rote.close();
    stack.rote = await startRote(stack.db.url, stack.upstream.baseUrl, SMALL_THRESHOLDS);
    expect(await send(call('Erin', '8:30'))).toMatchObject({ hit: true, right: true });
    expect(await send(call('Frank', '12:30'))).toMatchObject({ hit: true, right: true });
    const tree = stack.rote.running.services.cache.loadedTree(accountId)!;
    const nodes = [...tree.nodesById.values()].filter((node) => node.display().includes('"Call {{v1}} at {{v2}}"'));
    expect(new Set(nodes.map((node) => node.key)).size, 'siblings of distinct keys').toBe(2);
    expect(nodes.map((node) => [...node.answers!.values()][0].lifecycle!.state).sort()).toEqual(['demoted', 'serving']);
  });

  it('says on each miss and its node what induction made of the answer: alone, declined and why, induced, covered by a named template; kept across a restart', async () => {
    const own = await stack.rote.createAccount();
    const ask = async (text: string) => {
      await stack.rote.client(own.key).chat.completions.create({ model: 'm', messages: user(text) });
      await induce();
    };
    for (const text of ['Is 7 prime?', 'Is 11 prime?', 'Look up user mia_li_3668', 'Look up user omar_d_1234', 'Look up user kai_w_5521']) await ask(text);
    const gql = async (query: string, variables: Record<string, unknown> = {}) => {
      const response = await fetch(`${stack.rote.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${own.key}` },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data: any; errors?: unknown };
      expect(body.errors).toBeUndefined();
      return body.data;
    };
    const outcomes = async () => {
      const { requests } = await gql('{ requests(first: 10){ items { preview cacheStatus induction answerNodeId nodeIds } } }');
      const rows = requests.items.reverse() as Array<{ preview: string; induction: string | null; answerNodeId: string; nodeIds: string[] }>;
      const onNodes = await Promise.all(rows.map(async (row) => (await gql('query($id:ID!){ node(id:$id){ induction } }', { id: row.nodeIds.at(-1) })).node.induction));
      const onAnswers = await Promise.all(rows.map(async (row) => (await gql('query($id:ID!){ node(id:$id){ induction } }', { id: row.answerNodeId })).node.induction));
      expect(onNodes).toEqual(rows.map((row) => row.induction));
      expect(onAnswers).toEqual(rows.map((row) => row.induction));
      return rows.map((row) => [row.preview, row.induction]);
    };
    const before = await outcomes();
    expect(before).toEqual([
      ['Is 7 prime?', 'no template: no other cached request of this shape to compare it with yet'],
      ['Is 11 prime?', expect.stringMatching(/^no template \(compared with 1 cached request of this shape\): the answer judges its input \("Yes"\)$/)],
      ['Look up user mia_li_3668', expect.stringMatching(/^no template \(compared with 2 cached requests of this shape\): /)],
      ['Look up user omar_d_1234', expect.stringMatching(/^template candidate induced from 2 cached requests \(node \S+\)/)],
      // The candidate only predicts until verified, so this one missed; its outcome names the
      // template's node, the one induced just before, and that node is the template.
      ['Look up user kai_w_5521', expect.stringMatching(/^a template already matches this request \(node \S+, predicting: not yet verified on these values\): /)],
    ]);
    const nodeNamed = (outcome: string) => /\(node ([^,)]+)/.exec(outcome)![1];
    const templateNode = nodeNamed(before[3][1]!);
    expect(nodeNamed(before[4][1]!)).toBe(templateNode);
    const { node } = await gql('query($id:ID!){ node(id:$id){ isTemplate content lifecycle { state } } }', { id: templateNode });
    expect(node).toMatchObject({ isTemplate: true, lifecycle: { state: 'candidate' } });
    expect(node.content).toContain('Look up user {{');
    // Written with the answers: a restart reads the same words back.
    await stack.rote.running.services.cache.flush();
    await stack.rote.close();
    stack.rote = await startRote(stack.db.url, stack.upstream.baseUrl, SMALL_THRESHOLDS);
    expect(await outcomes()).toEqual(before);
  });

  it('keeps lifecycle state across a restart', async () => {
    await stack.rote.running.services.cache.flush();
    await stack.rote.close();
    stack.rote = await startRote(stack.db.url, stack.upstream.baseUrl, SMALL_THRESHOLDS);
    const again = await send(user('Remind Zed about the lamp at 11:30'));
    expect(again).toMatchObject({ hit: true, right: true });
  });

  it('turns induction off only for Cache-Disable-Induction: true exactly', async () => {
    const before = stack.rote.running.services.induction.stats.examined;
    await drive([user('Echo alpha 1'), user('Echo beta 2')], { 'Cache-Disable-Induction': 'true' });
    expect(stack.rote.running.services.induction.stats.examined).toBe(before);
    await drive([user('Echo delta 4')], { 'Cache-Disable-Induction': 'TRUE' });
    expect(stack.rote.running.services.induction.stats.examined).toBe(before + 1);
  });

  it('resumes queued induction work after a restart', async () => {
    await send(user('Ping restart Alpha'));
    await send(user('Ping restart Beta'));
    await stack.rote.close(); // the queue was never run: the jobs stay pending in the database
    stack.rote = await startRote(stack.db.url, stack.upstream.baseUrl, SMALL_THRESHOLDS);
    expect(stack.rote.running.services.cache.pendingInduction, 'jobs reloaded after the restart').toBeGreaterThanOrEqual(2);
    await induce();
    expect(stack.rote.running.services.induction.stats.induced).toBe(1);
  });

  it('never lets an induced template override a manual one', async () => {
    await send(user('Greet Ann warmly'), { 'Cache-Bindings': JSON.stringify({ name: 'Ann' }) });
    await drive(['Bea', 'Cid', 'Dan', 'Eli', 'Fay', 'Gil', 'Hu', 'Ike', 'Jan'].map((name) => user(`Greet ${name} warmly`)));
    const manual = await send(user('Greet Kim warmly'));
    expect(manual).toMatchObject({ hit: true, right: true });
    expect(manual.status).toContain('template');
  });
});
