// The pure rules behind induction: alignment, value features, slot domains, the lifecycle, and
// what induce() refuses. Each case is one way a template could otherwise serve a wrong answer.
import { describe, expect, it, vi } from 'vitest';
import { messageKey } from '../../server/cache/message-key.js';
import { diffRegions, tokenize } from '../../server/induction/align.js';
import { induce, type Example } from '../../server/induction/induce.js';
import { caseFeatureOf, caseMappedOf } from '../../server/templates/case-by-language.js';
import { divisorsNamedIn } from '../../server/templates/named-divisors.js';
import { credentialKindsOf } from '../../server/templates/credentials.js';
import { patternedIdOf } from '../../server/templates/placeholder-values.js';
import { topLevelDomainOf } from '../../server/templates/url-parts.js';
import { ssnKindOf } from '../../server/templates/us-ssn.js';
import { usStatesOf } from '../../server/templates/us-states.js';
import { numberFactsOf } from '../../server/templates/number-facts.js';
import { romanValueOf } from '../../server/templates/roman-numerals.js';
import { scriptsOf } from '../../server/templates/letter-scripts.js';
import { phraseWordsOf } from '../../server/templates/phrase-words.js';
import { fixedRegionsOf, regionsOfRequest } from '../../server/templates/regional-holidays.js';
import { SlotDomain } from '../../server/templates/slot-domain.js';
import { DEFAULT_POLICY, TemplateLifecycle } from '../../server/templates/template-lifecycle.js';
import { literalTextOf, slotEdgesOf } from '../../server/templates/request-literals.js';
import { withWordByWordRules } from '../../server/templates/stored-word-by-word.js';
import { TextTemplate } from '../../server/templates/text-template.js';
import { assumedYearDaysOf, splitDatesOf, yearsIn } from '../../server/templates/split-dates.js';
import { relationsOf } from '../../server/templates/variable-relations.js';
import { clauseOf, dayOf, featuresOf, monthDayOf, monthNamed, shapeOf, weekdayNamed } from '../../server/templates/value-features.js';
import { weekdaysInPlace } from '../../server/templates/weekdays-in-place.js';
import { framedWeekdays } from '../../server/templates/weekday-names.js';
import { daysOfMonthAlone } from '../../server/templates/days-of-month.js';
import { valuesInPhrase } from '../../server/templates/values-in-phrase.js';
import { unreadDatesOf } from '../../server/templates/unread-dates.js';

const body = (content: string | null, toolCalls?: unknown[]) => ({
  id: 'chatcmpl-1',
  choices: [{ index: 0, message: { role: 'assistant', content, ...(toolCalls ? { tool_calls: toolCalls } : {}) }, finish_reason: 'stop' }],
});
const ex = (messages: Array<{ role: string; content?: string | null; [field: string]: unknown }>, answer: string | null, toolCalls?: unknown[]): Example => ({
  keys: messages.map((m) => messageKey(m)),
  body: body(answer, toolCalls),
});
const userEx = (text: string, answer: string) => ex([{ role: 'user', content: text }], answer);
const calls = (name: string, args: unknown) => [{ id: 'c', type: 'function', function: { name, arguments: JSON.stringify(args) } }];
/** A slot domain widened by each value, as verified evidence widens it. */
const domainOf = (values: string[]) => {
  const domain = SlotDomain.empty();
  for (const value of values) domain.add(value);
  return domain;
};

describe('alignment', () => {
  it('keeps dates, emails and ids as one token, and Unicode words whole', () => {
    expect(tokenize('Mail zoë@example.org on 2024-05-10 re W1234')).toEqual(['Mail', ' ', 'zoë@example.org', ' ', 'on', ' ', '2024-05-10', ' ', 're', ' ', 'W1234']);
    // An IPv6 address with its zeros compressed, not C++'s std::vector (round eighty-six).
    expect(tokenize('Block fe80::1%eth0, 2001:db8::8a2e:370 and ::1')).toEqual(['Block', ' ', 'fe80::1%eth0', ',', ' ', '2001:db8::8a2e:370', ' ', 'and', ' ', '::1']);
    expect(tokenize('std::vector')).toEqual(['std', ':', ':', 'vector']);
    // An amount with thousands commas is one token; a JSON array's numbers are not (round seventy-seven).
    expect(tokenize('Pay $16,011.50 of [101,202]')).toEqual(['Pay', ' ', '$', '16,011.50', ' ', 'of', ' ', '[', '101', ',', '202', ']']);
    expect(tokenize('Rs 7,39,658 due')).toEqual(['Rs', ' ', '7,39,658', ' ', 'due']); // lakhs (round eighty)
    // A phone number in parentheses is one value, not an area code apart from its line (round ninety-two).
    expect(tokenize('Call (713) 742-8106 after 5')).toEqual(['Call', ' ', '(713) 742-8106', ' ', 'after', ' ', '5']);
    expect(tokenize('f(713) 742-8106')).toEqual(['f', '(', '713', ')', ' ', '742-8106']);
    // A possessive's "'s" is the sentence's, not the name's: "Add a lamp to Emma's list" copies
    // "Emma" into {"owner": "Emma"} (round one hundred and fourteen). An apostrophe inside a name is the name's.
    expect(tokenize("Emma's list")).toEqual(['Emma', "'", 's', ' ', 'list']);
    expect(tokenize("O'Brien’s d'Souza")).toEqual(["O'Brien", '’', 's', ' ', "d'Souza"]);
  });
  it('reads Chinese and Japanese character by character, as they are written without spaces (round eighty-three)', () => {
    expect(tokenize('给张伟发消息')).toEqual(['给', '张', '伟', '发', '消', '息']);
    expect(tokenize('りんごを３５個、コーヒー2杯')).toEqual(['り', 'ん', 'ご', 'を', '３５', '個', '、', 'コ', 'ー', 'ヒ', 'ー', '2', '杯']);
    // A name among them is one region of characters, not the whole sentence.
    expect(diffRegions(tokenize('给张伟发消息：明天见'), tokenize('给黄晓明发消息：明天见'))).toEqual([{ a: [1, 3], b: [1, 4] }]);
  });
  it('finds a multi-word value as one region, and refuses an insertion', () => {
    const a = tokenize('Say hello to Mary Ann from us');
    const b = tokenize('Say hello to Bob from us');
    expect(diffRegions(a, b)).toEqual([{ a: [6, 9], b: [6, 7] }]);
    expect(diffRegions(tokenize('Say hello'), tokenize('Say hello now'))).toBeNull();
  });
  it('aligns a long text token by token when the values are as long as the ones they replace', () => {
    const profile = (first: string, id: string) => JSON.stringify({ name: first, address: 'x '.repeat(200), user_id: id });
    const regions = diffRegions(tokenize(profile('Mia', 'mia_li_3668')), tokenize(profile('Noah', 'noah_kim_1234')));
    expect(regions).toHaveLength(2); // the name and the id, 400 tokens apart
    expect(diffRegions(tokenize(`Hi ${'x '.repeat(200)}Mia`), tokenize(`Hi there ${'x '.repeat(200)}Noah`))).toBeNull();
  });
});

describe('value features and slot domains', () => {
  it('reads shapes run by run, with ids as one class', () => {
    expect(shapeOf('Mary-Ann 3')).toBe('Aa-Aa 9');
    expect(shapeOf('3f2a9b1c-0d4e-4a5b-9c8d-7e6f5a4b3c2d')).toBe('x-x-x-x-x');
    expect(shapeOf('-59')).toBe('-9');
    expect(shapeOf('9/20/2026')).not.toBe(shapeOf('2026-09-20'));
  });
  it('reads the facts a character holds: a Roman numeral, a hex number\'s low bits, a seat\'s letter, a square (round seventy-one)', () => {
    expect([romanValueOf('XIV'), romanValueOf('MCMXCIV'), romanValueOf('IIII'), romanValueOf('I'), romanValueOf('XXL')]).toEqual([14, 1994, null, null, null]);
    // Volumes II to IX on one shelf say nothing of volume XIV.
    expect(domainOf(['II', 'III', 'IV', 'VI', 'VII', 'VIII', 'IX']).rejects('XIV')).toBe('roman 14 outside 2..9');
    // Odd masks all had the low bit set; 0x71c4 does not.
    const masks = domainOf(['0x71c3', '0x4a05', '0x9e17', '0x2b39', '0x5c1b', '0x3d0d', '0x8f2f', '0x6a41']);
    expect(masks.rejects('0x6a47')).toBeNull();
    expect(masks.rejects('0x71c4')).toBe('last hex digit 4 not seen');
    // Window seats: a C is an aisle.
    const seats = domainOf(['14A', '22F', '9A', '31F', '18A', '27F', '12F', '35A']);
    expect(seats.rejects('16C')).toBe('letter in code c not seen');
    // Light squares, each file and each rank seen: b6 is dark all the same.
    const squares = domainOf(['a2', 'b1', 'b3', 'c4', 'd5', 'e6', 'f7', 'g8', 'h1', 'a8', 'c2', 'd3', 'e4', 'f5']);
    expect(squares.rejects('b6')).toBe('code b6 not seen');
  });
  it('reads whether a number is a multiple of one its fixed text names (round one hundred and thirty-two)', () => {
    expect(divisorsNamedIn('split  players into teams of 6')).toEqual([6]);
    // Dates, times, decimals, versions and ids name no divisor; a unit glued by a dash does.
    expect(divisorsNamedIn('today is 2026-03-16 at 10:30, v2 call_1 3.5 and 1,000')).toEqual([]);
    expect(divisorsNamedIn('a 16-byte alignment, teams of eight')).toEqual([16, 8]);
    // Divisors other features tell (thirds, sevenths, a named quantity) are not read again.
    expect(divisorsNamedIn('packs of 3, weeks of 7, a dozen 12')).toEqual([]);
    // Teams of 6: 42 is even as 10, 14 and 22 were and a multiple of three as 21, 27 and 33 were;
    // its ending, fourths and sevenths were each seen, not a multiple of 6.
    const literals = 'split  players into teams of 6';
    const playersOf = (text: string) => {
      const players = SlotDomain.empty();
      for (const n of ['10', '14', '22', '21', '27', '33', '16', '29', '38', '46', '26', '19', '35', '70', '55', '62', '49', '58', '43', '65', '74']) players.add(n, text);
      return players;
    };
    expect(playersOf(literals).rejects('34', literals)).toBeNull();
    expect(playersOf(literals).rejects('42', literals)).toBe('multiple of 6 yes not seen');
    // The same numbers where the fixed text names no divisor.
    expect(playersOf('split  players into teams').rejects('42', 'split  players into teams')).toBeNull();
  });
  it('verifies word by word a noun an answer counts with a counter word: 한 개 for an apple, 한 마리 for a cat (round one hundred and thirty-five)', () => {
    const korean = (noun: string) => userEx(`${noun} 하나 주문해 주세요`, `주문 완료: ${noun} 한 개`);
    expect(induce(korean('사과'), [korean('의자'), korean('가방')])).toMatchObject({ ok: true, wordByWord: ['v1'] });
    const chinese = (noun: string) => userEx(`请确认订单：${noun}，数量一`, `已为您订购一个${noun}。`);
    expect(induce(chinese('苹果'), [chinese('杯子'), chinese('盒子')])).toMatchObject({ ok: true, wordByWord: ['v1'] });
    const thai = (noun: string) => userEx(`สั่ง ${noun} หนึ่ง`, `รับออเดอร์ ${noun} 1 ชิ้น`);
    expect(induce(thai('ขนมปัง'), [thai('เค้ก'), thai('สบู่')])).toMatchObject({ ok: true, wordByWord: ['v1'] });
  });
  it('verifies word by word a noun an answer in Chinese, Japanese or Korean copies: a verb may be chosen by it, 戴帽子 but 穿衣服 (round one hundred and thirty-six)', () => {
    const wear = (noun: string) => userEx(`提醒我明天出门带上${noun}`, `好的，明天出门前我会提醒您戴上${noun}。`);
    expect(induce(wear('帽子'), [wear('眼镜'), wear('手表')])).toMatchObject({ ok: true, wordByWord: ['v1'] });
    const japanese = (noun: string) => userEx(`明日${noun}を忘れないようにリマインドして`, `了解しました。明日は${noun}を着て出かけるよう、朝にお知らせします。`);
    expect(induce(japanese('シャツ'), [japanese('コート'), japanese('セーター')])).toMatchObject({ ok: true, wordByWord: ['v1'] });
    const korean = (noun: string) => userEx(`내일 챙길 것: ${noun}`, `알겠습니다. 내일 아침에 ${noun} 입고 나가시라고 알려 드릴게요.`);
    expect(induce(korean('셔츠'), [korean('코트'), korean('재킷')])).toMatchObject({ ok: true, wordByWord: ['v1'] });
    // Pointed at with a measure word and no numeral: 这个 for an apple, 这辆 for a car.
    const price = (noun: string) => userEx(`帮我查一下${noun}的价格`, `好的，我来查一下这个${noun}的价格。`);
    expect(induce(price('苹果'), [price('杯子'), price('盒子')])).toMatchObject({ ok: true, wordByWord: ['v1'] });
    // The same nouns copied into an answer whose own words are English: free.
    const english = (noun: string) => userEx(`Search the catalogue for ${noun}`, `Searching the catalogue for ${noun}.`);
    expect(induce(english('苹果'), [english('杯子'), english('盒子')])).toMatchObject({ ok: true, wordByWord: [] });
    // Or into a call's field, with no words of its own beside it.
    const cart = (noun: string) => ex([{ role: 'user', content: `把${noun}加入购物车` }], null, calls('add_to_cart', { item: noun }));
    expect(induce(cart('苹果'), [cart('杯子'), cart('盒子')])).toMatchObject({ ok: true, wordByWord: [] });
    // A name the request marks as a person's chooses nothing: a person is greeted, and counted, alike.
    const greet = (name: string) => userEx(`${name} 씨에게 인사해 줘`, `안녕하세요, ${name} 씨! 반갑습니다.`);
    expect(induce(greet('민수'), [greet('지연'), greet('서준')])).toMatchObject({ ok: true, wordByWord: [] });
    const customer = (name: string) => ex([{ role: 'system', content: `客户：${name}` }, { role: 'user', content: '你好' }], `${name}，您好！欢迎回来。`);
    expect(induce(customer('张伟'), [customer('王芳'), customer('李娜')])).toMatchObject({ ok: true, wordByWord: [] });
    // Unless the answer says a gender the request does not: 先生 for 张伟, 女士 for 王芳.
    const sir = (name: string) => ex([{ role: 'system', content: `客户：${name}` }, { role: 'user', content: '你好' }], `${name}先生，您好！欢迎回来。`);
    expect(induce(sir('张伟'), [sir('刘洋'), sir('杨磊')])).toMatchObject({ ok: true, wordByWord: ['v1'] });
    // Or a measure word: a customer may be a person (这位) or a company (这家).
    const measured = (name: string) => ex([{ role: 'system', content: `客户：${name}` }, { role: 'user', content: '你好' }], `${name}这位客户，您好！`);
    expect(induce(measured('张伟'), [measured('刘洋'), measured('杨磊')])).toMatchObject({ ok: true, wordByWord: ['v1'] });
    // A noun after a word that also reaches people ("给", to) is not marked: 给汽车加油 fills a car.
    const refuel = (noun: string) => userEx(`给${noun}加满`, `好的，已经给这辆${noun}加满了。`);
    expect(induce(refuel('汽车'), [refuel('卡车'), refuel('摩托车')])).toMatchObject({ ok: true, wordByWord: ['v1'] });
  });
  it('reads a lifecycle stored before these nouns were verified with them verified word by word, a name marked as a person\'s aside (round one hundred and thirty-six)', () => {
    // As the code before stored it: nouns held by their features, then promoted.
    const nouns = ['帽子', '眼镜', '手表', '手套', '口罩', '耳环'];
    const stored = TemplateLifecycle.candidate(nouns.map((v1) => ({ v1 })), [], 'test');
    stored.predicted({ v1: '项链' }, true, { ...DEFAULT_POLICY, minPredictions: 1, minDistinct: 3 }, 'ok');
    expect(stored.state).toBe('serving');
    expect(stored.refusal({ v1: '外套' }), 'the code before served a noun it never verified').toBeNull();
    const answer = new TextTemplate(['{"content":"好的，明天出门前我会提醒您戴上', { name: 'v1', depth: 1 }, '。"}']);
    const edges = new Map([['v1', [['提醒我明天出门带上', '"}'] as const]]]);
    const read = TemplateLifecycle.fromJSON(withWordByWordRules(stored.toJSON(), answer, edges, '提醒我明天出门带上'));
    expect(read.refusal({ v1: '外套' })).toMatch(/word 外套 not seen/);
    expect(read.refusal({ v1: '项链' }), 'a noun its evidence verified').toBeNull();
    // Read again (as every load does), nothing changes.
    expect(withWordByWordRules(read.toJSON(), answer, edges, '提醒我明天出门带上')).toEqual(read.toJSON());
    // A name the request marks with 씨 stays as it was: a person is greeted alike.
    const greeting = new TextTemplate(['{"content":"안녕하세요, ', { name: 'v1', depth: 1 }, ' 씨! 반갑습니다."}']);
    const named = new Map([['v1', [['{"content":"', ' 씨에게 인사해 줘"}'] as const]]]);
    expect(withWordByWordRules(stored.toJSON(), greeting, named, ' 씨에게 인사해 줘')).toEqual(stored.toJSON());
    // An answer in English chooses no word by the noun.
    const english = new TextTemplate(['{"content":"Reminder set: wear ', { name: 'v1', depth: 1 }, '."}']);
    expect(withWordByWordRules(stored.toJSON(), english, edges, '提醒我明天出门带上')).toEqual(stored.toJSON());
  });
  it('reads a lifecycle stored before codes were verified code by code with them so verified: 429 predicted first (round one hundred and thirty-three)', () => {
    const statuses = ['400', '401', '403', '404', '405', '409', '410', '412', '413', '415', '417', '418', '421', '422', '424', '426', '428', '431'];
    const literals = 'the payments api answered http . what should the agent do?';
    const stored = TemplateLifecycle.candidate(statuses.map((v1) => ({ v1 })), [], 'test', new Date(), { literals });
    stored.predicted({ v1: '409' }, true, { ...DEFAULT_POLICY, minPredictions: 1, minDistinct: 3 }, 'ok');
    expect(stored.refusal({ v1: '429' }), 'the code before served a code it never verified').toBeNull();
    const answer = new TextTemplate(['{"content":"HTTP ', { name: 'v1', depth: 1 }, ': report the error to the payments team."}']);
    const edges = new Map([['v1', [['s api answered http ', '. what should the a'] as const]]]);
    const read = TemplateLifecycle.fromJSON(withWordByWordRules(stored.toJSON(), answer, edges, literals), literals);
    expect(read.refusal({ v1: '429' })).toMatch(/word 429 not seen/);
    expect(read.refusal({ v1: '404' })).toBeNull();
    // A number the request does not call a code ("returned 3 results") stays as it was.
    const counted = new Map([['v1', [['the search returned ', ' results. what now?'] as const]]]);
    expect(withWordByWordRules(stored.toJSON(), answer, counted, literals)).toEqual(stored.toJSON());
  });
  it('verifies a number the request calls a code (an HTTP status, an exit code) code by code (round one hundred and thirty-three)', () => {
    // 429 is retried, 428 and 431 beside it are not: its ending, remainders and range were all seen.
    const status = (code: number) => userEx(`The payments API answered HTTP ${code}. What should the agent do?`, `HTTP ${code}: report the error to the payments team.`);
    const http = induce(status(404), [status(409), status(422)]);
    expect(http.ok && http.wordByWord).toEqual(['v1']);
    const lifecycle = TemplateLifecycle.candidate([{ v1: '404' }, { v1: '409' }, { v1: '422' }], [], 'test', new Date(), { wordByWord: ['v1'] });
    lifecycle.predicted({ v1: '428' }, true, { ...DEFAULT_POLICY, minPredictions: 1, minDistinct: 3 }, 'ok');
    expect(lifecycle.state).toBe('serving');
    expect(lifecycle.refusal({ v1: '409' })).toBeNull();
    expect(lifecycle.refusal({ v1: '429' })).toMatch(/word 429 not seen/);
    // In a tool result's JSON, after "status_code", and before "error".
    const result = (code: number) =>
      ex([{ role: 'user', content: 'Create the invoice' }, { role: 'assistant', content: null, tool_calls: calls('create_invoice', {}) }, { role: 'tool', tool_call_id: 'c', content: JSON.stringify({ ok: false, status_code: code }) }], null, calls('report_error', { status: code }));
    expect(induce(result(404), [result(409), result(422)])).toMatchObject({ ok: true, wordByWord: ['v1'] });
    const exit = (code: number) => userEx(`The backup got a ${code} error from the store`, `Error ${code}: see the log.`);
    expect(induce(exit(3), [exit(12), exit(64)])).toMatchObject({ ok: true, wordByWord: ['v1'] });
    // After a call's verb, where no word follows the number.
    const returned = (code: number) => userEx(`The refund API returned ${code}. What now?`, `HTTP ${code} from the refund API: report the error to the payments team.`);
    expect(induce(returned(404), [returned(409), returned(422)])).toMatchObject({ ok: true, wordByWord: ['v1'] });
    const results = (n: number) => userEx(`The search returned ${n} results. What now?`, `Showing the ${n} results the search returned.`);
    expect(induce(results(4), [results(9), results(22)])).toMatchObject({ ok: true, wordByWord: [] });
    // Not a count ("3 errors", "status: 23 unread messages"), nor a one-time code of six digits, which is copied, not looked up.
    const inbox = (n: number) => ex([{ role: 'system', content: `Inbox status: ${n} unread messages.` }, { role: 'user', content: 'How many unread messages do I have?' }], `You have ${n} unread messages.`);
    expect(induce(inbox(3), [inbox(12), inbox(64)])).toMatchObject({ ok: true, wordByWord: [] });
    const errors = (n: number) => userEx(`The build found ${n} errors`, `Fix the ${n} errors first.`);
    expect(induce(errors(3), [errors(12), errors(64)])).toMatchObject({ ok: true, wordByWord: [] });
    const otp = (code: number) => userEx(`Enter the sign-in code: ${code}`, `Entering the sign-in code: ${code}`);
    expect(induce(otp(482913), [otp(120554), otp(903311)])).toMatchObject({ ok: true, wordByWord: [] });
  });
  it('reads the facts of arithmetic about a whole number that its ending and remainders do not show (round one hundred and thirty-two)', () => {
    expect(numberFactsOf(64)).toEqual({ prime: 'no', square: 'yes', 'power of two': 'yes' });
    expect(numberFactsOf(13)).toEqual({ prime: 'yes', square: 'no', 'power of two': 'no' });
    expect([numberFactsOf(1), numberFactsOf(2.5), numberFactsOf(12_000)]).toEqual([{}, {}, {}]);
    // Sizes of a ring buffer after 48, 96 and others: 32 is a power of two, 49 chairs a square
    // grid; each ending, remainder and the range were seen.
    const sizes = domainOf(['48', '40', '96', '24', '72', '80', '56', '12', '20', '39', '60', '44', '30', '33', '26', '22', '42', '18', '85', '19', '51', '35', '62', '77', '58', '23', '47', '87']);
    expect(sizes.rejects('52')).toBeNull();
    expect(sizes.rejects('32')).toBe('power of two yes not seen');
    expect(sizes.rejects('81')).toBe('square yes not seen');
  });
  it('reads an address whose mailbox is no person\'s: no replies, or a role (round seventy-two)', () => {
    const senders = SlotDomain.empty();
    for (const name of ['alice', 'bruno', 'chen', 'dana', 'emil', 'farah', 'goran', 'hana', 'valentina', 'maximilian']) senders.add(`${name}@acme.com`);
    expect(senders.rejects('ivan@acme.com')).toBeNull();
    expect(senders.rejects('noreply@acme.com')).toBe('mailbox noreply not seen');
    // A role missing from the list, in common words, is its own category all the same.
    expect(senders.rejects('finance@acme.com')).toBe('mailbox finance not seen');
    expect(senders.rejects('payroll@acme.com')).toBe('mailbox payroll not seen');
  });
  it('reads what a compact value holds: a range\'s two ends and span, a card\'s expiry month, a duration (round seventy-five)', () => {
    // Bookings of two hours or less, start and end written as one token: a three-hour one is new.
    const slots = domainOf(['10:00-11:00', '13:30-15:30', '09:00-10:30', '14:00-16:00', '11:30-12:00', '15:00-16:30', '09:30-11:30', '10:00-12:00', '13:00-14:30', '11:00-12:30']);
    expect(slots.rejects('10:00-11:30')).toBeNull();
    expect(slots.rejects('09:00-12:00')).toBe('span in minutes 180 outside 30..120');
    // Page ranges of up to 20 pages: 3 to 40 is 38.
    const pages = domainOf(['1-12', '5-20', '10-25', '2-8', '30-45', '12-30', '7-14', '20-38', '3-9', '15-22']);
    expect(pages.rejects('3-40')).toBe('span in units 37 outside 6..18');
    // Cards valid in November 2026: 05/26 expired, though May 26 lies among their months and days.
    const cards = domainOf(['12/26', '03/27', '08/28', '11/29', '01/30', '06/27', '09/31', '02/28', '11/26', '07/30']);
    expect(cards.rejects('05/26')).toBe('month of year 24317 outside 24323..24381');
    // Clips under five minutes: PT5M4S is not, though shaped and as long as PT4M49S.
    const clips = domainOf(['PT1M6S', 'PT3M58S', 'PT4M40S', 'PT0M5S', 'PT2M50S', 'PT2M27S', 'PT4M31S', 'PT1M41S', 'PT4M49S', 'PT3M4S']);
    expect(clips.rejects('PT5M4S')).toBe('duration in seconds 304 outside 5..289');
  });
  it('reads the numbers inside one token: glued to a unit, joined by an x or a colon, a prefix length (round seventy-six)', () => {
    // Boxes with sides up to 50 cm: 30x65 has a side over it.
    expect(domainOf(['30x40', '12x50', '45x22', '18x35', '50x10', '26x48', '33x14', '41x29', '20x20', '15x44']).rejects('30x65')).toBe('number 2 65 outside 10..50');
    // Parcels up to 20 kg: 25kg is freight.
    const weights = domainOf(['3kg', '12kg', '7kg', '19kg', '1kg', '15kg', '9kg', '20kg', '5kg', '11kg']);
    expect(weights.rejects('25kg')).toMatch(/ of number 1 | number 1 25 outside/);
    expect(weights.rejects('9lb')).toBe('unit after the numbers lb not seen');
    // Subnets of /16 to /28: a /8 is wider.
    expect(domainOf(['10.4.0.0/16', '192.168.1.0/24', '172.16.8.0/22', '10.20.30.0/28', '192.168.0.0/20', '10.1.2.0/24', '172.20.0.0/18', '10.9.0.0/26']).rejects('10.10.0.0/8')).toBe('number 1 in prefix length 8 outside 16..28');
    // Landscape ratios, both numbers of 3:4 among them: its order is new.
    expect(domainOf(['16:9', '4:3', '3:2', '21:9', '5:4', '16:10', '2:1', '32:9', '7:5', '8:3']).rejects('3:4')).toBe('order of the numbers < not seen');
    // A fraction read as a date too: 4/3 is April 3 among the months and days of 1/4 to 7/8, and over one (seed 101).
    expect(domainOf(['1/4', '1/3', '1/2', '2/3', '3/4', '3/8', '5/8', '7/8']).rejects('4/3')).toBe('order of the numbers > not seen');
  });
  it('reads a number, a time or a date among a phrase\'s words, where the text around it varied with it (two agents of one account)', () => {
    // Two system prompts label the time two ways, so the variable holds the label too: its unix
    // time still has a half hour, and an evening's is not among the mornings verified.
    const mornings = ['current_time: 1779264000', 'now_ms=1779267600123', 'current_time: 1779350400', 'now_ms=1779354000456', 'current_time: 1779436800', 'now_ms=1779440400789', 'current_time: 1779523200', 'now_ms=1779526800012'];
    const domain = domainOf(mornings);
    expect(domain.rejects('current_time: 1779303600')).toMatch(/^half hour of value 1 in phrase 19:00 not seen|^time of day of value 1 in phrase/);
    expect(domain.rejects('now_ms=1779307200000')).toMatch(/ of value 1 in phrase /);
    expect(domain.rejects('current_time: 1779267600')).toBeNull(); // 09:00 on a morning verified, labelled the other way
    // A total among words keeps its range: 44.90 lies below every total verified.
    expect(domainOf(['cart total 75.00 USD', 'total=82.50', 'cart total 96.10 USD', 'total=120.00', 'cart total 64.30 USD', 'total=58.00', 'cart total 99.99 USD', 'total=71.25']).rejects('cart total 44.90 USD')).toBe('number of value 1 in phrase 44.9 outside 58..120');
    // Glued to its label, in brackets, after a currency's sign: still read.
    expect(valuesInPhrase('ts:1779295568')).toEqual(['1779295568']);
    expect(valuesInPhrase('time(1779295568)')).toEqual(['1779295568']);
    expect(valuesInPhrase('total $1,250.00, paid')).toEqual(['1,250.00']);
    expect(valuesInPhrase('at 10:30 am, room 4')).toEqual(['10:30 am', '4']);
    // An id's digits have no reading of their own, and a phone's or a card's groups are read whole as what they are.
    expect(Object.keys(featuresOf('ORD-1857 shipped').ranges)).toEqual([]);
    expect(Object.keys(featuresOf('(713) 742-8106').ranges)).toEqual([]);
  });
  it('reads the parity of a whole number among a phrase\'s words, and no more of its arithmetic (round one hundred and thirty-eight)', () => {
    // Even flats take the east lift: a span slot holding "20 Church Lane" saw only even numbers.
    const flats = domainOf(['20 Church Lane', '30 King Street West', '80 Elm Close', '82 Church Lane', '44 King Street West', '74 Station Road', '26 Elm Close', '10 Station Road']);
    expect(flats.rejects('13 Elm Close')).toBe('parity of value 1 in phrase odd not seen');
    expect(flats.rejects('32 Elm Close')).toBeNull();
    // Not a fraction's, a moment's or an id's: none of them has a side of the street.
    expect(featuresOf('cart total 45.00 USD').categorical['parity of value 1 in phrase']).toBeUndefined();
    expect(featuresOf('current_time: 1779295568').categorical['parity of value 1 in phrase']).toBeUndefined();
    expect(featuresOf('ORD-1857 shipped').categorical['parity of value 1 in phrase']).toBeUndefined();
    expect(featuresOf('order 123457 shipped').categorical['parity of value 1 in phrase']).toBe('odd');
  });
  it('reads a time that is no time with its "pm" without reading it again as a phrase (a stack overflow and a 500 on the hit path)', () => {
    expect(() => featuresOf('13:30 pm')).not.toThrow();
    expect(() => featuresOf('25:00 pm')).not.toThrow();
    expect(domainOf(['10:30 am', '9:15 am', '11:45 am', '8:00 am', '10:05 am', '9:40 am']).rejects('13:30 pm')).not.toBeNull();
    expect(Object.keys(featuresOf('meet at 13:30 pm').ranges)).toEqual([]);
    // And should some value's reading fail again, the template refuses it (a miss, asked upstream) instead of failing the request.
    const lifecycle = TemplateLifecycle.candidate(['Ann', 'Bob', 'Cy', 'Di'].map((v1) => ({ v1 })), [], 'test');
    lifecycle.predicted({ v1: 'Ed' }, true, { ...DEFAULT_POLICY, minPredictions: 1, minDistinct: 3 }, 'ok');
    expect(lifecycle.state).toBe('serving');
    const rejects = SlotDomain.prototype.rejects;
    SlotDomain.prototype.rejects = () => {
      throw new RangeError('Maximum call stack size exceeded');
    };
    try {
      expect(lifecycle.refusal({ v1: 'Flo' })).toBe('its evidence could not be checked for these values (RangeError)');
    } finally {
      SlotDomain.prototype.rejects = rejects;
    }
    expect(lifecycle.refusal({ v1: 'Ann' })).toBeNull();
  });
  it('reads a decimal before a slash, an exponent, a unit per unit and two moments (round seventy-eight)', () => {
    // "2.5/10" is no May 10, as "5.5/10" was: scores of 6 and over say nothing of it.
    expect(featuresOf('2.5/10').ranges['date in year']).toBeUndefined();
    expect(domainOf(['6.5/10', '7.0/10', '8.5/10', '9.5/10', '6.0/10', '7.5/10', '8.0/10', '9.0/10', '10.0/10', '5.5/10']).rejects('2.5/10')).toBe('number 1 2.5 outside 5.5..10');
    // Readings under 1e-3: 2.4e-2 is a new order of magnitude.
    expect(domainOf(['3.1e-4', '5.5e-5', '9.9e-4', '1.2e-6', '7.7e-5', '4.4e-4', '2.0e-6', '8.1e-4']).rejects('2.4e-2')).toBe('exponent -2 not seen');
    // Doses up to 1 mg/kg: 1.5 is over.
    expect(domainOf(['0.5mg/kg', '0.2mg/kg', '0.8mg/kg', '1.0mg/kg', '0.3mg/kg', '0.7mg/kg', '0.1mg/kg', '0.9mg/kg']).rejects('1.5mg/kg')).toBe('number 1 in mg/kg 1.5 outside 0.1..1');
    // Windows of up to four hours between two date-times: eight hours is new.
    const windows = domainOf(['2026-12-01T09:00/2026-12-01T12:00', '2026-12-03T10:00/2026-12-03T11:00', '2026-12-05T08:00/2026-12-05T12:00', '2026-12-02T13:00/2026-12-02T15:00']);
    expect(windows.rejects('2026-12-02T08:00/2026-12-02T15:00')).toBe('span in minutes 420 outside 60..240');
  });
  it('reads the words of a URL\'s path by place, a category once they repeat (round seventy-nine)', () => {
    const links = SlotDomain.empty();
    for (let i = 0; i < 12; i++) links.add(`shop.example.com/${['orders', 'cart', 'wishlist', 'account'][i % 4]}/${10000 + i * 7}`);
    expect(links.rejects('shop.example.com/cart/55555')).toBeNull();
    expect(links.rejects('shop.example.com/returns/55555')).toBe('url path word 1 returns not seen');
    // Slugs that seldom repeat are free, as a name's words are.
    const posts = SlotDomain.empty();
    for (const slug of ['spring-sale', 'new-arrivals', 'our-story', 'care-guide', 'gift-ideas', 'size-chart', 'faq', 'press']) posts.add(`https://blog.example.com/${slug}`);
    expect(posts.rejects('https://blog.example.com/new-in')).toBeNull();
  });
  it('reads amounts grouped the ways of other countries: apostrophes, spaces, lakhs (round eighty)', () => {
    expect(['1,250', '1.250', "3'871", '2 500', '7,39,658', '16,011.50', '1.250.000,50'].map((value) => featuresOf(value).ranges['number grouped'])).toEqual([1250, 1250, 3871, 2500, 739658, 16011.5, 1250000.5]);
    const francs = SlotDomain.empty();
    for (const amount of ["1'250", "1'999", "1'480", "1'020", "1'735", "1'310", "1'860", "1'555"]) francs.add(amount);
    expect(francs.rejects("1'600")).toBeNull();
    expect(francs.rejects("3'870")).toBe('number grouped 3870 outside 1020..1999');
  });
  it('reads periods without a day or separators: a compact date, a year-month, a quarter (round eighty-one)', () => {
    expect(featuresOf('20261115').ranges.date).toBe(featuresOf('2026-11-15').ranges.date);
    expect(featuresOf('2026-11').ranges['month of year']).toBe(featuresOf('Nov 2026').ranges['month of year']);
    expect(featuresOf('Q3 2026').ranges['quarter of year']).toBe(featuresOf('2026-Q3').ranges['quarter of year']);
    // Future periods only: a past one lies before them all.
    const periods = SlotDomain.empty();
    for (const p of ['2026-12', '2027-03', '2028-07', '2029-01', '2027-11', '2028-02', '2029-09', '2027-06']) periods.add(p);
    expect(periods.rejects('2028-11')).toBeNull();
    expect(periods.rejects('2024-11')).toBe('month of year 24299 outside 24324..24357');
    const quarters = SlotDomain.empty();
    for (const q of ['Q4 2026', 'Q3 2028', 'Q1 2029', 'Q2 2028', 'Q3 2027', 'Q1 2028', 'Q4 2027', 'Q4 2029', 'Q3 2029']) quarters.add(q);
    expect(quarters.rejects('Q3 2026')).toBe('quarter of year 8107 outside 8108..8120');
  });
  it('reads a number and the word after it as a number in that unit (round eighty-two)', () => {
    const weights = SlotDomain.empty();
    for (const w of ['26 lb', '8 kg', '7 kg', '14 kg', '17 kg', '3 kg', '15 lb', '4 kg', '11 kg', '44 lb']) weights.add(w);
    // Inside the range of all numbers seen (3 to 44), past every kilogram weight.
    expect(weights.rejects('23 kg')).toBe('number 1 in kg 23 outside 3..17');
    expect(featuresOf('7 adults').ranges['number 1 in adults']).toBe(7);
    expect(featuresOf('Nov 26').ranges['number 1 in nov']).toBeUndefined(); // a date, read as one
  });
  it('reads digits of other scripts and a typographic minus as numbers, and an amount of five digits by its range (round eighty-three)', () => {
    // Adults of 18 to 65 in Arabic-Indic digits: ١٧ is 17, under all of them (its teen ending is new too).
    const ages = domainOf(['٢٥', '٤٠', '١٨', '٣٣', '٦٥', '٢٢', '٥١', '٣٩', '٢٨', '٤٧']);
    expect(featuresOf('١٧').ranges.number).toBe(17);
    expect(ages.rejects('٣٥')).toBeNull();
    expect(ages.rejects('١٧')).toBe('ending 17 not seen');
    // A first value in ASCII digits is written otherwise: predicted, as a model may answer in either.
    expect(ages.rejects('35')).toBe('numerals - not seen');
    // Lows down to −19 °C with a minus sign that is not ASCII's: −22 lies past them.
    expect(featuresOf('−15').ranges.number).toBe(-15);
    expect(domainOf(['−3', '5', '−12', '−19', '2', '−8', '−15', '0', '−1', '7']).rejects('−22')).toBe('number -22 outside -19..7');
    expect(featuresOf('３５').ranges.number).toBe(35); // full-width, as Japanese input methods type
    expect(featuresOf('٣٫٥').ranges.number).toBe(3.5); // an Arabic decimal mark
    expect(featuresOf('5–10').categorical.numerals).toBeUndefined(); // a dash between numbers is no minus
    // Yen totals under ¥30000: ¥45000 has as many digits, and is more.
    const totals = domainOf(['12500', '29990', '18000', '10400', '25600', '21980', '15750', '27300', '19900', '23450']);
    expect(totals.rejects('45000')).toBe('long number 45000 outside 10400..29990');
    expect(featuresOf('1712345678').ranges['long number']).toBeUndefined(); // a unix time, read as a moment
  });
  it('reads a date with dashes before its year, the weekday of a slashed date, a vulgar fraction (round eighty-four)', () => {
    // Weekdays written day first with dashes: 28-11-2026 is a Saturday.
    const weekdays = domainOf(['02-12-2026', '15-01-2027', '09-03-2027', '21-07-2026', '30-09-2026', '11-05-2027', '24-02-2027', '06-10-2026']);
    expect(featuresOf('26-11-2026').ranges['date d/m']).toBe(20783);
    expect(weekdays.rejects('28-11-2026')).toBe('weekday d/m 6 not seen');
    expect(featuresOf('26-11-26').ranges['date d/m']).toBeUndefined(); // two digits of year after dashes may be anything
    expect(featuresOf('11/28/2026').categorical['weekday m/d']).toBe('6');
    // Cups of ¼ to 1¾: 2½ is more, though shaped and as long as 1½.
    expect(featuresOf('2½').ranges.number).toBe(2.5);
    expect(domainOf(['½', '1¼', '¾', '1½', '⅓', '1¾', '1', '¼', '1⅔', '⅔']).rejects('2½')).toBe('number 2.5 outside 0.25..1.75');
  });
  it('reads a timestamp\'s offset from UTC, and its time in UTC (round eighty-five)', () => {
    // New York calls at 04:00 to 11:30 local, 09:00 to 16:30 in London, and one from Chicago.
    const calls = domainOf(['2026-12-07T04:00:00-05:00', '2026-12-08T06:30:00-05:00', '2026-12-09T09:00:00-05:00', '2026-12-10T11:30:00-05:00', '2026-12-07T07:00:00-05:00', '2026-12-08T10:00:00-05:00', '2026-12-09T05:30:00-05:00', '2026-12-10T08:30:00-05:00', '2026-12-07T06:00:00-06:00']);
    expect(calls.rejects('2026-12-09T07:00:00-08:00')).toBe('utc offset -08:00 not seen');
    // 09:00 in Chicago is 15:00 in London, as 10:00 in New York; 11:30 is 17:30, never verified.
    expect(calls.rejects('2026-12-10T09:00:00-06:00')).toBeNull();
    expect(calls.rejects('2026-12-10T11:30:00-06:00')).toBe('half hour in utc 17:30 not seen');
    expect(featuresOf('2026-12-01T10:15+0530').ranges['time of day in utc']).toBe(4 * 60 + 45);
    expect(featuresOf('10:00-11:00').categorical['utc offset']).toBeUndefined(); // a range of times
  });
  it('reads check digits, a card\'s network, an IP address\'s scope and a file\'s type (round eighty-six)', () => {
    // Twelve Visa and American Express numbers, each with a right check digit.
    const cards = domainOf(['4539148803436467', '4916338506082832', '4024007198964305', '4485275742308327', '4716461583322103', '4929720496813406', '371449635398431', '378282246310005', '4556737586899855', '4532015112830366', '4716108999716531', '4485040371536584']);
    expect(cards.rejects('4539148803436468')).toBe('luhn invalid not seen'); // one digit off
    expect(cards.rejects('3530111333300000')).toBe('card network jcb not seen'); // inside their range, of their length
    expect(featuresOf('4539 1488 0343 6467').categorical.luhn).toBe('valid'); // in groups of four
    // ISBN-13 and IBAN check digits.
    expect(featuresOf('9783161484100').categorical['gtin check']).toBe('valid');
    expect(featuresOf('9783161484101').categorical['gtin check']).toBe('invalid');
    expect(featuresOf('DE89370400440532013000').categorical['iban check']).toBe('valid');
    expect(featuresOf('DE89 3704 0044 0532 0130 01').categorical['iban check']).toBe('invalid');
    // Private addresses lie inside the public ones' octets.
    const publicAddresses = domainOf(['203.0.114.9', '8.8.8.8', '221.173.161.93', '130.255.30.92', '45.12.200.7', '98.137.11.163', '151.101.1.69', '185.199.108.153', '64.233.160.0', '199.232.69.194']);
    expect(publicAddresses.rejects('192.168.172.29')).toBe('address scope private not seen');
    expect(featuresOf('fe80::1%eth0').categorical['address scope']).toBe('link-local');
    expect(featuresOf('fd12:3456::1').categorical['address scope']).toBe('unique local');
    expect(featuresOf('::ffff:10.0.0.1').categorical['address scope']).toBe('private');
    // A program among documents whose extensions never repeated.
    const attachments = domainOf(['receipt.odt', 'slides.pptx', 'budget.csv', 'report.docx', 'itinerary.pdf', 'photos.jpg', 'contract.zip', 'summary.png', 'minutes.txt', 'invoice.xlsx']);
    expect(attachments.rejects('photos.exe')).toBe('file type exe not seen');
    expect(featuresOf('jane.doe').categorical['file type']).toBe('other');
    expect(featuresOf('https://example.com/files/Q3 report.PDF').categorical['file type']).toBe('pdf');
  });
  it('reads a date-time\'s weekday and date in UTC: Friday evening in New York is Saturday in London (round ninety-one)', () => {
    // Monday to Thursday evenings in New York (the next day's small hours in London) and Friday daytimes.
    const calls = domainOf(['2026-12-07T19:00:00-05:00', '2026-12-08T20:30:00-05:00', '2026-12-09T21:00:00-05:00', '2026-12-10T19:30:00-05:00', '2026-12-11T09:00:00-05:00', '2026-12-11T14:30:00-05:00', '2026-12-14T20:00:00-05:00', '2026-12-15T21:30:00-05:00', '2026-12-18T11:00:00-05:00', '2026-12-16T19:00:00-05:00']);
    expect(calls.rejects('2026-12-17T20:00:00-05:00')).toBeNull();
    expect(calls.rejects('2026-12-11T20:00:00-05:00')).toBe('weekday in utc 6 not seen');
    expect(featuresOf('2026-12-11T10:00:00+09:00').ranges['date in utc']).toBe(featuresOf('2026-12-11').ranges.date);
  });
  it('reads which regions are on summer time on a date: 15:00 in London is 11:00 in New York only from March 8 to 28 (round one hundred and twenty-eight)', () => {
    // Twelve dates of 2026 at uneven gaps, none in the weeks North America's and Europe's clocks
    // differ: those weeks are no wider than the gaps around them.
    const calls = domainOf(['2026-01-09', '2026-02-02', '2026-02-25', '2026-03-04', '2026-04-14', '2026-05-21', '2026-06-06', '2026-07-22', '2026-08-14', '2026-09-29', '2026-11-08', '2026-12-15']);
    expect(calls.rejects('2026-06-17')).toBeNull();
    expect(calls.rejects('2026-03-16')).toBe('summer time north america summer, europe standard, australia summer, new zealand summer not seen');
    expect(calls.rejects('2026-10-28')).toMatch(/^summer time north america summer, europe standard, .* not seen$/);
    // The day of a change is its own (a time before 2:00 is on the old clock), and a date without
    // a year is in a change week where the change may fall in some year (March 10 was summer time
    // in New York in 2024, not in 2026).
    expect(featuresOf('2026-03-08').categorical['summer time']).toMatch(/^north america change, europe standard/);
    expect(featuresOf('March 10').categorical['summer time']).toMatch(/^north america change week, europe standard/);
    expect(featuresOf('3/16/2026').categorical['summer time m/d']).toBe(featuresOf('2026-03-16').categorical['summer time']);
    expect(featuresOf('16/3/2026').categorical['summer time d/m']).toBe(featuresOf('2026-03-16').categorical['summer time']);
    // Only where a clock is in play, in the value or in the request's fixed text: a date copied
    // into a reminder is spared verifying each combination.
    expect(featuresOf('2026-03-16', false, 'remind me to renew the lease on').categorical['summer time']).toBeUndefined();
    expect(featuresOf('2026-03-16', false, 'a call at 15:00 london time on').categorical['summer time']).toBeDefined();
    expect(featuresOf('2026-03-16', false, 'user timezone: america/new_york. create an event on').categorical['summer time']).toBeDefined();
    expect(featuresOf('2026-03-16T15:00:00', false, 'remind me on').categorical['summer time']).toBeDefined();
    // The southern regions' summer spans the new year.
    expect(featuresOf('2026-01-15').categorical['summer time']).toBe('north america standard, europe standard, australia summer, new zealand summer');
    expect(featuresOf('2026-07-15').categorical['summer time']).toBe('north america summer, europe summer, australia standard, new zealand standard');
  });
  it('reads the holidays of the regions a request names: Lunar New Year in Shanghai, Eid in Dubai, Passover in Jerusalem, Diwali in Mumbai (round one hundred and twenty-nine)', () => {
    // Twelve dates of January and March 2026 at uneven gaps: Lunar New Year's week lies between.
    const visits = 'book a visit to the shanghai office on';
    const shanghai = SlotDomain.empty();
    for (const date of ['2026-01-05', '2026-01-09', '2026-01-14', '2026-01-20', '2026-01-27', '2026-02-03', '2026-02-10', '2026-03-02', '2026-03-06', '2026-03-11', '2026-03-16', '2026-03-20']) shanghai.add(date, visits);
    expect(shanghai.rejects('2026-03-04', visits)).toBeNull();
    expect(shanghai.rejects('2026-02-17', visits)).toBe('regional holiday lunar new year in shanghai not seen');
    // Each day of the week apart (China's closes from 2026-02-15 to 23), and the day before.
    expect(shanghai.rejects('2026-02-20', visits)).toBe('regional holiday lunar new year +3 in shanghai not seen');
    expect(featuresOf('2026-02-16', false, visits).categorical['regional holiday']).toBe('lunar new year -1 in shanghai');
    // Only where a region is named: a date copied into a reminder is spared.
    expect(featuresOf('2026-02-17', false, 'remind me to renew the lease on').categorical['regional holiday']).toBeUndefined();
    // Named in a value: the {{city}} office. A place that keeps it is its own, as a category is.
    const offices = 'book a visit to the  office on';
    const inCity = (city: string) => featuresOf('2026-02-17', false, offices, regionsOfRequest(fixedRegionsOf(offices), () => [city, '2026-02-17'])).categorical['regional holiday'];
    expect(inCity('London')).toBeUndefined();
    expect(inCity('Shanghai')).toBe('lunar new year in shanghai');
    expect(inCity('Singapore')).toBe('lunar new year in singapore; ramadan begins -1 in singapore');
    // In Chinese, by its script.
    expect(featuresOf('2026-02-17', false, '预约参观上海办公室，日期').categorical['regional holiday']).toMatch(/^lunar new year in /);
    // Eid moves through the year by the Umm al-Qura calendar; Passover by the Hebrew one; Diwali by the new moon.
    expect(featuresOf('2026-03-20', false, 'book a meeting room in our dubai office on').categorical['regional holiday']).toBe('eid al-fitr in dubai');
    expect(featuresOf('2025-03-30', false, 'book a meeting room in our dubai office on').categorical['regional holiday']).toBe('eid al-fitr in dubai');
    expect(featuresOf('2026-04-02', false, 'deliver the bread to our jerusalem shop on').categorical['regional holiday']).toBe('nisan 15 in jerusalem');
    expect(featuresOf('2026-11-08', false, 'schedule the audit of the mumbai branch on').categorical['regional holiday']).toBe('near diwali 2026-11-08 in mumbai');
    // Orthodox Easter by the Julian computus, Nowruz by the Persian calendar, Songkran on its days (round one hundred and thirty).
    expect(featuresOf('2026-04-12', false, 'deliver the stock to our shop in athens on').categorical['regional holiday']).toBe('orthodox easter in athens');
    expect(featuresOf('2027-05-02', false, 'deliver the stock to our shop in athens on').categorical['regional holiday']).toBe('orthodox easter in athens');
    expect(featuresOf('2026-03-21', false, 'book a visit to the tehran office on').categorical['regional holiday']).toMatch(/nowruz in tehran/);
    expect(featuresOf('2026-04-13', false, 'book the temple tour in bangkok on').categorical['regional holiday']).toBe('songkran 04-13 in bangkok');
    // A region said by a calling code before a number, a web domain, a zone, a currency sign; not by "+20 points" or "sign in".
    const cued = (literals: string) => featuresOf('2026-02-17', false, literals).categorical['regional holiday'];
    expect(cued('schedule a call to +86 21 5555 0134 on')).toBe('lunar new year in +86');
    expect(cued('send the reminder to accounts@huaxin-trading.cn on')).toBe('lunar new year in cn');
    expect(cued('zone asia/hong_kong. create the event on')).toBe('lunar new year in hong_kong');
    expect(cued('pay ¥500 on')).toMatch(/^lunar new year in ¥/);
    expect(cued('award +20 points on')).toBeUndefined();
    expect(cued('sign in on')).toBeUndefined();
    // A year of another century is not read (each costs up to 10 ms once): its days are each their own.
    expect(featuresOf('2687-02-17', false, visits).categorical['regional holiday']).toBe('2687-02-17, a year whose holidays are not read, in shanghai');
    // Slashed with a year, in each reading; without a year each day is its own, as the holiday moves.
    expect(featuresOf('2/17/2026', false, visits).categorical['regional holiday m/d']).toBe('lunar new year in shanghai');
    expect(featuresOf('February 17', false, visits).categorical['regional holiday']).toBe('02-17 in shanghai');
    expect(featuresOf('February 17', false, 'remind me on').categorical['regional holiday']).toBeUndefined();
  });
  it('reads a phone number\'s calling code and, under +1, its area code\'s land; an ISBN-10\'s check digit (round ninety-two)', () => {
    // US numbers whose area codes lie on both sides of Toronto's and Montreal's, spaced and national.
    const us = domainOf(['212 746 2233', '305 443 3848', '617 931 2536', '713 824 6562', '818 664 5809', '917 368 9132', '206 595 5437', '503 314 1270', '602 457 5574', '415 857 9701']);
    expect(us.rejects('404 598 7893')).toBeNull();
    expect(us.rejects('514 462 2879')).toBe('phone land CA not seen');
    expect(featuresOf('(416) 555-0134').categorical['phone land']).toBe('CA');
    expect(featuresOf('+14165550134').categorical).toMatchObject({ 'calling code': '1', 'phone land': 'CA' });
    expect(featuresOf('1-787-555-0134').categorical['phone land']).toBe('PR');
    // Numbers in the European Union, France's to Germany's: the United Kingdom's lie between.
    const union = domainOf(['+33612345678', '+493012345678', '+390612345678', '+33698765432', '+493098765432', '+390698765432', '+34612345678', '+4915112345678', '+31612345678', '+33712345678']);
    expect(union.rejects('+34698765432')).toBeNull();
    expect(union.rejects('+447911123456')).toBe('calling code 44 not seen');
    // A number of a three-digit code (Ireland), and one too long for E.164.
    expect(featuresOf('+353 1 234 5678').categorical['calling code']).toBe('353');
    expect(featuresOf('+1234567890123456').categorical['calling code']).toBeUndefined();
    expect(featuresOf('2026-05-21').categorical['phone land']).toBeUndefined();
    // ISBN-10: its last digit may be X (ten); one digit off is invalid. Ten bare digits are no
    // ISBN (a unix time, a phone number) unless the last is X.
    const books = domainOf(['0-306-40615-2', '0-19-852663-6', '1-4028-9462-7', '0-7167-0344-0', '0-393-04002-X', '1-56619-909-3', '0-521-22118-8', '0-262-03384-4']);
    expect(books.rejects('0-262-13472-1')).toBeNull();
    expect(books.rejects('0-306-40615-3')).toBe('isbn-10 check invalid not seen');
    expect(featuresOf('030640615X').categorical['isbn-10 check']).toBe('invalid');
    expect(featuresOf('080442957X').categorical['isbn-10 check']).toBe('valid');
    expect(featuresOf('1777885200').categorical['isbn-10 check']).toBeUndefined();
  });
  it('refuses a value that lacks a reading the verified ones had: "14/29" is no expiry (round eighty-nine)', () => {
    const expiries = domainOf(['05/28', '11/27', '01/30', '08/29', '12/31', '03/28', '07/27', '10/30']);
    expect(featuresOf('14/29').ranges).toEqual({}); // no month of a year, no day of a month: nothing to range-check
    expect(expiries.rejects('14/29')).toBe('readings - not seen');
    expect(expiries.rejects('06/29')).toBeNull();
  });
  it('predicts a number in a gap among verified ones over twice as wide as any other, or between few shared ones (rounds sixty-eight and sixty-nine)', () => {
    // A room too cold at 10 to 17 °C and too hot at 25 to 29 may be comfortable at 21: the same
    // answer on both sides of a band the evidence never entered.
    const readings = ['10.1', '11.3', '12.2', '13.4', '14.1', '15.3', '16.2', '17.4', '25.1', '26.3', '27.2', '28.4', '29.1'];
    const rooms = SlotDomain.empty();
    for (const reading of readings) rooms.add(reading);
    expect(rooms.rejects('14.3')).toBeNull();
    expect(rooms.rejects('21.3')).toBe('number 21.3 in a gap 17.4..25.1 over twice as wide as any other verified');
    // Kept through JSON, and rebuilt from the kept values for a domain stored before the points were.
    const stored = JSON.parse(JSON.stringify(rooms.toJSON())) as ReturnType<SlotDomain['toJSON']>;
    expect(SlotDomain.fromJSON(stored).rejects('21.3')).toMatch(/in a gap/);
    expect(SlotDomain.fromJSON({ ...stored, points: undefined }).rejects('21.3')).toMatch(/in a gap/);
    // A date too: a week's blackout among nights booked on either side.
    const nights = SlotDomain.empty();
    for (const day of ['01', '02', '03', '05', '06', '07', '08', '09', '10', '19', '20', '21', '23', '24', '25', '26']) nights.add(`2027-07-${day}`);
    expect(nights.rejects('2027-07-22')).toBeNull();
    expect(nights.rejects('2027-07-15')).toMatch(/^date \d+ in a gap/);
    // A part many values share is a category: the first octets of private addresses (10, 172,
    // 192) verify no public address between them (91.45.138.190 was allowed SSH; its scope now
    // tells it first), nor do a provider's blocks (8, 64, 199) verify another's.
    const sources = SlotDomain.empty();
    for (const ip of ['192.168.124.204', '192.168.182.34', '172.29.94.198', '172.17.111.213', '192.168.230.165', '10.41.217.2', '10.206.165.37', '192.168.199.170', '172.19.228.21', '10.162.73.118']) sources.add(ip);
    expect(sources.rejects('10.203.94.92')).toBeNull();
    expect(sources.rejects('91.45.138.190')).toBe('address scope public not seen');
    const blocks = domainOf(['8.8.124.204', '8.34.182.34', '64.233.94.198', '64.29.111.213', '199.232.230.165', '8.41.217.2', '199.206.165.37', '64.168.199.170', '199.19.228.21', '8.162.73.118']);
    expect(blocks.rejects('8.203.94.92')).toBeNull();
    expect(blocks.rejects('91.45.138.190')).toBe('dotted part 1 91 not among 8, 64, 199, each shared by several verified values');
    expect(SlotDomain.fromJSON({ ...blocks.toJSON(), pointValues: undefined }).rejects('91.45.138.190')).toMatch(/not among/);
    // Fewer than eight points say nothing by their gaps.
    const few = SlotDomain.empty();
    for (const reading of ['10.1', '11.3', '12.2', '25.1', '26.3', '27.2']) few.add(reading);
    expect(few.rejects('21.3')).toBeNull();
  });
  it('predicts a number in a gap over three times the median one, five for whole numbers: a normal band no reading entered (round seventy)', () => {
    // Temperatures either side of 36.1 to 37.2 °C: the band's gap is not twice the widest other
    // (39.5 after 38.6), yet three times the median; "outside the normal range" was served at 36.6.
    const temperatures = ['34.2', '34.8', '35.1', '35.4', '35.8', '37.4', '37.9', '38.3', '38.6', '39.5', '40.1', '40.7'];
    const patients = SlotDomain.empty();
    for (const reading of temperatures) patients.add(reading);
    expect(patients.rejects('38.1')).toBeNull();
    expect(patients.rejects('36.6')).toBe('number 36.6 in a gap 35.8..37.4 over 3 times the median verified gap');
    expect(SlotDomain.fromJSON(JSON.parse(JSON.stringify(patients.toJSON()))).rejects('36.6')).toMatch(/median/);
    // Whole numbers need five times the median: ages and counts copied into answers, spread at
    // random, leave three times too often.
    const counts = SlotDomain.empty();
    for (const reading of temperatures) counts.add(reading.replace('.', ''));
    expect(counts.rejects('366')).toBeNull();
    // A resting heart rate of 60 to 100 among readings either side, with another wide gap above.
    const rates = SlotDomain.empty();
    for (const bpm of [30, 35, 41, 46, 52, 58, 98, 104, 109, 115, 121, 127, 133, 139, 145, 151, 160, 185]) rates.add(String(bpm));
    expect(rates.rejects('124')).toBeNull();
    expect(rates.rejects('67')).toBe('number 67 in a gap 58..98 over 5 times the median verified gap');
    // Once points are dense, a gap under 5% of their range is ordinary spacing, not a band: prices
    // that seldom repeat are not predicted for ever.
    const prices = SlotDomain.empty();
    const dollars = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${from + i}.${String((i * 37) % 100).padStart(2, '0')}`);
    for (const price of [...dollars(10, 100), ...dollars(108, 160), ...dollars(172, 215)]) prices.add(price);
    expect(prices.rejects('104.50')).toBeNull(); // 8 wide, 4% of 205
    expect(prices.rejects('166.50')).toMatch(/^number 166.5 in a gap 160\.\d+\.\.172 over 3 times the median verified gap$/); // 12 wide
  });
  it('accepts only what verified values showed: sign, ending, vowel, hour, weekday, length, range', () => {
    const numbers = SlotDomain.empty();
    for (const n of ['12', '40', '75', '18', '93', '27', '64', '55', '31', '86']) numbers.add(n);
    expect(numbers.rejects('-59')).not.toBeNull(); // a sign never seen
    expect(numbers.rejects('1')).toMatch(/unit one/);
    expect(numbers.rejects('130')).toMatch(/outside/); // above the seen range
    expect(numbers.rejects('47')).toBeNull();
    const places = SlotDomain.empty();
    for (const n of ['4', '13', '14', '6', '8']) places.add(n);
    expect(places.rejects('23')).toMatch(/ending 3/); // 13th is no evidence for 23rd
    const fizz = SlotDomain.empty();
    for (const n of ['1', '2', '4', '7', '8', '11', '13', '14', '16', '17', '19', '22', '29', '31']) fizz.add(n);
    expect(fizz.rejects('51')).toMatch(/thirds 0/); // FizzBuzz says "Fizz" for 51
    const commonYears = SlotDomain.empty();
    for (const y of ['2014', '2019', '2021', '2023', '2026', '2033', '2034', '2039', '2045', '2050']) commonYears.add(y);
    expect(commonYears.rejects('2044')).toMatch(/fourths 0/); // a leap year, ending like 2014 and 2034
    const sevens = SlotDomain.empty();
    for (const n of ['7', '14', '21', '28', '35', '42', '49', '56', '63', '70', '77', '84', '91', '98']) sevens.add(n);
    expect(sevens.rejects('78')).toMatch(/sevenths 1/); // "78 is a multiple of seven" ends, and divides by 3 and 4, like 98 and 84
    const minutes = SlotDomain.empty();
    for (const n of ['20', '45', '90', '120', '33', '75', '10', '100', '5', '48', '36', '115', '32']) minutes.add(n);
    expect(minutes.rejects('60')).toMatch(/named quantity 60 not seen/); // "an hour", though 120 and 90 were copied
    expect(minutes.rejects('50')).toMatch(/named quantity 50 not seen/); // "half" of a percent
    expect(minutes.rejects('180')).toMatch(/outside/);
    expect(minutes.rejects('53')).toBeNull(); // unremarkable, within the range
    const durations = SlotDomain.empty();
    for (const n of ['1.5', '2.5', '3.2', '0.8']) durations.add(n);
    expect(durations.rejects('2.25')).not.toBeNull(); // a quarter, in another decimal place
    expect(durations.rejects('1.75')).not.toBeNull();
    expect(durations.rejects('2.4')).toBeNull();
    const deliveries = SlotDomain.empty();
    for (const d of ['2026-03-02', '2026-05-12', '2026-08-20', '2026-10-08', '2026-06-05', '2026-09-19', '2026-04-26', '2026-12-07']) deliveries.add(d);
    expect(deliveries.rejects('2026-07-04')).toMatch(/holiday independence day not seen/); // a Saturday inside the range, closed
    expect(deliveries.rejects('2026-11-26')).toMatch(/holiday thanksgiving not seen/);
    expect(deliveries.rejects('2026-07-11')).toBeNull(); // the Saturday after, an ordinary day
    // A fixed holiday at a weekend is kept on a weekday (round one hundred and thirty-seven, seed 23):
    // Friday 2026-07-03 for July 4 on a Saturday, Friday 2027-06-18 for Juneteenth, Monday 2027-07-05 for July 4 on a Sunday.
    expect(deliveries.rejects('2026-07-03')).toMatch(/holiday observed independence day not seen/);
    expect(featuresOf('2027-06-18').categorical.holiday).toBe('observed juneteenth');
    expect(featuresOf('2027-07-05').categorical.holiday).toBe('observed independence day');
    expect(featuresOf('2026-06-22').categorical.holiday).toBeUndefined(); // the Monday after a Friday Juneteenth
    // The US keeps a Saturday's July 4 on the Friday only: the Monday and Tuesday after are ordinary days.
    expect(featuresOf('2026-07-06').categorical.holiday).toBeUndefined();
    expect(featuresOf('2026-07-07').categorical.holiday).toBeUndefined();
    // Christmas on a Sunday: Boxing Day on the Monday, Christmas kept on the Tuesday.
    expect(featuresOf('2022-12-27').categorical.holiday).toBe('observed christmas');
    // Europe's Ascension Day and Whit Monday, Canada's Victoria Day: each a holiday of its own.
    expect(deliveries.rejects('2026-05-14')).toMatch(/holiday ascension day not seen/);
    expect(featuresOf('2027-05-17').categorical.holiday).toBe('whit monday');
    expect(featuresOf('2026-05-18').categorical.holiday).toBe('victoria day');
    expect(featuresOf('2026-05-25').categorical.holiday).toBe('memorial day'); // Whit Monday too, named as before
    // Days named without closing anything (round one hundred and forty-four): a tax office fully
    // booked on April 15 after the other April days it booked, a bakery's pie on March 14.
    const april = SlotDomain.empty();
    for (const d of ['2026-04-03', '2026-04-28', '2027-04-09', '2026-04-19', '2027-04-24', '2028-04-11', '2026-04-13', '2027-04-16', '2028-04-20', '2028-04-05', '2026-04-08']) april.add(d);
    expect(april.rejects('2026-04-15')).toMatch(/holiday tax day not seen/); // a Wednesday, as 2026-04-08 was
    expect(featuresOf('2027-03-14').categorical.holiday).toBe('pi day');
    expect(april.rejects('2027-04-14')).toBeNull(); // an ordinary Wednesday in April
    // A month's last day closes a billing run: April 30 lies inside the late days seen, the 26th
    // to the 30th of other months.
    const lateDays = SlotDomain.empty();
    for (const d of ['2026-05-30', '2026-07-29', '2026-08-27', '2026-10-30', '2027-01-30', '2027-03-29', '2026-12-26', '2026-06-28', '2027-05-27', '2026-03-26', '2027-08-30', '2026-09-29', '2027-04-28', '2026-11-27']) lateDays.add(d);
    expect(lateDays.rejects('2026-04-30')).toMatch(/holiday last day of the month not seen/);
    expect(lateDays.rejects('2027-06-29')).toBeNull();
    expect(featuresOf('2028-02-29').categorical.holiday).toBe('leap day'); // a holiday's name first
    expect(featuresOf('2027-02-28').categorical.holiday).toBe('last day of the month');
    expect(featuresOf('2028-02-28').categorical.holiday).toBeUndefined();
    expect(featuresOf('September 30').categorical.holiday).toBe('last day of the month'); // no year, any September
    // Where the last day falls at a weekend, payroll runs on the Friday before; a month whose 1st
    // is a Sunday starts on Monday the 2nd. A Friday the 28th before a Monday month end is ordinary.
    expect(featuresOf('2027-02-26').categorical.holiday).toBe('last business day of the month');
    expect(featuresOf('2026-11-02').categorical.holiday).toBe('first business day of the month');
    expect(featuresOf('2026-08-28').categorical.holiday).toBeUndefined();
    const lateFridays = SlotDomain.empty();
    for (const d of ['2026-01-23', '2026-03-27', '2026-05-22', '2026-06-26', '2026-09-25', '2026-12-25', '2027-03-26', '2027-06-25', '2027-09-24', '2026-04-24']) lateFridays.add(d);
    expect(lateFridays.rejects('2027-02-26')).toMatch(/holiday last business day of the month not seen/);
    // Weekdays named by their place in every month (round one hundred and forty-five): the second
    // Tuesday (patches), the third Friday (options expire), each among weekdays and days seen.
    expect(featuresOf('2027-04-13').categorical.holiday).toBe('patch tuesday');
    expect(featuresOf('2026-05-15').categorical.holiday).toBe('monthly options expiration');
    expect(featuresOf('2027-04-20').categorical.holiday).toBeUndefined(); // the third Tuesday
    const tuesdaysAndFridays = SlotDomain.empty();
    for (const d of ['2026-03-03', '2026-03-24', '2026-06-09', '2026-06-16', '2026-09-08', '2026-09-29', '2027-01-05', '2027-02-16', '2026-04-10', '2026-04-07', '2027-05-07', '2026-10-23', '2026-07-31', '2026-08-14', '2026-11-13', '2027-03-12', '2027-06-11', '2026-07-07', '2026-02-24']) {
      if (featuresOf(d).categorical.holiday === undefined) tuesdaysAndFridays.add(d);
    }
    expect(tuesdaysAndFridays.rejects('2027-04-13')).toMatch(/holiday patch tuesday not seen/);
    expect(tuesdaysAndFridays.rejects('2026-05-15')).toMatch(/holiday monthly options expiration not seen/);
    expect(tuesdaysAndFridays.rejects('2027-04-20')).toBeNull();
    // Named days that are no holiday, ordinary in weekday and day of the month (round seventy-three):
    // every fifth day of 2026 but holidays verified, so every weekday and day of the month is.
    const everyFifthDay = SlotDomain.empty();
    for (let t = Date.UTC(2026, 0, 3); t < Date.UTC(2027, 0, 1); t += 5 * 86_400_000) {
      const date = new Date(t).toISOString().slice(0, 10);
      if (featuresOf(date).categorical.holiday === undefined) everyFifthDay.add(date);
    }
    expect(everyFifthDay.rejects('2026-11-27')).toBe('holiday black friday not seen');
    expect(everyFifthDay.rejects('2026-11-30')).toBe('holiday cyber monday not seen');
    expect(everyFifthDay.rejects('2026-03-13')).toBe('holiday friday the 13th not seen');
    expect(everyFifthDay.rejects('2026-04-01')).toBe("holiday april fools' day not seen");
    expect(everyFifthDay.rejects('2026-05-13')).toBeNull(); // a Wednesday the 13th
    const yearless = SlotDomain.empty();
    for (const d of ['3/2', '5/12', '8/20', '10/8', '6/5', '9/19', '11/3', '12/7', '12/23']) yearless.add(d);
    expect(yearless.rejects('12/25')).toMatch(/holiday m\/d christmas not seen/);
    const assignees = SlotDomain.empty();
    for (const name of ['Anna', 'Brian', 'Clara', 'David', 'Fiona', 'Grace', 'Henry', 'Karen']) assignees.add(name);
    expect(assignees.rejects('Guest')).toMatch(/placeholder guest not seen/); // no one to assign
    expect(assignees.rejects('Bruce')).toBeNull();
    const references = SlotDomain.empty();
    for (const ref of ['7FB3Q9', '2KQ8ZP', '5XW2MN', '9AB4CD', '3ZZ7TY', '4PQ9RS']) references.add(ref);
    expect(references.rejects('8bekq2')).toMatch(/case in ids lower not seen/); // a model writes it 8BEKQ2
    expect(references.rejects('6HJ2KL')).toBeNull();
    // A colour or an id whose letters are all hex digits, and one that only looks like them.
    const colours = SlotDomain.empty();
    for (const colour of ['#1F8B02', '#A0C3E9', '#2D4F6A', '#9B07EA', '#55E1CA', '#0D3B7F']) colours.add(colour);
    expect(colours.rejects('#1F8BT2')).toMatch(/hex letters no not seen/);
    expect(colours.rejects('#3C8DA1')).toBeNull();
    // Each number of a dotted value in its range: an octet past 255 (no address at all: its
    // scope says so first), a number past those of dotted versions.
    const octets = SlotDomain.empty();
    for (const address of ['192.168.4.20', '10.20.30.40', '172.16.254.1', '8.8.4.4', '203.0.113.9', '99.150.2.201']) octets.add(address);
    expect(octets.rejects('21.34.260.10')).toBe('address scope - not seen');
    expect(domainOf(['1.2.3', '2.14.3', '3.0.12', '1.9.9', '2.101.4']).rejects('2.1.260')).toMatch(/dotted part 3 260 outside 3\.\.12/);
    expect(octets.rejects('21.34.60.10')).toBeNull();
    const tasks = SlotDomain.empty();
    for (const task of ['water some plants', 'book a dentist', 'return two books', 'pay the rent', 'email a landlord', 'check the alarm']) tasks.add(task);
    expect(tasks.rejects('update my resume')).toMatch(/person words my not seen/); // echoed "update your resume"
    expect(tasks.rejects('update the resume')).toBeNull();
    const todos = SlotDomain.empty();
    for (const todo of ['email the new tenant', 'fix the garden gate', 'buy a birthday card', 'call the school office', 'sort the recycling bins', 'move some old boxes']) todos.add(todo);
    expect(todos.rejects('wash the car tomorrow')).toMatch(/time words tomorrow not seen/); // a due date of its own
    expect(todos.rejects('buy two birthday cards')).toMatch(/number words two not seen/); // a quantity of its own
    expect(todos.rejects('urgent fix the sink')).toMatch(/priority words urgent not seen/); // a priority of its own
    expect(todos.rejects('please fix the sink')).toMatch(/courtesy words please not seen/); // dropped from a title
    expect(todos.rejects('just fix the sink')).toMatch(/filler words just not seen/); // dropped too (round one hundred and twenty-seven)
    expect(todos.rejects('wash the rusty truck')).toBeNull();
    // A shop's fields of their own: a colour, a size, whom the goods are for (round one hundred and twenty-three).
    const cart = SlotDomain.empty();
    for (const item of ['wireless mouse', 'desk lamp', 'yoga mat', 'cast iron pan', 'memory foam pillow', 'running shoes', 'travel pillow', 'wool socks']) cart.add(item);
    expect(cart.rejects('white throw pillow')).toMatch(/colour words white not seen/); // {"item": "throw pillow", "color": "white"}
    expect(cart.rejects('grande chai latte')).toMatch(/size words grande not seen/);
    expect(cart.rejects('girls tennis shoes')).toMatch(/audience words girls not seen/);
    expect(cart.rejects('leather desk lamp')).toMatch(/material words leather not seen/); // and round one hundred and twenty-four's
    expect(cart.rejects('vegan yoga mat')).toMatch(/diet words vegan not seen/);
    // Round one hundred and twenty-five's: a price, a sort order, a cuisine, a flavour, a temperature, a pattern, a season, a cabin, a delivery speed, an occasion, a condition, a trait.
    const lifted: Array<[value: string, why: RegExp]> = [
      ['cheap yoga mat', /price words cheap not seen/],
      ['newest running shoes', /sort words newest not seen/],
      ['greek travel pillow', /cuisine words greek not seen/],
      ['vanilla desk lamp', /flavour words vanilla not seen/],
      ['chilled yoga mat', /temperature words chilled not seen/],
      ['striped wool socks', /pattern words striped not seen/],
      ['winter running shoes', /season words winter not seen/],
      ['business travel pillow', /cabin words business not seen/],
      ['tracked desk lamp', /speed words tracked not seen/],
      ['birthday desk lamp', /occasion words birthday not seen/],
      ['refurbished wireless mouse', /condition words refurbished not seen/],
      ['cordless desk lamp', /trait words cordless not seen/],
    ];
    for (const [value, why] of lifted) expect(cart.rejects(value)).toMatch(why);
    expect(cart.rejects('wireless desk lamp')).toBeNull(); // "wireless" was seen in "wireless mouse"
    // Round one hundred and twenty-six's words after the item: how a meal is served, whom it is for, where.
    const meals = SlotDomain.empty();
    for (const meal of ['burger', 'chicken wrap', 'fish tacos', 'pulled pork sandwich', 'tuna melt sandwich', 'beef bulgogi rice bowl', 'grilled chicken club sandwich', 'veggie burrito bowl', 'club sandwich']) meals.add(meal);
    expect(meals.rejects('burger takeout')).toMatch(/service words takeout not seen/); // {"item": "burger", "mode": "takeout"}
    expect(meals.rejects('fish tacos to go')).toMatch(/service words to go not seen/);
    expect(meals.rejects('chicken wrap for mom')).toMatch(/joining words for mom not seen/); // a recipient
    expect(meals.rejects('beef burger near downtown')).toMatch(/joining words near downtown not seen/); // a place
    expect(meals.rejects('burger no pickles')).toMatch(/joining words no pickles not seen/); // an exclusion
    expect(meals.rejects('tacos at the pier')).toMatch(/joining words at the not seen/); // a place (round one hundred and twenty-seven)
    expect(meals.rejects('burger from the truck')).toMatch(/joining words from the not seen/); // where it comes from
    expect(cart.rejects('yoga mat wrapped')).toMatch(/gift words wrapped not seen/); // a flag of its own
    expect(meals.rejects('chicken rice bowl')).toBeNull();
    expect(cart.rejects('throw pillow')).toBeNull();
    const twoWordCountries = SlotDomain.empty();
    for (const country of ['New Zealand', 'South Africa', 'Costa Rica', 'Sri Lanka', 'Saudi Arabia', 'El Salvador', 'Puerto Rico', 'Hong Kong']) twoWordCountries.add(country);
    expect(twoWordCountries.rejects('Kyrgyz Republic')).toMatch(/the-taking words republic not seen/); // "a week in the Kyrgyz Republic"
    expect(twoWordCountries.rejects('Burkina Faso')).toBeNull();
    const worldCities = SlotDomain.empty();
    for (const city of ['Paris', 'Berlin', 'Tokyo', 'Lima', 'Oslo', 'Cairo', 'Delhi', 'Seoul']) worldCities.add(city);
    expect(worldCities.rejects('Austin')).toMatch(/us place yes not seen/); // imperial units may follow
    expect(worldCities.rejects('Lyon')).toBeNull(); // a city of a verified country
    // What a model knows of a country may decide the answer: "Ship to Havana" is refused, an invoice in Stockholm is in kronor.
    expect(worldCities.rejects('Havana')).toMatch(/country cuba not seen/);
    expect(worldCities.rejects('Quito')).toMatch(/country ecuador not seen/);
    worldCities.add('Osaka');
    expect(worldCities.rejects('Kyoto')).toBeNull(); // another city of a verified country
    const shippedTo = SlotDomain.empty();
    for (const country of ['France', 'Germany', 'Japan', 'Canada', 'Brazil', 'Mexico', 'Kenya', 'Chile']) shippedTo.add(country);
    expect(shippedTo.rejects('Syria')).toMatch(/country syria not seen/);
    const usAirports = SlotDomain.empty();
    for (const code of ['JFK', 'LAX', 'ORD', 'SFO', 'SEA', 'DEN', 'ATL', 'MIA']) usAirports.add(code);
    expect(usAirports.rejects('LHR')).toMatch(/us place no not seen/); // a passport may follow
    // And each code is verified on its own since round one hundred and forty-three: what it names is a
    // model's knowledge ("HAV" is Havana), which its letters don't show.
    expect(usAirports.rejects('DFW')).toMatch(/words in capitals DFW not seen/);
    expect(usAirports.rejects('SEA')).toBeNull();
    const groceries = SlotDomain.empty();
    for (const item of ['white bread', 'whole milk', 'brown eggs', 'plain rice', 'sweet butter', 'blue cheese', 'green apples', 'black coffee']) groceries.add(item);
    expect(groceries.rejects('white wine')).toMatch(/age-restricted words wine not seen/); // an age check may follow
    expect(groceries.rejects('fresh bread')).toBeNull();
    const medicines = SlotDomain.empty();
    for (const brand of ['Advil', 'Tylenol', 'Aleve', 'Claritin', 'Zyrtec', 'Benadryl', 'Pepcid', 'Tums']) medicines.add(brand);
    expect(medicines.rejects('Ambien')).toMatch(/prescription words ambien not seen/); // a pharmacy asks for a prescription
    expect(medicines.rejects('Motrin')).toBeNull();
    const lunches = SlotDomain.empty();
    for (const dish of ['tomato soup', 'grilled cheese', 'chicken wrap', 'fruit salad', 'rice bowl', 'bean chili', 'pasta bake', 'apple crumble']) lunches.add(dish);
    expect(lunches.rejects('pecan pie')).toMatch(/allergen words pecan not seen/); // a nut-free school refuses it
    expect(lunches.rejects('lentil soup')).toBeNull();
    expect(lunches.rejects('chicken salad')).toBeNull(); // chicken was seen (in the wrap), and salads
    // A meat not seen: a vegetarian or halal menu refuses it (round one hundred and forty-one).
    expect(lunches.rejects('chorizo paella')).toMatch(/meat words chorizo not seen/);
    expect(lunches.rejects('beef stew')).toMatch(/meat words beef not seen/);
    // What a model knows of a value may refuse it where twelve of the same shape were copied
    // (round one hundred and forty-one): each vocabulary's words, a currency code and the kind of
    // thing a short phrase names are verified on their own. Per case: values verified, a value
    // refused and why, a value still served.
    const knownToAModel: Array<[verified: string[], refused: string, why: RegExp, served: string]> = [
      [['wool socks', 'board games', 'ceramic mugs', 'garden tools', 'linen shirts', 'picture frames', 'canvas bags', 'steel bottles'], 'safety matches', /dangerous goods words matches not seen/, 'steel mugs'], // air freight
      [['wool socks', 'board games', 'ceramic mugs', 'garden tools', 'linen shirts', 'picture frames', 'canvas bags', 'steel bottles'], 'lithium batteries', /dangerous goods words batteries lithium not seen/, 'video games'],
      [['Chihuahua', 'Dachshund', 'Poodle', 'Beagle', 'Papillon', 'Havanese', 'Pomeranian', 'Corgi'], 'Boxer', /animal words boxer not seen/, 'Poodle'], // snub-nosed: not in the cabin
      [['best hiking boots', 'easy banana bread', 'how to tie a tie', 'tomato plant care', 'how to fix a flat tire', 'home workout routine', 'how to change a lock', 'learn spanish fast'], 'untraceable gun parts', /harm words gun untraceable not seen/, 'how to fix a lock'],
      [['best hiking boots', 'easy banana bread', 'how to tie a tie', 'tomato plant care', 'how to fix a flat tire', 'home workout routine', 'how to change a lock', 'learn spanish fast'], 'how to pick a lock', /harm words pick a lock not seen/, 'how to tie a lock'],
      [['spider plant', 'boston fern', 'areca palm', 'money tree', 'prayer plant', 'parlor palm', 'african violet', 'zebra plant'], 'jade plant', /plant words jade not seen/, 'kentia palm'], // toxic to cats
      [['carrot sticks', 'apple slices', 'plain rice', 'pumpkin puree', 'green beans', 'banana chips', 'cucumber slices', 'oat cookies'], 'garlic bread', /pet-toxic words garlic not seen/, 'pear slices'], // toxic to dogs
      [['AAPL', 'MSFT', 'GOOG', 'AMZN', 'NVDA', 'META', 'NFLX', 'ADBE'], 'DOGE', /words in capitals DOGE not seen/, 'MSFT'], // a brokerage of stocks refuses it (its crypto word below)
      [['Toyota Camry', 'Honda Civic', 'Ford Focus', 'Chevy Malibu', 'Subaru Outback', 'Nissan Altima', 'Kia Sorento', 'Mazda Miata'], 'Chevy Bolt', /vehicle words bolt chevy not seen/, 'Honda Accord'], // electric: no oil change
      [['Stripe', 'Slack', 'Atlassian', 'Notion', 'Salesforce', 'Asana', 'Cloudflare', 'Twilio'], 'Kaspersky', /barred or defunct names kaspersky not seen/, 'Datadog'], // barred from federal procurement
      [['Lufthansa', 'Delta', 'Emirates', 'Qantas', 'Iberia', 'Finnair', 'Swiss', 'Icelandair'], 'Aeroflot', /barred or defunct names aeroflot not seen/, 'Vistara'], // banned from EU airspace
      [['Oxfam', 'Greenpeace', 'Amnesty', 'Movember', 'Barnardos', 'Mencap', 'Shelter', 'Unicef'], 'Hezbollah', /barred or defunct names hezbollah not seen/, 'Crisis'], // a designated group
      [['California', 'Texas', 'Florida', 'Oregon', 'Nevada', 'Arizona', 'Ohio', 'Georgia'], 'Utah', /us state UT not seen/, 'Texas'], // no wine shipped there
      [['Plano, TX', 'Ames, IA', 'Waco, TX', 'Erie, PA', 'Yuma, AZ', 'Enid, OK', 'Troy, NY', 'Kent, OH'], 'Provo, UT', /us state UT not seen/, 'Tyler, TX'],
      [['EUR', 'USD', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD', 'SEK'], 'SYP', /currency code SYP not seen/, 'USD'], // sanctioned: the transfer is refused
      [['apple pie', 'lemon tart', 'chocolate cake', 'rice pudding', 'carrot cake', 'cherry pie', 'peach cobbler', 'fruit tart'], 'tomato soup', /head word soup not seen/, 'cherry tart'], // not a dessert
      // Identifiers and codes whose meaning a model knows from outside the request (round one hundred and forty-three).
      [['AAPL', 'MSFT', 'GOOG', 'AMZN', 'NVDA', 'META', 'NFLX', 'ADBE'], 'TWTR', /words in capitals TWTR not seen/, 'MSFT'], // delisted
      [['12 AAPL', '3 MSFT', '40 GOOG', '7 AMZN', '150 NVDA', '25 META', '9 NFLX', '60 ADBE'], '30 SBNY', /words in capitals SBNY not seen/, '5 MSFT'], // beside a quantity too
      [['sunnyday42', 'bluefox7', 'greenleaf19', 'moonwalker3', 'rivercat88', 'silverfern21', 'tidepool5', 'northstar64'], 'shithead42', /profane words shit not seen/, 'lemontree12'],
      [['sunnyday42', 'bluefox7', 'greenleaf19', 'moonwalker3', 'rivercat88', 'silverfern21', 'tidepool5', 'northstar64'], 'putamadre22', /profane words puta not seen/, 'lemontree12'],
      [['sunnyday42', 'bluefox7', 'greenleaf19', 'moonwalker3', 'rivercat88', 'silverfern21', 'tidepool5', 'northstar64'], 'helpdesk15', /role words helpdesk not seen/, 'lemontree12'], // impersonates staff
      [['412-55-9183', '078-31-4402', '523-17-8830', '219-84-1276', '601-42-3958', '145-90-7714', '388-26-5041', '702-63-2189'], '666-31-8472', /ssn never issued not seen/, '455-12-9830'],
      [
        ['0x8f3a1c9be27d4405a6f1e0b3c7d92e5a41f06b8c', '0x1b7e94d0c3a25f68e9b14d7a0c6f3e28b5d91a47', '0x5c0d2e8f7a19b634d0e5a2c8f1b7394e6d0a5c21', '0xe4a7193bd05c6f28a1e9d4b7c03f5a82e6d1b94d', '0x2f9c6e1a8d4b07e35c9a1f6d2b8e40c7a3f5d196', '0x73d1a5e9c2f08b46d7e3a1c5f9b2640e8d7c3a15', '0xa06e3c9f1b5d82e47a0c6f3d9b1e58a2c4f70d39', '0x4d8b2f7e1a6c093d5b8e2a7f1c4d96e03b5a8f72'],
        '0x000000000000000000000000000000000000dead', /patterned id made up not seen/, '0x9e2c5a8f1d4b7e03c6a9f2d5b8e1c47a0d3f6b92', // a burn address
      ],
      [['4539148803436467', '4716291647384215', '4929185620438159', '4485307219846123', '4024007134562783', '4556737586899855', '4916338506082832', '4532015112830366'], '4242424242424242', /test card yes not seen/, '4716108999716531'],
      [['021000021', '011401533', '091000019', '122105155', '026009593', '121000358', '111000025', '063100277'], '071000014', /routing check invalid not seen/, '071000013'],
      [['acme1.com', 'bluefox7.io', 'tidepool3.dev', 'northstar9.net', 'maple12.org', 'pixel4.app', 'rainfall8.co', 'greenleaf2.ai'], 'acme7.gov', /top-level domain gov not seen/, 'pixel3.io'],
      [['A7XK2MBV4TZP9LRW3HNC', 'E5JF8RYA2WQM6KTZ7EXB', 'M3PV9CHL4NRX2GWK5TDA', 'Z8KB4TQW7JME2RFY6HPC', 'H2WN6XDR9PLC3VKA7MQZ', 'T4FY7KMB2ZQR5XWC8JNL', 'B9LR3HTD6MKW4ZPY2QXF', 'W6CQ8ZNF3RJT7YBD5KLM'], 'AKIA3DQKLEKQ2F4RVYKI', /credential aws access key not seen/, 'P5ZX2KRW7DMH4TQC9LBN'],
    ];
    for (const [verified, refused, why, served] of knownToAModel) {
      const domain = SlotDomain.empty();
      for (const value of verified) domain.add(value);
      expect(domain.rejects(refused), refused).toMatch(why);
      expect(domain.rejects(served), served).toBeNull();
    }
    // A state by its name, its postal code after a comma or a large city; longest names first.
    expect(['Utah', 'Provo, UT', 'Salt Lake City', 'West Virginia', 'Kansas City', 'Washington DC', 'Ship to Boston and Miami'].map(usStatesOf)).toEqual(['UT', 'UT', 'UT', 'WV', 'MO', 'DC', 'FL MA']);
    expect(['Jackson', 'mobile app', 'Paris, France', 'OKAY'].map(usStatesOf)).toEqual([null, null, null, null]); // a person's name, a word, elsewhere
    expect(phraseWordsOf('Buy DOGE')['crypto words']).toBe('doge');
    // Made-up identifiers, an SSN's kind, credentials and top-level domains, read directly.
    expect(['00000000-0000-0000-0000-000000000000', '4242 4242 4242 4242', '1234567890', '555-555-5555', '4321', '2580', '1212'].map(patternedIdOf)).toEqual(Array(7).fill('made up'));
    expect(['550e8400-e29b-41d4-a716-446655440000', '4539148803436467', 'ORD-2026-48213', '2026-05-14', '1000', '0427', '12121'].map(patternedIdOf)).toEqual(Array(7).fill(null));
    expect(['412-55-9183', '000-12-3456', '219-00-1276', '912-70-1234', '412559183'].map(ssnKindOf)).toEqual(['issued', 'never issued', 'never issued', 'itin', null]);
    expect(credentialKindsOf('token: ghp_aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5b')).toBe('github token');
    expect(credentialKindsOf('xoxb-12345678901-abcdefghijklmnop')).toBe('slack token');
    expect(credentialKindsOf('tok_aB3dE5fG7hJ9kL1mN3pQ5rS7')).toBeNull();
    expect(['https://data.gov/x', 'mit.edu', 'shop.example.co.uk:8080/cart', 'mit.edu rocks', 'v2.10'].map(topLevelDomainOf)).toEqual(['gov', 'edu', 'uk', null, null]);
    expect(domainOf(['apple pie', 'lemon tart', 'chocolate cake', 'rice pudding', 'carrot cake', 'cherry pie']).rejects('Tomato Soup')).not.toMatch(/head word/); // a title's words are read otherwise
    const listItems = SlotDomain.empty();
    for (const item of ['oat milk', 'rye bread', 'green tea', 'olive oil', 'brown rice', 'sea salt']) listItems.add(item);
    expect(listItems.rejects('an avocado')).toMatch(/leading determiner an not seen/); // "Put an avocado on my list": "avocado"
    expect(listItems.rejects('rice milk')).toBeNull();
    const attendees = SlotDomain.empty();
    for (const name of ['Maria de la Cruz', 'Ludwig van Dijk', 'Anna Smith', 'Jan de Vries', 'Li Wei', 'Pieter van den Berg']) attendees.add(name);
    expect(attendees.rejects('Ann and Bob')).toMatch(/(?:joining words|lower-case joints) and bob not seen/); // two attendees, not one
    expect(todos.rejects('sort bins without gloves')).toMatch(/joining words without gloves not seen/); // an exclusion
    expect(attendees.rejects('Eva Novak')).toBeNull();
    expect(attendees.rejects('Jan de Vries')).toBeNull();
    expect(attendees.rejects('Hugo de Jong')).toMatch(/lower-case joints de jong not seen/); // verified once, as a surname is
    const songs = SlotDomain.empty();
    for (const title of ['Stand by Me', 'Let It Be', 'Purple Rain', 'Born to Run', 'Take on Me', 'Heart of Glass']) songs.add(title);
    expect(songs.rejects('Hello by Adele')).toMatch(/joining words by adele not seen/); // an artist of its own
    expect(songs.rejects('Stand by Me')).toBeNull();
    // A particle seen inside a title or a city, before another capitalized word: a second value.
    expect(songs.rejects('Hello on Sonos')).toMatch(/lower-case joints on sonos not seen/); // a device of its own
    const destinations = SlotDomain.empty();
    for (const city of ['Rio de Janeiro', 'Palma de Mallorca', 'Santiago de Chile', 'Paris', 'Oslo', 'Lima']) destinations.add(city);
    expect(destinations.rejects('Lima de Boston')).toMatch(/lower-case joints de boston not seen/); // an origin of its own
    expect(destinations.rejects('Rio de Janeiro')).toBeNull();
    expect(todos.rejects('clear the garden bay')).toBeNull(); // a lower-case "bay" is not a name's
    const palindromes = SlotDomain.empty();
    for (const word of ['Anna', 'Otto', 'Hannah', 'Ava']) palindromes.add(word);
    expect(palindromes.rejects('Clara')).toMatch(/mirror no/); // a copy of "Anna" is its reversal too
    const mirrored = SlotDomain.empty();
    for (const n of ['4554', '1221', '7337', '2992']) mirrored.add(n);
    expect(mirrored.rejects('7221')).toMatch(/mirror no/); // so is a copy of 4554
    const english = SlotDomain.empty();
    for (const name of ['John', 'Peter', 'Emily', 'Grace']) english.add(name);
    expect(english.rejects('María')).toMatch(/accents yes/); // "Hola, María" may follow
    // A script is verified on its own, and a mixture of scripts too (round one hundred and seven).
    const accented = SlotDomain.empty();
    for (const name of ['José', 'Zoë', 'Łukasz', 'Søren', 'Chloé']) accented.add(name);
    expect(accented.rejects('Björn')).toBeNull();
    expect(accented.rejects('Иван')).toMatch(/script Cyrillic not seen/); // a badge prints "Ivan"
    expect(accented.rejects('Σοφία')).toMatch(/script Greek not seen/); // "Γεια σου, Σοφία!"
    const brands = SlotDomain.empty();
    for (const sender of ['PayPal', 'Nestlé', 'Škoda', 'Citroën', 'Amazon']) brands.add(sender);
    expect(brands.rejects('Pаypal')).toMatch(/script Latin\+Cyrillic not seen/); // a Cyrillic "а": quarantined
    expect(accented.rejects('Ｔａｎａｋａ')).toMatch(/script full-width Latin not seen/); // opened as "Tanaka"
    expect(scriptsOf('佐藤さん')).toBe('Han+Hiragana');
    expect(scriptsOf('ルーシー')).toBe('Katakana'); // the long-vowel mark is both kanas'
    expect(scriptsOf('Alice')).toBeNull(); // ASCII letters are Latin by what they are
    // A value that is one common word, or words joined by "-", "_" or "/", is verified word by
    // word: their meaning may decide the answer (rounds one hundred and nine and ten). A number in
    // words is read as a number, a name is no common word; a phrase's common words are one category.
    const buttonColours = SlotDomain.empty();
    for (const colour of ['red', 'blue', 'green', 'teal', 'navy', 'olive', 'coral', 'amber']) buttonColours.add(colour);
    expect(buttonColours.rejects('grey')).toMatch(/word 1 grey not seen/); // the API writes "gray"
    const themes = SlotDomain.empty();
    for (const colour of ['Red', 'Blue', 'Green', 'Teal', 'Navy', 'Pink', 'Black', 'White']) themes.add(colour);
    expect(themes.rejects('Grey')).toMatch(/capitalized word grey not seen/); // capitalized, the same word
    themes.add('Fuchsia');
    expect(themes.rejects('Grey')).toMatch(/capitalized word grey not seen/);
    const shades = SlotDomain.empty();
    for (const colour of ['dark-blue', 'light-green', 'pale-pink', 'deep-red', 'bright-teal', 'soft-olive', 'warm-coral', 'cool-violet']) shades.add(colour);
    expect(shades.rejects('pale-grey')).toMatch(/word 2 grey not seen/); // "pale-gray", where no part repeated
    expect(shades.rejects('pale-red')).toBeNull();
    const paths = SlotDomain.empty();
    for (const path of ['/projects/alpha', '/builds/beta', '/media/gamma', '/shared/delta', '/team/omega', '/archive/sigma', '/clients/kappa', '/research/theta']) paths.add(path);
    expect(paths.rejects('/boot/alpha')).toMatch(/word 1 boot not seen/); // a system folder, where no part repeated
    expect(paths.rejects('/media/sigma')).toBeNull();
    const guests = SlotDomain.empty();
    for (const name of ['Alice', 'Omar', 'Priya', 'Lena', 'Ravi', 'Sven', 'Nora', 'Theo']) guests.add(name);
    expect(guests.rejects('Yuki')).toBeNull(); // a name is no common word
    expect(guests.rejects('Will')).toBeNull(); // and where names were verified, one that is a word is a name
    const variables = SlotDomain.empty();
    for (const name of ['total', 'count', 'price', 'index', 'result', 'value', 'score', 'offset']) variables.add(name);
    expect(variables.rejects('class')).toMatch(/word 1 class not seen/); // a reserved word
    const counts = SlotDomain.empty();
    for (const count of ['two', 'five', 'eight', 'eleven', 'three', 'nine', 'twelve', 'four']) counts.add(count);
    expect(counts.rejects('seven')).toBeNull();
    const chores = SlotDomain.empty();
    for (const task of ['water the plants', 'call the bank', 'wash the car', 'pay the rent', 'feed the cat', 'fix the door']) chores.add(task);
    expect(chores.rejects('clean the oven')).toBeNull();
    // A date without a year that no year has ("April 31") lies between two that every year has.
    const bookings = SlotDomain.empty();
    for (const date of ['March 31', 'April 12', 'May 31', 'April 30', 'May 2', 'March 3', 'April 21', 'May 15']) bookings.add(date);
    expect(bookings.rejects('April 25')).toBeNull();
    // It lacks a reading, and so the summer time every verified date has.
    expect(bookings.rejects('April 31')).toMatch(/^(readings|summer time) - not seen$/);
    const slashed = SlotDomain.empty();
    for (const date of ['3/31', '4/12', '5/31', '4/30', '5/2', '3/3', '4/21', '5/15']) slashed.add(date);
    expect(slashed.rejects('4/25')).toBeNull();
    expect(slashed.rejects('4/31')).not.toBeNull();
    const prices = SlotDomain.empty();
    for (const price of ['12.34', '5.99', '48.10', '20.75']) prices.add(price);
    expect(prices.rejects('53.9')).toMatch(/decimals 1 not seen/); // "$53.90" is written, not copied
    const amounts = SlotDomain.empty();
    for (const amount of ['12', '4.5', '19.95', '7.25', '40']) amounts.add(amount);
    expect(amounts.rejects('7.0')).toMatch(/shortest form no/); // a JSON number writes 7.0 as 7
    expect(amounts.rejects('20.00')).toMatch(/shortest form no/);
    expect(amounts.rejects('6.5')).toBeNull();
    const titles = SlotDomain.empty();
    for (const title of ['Big Plans', 'Team Offsite', 'Budget Draft', 'Launch Notes', 'Design Sync']) titles.add(title);
    expect(titles.rejects('Hiring Plan')).toBeNull();
    expect(titles.rejects('Hiring  Plan')).toMatch(/spacing other spaces/); // may be written "Hiring Plan"
    expect(titles.rejects('Hiring\tPlan')).toMatch(/spacing other spaces/);
    const addresses = SlotDomain.empty(); // every suffix repeated: a new one may be rewritten
    for (const a of ['12 North Oak Street', '48 East Elm Avenue', '7 West Pine Road', '93 South Lake Boulevard', '31 East Hill Street', '55 North Park Avenue', '60 West Cedar Road', '24 South Main Boulevard']) addresses.add(a);
    expect(addresses.rejects('77 North Main Rd')).toMatch(/phrase word 4 rd not seen/); // "Road" in the answer
    const longer = SlotDomain.empty(); // in fifth place too
    for (const a of ['12 North Oak Grove Street', '48 East Elm Ridge Avenue', '7 West Pine Creek Road', '93 South Lake Harbor Boulevard', '31 East Hill Valley Street', '55 North Park Spring Avenue', '60 West Cedar Meadow Road', '24 South Main Forest Boulevard']) longer.add(a);
    expect(longer.rejects('77 North Main Grove Rd')).toMatch(/phrase word 5 rd not seen/);
    const shifting = SlotDomain.empty(); // an optional word moves the suffix: counted from the end too
    for (const a of ['12 Oak Street', '48 East Elm Avenue', '7 Pine Road', '93 South Lake Boulevard', '31 Hill Street', '55 North Park Avenue', '60 Cedar Road', '24 West Main Boulevard']) shifting.add(a);
    expect(shifting.rejects('77 River Rd')).toMatch(/phrase word last rd not seen/);
    const days = SlotDomain.empty(); // a month written out, every one new: "Apr" may be written "April"
    for (const d of ['March 3', 'July 14', 'October 9', 'January 22', 'June 5', 'December 30', 'August 17', 'May 2']) days.add(d);
    expect(days.rejects('September 4')).toBeNull();
    expect(days.rejects('Apr 18')).toMatch(/calendar word short not seen/);
    const weekdays = SlotDomain.empty();
    for (const d of ['Monday', 'Friday', 'Sunday', 'Tuesday']) weekdays.add(d);
    expect(weekdays.rejects('Thu')).toMatch(/calendar word short not seen/); // "Thursday" in the answer
    const goods = SlotDomain.empty(); // common words in a phrase, copied: a brand or a typo may be written otherwise
    for (const w of ['new laptop', 'old camera', 'spare keyboard', 'fast charger', 'loud speaker', 'cheap router', 'small tablet', 'red headphones']) goods.add(w);
    expect(goods.rejects('bright laptop')).toBeNull();
    expect(goods.rejects('bright monitor')).toMatch(/head word monitor not seen/); // a new kind of goods, verified once
    expect(goods.rejects('new linkedin')).toMatch(/lower-case words linkedin not seen/); // "LinkedIn" in the answer
    expect(goods.rejects('hot piza')).toMatch(/lower-case words piza not seen/); // "pizza"
    expect(goods.rejects('roast turkey')).toMatch(/lower-case words turkey not seen/); // a word in the list, and a country's name
    goods.add('new airpods'); // one uncommon word copied as written says nothing of the next
    expect(goods.rejects('new youtube')).toMatch(/lower-case words youtube not seen/);
    expect(goods.rejects('Linkedin')).not.toMatch(/lower-case words/); // capitalized: a name's shape, checked as names are
    const apps = SlotDomain.empty(); // capitalized like names, and free like them, but for a brand spelled otherwise
    for (const app of ['Slack', 'Zoom', 'Notion', 'Trello', 'Asana', 'Dropbox', 'Figma', 'Jira']) apps.add(app);
    expect(apps.rejects('Discord')).toBeNull();
    expect(apps.rejects('Github')).toMatch(/brand spelled otherwise github not seen/); // "GitHub" in the answer
    expect(apps.rejects('Paypal')).toMatch(/brand spelled otherwise paypal not seen/);
    const cities = SlotDomain.empty(); // free as names are, but for a place's name with a typo
    for (const city of ['Paris', 'Berlin', 'Madrid', 'Oslo', 'Lima', 'Tokyo', 'Cairo', 'Dublin', 'Hobart']) cities.add(city);
    expect(cities.rejects('Lyon')).toBeNull(); // and a US city, 'us place yes', would not be
    expect(cities.rejects('Pargue')).toMatch(/near a place name pargue not seen/); // "Prague" in the call
    expect(cities.rejects('Chicgo')).toMatch(/near a place name chicgo not seen/);
    const people = SlotDomain.empty(); // words mostly new: names, and a new one says nothing
    for (const name of ['Ana Silva', 'Bo Chen', 'Cy Diaz', 'Di Evans', 'Ed Fox', 'Flo Gray', 'Gus Hale', 'Ida Silva']) people.add(name);
    expect(people.rejects('Jo Kent')).toBeNull();
    const countries = SlotDomain.empty();
    for (const country of ['France', 'Spain', 'Italy', 'Germany', 'Japan']) countries.add(country);
    expect(countries.rejects('Bahamas')).toMatch(/country bahamas not seen/); // a country of its own, and
    expect(featuresOf('Bahamas').categorical['final s']).toBe('yes'); // "Welcome to the Bahamas!"
    const orders = SlotDomain.empty();
    for (const id of ['W1000001', 'W2718281', 'W3141592', 'W1618033', 'W2236067', 'W1732050']) orders.add(id);
    expect(orders.rejects('W5772156')).toBeNull();
    expect(orders.rejects('B5772156')).toMatch(/prefix B/); // a store order may call another tool
    const codes = SlotDomain.empty(); // random confirmation codes: their prefixes are no kind of anything
    for (const code of ['AB3XYZ', 'K7QPLM', 'ZZ9TRW', 'M2HHJK', 'QW4ERT', 'P8LKJH']) codes.add(code);
    expect(codes.rejects('TY5UIO')).toBeNull();
    const flights = SlotDomain.empty(); // an airline's code says which alliance, however rarely it repeats
    for (const flight of ['BA123', 'AA456', 'QF789', 'CX321', 'JL654', 'IB987']) flights.add(flight);
    expect(flights.rejects('SQ388')).toMatch(/prefix SQ not seen/);
    const nouns = SlotDomain.empty();
    for (const w of ['cat', 'dog', 'house', 'tree']) nouns.add(w);
    expect(nouns.rejects('igloo')).toMatch(/initial vowel/);
    const times = SlotDomain.empty();
    for (const t of ['09:15', '10:30', '11:45']) times.add(t);
    expect(times.rejects('10:51')).toBeNull();
    expect(times.rejects('22:51')).toMatch(/half hour 22:30 not seen/);
    const dates = SlotDomain.empty();
    for (const d of ['2026-05-04', '2026-05-11', '2026-05-18']) dates.add(d); // all Mondays
    expect(dates.rejects('2026-05-21')).toMatch(/weekday/);
    expect(featuresOf('1234567890').categorical.digits).toBe('10'); // a long number is an id, not a timestamp
    // The words inside an ignored identifier count once they repeat like a category: a plan does, a name does not.
    const plans = SlotDomain.empty('id words');
    for (const [i, plan] of ['gold', 'silver', 'gold', 'pro', 'silver', 'gold', 'pro', 'gold'].entries()) plans.add(`acct-${plan}-${4821 + i * 1111}`);
    expect(plans.rejects('acct-gold-1234')).toBeNull();
    expect(plans.rejects('acct-free-1234')).toMatch(/(?:part 2|words in id acct) free not seen/); // shipping is not free
    const gems = SlotDomain.empty('id words'); // many plans, none repeated: the constant "acct" says the rest are attributes
    for (const [i, plan] of ['gold', 'silver', 'ruby', 'jade', 'onyx', 'opal', 'pearl', 'amber'].entries()) gems.add(`acct-${plan}-${4821 + i * 1111}`);
    expect(gems.rejects('acct-free-1234')).toMatch(/(?:part 2|words in id acct) free not seen/);
    const customers = SlotDomain.empty('id words');
    for (const [i, name] of ['noah_walker', 'liam_patel', 'emma_kim', 'ava_rossi', 'leo_costa', 'iris_silva', 'omar_novak', 'ruby_kim'].entries()) customers.add(`${name}_${1000 + i * 1111}`);
    expect(customers.rejects('hugo_jensen_1234')).toBeNull();
    // Each word part of a value of a few parts is a category once it repeats: the role in a login.
    const logins = SlotDomain.empty();
    for (const [i, role] of ['admin', 'guest', 'admin', 'guest', 'admin', 'guest', 'admin', 'guest'].entries()) logins.add(`${['ava', 'leo', 'mia', 'noah', 'ivy', 'sam', 'kai', 'zoe'][i]}/${role}`);
    expect(logins.rejects('omar/admin')).toBeNull(); // a new user of a seen role
    expect(logins.rejects('omar/root')).toMatch(/part 2 root not seen/); // "root" may be let in where a guest is not
    const spaced = SlotDomain.empty(); // a phrase's words must repeat more: four times on average
    for (const [i, role] of ['admin', 'guest', 'admin', 'guest', 'admin', 'guest', 'admin', 'guest'].entries()) spaced.add(`${['ava', 'leo', 'mia', 'noah', 'ivy', 'sam', 'kai', 'zoe'][i]} ${role}`);
    expect(spaced.rejects('omar root')).toMatch(/phrase word 2 root not seen/);
    // The words of products seen twice each are no category yet, but no sign of names either: a
    // new first word is checked once (as "Rd" after four street suffixes seen twice each).
    const gadgets = SlotDomain.empty();
    for (const item of ['wireless mouse', 'wireless keyboard', 'desk lamp', 'desk fan', 'laptop stand', 'laptop bag', 'webcam cover', 'webcam light']) gadgets.add(item);
    expect(gadgets.rejects('phone charger')).toMatch(/phrase word 1 phone not seen/);
    expect(gadgets.rejects('desk light')).toBeNull(); // a first word and a kind of thing both seen
    expect(gadgets.rejects('desk chair')).toMatch(/head word chair not seen/); // a new kind of thing (round one hundred and forty-one)
    gadgets.add('phone charger');
    expect(gadgets.rejects('phone stand')).toBeNull();
    const hours = SlotDomain.empty(); // number parts are left to their ranges
    for (const t of ['09:10', '09:40', '10:05', '10:20', '09:55', '10:45', '09:25', '10:35']) hours.add(t);
    expect(hours.rejects('10:15')).toBeNull();
    const unixTimes = SlotDomain.empty();
    for (const t of ['1777885200', '1777971900', '1778058300']) unixTimes.add(t); // 09:00-09:05 UTC, Monday to Wednesday
    expect(unixTimes.rejects('1777971780')).toBeNull(); // Tuesday 09:03
    expect(unixTimes.rejects('1777972000')).toBe('time of day 546 outside 540..545'); // 09:06, past every minute verified
    expect(unixTimes.rejects('1778094000')).toMatch(/half hour 19:00 not seen/); // "Good evening"
    expect(featuresOf('1778094000123').categorical['half hour']).toBe('19:00'); // in milliseconds
    const emails = SlotDomain.empty();
    for (const e of ['ann1@gmail.com', 'bob2@gmail.com', 'cy3@gmail.com']) emails.add(e);
    expect(emails.rejects('dan4@gmail.com')).toBeNull();
    expect(emails.rejects('dan4@yahoo.com')).toMatch(/"yahoo" where every verified value had "gmail"/);
    const businesses = SlotDomain.empty();
    for (const e of ['ann1@acme.com', 'bob2@globex.com', 'cy3@hooli.com']) businesses.add(e);
    expect(businesses.rejects('dan4@acme.com')).toBeNull();
    expect(businesses.rejects('dan4@gmail.com')).toMatch(/email domain gmail.com not seen/); // no business discount
  });
  it('keeps dates and times inside the range verified: "overdue" may start at a threshold between them', () => {
    const parcels = SlotDomain.empty();
    for (let day = 16; day <= 28; day++) parcels.add(`2026-05-${day}`); // every weekday, all after the 15th
    expect(parcels.rejects('2026-05-20')).toBeNull();
    expect(parcels.rejects('2026-05-13')).toMatch(/date 20586 outside/); // before every verified date
    const us = SlotDomain.empty();
    for (const d of ['05/16/2026', '05/20/2026', '05/30/2026', '06/02/2026']) us.add(d);
    expect(us.rejects('05/27/2026')).toBeNull(); // a Wednesday, as 05/20 was (a slashed date's weekday is a feature)
    expect(us.rejects('05/13/2026')).toMatch(/date m\/d/); // read month first, it is before them all
    const cutoffs = SlotDomain.empty();
    for (const t of ['12:05', '13:40', '14:10']) cutoffs.add(t);
    expect(cutoffs.rejects('13:50')).toBeNull();
    // Past the latest minute verified, in a half hour seen: a cutoff at 14:15 (round seventy-seven).
    expect(cutoffs.rejects('14:20')).toBe('time of day 860 outside 725..850');
    expect(cutoffs.rejects('16:30')).toMatch(/half hour 16:30 not seen/); // the same "afternoon", past a cutoff
    // Each half hour on its own: a lunch break lies inside the hours seen, a closing time on the half hour.
    const bookings = SlotDomain.empty();
    for (const t of ['09:00', '10:15', '11:45', '14:30', '15:00', '16:15', '17:00', '17:15']) bookings.add(t);
    expect(bookings.rejects('12:30')).toMatch(/half hour 12:30 not seen/); // "closed for lunch"
    expect(bookings.rejects('17:45')).toMatch(/half hour 17:30 not seen/); // "we close at 17:30"
    expect(bookings.rejects('16:00')).toBeNull();
    // A 12-hour clock reads as the 24-hour one: 11:30 PM is not 11:30 AM.
    expect(featuresOf('11:30 PM').categorical['half hour']).toBe('23:30');
    expect(featuresOf('3 p.m.').categorical['half hour']).toBe(featuresOf('15:10').categorical['half hour']);
    expect(featuresOf('12:15 AM').categorical['half hour']).toBe('0:00');
    // Dates in words are dates: "May 2" comes before every verified one, "April" before every month.
    expect(featuresOf('May 13, 2026').ranges.date).toBe(featuresOf('2026-05-13').ranges.date);
    expect(featuresOf('13th of May 2026').ranges.date).toBe(featuresOf('2026-05-13').ranges.date);
    expect(featuresOf('Wed, 13 May 2026').categorical.weekday).toBe(featuresOf('2026-05-13').categorical.weekday);
    const parcelDays = SlotDomain.empty();
    for (const d of ['May 16', 'May 30', 'June 3', 'July 11', 'Jun 20']) parcelDays.add(d);
    expect(parcelDays.rejects('June 9')).toBeNull();
    expect(parcelDays.rejects('May 12')).toMatch(/date in year .* outside/);
    expect(featuresOf('5/14/26').ranges['date m/d']).toBe(featuresOf('2026-05-14').ranges.date); // a two-digit year
    const yearless = SlotDomain.empty();
    for (const d of ['5/16', '6/2', '7/30', '8/11']) yearless.add(d);
    expect(yearless.rejects('6/20')).toBeNull();
    expect(yearless.rejects('4/8')).toMatch(/date in year \d+ outside/);
    // A quarter or a pay period turns inside every year or month: first-quarter dates of 2021 and
    // 2029 surround May 2025, and days up to the 15th of many months surround no 20th.
    const firstQuarters = SlotDomain.empty();
    for (const d of ['2021-01-01', '2021-01-02', '2021-01-03', '2021-01-04', '2021-01-05', '2021-01-06', '2021-01-07', '2024-02-27', '2029-03-02']) firstQuarters.add(d);
    expect(firstQuarters.rejects('2025-03-01')).toBeNull();
    // Between early January and late February, the weeks no value showed (round seventy-seven: summer among spring and autumn).
    expect(firstQuarters.rejects('2025-02-12')).toMatch(/date in year 76 in a gap 39..91/); // a Wednesday: the 11th is patch Tuesday
    expect(firstQuarters.rejects('2025-12-20')).toMatch(/date in year \d+ outside/);
    const firstHalves = SlotDomain.empty();
    for (const d of ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2027-11-12', '2025-07-15', '2028-09-09', '2026-12-09']) firstHalves.add(d);
    expect(firstHalves.rejects('2026-08-10')).toBeNull();
    expect(firstHalves.rejects('2026-08-22')).toMatch(/day of month 22 outside 1..15/);
    expect(featuresOf('9/20/2026').ranges['day of month']).toBe(20);
    expect(featuresOf('20/9/2026').ranges['day of month d/m']).toBe(20);
    const months = SlotDomain.empty();
    for (const m of ['June', 'July', 'November']) months.add(m);
    expect(months.rejects('March')).toBe('month 3 not seen'); // each month on its own: "September" too
    expect(months.rejects('September')).toBe('month 9 not seen');
    expect(featuresOf('Dezember').categorical.month).toBe('12'); // and in other languages
    expect(featuresOf('27. Dezember').ranges['date in year']).toBe(featuresOf('December 27').ranges['date in year']);
    expect(featuresOf('15 de julio').ranges['date in year']).toBe(featuresOf('July 15').ranges['date in year']);
    // An ISO week by its place in the year: week 30 lies past first-half weeks of any year.
    const sprints = SlotDomain.empty();
    for (const w of ['2025-W03', '2026-W11', '2027-W26', '2025-W19', '2026-W02', '2027-W08', '2026-W23', '2025-W14']) sprints.add(w);
    expect(sprints.rejects('2026-W30')).toBe('week in year 30 outside 2..26');
    expect(featuresOf('Mayor').ranges.month).toBeUndefined();
    // A number in words is a number: "one apple" against "two apples".
    const quantities = SlotDomain.empty();
    for (const q of ['two', 'three', 'eight', 'twelve']) quantities.add(q);
    expect(quantities.rejects('one')).toMatch(/unit one not seen/);
    expect(quantities.rejects('five')).toBeNull();
    expect(featuresOf('2026-02-30').ranges.date).toBeUndefined(); // no such day
    expect(featuresOf('2026/05/14').ranges.date).toBe(featuresOf('2026-05-14').ranges.date);
    const versions = SlotDomain.empty();
    for (const v of ['1.2.0', '2.9.9', '1.10.3', '2.0.1']) versions.add(v);
    expect(versions.rejects('2.4.7')).toBeNull();
    expect(versions.rejects('3.0.0')).toMatch(/outside/); // "upgrade below 3.0.0"
    expect(featuresOf('2.10.0').ranges.version).toBeGreaterThan(featuresOf('2.9.9').ranges.version!);
    // A domain stored before dates had ranges keeps its number range, and predicts a date once.
    const amounts = SlotDomain.empty();
    for (const n of ['10', '20', '30', '40', '50', '60', '70', '80', '90', '100', '110', '120']) amounts.add(n);
    const { ranges, ...older } = amounts.toJSON();
    expect(ranges).toEqual({ number: [10, 120] });
    const stored = SlotDomain.fromJSON({ ...older, small: [10, 90] });
    expect(stored.rejects('130')).toMatch(/number 130 outside 10..90/);
    expect(amounts.rejects('130')).toMatch(/number 130 outside 10..120/);
    expect(featuresOf('2026-05-14').categorical.weekday).toBe('4'); // a Thursday
  });
  it('tells a value the request also states elsewhere, and where, from one it does not (the VIP list in the system prompt, two tiers)', () => {
    const literals = literalTextOf([
      { key: messageKey({ role: 'system', content: 'VIP guests today: Alice, Bob and Carol.\nGreet warmly.' }), template: null },
      { key: 'x', template: new TextTemplate(['{"content":"Greet our guest ', { name: 'v1', depth: 1 }, '","role":"user"}']) },
    ]);
    expect(literals).toContain('bob and carol. greet warmly');
    const guests = SlotDomain.empty();
    for (const name of ['Dave', 'Erin', 'Frank', 'Grace', 'Heidi']) guests.add(name, literals);
    expect(guests.rejects('Judy', literals)).toBeNull(); // ("Ivan" is a letter from Iran: checked once)
    expect(guests.rejects('Carol', literals)).toMatch(/in fixed text clause \d+ not seen/);
    expect(guests.rejects('Greet', literals)).toMatch(/in fixed text clause \d+ not seen/);
    expect(clauseOf('guests: alice, bob', 'ali')).toBeNull(); // words, not parts of words
    // Two lists: a member of the other one is a new clause, not more of the same.
    const tiers = 'gold members: alice, bob, carol. silver members: omar, pia. greet members by tier.';
    const gold = SlotDomain.empty();
    for (const name of ['Alice', 'Bob', 'Carol']) gold.add(name, tiers);
    expect(gold.rejects('Omar', tiers)).toMatch(/in fixed text clause 3 not seen/);
  });
});

describe('template lifecycle', () => {
  const policy = { ...DEFAULT_POLICY, minPredictions: 2, minDistinct: 4, riskyDistinct: 6 };
  /** A lifecycle of these request templates verified on `verified`: the first two its examples, each other predicted right; serving. */
  const servingOn = (templates: TextTemplate[], verified: ReadonlyArray<Record<string, string>>) => {
    const messages = templates.map((template) => ({ key: '', template }));
    const [literals, edges] = [literalTextOf(messages), slotEdgesOf(messages)];
    const lifecycle = TemplateLifecycle.candidate(verified.slice(0, 2), [], 'test', new Date(), { literals, edges });
    for (const bindings of verified.slice(2)) lifecycle.predicted(bindings, true, policy, 'ok');
    expect(lifecycle.state).toBe('serving');
    return { lifecycle, literals, edges };
  };
  /** A template verified on `rows` (a row's values are v1, v2, ...): the first two its examples, each other predicted right. */
  const verifiedOn = (rows: string[][]) => {
    const bindings = rows.map((row) => Object.fromEntries(row.map((value, i) => [`v${i + 1}`, value])));
    const lifecycle = TemplateLifecycle.candidate(bindings.slice(0, 2), [], 'test');
    for (const values of bindings.slice(2)) lifecycle.predicted(values, true, policy, 'ok');
    return lifecycle;
  };
  /** A template induced from the first two rows and promoted by correct predictions on the rest; rows name v1, v2, ... in order. */
  const servingAfter = (rows: string[][], promotion = policy) => {
    const bindings = rows.map((row) => Object.fromEntries(row.map((value, i) => [`v${i + 1}`, value])));
    const lifecycle = TemplateLifecycle.candidate(bindings.slice(0, 2), [], 'test');
    for (const row of bindings.slice(2)) lifecycle.predicted(row, true, promotion, 'ok');
    expect(lifecycle.state).toBe('serving');
    return lifecycle;
  };
  it('verifies whether a language cases a value otherwise before serving it in capitals or lower case (round one hundred and thirty-four)', () => {
    // "Selin Kara" is "SELİN KARA" in Turkish capitals: twelve names without an i show nothing of it.
    const pass = (name: string) => userEx(`Print the boarding pass. Passenger: ${name}.`, `Boarding pass for ${name.toLocaleUpperCase('tr')}`);
    const induced = induce(pass('Ahmet Kaya'), [pass('Ayşe Yılmaz'), pass('Murat Doğan')]);
    expect(induced.ok).toBe(true);
    const caseMapped = caseMappedOf(induced.ok ? induced.body : null);
    expect([...caseMapped]).toEqual([['v1', ['upper']]]);
    const plain = ['Ahmet Kaya', 'Ayşe Yılmaz', 'Murat Doğan', 'Hakan Polat', 'Ömer Kurt', 'Zeynep Aslan', 'Burak Koç'].map((v1) => ({ v1 }));
    const lifecycle = TemplateLifecycle.candidate(plain.slice(0, 3), [], 'test', new Date(), { caseMapped });
    for (const row of plain.slice(3)) lifecycle.predicted(row, true, policy, 'ok');
    expect(lifecycle.state).toBe('serving');
    expect(lifecycle.refusal({ v1: 'Murat Kaya' })).toBeNull();
    expect(lifecycle.refusal({ v1: 'Selin Kara' })).toMatch(/has a letter \(a Turkish i.*some language cases otherwise/);
    // Lower case: the capital I of "YILMAZ" is "ı" in Turkish, and "İ" is "i".
    expect(caseFeatureOf('YILMAZ', ['lower'])).toBe('by language');
    expect(caseFeatureOf('İPEK', ['lower'])).toBe('by language');
    expect(caseFeatureOf('KAYA', ['lower'])).toBe('same');
    // Greek drops its accents in capitals, German writes ß as SS or ẞ, Dutch capitalizes ij as one letter.
    expect(caseFeatureOf('Αθήνα', ['upper'])).toBe('by language');
    expect(caseFeatureOf('Hauptstraße', ['upper'])).toBe('by language');
    expect(caseFeatureOf('ijmuiden', ['capital'])).toBe('by language');
    expect(caseFeatureOf('utrecht', ['capital'])).toBe('same');
    // Stored and read back with its answer's case-changed variables, the verified evidence holds; a
    // lifecycle stored before it was kept has none verified, so it predicts before serving again.
    const stored = JSON.parse(JSON.stringify(lifecycle.toJSON()));
    expect(TemplateLifecycle.fromJSON(stored, undefined, undefined, undefined, caseMapped).refusal({ v1: 'Selin Kara' })).toMatch(/Turkish i/);
    expect(TemplateLifecycle.fromJSON(stored, undefined, undefined, undefined, caseMapped).refusal({ v1: 'Murat Kaya' })).toBeNull();
    const before = { ...stored, relations: {} };
    expect(TemplateLifecycle.fromJSON(before, undefined, undefined, undefined, caseMapped).refusal({ v1: 'Murat Kaya' })).toMatch(/has no letter some language cases otherwise/);
  });
  it("reads the regions a template's tools name too: a tool that books a visit to the Shanghai office (round one hundred and twenty-nine)", () => {
    const literals = 'book a visit on';
    const fields = '{"model":"gpt-4o","tools":[{"function":{"description":"books a visit to our shanghai office","name":"book_visit"},"type":"function"}]}';
    const rows = ['2026-01-05', '2026-01-09', '2026-01-14', '2026-01-20', '2026-01-27', '2026-02-03', '2026-02-10', '2026-03-02', '2026-03-06', '2026-03-11', '2026-03-16', '2026-03-20'].map((date) => ({ v1: date }));
    const lifecycle = TemplateLifecycle.candidate(rows.slice(0, 2), [], 'test', new Date(), { literals, fields });
    for (const row of rows.slice(2)) lifecycle.predicted(row, true, policy, 'ok');
    expect(lifecycle.state).toBe('serving');
    expect(lifecycle.refusal({ v1: '2026-03-04' })).toBeNull();
    expect(lifecycle.refusal({ v1: '2026-02-17' })).toBe('v1: regional holiday lunar new year in shanghai not seen');
    // Read back from its row with the row's generation key, as the store does; without it, no region is named
    // (the date is refused for lying in a gap between the verified ones, not for its holiday).
    const stored = JSON.parse(JSON.stringify(lifecycle.toJSON()));
    expect(TemplateLifecycle.fromJSON(stored, literals, fields).refusal({ v1: '2026-02-17' })).toBe('v1: regional holiday lunar new year in shanghai not seen');
    expect(TemplateLifecycle.fromJSON(stored, literals).refusal({ v1: '2026-02-17' })).not.toMatch(/regional holiday/);
  });
  it('reads a value with the fixed text around it for the regions they name: "+{{v1}}" with "86 10 6552 9988" is a number in China (round one hundred and thirty)', () => {
    const template = TextTemplate.fromMarkedText(messageKey({ role: 'user', content: 'Schedule a call to +\uE0001v1\uE001 on \uE0001v2\uE001' }))!;
    const messages = [{ key: template.key(), template }];
    const edges = slotEdgesOf(messages);
    expect(edges.get('v1')).toEqual([['dule a call to +', ' on ']]); // sixteen characters either side
    const rows = ['2026-01-05', '2026-01-09', '2026-01-14', '2026-01-20', '2026-01-27', '2026-02-03', '2026-02-10', '2026-03-02', '2026-03-06', '2026-03-11', '2026-03-16', '2026-03-20'].map((date, i) => ({ v1: i % 2 ? '86 10 6552 9988' : '44 20 7946 0958', v2: date }));
    const lifecycle = TemplateLifecycle.candidate(rows.slice(0, 2), [], 'test', new Date(), { literals: literalTextOf(messages), edges });
    for (const row of rows.slice(2)) lifecycle.predicted(row, true, policy, 'ok');
    expect(lifecycle.refusal({ v1: '86 10 6552 9988', v2: '2026-02-17' })).toBe('v2: regional holiday lunar new year in +86 not seen');
    // Without the text around it the value names no region.
    const alone = TemplateLifecycle.fromJSON(JSON.parse(JSON.stringify(lifecycle.toJSON())), literalTextOf(messages));
    expect(alone.refusal({ v1: '86 10 6552 9988', v2: '2026-02-17' }) ?? '').not.toMatch(/regional holiday/);
  });
  it('verifies a date its year, month and day make together, apart (round eighty-four)', () => {
    // Twelve Thursdays, "2026年10月29日" and so on: each year, month and day of 2027-11-16 was
    // seen; the date, a Tuesday, was not.
    const thursdays = ['2026-10-29', '2027-05-27', '2028-06-08', '2026-04-02', '2026-07-30', '2027-10-21', '2028-11-16', '2026-11-19', '2027-02-25', '2028-09-07', '2027-08-05', '2027-01-28'];
    const lifecycle = servingAfter(thursdays.map((date) => date.split('-').map((part) => String(Number(part)))));
    expect(lifecycle.refusal({ v1: '2027', v2: '10', v3: '28' })).toBeNull(); // a Thursday
    expect(lifecycle.refusal({ v1: '2027', v2: '11', v3: '16' })).toBe('date(v1,v2,v3;y-m-d) 2027-11-16: weekday 2 not seen');
    // "November 26, 2026": a month and day, then the year.
    expect(splitDatesOf({ v1: 'November 26', v2: '2026' })).toEqual({ 'date(v1,v2;m-d,y)': '2026-11-26' });
    expect(splitDatesOf({ v1: '2', v2: '30', v3: '2026' })).toEqual({ 'date(v1,v2,v3;m-d-y)': 'no such date', 'date(v1,v2,v3;d-m-y)': 'no such date' });
    // Kept through JSON.
    expect(TemplateLifecycle.fromJSON(JSON.parse(JSON.stringify(lifecycle.toJSON()))).refusal({ v1: '2027', v2: '11', v3: '16' })).toBe('date(v1,v2,v3;y-m-d) 2027-11-16: weekday 2 not seen');
  });
  it('reads a date without its year in the year the request names elsewhere (round one hundred and forty-seven)', () => {
    // "Set up the meeting on Wednesday, {{v1}}, 2027": twelve Wednesdays' months and days each
    // seen say nothing of May 30, a Sunday of 2027.
    const wednesdays = ['January 6', 'February 10', 'March 3', 'March 31', 'April 21', 'May 5', 'May 26', 'June 16', 'July 28', 'August 18', 'September 29', 'October 20'];
    const literals = 'set up the meeting on wednesday, , 2027';
    const lifecycle = TemplateLifecycle.candidate(wednesdays.slice(0, 2).map((v1) => ({ v1 })), [], 'test', new Date(), { literals });
    for (const v1 of wednesdays.slice(2)) lifecycle.predicted({ v1 }, true, policy, 'ok');
    expect(lifecycle.state).toBe('serving');
    expect(lifecycle.refusal({ v1: 'June 9' })).toBeNull(); // a Wednesday
    expect(lifecycle.refusal({ v1: 'May 30' })).toBe('date(v1;m-d in 2027) 2027-05-30: weekday 0 not seen');
    expect(TemplateLifecycle.fromJSON(JSON.parse(JSON.stringify(lifecycle.toJSON())), literals).refusal({ v1: 'May 30' })).toBe('date(v1;m-d in 2027) 2027-05-30: weekday 0 not seen');
    // A moving holiday needs the year too: Columbus Day of 2027.
    expect(splitDatesOf({ v1: 'October 11' }, yearsIn('deliver the parcel on , 2027'))).toEqual({ 'date(v1;m-d in 2027)': '2027-10-11' });
    // The year of another value ("Today is {{v1}}"), and no second reading of a year just after it.
    expect(splitDatesOf({ v1: '2027-01-12', v2: 'May 30' })).toEqual({ 'date(v2;m-d in year of v1)': '2027-05-30' });
    expect(splitDatesOf({ v1: 'November 26', v2: '2026' })).toEqual({ 'date(v1,v2;m-d,y)': '2026-11-26' });
    // "5/30" alone is month first or day first: each reading is a date of its own.
    expect(splitDatesOf({ v1: '5/30' }, [2027])).toEqual({ 'date(v1;m/d in 2027)': '2027-05-30', 'date(v1;d/m in 2027)': 'no such date' });
    expect(yearsIn('founded 1998; today is 2027-01-12; a 30-day return window; rooms 2101 and 5000')).toEqual([1998, 2027]);
  });
  it('reads a date without its year, where the request names none, in each year a model may assume (round one hundred and forty-eight)', () => {
    // "Set up the meeting on Wednesday, {{v1}}", on 2026-06-01: twelve Wednesdays of 2026 say
    // nothing of a Saturday of it, nor of a Wednesday that was Patch Tuesday in 2025.
    vi.useFakeTimers({ now: new Date('2026-06-01T12:00:00Z'), toFake: ['Date'] });
    try {
      const wednesdays = ['January 7', 'January 21', 'February 4', 'February 18', 'March 4', 'March 18', 'April 1', 'April 15', 'April 29', 'July 15', 'August 5', 'September 16'];
      const literals = 'set up the meeting on wednesday, ';
      const lifecycle = TemplateLifecycle.candidate(wednesdays.slice(0, 2).map((v1) => ({ v1 })), [], 'test', new Date(), { literals });
      for (const v1 of wednesdays.slice(2)) lifecycle.predicted({ v1 }, true, policy, 'ok');
      expect(lifecycle.state).toBe('serving');
      expect(lifecycle.refusal({ v1: 'July 29' })).toBeNull();
      expect(lifecycle.refusal({ v1: 'August 1' })).toBe('weekday(v1;m-d in this year - 3) 2023 tuesday: part 2 "tuesday" where every verified value had "saturday"');
      expect(lifecycle.refusal({ v1: 'September 9' })).toBe('holiday(v1;m-d in this year - 1) 2025 patch tuesday: 3 parts not seen');
      const stored = TemplateLifecycle.fromJSON(JSON.parse(JSON.stringify(lifecycle.toJSON())), literals);
      expect(stored.refusal({ v1: 'August 1' })).toBe(lifecycle.refusal({ v1: 'August 1' }));
      // Once the clock's year turns, the Wednesdays of 2027 are yet to be verified.
      vi.setSystemTime(new Date('2027-01-04T12:00:00Z'));
      expect(lifecycle.refusal({ v1: 'July 28' })).toMatch(/^weekday\(v1;m-d in this year - 3\) 2024 sunday: /);
    } finally {
      vi.useRealTimers();
    }
    expect(assumedYearDaysOf({ v1: 'November 26' }, [], 2026)).toEqual({
      'weekday(v1;m-d in this year - 3)': '2023 sunday',
      'holiday(v1;m-d in this year - 3)': '2023 none',
      'weekday(v1;m-d in this year - 2)': '2024 tuesday',
      'holiday(v1;m-d in this year - 2)': '2024 none',
      'weekday(v1;m-d in this year - 1)': '2025 wednesday',
      'holiday(v1;m-d in this year - 1)': '2025 none',
      'weekday(v1;m-d in this year)': '2026 thursday',
      'holiday(v1;m-d in this year)': '2026 thanksgiving',
      'weekday(v1;m-d in this year + 1)': '2027 friday',
      'holiday(v1;m-d in this year + 1)': '2027 black friday',
    });
    // A holiday of the month and day alone is read with the value itself: no year adds it.
    expect(assumedYearDaysOf({ v1: 'December 25' }, [], 2026)['holiday(v1;m-d in this year)']).toBe('2026 none');
    // February 29 is no day of a common year.
    expect(assumedYearDaysOf({ v1: 'February 29' }, [], 2026)['weekday(v1;m-d in this year - 2)']).toBe('2024 thursday');
    expect(assumedYearDaysOf({ v1: 'February 29' }, [], 2026)['weekday(v1;m-d in this year)']).toBe('2026 no such day');
    // A year the request names reads it instead (round one hundred and forty-seven).
    expect(assumedYearDaysOf({ v1: 'May 30' }, [2027], 2026)).toEqual({});
    expect(assumedYearDaysOf({ v1: 'November 26', v2: '2026' }, [], 2026)).toEqual({});
  });
  it('reads dates without their year as other languages write them (round one hundred and fifty)', () => {
    // "2027年{{v1}}月{{v2}}日（水）": twenty Wednesdays' months and days, each seen, say nothing
    // of May 10, 2027, a Monday. The month and day apart make one date, by the marks after them.
    const template = new TextTemplate(['{"content":"2027年', { name: 'v1', depth: 1 }, '月', { name: 'v2', depth: 1 }, '日（水）に会議を設定してください","role":"user"}']);
    const messages = [{ key: '', template }];
    const [literals, edges] = [literalTextOf(messages), slotEdgesOf(messages)];
    const wednesdays = ['1-6', '2-10', '3-3', '3-31', '4-21', '5-5', '5-26', '6-16', '7-28', '8-18', '9-29', '10-20'].map((date) => {
      const [v1, v2] = date.split('-');
      return { v1, v2 };
    });
    const lifecycle = TemplateLifecycle.candidate(wednesdays.slice(0, 2), [], 'test', new Date(), { literals, edges });
    for (const bindings of wednesdays.slice(2)) lifecycle.predicted(bindings, true, policy, 'ok');
    expect(lifecycle.state).toBe('serving');
    expect(lifecycle.refusal({ v1: '6', v2: '9' })).toBeNull(); // a Wednesday
    expect(lifecycle.refusal({ v1: '5', v2: '10' })).toBe('date(v1,v2;m-d in 2027) 2027-05-10: weekday 1 not seen');
    expect(TemplateLifecycle.fromJSON(JSON.parse(JSON.stringify(lifecycle.toJSON())), literals, undefined, edges).refusal({ v1: '5', v2: '10' })).toBe('date(v1,v2;m-d in 2027) 2027-05-10: weekday 1 not seen');
    // Without the marks, two numbers are no date; with a year just before, one date of three parts.
    expect(splitDatesOf({ v1: '5', v2: '17' }, [2027])).toEqual({});
    expect(splitDatesOf({ v1: '2027', v2: '5', v3: '17' }, [], edges)).toEqual({ 'date(v1,v2,v3;y-m-d)': '2027-05-17' });
    // Where the request names no year, read in each year a model may assume, as "May 17" is.
    expect(assumedYearDaysOf({ v1: '5', v2: '17' }, [], 2026, edges)['weekday(v1,v2;m-d in this year)']).toBe('2026 sunday');
    // Months of more languages, as their dates write them.
    expect(splitDatesOf({ v1: '9 августа' }, [2027])).toEqual({ 'date(v1;m-d in 2027)': '2027-08-09' });
    expect(splitDatesOf({ v1: '17 maja' }, [2027])).toEqual({ 'date(v1;m-d in 2027)': '2027-05-17' });
    expect(splitDatesOf({ v1: '15 Nisan' }, [2027])).toEqual({ 'date(v1;m-d in 2027)': '2027-04-15' });
    // Day first between dots, with a dot after it ("Mittwoch, den 19.11."); "12.50." is no date.
    const dotAfter = new Map([['v1', [['mittwoch, den ', '.'] as const]]]);
    expect(splitDatesOf({ v1: '19.11' }, [2027], dotAfter)).toEqual({ 'date(v1;d.m. in 2027)': '2027-11-19' });
    expect(splitDatesOf({ v1: '12.50' }, [2027], dotAfter)).toEqual({ 'date(v1;d.m. in 2027)': 'no such date' });
    expect(splitDatesOf({ v1: '19.11' }, [2027], new Map([['v1', [['costs ', ' eur'] as const]]]))).toEqual({});
    // A dash read both ways where the request names a year; else more likely a range.
    expect(splitDatesOf({ v1: '08-09' }, [2027])).toEqual({ 'date(v1;m-d dash in 2027)': '2027-08-09', 'date(v1;d-m dash in 2027)': '2027-09-08' });
    expect(assumedYearDaysOf({ v1: '08-09' }, [], 2026)).toEqual({});
    // A value that makes no date where verified ones did ("the 19th" after "19.11.") reads as
    // no such date: refused until verified once, as any new value, not for good.
    const dotted = ['19.11.', '03.02.', '24.03.', '14.04.', '05.05.', '09.06.', '21.07.', '18.08.', '15.09.', '13.10.', '08.12.', '29.12.'].map((v1) => ({ v1 }));
    const dates = TemplateLifecycle.candidate(dotted.slice(0, 2), [], 'test', new Date(), { literals: 'you plan for 2027. move it to ' });
    for (const bindings of dotted.slice(2)) dates.predicted(bindings, true, policy, 'ok');
    expect(dates.state).toBe('serving');
    expect(dates.refusal({ v1: '03.02.' })).toBeNull();
    dates.predicted({ v1: 'the 19th' }, true, policy, 'ok');
    expect(dates.refusal({ v1: 'the 19th' })).toBeNull();
    expect(dates.refusal({ v1: 'the 20th' })).toMatch(/^v1: /);
  });
  it('holds a weekday of another language to the date beside it (round one hundred and fifty-one)', () => {
    // "Leg das Meeting auf {{v1}}, den {{v2}}. {{v3}} 2027": twelve weekdays that named their
    // dates say nothing of "Samstag" beside July 7, 2027, a Wednesday.
    const template = new TextTemplate(['{"content":"Leg das Meeting auf ', { name: 'v1', depth: 1 }, ', den ', { name: 'v2', depth: 1 }, '. ', { name: 'v3', depth: 1 }, ' 2027","role":"user"}']);
    const messages = [{ key: '', template }];
    const [literals, edges] = [literalTextOf(messages), slotEdgesOf(messages)];
    const own = ['Freitag 1 Januar', 'Mittwoch 10 Februar', 'Mittwoch 3 März', 'Donnerstag 15 April', 'Sonntag 2 Mai', 'Montag 14 Juni', 'Samstag 24 Juli', 'Dienstag 17 August', 'Freitag 3 September', 'Mittwoch 20 Oktober', 'Donnerstag 11 November', 'Montag 27 Dezember'].map((text) => {
      const [v1, v2, v3] = text.split(' ');
      return { v1, v2, v3 };
    });
    const lifecycle = TemplateLifecycle.candidate(own.slice(0, 2), [], 'test', new Date(), { literals, edges });
    for (const bindings of own.slice(2)) lifecycle.predicted(bindings, true, policy, 'ok');
    expect(lifecycle.state).toBe('serving');
    expect(lifecycle.refusal({ v1: 'Mittwoch', v2: '7', v3: 'Juli' })).toBeNull();
    expect(lifecycle.refusal({ v1: 'Samstag', v2: '7', v3: 'Juli' })).toMatch(/date\(v2,v3;d.*naming another weekday/);
    // A day and a month's name apart make one date, either way round; a year beside them makes three parts.
    expect(splitDatesOf({ v1: '7', v2: 'Juli' }, [2027])).toEqual({ 'date(v1,v2;d m in 2027)': '2027-07-07' });
    expect(splitDatesOf({ v1: 'July', v2: '7th' }, [2027])).toEqual({ 'date(v1,v2;m d in 2027)': '2027-07-07' });
    expect(splitDatesOf({ v1: '7', v2: 'Juli', v3: '2027' })).toEqual({ 'date(v1,v2,v3;m-d-y)': 'no such date', 'date(v1,v2,v3;d-m-y)': '2027-07-07' });
    // Weekday names of those languages, and CJK ones framed by their fixed text.
    expect(['Samstag', 'w środę', 'в среду', 'mercredi', 'miércoles', 'çarşamba', '水曜日', '星期三', '周日', '수요일', 'quarta-feira'].map(weekdayNamed)).toEqual([6, 3, 3, 3, 3, 3, 3, 3, 0, 3, 3]);
    expect(['la segunda vez', 'minggu ini', '月', 'Sun Valley'].map(weekdayNamed)).toEqual([null, null, null, 0]);
    const chinese = new Map([['v3', [['日星期', ''] as const]]]);
    expect(framedWeekdays({ v1: '7', v3: '三' }, chinese)).toEqual({ v1: '7', v3: '星期三' });
    expect(framedWeekdays({ v3: '水' }, new Map([['v3', [['日（', '）に'] as const]]]))).toEqual({ v3: '水曜日' });
    expect(framedWeekdays({ v3: '水' }, new Map([['v3', [['の', 'を'] as const]]]))).toEqual({ v3: '水' });
  });
  it('reads a day and a month written as numbers apart, in Vietnamese and Korean, and holds a Vietnamese weekday to them (round one hundred and fifty-two)', () => {
    // "Đặt cuộc họp vào Thứ Tư, ngày {{v1}} tháng {{v2}} năm 2027": twelve Wednesdays' days and
    // months, each seen, say nothing of April 5, 2027, a Monday.
    const vietnamese = new TextTemplate(['{"content":"Đặt cuộc họp vào Thứ Tư, ngày ', { name: 'v1', depth: 1 }, ' tháng ', { name: 'v2', depth: 1 }, ' năm 2027","role":"user"}']);
    const wednesdays = ['6-1', '10-2', '3-3', '31-3', '21-4', '5-5', '26-5', '16-6', '28-7', '18-8', '29-9', '20-10'].map((date) => {
      const [v1, v2] = date.split('-');
      return { v1, v2 };
    });
    const inVietnamese = servingOn([vietnamese], wednesdays);
    expect(inVietnamese.lifecycle.refusal({ v1: '9', v2: '6' })).toBeNull(); // June 9, a Wednesday
    expect(inVietnamese.lifecycle.refusal({ v1: '5', v2: '4' })).toBe('date(v1,v2;d m in 2027) 2027-04-05: weekday 1 not seen');
    // "2027. {{v1}}. {{v2}}.(수)": Korean and Hungarian write the year, month and day each with a dot.
    const korean = new TextTemplate(['{"content":"2027. ', { name: 'v1', depth: 1 }, '. ', { name: 'v2', depth: 1 }, '.(수)에 회의를 잡아 주세요","role":"user"}']);
    const inKorean = servingOn([korean], wednesdays.map(({ v1, v2 }) => ({ v1: v2, v2: v1 })));
    expect(inKorean.lifecycle.refusal({ v1: '3', v2: '10' })).toBeNull(); // March 10, a Wednesday
    expect(inKorean.lifecycle.refusal({ v1: '9', v2: '10' })).toBe('date(v1,v2;y.m.d in 2027) 2027-09-10: weekday 5 not seen');
    const stored = TemplateLifecycle.fromJSON(JSON.parse(JSON.stringify(inKorean.lifecycle.toJSON())), inKorean.literals, undefined, inKorean.edges);
    expect(stored.refusal({ v1: '9', v2: '10' })).toBe(inKorean.lifecycle.refusal({ v1: '9', v2: '10' }));
    // Only a separator between them: a slash reads both ways, a dot day first where a dot follows.
    const apart = (between: string, after: string) => new Map([['v1', [['on ', between] as const]], ['v2', [[between, after] as const]]]);
    expect(splitDatesOf({ v1: '5', v2: '17' }, [2027], apart(' / ', ''))).toEqual({ 'date(v1,v2;m/d in 2027)': '2027-05-17', 'date(v1,v2;d/m in 2027)': 'no such date' });
    expect(splitDatesOf({ v1: '19', v2: '11' }, [2027], apart('. ', '.'))).toEqual({ 'date(v1,v2;d.m. in 2027)': '2027-11-19' });
    expect(splitDatesOf({ v1: '3', v2: '50' }, [2027], apart('. ', ' eur'))).toEqual({});
    expect(splitDatesOf({ v1: '8', v2: '9' }, [], apart(' - ', ' people'))).toEqual({});
    expect(splitDatesOf({ v1: '5', v2: '17' }, [2027], apart(' and ', ''))).toEqual({});
    // The Vietnamese weekday's name, as a value and framed by "thứ" before it.
    expect(['Thứ Bảy', 'chủ nhật', 'thứ tư'].map(weekdayNamed)).toEqual([6, 0, 3]);
    expect(framedWeekdays({ v1: 'Bảy', v2: '7' }, new Map([['v1', [['vào thứ ', ', ngày '] as const]]]))).toEqual({ v1: 'thứ Bảy', v2: '7' });
    expect(framedWeekdays({ v1: 'hai' }, new Map([['v1', [['có ', ' người'] as const]]]))).toEqual({ v1: 'hai' });
    // Months and weekdays of Arabic, Hindi, Hebrew and Thai; Thai read in place where a slot cuts through its run of letters.
    expect(['17 مايو', '17 मई', '3 फरवरी', '17 במאי', '17 พฤษภาคม', '17 أيار'].map((v1) => splitDatesOf({ v1 }, [2027])['date(v1;m-d in 2027)'])).toEqual(['2027-05-17', '2027-05-17', '2027-02-03', '2027-05-17', '2027-05-17', '2027-05-17']);
    expect(splitDatesOf({ v1: '١٧', v2: 'مايو' }, [2027])).toEqual({ 'date(v1,v2;d m in 2027)': '2027-05-17' });
    expect(['الأربعاء', 'बुधवार', 'יום רביעי', 'นัดประชุมวันพุธที่', 'שבת'].map(weekdayNamed)).toEqual([3, 3, 3, 3, 6]);
    expect(framedWeekdays({ v1: 'นจันทร์ท' }, new Map([['v1', [['นัดประชุมวั', 'ี่ '] as const]]]))).toEqual({ v1: 'วันจันทร์' });
    // Thai writes the Buddhist year (2570 is 2027); Chinese numerals make years, months and days.
    expect(yearsIn('นัดประชุม 2570')).toEqual([2027]);
    expect(yearsIn('order 2570 boxes')).toEqual([]);
    expect(yearsIn('请把会议安排在二〇二七年')).toEqual([2027]);
    const han = new Map([['v1', [['二〇二七年', '月'] as const]], ['v2', [['月', '日星期三'] as const]]]);
    expect(splitDatesOf({ v1: '五', v2: '十七' }, [2027], han)).toEqual({ 'date(v1,v2;m-d in 2027)': '2027-05-17' });
    expect(splitDatesOf({ v1: '十二', v2: '三十一' }, [2027], han)).toEqual({ 'date(v1,v2;m-d in 2027)': '2027-12-31' });
    // The airline form, with its year and without.
    expect(dayOf('17MAY27')).toBe(dayOf('2027-05-17'));
    expect(dayOf('A17MAY27')).toBeNull();
    expect(splitDatesOf({ v1: '17MAY' }, [2027])).toEqual({ 'date(v1;m-d in 2027)': '2027-05-17' });
  });
  it("reads a day of the month said alone in the month of today's date and as the next to come (round one hundred and fifty-two)", () => {
    // "Today is {{v1}}, {{v2}}, 2027." and "Put the review on Wednesday the {{v3}}.": twelve
    // Wednesdays, each today and each day seen, say nothing of "the 3rd" on Saturday, March 27:
    // the next 3rd is April 3, a Saturday.
    const template = [
      new TextTemplate(['{"content":"Today is ', { name: 'v1', depth: 0 }, ', ', { name: 'v2', depth: 0 }, ', 2027.","role":"system"}']),
      new TextTemplate(['{"content":"Put the review on Wednesday the ', { name: 'v3', depth: 1 }, '.","role":"user"}']),
    ];
    const wednesdays = ['Thursday|March 11|17th', 'Monday|March 1|3rd', 'Friday|March 19|24th', 'Saturday|March 27|7th', 'Tuesday|April 20|5th', 'Sunday|May 2|12th', 'Wednesday|May 12|12th', 'Monday|May 24|2nd', 'Thursday|June 10|16th', 'Tuesday|June 22|30th', 'Friday|July 9|14th', 'Wednesday|July 21|28th'].map((text) => {
      const [v1, v2, v3] = text.split('|');
      return { v1, v2, v3 };
    });
    const { lifecycle, literals, edges } = servingOn(template, wednesdays);
    expect(lifecycle.refusal({ v1: 'Thursday', v2: 'March 11', v3: '24th' })).toBeNull(); // March 24, a Wednesday
    expect(lifecycle.refusal({ v1: 'Saturday', v2: 'March 27', v3: '3rd' })).toMatch(/^weekday\(v3;day in month of date\(v2;m-d in 2027\)\) before wednesday: /);
    const stored = TemplateLifecycle.fromJSON(JSON.parse(JSON.stringify(lifecycle.toJSON())), literals, undefined, edges);
    expect(stored.refusal({ v1: 'Saturday', v2: 'March 27', v3: '3rd' })).toBe(lifecycle.refusal({ v1: 'Saturday', v2: 'March 27', v3: '3rd' }));
    // The readings, and the weekday said beside the day held to each ("Tuesday the 13th").
    const bindings = { v1: 'Sunday', v2: 'February 21', v3: 'Tuesday', v4: '13th' };
    expect(daysOfMonthAlone(bindings, { 'date(v2;m-d in 2027)': '2027-02-21' })).toEqual({
      'weekday(v4;day in month of date(v2;m-d in 2027))': 'before saturday',
      'holiday(v4;day in month of date(v2;m-d in 2027))': 'before none',
      'weekday(v4;day in month of date(v2;m-d in 2027)) against v1': 'before another',
      'weekday(v4;day in month of date(v2;m-d in 2027)) against v3': 'before another',
      'weekday(v4;day on or after date(v2;m-d in 2027))': 'before saturday',
      'holiday(v4;day on or after date(v2;m-d in 2027))': 'before none',
      'weekday(v4;day on or after date(v2;m-d in 2027)) against v1': 'before another',
      'weekday(v4;day on or after date(v2;m-d in 2027)) against v3': 'before another',
    });
    // A day alone by its marks: "{{v1}}日" without a month before it, German "am {{v1}}."; not a plain number, nor a day with its month.
    const around = (before: string, after: string) => new Map([['v1', [[before, after] as const]]]);
    const today = { 'date(v2;m-d in 2027)': '2027-05-20' };
    expect(daysOfMonthAlone({ v1: '26', v2: '5月20日' }, today, around('', '日（水）に'))['weekday(v1;day on or after date(v2;m-d in 2027))']).toBe('after wednesday');
    expect(daysOfMonthAlone({ v1: '26', v2: 'May 20' }, today, around('auf mittwoch, den ', '.'))['weekday(v1;day on or after date(v2;m-d in 2027))']).toBe('after wednesday');
    expect(daysOfMonthAlone({ v1: '26', v2: 'May 20' }, today, around('order ', ' boxes'))).toEqual({});
    expect(daysOfMonthAlone({ v1: '26', v2: 'May 20' }, today, around('5月', '日'))).toEqual({});
    expect(daysOfMonthAlone({ v1: '26th' }, {})).toEqual({});
    // Round one hundred and fifty-three: a number just after a weekday's name, fixed or a value; not after another word.
    expect(daysOfMonthAlone({ v1: '26', v2: 'May 20' }, today, around('la revue le mercredi ', '.'))['weekday(v1;day on or after date(v2;m-d in 2027))']).toBe('after wednesday');
    expect(daysOfMonthAlone({ v1: '26', v2: 'May 20' }, today, around('vào thứ tư, ', '.'))['weekday(v1;day on or after date(v2;m-d in 2027))']).toBe('after wednesday');
    expect(daysOfMonthAlone({ v1: '26', v2: 'May 20' }, today, around('wednesday at ', ' pm'))).toEqual({});
    const weekdayThenDay = new Map([['v3', [[' ', '.'] as const]]]);
    expect(daysOfMonthAlone({ v1: 'May 20', v2: 'Tuesday', v3: '26' }, { 'date(v1;m-d in 2027)': '2027-05-20' }, weekdayThenDay)['weekday(v3;day on or after date(v1;m-d in 2027)) against v2']).toBe('after another');
    expect(daysOfMonthAlone({ v1: 'May 20', v2: 'boxes', v3: '26' }, { 'date(v1;m-d in 2027)': '2027-05-20' }, weekdayThenDay)).toEqual({});
    // A weekday and a day in one value: "Friday 8" on Thursday, October 28 names November 8, a Monday.
    expect(daysOfMonthAlone({ v1: 'October 28', v2: 'Friday 8' }, { 'date(v1;m-d in 2027)': '2027-10-28' })['weekday(v2;day on or after date(v1;m-d in 2027)) against v2']).toBe('before another');
    for (const v2 of ['Room 8', 'Friday, May 8', 'Wednesday May 8']) expect(daysOfMonthAlone({ v1: 'October 28', v2 }, { 'date(v1;m-d in 2027)': '2027-10-28' })).toEqual({});
    expect(daysOfMonthAlone({ v1: 'October 28', v2: 'Wednesday the 3rd' }, { 'date(v1;m-d in 2027)': '2027-10-28' })['weekday(v2;day on or after date(v1;m-d in 2027)) against v2']).toBe('before its own');
  });
  it('reads dates and weekdays as calendars of other locales abbreviate them (round one hundred and fifty-four)', () => {
    // "Set up the meeting on {{v1}} 2027": twelve Italian dates, each with its own weekday, say
    // nothing of "lun 23 lug" (July 23, 2027 is a Friday). "mar" is Tuesday there, not March.
    const template = new TextTemplate(['{"content":"Set up the meeting on ', { name: 'v1', depth: 1 }, ' 2027","role":"user"}']);
    const own = ['dom 3 gen', 'lun 1 feb', 'mar 2 mar', 'mer 31 mar', 'gio 29 apr', 'ven 28 mag', 'sab 26 giu', 'dom 25 lug', 'lun 23 ago', 'mar 21 set', 'mer 20 ott', 'gio 18 nov'].map((v1) => ({ v1 }));
    const { lifecycle } = servingOn([template], own);
    expect(lifecycle.refusal({ v1: 'ven 23 lug' })).toBeNull();
    expect(lifecycle.refusal({ v1: 'lun 23 lug' })).toMatch(/naming another weekday/);
    // Abbreviated months, with their dot or a year after them; alone only with the dot.
    expect(['9 avr. 2027', '25 de dez. de 2027', '14 февр. 2027 г.', '10 Kas 2027', '13 déc.', 'mar 4 mag', 'Mar 4'].map((v) => monthDayOf(v) && [monthDayOf(v)!.month, monthDayOf(v)!.day])).toEqual([[4, 9], [12, 25], [2, 14], [11, 10], [12, 13], [5, 4], [3, 4]]);
    expect(['17 ago', '2 out of 3'].map(monthDayOf)).toEqual([null, null]);
    expect(['avr.', 'out', 'out.'].map(monthNamed)).toEqual([4, null, 10]);
    // A weekday abbreviated beside a date, in one value or next to it; not beside anything else.
    expect(weekdaysInPlace({ v1: 'fre 20 okt.' })).toEqual({ v1: 'Friday 20 okt.' });
    expect(weekdaysInPlace({ v1: 'mer', v2: '13 déc.' })).toEqual({ v1: 'Wednesday', v2: '13 déc.' });
    expect(weekdaysInPlace({ v1: 'So', v2: '3', v3: 'März', 'date(v2,v3;d m in 2027)': '2027-03-03' }, new Map([['v1', [['on ', '., '] as const]]])).v1).toBe('Sunday');
    expect(weekdaysInPlace({ v1: 'do', v2: 'boxes' })).toEqual({ v1: 'do', v2: 'boxes' });
    // A dotted date with its year, read both ways, holds the weekday it names ("la 21.10.2027": la is Saturday, October 21 a Thursday).
    expect(featuresOf('la 21.10.2027').categorical['weekday named d/m']).toBe('another');
    expect(featuresOf('to 21.10.2027').categorical['weekday named d/m']).toBe("the date's");
  });
  it('holds a weekday to a date of numbers beside it, in more languages, and verifies dates no reader knows one by one (round one hundred and fifty-five)', () => {
    // "Set up the meeting on {{v1}}, {{v2}}": twelve weekdays, each beside its own month-first
    // date, say nothing of "Saturday" beside 7/21/2027, a Wednesday.
    const template = new TextTemplate(['{"content":"Set up the meeting on ', { name: 'v1', depth: 1 }, ', ', { name: 'v2', depth: 1 }, '","role":"user"}']);
    const own = ['Friday|1/15/2027', 'Monday|2/22/2027', 'Tuesday|3/16/2027', 'Wednesday|4/14/2027', 'Thursday|5/20/2027', 'Sunday|6/13/2027', 'Saturday|7/17/2027', 'Tuesday|8/24/2027', 'Monday|9/13/2027', 'Friday|10/15/2027', 'Wednesday|11/17/2027', 'Thursday|12/23/2027'].map((text) => {
      const [v1, v2] = text.split('|');
      return { v1, v2 };
    });
    const { lifecycle } = servingOn([template], own);
    expect(lifecycle.refusal({ v1: 'Wednesday', v2: '7/21/2027' })).toBeNull();
    expect(lifecycle.refusal({ v1: 'Saturday', v2: '7/21/2027' })).toBe('v1 m/d naming another weekday, d/m no date v2 not seen');
    // A weekday no reader knows (Esperanto), a category of seven, pairs with each reading's weekday.
    const esperanto = ['dimanĉo', 'lundo', 'mardo', 'merkredo', 'ĵaŭdo', 'vendredo', 'sabato'];
    const days = [[1, 17], [2, 15], [3, 16], [4, 14], [5, 20], [6, 13], [7, 17], [8, 22], [9, 13], [10, 19], [11, 17], [12, 23], [1, 24], [2, 22], [3, 23], [4, 21], [5, 27], [6, 20], [7, 24], [8, 29]];
    const rows = days.map(([month, day]) => ({ v1: esperanto[new Date(Date.UTC(2027, month - 1, day)).getUTCDay()], v2: `${day}/${month}/2027` }));
    const inEsperanto = servingOn([template], rows);
    expect(inEsperanto.lifecycle.refusal({ v1: 'merkredo', v2: '21/7/2027' })).toBeNull();
    expect(inEsperanto.lifecycle.refusal({ v1: 'sabato', v2: '21/7/2027' })).not.toBeNull();
    expect(inEsperanto.lifecycle.refusal({ v1: 'lundo', v2: '21/7/2027' })).not.toBeNull();
    // In one value: the words beside a date of numbers, with the date's weekday under each reading.
    expect(featuresOf('lundo 2027-04-26').categorical['words beside date']).toBe('lundo on Monday');
    expect(featuresOf('2027/9/9, lundo').categorical['words beside date']).toBe('lundo on Thursday');
    expect(featuresOf('lundo 22/10/2027').categorical['words beside date d/m']).toBe('lundo on Friday');
    expect(featuresOf('Invoice 4417 due 2027-04-26').categorical['words beside date']).toBeUndefined();
    // A date whose month no reader knows is verified on its own; look-alikes without a day and a year are not dates.
    expect(['29 de gener del 2027', '20 Mawrth 2027', 'Hul 15, 2027', '2027 ഏപ്രിൽ 24', '۱۶ خرداد ۱۴۰۶'].map((v) => featuresOf(v).categorical['unread date'])).toEqual(['29 de gener del 2027', '20 mawrth 2027', 'hul 15, 2027', '2027 ഏപ്രിൽ 24', '16 خرداد 1406']);
    expect(['21 Deireadh Fómhair 2027', '2027 ഒക്‌ടോബർ 8', '4. lis 2027.', '۱۴۰۶/۲/۳۰'].map((v) => featuresOf(v).categorical['unread date'])).toEqual(['21 deireadh fómhair 2027', '2027 ഒക്‌ടോബർ 8', '4. lis 2027.', '1406/2/30']);
    expect(['May 17, 2027', 'Room 12 of 40', 'order 2027', '17 mei 2027'].map((v) => featuresOf(v).categorical['unread date'])).toEqual([undefined, undefined, undefined, undefined]);
    // Dates as Chinese, Japanese and Korean write them in one value, year-first dates unpadded, dots with spaces.
    expect(['2027年5月17日', '2027년 5월 17일', '2027/5/17', '2027-5-17'].map(dayOf)).toEqual(Array(4).fill(dayOf('2027-05-17')));
    expect(['v2027.1.3', '2027/5/17/3'].map(dayOf)).toEqual([null, null]);
    expect(featuresOf('2027년 5월 17일 (수)').categorical['weekday named']).toBe('another');
    expect(featuresOf('ut 27. 10. 2027').categorical['weekday named d/m']).toBe('another');
    // Weekday names of more locales, long and abbreviated beside a date; Vietnamese numbered days.
    expect(['srijeda', 'dimecres', 'Thứ 4', 'keskiviikkona', 'Rabu', 'ረቡዕ', 'բուդ', 'Dé Céadaoin', 'বুধবার', 'יום ד׳'].map(weekdayNamed)).toEqual([3, 3, 3, 3, 3, 3, null, 3, 3, 3]);
    expect(['bazar', 'linggo'].map(weekdayNamed)).toEqual([null, null]);
    expect(weekdaysInPlace({ v1: 'sri', v2: '21.07.2027' })).toEqual({ v1: 'Wednesday', v2: '21.07.2027' });
    expect(framedWeekdays({ v1: '2', v2: '21/08/2027' }, new Map([['v1', [['vào Thứ ', ', '] as const]]]))).toEqual({ v1: 'thứ 2', v2: '21/08/2027' });
    // A weekday opening a day's value, its month apart: "{{v1}}. {{v2}} 2027" with "onsdag 9" and "mars".
    expect(splitDatesOf({ v1: 'onsdag 9', v2: 'mars' }, [2027])).toEqual({ 'date(v1,v2;d m in 2027)': '2027-03-09' });
    // A short word no table knows before the day ("{{v1}}. {{v2}}. 2027" with "pi 23", Slovak
    // Friday): held to the date's weekday, so December 23, a Thursday, is predicted first.
    const slovak = new TextTemplate(['{"content":"Set up the meeting on ', { name: 'v1', depth: 1 }, '. ', { name: 'v2', depth: 1 }, '. 2027","role":"user"}']);
    const abbreviated = ['ne', 'po', 'ut', 'st', 'št', 'pi', 'so'];
    const said = (d: Date, weekday = d.getUTCDay()) => ({ v1: `${abbreviated[weekday]} ${d.getUTCDate()}`, v2: String(d.getUTCMonth() + 1) });
    const inSlovak = servingOn([slovak], Array.from({ length: 60 }, (_, k) => said(new Date(Date.UTC(2027, 0, 4 + 6 * k)))));
    // A Thursday served when said "št" is refused when said "pi".
    const thursdays = Array.from({ length: 52 }, (_, k) => new Date(Date.UTC(2027, 0, 7 + 7 * k)));
    const served = thursdays.find((d) => inSlovak.lifecycle.refusal(said(d)) === null)!;
    expect(inSlovak.lifecycle.refusal(said(served, 5))).toMatch(/^word before date\(v1,v2;d\.m\. in 2027\) pi on Thursday: /);

    // A date no reader knows across values and fixed text ("{{v1}} de {{v2}} del 2027", Catalan):
    // twelve Wednesdays, each day and month seen, say nothing of March 13, a Saturday.
    const catalan = new TextTemplate(['{"content":"Book the Wednesday standup for ', { name: 'v1', depth: 1 }, ' de ', { name: 'v2', depth: 1 }, ' del 2027","role":"user"}']);
    const months = ['gener', 'febrer', 'març', 'abril', 'maig', 'juny', 'juliol', 'agost', 'setembre', 'octubre', 'novembre', 'desembre'];
    const wednesdays = [[1, 13], [2, 10], [3, 17], [4, 14], [5, 12], [6, 9], [7, 14], [8, 11], [9, 15], [10, 13], [11, 10], [12, 15]].map(([month, day]) => ({ v1: String(day), v2: months[month - 1] }));
    const inCatalan = servingOn([catalan], wednesdays);
    expect(inCatalan.lifecycle.refusal({ v1: '10', v2: 'març' })).toMatch(/^unread date\(v1,v2\) 10 de març del 2027: /);
    expect(inCatalan.lifecycle.refusal({ v1: '13', v2: 'gener' })).toBeNull(); // verified
    expect(unreadDatesOf({ v1: '20' }, new Map([['v1', [['standup for ', ' Mawrth 2027'] as const]]]))).toEqual({ 'unread date(v1)': '20 mawrth 2027' });
    expect(unreadDatesOf({ v1: '20' }, new Map([['v1', [['standup for ', ' March 2027'] as const]]]))).toEqual({});
    expect(unreadDatesOf({ v1: '3' }, new Map([['v1', [['buy ', ' apples'] as const]]]))).toEqual({});
  });
  it('promotes a candidate only after enough correct predictions and distinct values', () => {
    const lifecycle = TemplateLifecycle.candidate([{ v1: 'Ann' }, { v1: 'Bob' }], [], 'test');
    expect(lifecycle.refusal({ v1: 'Cy' })).toBe('candidate');
    expect(lifecycle.predicted({ v1: 'Cy' }, true, policy, 'ok')).toBeNull();
    expect(lifecycle.predicted({ v1: 'Cy' }, true, policy, 'ok')).toBeNull(); // a repeat adds no distinct value
    expect(lifecycle.predicted({ v1: 'Di' }, true, policy, 'ok')?.state).toBe('serving');
    expect(lifecycle.refusal({ v1: 'Ed' })).toBeNull();
  });
  it('counts a slot of few values as explored once each value was predicted several times over', () => {
    // A priority: low, medium, high never shows four distinct values; the ticket id does.
    const lifecycle = TemplateLifecycle.candidate([{ v1: 'T-1', v2: 'low' }, { v1: 'T-2', v2: 'high' }], [], 'test');
    const priorities = ['low', 'medium', 'high'];
    for (let i = 3; i <= 7; i++) expect(lifecycle.predicted({ v1: `T-${i}`, v2: priorities[i % 3] }, true, policy, 'ok')).toBeNull();
    expect(lifecycle.predicted({ v1: 'T-8', v2: 'low' }, true, policy, 'ok')?.state).toBe('serving'); // 6 predictions, 3 values
    expect(lifecycle.refusal({ v1: 'T-9', v2: 'medium' })).toBeNull();
    expect(lifecycle.refusal({ v1: 'T-9', v2: 'urgent' })).toMatch(/not among the few values verified/); // a new category is a new case: predicted first
    expect(TemplateLifecycle.fromJSON(JSON.parse(JSON.stringify(lifecycle))).refusal({ v1: 'T-9', v2: 'urgent' })).toMatch(/few values/);
  });
  it('serves new values of a category once its predicted values are as many as any variable needs', () => {
    // Names from a short list: promoted as a category at three, then predicted one by one.
    const lifecycle = TemplateLifecycle.candidate([{ v1: 'T-1', v2: 'Ann' }, { v1: 'T-2', v2: 'Bob' }], [], 'test');
    const names = ['Ann', 'Bob', 'Cy'];
    for (let i = 3; i <= 8; i++) lifecycle.predicted({ v1: `T-${i}`, v2: names[i % 3] }, true, policy, 'ok');
    expect(lifecycle.state).toBe('serving');
    expect(lifecycle.refusal({ v1: 'T-9', v2: 'Di' })).toMatch(/few values/);
    lifecycle.predicted({ v1: 'T-9', v2: 'Di' }, true, policy, 'ok'); // the fourth distinct name: as many as minDistinct
    expect(lifecycle.refusal({ v1: 'T-5', v2: 'Di' })).toBeNull();
    expect(lifecycle.refusal({ v1: 'T-5', v2: 'Eve' })).toBeNull();
    expect(TemplateLifecycle.fromJSON(JSON.parse(JSON.stringify(lifecycle))).refusal({ v1: 'T-5', v2: 'Eve' })).toBeNull();
  });
  it('keeps a risky category until it has the larger evidence', () => {
    const lifecycle = TemplateLifecycle.candidate([{ v1: 'T-1', v2: 'Ann' }, { v1: 'T-2', v2: 'Bob' }], ['v2'], 'test');
    const names = ['Ann', 'Bob', 'Cy'];
    for (let i = 3; i <= 8; i++) lifecycle.predicted({ v1: `T-${i}`, v2: names[i % 3] }, true, policy, 'ok');
    lifecycle.predicted({ v1: 'T-9', v2: 'Di' }, true, policy, 'ok');
    expect(lifecycle.refusal({ v1: 'T-5', v2: 'Eve' })).toMatch(/few values/); // 4 of the 6 a risky variable needs
  });
  it('needs the larger evidence for risky variables', () => {
    const lifecycle = TemplateLifecycle.candidate([{ v1: 'Ann', v2: '1' }, { v1: 'Bob', v2: '2' }], ['v2'], 'test');
    for (const [name, n] of [['Cy', '3'], ['Di', '4'], ['Ed', '5']]) expect(lifecycle.predicted({ v1: name, v2: n }, true, policy, 'ok')).toBeNull();
    expect(lifecycle.predicted({ v1: 'Flo', v2: '6' }, true, policy, 'ok')?.state).toBe('serving');
  });
  it('demotes for good on a misprediction or a failed audit, and survives a round trip through JSON', () => {
    const lifecycle = TemplateLifecycle.candidate([{ v1: 'Ann' }, { v1: 'Bob' }], [], 'test');
    for (const name of ['Cy', 'Di']) lifecycle.predicted({ v1: name }, true, policy, 'ok');
    expect(lifecycle.state).toBe('serving');
    expect(lifecycle.audited({ v1: 'Ed' }, false, 'differs')?.state).toBe('demoted');
    expect(lifecycle.predicted({ v1: 'Flo' }, true, policy, 'ok')).toBeNull();
    const copy = TemplateLifecycle.fromJSON(JSON.parse(JSON.stringify(lifecycle)));
    expect(copy.state).toBe('demoted');
    expect(copy.events.map((e) => e.state)).toEqual(['candidate', 'serving', 'demoted']);
    expect(copy.refusal({ v1: 'Ann' })).toBe('demoted');
  });
  it('serves only relations between variables that evidence showed (the larger of two, equal values)', () => {
    // Values each variable's own domain accepts, so only the relation decides.
    const lifecycle = TemplateLifecycle.candidate([{ v1: '10', v2: '90' }, { v1: '80', v2: '85' }, { v1: '40', v2: '80' }], [], 'test');
    for (const [a, b] of [['20', '95'], ['70', '75']]) lifecycle.predicted({ v1: a, v2: b }, true, policy, 'ok');
    expect(lifecycle.state).toBe('serving');
    expect(lifecycle.refusal({ v1: '70', v2: '90' })).toBeNull();
    expect(lifecycle.refusal({ v1: '80', v2: '75' })).toBe('v1 gt v2 not seen');
    expect(lifecycle.refusal({ v1: '80', v2: '80' })).toBe('v1 eq v2 not seen');
  });

  it('tells words apart by length as well as by order: "the longer of two names" was served wrong without it', () => {
    // In every verified pair v2 was the longer (and v1 ordered first or last): the answer may copy the longer one.
    const lifecycle = TemplateLifecycle.candidate([{ v1: 'Bob', v2: 'Dave' }, { v1: 'Anna', v2: 'Grace' }], [], 'test');
    for (const [a, b] of [['Heidi', 'Amelia'], ['Ken', 'Frank']]) lifecycle.predicted({ v1: a, v2: b }, true, policy, 'ok');
    expect(lifecycle.state).toBe('serving');
    expect(lifecycle.refusal({ v1: 'Tom', v2: 'Sarah' })).toBeNull();
    expect(lifecycle.refusal({ v1: 'Carol', v2: 'Vera' })).toBe('v1 lt longer v2 not seen');
  });

  it('keeps whether two values share a word: an email that is not the named person\'s may be remarked on', () => {
    const lifecycle = TemplateLifecycle.candidate([{ v1: 'Iris Novak', v2: 'iris@corp.example' }, { v1: 'Leo Kim', v2: 'leo@corp.example' }], [], 'test');
    for (const [a, b] of [['Omar Silva', 'omar@corp.example'], ['Mia Costa', 'mia@corp.example']]) lifecycle.predicted({ v1: a, v2: b }, true, policy, 'ok');
    expect(lifecycle.state).toBe('serving');
    expect(lifecycle.refusal({ v1: 'Ava Rossi', v2: 'ava@corp.example' })).toBeNull();
    expect(lifecycle.refusal({ v1: 'Ava Rossi', v2: 'leo@corp.example' })).toBe('v1 apart v2 not seen');
  });

  it('keeps whether one value holds the other, and whether two words share an initial (round sixty-six)', () => {
    // "jsmith58!" holds its username: a password that does was served as accepted.
    const lifecycle = servingAfter([['jsmith', 'Harbor41!'], ['akhan', 'Maple77!'], ['lchen', 'Orbit12!'], ['dkim', 'Velvet90!']]);
    expect(lifecycle.refusal({ v1: 'akhan', v2: 'Orbit12!' })).toBeNull();
    expect(lifecycle.refusal({ v1: 'lchen', v2: 'Lchen12!' })).toMatch(/^v1 .* inside start-digit v2 not seen$/);
    // A link on the allowed domain holds it after a dot or at the start, and before a slash; a host
    // that only looks like it ("acme.com.evil.net") holds it before a dot.
    const browsing = servingAfter([['acme.com', 'portal.acme.com/login'], ['globex.io', 'globex.io/help'], ['acme.com', 'www.acme.com/billing'], ['globex.io', 'docs.globex.io/start'], ['acme.com', 'acme.com/help'], ['globex.io', 'www.globex.io/team']]);
    expect(browsing.refusal({ v1: 'globex.io', v2: 'www.globex.io/login' })).toBeNull();
    expect(relationsOf({ v1: 'acme.com', v2: 'acme.com.evil.net/login' }).get('v1 v2')).toMatch(/ inside start-\.$/);
    expect(relationsOf({ v1: 'acme.com', v2: 'acmecom.com/login' }).get('v1 v2')).not.toMatch(/inside/);
    // "Team up Carl and Felix" was served as alliterating, after pairs that all did.
    const game = servingAfter([['Carl', 'Clara'], ['Anna', 'Adam'], ['Diana', 'David'], ['Emma', 'Edward'], ['Fiona', 'Felix']]);
    expect(game.refusal({ v1: 'Anna', v2: 'Adam' })).toBeNull();
    expect(game.refusal({ v1: 'Carl', v2: 'Felix' })).toBe('v1 lt shorter v2 not seen');
  });

  it('compares values of two kinds only by a shared word, and numbers in words by value', () => {
    // A city and a temperature: which comes first in order says nothing, so it costs no evidence.
    const weather = TemplateLifecycle.candidate([{ v1: 'Oslo', v2: '-2' }, { v1: 'Rio', v2: '-215' }], [], 'test');
    expect(weather.toJSON().relations).toEqual({ 'v1 v2': ['apart'] });
    // "five" against 8 is smaller, whatever its letters: a pairing of its own.
    const larger = TemplateLifecycle.candidate([{ v1: 'seven', v2: '3' }, { v1: 'nine', v2: '8' }, { v1: 'five', v2: '4' }], [], 'test');
    larger.predicted({ v1: 'seven', v2: '3' }, true, { ...DEFAULT_POLICY, minDistinct: 3, minPredictions: 1 }, 'ok');
    expect(larger.state).toBe('serving');
    expect(larger.refusal({ v1: 'seven', v2: '4' })).toBeNull();
    expect(larger.refusal({ v1: 'nine', v2: '4' })).toBe('v1 to v2 -5 outside -4..-1'); // a gap of its own
    expect(larger.refusal({ v1: 'five', v2: '8' })).toBe('v1 lt v2 not seen');
    // Two addresses at .example share no word by it; at one company's domain they do.
    const mail = TemplateLifecycle.candidate([{ v1: 'kim@mail.example', v2: 'liam@corp.example' }, { v1: 'ava@acme.example', v2: 'leo@acme.example' }], [], 'test');
    expect(mail.toJSON().relations?.['v1 v2']).toEqual(['lt shorter <>=', 'lt as long sharing a word <==']);
  });

  it('compares two near dates by how many days apart they are: "tomorrow" was served for a date three days ahead', () => {
    const days = ['2026-05-04', '2026-05-05', '2026-05-06', '2026-05-07', '2026-05-08', '2026-05-09', '2026-05-10']; // every weekday
    const lifecycle = TemplateLifecycle.candidate([{ v1: '2026-05-01', v2: '2026-05-02' }], [], 'test');
    for (const day of days) {
      const next = new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
      lifecycle.predicted({ v1: day, v2: next }, true, { ...DEFAULT_POLICY, minDistinct: 3, minPredictions: 3 }, 'ok');
    }
    expect(lifecycle.refusal({ v1: '2026-05-06', v2: '2026-05-07' })).toBeNull();
    expect(lifecycle.refusal({ v1: '2026-05-06', v2: '2026-05-09' })).toMatch(/ 3 days v2 not seen/);
  });
  it('keeps whether a weekday said apart from a date is the date\'s: "Friday evening (date: 2027-09-05)" is corrected', () => {
    const pairs = [['Friday', '2027-09-03'], ['Sunday', '2027-09-05'], ['Saturday', '2027-09-04'], ['Monday', '2027-09-06']];
    const lifecycle = verifiedOn(pairs);
    expect(lifecycle.state).toBe('serving');
    expect(lifecycle.refusal({ v1: 'Sunday', v2: '2027-09-05' })).toBeNull();
    expect(lifecycle.refusal({ v1: 'Friday', v2: '2027-09-05' })).toBe('v1 naming another weekday v2 not seen');
    // Within one value, too.
    expect(featuresOf('Monday 2027-06-17').categorical['weekday named']).toBe('another');
    expect(featuresOf('Thu, June 17, 2027').categorical['weekday named']).toBe("the date's");
  });
  it('keeps whether a zip is in the state beside it, and a city in the country: "60835 in NY" and "Lyon, Italy" are questioned', () => {
    const zips = [['10017', 'NY'], ['60614', 'IL'], ['94105', 'CA'], ['75201', 'TX']];
    const shipping = verifiedOn(zips);
    expect(shipping.state).toBe('serving');
    expect(shipping.toJSON().relations).toEqual({ 'v1 v2': ['a zip in the state'] });
    expect(shipping.refusal({ v1: '60614', v2: 'NY' })).toBe('v1 a zip of another state v2 not seen');
    expect(featuresOf('Springfield, NY 62704').categorical['zip and state']).toBe('a zip of another state');
    expect(featuresOf('Springfield, IL 62704').categorical['zip and state']).toBe('a zip in the state');
    const cities = [['Paris', 'France'], ['Rome', 'Italy'], ['Lyon', 'France'], ['Milan', 'Italy'], ['Berlin', 'Germany'], ['Madrid', 'Spain']];
    const parcels = verifiedOn(cities);
    expect(parcels.state).toBe('serving');
    expect(parcels.refusal({ v1: 'Milan', v2: 'France' })).toBe('v1 a city of another country v2 not seen');
    expect(parcels.refusal({ v1: 'Lyon', v2: 'France' })).toBeNull();
  });
  it('keeps the sum of two numbers against a third: two purchases over a gift card are refused', () => {
    // Each price under the card in every pair, and together under it too.
    const carts = [['20', '30', '70'], ['12', '40', '60'], ['25', '25', '90'], ['31', '20', '62'], ['8', '50', '75']];
    const lifecycle = verifiedOn(carts);
    expect(lifecycle.state).toBe('serving');
    expect(lifecycle.refusal({ v1: '25', v2: '25', v3: '70' })).toBeNull();
    expect(lifecycle.refusal({ v1: '31', v2: '50', v3: '60' })).toBe('v1 + v2 gt v3 not seen');
  });
  it('keeps the range of the sum and the product of two amounts: 8 tickets at $33 on a budget fixed in the text', () => {
    const lifecycle = servingAfter([['2', '40'], ['3', '30'], ['4', '25'], ['5', '20'], ['6', '18'], ['8', '15'], ['2', '45'], ['5', '33'], ['8', '22']]);
    expect(lifecycle.refusal({ v1: '5', v2: '22' })).toBeNull();
    // Each value, their order, gap, ratio and sum were verified; a product of 264 was not.
    expect(lifecycle.refusal({ v1: '8', v2: '33' })).toBe('v1 to v2 product 264 outside 80..176');
  });
  it('keeps the mean, the product and a percent of two numbers against a third (round sixty-seven)', () => {
    // A mark, a budget or a voucher of few values: one correct prediction each explores it.
    const serving = (rows: string[][]) => servingAfter(rows, { ...policy, predictionsPerValue: 1 });
    // Scores whose average passed the mark. 45 and 52 against 50: each value, each pair, each sum
    // and each gap was verified, but an average under the mark was not.
    const scores = serving([['62', '71', '60'], ['55', '90', '50'], ['80', '66', '70'], ['45', '58', '50'], ['93', '52', '70']]);
    expect(scores.refusal({ v1: '62', v2: '71', v3: '60' })).toBeNull();
    expect(scores.refusal({ v1: '45', v2: '52', v3: '50' })).toBe('(v1 + v2)/2 lt v3 not seen');
    // Tickets times a price, always within the budget: 6 at $41 is over $200.
    const tickets = serving([['3', '40', '150'], ['4', '25', '200'], ['2', '45', '100'], ['5', '30', '200'], ['6', '20', '150']]);
    expect(tickets.toJSON().relations?.['v1*v2 v3']).toEqual(['lt']);
    expect(relationsOf({ v1: '6', v2: '41', v3: '200' }).get('v1*v2 v3')).toBe('gt');
    // A percent coupon that saved more than a voucher: 10% of $34 saves less than $5.
    const coupons = serving([['90', '10', '5'], ['120', '15', '10'], ['75', '20', '10'], ['140', '10', '10'], ['60', '25', '5']]);
    expect(coupons.toJSON().relations?.['v1*v2/100 v3']).toEqual(['gt']);
    expect(relationsOf({ v1: '34', v2: '10', v3: '5' }).get('v1*v2/100 v3')).toBe('lt');
  });
  it('keeps whether one of two whole numbers is a multiple of the other (round one hundred and thirty-two)', () => {
    // Players split into teams: 47 into 3 and 50 into 6 leave one team short; 51 into 3 does not,
    // though 51 and 3 were each seen, as were their order, gap, ratio, sum and product.
    expect(relationsOf({ v1: '47', v2: '3' }).get('v1 v2')).toBe('gt');
    expect(relationsOf({ v1: '48', v2: '3' }).get('v1 v2')).toBe('gt multiple');
    expect(relationsOf({ v1: '4', v2: '52' }).get('v1 v2')).toBe('lt multiple');
    // One divides everything; a fraction nothing.
    expect(relationsOf({ v1: '47', v2: '1' }).get('v1 v2')).toBe('gt');
    expect(relationsOf({ v1: '7.5', v2: '2.5' }).get('v1 v2')).toBe('gt');
    const teams = servingAfter([['47', '3'], ['50', '6'], ['23', '4'], ['61', '5'], ['38', '8'], ['29', '3'], ['45', '6'], ['35', '4']], { ...policy, predictionsPerValue: 1 });
    expect(teams.refusal({ v1: '43', v2: '3' })).toBeNull();
    expect(teams.refusal({ v1: '51', v2: '3' })).toBe('v1 gt multiple v2 not seen');
  });
  it('keeps the verified range of the gap between two dates, times or amounts: a return past a 30-day window is refused', () => {
    // Purchases 23 days apart, each returned 18, 22 or 26 days later: "far after", as 30 days are.
    const day = (iso: string) => Date.parse(iso) / 86_400_000;
    const iso = (d: number) => new Date(d * 86_400_000).toISOString().slice(0, 10);
    const returns = Array.from({ length: 10 }, (_, k) => [iso(day('2026-03-02') + k * 23), iso(day('2026-03-02') + k * 23 + 18 + (k % 3) * 4)]);
    const lifecycle = TemplateLifecycle.candidate(returns.slice(0, 2).map(([v1, v2]) => ({ v1, v2 })), [], 'test');
    for (const [v1, v2] of returns.slice(2)) lifecycle.predicted({ v1, v2 }, true, { ...policy, minDistinct: 3, minPredictions: 3 }, 'ok');
    expect(lifecycle.state).toBe('serving');
    expect(lifecycle.toJSON().spans).toEqual({ 'v1 v2': [18, 26] });
    expect(lifecycle.refusal({ v1: '2026-03-25', v2: '2026-04-24' })).toBe('v1 to v2 30 days outside 18..26');
    expect(TemplateLifecycle.fromJSON(lifecycle.toJSON()).refusal({ v1: '2026-03-25', v2: '2026-04-24' })).toBe('v1 to v2 30 days outside 18..26');
    // Two times of day by the minutes between them: a booking over two hours needs approval.
    const rooms = [['12:00', '13:00'], ['13:00', '15:00'], ['14:00', '15:30'], ['12:30', '14:00'], ['13:30', '15:00'], ['12:00', '14:00']];
    const booking = TemplateLifecycle.candidate(rooms.slice(0, 2).map(([v1, v2]) => ({ v1, v2 })), [], 'test');
    for (const [v1, v2] of rooms.slice(2)) booking.predicted({ v1, v2 }, true, { ...policy, minDistinct: 3, minPredictions: 3 }, 'ok');
    expect(booking.refusal({ v1: '13:00', v2: '14:00' })).toBeNull();
    expect(booking.refusal({ v1: '12:00', v2: '15:00' })).toBe('v1 to v2 180 minutes outside 60..120');
    // Two amounts by their ratio as well: a rise of 6 is under 10% of 90 and over it of 25.
    const prices = [['90', '96'], ['85', '91'], ['100', '108'], ['30', '31'], ['40', '42'], ['25', '26']];
    const alerts = TemplateLifecycle.candidate(prices.slice(0, 2).map(([v1, v2]) => ({ v1, v2 })), [], 'test');
    for (const [v1, v2] of prices.slice(2)) alerts.predicted({ v1, v2 }, true, { ...policy, minDistinct: 3, minPredictions: 3 }, 'ok');
    expect(alerts.refusal({ v1: '85', v2: '91' })).toBeNull();
    expect(alerts.refusal({ v1: '25', v2: '31' })).toBe('v1 to v2 ratio 1.24 outside 1.033..1.08');
  });
  it('keeps a time or small number per value of a variable of few values: a limit that depends on both is refused', () => {
    // Letters up to 2 kg, parcels and pallets heavier: 30 kg was verified, and letters were, but
    // never a 30 kg letter.
    const sends = [['1', 'letter'], ['12', 'parcel'], ['2', 'letter'], ['400', 'pallet'], ['25', 'parcel'], ['1', 'parcel'], ['2', 'pallet'], ['30', 'parcel'], ['1', 'letter'], ['650', 'pallet'], ['2', 'letter'], ['17', 'parcel'], ['1', 'letter'], ['120', 'pallet']];
    const shipping = verifiedOn(sends);
    expect(shipping.state).toBe('serving');
    expect(shipping.refusal({ v1: '2', v2: 'letter' })).toBeNull();
    expect(shipping.refusal({ v1: '30', v2: 'letter' })).toBe('v1 at 30 outside 1..2 for v2 letter');
    expect(shipping.refusal({ v1: '30', v2: 'parcel' })).toBeNull();
    expect(TemplateLifecycle.fromJSON(shipping.toJSON()).refusal({ v1: '30', v2: 'letter' })).toBe('v1 at 30 outside 1..2 for v2 letter');
    // A weekday and a time: Saturdays close at 14:00, so 15:00 was only ever verified on workdays.
    const pickups = [['Monday', '09:00'], ['Saturday', '10:30'], ['Tuesday', '17:00'], ['Saturday', '13:30'], ['Friday', '15:00'], ['Monday', '16:30'], ['Saturday', '12:00'], ['Wednesday', '11:00'], ['Thursday', '15:30']];
    const pickup = verifiedOn(pickups);
    expect(pickup.state).toBe('serving');
    expect(pickup.refusal({ v1: 'Saturday', v2: '11:00' })).toBeNull();
    expect(pickup.refusal({ v1: 'Saturday', v2: '15:00' })).toBe('v2 at 15:00 outside 10:30..13:30 for v1 weekday Saturday');
    // A template stored before these were kept verifies a weekday's times again.
    expect(TemplateLifecycle.fromJSON({ ...pickup.toJSON(), categoryLimits: undefined }).refusal({ v1: 'Saturday', v2: '11:00' })).toBe('v2 at 11:00 outside any verified range for v1 weekday Saturday');
    // A weekday named beside a count: parties of 8 were verified on weekdays, never on a Saturday.
    const parties = [['4', 'Saturday'], ['8', 'Monday'], ['2', 'Tuesday'], ['6', 'Friday'], ['3', 'Saturday'], ['10', 'Wednesday'], ['5', 'Thursday']];
    const party = verifiedOn(parties);
    expect(party.state).toBe('serving');
    expect(party.refusal({ v1: '8', v2: 'Saturday' })).toBe('v1 at 8 outside 3..4 for v2 weekday Saturday');
    expect(party.refusal({ v1: '8', v2: 'Monday' })).toBeNull();
    // The same with the weekday a date says: 2027-03-13 is a Saturday, verified at 13:30.
    const dated = TemplateLifecycle.candidate([{ v1: '2027-03-01', v2: '09:00' }, { v1: '2027-03-06', v2: '10:30' }], [], 'test');
    for (const [v1, v2] of [['2027-03-09', '17:00'], ['2027-03-13', '13:30'], ['2027-03-12', '15:00'], ['2027-03-15', '16:30']]) dated.predicted({ v1, v2 }, true, policy, 'ok');
    expect(dated.state).toBe('serving');
    expect(dated.refusal({ v1: '2027-03-13', v2: '15:00' })).toBe('v2 at 15:00 outside 10:30..13:30 for v1 weekday Saturday');
    // Quantities each item shares with the others are no limit of its own: 2 apples are served
    // (five apples verified, 3 to 8; pears and plums of 2 three times).
    const carts = [['3', 'apple'], ['4', 'pear'], ['6', 'plum'], ['6', 'apple'], ['7', 'pear'], ['2', 'plum'], ['4', 'apple'], ['2', 'pear'], ['5', 'plum'], ['8', 'apple'], ['6', 'pear'], ['7', 'plum'], ['5', 'apple'], ['2', 'pear'], ['3', 'plum']];
    const cart = verifiedOn(carts);
    expect(cart.state).toBe('serving');
    expect(cart.refusal({ v1: '2', v2: 'apple' })).toBeNull();
    // Nor past what the others reach: one apple of 8 beyond the plums' 7 shows little of 8 plums.
    expect(cart.refusal({ v1: '8', v2: 'plum' })).toBe('v1 at 8 outside 2..7 for v2 plum');
    // A name that rarely repeats is no category: its pairing with an amount is not checked.
    const payments = [['Ana', '40'], ['Ben', '12'], ['Cy', '75'], ['Di', '30'], ['Eve', '55'], ['Finn', '18']];
    const paying = verifiedOn(payments);
    expect(paying.state).toBe('serving');
    expect(paying.refusal({ v1: 'Ana', v2: '55' })).toBeNull();
  });
  it('keeps the pairings of two variables of few values: lithium batteries to Japan is predicted first (round ninety-five)', () => {
    // Each product went somewhere and each country took something; never batteries to Japan.
    const parcels = [['books', 'japan'], ['lithium batteries', 'canada'], ['perfume', 'japan'], ['books', 'canada'], ['lithium batteries', 'germany'], ['perfume', 'germany'], ['books', 'germany'], ['perfume', 'canada'], ['books', 'japan'], ['lithium batteries', 'canada'], ['perfume', 'japan'], ['books', 'canada']];
    const shipping = verifiedOn(parcels);
    expect(shipping.state).toBe('serving');
    expect(shipping.refusal({ v1: 'perfume', v2: 'germany' })).toBeNull();
    expect(shipping.refusal({ v1: 'lithium batteries', v2: 'japan' })).toBe('v1 lithium batteries with v2 japan never verified together');
    expect(TemplateLifecycle.fromJSON(JSON.parse(JSON.stringify(shipping.toJSON()))).refusal({ v1: 'lithium batteries', v2: 'japan' })).toMatch(/never verified together/);
    // Names that rarely repeat make no pairing to verify: a greeting of two new people is served.
    const pairs = [['Ana', 'Ben'], ['Cy', 'Dora'], ['Eve', 'Finn'], ['Gus', 'Hana'], ['Ivo', 'Jade'], ['Kai', 'Lea'], ['Max', 'Nia'], ['Oto', 'Pia'], ['Quin', 'Rosa'], ['Sam', 'Tea']];
    const greeting = verifiedOn(pairs);
    expect(greeting.state).toBe('serving');
    expect(greeting.refusal({ v1: 'Ana', v2: 'Tea' })).toBeNull();
  });
  it('pairs a category with the holiday or weekday a date is: Juneteenth is no business day verified in the United States (round ninety-six)', () => {
    const pickups = [['us', '2026-06-10'], ['uk', '2026-06-19'], ['canada', '2026-07-08'], ['us', '2026-07-01'], ['uk', '2026-09-15'], ['canada', '2026-06-19'], ['us', '2026-08-12'], ['uk', '2026-07-01'], ['canada', '2026-10-06'], ['us', '2026-09-22'], ['uk', '2026-06-03'], ['canada', '2026-08-19']];
    const booking = verifiedOn(pickups);
    expect(booking.state).toBe('serving');
    expect(booking.refusal({ v1: 'us', v2: '2026-07-15' })).toBeNull();
    expect(booking.refusal({ v1: 'us', v2: '2026-06-19' })).toBe('v1 us with v2 juneteenth never verified together');
    expect(booking.refusal({ v1: 'canada', v2: '2026-07-01' })).toBe('v1 canada with v2 canada day never verified together');
    // And by its weekday: the Orsay closes on Mondays, the Louvre on Tuesdays; other museums' Mondays were verified.
    const visits = [['orsay', '2027-01-05'], ['louvre', '2027-01-04'], ['prado', '2027-01-11'], ['orsay', '2027-01-07'], ['louvre', '2027-01-06'], ['prado', '2027-01-05'], ['orsay', '2027-01-08'], ['louvre', '2027-01-08'], ['prado', '2027-01-07'], ['orsay', '2027-01-13'], ['louvre', '2027-01-14'], ['prado', '2027-01-13']];
    const museum = verifiedOn(visits);
    expect(museum.state).toBe('serving');
    expect(museum.refusal({ v1: 'prado', v2: '2027-01-06' })).toBeNull();
    expect(museum.refusal({ v1: 'orsay', v2: '2027-01-11' })).toBe('v1 orsay with v2 Monday never verified together');
    // A month's last day still pairs by its weekday (round one hundred and forty-four): the Orsay
    // verified on Wednesday April 30 says nothing of Monday March 31, another museum's Monday.
    const spring = verifiedOn([['orsay', '2025-03-05'], ['louvre', '2025-03-03'], ['prado', '2025-03-24'], ['orsay', '2025-04-30'], ['louvre', '2025-03-10'], ['prado', '2025-04-07'], ['orsay', '2025-03-28'], ['louvre', '2025-04-25'], ['prado', '2025-03-12'], ['orsay', '2025-04-09'], ['louvre', '2025-04-02'], ['prado', '2025-04-14'], ['louvre', '2025-03-31'], ['prado', '2025-04-28']]);
    expect(spring.refusal({ v1: 'orsay', v2: '2025-03-31' })).toBe('v1 orsay with v2 Monday never verified together');
    expect(spring.refusal({ v1: 'orsay', v2: '2025-04-16' })).toBeNull();
    // England's bank holidays in May and August are days of their own.
    expect(featuresOf('2026-05-04').categorical.holiday).toBe('early may bank holiday');
    expect(featuresOf('2026-08-31').categorical.holiday).toBe('summer bank holiday');
  });
  it('pairs a category with the format of a value beside it: a US ZIP code is no Canadian postal code (round ninety-seven)', () => {
    // Canadian codes never repeat (each its own text) but their format does, beside Canada.
    const codes = [['90210', 'usa'], ['K1A 0B1', 'canada'], ['10115', 'germany'], ['M5V 2T6', 'canada'], ['60601', 'usa'], ['80331', 'germany'], ['H2X 1Y4', 'canada'], ['30301', 'usa'], ['50667', 'germany'], ['V6B 4Y8', 'canada'], ['73301', 'usa'], ['20095', 'germany']];
    const shipping = verifiedOn(codes);
    expect(shipping.state).toBe('serving');
    expect(shipping.refusal({ v1: 'M4B 1B3', v2: 'canada' })).toBeNull();
    expect(shipping.refusal({ v1: '58171', v2: 'canada' })).toBe('v1 format x with v2 canada never verified together');
    expect(shipping.refusal({ v1: 'M4B 1B3', v2: 'usa' })).toBe('v1 format x x with v2 usa never verified together');
  });
  it('pairs a category with a fact written inside a value beside it: the Berlin store takes no American Express (round ninety-nine)', () => {
    // Each network verified at some store, each store with some network; Amex never in Berlin.
    const charges = [['4539148803436467', 'new york'], ['5425233430109903', 'berlin'], ['378282246310005', 'new york'], ['4111111111111111', 'berlin'], ['3530111333300000', 'tokyo'], ['371449635398431', 'tokyo'], ['5105105105105100', 'new york'], ['4012888888881881', 'tokyo'], ['5555555555554444', 'berlin'], ['4222222222222', 'new york'], ['3566002020360505', 'tokyo'], ['4916338506082832', 'berlin']];
    const charging = verifiedOn(charges);
    expect(charging.state).toBe('serving');
    expect(charging.refusal({ v1: '4485275742308327', v2: 'berlin' })).toBeNull();
    expect(charging.refusal({ v1: '340000000000009', v2: 'berlin' })).toBe('v1 american express with v2 berlin never verified together');
    // A phone number's land, an IP address's scope and a file's type are such facts too.
    const texts = [['+1 212 555 0147', 'basic'], ['+44 20 7946 0958', 'world'], ['+1 415 555 0199', 'world'], ['+1 646 555 0123', 'basic'], ['+44 161 496 0000', 'world'], ['+1 312 555 0101', 'basic'], ['+1 718 555 0188', 'world'], ['+1 617 555 0155', 'basic']];
    expect(verifiedOn(texts).refusal({ v1: '+44 117 496 0123', v2: 'basic' })).toBe('v1 +44 with v2 basic never verified together');
    const uploads = [['beach.png', 'photos'], ['notes.pdf', 'drive'], ['cat.jpg', 'drive'], ['plan.docx', 'drive'], ['dog.jpg', 'photos'], ['sunset.png', 'photos'], ['budget.pdf', 'drive'], ['kids.jpg', 'photos']];
    expect(verifiedOn(uploads).refusal({ v1: 'memo.pdf', v2: 'photos' })).toBe('v1 pdf with v2 photos never verified together');
    // An email address's domain (round one hundred and two): a company workspace invites its own.
    const invites = [['ana@acme.com', 'engineering'], ['ben@gmail.com', 'partners'], ['chloe@acme.com', 'partners'], ['dev@acme.com', 'engineering'], ['emma@globex.com', 'partners'], ['felix@acme.com', 'engineering'], ['grace@gmail.com', 'partners'], ['hugo@acme.com', 'engineering']];
    const inviting = verifiedOn(invites);
    expect(inviting.refusal({ v1: 'ines@acme.com', v2: 'partners' })).toBeNull();
    expect(inviting.refusal({ v1: 'ines@gmail.com', v2: 'engineering' })).toBe('v1 gmail.com with v2 engineering never verified together');
    // An identifier's letter prefix (round one hundred and three): the airport store stocks lines B and C.
    const reserves = [['A-1204', 'downtown'], ['B-5531', 'airport'], ['B-7720', 'downtown'], ['C-3095', 'airport'], ['A-8812', 'downtown'], ['C-6403', 'airport'], ['B-2290', 'downtown'], ['B-9127', 'airport']];
    const reserving = verifiedOn(reserves);
    expect(reserving.refusal({ v1: 'C-4410', v2: 'airport' })).toBeNull();
    expect(reserving.refusal({ v1: 'A-4410', v2: 'airport' })).toBe('v1 A with v2 airport never verified together');
  });
  it("pairs a category with a date's month and a whole number's parity: a pool opens in its hemisphere's summer, a wing's even rooms face the sea (round one hundred and four)", () => {
    // Each month verified in some city, each city in some months; Sydney never in August.
    const lanes = [['sydney', '2026-01-12'], ['london', '2026-07-03'], ['sydney', '2026-12-20'], ['london', '2026-08-14'], ['toronto', '2026-07-22'], ['sydney', '2027-02-08'], ['toronto', '2026-08-30'], ['london', '2027-06-11'], ['sydney', '2026-11-27'], ['toronto', '2027-06-19'], ['sydney', '2027-01-30'], ['london', '2027-01-15']];
    const reserving = verifiedOn(lanes);
    expect(reserving.state).toBe('serving');
    expect(reserving.refusal({ v1: 'sydney', v2: '2026-12-05' })).toBeNull();
    expect(reserving.refusal({ v1: 'sydney', v2: '2026-08-10' })).toBe('v1 sydney with v2 in August never verified together');
    // Each parity verified in some wing: the north wing's odd rooms never were.
    const rooms = [['214', 'north'], ['315', 'south'], ['408', 'north'], ['127', 'south'], ['532', 'north'], ['603', 'south'], ['110', 'north'], ['221', 'south'], ['336', 'north'], ['419', 'south']];
    const booking = verifiedOn(rooms);
    expect(booking.refusal({ v1: '214', v2: 'north' })).toBeNull();
    expect(booking.refusal({ v1: '214', v2: 'south' })).toBe('v1 even with v2 south never verified together');
  });
  it('keeps the days between two dates as a step and as places in a week: a weekly meeting on another weekday is refused (rounds one hundred and one and three)', () => {
    // Whole weeks apart, 7 to 98 days: a gap of 52 lies inside that span, off the step of 7.
    const weekly = [['2026-03-02', '2026-03-09'], ['2026-04-15', '2026-06-03'], ['2026-01-08', '2026-04-16'], ['2026-05-21', '2026-06-11'], ['2026-02-10', '2026-04-07'], ['2026-07-04', '2026-08-29']];
    const recurring = verifiedOn(weekly);
    expect(recurring.refusal({ v1: '2026-03-02', v2: '2026-04-20' })).toBeNull();
    expect(recurring.refusal({ v1: '2026-03-02', v2: '2026-04-23' })).toBe('v1 to v2 52 days, off the step of 7 days every verified gap keeps from 7');
    expect(TemplateLifecycle.fromJSON(JSON.parse(JSON.stringify(recurring.toJSON()))).refusal({ v1: '2026-03-02', v2: '2026-04-23' })).toMatch(/off the step of 7 days/);
    // Whole fortnights: an odd number of weeks is off the step of 14.
    const fortnightly = [['2026-01-02', '2026-01-16'], ['2026-02-06', '2026-03-20'], ['2026-03-05', '2026-05-28'], ['2026-04-10', '2026-05-08'], ['2026-06-01', '2026-08-24']];
    expect(verifiedOn(fortnightly).refusal({ v1: '2026-04-10', v2: '2026-05-15' })).toBe('v1 to v2 35 days, off the step of 14 days every verified gap keeps from 14');
    // Date-times by the minutes between them: a weekly class at 17:30.
    const classes = [['2026-03-02T17:30', '2026-03-09T17:30'], ['2026-04-15T17:30', '2026-06-03T17:30'], ['2026-01-08T17:30', '2026-04-16T17:30'], ['2026-05-21T17:30', '2026-06-11T17:30']];
    expect(verifiedOn(classes).refusal({ v1: '2026-03-02T17:30', v2: '2026-04-08T17:30' })).toMatch(/^v1 to v2 53280 minutes, off the step of 10080 minutes/);
    // Two times of day: a shuttle every 20 minutes from a first departure.
    const shuttles = [['07:05', '07:25'], ['06:40', '07:40'], ['08:15', '09:55'], ['06:10', '06:50'], ['07:30', '09:10']];
    expect(verifiedOn(shuttles).refusal({ v1: '07:05', v2: '07:40' })).toBe('v1 to v2 35 minutes, off the step of 20 minutes every verified gap keeps from 20');
    // Two days a week (whole weeks and two days past them): no step but 1, few places in a week.
    const twiceWeekly = [['2026-03-02', '2026-03-09'], ['2026-03-04', '2026-03-13'], ['2026-03-05', '2026-03-19'], ['2026-03-06', '2026-03-22'], ['2026-03-07', '2026-03-28'], ['2026-03-08', '2026-03-31'], ['2026-03-03', '2026-03-31'], ['2026-03-10', '2026-04-09']];
    expect(verifiedOn(twiceWeekly).refusal({ v1: '2026-03-04', v2: '2026-03-28' })).toBe('v1 to v2 24 days, 3 days past whole weeks, never verified (verified: 0, 2)');
    // Gaps of no cycle soon show every place and a step of 1: none refused.
    const stays = [['2026-03-02', '2026-04-01'], ['2026-04-15', '2026-06-06'], ['2026-01-08', '2026-03-30'], ['2026-05-21', '2026-06-15'], ['2026-02-10', '2026-04-14'], ['2026-07-04', '2026-08-13'], ['2026-08-01', '2026-09-17']];
    expect(verifiedOn(stays).refusal({ v1: '2026-05-06', v2: '2026-06-25' })).toBeNull();
  });
  it('keeps a timetable in one value: a train between departures, a Friday between paydays, a club on another day of the month are refused (round one hundred and five)', () => {
    // Trains at 15 and 45 past each hour: 08:50 lies in the half hour of 08:45, inside the range.
    const trains = [['07:15'], ['08:45'], ['12:15'], ['09:45'], ['16:15'], ['18:45'], ['10:15'], ['14:45'], ['20:15'], ['11:45']];
    const booking = verifiedOn(trains);
    expect(booking.state).toBe('serving');
    // A departure of a new half hour is the slot domain's to verify, not the timetable's.
    expect(booking.refusal({ v1: '13:15' })).toBe('v1: half hour 13:00 not seen');
    expect(booking.refusal({ v1: '08:50' })).toBe('v1 08:50 off the step of 30 minutes every verified value keeps');
    expect(TemplateLifecycle.fromJSON(JSON.parse(JSON.stringify(booking.toJSON()))).refusal({ v1: '08:50' })).toMatch(/off the step of 30 minutes/);
    // A bus at 5 and 15 past: their step of 10 allows 25 past, in a half hour verified, where no verified time sits.
    const buses = [['07:05'], ['08:15'], ['12:05'], ['09:15'], ['16:05'], ['18:15'], ['10:05'], ['14:15'], ['20:05'], ['11:15']];
    expect(verifiedOn(buses).refusal({ v1: '09:25' })).toBe('v1 09:25, 25 minutes past the hour, never verified (verified: 5, 15)');
    // Payday every other Friday from 2026-01-09: the Friday between is off the step of 14 days.
    const paydays = [['2026-01-09'], ['2026-03-06'], ['2026-02-06'], ['2026-05-01'], ['2026-04-03'], ['2026-07-10'], ['2026-06-12'], ['2026-08-21'], ['2026-10-02'], ['2026-09-04']];
    expect(verifiedOn(paydays).refusal({ v1: '2026-02-20' })).toBeNull();
    expect(verifiedOn(paydays).refusal({ v1: '2026-07-17' })).toBe('v1 2026-07-17 off the step of 14 days every verified value keeps');
    // Each club on its own day of the month, each day verified for some club.
    const meetings = [['chess', '2026-02-01'], ['hiking', '2026-03-08'], ['chess', '2026-05-01'], ['hiking', '2026-06-08'], ['chess', '2026-04-01'], ['hiking', '2026-01-08'], ['chess', '2026-09-01'], ['hiking', '2026-10-08'], ['chess', '2026-07-01'], ['hiking', '2026-11-08']];
    const meeting = verifiedOn(meetings);
    // A Sunday in March, both verified for hiking.
    expect(meeting.refusal({ v1: 'hiking', v2: '2026-03-01' })).toBe('v2 2026-03-01 for v1 hiking, day 1 of the month, never verified (verified: 8)');
    // Two stops of one line, each at its own minutes: four times on two of four places look held beside a category (round one hundred and six).
    const stops = [['main', '06:05'], ['oak', '07:20'], ['main', '08:35'], ['oak', '09:50'], ['main', '11:35'], ['oak', '12:20'], ['main', '13:05'], ['oak', '15:50'], ['main', '16:35'], ['main', '18:05']];
    const catching = verifiedOn(stops);
    expect(catching.state).toBe('serving');
    expect(catching.refusal({ v1: 'main', v2: '12:05' })).toBeNull();
    expect(catching.refusal({ v1: 'oak', v2: '11:35' })).toBe('v2 11:35 for v1 oak, 35 minutes past the hour, never verified (verified: 20, 50)');
    // Random times and dates keep no step and sit anywhere: none refused.
    const taxis = [['07:10'], ['08:35'], ['12:00'], ['09:55'], ['16:20'], ['18:45'], ['10:05'], ['14:30'], ['20:15'], ['11:50']];
    expect(verifiedOn(taxis).refusal({ v1: '10:25' })).toBeNull();
  });
  it('keeps a text\'s length per category beside it: a bank password of 10 characters where mail ones were (round ninety-eight)', () => {
    const passwords = [['bank', 'RiverStone42!'], ['mail', 'maple17#'], ['bank', 'CloudAmberFal88$'], ['mail', 'Cedarhar31!'], ['bank', 'quartzMeadow12%'], ['mail', 'violetE55#'], ['bank', 'EmberRiverS70!'], ['mail', 'Stone9x21$'], ['bank', 'falconCedar44#'], ['mail', 'amber12!'], ['bank', 'MeadowQuartz19!'], ['mail', 'harborV60%']];
    const setting = verifiedOn(passwords);
    expect(setting.state).toBe('serving');
    expect(setting.refusal({ v1: 'bank', v2: 'StoneCloudy14!' })).toBeNull();
    expect(setting.refusal({ v1: 'mail', v2: 'Maplefa17#' })).toBeNull();
    expect(setting.refusal({ v1: 'bank', v2: 'Maplefa17#' })).toBe('v2.length at 10 characters outside 13..16 characters for v1 bank');
  });
  it('keeps a date, and the days between two dates, per term or plan: a 1-year warranty past its year is refused (round ninety-four)', () => {
    // Three-year warranties bought since 2023-12, one-year ones since 2025-12: a one-year
    // warranty from 2024 lies among verified dates, never beside a one-year term.
    const claims = [['3-year', '2024-01-15'], ['1-year', '2026-02-10'], ['3-year', '2025-03-02'], ['1-year', '2026-06-21'], ['3-year', '2024-07-30'], ['1-year', '2025-12-28'], ['3-year', '2023-12-12'], ['1-year', '2026-09-03'], ['3-year', '2025-10-19'], ['1-year', '2026-04-14'], ['3-year', '2024-11-08'], ['1-year', '2026-08-01']];
    const warranty = verifiedOn(claims);
    expect(warranty.state).toBe('serving');
    expect(warranty.refusal({ v1: '3-year', v2: '2024-07-21' })).toBeNull();
    expect(warranty.refusal({ v1: '1-year', v2: '2024-06-23' })).toBe('v2 at 2024-06-23 outside 2025-12-28..2026-09-03 for v1 1-year');
    // Returns 1 to 13 days after the order on the basic plan, up to 55 on premium, today a variable too.
    const returns = [['2026-11-20', 'basic', '2026-11-10'], ['2026-11-18', 'premium', '2026-10-01'], ['2026-11-12', 'basic', '2026-11-03'], ['2026-11-25', 'premium', '2026-11-02'], ['2026-11-14', 'basic', '2026-11-12'], ['2026-11-22', 'premium', '2026-10-20'], ['2026-11-16', 'basic', '2026-11-04'], ['2026-11-11', 'premium', '2026-10-05'], ['2026-11-24', 'basic', '2026-11-13'], ['2026-11-19', 'premium', '2026-11-11'], ['2026-11-21', 'basic', '2026-11-15'], ['2026-11-13', 'premium', '2026-10-10']];
    const returning = verifiedOn(returns);
    expect(returning.state).toBe('serving');
    expect(returning.refusal({ v1: '2026-11-23', v2: 'basic', v3: '2026-11-15' })).toBeNull();
    expect(returning.refusal({ v1: '2026-11-23', v2: 'basic', v3: '2026-10-15' })).toBe('v1~v3 at -39 days outside -12..-2 days for v2 basic');
    expect(returning.refusal({ v1: '2026-11-25', v2: 'premium', v3: '2026-10-15' })).toBeNull();
  });
  it('compares dates part by part: two US dates of different years are a pairing of their own', () => {
    // In every verified pair v1 was earlier, and never in a later year.
    const pairs = [['01/12/2025', '03/15/2025'], ['02/20/2026', '04/11/2026'], ['05/13/2025', '07/19/2026'], ['06/14/2026', '08/22/2026']];
    const lifecycle = verifiedOn(pairs);
    expect(lifecycle.state).toBe('serving');
    // Weekdays verified (a Friday, a Saturday): each slashed date's weekday is a feature (round eighty-four).
    // Not March 20: North America was on summer time then and Europe not, as on no verified date.
    expect(lifecycle.refusal({ v1: '01/16/2026', v2: '06/13/2026' })).toBeNull();
    // Lexically the same pairing (v1 first), but v1 is the later date.
    expect(lifecycle.refusal({ v1: '01/16/2026', v2: '05/17/2025' })).toBe('v1 lt as long <<> v2 not seen');
  });

  it('audits the first hits after promotion, then a sample', () => {
    const lifecycle = TemplateLifecycle.candidate([{ v1: 'Ann' }, { v1: 'Bob' }], [], 'test');
    for (const name of ['Cy', 'Di']) lifecycle.predicted({ v1: name }, true, policy, 'ok');
    const picks = Array.from({ length: 6 }, () => lifecycle.auditThisHit(policy, 0.5));
    expect(picks).toEqual([true, true, true, false, false, false]);
    expect(lifecycle.auditThisHit(policy, 0.001)).toBe(true);
  });

  it('audits the first hit of each value not yet verified, up to a bound, then only a sample', () => {
    const lifecycle = TemplateLifecycle.candidate([{ v1: 'Ann' }, { v1: 'Bob' }], [], 'test');
    for (const name of ['Cy', 'Di']) lifecycle.predicted({ v1: name }, true, policy, 'ok');
    for (let i = 0; i < policy.auditFirst; i++) lifecycle.auditThisHit(policy, 0.5, { v1: 'Ann' });
    expect(lifecycle.auditThisHit(policy, 0.5, { v1: 'Bob' })).toBe(false); // verified
    expect(lifecycle.auditThisHit(policy, 0.5, { v1: 'Eve' })).toBe(true); // new
    lifecycle.audited({ v1: 'Eve' }, true, 'agreed');
    expect(lifecycle.auditThisHit(policy, 0.5, { v1: 'Eve' })).toBe(false); // verified by its audit
    const bounded = { ...policy, auditNewValues: 2 };
    expect(lifecycle.auditThisHit(bounded, 0.5, { v1: 'Fay' })).toBe(true);
    expect(lifecycle.auditThisHit(bounded, 0.5, { v1: 'Gus' })).toBe(false); // two new-value audits spent
  });
});

describe('induce', () => {
  it('templates a copied value', () => {
    const result = induce(userEx('Remind Ann about the call', 'Reminder for Ann: the call.'), [userEx('Remind Bob about the call', 'Reminder for Bob: the call.')]);
    expect(result.ok && result.messages[0]?.display()).toBe('{"content":"Remind {{v1}} about the call","role":"user"}');
  });
  it('makes slots that agree in every example one variable', () => {
    const order = (ship: string, bill: string) => userEx(`Ship to ${ship} and bill to ${bill}`, `Shipping to ${ship}, billing to ${bill}.`);
    const result = induce(order('Paris', 'Paris'), [order('Rome', 'Rome'), order('Oslo', 'Oslo')]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.messages[0]?.variables).toEqual(['v1']);
    expect(result.messages[0]?.match(messageKey({ role: 'user', content: 'Ship to Lima and bill to Cairo' }))).toBeNull();
  });
  it('refuses an answer that judges its input', () => {
    const result = induce(userEx('Is 3 prime?', 'Yes, 3 is prime.'), [userEx('Is 5 prime?', 'Yes, 5 is prime.')]);
    expect(result).toMatchObject({ ok: false, reason: expect.stringContaining('judges') });
    const json = (n: number) => userEx(`Check ${n} for primality`, JSON.stringify({ n, is_prime: true }));
    expect(induce(json(3), [json(5)])).toMatchObject({ ok: false, reason: expect.stringContaining('("true")') });
  });
  it('refuses a choice between listed values, in prose and in JSON lists, but not a copy of both', () => {
    const north = (a: string, b: string, answer: string) => userEx(`Which is farther north, ${a} or ${b}?`, `${answer} is farther north.`);
    expect(induce(north('Rome', 'Oslo', 'Oslo'), [north('Lima', 'Riga', 'Riga'), north('Cairo', 'Paris', 'Paris')])).toMatchObject({ ok: false, reason: expect.stringContaining('a choice') });
    const flights = (a: string, b: string, answer: string) => ex([{ role: 'tool', content: JSON.stringify({ flights: [{ city: a }, { city: b }] }) }], `I suggest ${answer}.`);
    expect(induce(flights('Rome', 'Oslo', 'Oslo'), [flights('Lima', 'Riga', 'Riga'), flights('Cairo', 'Paris', 'Paris')])).toMatchObject({ ok: false, reason: expect.stringContaining('a choice') });
    const lines = (a: string, b: string, answer: string) => userEx(`Which of these is farther north?\n- ${a}\n- ${b}`, `${answer}.`);
    expect(induce(lines('Rome', 'Oslo', 'Oslo'), [lines('Lima', 'Riga', 'Riga'), lines('Cairo', 'Paris', 'Paris')])).toMatchObject({ ok: false, reason: expect.stringContaining('a choice') }); // a list of marks alone
    const both = (a: string, b: string) => userEx(`Please compare the weather in ${a} and ${b} for me`, `Here is the weather in ${a} next to the weather in ${b}.`);
    expect(induce(both('Rome', 'Oslo'), [both('Lima', 'Riga'), both('Cairo', 'Paris')]).ok).toBe(true);
  });
  it('verifies one ignored lower-case word word by word, unless the answer names a class of it', () => {
    const plan = (word: string, id: string) => ex([{ role: 'system', content: `Authenticated user: ${id}. Plan: ${word}.` }, { role: 'user', content: 'Please cancel my subscription.' }], null, calls('cancel_subscription', { user_id: id }));
    const cancelled = induce(plan('team', 'usr_10001'), [plan('basic', 'usr_20002'), plan('pro', 'usr_30003')]);
    expect(cancelled.ok && cancelled.wordByWord).toEqual(['v2']); // the plan: a new one is predicted first
    const aisle = (word: string) => userEx(`Which aisle has ${word}?`, 'The fruit aisle.');
    expect(induce(aisle('apple'), [aisle('pear'), aisle('plum')])).toMatchObject({ ok: false, reason: expect.stringContaining('"fruit"') }); // a class of the word
    const route = (text: string) => userEx(`Route this ticket: ${text}`, 'route: billing');
    expect(induce(route('refund please'), [route('charged twice'), route('invoice wrong')])).toMatchObject({ ok: false, reason: expect.stringContaining('ignores the words') }); // a phrase still
  });
  it('reads a JSON "name" key as a person label, not "product_name"', () => {
    const caller = (key: string, name: string, email: string) =>
      ex([{ role: 'user', content: 'What email do we have on file for me?' }, { role: 'tool', tool_call_id: 'c', content: JSON.stringify({ [key]: name, email }) }], `We have ${email} on file.`);
    const record = (key: string) => induce(caller(key, 'Emma Patel', 'ep1@mail.example'), [caller(key, 'Liam Garcia', 'lg2@mail.example'), caller(key, 'Noah Kim', 'nk3@mail.example')]);
    const person = record('name');
    expect(person.ok && person.nameWords).toEqual(['v1']);
    const product = record('product_name');
    expect(product.ok && product.nameWords).toEqual([]);
    expect(product.ok && product.wordByWord).toEqual(['v1']);
  });
  it('reads SQL keywords as grammar, but not a table named after a fact about the id', () => {
    const sql = (id: string, table = 'orders') => userEx(`Write SQL to list the orders of customer ${id}`, `SELECT * FROM ${table} WHERE customer_id = ${id};`);
    expect(induce(sql('12345'), [sql('23456'), sql('34567')]).ok).toBe(true);
    expect(induce(sql('12345', 'orders_eu'), [sql('23456', 'orders_eu'), sql('34567', 'orders_eu')])).toMatchObject({ ok: false, reason: expect.stringContaining('"eu"') }); // the region may follow from the id
    expect(induce(sql('12345', 'orders WHERE status = open AND'), [sql('23456', 'orders WHERE status = open AND'), sql('34567', 'orders WHERE status = open AND')])).toMatchObject({ ok: false, reason: expect.stringContaining('"status"') });
  });
  it('refuses a classification of prose: ignored, or labelled beside its copy, or counted', () => {
    const route = (text: string) => userEx(`Route this ticket: ${text}`, 'route: billing');
    expect(induce(route('charged twice today'), [route('refund still missing'), route('invoice looks wrong')])).toMatchObject({ ok: false, reason: expect.stringContaining('ignores the words') });
    const mood = (text: string) => ex([{ role: 'user', content: `Store this review: ${text}` }], null, [{ id: 'c', type: 'function', function: { name: 'store', arguments: JSON.stringify({ text, mood: 'happy' }) } }]);
    expect(induce(mood('Great product, works well!'), [mood('Love it dearly.'), mood('Superb quality overall.')])).toMatchObject({ ok: false, reason: expect.stringContaining('"happy"') });
    const subject = (text: string) => userEx(`Route this email. Subject: ${text}`, 'route: billing');
    expect(induce(subject('Refund Still Missing'), [subject('Card Was Declined'), subject('Invoice Looks Wrong')])).toMatchObject({ ok: false, reason: expect.stringContaining('ignores the words') });
    const account = (id: string) => ex([{ role: 'system', content: `Customer account: ${id}.` }, { role: 'user', content: 'What do I pay for shipping?' }], 'Shipping is free on your plan.');
    const plan = induce(account('acct-gold-4821'), [account('acct-silver-1234'), account('acct-pro-5678')]);
    expect(plan.ok && plan.idWords).toEqual(['v1']);
    const ping = (id: string) => userEx(`request ${id} asks: what is the baggage allowance?`, 'Two bags of 23 kg each.');
    expect(induce(ping('3f2a9b1c-0d4e-4a5b-9c8d-7e6f5a4b3c2d'), [ping('a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d'), ping('9e8d7c6b-5a4f-4e3d-2c1b-0a9f8e7d6c5b')]).ok).toBe(true); // an id is noise, not a phrase
    const tag = (word: string) => userEx(`Tag this adjective: ${word}`, 'tag: praise');
    expect(induce(tag('well-known'), [tag('low-cost'), tag('top-rated')])).toMatchObject({ ok: false, reason: expect.stringContaining('ignores the words') });
    const february = (year: string) => userEx(`How many days does February have in ${year}?`, `February ${year} has 28 days.`);
    expect(induce(february('2023'), [february('2019'), february('2031')])).toMatchObject({ ok: false, reason: expect.stringContaining('says 28 beside "2023"') });
    const table = (n: string) => userEx(`Book a table for ${n} at 19:00`, `Booked a table for ${n} at 19:00.`);
    expect(induce(table('4'), [table('2'), table('6')]).ok).toBe(true); // every number the answer says, the request says
    // A small number inside a longer value (2 in 2026-12-02) leaves no fragment that reads as counted.
    const booking = (size: string, date: string) => ex([{ role: 'user', content: `Book a table at Casa Luna for ${size} people on ${date}` }], null, [
      { id: 'c', type: 'function', function: { name: 'book_table', arguments: JSON.stringify({ restaurant: 'Casa Luna', party_size: Number(size), date }) } },
    ]);
    expect(induce(booking('2', '2026-12-02'), [booking('8', '2026-08-11'), booking('5', '2026-02-26')]).ok).toBe(true);
    const vowels = (w: string) => userEx(`How many vowels are in ${w}?`, `${w} has 2 vowels.`);
    expect(induce(vowels('garden'), [vowels('pencil'), vowels('rocket')])).toMatchObject({ ok: false, reason: expect.stringContaining('says 2 beside') });
    // Anywhere in the answer: a sentence or line of its own, a second tool call.
    const aisle = (item: string) => userEx(`Add ${item} to my basket`, `Added ${item} to your basket. Aisle: fruit.`);
    expect(induce(aisle('apple'), [aisle('pear'), aisle('plum')])).toMatchObject({ ok: false, reason: expect.stringContaining('says "aisle" beside the words') });
    const calls = (item: string) => ex([{ role: 'user', content: `Add ${item} to my basket` }], null, [
      { id: 'c1', type: 'function', function: { name: 'add_to_basket', arguments: JSON.stringify({ item }) } },
      { id: 'c2', type: 'function', function: { name: 'show_aisle', arguments: JSON.stringify({ aisle: 'fruit' }) } },
    ]);
    expect(induce(calls('apple'), [calls('pear'), calls('plum')])).toMatchObject({ ok: false, reason: expect.stringContaining('"fruit"') });
    const trip = (city: string) => userEx(`Add ${city} to my trip`, `Added ${city} to your trip. Country: France.`);
    expect(induce(trip('Lyon'), [trip('Nice'), trip('Lille')])).toMatchObject({ ok: false, reason: expect.stringContaining('"France"') });
    const days = (year: string) => userEx(`Tell me about February ${year}`, `Month: February ${year}\nDays: 28`);
    expect(induce(days('2023'), [days('2019'), days('2031')])).toMatchObject({ ok: false, reason: expect.stringContaining('says 28') });
    // A name is not prose, and words the request says are no label.
    const hello = (name: string) => userEx(`Say hello to ${name}`, `Hello ${name}, nice to meet you!`);
    expect(induce(hello('Alice'), [hello('Bob'), hello('Carol')]).ok).toBe(true);
    const basket = (item: string) => userEx(`Add ${item} to my basket`, `Added ${item} to your basket.`);
    expect(induce(basket('apple'), [basket('pear'), basket('plum')]).ok).toBe(true);
  });
  it('lets an answer relay a sheet the request carries when asked, its names then verified one by one (round one hundred and thirteen)', () => {
    const sheet = (product: string, price: string, answer: string) => ex([{ role: 'system', content: `Product: ${product}\nPrice: $${price}` }, { role: 'user', content: `How much is the ${product}?` }], answer);
    const relayed = induce(sheet('Aurora Lamp', '35.00', 'The Aurora Lamp costs $35.00.'), [sheet('Nimbus Chair', '120.50', 'The Nimbus Chair costs $120.50.'), sheet('Vega Desk', '89.99', 'The Vega Desk costs $89.99.')]);
    expect(relayed.ok && relayed.wordByWord).toContain('v1');
    // A sentence that names the product alone says something the sheet does not: still a lookup.
    const alone = (product: string, price: string) => sheet(product, price, `The ${product} is handmade.`);
    expect(induce(alone('Aurora Lamp', '35.00'), [alone('Nimbus Chair', '120.50'), alone('Vega Desk', '89.99')])).toMatchObject({ ok: false, reason: expect.stringContaining('"handmade"') });
    // And a value asked about that the sheet does not hold is asked about, not relayed.
    const asked = (city: string, code: string) => ex([{ role: 'system', content: `Session ${code}, region eu` }, { role: 'user', content: `Which currency is used in ${city}?` }], `${city} uses the euro (session ${code}).`);
    expect(induce(asked('Paris', 'a81'), [asked('Rome', 'b22'), asked('Vienna', 'c93')])).toMatchObject({ ok: false, reason: expect.stringContaining('"euro"') });
  });
  it('refuses a lower-case fact stated about a name it was asked about, but not words said while told to do something', () => {
    const currency = (city: string) => userEx(`Which currency is used in ${city}?`, `${city} uses the euro.`);
    expect(induce(currency('Paris'), [currency('Rome'), currency('Vienna')])).toMatchObject({ ok: false, reason: expect.stringContaining('"euro"') });
    const told = (city: string) => userEx(`Tell me which currency ${city} uses`, `${city} uses the euro.`);
    expect(induce(told('Paris'), [told('Rome'), told('Vienna')])).toMatchObject({ ok: false, reason: expect.stringContaining('"euro"') }); // a question without its mark
    const site = (domain: string) => userEx(`What kind of site is ${domain}?`, `${domain} is a shopping site.`);
    expect(induce(site('amazon.com'), [site('ebay.com'), site('etsy.com')])).toMatchObject({ ok: false, reason: expect.stringContaining('"shopping"') });
    const book = (name: string) => userEx(`Book a table for ${name}`, `Done, ${name}: your table is booked, enjoy the evening.`);
    expect(induce(book('Alice'), [book('Bob'), book('Carol')]).ok).toBe(true);
    // In a tool call every argument is acted on: a word the request does not say beside a copied name is a lookup.
    const call = (args: object, name = 'file_return') => [{ id: 'c', type: 'function', function: { name, arguments: JSON.stringify(args) } }];
    const filed = (brand: string) => ex([{ role: 'user', content: `File a return for a ${brand} product` }], null, call({ brand, department: 'sportswear' }));
    expect(induce(filed('Nike'), [filed('Puma'), filed('Asics')])).toMatchObject({ ok: false, reason: expect.stringContaining('"sportswear"') });
    const plain = (brand: string) => ex([{ role: 'user', content: `File a return for a ${brand} product` }], null, call({ brand, product: 'return' }));
    expect(induce(plain('Nike'), [plain('Puma'), plain('Asics')]).ok).toBe(true);
    // A number too, unless it says how to make the call.
    const seat = (guest: string) => ex([{ role: 'user', content: `Seat our guest ${guest} at the party` }], null, [{ id: 'c', type: 'function', function: { name: 'seat_guest', arguments: JSON.stringify({ guest, table: 7 }) } }]);
    expect(induce(seat('Alice'), [seat('Bob'), seat('Carol')])).toMatchObject({ ok: false, reason: expect.stringContaining('says 7') });
    const level = (id: string) => ex([{ role: 'user', content: `Escalate order ${id} please` }], null, call({ order_id: id, level: 1 }));
    expect(induce(level('W1000001'), [level('W2718281'), level('W3141592')])).toMatchObject({ ok: false, reason: expect.stringContaining('says 1') });
    // Which function is called, for a copied name or word; not for an id, whose kind its prefix shows.
    const play = (artist: string) => ex([{ role: 'user', content: `Play something by ${artist}` }], null, [{ id: 'c', type: 'function', function: { name: 'play_classical', arguments: JSON.stringify({ artist }) } }]);
    expect(induce(play('Bach'), [play('Haydn'), play('Verdi')])).toMatchObject({ ok: false, reason: expect.stringContaining('"classical"') });
    const details = (id: string) => ex([{ role: 'user', content: `My user id is ${id}` }], null, [{ id: 'c', type: 'function', function: { name: 'get_user_details', arguments: JSON.stringify({ user_id: id }) } }]);
    expect(induce(details('noah_walker_1234'), [details('liam_patel_5678'), details('emma_kim_9012')]).ok).toBe(true);
    const listed = (id: string) => ex([{ role: 'user', content: `Show the last order of customer ${id}` }], null, call({ customer_id: id, limit: 1 }));
    expect(induce(listed('C1000001'), [listed('C2718281'), listed('C3141592')]).ok).toBe(true);
    const escalate = (id: string) => ex([{ role: 'user', content: `Escalate order ${id} please` }], null, call({ order_id: id, priority: 'normal' }));
    expect(induce(escalate('W1000001'), [escalate('W2718281'), escalate('W3141592')])).toMatchObject({ ok: false, reason: expect.stringContaining('"normal"') });
    // How to make the call is not a fact about the value: units, formats, sort orders.
    const weather = (city: string) => ex([{ role: 'user', content: `What is the weather in ${city}?` }], null, call({ city, units: 'metric' }, 'weather'));
    expect(induce(weather('Paris'), [weather('Rome'), weather('Oslo')]).ok).toBe(true);
    const search = (query: string) => ex([{ role: 'user', content: `Search the shop for ${query}` }], null, call({ query, sort: 'relevance' }, 'search_shop'));
    expect(induce(search('wireless mouse'), [search('desk lamp'), search('phone case')]).ok).toBe(true);
  });
  it('refuses an answer that states a looked-up fact about an identifier, but not a copy', () => {
    const lookup = induce(userEx('Check account 1000000001', 'Account 1000000001 is active.'), [userEx('Check account 1000000002', 'Account 1000000002 is active.')]);
    expect(lookup).toMatchObject({ ok: false, reason: expect.stringContaining('lookup') });
    const copy = induce(userEx('Check account 1000000001 status', 'Account 1000000001: check status.'), [userEx('Check account 1000000002 status', 'Account 1000000002: check status.')]);
    expect(copy.ok).toBe(true);
    // A word the request says in another form is still the request's: "failed" and "failing",
    // each with its own ending (round one hundred and sixteen). A word it does not say is a lookup.
    const failing = (id: string, answer: string) => userEx(`Which job failed? It was ${id}`, answer.replace('ID', id));
    expect(induce(failing('build-42-7', 'The failing job is **ID**.'), [failing('node-18-3', 'The failing job is **ID**.'), failing('sync.daily-51', 'The failing job is **ID**.')]).ok).toBe(true);
    expect(induce(failing('build-42-7', 'Job ID is flaky.'), [failing('node-18-3', 'Job ID is flaky.'), failing('sync.daily-51', 'Job ID is flaky.')])).toMatchObject({ ok: false, reason: expect.stringContaining('"flaky"') });
    const booked = (id: string) => userEx(`Confirm the booking ${id}`, `Booking ${id} is booked.`);
    expect(induce(booked('BK-20417'), [booked('BK-31552'), booked('BK-48810')]).ok).toBe(true);
  });
  it('refuses a prose answer to a yes-or-no question about a value, however it is worded', () => {
    // Round one hundred and sixteen: the first payments had all cleared, and "cleared" is the request's word.
    const cleared = (id: string) => userEx(`Has payment ${id} cleared?`, `Payment ${id}: cleared.`);
    expect(induce(cleared('PAY-10231'), [cleared('PAY-20412'), cleared('PAY-33109')])).toMatchObject({ ok: false, reason: expect.stringContaining('yes or no') });
    const arrives = (id: string) => userEx(`Thanks. Will order ${id} arrive by Friday?`, `Order ${id} will arrive by Friday.`);
    expect(induce(arrives('W1042'), [arrives('W2203'), arrives('W3318')])).toMatchObject({ ok: false, reason: expect.stringContaining('yes or no') });
    // Or asked without an auxiliary, with choices, within a sentence, in Spanish.
    for (const [ask, answer] of [
      ['Payment ID cleared?', 'Payment ID: cleared.'],
      ['Ticket ID open or closed?', 'Ticket ID is open.'],
      ['Check whether order ID shipped or is still pending', 'Order ID shipped.'],
      ['Can you check if order ID shipped?', 'Order ID shipped.'],
      ['¿El pago ID está confirmado?', 'El pago ID está confirmado.'],
    ]) {
      const asked = (id: string) => userEx(ask.replace('ID', id), answer.replace('ID', id));
      expect(induce(asked('W1042'), [asked('W2203'), asked('W3318')]), ask).toMatchObject({ ok: false, reason: expect.stringContaining('yes or no') });
    }
    // Or about the user's own things, beside an id the answer ignores.
    const refund = (id: string) => ex([{ role: 'system', content: `Customer account: ${id}` }, { role: 'user', content: 'Has my refund cleared?' }], 'Your refund has cleared.');
    expect(induce(refund('ACC-10231'), [refund('ACC-20412'), refund('ACC-33109')])).toMatchObject({ ok: false, reason: expect.stringContaining('yes or no') });
    // Or about a value said a turn before.
    const pronoun = (id: string) => ex([{ role: 'user', content: `My order is ${id}.` }, { role: 'assistant', content: 'Noted.' }, { role: 'user', content: 'Has it shipped or is it still pending?' }], `Order ${id} shipped.`);
    expect(induce(pronoun('W1042'), [pronoun('W2203'), pronoun('W3318')])).toMatchObject({ ok: false, reason: expect.stringContaining('yes or no') });
    // A call is no judgement, nor is a request asked as a question.
    const checked = (id: string) => ex([{ role: 'user', content: `Has payment ${id} cleared?` }], null, calls('get_payment', { id }));
    expect(induce(checked('PAY-10231'), [checked('PAY-20412'), checked('PAY-33109')]).ok).toBe(true);
    const greeted = (name: string) => userEx(`Can you say hello to ${name}?`, `Hello ${name}!`);
    expect(induce(greeted('Ann'), [greeted('Bob'), greeted('Cyd')]).ok).toBe(true);
    const late = (name: string) => userEx(`${name} is running late, could you tell the team?`, `Telling the team: ${name} is running late.`);
    expect(induce(late('Ann'), [late('Bob'), late('Cyd')]).ok).toBe(true);
  });
  it('refuses an answer to a decision the request leaves to it: a condition, or alternatives of which it names one', () => {
    // Round one hundred and sixteen: each was served wrong once per seed, the first 12 orders all shipped.
    const decided = (ask: string, answer: string | null, toolCalls?: unknown[]) => (id: string) =>
      ex([{ role: 'user', content: ask.replace('ID', id) }], answer?.replace('ID', id) ?? null, toolCalls && JSON.parse(JSON.stringify(toolCalls).replace('ID', id)));
    for (const family of [
      decided('Ship order ID if it is paid, else hold it', 'Order ID: ship.'),
      decided('Ship order ID if it is paid, else hold it', null, calls('ship_order', { id: 'ID' })),
      decided('Approve expense ID unless it is over budget', 'Expense ID: approve.'),
      decided('Classify order ID as shipped or pending', 'Order ID is shipped.'),
      decided('Update order ID to shipped or pending as appropriate', null, calls('update_order', { id: 'ID', status: 'shipped' })),
    ]) {
      expect(induce(family('W10231'), [family('W20412'), family('W33109')])).toMatchObject({ ok: false, reason: expect.stringContaining('decision') });
    }
    // A first step that only looks the record up decides nothing; nor does a copy of both alternatives, or alternatives that are the values.
    const lookup = decided('Ship order ID if it is paid, else hold it', null, calls('get_order', { id: 'ID' }));
    expect(induce(lookup('W10231'), [lookup('W20412'), lookup('W33109')]).ok).toBe(true);
    const both = decided('List the open or closed tickets of customer ID', 'Tickets of customer ID: open and closed.');
    expect(induce(both('C10231'), [both('C20412'), both('C33109')]).ok).toBe(true);
    const cities = (a: string, b: string) => userEx(`Search flights to ${a} or ${b}`, `Searching flights to ${a} and ${b}.`);
    expect(induce(cities('Paris', 'Lyon'), [cities('Rome', 'Oslo'), cities('Lima', 'Quito')]).ok).toBe(true);
  });
  it('shares one variable across messages: the name in the first turn is the name in the answer', () => {
    const turn = (name: string) =>
      ex(
        [
          { role: 'user', content: `My name is ${name}.` },
          { role: 'assistant', content: 'Nice to meet you.' },
          { role: 'user', content: 'What is my name?' },
        ],
        `Your name is ${name}.`,
      );
    const result = induce(turn('Ann'), [turn('Bob')]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.messages.map((m) => m?.variables ?? null)).toEqual([['v1'], null, null]);
    expect(result.body.render({ v1: 'Zoë' })).toContain('Your name is Zoë.');
  });
  it('lets a value reach the answer upper- or lower-cased', () => {
    const result = induce(userEx('Normalize the code ab12x', 'Code: AB12X.'), [userEx('Normalize the code kq77z', 'Code: KQ77Z.')]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body.display()).toContain('Code: {{v1|upper}}.');
    expect(result.body.render({ v1: 'zz09a' })).toContain('Code: ZZ09A.');
  });

  it('makes the spelling of a value written inside a word count ("{{v1}}es")', () => {
    const plural = (word: string) => userEx(`What is the plural of ${word}?`, `The plural is ${word}es.`);
    const result = induce(plural('box'), [plural('fox')]);
    expect(result.ok && result.glued).toEqual(['v1']);
    // Names, one not a common word (a value of common words alone is verified word by word: round 109).
    const lifecycle = TemplateLifecycle.candidate([{ v1: 'Watch' }, { v1: 'Kwame' }, { v1: 'Brush' }], [], 'test', new Date(), { glued: ['v1'] });
    for (const word of ['Crash', 'March']) lifecycle.predicted({ v1: word }, true, { ...DEFAULT_POLICY, minPredictions: 1, minDistinct: 3 }, 'ok');
    expect(lifecycle.state).toBe('serving');
    expect(lifecycle.refusal({ v1: 'Brach' })).toBeNull(); // a start and an end both verified
    expect(lifecycle.refusal({ v1: 'Crabs' })).toMatch(/end bs not seen/);
    const copy = induce(userEx('Say hi to Ann', 'Hi Ann!'), [userEx('Say hi to Bob', 'Hi Bob!')]);
    expect(copy.ok && copy.glued).toEqual([]);
  });

  it('keeps a gendered noun the request says itself ("a card for my son Adam")', () => {
    const card = (n: string) => userEx(`Write a birthday card for my son ${n}`, `Happy birthday, ${n}! The best son anyone could wish for.`);
    expect(induce(card('Adam'), [card('Brian')])).toMatchObject({ ok: true });
  });

  it('refuses what follows from a name, a date or a language, in any of several languages', () => {
    const refused = (make: (v: string) => Example, a: string, b: string, reason: RegExp) => expect(induce(make(a), [make(b)])).toMatchObject({ ok: false, reason: expect.stringMatching(reason) });
    refused((n) => userEx(`Write one line about ${n} joining`, `${n} joins today; he starts on Monday.`), 'Adam', 'Brian', /"he", which may follow from a copied name/);
    refused((n) => userEx(`Open a letter to ${n} Smith`, 'Dear Mr. Smith,'), 'Adam', 'Brian', /"Mr"/);
    refused((n) => userEx(`Schreib einen Satz über ${n}`, `${n} kommt morgen. Sie freut sich.`), 'Anna', 'Emma', /"Sie"/);
    refused((n) => userEx(`Escribe el saludo de una carta para ${n}`, `Querida ${n}:`), 'Anna', 'Emma', /"Querida"/);
    refused((n) => userEx(`Scrivi un benvenuto per ${n}`, `Benvenuta, ${n}!`), 'Anna', 'Emma', /"Benvenuta"/);
    refused((n) => userEx(`Add ${n} to the team page`, `👩 ${n} joined the team.`), 'Anna', 'Emma', /"👩"/);
    refused((n) => userEx(`Write a birthday card for my kid ${n}`, `Happy birthday, ${n}! The best son anyone could wish for.`), 'Adam', 'Brian', /"son", which the request does not/);
    refused((n) => ex([{ role: 'user', content: `Seat ${n} as the one getting married` }], null, calls('seat_guest', { name: n, role: 'groom' })), 'Adam', 'Brian', /"groom"/);
    refused((n) => userEx(`Card for ${n}, my son or daughter`, `Happy birthday, ${n}, dear son!`), 'Adam', 'Brian', /"son"/); // the request offered both
    refused((n) => userEx(`Brindis por ${n}`, `¡Por ${n}, nuestra sobrina e hija!`), 'Anna', 'Emma', /"hija"/);
    refused((n) => userEx(`¿Es ${n} un número par?`, `Sí, ${n} es par.`), '4', '6', /judges its input \("Sí"\)/);
    refused((d) => userEx(`Set a reminder for ${d}`, `Reminder set for Thursday ${d}.`), '5/7/2026', '5/14/2026', /names a day \("Thursday"\)/);
    refused((c) => userEx(`Translate "Meet me in ${c}" to French`, `Rendez-vous à ${c}.`), 'Paris', 'Berlin', /asks for a translation or names a language/);
    refused((c) => userEx(`I will meet you in ${c} for the talk`, `Je vous retrouve à ${c} pour la conférence.`), 'Paris', 'Berlin', /another language \(fr\) than the request \(en\)/);
    // A language named however the request names it: Stockholm is "Stockholm" in Swedish, Prague "Prag".
    refused((c) => userEx(`What is ${c} called in Swedish?`, `${c} is called ${c} in Swedish.`), 'London', 'Oslo', /names a language/);
    refused((c) => userEx(`Write the sign text for ${c} as on Swedish road signs`, c.toUpperCase()), 'London', 'Oslo', /names a language/);
    refused((c) => userEx(`Wie heißt ${c} auf Deutsch?`, `${c}.`), 'London', 'Oslo', /names a language/);
    refused((c) => ex([{ role: 'system', content: 'Map labels use local exonyms.' }, { role: 'user', content: `Label ${c}` }], c), 'London', 'Oslo', /names a language/);
  });
  it("refuses a request whose user message sets a condition its value may fail, but not a system prompt's policy", () => {
    const refused = (make: (v: string) => Example, a: string, b: string, word: string) =>
      expect(induce(make(a), [make(b)])).toMatchObject({ ok: false, reason: expect.stringContaining(`sets a condition ("${word}")`) });
    const watchlist = (t: string) => ex([{ role: 'user', content: `Add ${t} to my kid's watchlist` }], null, calls('add_to_watchlist', { title: t }));
    refused(watchlist, 'Toy Story', 'Finding Nemo', 'kid'); // "Joker" is rated R
    refused((p) => ex([{ role: 'user', content: `Add ${p} to my cat-safe plant list` }], null, calls('add_plant', { plant: p })), 'areca palm', 'boston fern', 'cat-safe');
    const dish = (ask: string) => (d: string) => ex([{ role: 'user', content: ask.replace('DISH', d) }], null, calls('add', { dish: d }));
    refused(dish('Put DISH on the nut-free menu'), 'tomato soup', 'rice bowl', 'nut-free');
    refused(dish('Add DISH to the vegetarian menu'), 'lentil soup', 'bean chili', 'vegetarian');
    refused(dish("Add DISH to tonight's order, but only if it's spicy"), 'mapo tofu', 'lamb vindaloo', 'only if');
    refused(dish('Order DISH if it is gluten free'), 'rice bowl', 'tomato soup', 'gluten free');
    // The same words in an agent's system prompt are its policy for every request, not a condition on this value.
    const policy = (t: string) => ex([{ role: 'system', content: 'Only items on the allowed list may be added, and only if the user is eligible.' }, { role: 'user', content: `Add ${t} to my watchlist` }], null, calls('add_to_watchlist', { title: t }));
    expect(induce(policy('Toy Story'), [policy('Finding Nemo')])).toMatchObject({ ok: true });
    // But a system prompt that names whom the agent serves, or a diet, sets a condition on every value.
    const kidsProfile = (t: string) => ex([{ role: 'system', content: 'This is a kids profile.' }, { role: 'user', content: `Add ${t} to my watchlist` }], null, calls('add_to_watchlist', { title: t }));
    refused(kidsProfile, 'Toy Story', 'Finding Nemo', 'kids');
    const plain = (t: string) => ex([{ role: 'user', content: `Add ${t} to my watchlist` }], null, calls('add_to_watchlist', { title: t }));
    expect(induce(plain('Toy Story'), [plain('Finding Nemo')])).toMatchObject({ ok: true });
  });
  it('reads "polish" as a verb, not a language, in lower case', () => {
    const polished = (n: string) => userEx(`polish the intro for ${n}`, `Welcome aboard, ${n}!`);
    expect(induce(polished('Adam'), [polished('Brian')])).toMatchObject({ ok: true });
  });
  it('finds no lower-cased name inside a longer common word of the answer ("Ava" in "available")', () => {
    // tau-bench's agent: "The cheapest economy option available ..." to a customer named Ava.
    const seats = (name: string) => userEx(`Find a seat for ${name}`, `${name}, two seats are available. Your file says ${name} prefers the aisle.`);
    expect(induce(seats('Ava'), [seats('Noah'), seats('Liam')])).toMatchObject({ ok: true });
    // A value that begins a word with a short ending is still found there, inflected: "cars" for "Car".
    const shown = (kind: string) => userEx(`Show me ${kind}`, `Here are the ${kind.toLowerCase()}s you asked for.`);
    expect(induce(shown('Car'), [shown('Bike'), shown('Boat')])).toMatchObject({ ok: true });
  });
  it('reads a connective that begins a sentence, and the plural of a word the request says, as saying nothing of a copied id', () => {
    // tau-bench's agent: "Since the reservation is in basic economy, ...", "Here are the
    // reservation IDs you have". Beside an id in prose, any word the request does not say is
    // read as looked up from it; these state nothing.
    const reservation = (name: string, code: string, answer: (code: string) => string) =>
      ex([{ role: 'system', content: `The signed-in user is ${name}.` }, { role: 'user', content: `I need the reservation ID ${code} looked up` }], answer(code));
    const examples = (answer: (code: string) => string) => [reservation('Omar', 'K7Q2ZP', answer), [reservation('Priya', 'M3XW8R', answer), reservation('Lena', 'T9BD4F', answer)]] as const;
    expect(induce(...examples((code) => `Since you need it, here it is: ${code}.`))).toMatchObject({ ok: true });
    expect(induce(...examples((code) => `Here are your reservation IDs: ${code}.`))).toMatchObject({ ok: true });
    // A word looked up after the connective is still one.
    expect(induce(...examples((code) => `Since you need it: ${code} departs from Philadelphia.`))).toMatchObject({ ok: false, reason: expect.stringContaining('"departs"') });
  });
  it('refuses a fact stated about a copied name anywhere in the answer or its tool call, but not sentence starts or forms of request words', () => {
    const country = induce(userEx('Where is Lyon located?', 'Lyon is in France.'), [userEx('Where is Nice located?', 'Nice is in France.')]);
    expect(country).toMatchObject({ ok: false, reason: expect.stringContaining(`"France"`) });
    const call = (c: string) => userEx(`Weather in ${c} please`, '');
    const inTool = induce(
      { ...call('Lyon'), body: body(null, [{ id: 'c1', type: 'function', function: { name: 'weather', arguments: '{"city":"Lyon","country":"France"}' } }]) },
      [{ ...call('Nice'), body: body(null, [{ id: 'c1', type: 'function', function: { name: 'weather', arguments: '{"city":"Nice","country":"France"}' } }]) }],
    );
    expect(inTool).toMatchObject({ ok: false, reason: expect.stringContaining(`"France"`) });
    const language = (w: string) => userEx(`Which language is the word "${w}" from?`, 'That word is Spanish.');
    expect(induce(language('hola'), [language('gato')])).toMatchObject({ ok: false, reason: expect.stringContaining('"Spanish"') }); // the word is ignored: a lookup
    const trip = (city: string) => userEx(`Add ${city} to my trip`, `Added ${city} to your trip. Your trip has been updated. You can add more stops at any time. Travel safe. Country: France.`);
    expect(induce(trip('Lyon'), [trip('Nice'), trip('Lille')])).toMatchObject({ ok: false, reason: expect.stringContaining('"France"') }); // the end of a long answer
    const february = (year: string) => userEx(`Tell me about February ${year}`, `Month: February ${year}\nSeason: winter\nDays: 28\nHolidays: see calendar`);
    expect(induce(february('2023'), [february('2019'), february('2031')])).toMatchObject({ ok: false, reason: expect.stringContaining('says 28') });
    // A code is copied like a name: the currency sign or date format beside it may follow from it.
    const price = (locale: string) => userEx(`Show the price of 5 for locale ${locale}`, `Price for ${locale}: 5 €`);
    expect(induce(price('fr-FR'), [price('de-DE'), price('it-IT')])).toMatchObject({ ok: false, reason: expect.stringContaining('"€"') });
    const parcel = (zip: string, toolCall: boolean) =>
      toolCall
        ? ex([{ role: 'user', content: `Ship my parcel to zip ${zip}` }], null, [{ id: 'c', type: 'function', function: { name: 'ship', arguments: JSON.stringify({ zip, state: 'NY' }) } }])
        : userEx(`Ship my parcel to zip ${zip}`, `Shipping to ${zip}, NY.`);
    for (const toolCall of [true, false]) {
      expect(induce(parcel('10001', toolCall), [parcel('10452', toolCall), parcel('11215', toolCall)])).toMatchObject({ ok: false, reason: expect.stringMatching(/"NY"/) }); // 90210 is in CA
    }
    // A piece of the value written apart: every example's name began with A, the next may not.
    const initial = (name: string) => userEx(`What letter does ${name} start with?`, `${name} starts with ${name[0]}.`);
    expect(induce(initial('Alice'), [initial('Anna'), initial('Adam')])).toMatchObject({ ok: false, reason: expect.stringContaining('"A", which begins or ends a value') });
    const indexed = (name: string) => ex([{ role: 'user', content: `File ${name} in the address book` }], null, calls('file_entry', { [name[0]]: name }));
    expect(induce(indexed('Alice'), [indexed('Anna'), indexed('Adam')])).toMatchObject({ ok: false, reason: expect.stringContaining('"A", which begins') }); // a key may be a piece
    const booked = (day: string) => ex([{ role: 'user', content: `Book it for ${day}` }], null, calls('book', { day }));
    expect(induce(booked('Monday'), [booked('Friday'), booked('Sunday')]).ok).toBe(true); // "day" is the schema's word
    const plural = (word: string) => userEx(`Which letter ends the word ${word}?`, `The word ${word} ends with "${word.at(-1)}".`);
    expect(induce(plural('cats'), [plural('dogs'), plural('hats')])).toMatchObject({ ok: false, reason: expect.stringContaining('"s"') });
    // A number computed from numbers the answer ignores: every example was born thirty years before "now".
    const age = (born: number) => userEx(`I was born in ${born} and it is now ${born + 30}. How old am I?`, 'You are about 30 years old.');
    expect(induce(age(1959), [age(1961), age(1970)])).toMatchObject({ ok: false, reason: expect.stringContaining('says 30') });
    const office = (city: string) => userEx(`Write a welcome for our office in ${city}`, `Welcome to the ${city} office! 🇫🇷`);
    expect(induce(office('Lyon'), [office('Nice'), office('Lille')])).toMatchObject({ ok: false, reason: expect.stringContaining('"🇫🇷"') }); // a flag names a country
    const dated = (locale: string) => userEx(`Format 2026-05-04 for locale ${locale}`, `For ${locale}: 04/05/2026`);
    expect(induce(dated('fr-FR'), [dated('de-DE'), dated('it-IT')])).toMatchObject({ ok: false, reason: expect.stringContaining('04/05/2026') });
    const weather = (condition: string) => userEx(`Describe the weather in Paris: ${condition}`, `It is ${condition} in Paris right now.`);
    expect(induce(weather('sunny'), [weather('cloudy'), weather('rainy')]).ok).toBe(true); // "right now" labels nothing
    const where = (city: string) => userEx(`Where is ${city}?`, `${city} is in the US.`);
    expect(induce(where('Boston'), [where('Denver'), where('Austin')])).toMatchObject({ ok: false, reason: expect.stringContaining('"US"') }); // not the pronoun "us"
    const remind = (noun: string) => userEx(`Remind Ann about the ${noun} at 08:30`, `OK, I will remind Ann about the ${noun} at 08:30.`);
    expect(induce(remind('cat'), [remind('dog'), remind('lamp')]).ok).toBe(true); // "OK" is no code, though two capitals
    const pay = (name: string) => ex([{ role: 'user', content: `Pay 50 dollars to ${name}` }], null, [{ id: 'c', type: 'function', function: { name: 'pay', arguments: JSON.stringify({ amount: 50, currency: 'USD', recipient: name }) } }]);
    expect(induce(pay('Alice'), [pay('Bob'), pay('Carol')]).ok).toBe(true); // "USD" says the request's "dollars"
    const greeting = induce(userEx('Say hello to Ann from the team', 'Hello Ann! The team sends its regards.'), [userEx('Say hello to Bob from the team', 'Hello Bob! The team sends its regards.')]);
    expect(greeting.ok).toBe(true);
    const sent = induce(userEx('Send the invoice to Mary Ann today', 'Invoice sent to Mary Ann.'), [userEx('Send the invoice to Bob Lee today', 'Invoice sent to Bob Lee.')]);
    expect(sent.ok).toBe(true);
  });
  it('serves a value after "a" or "an" only as a word verified itself ("an hour", "a house")', () => {
    const result = induce(userEx('Describe one item: house', 'It is a house.'), [userEx('Describe one item: horse', 'It is a horse.')]);
    expect(result.ok && result.wordByWord).toEqual(['v1']);
    const lifecycle = TemplateLifecycle.candidate([{ v1: 'house' }, { v1: 'horse' }], [], 'test', new Date(), { wordByWord: ['v1'] });
    lifecycle.predicted({ v1: 'hat' }, true, { ...DEFAULT_POLICY, minPredictions: 1, minDistinct: 3 }, 'ok');
    expect(lifecycle.state).toBe('serving');
    expect(lifecycle.refusal({ v1: 'hat' })).toBeNull();
    expect(lifecycle.refusal({ v1: 'hour' })).toMatch(/word hour not seen/);
  });
  it('serves a value after a gendered article, or a word the answer ignores, only as a word verified itself', () => {
    const french = (noun: string) => userEx(`Ajoute à la liste : ${noun}`, `J'ai ajouté la ${noun} à la liste.`);
    const fruit = induce(french('pomme'), [french('poire'), french('banane')]);
    expect(fruit.ok && fruit.wordByWord).toEqual(['v1']); // "le citron"
    const leaving = (country: string) => userEx(`Écris que je pars bientôt, pays : ${country}`, `Je pars bientôt en ${country}.`);
    const preposition = induce(leaving('France'), [leaving('Espagne'), leaving('Italie')]);
    expect(preposition.ok && preposition.wordByWord).toEqual(['v1']); // "au Canada": the article merged into the preposition
    // Dutch de and het in a tool call's field: "het boek" after "de appel" (round seventy-three's stop).
    const basket = (noun: string) => ex([{ role: 'user', content: `Voeg ${noun} toe aan de lijst` }], null, [
      { id: 'c', type: 'function', function: { name: 'add_item', arguments: JSON.stringify({ item: `de ${noun}` }) } },
    ]);
    const dutch = induce(basket('appel'), [basket('tafel'), basket('stoel')]);
    expect(dutch.ok && dutch.wordByWord).toEqual(['v1']);
    // A contraction that is an English word too, outside English (round eighty-seven): German "am
    // Bahnhof" but "an der Kirche"; not "I am Rosa".
    const meeting = (place: string) => userEx(`Treffpunkt: ${place}`, `Alles klar, wir treffen uns am ${place}.`);
    const german = induce(meeting('Bahnhof'), [meeting('Strand'), meeting('Hafen')]);
    expect(german.ok && german.wordByWord).toEqual(['v1']);
    const joining = (name: string) => userEx(`Introduce me to the team, my name is ${name}`, `Hi all, I am ${name} and I just joined the team.`);
    const english = induce(joining('Rosa'), [joining('Ugo'), joining('Ines')]);
    expect(english.ok && english.wordByWord).toEqual([]);
    const tired = (name: string) => userEx(`Escribe que ${name} llegó hoy`, `${name} llegó hoy y está cansada.`);
    const spanish = induce(tired('María'), [tired('Lucía'), tired('Carmen')]);
    expect(spanish.ok && spanish.wordByWord).toEqual(['v1']); // "Juan está cansado"
    // Round 119: languages told by their script, their letters, or short words that English shares ("a", "en", "de").
    const registered = (name: string) => userEx(`Registra a ${name} en el curso de yoga.`, `Listo: ${name} quedó registrada en el curso de yoga.`);
    const registration = induce(registered('María'), [registered('Lucía'), registered('Carmen')]);
    expect(registration.ok && registration.wordByWord).toEqual(['v1']); // "Javier quedó registrado"
    const added = (name: string) => userEx(`Добавь в чат: ${name}`, `${name} добавлена в чат.`);
    const russian = induce(added('Анна'), [added('Мария'), added('Елена')]);
    expect(russian.ok && russian.wordByWord).toEqual(['v1']); // "Иван добавлен"
    const greeted = (name: string) => userEx(`Χαιρέτησε: ${name}`, `Γεια σου, ${name}!`);
    const greek = induce(greeted('Μαρία'), [greeted('Ελένη'), greeted('Σοφία')]);
    expect(greek.ok && greek.wordByWord).toEqual(['v1']); // "Γεια σου, Νίκο" for Νίκος
    const reminded = (name: string) => userEx(`Schicke ${name} eine Erinnerung.`, `Die Erinnerung an ${name} ist verschickt.`);
    const reminder = induce(reminded('Anna'), [reminded('Lena'), reminded('Julia')]);
    expect(reminder.ok && reminder.wordByWord).toEqual(['v1']); // German names a person "Teilnehmerin" or "Teilnehmer"
    const trip = (country: string) => userEx(`Plane eine Reise: ${country}`, `Deine Reise nach ${country} ist geplant.`);
    const destination = induce(trip('Frankreich'), [trip('Italien'), trip('Japan')]);
    expect(destination.ok && destination.wordByWord).toEqual(['v1']); // "in die Schweiz"
    // Round 121: a short answer with no common short word, a caseless script, a language we cannot tell, a lower-case noun.
    const short = (name: string) => userEx(`Registrar asistente: ${name}`, `${name} registrada ✅`);
    expect(induce(short('María'), [short('Lucía'), short('Carmen')])).toMatchObject({ ok: true, wordByWord: ['v1'] }); // "Juan registrado"
    const arrived = (name: string) => userEx(`سجّل الحضور: ${name}`, `${name} وصلت إلى الاجتماع.`);
    expect(induce(arrived('سارة'), [arrived('مريم'), arrived('ليلى')])).toMatchObject({ ok: true, wordByWord: ['v1'] }); // "أحمد وصل"
    const hinglish = (name: string) => userEx(`${name} ko group mein add karo`, `${name} group mein add ho gayi hai.`);
    expect(induce(hinglish('Riya'), [hinglish('Priya'), hinglish('Neha')])).toMatchObject({ ok: true, wordByWord: ['v1'] }); // "Rahul ... ho gaya"
    const grocery = (item: string) => userEx(`Añade a la lista: ${item}`, `Listo: ${item} añadida a la lista.`);
    expect(induce(grocery('leche'), [grocery('pasta'), grocery('salsa')])).toMatchObject({ ok: true, wordByWord: ['v1'] }); // "pan añadido"
    const access = (name: string) => userEx(`Give ${name} access to the repo.`, `Done: ${name} now has write access.`);
    expect(induce(access('Emma'), [access('James'), access('Grace')])).toMatchObject({ ok: true, wordByWord: [] }); // English
    const called = (name: string) => ex([{ role: 'user', content: `Позвони: ${name}` }], null, [{ id: 'c', type: 'function', function: { name: 'call_contact', arguments: JSON.stringify({ name }) } }]);
    const call = induce(called('Анна'), [called('Иван'), called('Ольга')]);
    expect(call.ok && call.wordByWord).toEqual([]); // a call's own words are English keys: nothing in it agrees
    const vowels = (word: string) => userEx(`Remove the vowels from: ${word}`, word.replace(/[aeiou]/g, ''));
    const vowelless = induce(vowels('rhythm'), [vowels('gym'), vowels('lynx')]);
    expect(vowelless.ok && vowelless.wordByWord).toEqual(['v1']); // a request about letters: "tree" has vowels to remove
    const greet = (name: string) => userEx(`greet ${name} please`, `Hello, ${name[0].toUpperCase()}${name.slice(1)}!`);
    const capitalized = induce(greet('smith'), [greet('jones'), greet('brown')]);
    expect(capitalized.ok && capitalized.wordByWord).toEqual(['v1']); // "mcdonald" is "McDonald"
    const shipping = (country: string) => ex([{ role: 'system', content: `Customer country: ${country}.` }, { role: 'user', content: 'How much is shipping?' }], 'Shipping is free for you.');
    const ignored = induce(shipping('France'), [shipping('Germany'), shipping('Italy')]);
    expect(ignored.ok && ignored.wordByWord).toEqual(['v1']); // Norway pays
    const email = (address: string) => ex([{ role: 'system', content: `Customer email: ${address}.` }, { role: 'user', content: 'What discount do I get?' }], 'You get 15% off.');
    const domain = induce(email('ann@acme.com'), [email('bob@globex.com'), email('cy@hooli.com')]);
    expect(domain.ok && domain.wordByWord).toEqual(['v1']); // letters alone: gmail.com may get no discount
    const ping = (id: string) => userEx(`request ${id} asks: what is the baggage allowance?`, 'Two bags of 23 kg each.');
    const noise = induce(ping('3f2a9b1c'), [ping('a1b2c3d4'), ping('9e8d7c6b')]);
    expect(noise.ok && noise.wordByWord).toEqual([]); // an id is not a word
    // A name that is part of an identifier in the request is the identifier's: the customer, not an attribute.
    const lookup = (first: string, id: string) => ex([{ role: 'user', content: `I am ${first}, my user id is ${id}.` }], null, [{ id: 'c', type: 'function', function: { name: 'get_user_details', arguments: JSON.stringify({ user_id: id }) } }]);
    const customer = induce(lookup('Noah', 'noah_walker_1234'), [lookup('Liam', 'liam_patel_5678'), lookup('Emma', 'emma_kim_9012')]);
    expect(customer.ok && customer.wordByWord).toEqual([]);
  });
  it('refuses an English role noun that says whether a copied person is a woman ("tonight\'s hostess")', () => {
    const desk = (name: string, role: string) => userEx(`Put ${name} on tonight's front desk.`, `Done: ${name} is tonight's ${role} at the front desk.`);
    for (const role of ['hostess', 'host']) {
      const result = induce(desk('Emma', role), [desk('Grace', role), desk('Chloe', role)]);
      expect(result.ok ? 'induced' : result.reason).toMatch(new RegExp(`says "${role}"`));
    }
    // Words English lists too, so that no test of the language sees them: "Brava Giulia!", "your prima".
    const praise = (name: string) => userEx(`Fai i complimenti a ${name}`, `Brava ${name}! 👏`);
    const praised = induce(praise('Giulia'), [praise('Chiara'), praise('Sara')]);
    expect(praised.ok ? 'induced' : praised.reason).toMatch(/says "Brava"/);
    const cousin = (name: string) => userEx(`Add ${name} to the family tree as my cousin.`, `Added ${name} as your prima in the family tree.`);
    const relative = induce(cousin('María'), [cousin('Lucía'), cousin('Carmen')]);
    expect(relative.ok ? 'induced' : relative.reason).toMatch(/says "prima"/);
  });
  it('makes the spelling of prose count when a pronoun elsewhere agrees with it ("Find them there.")', () => {
    const drawer = (noun: string) => userEx(`Put the ${noun} back in the drawer.`, `Done. I put the ${noun} back in the drawer. They are back.`);
    const nouns = induce(drawer('scissors'), [drawer('tongs'), drawer('pliers')]);
    expect(nouns.ok && nouns.glued).toEqual(['v1']);
    const plain = (noun: string) => userEx(`Put the ${noun} back in the drawer.`, `Done. I put the ${noun} back in the drawer.`);
    const without = induce(plain('scissors'), [plain('tongs'), plain('pliers')]);
    expect(without.ok && without.glued).toEqual([]);
  });
  it('makes the spelling of prose count before a verb that agrees with it ("the tongs are"), not of a name', () => {
    const sharp = (noun: string) => userEx(`Say that the ${noun} is sharp`, `The ${noun} is sharp.`);
    const nouns = induce(sharp('knife'), [sharp('spoon'), sharp('fork')]);
    expect(nouns.ok && nouns.glued).toEqual(['v1']);
    const here = (name: string) => userEx(`Say that ${name} is here`, `${name} is here.`);
    const names = induce(here('Alice'), [here('Bob'), here('Carol')]);
    expect(names.ok && names.glued).toEqual([]);
  });
  it('lets a lower-case value reach the answer capitalized', () => {
    const result = induce(userEx('greet alice please', 'Hello, Alice!'), [userEx('greet bob please', 'Hello, Bob!')]);
    expect(result.ok && result.body.display()).toContain('Hello, {{v1|capital}}!');
  });
  it("lets a full name's first or last word alone reach the answer, each word verified in its place (round one hundred and twelve)", () => {
    const greet = (name: string) => ex([{ role: 'system', content: `Signed-in user:\n- name: ${name}\n- plan: Pro` }, { role: 'user', content: 'Hello!' }], `Hello ${name.split(' ')[0]}! How can I help you today?`);
    const given = induce(greet('Emma Patel'), [greet('Liam Garcia'), greet('Noah Rossi')]);
    expect(given.ok && given.body.display()).toContain('Hello {{v1|first}}!');
    // Which word is the given name is a fact about the words ("Tanaka Kenji"): each is verified where it stands.
    expect(given.ok && given.takenWords).toEqual(['v1']);
    if (given.ok) expect(JSON.parse(given.body.render({ v1: 'Ava Novak' })!).choices[0].message.content).toBe('Hello Ava! How can I help you today?');
    const book = (name: string) => ex([{ role: 'user', content: `Book a table under the name ${name}` }], null, calls('book_table', { surname: name.split(' ')[1] }));
    const surname = induce(book('Emma Patel'), [book('Liam Garcia'), book('Noah Rossi')]);
    expect(surname.ok && surname.body.display()).toContain('{{v1|last}}');
    // Lower-cased too: a user name spelled from a full name.
    const account = (name: string) => ex([{ role: 'user', content: `Create an account for ${name}` }], null, calls('create_user', { username: name.toLowerCase().replace(' ', '.') }));
    const spelled = induce(account('Emma Patel'), [account('Liam Garcia'), account('Noah Rossi')]);
    expect(spelled.ok && spelled.body.display()).toContain('{{v1|first-lower}}.{{v1|last-lower}}');
    if (spelled.ok) expect(JSON.parse(spelled.body.render({ v1: 'Ava Novak' })!).choices[0].message.tool_calls[0].function.arguments).toBe('{"username":"ava.novak"}');
    // Only a whole word: "Ann" inside "Annual" is the answer's own text, not the name's.
    const review = (name: string) => userEx(`Set up the review with ${name}`, `Annual review set up with ${name.split(' ')[0]}.`);
    const whole = induce(review('Ann Lee'), [review('Bob Ray'), review('Cy Young')]);
    expect(whole.ok && whole.body.display()).toContain('Annual review set up with {{v1|first}}.');
    // A whole number too: a house number copied out of a span that holds its street (round one hundred and thirty-eight).
    const door = (address: string) => userEx(`Find the door code for ${address}.`, `Door code for number ${address.split(' ')[0]} sent by text.`);
    const house = induce(door('12 Oak Street'), [door('40 King Street West'), door('7 Mill Road')]);
    expect(house.ok && house.body.display()).toContain('Door code for number {{v1|first}} sent');
    // The candidate keeps each word in its place, and how the first and last compare: which word
    // an answer takes may be the first alphabetically ("pear apple": "apple"), as a choice is.
    const lifecycle = TemplateLifecycle.candidate([{ v1: 'Emma Patel' }], [], 'test', new Date(), { takenWords: ['v1'] });
    expect(lifecycle.toJSON().domains.v1.spelling).toBe('taken words');
    // Where the whole value must be verified too (a Spanish "Querida" agrees with the name), the stricter reading holds.
    const agreeing = TemplateLifecycle.candidate([{ v1: 'María López' }], [], 'test', new Date(), { takenWords: ['v1'], wordByWord: ['v1'] });
    expect(agreeing.toJSON().domains.v1.spelling).toBe('whole');
    const pairs = SlotDomain.empty('taken words');
    for (const words of ['melon apple', 'zebra peach', 'pear banana', 'plum fig']) pairs.add(words);
    expect(pairs.rejects('pear apple')).toBeNull();
    expect(pairs.rejects('melon peach')).toMatch(/first and last word lt as long not seen/);
    expect(pairs.rejects('kiwi apple')).toMatch(/word 1 kiwi not seen/);
    // A number taken out of a phrase ("809" of "809 JPY" as a call's amount) is read as a number,
    // as in a slot of its own, not verified amount by amount (round one hundred and forty-five:
    // 2% of conversions hit). The currency beside it still is, word by word.
    const amounts = SlotDomain.empty('taken words');
    for (const v of ['900 DKK', '426 NOK', '15 GBP', '442 NOK', '778 SEK', '968 JPY', '69 CAD', '17 DKK', '857 JPY', '93 SEK', '231 DKK', '604 GBP', '352 NOK', '88 SEK', '745 CAD', '113 JPY', '590 DKK', '236 GBP', '421 SEK', '64 CAD']) amounts.add(v);
    expect(amounts.rejects('503 NOK')).toBeNull();
    expect(amounts.rejects('97 GBP')).toBeNull();
    expect(amounts.rejects('811 CHF')).toMatch(/word 2 chf not seen/);
    expect(amounts.rejects('811 DKK')).toMatch(/word 1 ending 11 not seen/); // as a number slot's would
    expect(amounts.rejects('250 SEK')).toMatch(/word 1 named quantity multiple of 50 not seen/);
  });
  it('lets a time reach the answer with its single digits padded, whichever example shows it', () => {
    const remind = (time: string) => ex([{ role: 'user', content: `Remind me to stretch at ${time}` }], null, calls('create_reminder', { time: time.replace(/^(\d):/, '0$1:') }));
    const padded = induce(remind('7:30'), [remind('10:15'), remind('11:45')]);
    expect(padded.ok && padded.body.display()).toContain('{{v1|pad}}');
    if (padded.ok) expect(JSON.parse(padded.body.render({ v1: '9:05' })!).choices[0].message.tool_calls[0].function.arguments).toBe('{"time":"09:05"}');
    // The target's "10:15" shows no padding; the example with a single digit does.
    const fromTwoDigits = induce(remind('10:15'), [remind('7:30'), remind('11:45')]);
    expect(fromTwoDigits.ok && fromTwoDigits.body.display()).toContain('{{v1|pad}}');
    // A constant hour the request writes with one digit is not a number the answer made up.
    const named = (name: string) => ex([{ role: 'user', content: `Remind ${name} at 8:00` }], null, calls('create_reminder', { who: name, time: '08:00' }));
    expect(induce(named('Alice'), [named('Bruno'), named('Chen')]).ok).toBe(true);
    // Padding to three digits is not padding to two: "7" as "007" and "42" as "042" disagree with "123".
    const agent = (n: string) => userEx(`Show the file of agent ${n}`, `Agent ${n.padStart(3, '0')}: file opened.`);
    const three = induce(agent('7'), [agent('42'), agent('123')]);
    expect(three.ok).toBe(false);
  });

  it('lets a tool call open with a salutation, serving the names it copies only as words verified one by one', () => {
    const email = (name: string, day: string, hello = 'Hi') => ex([{ role: 'user', content: `Email ${name} that the meeting moved to ${day}` }], null, calls('send_email', { to: name, body: `${hello} ${name}, the meeting moved to ${day}.` }));
    const greeted = induce(email('Amara', 'Monday'), [email('Bjorn', 'Friday'), email('Carmen', 'Tuesday')]);
    expect(greeted.ok && greeted.wordByWord.sort()).toEqual(['v1', 'v2']); // "Hola Carmen" may follow from the name
    // Any other word the request does not say is still a lookup.
    const hola = induce(email('Amara', 'Monday', 'Hola'), [email('Bjorn', 'Friday', 'Hola'), email('Carmen', 'Tuesday', 'Hola')]);
    expect(hola).toMatchObject({ ok: false, reason: expect.stringMatching(/"hola"/i) });
    const plain = (name: string) => ex([{ role: 'user', content: `Email ${name} that the invoice is ready` }], null, calls('send_email', { to: name, body: `${name}, the invoice is ready.` }));
    const unsalted = induce(plain('Amara'), [plain('Bjorn'), plain('Carmen')]);
    expect(unsalted.ok && unsalted.wordByWord).toEqual([]);
  });
  it('judges the words of a called function that could be a fact (play_classical), not its verb or record (create_event)', () => {
    const event = (title: string) => ex([{ role: 'user', content: `Put "${title}" on my calendar for Friday` }], null, calls('create_event', { title, day: 'Friday' }));
    expect(induce(event('Team sync'), [event('Budget review'), event('Dentist')]).ok).toBe(true);
    // An action the request asks for in words of its own: "Order" calls place_order (round eighty-three).
    const order = (goods: string) => ex([{ role: 'user', content: `Order 3 boxes of ${goods}` }], null, calls('place_order', { goods, quantity: 3 }));
    expect(induce(order('apples'), [order('flour'), order('rice')]).ok).toBe(true);
    const play = (artist: string) => ex([{ role: 'user', content: `Play something by ${artist}` }], null, calls('play_classical', { artist }));
    expect(induce(play('Bach'), [play('Mozart'), play('Chopin')])).toMatchObject({ ok: false, reason: expect.stringContaining('"classical"') });
  });
  it('lets an answer relay what a tool result reports about an id, but not state a fact drawn from the id itself', () => {
    const order = (id: string, status: string, eta: string, say: (id: string, status: string, eta: string) => string) =>
      ex(
        [
          { role: 'user', content: 'Where is my order?' },
          { role: 'assistant', content: null, tool_calls: calls('get_order', {}) },
          { role: 'tool', tool_call_id: 'c', content: JSON.stringify({ order_id: id, status, eta }) },
        ],
        say(id, status, eta),
      );
    const orders = (say: (id: string, status: string, eta: string) => string) =>
      induce(order('ORD-1234', 'shipped', '2026-06-12', say), [order('ORD-5678', 'packed', '2026-06-15', say), order('ORD-9012', 'shipped', '2026-06-20', say)]);
    const relayed = orders((id, status, eta) => `Order ${id} is ${status}. Estimated delivery: ${eta}.`);
    expect(relayed.ok).toBe(true);
    if (relayed.ok) expect(relayed.wordByWord).toEqual(['v2']); // the status, a word verified each
    // Words of its own beside a relayed value may follow from where the id's number lies: it keeps a range.
    const byCourier = orders((id, status, eta) => `Order ${id} is ${status}. Delivery by courier on ${eta}.`);
    expect(byCourier.ok && byCourier.idNumbers).toEqual(['v1']);
    const ids = SlotDomain.empty('id numbers');
    for (const id of ['ORD-1234', 'ORD-2871', 'ORD-4410', 'ORD-3902']) ids.add(id);
    expect(ids.rejects('ORD-3000')).toBeNull();
    expect(ids.rejects('ORD-7986')).toMatch(/number in part 2 7986 outside 1234..4410/); // "by post" from 5000 on
    const evens = SlotDomain.empty('id numbers');
    for (const id of ['ORD-1234', 'ORD-2870', 'ORD-4410', 'ORD-3902']) evens.add(id);
    expect(evens.rejects('ORD-3001')).toMatch(/parity in part 2/); // "west warehouse" for odd orders
    expect(orders((id, status) => `Order ${id} is ${status}. It ships from our east warehouse.`)).toMatchObject({ ok: false, reason: expect.stringContaining('"east"') });
    // A sentence naming the id and another reported value relays too, its own words verified by the id's numbers.
    const onItsWay = orders((id, status, eta) => `Order ${id} is on its way (${status}), arriving ${eta}.`);
    expect(onItsWay.ok && onItsWay.idNumbers).toEqual(['v1']);
    // A relayed word beside words of the answer's own may decide them ("directly" for Boston,
    // "after customs" for Tokyo): each city is verified before it is served.
    const parcel = (city: string, eta: string) =>
      ex(
        [
          { role: 'user', content: 'When will my parcel arrive?' },
          { role: 'assistant', content: null, tool_calls: calls('get_parcel', {}) },
          { role: 'tool', tool_call_id: 'c', content: JSON.stringify({ city, eta }) },
        ],
        `Your parcel to ${city} arrives directly on ${eta}.`,
      );
    const customs = induce(parcel('Boston', '2026-06-12'), [parcel('Denver', '2026-06-15'), parcel('Austin', '2026-06-20')]);
    expect(customs.ok && customs.wordByWord).toContain('v1');
    // The same over the Responses API, where the result is a function_call_output item.
    const item = (id: string, status: string, eta: string) =>
      ex([{ role: 'user', content: 'Where is my order?' }, { role: 'item:function_call_output', call_id: 'c', output: JSON.stringify({ order_id: id, status, eta }) }], `Order ${id} is ${status}. Estimated delivery: ${eta}.`);
    expect(induce(item('ORD-1234', 'shipped', '2026-06-12'), [item('ORD-5678', 'packed', '2026-06-15'), item('ORD-9012', 'shipped', '2026-06-20')]).ok).toBe(true);
    // A currency sign on a reported price says how prices are written; the item's name is verified word by word.
    const price = (item: string, amount: string, reported: boolean) =>
      reported
        ? ex(
            [
              { role: 'user', content: 'How much is it?' },
              { role: 'assistant', content: null, tool_calls: calls('get_item', {}) },
              { role: 'tool', tool_call_id: 'c', content: JSON.stringify({ item, price: amount }) },
            ],
            `The ${item} costs $${amount}.`,
          )
        : userEx(`How much is the ${item} at ${amount}?`, `The ${item} costs $${amount}.`);
    const shop = (reported: boolean) => induce(price('Lamp', '89.99', reported), [price('Desk', '120.50', reported), price('Chair', '45.00', reported)]);
    const priced = shop(true);
    expect(priced.ok && priced.wordByWord).toEqual(['v1']);
    expect(shop(false)).toMatchObject({ ok: false, reason: expect.stringContaining('"$"') }); // the request's own amount: the sign may follow from the name
  });
  it('verifies a labelled person\'s name word by word in place, and an email spelled from a copied name not at all', () => {
    const customer = (name: string) => userEx(`Customer: ${name}\nPlease reset my password.`, 'I have sent a reset link to your email address.');
    const labelled = induce(customer('Emma Patel'), [customer('Liam Garcia'), customer('Noah Kim')]);
    expect(labelled.ok && labelled.nameWords).toEqual(['v1']);
    const lifecycle = TemplateLifecycle.candidate([{ v1: 'Emma Patel' }, { v1: 'Liam Garcia' }, { v1: 'Noah Kim' }], [], 'test', new Date(), { nameWords: ['v1'] });
    expect(lifecycle.toJSON().domains.v1.spelling).toBe('name words');
    const names = SlotDomain.empty('name words');
    for (const name of ['Emma Patel', 'Liam Garcia', 'Noah Kim']) names.add(name);
    expect(names.rejects('Emma Garcia')).toBeNull(); // each word verified in its place
    expect(names.rejects('Emma Stone')).toMatch(/word 2 stone not seen/);
    const invite = (name: string, email: string) => userEx(`Invite ${name} (${email}) to the demo`, `Invited ${name} to the demo.`);
    const invited = induce(invite('Priya Kowalski', 'priya@corp.example'), [invite('Liam Garcia', 'liam@corp.example'), invite('Ava Rossi', 'ava@corp.example')]);
    expect(invited.ok && invited.messages[0]?.display()).toContain('Invite {{v1}} ({{v2}})'); // a mark parts two slots
    expect(invited.ok && invited.wordByWord).toEqual([]);
    expect(invited.ok && invited.risky).toEqual([]); // its distinct values are the name's
  });
  it('asks for a word of fixed text per variable, and reads camelCase and JSON escapes as what they are', () => {
    const send = (amount: string, name: string) => userEx(`Send $${amount} to ${name}`, `Sent $${amount} to ${name}.`);
    expect(induce(send('40', 'Ann'), [send('25', 'Bob'), send('70', 'Cyd')]).ok).toBe(true);
    expect(induce(userEx('Paris', 'Paris!'), [userEx('Rome', 'Rome!'), userEx('Oslo', 'Oslo!')])).toMatchObject({ ok: false, reason: expect.stringContaining('too little literal text') });
    const settings = (name: string) => userEx(`Open the config for ${name}`, `Running loadSettings for ${name}.`);
    expect(induce(settings('Ann'), [settings('Bob'), settings('Cyd')]).ok).toBe(true); // "Settings" is no proper noun
    const letter = (name: string) => userEx(`Sign the letter as ${name}`, `Dear team,\nthanks for everything.\nBest regards,\n${name}`);
    const signed = induce(letter('Ann'), [letter('Bob'), letter('Cyd')]);
    expect(signed.ok && signed.glued).toEqual([]); // "\n" before the name is a new line, not a letter glued to it
  });
  it('lets an answer judge or name a weekday beside a random id it ignores, unless a user asks about the id', () => {
    const ids = ['3f2a9b1c-0d4e-4a5b-9c8d-7e6f5a4b3c2d', '9c1b2d3e-4f5a-4b6c-8d7e-1f2a3b4c5d6e', '0a9b8c7d-6e5f-4a3b-8c1d-2e3f4a5b6c7d'];
    const session = (id: string) => ex([{ role: 'system', content: `Session: ${id}. Be brief.` }, { role: 'user', content: 'What are your opening hours?' }], 'We are open Monday to Friday.');
    expect(induce(session(ids[0]), [session(ids[1]), session(ids[2])]).ok).toBe(true);
    const health = (trace: string) =>
      ex([{ role: 'user', content: 'Is the payments service healthy?' }, { role: 'tool', tool_call_id: 'c', content: JSON.stringify({ trace_id: trace, healthy: true }) }], 'Yes, it is healthy.');
    expect(induce(health('a1b2c3d4e5f60718'), [health('0f9e8d7c6b5a4321'), health('77aa88bb99cc00dd')]).ok).toBe(true);
    const asked = (id: string) => userEx(`Has order ${id} shipped?`, 'Yes, it has shipped.');
    expect(induce(asked(ids[0]), [asked(ids[1]), asked(ids[2])])).toMatchObject({ ok: false, reason: expect.stringContaining('judges') }); // a lookup by the id
    const numbered = (n: string) => ex([{ role: 'system', content: `Session: ${n}. Be brief.` }, { role: 'user', content: 'Is it open today?' }], 'Yes, we are open.');
    expect(induce(numbered('1777885200'), [numbered('1777971900'), numbered('1778058300')])).toMatchObject({ ok: false, reason: expect.stringContaining('judges') }); // a number may be a time
  });
  it('refuses when an example does not reproduce its answer', () => {
    const result = induce(userEx('Caption for one cat', 'A cat.'), [userEx('Caption for one owl', 'An owl.')]);
    expect(result.ok).toBe(false);
  });
});

describe('demotion is final across instances', () => {
  it('never lets a stale copy overwrite a demoted lifecycle in the database', async () => {
    const { createTestDatabase } = await import('../helpers/databases.js');
    const { openAndMigrate } = await import('../../server/server.js');
    const { loadConfig } = await import('../../server/config.js');
    const { createLogger } = await import('../../server/logger.js');
    const { CacheStore } = await import('../../server/cache/cache-store.js');
    const { Writable } = await import('node:stream');
    const quiet = createLogger('silent', new Writable({ write: (_c, _e, done) => done() }));
    const db = await createTestDatabase('sqlite');
    const sequelize = await openAndMigrate(loadConfig({ DATABASE_URL: db.url }), quiet);
    try {
      const { Account } = await import('../../server/db/models/index.js');
      await Account.create({ id: 'acct', email: 'stale@example.com', passwordHash: null, createdAt: new Date() });
      const store = new CacheStore(quiet, 60_000);
      const recorded = await store.record('acct', { messageKeys: [messageKey({ role: 'user', content: 'x' })], generationKey: 'g' }, messageKey({ role: 'assistant', content: 'y' }), JSON.stringify(body('y')));
      const demoted = TemplateLifecycle.candidate([{ v1: 'a' }], [], 'test');
      demoted.predicted({ v1: 'b' }, false, DEFAULT_POLICY, 'differs');
      recorded.answer.lifecycle = demoted;
      store.lifecycleChanged('acct', recorded.answer);
      await store.flush();
      // Another instance's stale copy, still a candidate, is written after the demotion.
      recorded.answer.lifecycle = TemplateLifecycle.candidate([{ v1: 'a' }], [], 'stale');
      store.lifecycleChanged('acct', recorded.answer);
      await store.flush();
      const { QueryTypes } = await import('sequelize');
      const [row] = await sequelize.query<{ lifecycle: string }>('SELECT lifecycle FROM cache_answers', { type: QueryTypes.SELECT });
      expect(JSON.parse(row.lifecycle).state).toBe('demoted');
    } finally {
      await sequelize.close();
      await db.drop();
    }
  });
});

describe('templates induced before verification existed', () => {
  it('come back retired from any row read, so neither a load nor another instance can serve them', async () => {
    const { CacheTree } = await import('../../server/cache/cache-tree.js');
    const { answerFromRow } = await import('../../server/cache/cache-repository.js');
    const { TextTemplate } = await import('../../server/templates/text-template.js');
    const tree = new CacheTree('acct');
    const template = TextTemplate.fromMarkedText(messageKey({ role: 'user', content: 'Hi \uE0001v1\uE001!' }))!;
    const recorded = tree.record([messageKey({ role: 'user', content: 'Hi Ann!' })], 'g', messageKey({ role: 'assistant', content: 'Hello' }), JSON.stringify(body('Hello')), {
      messages: [template],
      answer: null,
      body: null,
      provenance: { kind: 'induced', createdAt: new Date().toISOString(), examples: [] },
    });
    const row = { id: 'a1', nodeId: recorded.answer.node.id, answerNodeId: recorded.answer.answerNode.id, generationKey: 'g', body: '{}', template: null, createdAt: new Date(), hits: 0, lastHitAt: null, lifecycle: null };
    const answer = answerFromRow(tree, row as never)!;
    expect(answer.lifecycle?.state).toBe('demoted');
    expect(answer.lifecycle?.refusal({ v1: 'Bob' })).toBe('demoted');
  });
});

describe('phrase words', () => {
  it('reads every word of a vocabulary a phrase holds, call after call (the quick test before the matches leaves no state behind)', () => {
    for (let call = 0; call < 3; call++) {
      expect(phraseWordsOf('red and blue striped mug')).toMatchObject({ 'colour words': 'blue red', 'pattern words': 'striped', 'joining words': 'and blue' });
      expect(phraseWordsOf('Say hello to Tom from the team')['joining words']).toBe('from the');
    }
    expect(phraseWordsOf('mug')).toEqual({});
  });
});
