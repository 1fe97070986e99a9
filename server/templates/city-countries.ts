// Which country a large city is in, so that a city said beside a country can be checked against
// it: an agent asked to ship to "Lyon, Italy" says that Lyon is in France, where twelve matching
// pairs were shipped as asked. Each city and each country on its own is verified as any value is;
// whether the two agree is a relation between them (see relationOf in template-lifecycle.ts). A
// list, so partial: a city not here, or a country written otherwise, relates as before.

import { ONE_WORD_COUNTRIES } from './proper-nouns.js';

const UK = ['united kingdom', 'uk', 'britain', 'great britain'];
const US = ['united states', 'united states of america', 'usa', 'us', 'america'];

/** City, then the names of its country, by country. */
const BY_COUNTRY: Array<[cities: string, countries: string[]]> = [
  ['paris lyon marseille bordeaux nice toulouse lille nantes strasbourg', ['france']],
  ['berlin munich hamburg frankfurt cologne stuttgart dresden leipzig bremen hannover dusseldorf düsseldorf', ['germany']],
  ['madrid barcelona seville valencia bilbao malaga málaga granada', ['spain']],
  ['rome milan naples venice florence turin bologna genoa palermo', ['italy']],
  ['lisbon porto faro', ['portugal']],
  ['vienna salzburg graz', ['austria']],
  ['zurich geneva bern basel lausanne', ['switzerland']],
  ['amsterdam rotterdam utrecht eindhoven', ['netherlands', 'holland', 'the netherlands']],
  ['brussels antwerp ghent bruges', ['belgium']],
  ['copenhagen aarhus', ['denmark']],
  ['stockholm gothenburg malmo malmö', ['sweden']],
  ['oslo bergen', ['norway']],
  ['helsinki', ['finland']],
  ['dublin cork galway', ['ireland']],
  ['prague brno', ['czechia', 'czech republic']],
  ['warsaw krakow kraków gdansk wroclaw', ['poland']],
  ['budapest', ['hungary']],
  ['athens thessaloniki', ['greece']],
  ['istanbul ankara izmir', ['turkey', 'türkiye']],
  ['moscow', ['russia']],
  ['london manchester liverpool leeds bristol birmingham', ['england', ...UK]],
  ['edinburgh glasgow', ['scotland', ...UK]],
  ['cardiff', ['wales', ...UK]],
  ['belfast', ['northern ireland', ...UK]],
  ['tokyo osaka kyoto yokohama', ['japan']],
  ['seoul busan', ['south korea', 'korea']],
  ['beijing shanghai shenzhen guangzhou', ['china']],
  ['delhi mumbai bangalore chennai kolkata', ['india']],
  ['bangkok', ['thailand']],
  ['hanoi', ['vietnam']],
  ['jakarta', ['indonesia']],
  ['manila', ['philippines', 'the philippines']],
  ['karachi lahore', ['pakistan']],
  ['dhaka', ['bangladesh']],
  ['kathmandu', ['nepal']],
  ['tehran', ['iran']],
  ['baghdad', ['iraq']],
  ['riyadh', ['saudi arabia']],
  ['doha', ['qatar']],
  ['dubai', ['united arab emirates', 'uae']],
  ['cairo', ['egypt']],
  ['lagos', ['nigeria']],
  ['nairobi', ['kenya']],
  ['sydney melbourne brisbane perth adelaide', ['australia']],
  ['auckland wellington', ['new zealand']],
  ['toronto montreal vancouver ottawa calgary', ['canada']],
  ['tijuana cancun cancún guadalajara monterrey', ['mexico']],
  ['havana', ['cuba']],
  ['bogota bogotá medellin medellín', ['colombia']],
  ['caracas', ['venezuela']],
  ['quito', ['ecuador']],
  ['lima', ['peru']],
  ['santiago', ['chile']],
  ['montevideo', ['uruguay']],
  [
    'atlanta austin baltimore boston chicago dallas denver detroit houston miami nashville philadelphia phoenix pittsburgh seattle',
    US,
  ],
];

const COUNTRIES_OF = new Map<string, ReadonlySet<string>>(
  BY_COUNTRY.flatMap(([cities, countries]) => cities.split(' ').map((city) => [city, new Set(countries)] as const)),
);
const COUNTRY_NAMES = new Set(BY_COUNTRY.flatMap(([, countries]) => countries));

const normal = (value: string) => value.trim().replace(/\s+/gu, ' ').replace(/\.$/u, '').toLowerCase();

/** Whether a city is in the country another value names; null unless they are a listed city and a listed country. */
export function cityAgreement(city: string, country: string): 'a city in the country' | 'a city of another country' | null {
  const countries = COUNTRIES_OF.get(normal(city));
  const named = normal(country);
  if (!countries || !COUNTRY_NAMES.has(named)) return null;
  return countries.has(named) ? 'a city in the country' : 'a city of another country';
}

/**
 * The country a value names, itself or by one of its large cities ("Havana" is in Cuba), or null.
 * What a model knows of a country (an embargo, a currency, a visa rule) may decide an answer
 * where no letter of the value shows it, so each country is verified on its own (value-features.ts).
 */
export function countryOfPlace(value: string): string | null {
  const name = normal(value);
  const countries = COUNTRIES_OF.get(name);
  if (countries) return [...countries][0];
  return COUNTRY_NAMES.has(name) || ONE_WORD_COUNTRIES.has(name) ? name : null;
}
