// Holidays of other calendars, where a request says the place or people they belong to. "Book a
// visit to the Shanghai office on 2026-02-17" after twenty ordinary days of January and March is
// Lunar New Year: the office is closed for a week that moves by up to a month from year to year,
// as Eid moves through the whole year and Passover through a month. Each such day is its own
// category, verified on its own before a template serves it (see value-features.ts), but only
// where the request's fixed text or values name a region that keeps it (regionsIn): "Remind me to
// renew the lease on 2026-02-17" is spared, as is every date of a request naming none.
//
// The days come from ICU's calendars (Intl, built into Node with full ICU): the Chinese calendar
// for East Asia's lunar festivals and, by its new and full moons, India's and Thailand's; Umm
// al-Qura for the Islamic ones; the Hebrew calendar for the Jewish ones; the Persian one for
// Nowruz; the Julian computus for Orthodox Easter. Where a holiday's day differs by country
// or by the moon's sighting (Eid, Diwali, China's official week), a window of days around it is
// marked, each day apart.

export type Region = 'east asia' | 'japan' | 'islamic' | 'jewish' | 'india' | 'persian' | 'orthodox' | 'thai';

/**
 * Places, peoples, currencies and holidays that name a region, lower-cased ("ho chi minh" also as
 * "ho_chi_minh", as in Asia/Ho_Chi_Minh). Not places that are as often a person's name (Sofia,
 * Jordan, Medina, Kobe): a name in a value would cost its dates their hits.
 */
const WORDS: Record<Region, string> = {
  'east asia':
    'china chinese mainland prc beijing peking shanghai shenzhen guangzhou canton hangzhou chengdu wuhan nanjing tianjin xiamen suzhou chongqing dongguan ningbo qingdao ' +
    'hong_kong hongkong macau macao taiwan taiwanese taipei kaohsiung korea korean seoul busan incheon daegu vietnam vietnamese hanoi ho_chi_minh saigon da_nang ' +
    'singapore malaysia malaysian kuala_lumpur penang indonesia indonesian jakarta lunar spring_festival seollal chuseok tet mid-autumn rmb renminbi yuan cny hkd twd krw vnd sgd myr idr',
  japan: 'japan japanese tokyo osaka kyoto yokohama nagoya sapporo fukuoka jst jpy yen golden_week obon',
  islamic:
    'eid ramadan ramazan muslim muslims islamic hijri mosque halal dubai abu_dhabi sharjah uae emirates emirati saudi riyadh jeddah mecca makkah qatar doha kuwait ' +
    'bahrain manama oman muscat egypt egyptian cairo amman lebanon beirut iraq baghdad iran tehran turkey türkiye istanbul ankara pakistan pakistani karachi ' +
    'lahore islamabad bangladesh dhaka indonesia indonesian jakarta malaysia malaysian kuala_lumpur brunei morocco casablanca rabat algeria algiers tunisia tunis libya senegal ' +
    'dakar nigeria lagos abuja afghanistan kabul uzbekistan tashkent azerbaijan baku kazakhstan almaty singapore aed sar riyal riyals dirham dirhams egp pkr bdt ' +
    'india indian mumbai delhi hyderabad kolkata bangalore bengaluru',
  jewish: 'israel israeli tel_aviv jerusalem haifa jewish judaism kosher synagogue shabbat rosh_hashanah yom_kippur passover pesach sukkot hanukkah chanukah purim shavuot shekel shekels ils nis',
  india:
    'india indian mumbai bombay delhi bangalore bengaluru chennai madras hyderabad kolkata calcutta pune ahmedabad jaipur lucknow kochi gurgaon gurugram noida nepal kathmandu ' +
    'sri_lanka colombo singapore malaysia kuala_lumpur diwali deepavali holi hindu navratri dussehra inr rupee rupees lakh crore',
  persian: 'iran iranian persian farsi tehran isfahan shiraz mashhad nowruz norouz afghanistan kabul tajikistan dushanbe azerbaijan baku kurdistan erbil irr',
  orthodox:
    'orthodox greece greek athens thessaloniki cyprus nicosia russia russian moscow ukraine ukrainian kyiv kiev belarus minsk serbia serbian belgrade ' +
    'romania romanian bucharest bulgaria bulgarian moldova chisinau tbilisi armenia yerevan ethiopia ethiopian addis_ababa uah bgn rsd',
  thai: 'thailand thai bangkok phuket chiang_mai pattaya songkran baht thb',
};

/** Calling codes and web domains that name a region: "+86 21 5555 0134", "orders@acme.cn". */
const CODES: Record<Region, [string, string]> = {
  'east asia': ['86 852 853 886 82 84 65 60 62', 'cn hk tw kr vn sg my'],
  japan: ['81', 'jp'],
  islamic: ['971 966 974 965 973 968 20 962 961 964 98 90 92 880 212 213 216 218 221 234 93 994 998 7', 'ae sa qa kw bh om eg jo lb iq ir tr pk bd ma dz tn'],
  jewish: ['972', 'il'],
  india: ['91 977 94', 'in np lk'],
  persian: ['98 93 992 994', 'ir af'],
  orthodox: ['30 357 7 380 375 381 40 359 373 995 374 251', 'gr cy ru ua by rs ro bg md ge am et'],
  thai: ['66', 'th'],
};

/** Currency signs: ¥ is Japan's or China's. */
const SIGNS: Record<Region, string> = { 'east asia': '¥₩₫', japan: '¥', islamic: '', jewish: '₪', india: '₹', persian: '', orthodox: '₽₴', thai: '฿' };

const list = (words: string) => words.split(' ').map((word) => word.replace(/_/g, '[\\s_-]')).join('|');
/** A region's cues, as one pattern: its words, its calling codes before a phone number's digits, its web domains, its currency signs. */
const CUES: Record<Region, RegExp> = Object.fromEntries(
  (Object.keys(WORDS) as Region[]).map((region) => {
    const [calling, domains] = CODES[region];
    const signs = SIGNS[region] ? `|[${SIGNS[region]}]` : '';
    const pattern = `(?<![\\p{L}\\d])(?:${list(WORDS[region])})(?![\\p{L}\\d])|(?<![\\w+])\\+(?:${calling.split(' ').join('|')})(?=[\\s-]?\\(?\\d{2,})|(?<=[\\p{L}\\d]\\.)(?:${domains.split(' ').join('|')})(?![\\p{L}\\d.])${signs}`;
    return [region, new RegExp(pattern, 'gu')];
  }),
) as Record<Region, RegExp>;

/**
 * The scripts that name a region, by their name: Chinese characters where no kana says the text
 * is Japanese, Korean's, Arabic's, Hebrew's, India's. Named as a script, not by the words written
 * in it, so a Chinese name in a value names the region as every other does.
 */
const SCRIPTS: ReadonlyArray<readonly [Region, string, RegExp]> = [
  ['east asia', 'chinese script', /\p{Script=Han}/u],
  ['east asia', 'korean script', /\p{Script=Hangul}/u],
  ['japan', 'japanese script', /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['islamic', 'arabic script', /\p{Script=Arabic}/u],
  ['jewish', 'hebrew script', /\p{Script=Hebrew}/u],
  ['india', 'indian script', /[\p{Script=Devanagari}\p{Script=Tamil}\p{Script=Bengali}\p{Script=Telugu}\p{Script=Gujarati}\p{Script=Kannada}\p{Script=Malayalam}]/u],
];
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Each region a text names, with the words that name it (sorted, joined): "east asia" -> "shanghai". */
export type Regions = ReadonlyMap<Region, string>;

/** The regions a lower-cased text names (CUES). */
export function regionsIn(text: string): Map<Region, string> {
  const named = new Map<Region, Set<string>>();
  const name = (region: Region, word: string) => (named.get(region) ?? named.set(region, new Set()).get(region)!).add(word);
  for (const [region, cue] of Object.entries(CUES) as Array<[Region, RegExp]>) for (const [word] of text.matchAll(cue)) name(region, word);
  // Japanese is written in Chinese characters too: there they name Japan alone.
  const kana = KANA.test(text);
  for (const [region, script, letters] of SCRIPTS) if (letters.test(text) && !(kana && script === 'chinese script')) name(region, script);
  return new Map([...named].map(([region, words]) => [region, [...words].sort().join(', ')]));
}

/** What a value read alone names: no region. */
export const NO_REGION: Regions = new Map();

/**
 * The regions a template's fixed text names: its messages' (request-literals.ts) and its other
 * fields' (the tools and their descriptions: "Books a visit to our Shanghai office"), read when
 * first asked for, once per template (a system prompt of 5 kB takes about 150 µs).
 */
export function fixedRegionsOf(literals?: string, fields?: string): () => Regions {
  let regions: Regions | undefined;
  return () => (regions ??= unionOf(literals === undefined ? NO_REGION : regionsIn(literals), fields === undefined ? NO_REGION : regionsIn(fields)));
}

/**
 * The regions a request names, in its fixed text and its values ("the {{city}} office" for
 * Shanghai), read when first asked for: only a date asks, so a request without one reads nothing.
 */
export function regionsOfRequest(fixed: () => Regions, values: () => readonly string[]): () => Regions {
  let regions: Regions | undefined;
  return () => (regions ??= unionOf(fixed(), regionsIn(values().join('\n').toLowerCase())));
}

/** The regions named by both texts, their words together. */
function unionOf(a: Regions, b: Regions): Regions {
  if (b.size === 0) return a;
  if (a.size === 0) return b;
  const union = new Map(a);
  for (const [region, words] of b) union.set(region, union.has(region) ? [...new Set([...union.get(region)!.split(', '), ...words.split(', ')])].sort().join(', ') : words);
  return union;
}

const DAY_MS = 86_400_000;
const dayOf = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / DAY_MS;
const monthDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(5, 10);

/** Day numbers to the name of their holiday, for one region and year. */
type Marks = Map<number, string>;
const mark = (marks: Marks, day: number, name: string) => {
  const before = marks.get(day);
  if (before === undefined) marks.set(day, name);
  else if (!before.split(' and ').includes(name)) marks.set(day, `${before} and ${name}`);
};
/** Marks the days `from` to `to` around `day`, each by its distance: "eid al-fitr -1", "eid al-fitr", "eid al-fitr +1". */
const around = (marks: Marks, day: number, name: string, from: number, to: number) => {
  for (let k = from; k <= to; k++) mark(marks, day + k, k === 0 ? name : `${name} ${k > 0 ? '+' : ''}${k}`);
};

/**
 * Each day from December 1 of the year before to January 15 of the next in a calendar (a window
 * around a holiday there may reach into the year): its month (numeric, or a name for the Hebrew
 * one) and day.
 */
function scan(year: number, calendar: string, visit: (day: number, month: string, date: number) => void): boolean {
  const format = new Intl.DateTimeFormat(`en-u-ca-${calendar}`, { timeZone: 'UTC', month: calendar === 'hebrew' ? 'long' : 'numeric', day: 'numeric' });
  // A Node built without full ICU falls back to the Gregorian calendar: the caller marks windows instead.
  if (format.resolvedOptions().calendar !== calendar) return false;
  for (let day = dayOf(year - 1, 12, 1); day <= dayOf(year + 1, 1, 15); day++) {
    let month = '';
    let date = 0;
    for (const part of format.formatToParts(day * DAY_MS + DAY_MS / 2)) {
      if (part.type === 'month') month = part.value;
      else if (part.type === 'day') date = Number(part.value);
    }
    visit(day, month, date);
  }
  return true;
}

/** Days of the Gregorian calendar each year: [month, day, name]. */
type Fixed = ReadonlyArray<readonly [number, number, string]>;
const markFixed = (marks: Marks, year: number, days: Fixed) => {
  for (const [month, day, name] of days) mark(marks, dayOf(year, month, day), name);
};

const EAST_ASIA_FIXED: Fixed = [
  [2, 28, 'peace memorial day'],
  [3, 1, 'independence movement day'],
  ...[3, 4, 5, 6, 7].map((day) => [4, day, `qingming window 04-0${day}`] as const),
  [4, 30, 'reunification day'],
  ...[1, 2, 3, 4, 5].map((day) => [5, day, `labour day holiday 05-0${day}`] as const),
  [6, 6, 'memorial day (korea)'],
  [7, 1, 'hong kong establishment day'],
  [8, 9, 'national day (singapore)'],
  [8, 15, 'liberation day'],
  [8, 17, 'independence day (indonesia)'],
  [8, 31, 'merdeka day'],
  [9, 2, 'national day (vietnam)'],
  [9, 16, 'malaysia day'],
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((day) => [10, day, `national day holiday 10-0${day}`] as const),
  [10, 9, 'hangul day'],
  [10, 10, 'double ten day'],
];

/** Lunar festivals by the Chinese calendar (Korea's and Vietnam's agree but for rare years, inside the windows). */
function eastAsia(year: number, marks: Marks): void {
  markFixed(marks, year, EAST_ASIA_FIXED);
  const known = scan(year, 'chinese', (day, month, date) => {
    if (month === '1' && date === 1) around(marks, day, 'lunar new year', -3, 8);
    else if (month === '1' && date === 15) mark(marks, day, 'lantern festival');
    else if (month === '3' && date === 10) mark(marks, day, 'hung kings festival');
    else if (month === '4' && date === 8) mark(marks, day, "buddha's birthday");
    else if (month === '5' && date === 5) around(marks, day, 'dragon boat festival', -1, 2);
    else if (month === '8' && date === 15) around(marks, day, 'mid-autumn festival', -2, 2);
    else if (month === '9' && date === 9) mark(marks, day, 'double ninth festival');
  });
  // Without the calendar: every day Lunar New Year's week may cover, each apart.
  if (!known) for (let day = dayOf(year, 1, 18); day <= dayOf(year, 2, 28); day++) mark(marks, day, `lunar new year window ${monthDay(day)}`);
}

/** Japan's holidays: fixed, on a Monday of a month, at an equinox, and the day after one on a Sunday. */
function japan(year: number, marks: Marks): void {
  const fixed: Fixed = [
    [1, 2, 'new year holiday'],
    [1, 3, 'new year holiday'],
    [2, 11, 'national foundation day'],
    [2, 23, "emperor's birthday"],
    [4, 29, 'showa day'],
    [5, 3, 'constitution day'],
    [5, 4, 'greenery day'],
    [5, 5, "children's day"],
    [8, 11, 'mountain day'],
    ...[13, 14, 15, 16].map((day) => [8, day, `obon 08-${day}`] as const),
    [11, 3, 'culture day'],
    [11, 23, 'labour thanksgiving day'],
    ...[28, 29, 30, 31].map((day) => [12, day, `year-end holiday 12-${day}`] as const),
  ];
  markFixed(marks, year, fixed);
  for (const [month, day] of fixed) {
    const at = dayOf(year, month, day);
    if (new Date(at * DAY_MS).getUTCDay() === 0) mark(marks, at + 1, 'substitute holiday');
  }
  for (const [month, nth, name] of [[1, 2, 'coming of age day'], [7, 3, 'marine day'], [9, 3, 'respect for the aged day'], [10, 2, 'sports day']] as const) {
    const first = dayOf(year, month, 1);
    const firstMonday = first + ((8 - new Date(first * DAY_MS).getUTCDay()) % 7);
    mark(marks, firstMonday + 7 * (nth - 1), name);
  }
  for (const day of [19, 20, 21, 22]) mark(marks, dayOf(year, 3, day), `vernal equinox window 03-${day}`);
  for (const day of [21, 22, 23, 24]) mark(marks, dayOf(year, 9, day), `autumnal equinox window 09-${day}`);
}

/** The Islamic holidays by the Umm al-Qura calendar, with the days other countries' sightings may move them to. */
function islamic(year: number, marks: Marks): void {
  const windows: Marks = new Map();
  const ramadan: number[] = [];
  const known = scan(year, 'islamic-umalqura', (day, month, date) => {
    if (month === '9') ramadan.push(day);
    if (month === '9' && date === 1) around(windows, day, 'ramadan begins', -2, 1);
    else if (month === '10' && date === 1) around(windows, day, 'eid al-fitr', -3, 4);
    else if (month === '12' && date === 10) around(windows, day, 'eid al-adha', -2, 4);
    else if (month === '1' && date === 1) around(windows, day, 'islamic new year', -1, 1);
    else if (month === '1' && date === 10) around(windows, day, 'ashura', -1, 1);
    else if (month === '3' && date === 12) around(windows, day, 'mawlid', -1, 1);
    else if (month === '7' && date === 27) around(windows, day, 'isra and miraj', -1, 1);
  });
  // Ramadan's days between its first and last are one category: the month's hours are the same.
  for (const day of ramadan) if (!windows.has(day)) mark(marks, day, 'ramadan');
  for (const [day, name] of windows) mark(marks, day, name);
  // Without the calendar, the holidays move through the whole year: each day is its own.
  if (!known) for (let day = dayOf(year, 1, 1); day < dayOf(year + 1, 1, 1); day++) mark(marks, day, `islamic calendar window ${monthDay(day)}`);
}

/** The Jewish holidays and their eves, by the Hebrew calendar's month and day. */
const HEBREW_DAYS: Record<string, readonly number[]> = {
  Elul: [29],
  Tishri: [1, 2, 3, 9, 10, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23],
  Kislev: [24, 25, 26, 27, 28, 29, 30],
  Tevet: [1, 2, 3],
  Adar: [13, 14, 15],
  'Adar II': [13, 14, 15],
  Nisan: [14, 15, 16, 17, 18, 19, 20, 21, 22, 26, 27, 28],
  Iyar: [2, 3, 4, 5, 6],
  Sivan: [5, 6, 7],
  Av: [8, 9, 10],
};

function jewish(year: number, marks: Marks): void {
  const known = scan(year, 'hebrew', (day, month, date) => {
    if (HEBREW_DAYS[month]?.includes(date)) mark(marks, day, `${month.toLowerCase()} ${date}`);
  });
  if (!known) for (let day = dayOf(year, 1, 1); day < dayOf(year + 1, 1, 1); day++) mark(marks, day, `hebrew calendar window ${monthDay(day)}`);
}

const INDIA_FIXED: Fixed = [
  [1, 14, 'makar sankranti'],
  [1, 15, 'pongal'],
  [1, 26, 'republic day'],
  [4, 14, 'ambedkar jayanti'],
  [5, 1, 'maharashtra day'],
  [8, 15, 'independence day (india)'],
  [10, 2, 'gandhi jayanti'],
];

/** A festival that falls on a day of a lunar month ("1" the new moon, "15" the full moon) in a window of the year. */
interface MoonFestival {
  name: string;
  date: number;
  window: [[number, number], [number, number]];
  /** The days marked before and after each candidate day. */
  around: [number, number];
}

/**
 * Festivals of lunisolar calendars ICU lacks (the Hindu and the Thai), by the Chinese calendar's
 * new and full moons: every day of the month's date that falls in the festival's window, with the
 * days around it, each named by its date, since which candidate is the festival (in a year with a
 * leap month, the later) and on which day it is kept differs from year to year.
 */
function markMoonFestivals(year: number, marks: Marks, festivals: readonly MoonFestival[]): boolean {
  return scan(year, 'chinese', (day, _month, date) => {
    for (const { name, date: on, window: [[fromMonth, fromDay], [toMonth, toDay]], around: [before, after] } of festivals) {
      if (date !== on || day < dayOf(year, fromMonth, fromDay) || day > dayOf(year, toMonth, toDay)) continue;
      for (let k = -before; k <= after; k++) mark(marks, day + k, `near ${name} ${new Date((day + k) * DAY_MS).toISOString().slice(0, 10)}`);
    }
  });
}

const INDIA_MOONS: readonly MoonFestival[] = [
  { name: 'diwali', date: 1, window: [[10, 10], [11, 18]], around: [3, 2] },
  { name: 'holi', date: 15, window: [[2, 22], [3, 29]], around: [2, 2] },
  { name: 'dussehra', date: 10, window: [[9, 20], [10, 26]], around: [1, 1] },
  { name: 'ganesh chaturthi', date: 4, window: [[8, 19], [9, 21]], around: [1, 1] },
];

/** India's fixed days and the festivals that follow the moon. */
function india(year: number, marks: Marks): void {
  markFixed(marks, year, INDIA_FIXED);
  const known = markMoonFestivals(year, marks, INDIA_MOONS);
  if (!known) for (let day = dayOf(year, 2, 20); day <= dayOf(year, 11, 20); day++) mark(marks, day, `hindu calendar window ${monthDay(day)}`);
}

/** Nowruz and the days after it by the Persian calendar (Farvardin 1 falls on March 20 or 21), and Sizdah Bedar. */
function persian(year: number, marks: Marks): void {
  const known = scan(year, 'persian', (day, month, date) => {
    if (month === '1' && date === 1) around(marks, day, 'nowruz', -1, 4);
    else if (month === '1' && (date === 12 || date === 13)) mark(marks, day, `farvardin ${date}`);
  });
  if (!known) for (let day = dayOf(year, 3, 18); day <= dayOf(year, 4, 3); day++) mark(marks, day, `nowruz window ${monthDay(day)}`);
}

/** Easter Sunday by the Julian computus, as a Gregorian day number (the Orthodox churches' Easter). */
function orthodoxEaster(year: number): number {
  const d = (19 * (year % 19) + 15) % 30;
  const e = (2 * (year % 4) + 4 * (year % 7) - d + 34) % 7;
  const julianMonth = Math.floor((d + e + 114) / 31);
  const julianDay = ((d + e + 114) % 31) + 1;
  // The Julian calendar runs behind the Gregorian by 13 days from 1900 to 2099 (one more a century after).
  const behind = Math.floor(year / 100) - Math.floor(year / 400) - 2;
  return dayOf(year, julianMonth, julianDay) + behind;
}

const ORTHODOX_FIXED: Fixed = [
  ...[2, 3, 4, 5, 6, 7, 8].map((day) => [1, day, `new year holidays 01-0${day}`] as const),
  [1, 19, 'theophany'],
  [2, 23, 'defender of the fatherland day'],
  [3, 8, "international women's day"],
  [3, 25, 'annunciation'],
  [5, 9, 'victory day'],
  [6, 12, 'russia day'],
  [9, 11, 'ethiopian new year'],
  [9, 27, 'meskel'],
  [11, 4, 'unity day'],
];

/** Orthodox Easter with the days around it, Clean Monday and Pentecost, and the fixed days of the countries that keep it. */
function orthodox(year: number, marks: Marks): void {
  markFixed(marks, year, ORTHODOX_FIXED);
  const easter = orthodoxEaster(year);
  around(marks, easter, 'orthodox easter', -2, 1);
  mark(marks, easter - 48, 'clean monday');
  around(marks, easter + 49, 'orthodox pentecost', 0, 1);
}

const THAI_FIXED: Fixed = [
  [4, 6, 'chakri day'],
  ...[12, 13, 14, 15, 16].map((day) => [4, day, `songkran 04-${day}`] as const),
  [7, 28, "king's birthday"],
  [8, 12, "queen mother's birthday"],
  [10, 13, 'king bhumibol memorial day'],
  [10, 23, 'chulalongkorn day'],
  [12, 5, "father's day (thailand)"],
  [12, 10, 'constitution day (thailand)'],
];

const THAI_MOONS: readonly MoonFestival[] = [
  { name: 'makha bucha', date: 15, window: [[2, 1], [3, 15]], around: [1, 2] },
  { name: 'visakha bucha', date: 15, window: [[4, 25], [6, 5]], around: [1, 2] },
  { name: 'asahna bucha', date: 15, window: [[7, 1], [8, 10]], around: [1, 2] },
];

/** Thailand's fixed days, and its Buddhist days at the full moons they may fall on. */
function thai(year: number, marks: Marks): void {
  markFixed(marks, year, THAI_FIXED);
  const known = markMoonFestivals(year, marks, THAI_MOONS);
  if (!known) for (let day = dayOf(year, 2, 1); day <= dayOf(year, 8, 12); day++) mark(marks, day, `buddhist calendar window ${monthDay(day)}`);
}

const BUILDERS: Record<Region, (year: number, marks: Marks) => void> = { 'east asia': eastAsia, japan, islamic, jewish, india, persian, orthodox, thai };

/** The years whose holidays are read: two centuries around now. */
const FIRST_YEAR_READ = 1900;
const LAST_YEAR_READ = 2100;

/** Each region's marks by year, built on first use (a Chinese-calendar year takes about 10 ms). */
const built = new Map<string, Marks>();
function marksOf(region: Region, year: number): Marks {
  const key = `${region} ${year}`;
  let marks = built.get(key);
  if (!marks) {
    marks = new Map();
    BUILDERS[region](year, marks);
    built.set(key, marks);
  }
  return marks;
}

/**
 * The holidays of the named regions on a day counted from 1970-01-01, with the words that named
 * each region ("lunar new year in shanghai"), or null when none falls on it.
 */
export function regionalHolidayOnDay(dayNumber: number, regions: Regions): string | null {
  if (regions.size === 0) return null;
  const year = new Date(dayNumber * DAY_MS).getUTCFullYear();
  // Each year read costs up to 10 ms once: a request may not make a process read thousands. A
  // date of another century is its own category instead, verified on its own.
  if (year < FIRST_YEAR_READ || year > LAST_YEAR_READ) return `${new Date(dayNumber * DAY_MS).toISOString().slice(0, 10)}, a year whose holidays are not read, in ${[...regions.values()].join('; ')}`;
  const names: string[] = [];
  for (const [region, words] of regions) {
    const name = marksOf(region, year).get(dayNumber);
    if (name) names.push(`${name} in ${words}`);
  }
  return names.length > 0 ? names.join('; ') : null;
}

/**
 * A month and day without a year, where regions are named: which holiday it is depends on the
 * year (Lunar New Year's week moves by a month, Eid through the whole year), so each day is its
 * own category then.
 */
export function regionalHolidayOnYearless(month: number, day: number, regions: Regions): string | null {
  if (regions.size === 0) return null;
  return `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')} in ${[...regions.values()].join('; ')}`;
}
