// Round one hundred and fifty-four of the induction evaluation: dates as calendars of sixteen
// locales write them (Intl's short forms), the month abbreviated ("mercredi, 9 avr. 2027", "25 de
// dez. de 2027", "14 февр. 2027 г.", "25 Ara 2027") after twenty Wednesdays, and the weekday
// abbreviated too ("mer. 13 déc. 2027", "fre 20 okt. 2027", "пт, 5 янв. 2027 г.", "10 Kas 2027
// Cmt", "la 21.10.2027", "čt 20. 11. 2027") after twenty requests that named the date's own.
//
// The code before served 96 wrong over seeds 1 to 13, in 29 of the 32 families: an abbreviated
// month was no month, an abbreviated weekday no weekday, "mar 4 mag" (Italian Tuesday, May 4)
// read as March 4, and a dotted date with its year held no weekday it named. Now abbreviations
// read with their dot or a year after them (value-features.ts, month-names.ts); weekday
// abbreviations beside a date, in one value or next to it (weekday-names.ts,
// weekdays-in-place.ts); a month's name after the day wins over one before it; a dotted or
// slashed date holds the weekday it names, each reading; and a day with the weekday before it in
// one value ("čt 20") is a date's day (split-dates.ts): 0 wrong over the same seeds.
import type { Family } from './families.js';
import { between, DAY_MS, last, tool, user } from './family-kit.js';
import { weekdayBesideDate } from './intl-sweep.js';

const RIGHT_FIRST = 20;
type Rng = () => number;
const LOCALES = ['de-DE', 'fr-FR', 'es-ES', 'it-IT', 'pt-BR', 'nl-NL', 'sv-SE', 'pl-PL', 'ru-RU', 'tr-TR', 'da-DK', 'nb-NO', 'fi-FI', 'cs-CZ', 'id-ID', 'ro-RO'];
const dayOf2027 = (rng: Rng) => new Date(Date.UTC(2027, 0, 1) + between(rng, 0, 364) * DAY_MS);
const wednesdayFirst = (i: number, rng: Rng) => {
  const other = i >= RIGHT_FIRST && rng() < 0.5;
  for (;;) {
    const day = dayOf2027(rng);
    if ((day.getUTCDay() === 3) !== other) return day;
  }
};
const WEDNESDAY = new Date(Date.UTC(2027, 0, 6));
const setUp = (date: string) => ({ content: null, tool_calls: [tool('create_meeting', { date })] });

/** "Set up the meeting on mercredi, 17 janv. 2027": the weekday fixed, the date with its month abbreviated. */
const abbreviatedMonth = (locale: string): Family => {
  const short = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const wednesday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(WEDNESDAY);
  const byText = new Map(Array.from({ length: 365 }, (_, k) => {
    const d = new Date(Date.UTC(2027, 0, 1) + k * DAY_MS);
    return [short.format(d), d] as const;
  }));
  return {
    name: `${locale}: a Wednesday meeting, the month abbreviated (Wednesdays first 20)`,
    kind: 'look-alike',
    request: (i, rng) => user(`Set up the meeting on ${wednesday}, ${short.format(wednesdayFirst(i, rng))}`),
    answer: (msgs) => {
      const text = last(msgs).slice(`Set up the meeting on ${wednesday}, `.length);
      return byText.get(text)!.getUTCDay() === 3 ? setUp(text) : { content: `${text} is not a ${wednesday}. Which day did you mean?` };
    },
  };
};

/** "Set up the meeting on mer. 17 janv. 2027": weekday and month abbreviated; the weekday the date's own first, then another at even odds. */
const abbreviatedWeekday = (locale: string): Family =>
  weekdayBesideDate(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }, `${locale}: a meeting on a date with its weekday, both abbreviated (the date's own weekday first 20)`)!;

export const ROUND_154: Family[] = [...LOCALES.map(abbreviatedMonth), ...LOCALES.map(abbreviatedWeekday)];
