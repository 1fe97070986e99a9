// Families swept over the locales Node's Intl writes dates and times for (CLDR 48 in Node 24.21.0),
// to find formats the readers miss before an evaluation does. Dates: a weekday beside the date, in
// four Intl styles, the date's own weekday first 20; and a Wednesday's date alone, in three styles,
// Wednesdays first 20. Times: a greeting by the hour in four styles, mornings first 20. Round one
// hundred and fifty-five came from the dates' sweep (round-155.ts keeps 53 of its families, gated);
// `npm run eval:intl` runs a sweep (bench/intl-sweep.ts). Not gated as a whole: 957 families.
import type { Family } from './families.js';
import { between, DAY_MS, last, tool, user } from './family-kit.js';

type Rng = () => number;
const RIGHT_FIRST = 20;
export const SWEPT_LOCALES = 'af,am,ar,az,be,bg,bn,bs,ca,cs,cy,da,de,el,en-GB,en-US,en-IN,en-AU,es,es-MX,et,eu,fa,fi,fil,fr,fr-CA,fr-CH,ga,gl,gu,he,hi,hr,hu,hy,id,is,it,ja,ka,kk,km,kn,ko,ky,lo,lt,lv,mk,ml,mn,mr,ms,my,nb,ne,nl,pa,pl,pt,pt-PT,ro,ru,si,sk,sl,sq,sr,sr-Latn,sv,sw,ta,te,th,tr,uk,ur,uz,vi,zh,zh-TW,zh-HK,zu,de-CH,es-AR,nl-BE'.split(',');

const WITH_WEEKDAY: Record<string, Intl.DateTimeFormatOptions> = {
  full: { dateStyle: 'full' },
  longWd: { weekday: 'long', day: 'numeric', month: 'numeric', year: 'numeric' },
  shortNum: { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric' },
  shortMon: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
};
const DATE_ALONE: Record<string, Intl.DateTimeFormatOptions> = { long: { dateStyle: 'long' }, medium: { dateStyle: 'medium' }, short: { dateStyle: 'short' } };
const dayOf2027 = (rng: Rng) => new Date(Date.UTC(2027, 0, 1) + between(rng, 0, 364) * DAY_MS);
const daysOf2027 = () => Array.from({ length: 365 }, (_, k) => new Date(Date.UTC(2027, 0, 1) + k * DAY_MS));
const setUp = (date: string) => ({ content: null, tool_calls: [tool('create_meeting', { date })] });

/**
 * "Set up the meeting on Saturday, 7/21/2027" in a locale's style: the date's own weekday first 20,
 * then another at even odds; a wrong weekday is questioned. Null where the style writes no weekday.
 */
export function weekdayBesideDate(locale: string, options: Intl.DateTimeFormatOptions, name: string): Family | null {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  if (!format.formatToParts(new Date(Date.UTC(2027, 0, 3))).some((p) => p.type === 'weekday')) return null;
  const weekdays = Array.from({ length: 7 }, (_, w) => format.formatToParts(new Date(Date.UTC(2027, 0, 3 + w))).find((p) => p.type === 'weekday')!.value);
  const render = (day: Date, weekday: number) => format.formatToParts(day).map((p) => (p.type === 'weekday' ? weekdays[weekday] : p.value)).join('');
  const own = new Set(daysOf2027().map((d) => render(d, d.getUTCDay())));
  return {
    name,
    kind: 'look-alike',
    request: (i, rng) => {
      const day = dayOf2027(rng);
      const said = i >= RIGHT_FIRST && rng() < 0.5 ? (day.getUTCDay() + between(rng, 1, 6)) % 7 : day.getUTCDay();
      return user(`Set up the meeting on ${render(day, said)}`);
    },
    answer: (msgs) => {
      const text = last(msgs).slice('Set up the meeting on '.length);
      return own.has(text) ? setUp(text) : { content: `The weekday in ${text} is wrong. Which day did you mean?` };
    },
  };
}

/** "Book the Wednesday standup for 29 de gener del 2027" in a locale's style: Wednesdays first 20, then any day at even odds. */
export function wednesdayStandup(locale: string, options: Intl.DateTimeFormatOptions, name: string): Family {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  const byText = new Map(daysOf2027().map((d) => [format.format(d), d] as const));
  return {
    name,
    kind: 'look-alike',
    request: (i, rng) => {
      const other = i >= RIGHT_FIRST && rng() < 0.5;
      for (;;) {
        const day = dayOf2027(rng);
        if ((day.getUTCDay() === 3) !== other) return user(`Book the Wednesday standup for ${format.format(day)}`);
      }
    },
    answer: (msgs) => {
      const text = last(msgs).slice('Book the Wednesday standup for '.length);
      return byText.get(text)?.getUTCDay() === 3 ? setUp(text) : { content: `${text} is not a Wednesday.` };
    },
  };
}

const TIME_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  short: { timeStyle: 'short' },
  h12: { hour: 'numeric', minute: '2-digit', hour12: true },
  h12Period: { hour: 'numeric', minute: '2-digit', hourCycle: 'h12', dayPeriod: 'short' },
  medium: { timeStyle: 'medium' },
};
const greeting = (minutes: number) => (minutes < 12 * 60 ? 'Good morning' : minutes < 18 * 60 ? 'Good afternoon' : 'Good evening');

/** "It is 午後5:30 here. Greet me.": mornings first 20, then any time. */
function greetingByTime(locale: string, style: string): Family {
  const format = new Intl.DateTimeFormat(locale, { ...TIME_STYLES[style], timeZone: 'UTC' });
  const text = (minutes: number) => format.format(new Date(Date.UTC(2027, 0, 4, 0, minutes, style === 'medium' ? minutes % 60 : 0)));
  const byText = new Map<string, number>();
  for (let m = 24 * 60 - 1; m >= 0; m--) byText.set(text(m), m);
  return {
    name: `${locale} ${style}: greeting by the time (mornings first 20)`,
    kind: 'look-alike',
    request: (i, rng) => user(`It is ${text(i < RIGHT_FIRST ? between(rng, 6 * 60, 11 * 60 + 59) : between(rng, 0, 24 * 60 - 1))} here. Greet me.`),
    answer: (msgs) => ({ content: `${greeting(byText.get(/^It is (.*) here\. Greet me\.$/su.exec(last(msgs))![1])!)}!` }),
  };
}

export const DATE_SWEEP: Family[] = [
  ...SWEPT_LOCALES.flatMap((locale) => Object.entries(WITH_WEEKDAY).map(([style, options]) => weekdayBesideDate(locale, options, `${locale} ${style}: weekday checked (own first 20)`)).filter((f): f is Family => f !== null)),
  ...SWEPT_LOCALES.flatMap((locale) => Object.entries(DATE_ALONE).map(([style, options]) => wednesdayStandup(locale, options, `${locale} ${style}: Wednesdays only (first 20)`))),
];
export const TIME_SWEEP: Family[] = SWEPT_LOCALES.flatMap((locale) => Object.keys(TIME_STYLES).map((style) => greetingByTime(locale, style)));
