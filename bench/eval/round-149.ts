// Round one hundred and forty-nine of the induction evaluation: round one hundred and
// forty-seven's dates without their year, where the request names today's date and a model takes
// such a date for the next one to come. On December 7, 2026, "Set up the meeting on Wednesday,
// January 6" means January 6, 2027, a Wednesday, though January 6 of 2026, the year the request
// names, was a Tuesday; the Wednesdays of December read in 2026 and those of January read in it
// too each show a different weekday. Today is fixed text, or a value of its own that moves; a
// third family, whose dates mostly stay in the year named, is a control.
//
// The code before and after round one hundred and forty-eight served nothing wrong: 0 over seeds 1
// to 8 (720 requests), over chat completions and the Responses API. Kept as checks.
import type { Family, Msg } from './families.js';
import { between, DAY_MS, last, monthDayOfDate, MONTHS, tool, WEEKDAYS } from './family-kit.js';

const iso = (d: Date) => d.toISOString().slice(0, 10);
/** The next day on or after `today` with this month and day. */
const nextOf = (today: Date, text: string) => {
  const [, month, day] = /(\w+) (\d+)$/u.exec(text)!;
  for (const y of [today.getUTCFullYear(), today.getUTCFullYear() + 1]) {
    const d = new Date(Date.UTC(y, MONTHS.indexOf(month), Number(day)));
    if (d.getTime() >= today.getTime()) return d;
  }
  throw new Error('no day');
};
const chat = (system: string, content: string): Msg[] => [{ role: 'system', content: system }, { role: 'user', content }];
const wednesdayFirst = (today: Date, i: number, rng: () => number) => {
  const other = i >= 20 && rng() < 0.5;
  for (;;) {
    const d = new Date(today.getTime() + between(rng, 1, 110) * DAY_MS);
    if ((d.getUTCDay() === 3) !== other) return d;
  }
};
const meeting = (name: string, todayOf: (rng: () => number) => Date, system: (today: Date) => string): Family => ({
  name, kind: 'look-alike',
  request: (i, rng) => { const today = todayOf(rng); return chat(system(today), `Set up the meeting on Wednesday, ${monthDayOfDate(wednesdayFirst(today, i, rng))}`); },
  answer: (msgs) => {
    const today = new Date(`${/(\d{4}-\d{2}-\d{2})/u.exec(msgs[0].content!)![1]}T00:00:00Z`);
    const text = /Wednesday, (\w+ \d+)$/u.exec(last(msgs))![1];
    const real = WEEKDAYS[nextOf(today, text).getUTCDay()];
    return real === 'Wednesday' ? { content: null, tool_calls: [tool('create_meeting', { date: iso(nextOf(today, text)) })] } : { content: `${text} is a ${real}, not a Wednesday. Which did you mean?` };
  },
});
const fixed = new Date('2026-12-07T00:00:00Z');
export const ROUND_149: Family[] = [
  meeting('today fixed in the system prompt (2026-12-07), a Wednesday meeting up to 110 days on', () => fixed, () => 'Today is 2026-12-07. You plan meetings.'),
  meeting('today a value in the system prompt (late 2026), a Wednesday meeting up to 110 days on', (rng) => new Date(Date.UTC(2026, 10, 20) + between(rng, 0, 30) * DAY_MS), (t) => `Today is ${iso(t)}. You plan meetings.`),
  meeting('today fixed in the system prompt (2026-09-15), a Wednesday meeting up to 110 days on', () => new Date('2026-09-15T00:00:00Z'), () => 'Today is 2026-09-15. You plan meetings.'),
];
