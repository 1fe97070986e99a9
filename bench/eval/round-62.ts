// Round sixty-two of the induction evaluation: an answer that adds something only for some values,
// with nothing beside the copied value to show a lookup. Imperial units for a US city (left out on
// 10 of 13 seeds), a passport for LHR after US airports (8 of 13) and an age check for wine after
// groceries (1 of 13) were served wrong until a place's side of the US border, airport codes
// included, and age-restricted goods were features. A state for a city whose name several share,
// an escort for a minor and a surcharge on a Sunday were already safe; a domestic or international
// flight, a known limit until the place feature, moved here. A flag for a borrowed word
// ("tsunami") is a known limit (limits.ts).
import type { Family } from './families.js';
import { between, last, pad, pick, tool, user } from './family-kit.js';

const WORLD_CITIES = ['Paris', 'Berlin', 'Madrid', 'Tokyo', 'Lima', 'Oslo', 'Cairo', 'Delhi', 'Quito', 'Dublin', 'Seoul', 'Perth', 'Lisbon', 'Vienna', 'Prague', 'Athens', 'Nairobi', 'Manila'];
const US_CITIES = ['Austin', 'Denver', 'Boston', 'Seattle', 'Chicago', 'Phoenix', 'Dallas', 'Miami'];
const UNIQUE_CITIES = ['Chicago', 'Denver', 'Seattle', 'Boston', 'Phoenix', 'Atlanta', 'Houston', 'Detroit', 'Baltimore', 'Memphis', 'Nashville', 'Tucson', 'Omaha', 'Tulsa'];
const SHARED_NAMES: Record<string, string> = { Portland: 'OR', Springfield: 'IL', Columbus: 'OH', Jackson: 'MS', Arlington: 'VA', Richmond: 'VA' };

const GROCERIES = ['bread', 'milk', 'eggs', 'rice', 'butter', 'cheese', 'apples', 'coffee', 'flour', 'sugar', 'pasta', 'tea', 'yogurt', 'honey', 'oats', 'lemons'];
const AGE_RESTRICTED = ['beer', 'wine', 'vodka', 'cigarettes', 'whisky', 'cider', 'tobacco', 'gin'];
const US_AIRPORTS = ['JFK', 'LAX', 'ORD', 'SFO', 'SEA', 'DEN', 'ATL', 'DFW', 'MIA', 'IAD', 'PHX'];
const AIRPORTS_ABROAD = ['LHR', 'CDG', 'FRA', 'NRT', 'DXB', 'AMS', 'MAD', 'FCO'];
const DOMESTIC = ['Boston', 'Denver', 'Austin', 'Seattle', 'Chicago', 'Dallas', 'Miami', 'Atlanta', 'Phoenix', 'Portland', 'Detroit', 'Houston'];
const ABROAD = ['Paris', 'Tokyo', 'Lima', 'Berlin', 'Cairo'];

export const ROUND_62: Family[] = [
  {
    name: 'weather call with imperial units added for a US city (world cities first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`What's the weather like in ${i < 12 || rng() < 0.6 ? pick(rng, WORLD_CITIES) : pick(rng, US_CITIES)} right now?`),
    answer: (m) => { const city = /like in (.+) right now/.exec(last(m))![1]; return { content: null, tool_calls: [tool('get_weather', US_CITIES.includes(city) ? { city, units: 'imperial' } : { city })] }; },
  },
  {
    name: 'hotel search with a state added for a city name several share (unique names first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Find me a hotel in ${i < 12 || rng() < 0.6 ? pick(rng, UNIQUE_CITIES) : pick(rng, Object.keys(SHARED_NAMES))} for two nights`),
    answer: (m) => { const city = /hotel in (.+) for two/.exec(last(m))![1]; return { content: null, tool_calls: [tool('search_hotels', SHARED_NAMES[city] ? { city, state: SHARED_NAMES[city], nights: 2 } : { city, nights: 2 })] }; },
  },
  {
    name: 'ticket booking with an escort flag for a minor (adults first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Book a museum ticket for a visitor aged ${i < 12 || rng() < 0.6 ? between(rng, 18, 80) : between(rng, 8, 17)}`),
    answer: (m) => { const age = Number(/aged (\d+)/.exec(last(m))![1]); return { content: null, tool_calls: [tool('book_ticket', age < 18 ? { age, escort_required: true } : { age })] }; },
  },
  {
    name: 'delivery slot with a surcharge on a Sunday (weekdays first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      let day = between(rng, 1, 28);
      const sunday = (d: number) => new Date(Date.UTC(2027, 2, d)).getUTCDay() === 0;
      while ((i < 12 || rng() < 0.6) && sunday(day)) day = between(rng, 1, 28);
      return user(`Deliver my order on 2027-03-${pad(day)}`);
    },
    answer: (m) => { const date = /on (2027-03-\d\d)/.exec(last(m))![1]; return { content: null, tool_calls: [tool('schedule_delivery', new Date(`${date}T00:00:00Z`).getUTCDay() === 0 ? { date, surcharge: 5 } : { date })] }; },
  },
  {
    // A known limit until a place's side of the border was a feature (2 wrong of 123 requests
    // over seeds 7, 11 and 23): a lower-case word beside copied names, in an answer to an
    // instruction, cannot be told from "nice to meet you"; a city abroad now is.
    name: 'domestic or international flight between two copied cities (domestic first)',
    kind: 'look-alike',
    request: (i, rng) => {
      const from = pick(rng, DOMESTIC);
      let to = pick(rng, i < 22 ? DOMESTIC : [...DOMESTIC, ...ABROAD]);
      if (to === from && i < 22) to = DOMESTIC[(DOMESTIC.indexOf(from) + 1) % DOMESTIC.length];
      return user(`Book a flight from ${from} to ${to}`);
    },
    answer: (m) => {
      const [, from, to] = /from (\w+) to (\w+)/.exec(last(m))!;
      return { content: `Booked your ${ABROAD.includes(to) ? 'international' : 'domestic'} flight from ${from} to ${to}.` };
    },
  },
  {
    name: 'cart item with an age check for alcohol or tobacco (groceries first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Add ${between(rng, 1, 4)} ${i < 12 || rng() < 0.6 ? pick(rng, GROCERIES) : pick(rng, AGE_RESTRICTED)} to my order`),
    answer: (m) => { const [, n, item] = /Add (\d) (\w+) to/.exec(last(m))!; return { content: null, tool_calls: [tool('add_item', AGE_RESTRICTED.includes(item) ? { item, quantity: Number(n), age_check: true } : { item, quantity: Number(n) })] }; },
  },
  {
    name: 'flight search with a passport flag for an airport abroad (US airports first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Search flights from BOS to ${i < 12 || rng() < 0.6 ? pick(rng, US_AIRPORTS) : pick(rng, AIRPORTS_ABROAD)} next Friday`),
    answer: (m) => { const to = /to (\w+) next/.exec(last(m))![1]; return { content: null, tool_calls: [tool('search_flights', AIRPORTS_ABROAD.includes(to) ? { from: 'BOS', to, passport_required: true } : { from: 'BOS', to })] }; },
  },
];
