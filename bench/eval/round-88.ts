// Round eighty-eight of the induction evaluation: a flag in a tool call that a short code decides,
// a fact looked up, not copied: whether VAT is charged for a country code, sales tax for a US
// state, right-to-left layout for a language code, cents for a currency, a passport for an
// airport. Each code is copied beside the flag; the flag agreed on every example.
import type { Family } from './families.js';
import { last, pick, tool, user } from './family-kit.js';

const EU = ['DE', 'FR', 'IT', 'ES', 'NL', 'BE', 'AT', 'PT', 'IE', 'FI', 'SE', 'DK', 'PL', 'CZ', 'GR', 'HU', 'RO', 'BG', 'HR', 'SK', 'SI', 'LT', 'LV', 'EE', 'LU', 'MT', 'CY'];
const NON_EU = ['CH', 'NO', 'GB', 'US', 'IS', 'RS', 'TR', 'UA'];
const TAXED_STATES = ['CA', 'TX', 'NY', 'FL', 'IL', 'PA', 'OH', 'GA', 'NC', 'MI', 'NJ', 'VA', 'WA', 'AZ', 'MA', 'TN', 'IN', 'MO', 'MD', 'WI', 'CO', 'MN'];
const UNTAXED_STATES = ['OR', 'DE', 'MT', 'NH', 'AK'];
const LTR = ['en', 'fr', 'de', 'es', 'it', 'pt', 'nl', 'sv', 'pl', 'ru', 'ja', 'zh', 'ko', 'tr', 'vi', 'id', 'cs', 'el', 'hu', 'fi'];
const RTL = ['ar', 'he', 'fa', 'ur', 'yi', 'ps'];
const WITH_CENTS = ['USD', 'EUR', 'GBP', 'CHF', 'CAD', 'AUD', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'MXN', 'BRL', 'INR', 'CNY', 'SGD', 'NZD', 'ZAR'];
const WITHOUT_CENTS = ['JPY', 'KRW', 'VND', 'CLP', 'ISK', 'UGX'];
const US_AIRPORTS = ['JFK', 'LAX', 'ORD', 'ATL', 'DFW', 'DEN', 'SFO', 'SEA', 'MIA', 'BOS', 'PHX', 'IAH', 'LAS', 'MSP', 'DTW', 'PHL', 'CLT', 'EWR', 'SLC', 'SAN'];
const ABROAD_AIRPORTS = ['LHR', 'CDG', 'FRA', 'NRT', 'YYZ', 'MEX', 'AMS', 'DXB'];

/** A code from `usual` while `usualOnly`, else from either list. */
const code = (rng: () => number, usualOnly: boolean, usual: readonly string[], other: readonly string[]) => (usualOnly ? pick(rng, usual) : pick(rng, [...usual, ...other]));

export const ROUND_88: Family[] = [
  {
    name: 'VAT charged for an EU country code, a flag in the call (EU countries first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Create an invoice for the customer in ${code(rng, i < 12, EU, NON_EU)}`),
    answer: (m) => {
      const country = /customer in (\w+)$/u.exec(last(m))![1];
      return { content: null, tool_calls: [tool('create_invoice', { country, charge_vat: EU.includes(country) })] };
    },
  },
  {
    name: 'sales tax collected for a US state code, a flag in the call (taxed states first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Ship order to state ${code(rng, i < 12, TAXED_STATES, UNTAXED_STATES)}`),
    answer: (m) => {
      const state = /state (\w+)$/u.exec(last(m))![1];
      return { content: null, tool_calls: [tool('create_shipment', { state, collect_sales_tax: TAXED_STATES.includes(state) })] };
    },
  },
  {
    name: 'right-to-left layout for a language code, a flag in the call (left-to-right first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Render the page in language ${code(rng, i < 12, LTR, RTL)}`),
    answer: (m) => {
      const lang = /language (\w+)$/u.exec(last(m))![1];
      return { content: null, tool_calls: [tool('render_page', { lang, rtl: RTL.includes(lang) })] };
    },
  },
  {
    name: 'cents shown for a currency code, a flag in the call (currencies with cents first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Format the price list in ${code(rng, i < 12, WITH_CENTS, WITHOUT_CENTS)}`),
    answer: (m) => {
      const currency = /list in (\w+)$/u.exec(last(m))![1];
      return { content: null, tool_calls: [tool('format_prices', { currency, show_cents: WITH_CENTS.includes(currency) })] };
    },
  },
  {
    name: 'passport check for an airport code, a flag in the call (US airports first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Book the flight from BOS to ${code(rng, i < 12, US_AIRPORTS.filter((a) => a !== 'BOS'), ABROAD_AIRPORTS)}`),
    answer: (m) => {
      const to = /to (\w+)$/u.exec(last(m))![1];
      return { content: null, tool_calls: [tool('book_flight', { from: 'BOS', to, passport_required: ABROAD_AIRPORTS.includes(to) })] };
    },
  },
  {
    name: 'a country code copied into an invoice call with a fixed flag',
    kind: 'copying',
    request: (_i, rng) => user(`Create a draft invoice for the customer in ${pick(rng, [...EU, ...NON_EU])}`),
    answer: (m) => ({ content: null, tool_calls: [tool('create_invoice', { country: /customer in (\w+)$/u.exec(last(m))![1], draft: true })] }),
  },
];
