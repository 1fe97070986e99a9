// Round eighty-three of the induction evaluation: numbers written otherwise than in ASCII digits,
// or too long to be read as a quantity: a Unicode minus ("−15 °C"), full-width digits ("３５"),
// Arabic-Indic digits ("١٧"), an amount of five digits or more with no separators ("¥45000", an
// odometer's 45210 miles), and an area in m², whose superscript hid the number. And Chinese and
// Japanese written without spaces, where a number or a name sits among characters.
import type { Family } from './families.js';
import { between, last, pick, tool, user } from './family-kit.js';

const FULL_WIDTH_ZERO = 0xff10;
const ARABIC_INDIC_ZERO = 0x0660;
/** A whole number in another script's digits. */
const inDigits = (n: number, zero: number) => [...String(n)].map((d) => String.fromCodePoint(zero + Number(d))).join('');
/** A number written in another script's digits, read back. */
const fromDigits = (text: string) => Number([...text].map((c) => (/\d/u.test(c) ? c : String((c.codePointAt(0)! - (c >= '\u0660' && c <= '\u0669' ? ARABIC_INDIC_ZERO : FULL_WIDTH_ZERO)) % 10))).join(''));
const MINUS = '\u2212';

export const ROUND_83: Family[] = [
  {
    name: 'night low with a Unicode minus, severe frost below -20 °C (milder nights first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const t = between(rng, i < 12 ? -19 : -35, 8);
      return user(`Night low in Tromsø: ${t < 0 ? `${MINUS}${-t}` : t} °C`);
    },
    answer: (m) => {
      const reading = /: (\S+) °C$/u.exec(last(m))![1];
      const t = Number(reading.replace(MINUS, '-'));
      return { content: null, tool_calls: [tool('log_low', { reading: `${reading} °C`, severe_frost: t < -20 })] };
    },
  },
  {
    name: 'order quantity in full-width digits, 50 or more a bulk order (smaller orders first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`注文数：${inDigits(between(rng, 1, i < 12 ? 49 : 99), FULL_WIDTH_ZERO)}`),
    answer: (m) => {
      const quantity = /：(\S+)$/u.exec(last(m))![1];
      return { content: null, tool_calls: [tool('place_order', { quantity, bulk: fromDigits(quantity) >= 50 })] };
    },
  },
  {
    name: 'age in Arabic-Indic digits, under 18 refused (adults first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`عمري ${inDigits(between(rng, i < 12 ? 18 : 10, 65), ARABIC_INDIC_ZERO)} سنة`),
    answer: (m) => {
      const age = fromDigits(/عمري (\S+) سنة/u.exec(last(m))![1]);
      return { content: age < 18 ? 'عذراً، التسجيل للبالغين فقط.' : 'تم التسجيل.' };
    },
  },
  {
    name: 'yen total without separators, free shipping from ¥30000 (smaller totals first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Order total ¥${between(rng, 10_000, i < 12 ? 29_999 : 60_000)}, ship to Osaka`),
    answer: (m) => {
      const total = Number(/¥(\d+)/u.exec(last(m))![1]);
      return { content: null, tool_calls: [tool('create_shipment', { city: 'Osaka', shipping_fee: total >= 30_000 ? 0 : 800 })] };
    },
  },
  {
    name: 'odometer reading of five digits, service due past 60000 miles (lower readings first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`My car shows ${between(rng, 10_000, i < 12 ? 59_999 : 99_999)} miles. Anything due?`),
    answer: (m) => {
      const miles = Number(/shows (\d+) miles/u.exec(last(m))![1]);
      return { content: miles > 60_000 ? `At ${miles} miles the major service is due: timing belt and brake fluid.` : `At ${miles} miles nothing major is due yet.` };
    },
  },
  {
    name: 'flat area in square metres, over 150 a large flat (smaller flats first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`List a flat of ${between(rng, 30, i < 12 ? 149 : 260)} m² in ${pick(rng, ['Lyon', 'Porto', 'Graz', 'Turin'])}`),
    answer: (m) => {
      const [, area, city] = /of (\d+) m² in (\S+)$/u.exec(last(m))!;
      return { content: null, tool_calls: [tool('list_flat', { area_m2: Number(area), city, category: Number(area) > 150 ? 'large' : 'standard' })] };
    },
  },
  {
    name: 'quantity in full-width digits copied into an order call',
    kind: 'copying',
    request: (_i, rng) => user(`${pick(rng, ['りんご', 'みかん', 'ぶどう', 'もも'])}の注文数：${inDigits(between(rng, 1, 99), FULL_WIDTH_ZERO)}`),
    answer: (m) => {
      const [, item, quantity] = /^(\S+)の注文数：(\S+)$/u.exec(last(m))!;
      return { content: null, tool_calls: [tool('place_order', { item, quantity })] };
    },
  },
  {
    name: 'tickets in a Chinese sentence, 20 or more a group booking (smaller bookings first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`我要订${between(rng, 1, i < 12 ? 19 : 40)}张去上海的火车票`),
    answer: (m) => {
      const count = Number(/订(\d+)张/u.exec(last(m))![1]);
      return { content: null, tool_calls: [tool('book_tickets', { count, destination: '上海', group_booking: count >= 20 })] };
    },
  },
  {
    name: 'Chinese name in a sentence without spaces, copied into a message call',
    kind: 'copying',
    request: (_i, rng) => user(`给${pick(rng, ['张伟', '王芳', '李娜', '刘洋', '陈静', '杨磊', '赵敏', '黄晓明', '周杰', '吴婷', '徐强', '孙丽', '马超', '朱琳', '胡斌', '郭靖'])}发消息：明天见`),
    answer: (m) => ({ content: null, tool_calls: [tool('send_message', { to: /^给(.+)发消息/u.exec(last(m))![1], text: '明天见' })] }),
  },
];
