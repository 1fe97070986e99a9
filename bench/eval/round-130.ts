// Round one hundred and thirty of the induction evaluation: regional holidays where the region is
// said another way than by a place's name, and regions round one hundred and twenty-nine left out.
// A customer's phone number with China's calling code (fixed, or in a value after a fixed "+"),
// an email at a .cn domain, an IANA zone (Asia/Kolkata); Orthodox Easter in Athens, Russia's New
// Year holidays in Moscow, Nowruz in Tehran, Songkran in Bangkok. Twelve ordinary dates of the
// months around the holiday, then dates that land on it a fifth of the time, as in round one
// hundred and twenty-nine (whose builders these share). Its code read neither the codes, the
// domains, the zones with an underscore, nor these regions: 30 wrong over 13 seeds (4,797
// requests); 0 now (regional-holidays.ts reads them, and a value with the text around it).
import type { Family } from './families.js';
import { last, pick, tool, user } from './family-kit.js';
import { closure, closureDateOf, dateIn, daysFrom } from './round-129.js';

const LUNAR_NEW_YEAR_WEEK = daysFrom('2026-02-15', '2026-02-23');
const PHONES = ['+44 20 7946 0958', '+1 212 555 0143', '+86 21 5555 0134', '+49 30 901820', '+86 10 6552 9988'];

export const ROUND_130: Family[] = [
  closure({
    name: "call to a customer's Chinese phone number, not in the Lunar New Year week (January and March dates first 12)",
    dates: ['2026-01-05', '2026-03-20'],
    closed: LUNAR_NEW_YEAR_WEEK,
    ask: (date) => `Schedule a call to the customer at +86 21 5555 0134 on ${date}`,
    book: (date) => ({ content: null, tool_calls: [tool('schedule_call', { phone: '+86 21 5555 0134', date })] }),
    closedAnswer: () => "The customer's office in China is closed for the Spring Festival that week; call after 2026-02-23.",
  }),
  closure({
    name: 'invoice reminder to a .cn address, not in the Lunar New Year week (January and March dates first 12)',
    dates: ['2026-01-05', '2026-03-20'],
    closed: LUNAR_NEW_YEAR_WEEK,
    ask: (date) => `Send the invoice reminder to accounts@huaxin-trading.cn on ${date}`,
    book: (date) => ({ content: null, tool_calls: [tool('send_email', { to: 'accounts@huaxin-trading.cn', template: 'invoice_reminder', date })] }),
    closedAnswer: () => 'Huaxin Trading is closed for the Spring Festival then; the reminder should go out after 2026-02-23.',
  }),
  closure({
    name: 'vendor call in the Asia/Kolkata zone, not at Diwali (October and December dates first 12)',
    dates: ['2026-10-01', '2026-12-15'],
    closed: ['2026-11-08', '2026-11-09', '2026-11-10'],
    ask: (date) => `Set up the vendor call on ${date} at 11:00, zone Asia/Kolkata`,
    book: (date) => ({ content: null, tool_calls: [tool('create_event', { title: 'vendor call', date, time: '11:00', zone: 'Asia/Kolkata' })] }),
    closedAnswer: () => 'The vendor is off for Diwali that day; pick another date for the call.',
  }),
  closure({
    name: 'courier to the Moscow office, closed for the New Year holidays (December and late January dates first 12)',
    dates: ['2025-12-01', '2026-01-31'],
    closed: daysFrom('2026-01-01', '2026-01-08'),
    ask: (date) => `Send a courier to the Moscow office on ${date}`,
    book: (date) => ({ content: null, tool_calls: [tool('book_courier', { office: 'Moscow', date })] }),
    closedAnswer: () => 'The Moscow office is closed for the New Year holidays until 2026-01-09.',
  }),
  closure({
    name: 'delivery to a shop in Athens, closed over Orthodox Easter (March and May dates first 12)',
    dates: ['2026-03-16', '2026-05-08'],
    closed: daysFrom('2026-04-10', '2026-04-13'),
    ask: (date) => `Deliver the spring stock to our shop in Athens on ${date}`,
    book: (date) => ({ content: null, tool_calls: [tool('schedule_delivery', { shop: 'Athens', date })] }),
    closedAnswer: () => 'The Athens shop is closed over Orthodox Easter (2026-04-10 to 2026-04-13).',
  }),
  closure({
    name: 'visit to the Tehran office, closed for Nowruz (February and April dates first 12)',
    dates: ['2026-02-23', '2026-04-30'],
    closed: [...daysFrom('2026-03-20', '2026-03-24'), '2026-04-01', '2026-04-02'],
    ask: (date) => `Book a visit to the Tehran office on ${date}`,
    book: (date) => ({ content: null, tool_calls: [tool('book_visit', { office: 'Tehran', date })] }),
    closedAnswer: () => 'The Tehran office is closed for the Nowruz holidays that day.',
  }),
  closure({
    name: 'tour booking in Bangkok, none over Songkran (March and May dates first 12)',
    dates: ['2026-03-09', '2026-05-15'],
    closed: daysFrom('2026-04-13', '2026-04-15'),
    ask: (date) => `Book the temple tour in Bangkok on ${date}`,
    book: (date) => ({ content: null, tool_calls: [tool('book_tour', { city: 'Bangkok', tour: 'temples', date })] }),
    closedAnswer: () => 'The temple tour does not run over Songkran (2026-04-13 to 2026-04-15).',
  }),
  {
    name: "call to a phone number in the request, China's closed for the Lunar New Year week (January and March dates first 12)",
    kind: 'look-alike',
    request: (i, rng) => {
      const phone = pick(rng, PHONES);
      return user(`Schedule a call to ${phone} on ${closureDateOf(i, rng, ['2026-01-05', '2026-03-20'], i < 12 || phone.startsWith('+86') ? LUNAR_NEW_YEAR_WEEK : [])}`);
    },
    answer: (m) => {
      const [, phone, date] = /call to (\+[\d ]+) on (\S+)/.exec(last(m))!;
      return phone.startsWith('+86') && LUNAR_NEW_YEAR_WEEK.includes(date)
        ? { content: 'That number is in China, closed for the Spring Festival that week; call after 2026-02-23.' }
        : { content: null, tool_calls: [tool('schedule_call', { phone, date })] };
    },
  },
  closure({
    name: 'call to a Chinese phone number logged on any date of the year (copying)',
    kind: 'copying',
    dates: ['2026-01-01', '2026-12-31'],
    closed: [],
    ask: (date) => `Log the call to +86 21 5555 0134 dated ${date}`,
    book: (date) => ({ content: null, tool_calls: [tool('log_call', { phone: '+86 21 5555 0134', date })] }),
    closedAnswer: () => '',
  }),
];
