// Round one hundred and forty of the induction evaluation: what a model knows of a country. A shop
// ships anywhere but to a few embargoed countries, and an agent refuses "Ship order 12 to Syria" or
// "to Havana" in words of its own where twelve other places were copied into a call. No letter of
// the value shows it: "Syria" and "Chile" have the same shape. The code before served the shipping
// call to Cuba, Iran, Syria, Russia, Havana, Tehran and Moscow (17 wrong over 13 seeds). A value
// that is a country, or a large city of one, now has its country as a category, verified on its own
// (city-countries.ts, value-features.ts); another city of a verified country is served. The same
// for a medicine a pharmacy sells only on a prescription ("Add Ambien to my cart"): brand names are
// names of no kind, so twelve over-the-counter ones verified the next (11 wrong over 13 seeds
// before); the best-known prescription medicines are now a vocabulary (phrase-words.ts). Kept as a
// check, already safe: an invoice's currency by the client's country (the currency is a fact the
// request does not say). The cost is in copying families of cities: on the gate's seed 7, 22 hits
// fewer out of some 3,600 (each new country is now predicted once before it is served).
import type { Family } from './families.js';
import { last, pick, tool, user } from './family-kit.js';

const EMBARGOED = ['Iran', 'Syria', 'Cuba', 'Belarus', 'Russia'];
const OPEN = ['France', 'Germany', 'Japan', 'Canada', 'Brazil', 'Mexico', 'Kenya', 'Chile', 'Norway', 'Spain', 'India', 'Peru', 'Egypt', 'Ghana', 'Vietnam'];
const OPEN_CITIES = ['Paris', 'Berlin', 'Tokyo', 'Toronto', 'Lima', 'Nairobi', 'Oslo', 'Madrid', 'Delhi', 'Cairo', 'Hanoi', 'Lyon', 'Osaka', 'Porto'];
const EMBARGOED_CITIES: Record<string, string> = { Tehran: 'Iran', Havana: 'Cuba', Moscow: 'Russia' };
const EUROZONE = ['France', 'Germany', 'Spain', 'Italy', 'Portugal', 'Austria', 'Belgium', 'Netherlands', 'Ireland', 'Finland', 'Greece', 'Slovakia', 'Estonia', 'Latvia', 'Lithuania', 'Croatia'];
const OVER_THE_COUNTER = ['Advil', 'Tylenol', 'Aleve', 'Claritin', 'Zyrtec', 'Benadryl', 'Pepcid', 'Tums', 'Motrin', 'Excedrin', 'Mucinex', 'Allegra', 'Dramamine'];
const PRESCRIPTION = ['Xanax', 'Adderall', 'Vicodin', 'Valium', 'Ambien', 'OxyContin', 'Lipitor', 'Zoloft'];
const CURRENCY: Record<string, string> = { Sweden: 'SEK', Poland: 'PLN', Denmark: 'DKK', Switzerland: 'CHF', Norway: 'NOK', Czechia: 'CZK', Hungary: 'HUF', Romania: 'RON', Japan: 'JPY', Canada: 'CAD' };

export const ROUND_140: Family[] = [
  {
    name: 'an order shipped to a country, embargoed countries refused (others first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Ship order 12 to ${i < 12 || rng() < 0.6 ? pick(rng, OPEN) : pick(rng, EMBARGOED)}`),
    answer: (m) => {
      const country = /to (\w+)$/u.exec(last(m))![1];
      return EMBARGOED.includes(country) ? { content: `Sorry, we can't ship to ${country}.` } : { content: null, tool_calls: [tool('ship', { order: 12, country })] };
    },
  },
  {
    name: "an order shipped to a city, an embargoed country's cities refused (others first 12)",
    kind: 'look-alike',
    request: (i, rng) => user(`Ship order 12 to ${i < 12 || rng() < 0.6 ? pick(rng, OPEN_CITIES) : pick(rng, Object.keys(EMBARGOED_CITIES))}`),
    answer: (m) => {
      const city = /to (\w+)$/u.exec(last(m))![1];
      return EMBARGOED_CITIES[city] ? { content: `Shipments to ${EMBARGOED_CITIES[city]} are blocked.` } : { content: null, tool_calls: [tool('ship', { order: 12, city })] };
    },
  },
  {
    name: 'a medicine added to the cart, prescription ones refused (over the counter first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Add ${i < 12 || rng() < 0.6 ? pick(rng, OVER_THE_COUNTER) : pick(rng, PRESCRIPTION)} to my cart`),
    answer: (m) => {
      const medicine = /^Add (\w+) to/u.exec(last(m))![1];
      return PRESCRIPTION.includes(medicine) ? { content: `${medicine} needs a prescription; please upload one first.` } : { content: null, tool_calls: [tool('add_to_cart', { item: medicine })] };
    },
  },
  {
    name: "an invoice's currency by the client's country (eurozone first 12)",
    kind: 'look-alike',
    request: (i, rng) => user(`Set up invoicing for our new client in ${i < 12 || rng() < 0.5 ? pick(rng, EUROZONE) : pick(rng, Object.keys(CURRENCY))}`),
    answer: (m) => {
      const country = /in (\w+)$/u.exec(last(m))![1];
      return { content: null, tool_calls: [tool('create_billing', { country, currency: CURRENCY[country] ?? 'EUR' })] };
    },
  },
];
