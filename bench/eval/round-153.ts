// Round one hundred and fifty-three of the induction evaluation: round one hundred and fifty-two's
// day of the month said alone, written after a weekday's name without an ordinal ending ("Put the
// review on Wednesday 26", French "le mercredi 26", Spanish "el miércoles 26"), and a weekday and a
// day as one value ("Friday 8"), today's date in the system prompt. After twenty requests whose
// weekday was the day's own, another at even odds. Besides, ages in German, French and Spanish
// words copied into a ticket, adults first.
//
// The code before served 5 wrong over seeds 1 to 13 ("Friday 8" was no day), and "Wednesday 26"
// 3 wrong over the same seeds in a draft of the round that drew other streams ("26" after a
// weekday was no day either). A number just after a weekday's
// name, fixed or a value of its own, and a weekday and a day in one value, are now read as a day
// alone (days-of-month.ts): 0 wrong. The ages in words, and French and Spanish, were served
// nothing wrong before either; they stay as checks. A copy family measures the cost.
import type { Family, Msg } from './families.js';
import { between, DAY_MS, last, user } from './family-kit.js';

const RIGHT_FIRST = 20;
type Rng = () => number;

// Ages in words of other languages, copied into a ticket: adults first 20, then children at even odds.
const DE_UNITS = ['', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
const DE_TEENS = ['zehn', 'elf', 'zwölf', 'dreizehn', 'vierzehn', 'fünfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn'];
const DE_TENS = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
const german = (n: number) => (n < 10 ? (n === 1 ? 'eins' : DE_UNITS[n]) : n < 20 ? DE_TEENS[n - 10] : `${n % 10 ? `${DE_UNITS[n % 10]}und` : ''}${DE_TENS[Math.floor(n / 10)]}`);
const FR_SMALL = ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize', 'dix-sept', 'dix-huit', 'dix-neuf'];
const FR_TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'];
const french = (n: number) => (n < 20 ? FR_SMALL[n] : `${FR_TENS[Math.floor(n / 10)]}${n % 10 === 0 ? '' : n % 10 === 1 ? ' et un' : `-${FR_SMALL[n % 10]}`}`);
const ES_SMALL = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte', 'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis', 'veintisiete', 'veintiocho', 'veintinueve'];
const ES_TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta'];
const spanish = (n: number) => (n < 30 ? ES_SMALL[n] : `${ES_TENS[Math.floor(n / 10)]}${n % 10 ? ` y ${ES_SMALL[n % 10]}` : ''}`);

const ageFamily = (name: string, words: (n: number) => string, ask: (w: string) => string, read: RegExp, adult: (w: string) => string, child: (w: string) => string): Family => {
  const value = new Map(Array.from({ length: 67 }, (_, i) => [words(i + 3), i + 3] as const));
  return {
    name: `${name} (adults first 20)`,
    kind: 'look-alike',
    request: (i, rng) => user(ask(words(i >= RIGHT_FIRST && rng() < 0.5 ? between(rng, 3, 17) : between(rng, 18, 69)))),
    answer: (msgs) => {
      const w = read.exec(last(msgs))![1];
      return { content: value.get(w)! >= 18 ? adult(w) : child(w) };
    },
  };
};

// A day of the month after a weekday's name, today's date in the system prompt.
const wednesdayFirst = (i: number, rng: Rng) => {
  const other = i >= RIGHT_FIRST && rng() < 0.5;
  for (;;) {
    const day = new Date(Date.UTC(2027, 0, 1) + between(rng, 0, 364) * DAY_MS);
    if ((day.getUTCDay() === 3) !== other) return day;
  }
};
const nextDayOfMonth = (today: Date, dayOfMonth: number) => {
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), dayOfMonth));
  return day < today ? new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, dayOfMonth)) : day;
};
const format = (locale: string) => new Intl.DateTimeFormat(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const dayAfterWeekday = (name: string, locale: string, today: (formatted: string) => string, ask: (d: number) => string, read: RegExp, done: (d: string) => string, not: (d: string) => string): Family => {
  const long = format(locale);
  const parse = new Map(Array.from({ length: 730 }, (_, k) => {
    const d = new Date(Date.UTC(2026, 11, 1) + k * DAY_MS);
    return [long.format(d), d] as const;
  }));
  return {
    name: `${name} (Wednesdays first 20)`,
    kind: 'look-alike',
    request: (i, rng) => {
      const day = wednesdayFirst(i, rng);
      const todayIs = new Date(day.getTime() - between(rng, 0, 20) * DAY_MS);
      return [{ role: 'system', content: today(long.format(todayIs)) }, { role: 'user', content: ask(day.getUTCDate()) }];
    },
    answer: (msgs: Msg[]) => {
      const todayIs = [...parse].find(([text]) => (msgs[0].content ?? '').includes(text))![1];
      const d = read.exec(last(msgs))![1];
      return { content: nextDayOfMonth(todayIs, Number(d)).getUTCDay() === 3 ? done(d) : not(d) };
    },
  };
};

const EN_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const LONG = format('en-US');
/** A day of 2027 and today some days before it; the weekday said is the day's own in the first requests, then another at even odds (if `mismatched`). */
const weekdayAndDay = (i: number, rng: Rng, mismatched: boolean) => {
  const day = new Date(Date.UTC(2027, 0, 1) + between(rng, 0, 364) * DAY_MS);
  const today = new Date(day.getTime() - between(rng, 0, 20) * DAY_MS);
  const said = mismatched && i >= RIGHT_FIRST && rng() < 0.5 ? (day.getUTCDay() + between(rng, 1, 6)) % 7 : day.getUTCDay();
  return { day, today, said };
};
const todayOf = (msgs: Msg[]) => new Date(`${/Today is \w+, (.+)\.$/u.exec(msgs[0].content ?? '')![1]} UTC`);

export const ROUND_153: Family[] = [
  {
    name: "a review on a weekday and the day after it, both values, today's date in the system prompt (the day's own weekday first 20)",
    kind: 'look-alike',
    request: (i, rng) => {
      const { day, today, said } = weekdayAndDay(i, rng, true);
      return [{ role: 'system', content: `Today is ${LONG.format(today)}.` }, { role: 'user', content: `Put the review on ${EN_DAYS[said]} ${day.getUTCDate()}.` }];
    },
    answer: (msgs) => {
      const [, said, d] = /on (\w+) (\d+)\.$/u.exec(last(msgs))!;
      const right = EN_DAYS[nextDayOfMonth(todayOf(msgs), Number(d)).getUTCDay()] === said;
      return { content: right ? `Done: the review is on ${said} ${d}.` : `The ${d}th is not a ${said}. Which day did you mean?` };
    },
  },
  {
    name: "a delivery on a weekday and the day after it, today's date in the system prompt, copied (copying)",
    kind: 'copying',
    request: (i, rng) => {
      const { day, today, said } = weekdayAndDay(i, rng, false);
      return [{ role: 'system', content: `Today is ${LONG.format(today)}.` }, { role: 'user', content: `Schedule the delivery for ${EN_DAYS[said]} ${day.getUTCDate()}.` }];
    },
    answer: (msgs) => ({ content: `Delivery scheduled for ${/for (\w+ \d+)\.$/u.exec(last(msgs))![1]}.` }),
  },
  ageFamily('German: a ticket by an age in words, copied', german, (w) => `Ein Ticket für einen Gast im Alter von ${w} Jahren, bitte.`, /von (\S+) Jahren/u, (w) => `Erwachsenenticket für ${w} Jahre.`, (w) => `Kinderticket für ${w} Jahre.`),
  ageFamily('French: a ticket by an age in words, copied', french, (w) => `Un billet pour un client de ${w} ans, s'il vous plaît.`, /de (.+) ans,/u, (w) => `Billet adulte pour ${w} ans.`, (w) => `Billet enfant pour ${w} ans.`),
  ageFamily('Spanish: a ticket by an age in words, copied', spanish, (w) => `Una entrada para un cliente de ${w} años, por favor.`, /de (.+) años,/u, (w) => `Entrada de adulto para ${w} años.`, (w) => `Entrada infantil para ${w} años.`),
  dayAfterWeekday('French: a Wednesday review, the day after the weekday, today in the system prompt', 'fr-FR', (t) => `Nous sommes le ${t}.`, (d) => `Mets la revue le mercredi ${d}.`, /mercredi (\d+)\.$/u, (d) => `C'est noté : la revue est le mercredi ${d}.`, (d) => `Le ${d} n'est pas un mercredi. Quel jour voulez-vous dire ?`),
  dayAfterWeekday('Spanish: a Wednesday review, the day after the weekday, today in the system prompt', 'es-ES', (t) => `Hoy es ${t}.`, (d) => `Pon la revisión el miércoles ${d}.`, /miércoles (\d+)\.$/u, (d) => `Hecho: la revisión es el miércoles ${d}.`, (d) => `El ${d} no es miércoles. ¿Qué día quieres decir?`),
  dayAfterWeekday('a Wednesday review, the day after the weekday without its ending, today in the system prompt', 'en-US', (t) => `Today is ${t}.`, (d) => `Put the review on Wednesday ${d}.`, /Wednesday (\d+)\.$/u, (d) => `Done: the review is on Wednesday ${d}.`, (d) => `The ${d} is not a Wednesday. Which day did you mean?`),
];
