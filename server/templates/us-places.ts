// Whether a value names a place in the United States or elsewhere: a city, a state or an airport's
// code. An agent's answer often turns on it with nothing beside the copied name to show it:
// imperial units, a state, a passport, a currency or a phone format added for "Austin" or "LHR"
// after twelve places of the other side copied bare. Which side a known place is on is a feature,
// verified once each way (see value-features.ts). Places not in the lists (proper-nouns.ts and
// below) say nothing, and names both sides use ("Georgia", "Birmingham") are left out; a list, so
// partial.
import { PLACE_NAMES, US_STATE_NAMES } from './proper-nouns.js';

/** US cities of one word among the large cities of proper-nouns.ts, and a few more. */
const US_CITIES = new Set(
  `albany albuquerque anchorage atlanta austin baltimore berkeley boise boston brooklyn buffalo camden charleston
  charlotte chattanooga chicago cincinnati cleveland columbus dallas denver detroit eugene fresno frankfort
  gainesville hartford honolulu houston indianapolis jackson jacksonville knoxville lexington louisville madison
  manhattan memphis miami milwaukee minneapolis mobile montgomery nashville newark norfolk oakland omaha orlando
  pasadena peoria philadelphia phoenix pittsburgh portland providence raleigh reno rochester sacramento salem
  savannah seattle spokane springfield syracuse tacoma tallahassee tampa tucson tulsa vegas america usa`.split(/\s+/u),
);

/** Places of more than one word, US side: states, cities, the country. */
const US_PHRASES = new RegExp(
  `(?<![\\p{L}])(?:${[
    'new york', 'new jersey', 'new mexico', 'new hampshire', 'north carolina', 'north dakota', 'south carolina', 'south dakota',
    'rhode island', 'west virginia', 'los angeles', 'san francisco', 'san diego', 'san jose', 'san antonio', 'las vegas',
    'new orleans', 'salt lake city', 'kansas city', 'oklahoma city', 'st\\.? louis', 'saint louis', 'fort worth', 'el paso',
    'long beach', 'colorado springs', 'virginia beach', 'santa barbara', 'santa monica', 'palo alto', 'mountain view',
    'baton rouge', 'des moines', 'little rock', 'grand rapids', 'ann arbor', 'jersey city', 'new haven', 'miami beach',
    'key west', 'united states', 'u\\.s\\.a?\\.?',
  ].join('|')})(?![\\p{L}])`,
  'iu',
);

/**
 * Airports by their IATA codes, the busiest on each side: a flight search may add a passport or
 * an international fare for LHR after twelve US airports. Only as written, in capitals.
 */
const US_AIRPORTS = new Set(
  'ATL LAX ORD DFW DEN JFK SFO SEA LAS MCO EWR CLT PHX IAH MIA BOS MSP DTW FLL PHL LGA BWI SLC DCA IAD SAN MDW TPA BNA AUS HNL PDX STL RDU MSY SJC OAK SMF SAT'.split(' '),
);
const AIRPORTS_ABROAD = new Set(
  'LHR LGW CDG ORY AMS FRA MUC MAD BCN FCO MXP ZRH VIE CPH ARN OSL HEL DUB LIS IST DXB DOH AUH NRT HND ICN PEK PVG HKG SIN BKK KUL SYD MEL AKL DEL BOM YYZ YVR YUL MEX CUN GRU EZE BOG LIM SCL JNB CAI'.split(' '),
);

/** Names of a US place and of one elsewhere alike. */
const BOTH_SIDES = new Set(['georgia', 'jersey', 'birmingham', 'richmond', 'cambridge', 'manchester']);

/** 'yes' for a US place, 'no' for a known place elsewhere, null when the value names none. */
export function usPlaceOf(value: string): 'yes' | 'no' | null {
  if (US_PHRASES.test(value) || /(?<![\p{L}])USA?(?![\p{L}])/u.test(value)) return 'yes';
  const codes = value.match(/(?<![\p{L}\p{N}])\p{Lu}{3}(?![\p{L}\p{N}])/gu) ?? [];
  if (codes.some((code) => US_AIRPORTS.has(code))) return 'yes';
  if (codes.some((code) => AIRPORTS_ABROAD.has(code))) return 'no';
  const words = value.toLowerCase().split(/[^\p{L}]+/u).filter((word) => word.length > 1 && !BOTH_SIDES.has(word));
  if (words.some((word) => US_CITIES.has(word) || US_STATE_NAMES.has(word))) return 'yes';
  return words.some((word) => PLACE_NAMES.has(word)) ? 'no' : null;
}
