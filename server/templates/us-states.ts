// The US state a value names: by its name ("Utah", "New York"), by its postal code where that is
// the whole value or follows a comma ("UT", "Provo, UT"), or by one of its large cities ("Salt
// Lake City"). A state's own laws decide much of what an agent may do with no letter of the value
// showing it: wine may not be shipped to Utah, recreational cannabis is not sold in Idaho (round
// one hundred and forty-two found both served after twelve states that allowed them). So each
// state is verified on its own, as a country is (value-features.ts). Cities whose names are as
// often a person's, a word or another state's city ("Jackson", "Mobile", "Portland" in Maine) are
// left out. A list, so partial: a city not below says nothing.
import { escapeRegExp } from './text-template.js';

const STATES: ReadonlyArray<readonly [code: string, name: string, cities: string]> = [
  ['AL', 'alabama', 'huntsville'],
  ['AK', 'alaska', 'anchorage, juneau'],
  ['AZ', 'arizona', 'phoenix, tucson, scottsdale'],
  ['AR', 'arkansas', 'little rock'],
  ['CA', 'california', 'los angeles, san francisco, san diego, san jose, sacramento, oakland, fresno, berkeley, pasadena, long beach, santa barbara, santa monica, palo alto, mountain view'],
  ['CO', 'colorado', 'denver, colorado springs'],
  ['CT', 'connecticut', 'hartford, new haven, stamford'],
  ['DE', 'delaware', ''],
  ['FL', 'florida', 'miami, orlando, tampa, jacksonville, tallahassee, gainesville, miami beach, key west'],
  ['GA', 'georgia', 'atlanta'],
  ['HI', 'hawaii', 'honolulu'],
  ['ID', 'idaho', 'boise'],
  ['IL', 'illinois', 'chicago, peoria'],
  ['IN', 'indiana', 'indianapolis'],
  ['IA', 'iowa', 'des moines'],
  ['KS', 'kansas', 'wichita, topeka'],
  ['KY', 'kentucky', 'louisville, frankfort'],
  ['LA', 'louisiana', 'new orleans, baton rouge'],
  ['ME', 'maine', ''],
  ['MD', 'maryland', 'baltimore, annapolis'],
  ['MA', 'massachusetts', 'boston'],
  ['MI', 'michigan', 'detroit, grand rapids, ann arbor'],
  ['MN', 'minnesota', 'minneapolis'],
  ['MS', 'mississippi', ''],
  ['MO', 'missouri', 'kansas city, st. louis, st louis, saint louis'],
  ['MT', 'montana', ''],
  ['NE', 'nebraska', 'omaha'],
  ['NV', 'nevada', 'las vegas, vegas, reno'],
  ['NH', 'new hampshire', ''],
  ['NJ', 'new jersey', 'newark, jersey city'],
  ['NM', 'new mexico', 'albuquerque, santa fe'],
  ['NY', 'new york', 'new york city, brooklyn, manhattan, buffalo, syracuse'],
  ['NC', 'north carolina', ''],
  ['ND', 'north dakota', 'fargo, bismarck'],
  ['OH', 'ohio', 'columbus, cleveland, cincinnati'],
  ['OK', 'oklahoma', 'oklahoma city, tulsa'],
  ['OR', 'oregon', 'portland'],
  ['PA', 'pennsylvania', 'philadelphia, pittsburgh'],
  ['RI', 'rhode island', 'providence'],
  ['SC', 'south carolina', 'charleston'],
  ['SD', 'south dakota', 'sioux falls'],
  ['TN', 'tennessee', 'nashville, memphis, knoxville, chattanooga'],
  ['TX', 'texas', 'houston, dallas, austin, san antonio, el paso, fort worth'],
  ['UT', 'utah', 'salt lake city, provo'],
  ['VT', 'vermont', ''],
  ['VA', 'virginia', 'norfolk, virginia beach'],
  ['WA', 'washington', 'seattle, spokane, tacoma'],
  ['WV', 'west virginia', ''],
  ['WI', 'wisconsin', 'milwaukee'],
  ['WY', 'wyoming', 'cheyenne'],
  ['DC', 'district of columbia', 'washington dc, washington d.c.'],
];

/** Each state's name and cities, lower-cased, to its postal code. */
const PLACES = new Map<string, string>();
for (const [code, name, cities] of STATES) for (const place of [name, ...cities.split(', ')]) if (place !== '' && !PLACES.has(place)) PLACES.set(place, code);
/** Longest first, so "west virginia" is read before "virginia" and "kansas city" before "kansas". */
const PLACE_PATTERN = new RegExp(`(?<!\\p{L})(?:${[...PLACES.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')})(?!\\p{L})`, 'giu');
const CODES = new Set(STATES.map(([code]) => code));
/** A postal code as the whole value, or after a comma at its end: "UT", "Provo, UT", "Provo, UT 84601". */
const POSTAL_CODE = /(?:^|,\s*)([A-Z]{2})(?:\s+\d{5}(?:-\d{4})?)?\s*$/u;

/** The postal codes of the states a value names, sorted and joined, or null. */
export function usStatesOf(value: string): string | null {
  const found = new Set<string>();
  const code = POSTAL_CODE.exec(value.trim())?.[1];
  if (code !== undefined && CODES.has(code)) found.add(code);
  for (const match of value.matchAll(PLACE_PATTERN)) {
    // Case-insensitive matching folds a few letters that lower-casing keeps apart (a long s "ſ").
    const state = PLACES.get(match[0].toLowerCase());
    if (state !== undefined) found.add(state);
  }
  return found.size > 0 ? [...found].sort().join(' ') : null;
}
