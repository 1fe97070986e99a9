// Round sixty-three of the induction evaluation: answers that turn on a property of a copied value
// its shape does not show, or on how two values pair. A quarter named for a date across years
// (10 of 13 seeds) and a timesheet's half of the month (7 of 13) were served wrong until where a
// date lies in its year and its month were ranges; a weekday that is not the date's, in one value
// (4 of 13) or apart (4 of 13), until that was a feature and a relation; a zip of another state
// (5 of 13) and a city of another country (2 of 13) until those pairings were relations; an item's
// leading determiner ("an avocado", 3 of 13) until it was a feature; two purchases over a gift
// card (1 of 13), a return past a 30-day window (2 of 13), a price rise past 10 (3 of 13) or
// past 10% (1 of 13) and a booking over two hours (2 of 13) until the sum of two numbers against
// a third, the gap between two dates, times or numbers and the ratio of two amounts were
// relations. The rest were already safe:
// a Russian plural after a teen, a date that does not exist, two guests joined by "and", a desk by
// a surname's initial, a country by a phone prefix, letters in a word, anagrams, a column width
// and an underline that follow a value's length, an apostrophe in SQL, a fiscal year, a time
// zone, a southern season, a family name written first, a currency's minor units, a text colour,
// three numbers sorted, "the" before a hotel, a count in digits lifted out of an item, an adult
// check from a birth date against today in the system prompt.
import type { Family } from './families.js';
import { between, last, pad, pick, tool, user } from './family-kit.js';

/** Russian: 1, 21 книга; 2-4, 22-24 книги; 0, 5-20, 25-30 книг (11 to 14 are always книг). */
const russianBooks = (n: number) => (n % 10 === 1 && n % 100 !== 11 ? 'книга' : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 'книги' : 'книг');

const DAYS_IN_MONTH_2027 = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const INVALID_DATES = ['2027-02-29', '2027-02-30', '2027-04-31', '2027-06-31', '2027-09-31', '2027-11-31', '2027-02-31'];

const FULL_NAMES = ['Anna Lee', 'Omar Haddad', 'Sofia Rossi', 'Liam Walsh', 'Mei Chen', 'Raj Patel', 'Eva Novak', 'Tom Berg', 'Nia Okafor', 'Luis Gomez', 'Ida Holm', 'Ken Sato', 'Zara Khan', 'Max Vogel'];
const PAIRS = ['Anna and Tom', 'Omar and Mei', 'Sofia and Raj', 'Liam and Eva', 'Nia and Luis', 'Ida and Ken'];

const SURNAMES_A_TO_M = ['Adams', 'Baker', 'Clark', 'Davis', 'Evans', 'Foster', 'Garcia', 'Hughes', 'Irwin', 'Jones', 'Kelly', 'Lopez', 'Moore', 'Bennett', 'Carter', 'Dixon'];
const SURNAMES_N_TO_Z = ['Nelson', 'Owens', 'Parker', 'Quinn', 'Reed', 'Smith', 'Turner', 'Vance', 'Walker', 'Young'];

const WORDS_WITH_R = ['river', 'carpet', 'mirror', 'garden', 'bread', 'train', 'forest', 'orange', 'purple', 'market', 'winter', 'dragon', 'circle', 'paper'];
const WORDS_WITHOUT_R = ['table', 'window', 'candle', 'pillow', 'yellow', 'bottle', 'kitten', 'button', 'pencil', 'island', 'castle', 'jacket'];

const ANAGRAMS = [['listen', 'silent'], ['evil', 'vile'], ['night', 'thing'], ['heart', 'earth'], ['below', 'elbow'], ['state', 'taste'], ['dusty', 'study'], ['cider', 'cried'], ['angel', 'glean'], ['inch', 'chin'], ['save', 'vase'], ['lemon', 'melon']];
const NOT_ANAGRAMS = [['listen', 'silence'], ['night', 'think'], ['heart', 'heard'], ['below', 'bowel'], ['state', 'stake'], ['lemon', 'demon'], ['inch', 'itch'], ['save', 'cave']];

const FIVE_LETTER_NAMES = ['Alice', 'Carol', 'Grace', 'Heidi', 'Frank', 'Julia', 'Laura', 'Oscar', 'Peter', 'Sarah', 'Henry', 'Clara', 'Felix', 'Nadia'];
const OTHER_LENGTH_NAMES = ['Bob', 'Eve', 'Tom', 'Anna', 'Liam', 'Zoe', 'Noah', 'Isabel', 'Matthew', 'Charlotte'];

const SIX_LETTER_TITLES = ['Budget', 'Agenda', 'Report', 'Review', 'Memo 1', 'Design', 'Launch', 'Survey', 'Travel', 'Policy', 'Safety', 'Hiring', 'Events', 'Sprint'];
const OTHER_TITLES = ['Notes', 'Roadmap', 'Q3 plan', 'Minutes', 'Goals', 'Backlog', 'Retro'];

const PLAIN_SURNAMES = ['Smith', 'Jones', 'Brown', 'Taylor', 'Wilson', 'Davies', 'Evans', 'Thomas', 'Johnson', 'Roberts', 'Walker', 'Wright', 'Robinson', 'Thompson'];
const APOSTROPHE_SURNAMES = ["O'Brien", "O'Neil", "D'Souza", "O'Hara", "D'Angelo"];

const CET_CITIES = ['Paris', 'Berlin', 'Madrid', 'Rome', 'Vienna', 'Prague', 'Warsaw', 'Oslo', 'Stockholm', 'Brussels', 'Amsterdam', 'Zurich', 'Budapest', 'Copenhagen'];
const OTHER_ZONES: Record<string, string> = { Lisbon: 'WET', London: 'GMT', Dublin: 'GMT', Athens: 'EET', Helsinki: 'EET', Kyiv: 'EET' };

const NORTHERN_CITIES = ['Paris', 'Berlin', 'Chicago', 'Toronto', 'Tokyo', 'Seoul', 'Madrid', 'Boston', 'Oslo', 'Dublin', 'Denver', 'Warsaw', 'Beijing', 'Moscow'];
const SOUTHERN_CITIES = ['Sydney', 'Melbourne', 'Santiago', 'Auckland', 'Johannesburg', 'Lima', 'Montevideo'];

const WESTERN_MEN = ['John Smith', 'David Brown', 'Peter Walsh', 'Mark Evans', 'Paul Turner', 'James Wright', 'Henry Clark', 'Oscar Reed', 'Lucas Young', 'Adam Fisher', 'Noah Carter', 'Felix Moore'];
const FAMILY_FIRST_MEN = ['Wang Wei', 'Zhang Lei', 'Li Qiang', 'Liu Yang', 'Chen Jie', 'Nagy Peter', 'Kovacs Janos'];

const ZERO_DECIMAL_CURRENCIES = ['JPY', 'KRW', 'VND', 'CLP', 'ISK', 'PYG', 'UGX', 'XAF'];
const TWO_DECIMAL_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF'];

const hexColour = (rng: () => number, dark: boolean) => `#${[0, 1, 2].map(() => between(rng, dark ? 0 : 160, dark ? 95 : 255).toString(16).padStart(2, '0')).join('')}`;
const isDark = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).reduce((sum, c) => sum + c, 0) / 3 < 128;

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekdayOf = (date: string) => WEEKDAY_NAMES[new Date(`${date}T00:00:00Z`).getUTCDay()];

const CITY_COUNTRY: Record<string, string> = { Paris: 'France', Lyon: 'France', Berlin: 'Germany', Munich: 'Germany', Madrid: 'Spain', Seville: 'Spain', Rome: 'Italy', Milan: 'Italy', Lisbon: 'Portugal', Porto: 'Portugal', Vienna: 'Austria', Oslo: 'Norway', Dublin: 'Ireland', Prague: 'Czechia' };
const COUNTRIES = [...new Set(Object.values(CITY_COUNTRY))];
const ZIP_STATES: Array<[string, number, number]> = [['NY', 10001, 14999], ['CA', 90001, 96199], ['TX', 75001, 79999], ['FL', 32003, 34997], ['IL', 60001, 62999], ['WA', 98001, 99403]];

const TWO_WORD_HOTELS = ['Grand Hyatt', 'Four Seasons', 'Park Plaza', 'Royal Crown', 'Hotel Astoria', 'Blue Harbor', 'Golden Gate', 'Silver Oak', 'Ocean View', 'Maple Lodge', 'River Inn', 'Hotel Central', 'Palm Court', 'Hotel Bristol'];
const THE_HOTELS = ['the Savoy', 'the Ritz', 'the Plaza', 'the Langham', 'the Dorchester', 'the Peninsula'];
const TWO_WORD_ITEMS = ['oat milk', 'rye bread', 'green tea', 'olive oil', 'brown rice', 'sea salt', 'maple syrup', 'goat cheese', 'baby spinach', 'almond butter', 'red onions', 'sweet potatoes', 'peanut butter', 'soy sauce'];
const COUNTED_ITEMS = ['2 lemons', '3 avocados', '6 eggs', '4 limes', '2 baguettes', '5 bananas'];
const DETERMINED_ITEMS = ['some eggs', 'a melon', 'an avocado', 'some coffee', 'a lemon', 'some butter', 'the pasta', 'more apples'];

const isoDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
const dayOfIso = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

export const ROUND_63: Family[] = [
  {
    name: 'Russian plural after a count, teens later (other counts first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      let n = between(rng, 1, 99);
      while ((i < 12 || rng() < 0.5) && n % 100 >= 11 && n % 100 <= 14) n = between(rng, 1, 99);
      return user(`Сколько книг на полке? На полке ${n}.`);
    },
    answer: (m) => { const n = Number(/полке (\d+)\./.exec(last(m))![1]); return { content: `На полке ${n} ${russianBooks(n)}.` }; },
  },
  {
    name: 'table booked on a date, a date that does not exist refused (real dates first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      if (i >= 12 && rng() < 0.4) return user(`Book a table for two on ${pick(rng, INVALID_DATES)}`);
      const month = between(rng, 1, 12);
      return user(`Book a table for two on 2027-${pad(month)}-${pad(between(rng, 1, DAYS_IN_MONTH_2027[month - 1]))}`);
    },
    answer: (m) => {
      const date = /on (\d{4}-\d\d-\d\d)/.exec(last(m))![1];
      const [y, mo, d] = date.split('-').map(Number);
      if (d > DAYS_IN_MONTH_2027[mo - 1] || y !== 2027) return { content: `${date} is not a valid date. Which day did you mean?` };
      return { content: null, tool_calls: [tool('book_table', { date, guests: 2 })] };
    },
  },
  {
    name: 'arrival message, two guests joined by and take have (one full name first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Tell the host that ${i < 12 || rng() < 0.6 ? pick(rng, FULL_NAMES) : pick(rng, PAIRS)} arrived`),
    answer: (m) => { const guest = /host that (.+) arrived/.exec(last(m))![1]; return { content: `Message sent: "${guest} ${guest.includes(' and ') ? 'have' : 'has'} arrived."` }; },
  },
  {
    name: 'check-in desk by the initial of a surname (A to M first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Which check-in desk is for passenger ${i < 12 || rng() < 0.5 ? pick(rng, SURNAMES_A_TO_M) : pick(rng, SURNAMES_N_TO_Z)}?`),
    answer: (m) => { const surname = /passenger (\w+)\?/.exec(last(m))![1]; return { content: `Passenger ${surname}: desk ${surname[0] <= 'M' ? 1 : 2}.` }; },
  },
  {
    name: 'contact saved with the country of a phone prefix (+33 first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const prefix = i < 12 || rng() < 0.5 ? '33' : pick(rng, ['34', '39', '32', '31']);
      return user(`Save ${pick(rng, FULL_NAMES)} with phone +${prefix}${between(rng, 6, 7)}${String(between(rng, 10_000_000, 99_999_999))}`);
    },
    answer: (m) => {
      const [, name, phone] = /Save (.+) with phone (\+\d+)/.exec(last(m))!;
      const country = { '33': 'FR', '34': 'ES', '39': 'IT', '32': 'BE', '31': 'NL' }[phone.slice(1, 3)];
      return { content: null, tool_calls: [tool('save_contact', { name, phone, country })] };
    },
  },
  {
    name: 'emoji reaction copied into a call, flags and joined emoji among them',
    kind: 'copying',
    request: (_i, rng) => user(`React to message ${between(rng, 100, 999)} with ${pick(rng, ['👍', '🎉', '❤️', '😂', '🔥', '👀', '✅', '🙏', '🇫🇷', '🇯🇵', '👩‍💻', '👨‍👩‍👧', '👍🏽', '🏳️‍🌈'])}`),
    answer: (m) => { const [, id, emoji] = /message (\d+) with (.+)$/u.exec(last(m))!; return { content: null, tool_calls: [tool('add_reaction', { message_id: Number(id), emoji })] }; },
  },
  {
    name: 'whether a word has the letter r, word echoed (words with r first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Does the word "${i < 12 || rng() < 0.5 ? pick(rng, WORDS_WITH_R) : pick(rng, WORDS_WITHOUT_R)}" contain the letter r?`),
    answer: (m) => { const word = /word "(\w+)"/.exec(last(m))![1]; return { content: word.includes('r') ? `Yes, "${word}" contains an r.` : `No, "${word}" has no r.` }; },
  },
  {
    name: 'anagram check of two words (anagrams first 12)',
    kind: 'look-alike',
    request: (i, rng) => { const [a, b] = i < 12 || rng() < 0.5 ? pick(rng, ANAGRAMS) : pick(rng, NOT_ANAGRAMS); return user(`Are "${a}" and "${b}" anagrams?`); },
    answer: (m) => {
      const [, a, b] = /"(\w+)" and "(\w+)"/.exec(last(m))!;
      const sorted = (w: string) => [...w].sort().join('');
      return { content: sorted(a) === sorted(b) ? `Yes: "${a}" and "${b}" use the same letters.` : `No: "${a}" and "${b}" use different letters.` };
    },
  },
  {
    name: 'markdown table with columns as wide as the name (five-letter names first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Show ${i < 12 || rng() < 0.5 ? pick(rng, FIVE_LETTER_NAMES) : pick(rng, OTHER_LENGTH_NAMES)} aged ${between(rng, 20, 70)} as a table`),
    answer: (m) => {
      const [, name, age] = /Show (\w+) aged (\d+)/.exec(last(m))!;
      const width = Math.max(4, name.length);
      return { content: `| ${'Name'.padEnd(width)} | Age |\n|${'-'.repeat(width + 2)}|-----|\n| ${name.padEnd(width)} | ${age}  |` };
    },
  },
  {
    name: 'heading underlined to the length of its title (six-letter titles first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Write a reStructuredText heading for the section "${i < 12 || rng() < 0.5 ? pick(rng, SIX_LETTER_TITLES) : pick(rng, OTHER_TITLES)}"`),
    answer: (m) => { const title = /section "(.+)"/.exec(last(m))![1]; return { content: `${title}\n${'='.repeat(title.length)}` }; },
  },
  {
    name: 'SQL string literal doubles an apostrophe (plain surnames first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Write SQL to find customers with the surname ${i < 12 || rng() < 0.6 ? pick(rng, PLAIN_SURNAMES) : pick(rng, APOSTROPHE_SURNAMES)}`),
    answer: (m) => { const surname = /surname (.+)$/.exec(last(m))![1]; return { content: `SELECT * FROM customers WHERE surname = '${surname.replace(/'/g, "''")}';` }; },
  },
  {
    name: 'quarter of a date across years (first quarters first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const month = i < 12 || rng() < 0.4 ? between(rng, 1, 3) : between(rng, 1, 12);
      return user(`Which quarter is ${between(rng, 2019, 2031)}-${pad(month)}-${pad(between(rng, 1, 28))} in?`);
    },
    answer: (m) => { const date = /is (\d{4}-\d\d-\d\d) in/.exec(last(m))![1]; return { content: `${date} is in Q${Math.ceil(Number(date.slice(5, 7)) / 3)}.` }; },
  },
  {
    name: 'timesheet statement by the half of the month of a date (first halves first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const day = i < 12 || rng() < 0.4 ? between(rng, 1, 15) : between(rng, 1, 28);
      return user(`Log the timesheet for ${between(rng, 2025, 2028)}-${pad(between(rng, 1, 12))}-${pad(day)}`);
    },
    answer: (m) => { const date = /for (\d{4}-\d\d-\d\d)/.exec(last(m))![1]; return { content: `Logged ${date} on the ${Number(date.slice(8)) <= 15 ? 'current' : 'next'} statement.` }; },
  },
  {
    name: 'fiscal year from July named by a date (January to June first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const month = i < 12 || rng() < 0.4 ? between(rng, 1, 6) : between(rng, 1, 12);
      return user(`Tag the invoice dated ${between(rng, 2019, 2031)}-${pad(month)}-${pad(between(rng, 1, 28))} with its fiscal year`);
    },
    answer: (m) => {
      const date = /dated (\d{4}-\d\d-\d\d)/.exec(last(m))![1];
      const year = Number(date.slice(0, 4)) + (Number(date.slice(5, 7)) >= 7 ? 1 : 0);
      return { content: null, tool_calls: [tool('tag_invoice', { date, fiscal_year: `FY${year}` })] };
    },
  },
  {
    name: 'fiscal year from July in prose, the year copied from the date (January to June first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const month = i < 12 || rng() < 0.4 ? between(rng, 1, 6) : between(rng, 1, 12);
      return user(`Which fiscal year is the invoice dated ${between(rng, 2019, 2031)}-${pad(month)}-${pad(between(rng, 1, 28))} in?`);
    },
    answer: (m) => {
      const date = /dated (\d{4}-\d\d-\d\d)/.exec(last(m))![1];
      return { content: `The invoice of ${date} is in fiscal year ${Number(date.slice(0, 4)) + (Number(date.slice(5, 7)) >= 7 ? 1 : 0)}.` };
    },
  },
  {
    name: 'meeting call with the time zone of a city (central European cities first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Schedule a call with the ${i < 12 || rng() < 0.6 ? pick(rng, CET_CITIES) : pick(rng, Object.keys(OTHER_ZONES))} office at ${between(rng, 9, 17)}:00`),
    answer: (m) => {
      const [, city, hour] = /the (\w+) office at (\d+):00/.exec(last(m))!;
      return { content: null, tool_calls: [tool('schedule_call', { office: city, time: `${pad(Number(hour))}:00`, timezone: OTHER_ZONES[city] ?? 'CET' })] };
    },
  },
  {
    name: 'season in a city on a date, southern cities later (northern cities in winter months first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const month = i < 12 || rng() < 0.5 ? pick(rng, [12, 1, 2]) : between(rng, 1, 12);
      return user(`What season is it in ${i < 12 || rng() < 0.5 ? pick(rng, NORTHERN_CITIES) : pick(rng, SOUTHERN_CITIES)} on ${between(rng, 2025, 2028)}-${pad(month)}-${pad(between(rng, 1, 28))}?`);
    },
    answer: (m) => {
      const [, city, date] = /in (\w+) on (\d{4}-\d\d-\d\d)/.exec(last(m))!;
      const northern = ['winter', 'winter', 'spring', 'spring', 'spring', 'summer', 'summer', 'summer', 'autumn', 'autumn', 'autumn', 'winter'][Number(date.slice(5, 7)) - 1];
      const flip: Record<string, string> = { winter: 'summer', summer: 'winter', spring: 'autumn', autumn: 'spring' };
      return { content: `On ${date} it is ${SOUTHERN_CITIES.includes(city) ? flip[northern] : northern} in ${city}.` };
    },
  },
  {
    name: 'formal greeting by family name, written first in some names (Western names first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Write a formal greeting for ${i < 12 || rng() < 0.6 ? pick(rng, WESTERN_MEN) : pick(rng, FAMILY_FIRST_MEN)}`),
    answer: (m) => {
      const full = /greeting for (.+)$/.exec(last(m))!.at(1)!;
      const [first, second] = full.split(' ');
      return { content: `Dear Mr. ${FAMILY_FIRST_MEN.includes(full) ? first : second},` };
    },
  },
  {
    name: 'charge in minor units, cents for two-decimal currencies (zero-decimal currencies first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Charge ${between(rng, 200, 9000)} ${i < 12 || rng() < 0.5 ? pick(rng, ZERO_DECIMAL_CURRENCIES) : pick(rng, TWO_DECIMAL_CURRENCIES)} to the saved card`),
    answer: (m) => {
      const [, amount, currency] = /Charge (\d+) ([A-Z]{3})/.exec(last(m))!;
      return { content: null, tool_calls: [tool('create_charge', { amount: Number(amount) * (ZERO_DECIMAL_CURRENCIES.includes(currency) ? 1 : 100), currency })] };
    },
  },
  {
    name: 'text colour for a background colour, copied (dark backgrounds first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Which text colour reads best on ${hexColour(rng, i < 12 || rng() < 0.5)}?`),
    answer: (m) => { const hex = /on (#[0-9a-f]{6})\?/.exec(last(m))![1]; return { content: `Use ${isDark(hex) ? 'white' : 'black'} text on ${hex}.` }; },
  },
  {
    name: 'table booked on a weekday and a date, a weekday that does not match corrected (matching first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const date = `2027-${pad(between(rng, 1, 12))}-${pad(between(rng, 1, 28))}`;
      return user(`Book a table on ${i < 12 || rng() < 0.5 ? weekdayOf(date) : pick(rng, WEEKDAY_NAMES)} ${date} at 19:00`);
    },
    answer: (m) => {
      const [, said, date] = /on (\w+) (\d{4}-\d\d-\d\d) at/.exec(last(m))!;
      return { content: said === weekdayOf(date) ? `Booked for ${said} ${date} at 19:00.` : `${date} is a ${weekdayOf(date)}, not a ${said}. Which did you mean?` };
    },
  },
  {
    name: 'three numbers sorted (sorted triples first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const triple = [between(rng, 1, 99), between(rng, 1, 99), between(rng, 1, 99)];
      if (i < 12 || rng() < 0.4) triple.sort((a, b) => a - b);
      return user(`Sort ascending: ${triple.join(', ')}`);
    },
    answer: (m) => ({ content: `Sorted: ${/ascending: (.+)$/.exec(last(m))![1].split(', ').map(Number).sort((a, b) => a - b).join(', ')}` }),
  },
  {
    name: 'weekday and date apart in a booking, a weekday that does not match corrected (matching first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const date = `2027-${pad(between(rng, 1, 12))}-${pad(between(rng, 1, 28))}`;
      return user(`Reserve the court for ${i < 12 || rng() < 0.5 ? weekdayOf(date) : pick(rng, WEEKDAY_NAMES)} evening (date: ${date})`);
    },
    answer: (m) => {
      const [, said, date] = /for (\w+) evening \(date: (\d{4}-\d\d-\d\d)\)/.exec(last(m))!;
      return { content: said === weekdayOf(date) ? `Reserved the court for ${said} evening, ${date}.` : `${date} is a ${weekdayOf(date)}, not a ${said}. Which did you mean?` };
    },
  },
  {
    name: 'parcel to a city and a country, a city in another country questioned (matching pairs first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const city = pick(rng, Object.keys(CITY_COUNTRY));
      return user(`Ship the parcel to ${city}, ${i < 12 || rng() < 0.5 ? CITY_COUNTRY[city] : pick(rng, COUNTRIES)}`);
    },
    answer: (m) => {
      const [, city, country] = /to (\w+), (\w+)$/.exec(last(m))!;
      return CITY_COUNTRY[city] === country ? { content: null, tool_calls: [tool('ship_parcel', { city, country })] } : { content: `${city} is in ${CITY_COUNTRY[city]}, not ${country}. Which is right?` };
    },
  },
  {
    name: 'parcel to a zip and a state, a zip of another state questioned (matching pairs first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const [state, lo, hi] = pick(rng, ZIP_STATES);
      return user(`Ship the parcel to zip ${between(rng, lo, hi)} in ${i < 12 || rng() < 0.5 ? state : pick(rng, ZIP_STATES)[0]}`);
    },
    answer: (m) => {
      const [, zip, state] = /zip (\d+) in (\w+)$/.exec(last(m))!;
      const actual = ZIP_STATES.find(([, lo, hi]) => Number(zip) >= lo && Number(zip) <= hi)![0];
      return actual === state ? { content: `Shipping to ${zip}, ${state}.` } : { content: `${zip} is a ${actual} zip code, not ${state}. Which is right?` };
    },
  },
  {
    name: 'address with a zip and a state in one value, a zip of another state questioned (matching first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const [state, lo, hi] = pick(rng, ZIP_STATES);
      return user(`Validate this address: ${between(rng, 10, 999)} Main St, Springfield, ${i < 12 || rng() < 0.5 ? state : pick(rng, ZIP_STATES)[0]} ${between(rng, lo, hi)}`);
    },
    answer: (m) => {
      const [, address, state, zip] = /address: (.+, ([A-Z]{2}) (\d{5}))$/.exec(last(m))!;
      const actual = ZIP_STATES.find(([, lo, hi]) => Number(zip) >= lo && Number(zip) <= hi)![0];
      return { content: actual === state ? `"${address}" looks valid.` : `${zip} is a ${actual} zip code, not ${state}.` };
    },
  },
  {
    name: 'shipping label with a zip and its state',
    kind: 'copying',
    request: (_i, rng) => { const [state, lo, hi] = pick(rng, ZIP_STATES); return user(`Print a label for zip ${between(rng, lo, hi)} in ${state}`); },
    answer: (m) => { const [, zip, state] = /zip (\d+) in (\w+)$/.exec(last(m))!; return { content: null, tool_calls: [tool('print_label', { zip, state })] }; },
  },
  {
    name: 'hotel into a booking call, the before some names dropped (two-word names first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Book me a room at ${i < 12 || rng() < 0.6 ? pick(rng, TWO_WORD_HOTELS) : pick(rng, THE_HOTELS)} for ${between(rng, 1, 5)} nights`),
    answer: (m) => { const [, hotel, nights] = /room at (.+) for (\d) nights/.exec(last(m))!; return { content: null, tool_calls: [tool('book_hotel', { hotel: hotel.replace(/^the /, 'The '), nights: Number(nights) })] }; },
  },
  {
    name: 'shopping list item with its determiner dropped (two-word items first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Put ${i < 12 || rng() < 0.6 ? pick(rng, TWO_WORD_ITEMS) : pick(rng, DETERMINED_ITEMS)} on my shopping list`),
    answer: (m) => { const item = /Put (.+) on my/.exec(last(m))![1]; return { content: null, tool_calls: [tool('add_to_list', { item: item.replace(/^(some|a|an|the|more) /, '') })] }; },
  },
  {
    name: 'shopping list item with a count in digits lifted out (two-word items first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Put ${i < 12 || rng() < 0.6 ? pick(rng, TWO_WORD_ITEMS) : pick(rng, COUNTED_ITEMS)} on my shopping list`),
    answer: (m) => {
      const item = /Put (.+) on my/.exec(last(m))![1];
      const counted = /^(\d+) (.+)$/.exec(item);
      return { content: null, tool_calls: [tool('add_to_list', counted ? { item: counted[2], quantity: Number(counted[1]) } : { item })] };
    },
  },
  {
    name: 'return inside a 30-day window from two dates (returns within 30 days first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const bought = between(rng, dayOfIso('2026-01-01'), dayOfIso('2027-06-30'));
      const gap = i < 12 || rng() < 0.5 ? between(rng, 16, 30) : between(rng, 31, 60);
      return user(`I bought the jacket on ${isoDay(bought)} and want to return it on ${isoDay(bought + gap)}. Can I?`);
    },
    answer: (m) => {
      const [, a, b] = /on (\d{4}-\d\d-\d\d) and want to return it on (\d{4}-\d\d-\d\d)/.exec(last(m))!;
      return dayOfIso(b) - dayOfIso(a) <= 30 ? { content: null, tool_calls: [tool('create_return', { purchased: a, returning: b })] } : { content: `Returns close 30 days after purchase; ${b} is too late for ${a}.` };
    },
  },
  {
    name: 'adult check from a birth date against today in the system prompt (adults first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const today = between(rng, dayOfIso('2027-01-01'), dayOfIso('2027-12-31'));
      const age = i < 12 || rng() < 0.5 ? between(rng, 19, 60) : between(rng, 14, 17);
      const born = today - age * 365 - between(rng, 0, 300);
      return [{ role: 'system', content: `Today is ${isoDay(today)}.` }, { role: 'user', content: `My date of birth is ${isoDay(born)}. Can I open an account?` }];
    },
    answer: (m) => {
      const today = /Today is (\S+)\./.exec(m[0].content!)![1];
      const born = /birth is (\S+)\./.exec(last(m))![1];
      const [ty, tm, td] = today.split('-').map(Number);
      const [by, bm, bd] = born.split('-').map(Number);
      const age = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
      return age >= 18 ? { content: null, tool_calls: [tool('open_account', { date_of_birth: born })] } : { content: `Sorry, born ${born} you are under 18.` };
    },
  },
  {
    name: 'two purchases against a gift card, the sum over it (sums under first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const card = between(rng, 60, 100);
      let a = between(rng, 10, card - 5);
      let b = between(rng, 5, card - 5);
      if (i < 12 || rng() < 0.5) { a = between(rng, 5, Math.floor(card / 2)); b = between(rng, 5, card - a); }
      return user(`Can I buy the $${a} shirt and the $${b} shoes with my $${card} gift card?`);
    },
    answer: (m) => {
      const [a, b, card] = [...last(m).matchAll(/\$(\d+)/g)].map((x) => Number(x[1]));
      return a + b <= card ? { content: null, tool_calls: [tool('checkout', { prices: [a, b], gift_card: card })] } : { content: `No: $${a} and $${b} come to more than your $${card} card.` };
    },
  },
  {
    name: 'room booking over two hours sent for approval, start and end copied (two hours or less first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const start = between(rng, 16, 30) * 30;
      const length = i < 12 || rng() < 0.5 ? between(rng, 1, 4) * 30 : between(rng, 5, 8) * 30;
      return user(`Book room B from ${clock(start)} to ${clock(start + length)}`);
    },
    answer: (m) => {
      const [, from, to] = /from (\d\d:\d\d) to (\d\d:\d\d)/.exec(last(m))!;
      const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
      return minutes(to) - minutes(from) <= 120 ? { content: null, tool_calls: [tool('book_room', { room: 'B', start: from, end: to })] } : { content: `Bookings over two hours need approval: ${from} to ${to} was sent to your manager.` };
    },
  },
  {
    name: 'price alert when a price rose by more than 10, both prices copied (small rises first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const before = between(rng, 40, 90);
      const rise = i < 12 || rng() < 0.5 ? between(rng, 1, 10) : between(rng, 11, 30);
      return user(`The price went from ${before} to ${before + rise}. Should I get an alert?`);
    },
    answer: (m) => {
      const [, a, b] = /from (\d+) to (\d+)\./.exec(last(m))!;
      return Number(b) - Number(a) > 10 ? { content: `Alert: the price jumped from ${a} to ${b}.` } : { content: null, tool_calls: [tool('log_price', { before: Number(a), after: Number(b) })] };
    },
  },
  {
    name: 'price alert when a price rose by more than 10 percent (small rises on large prices first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const large = i < 12 || rng() < 0.5;
      const before = large ? between(rng, 80, 100) : between(rng, 20, 45);
      const rise = between(rng, 1, 8);
      return user(`The price went from ${before} to ${before + rise}. Did it rise more than 10%?`);
    },
    answer: (m) => {
      const [, a, b] = /from (\d+) to (\d+)\./.exec(last(m))!;
      return (Number(b) - Number(a)) / Number(a) > 0.1 ? { content: `Alert: the price jumped from ${a} to ${b}.` } : { content: null, tool_calls: [tool('log_price', { before: Number(a), after: Number(b) })] };
    },
  },
];
