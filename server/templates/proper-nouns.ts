// Names of places and people that the English word list also holds as common words ("china",
// "turkey", "jersey", "grace", "mark"), or that a model writes capitalized when given them in
// lower case ("paris" is "Paris" in a search): lower-case, each is checked as a name is, not
// served as a common word (see english-words.ts). Countries and continents, US states, large
// cities, and common first names; a list, so partial: a name missing here and present in the word
// list is a known limit.

/** Countries, continents and the parts of the United Kingdom, one word each. */
const COUNTRIES = `
  afghanistan africa albania algeria america andorra angola antarctica argentina armenia asia
  australia austria azerbaijan bahamas bahrain bangladesh barbados belarus belgium belize benin
  bhutan bolivia bosnia botswana brazil britain brunei bulgaria burundi cambodia cameroon canada
  chad chile china colombia comoros congo croatia cuba cyprus czechia denmark djibouti dominica
  ecuador egypt england eritrea estonia eswatini ethiopia europe fiji finland france gabon
  gambia georgia germany ghana greece grenada guatemala guinea guyana haiti holland honduras
  hungary iceland india indonesia iran iraq ireland israel italy jamaica japan jordan kazakhstan
  kenya kiribati kosovo kuwait kyrgyzstan laos latvia lebanon lesotho liberia libya
  liechtenstein lithuania luxembourg madagascar malawi malaysia maldives mali malta mauritania
  mauritius mexico micronesia moldova monaco mongolia montenegro morocco mozambique myanmar
  namibia nauru nepal netherlands nicaragua niger nigeria norway oman pakistan palau panama
  paraguay peru philippines poland portugal qatar romania russia rwanda samoa scotland senegal
  serbia seychelles singapore slovakia slovenia somalia spain sudan suriname sweden switzerland
  syria taiwan tajikistan tanzania thailand togo tonga tunisia turkey turkmenistan tuvalu uganda
  ukraine uruguay uzbekistan vanuatu venezuela vietnam wales yemen zambia zimbabwe
`;
/** US states of one word. */
const US_STATES = `
  alabama alaska arizona arkansas california colorado connecticut delaware florida georgia
  hawaii idaho illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts
  michigan minnesota mississippi missouri montana nebraska nevada ohio oklahoma oregon
  pennsylvania tennessee texas utah vermont virginia washington wisconsin wyoming
`;
/** Large cities of one word. */
const CITIES = `
  albany albuquerque amsterdam athens atlanta austin baghdad baltimore bangkok barcelona beijing
  belfast berlin birmingham bogota bordeaux boston bristol brooklyn brussels budapest buffalo
  cairo camden cancun caracas cardiff charleston charlotte chicago cincinnati cleveland cologne
  columbus copenhagen dallas delhi denver detroit dhaka doha dubai dublin edinburgh eugene
  florence frankfort frankfurt geneva glasgow hamburg hanoi hartford havana helsinki houston
  indianapolis istanbul jackson jakarta jersey karachi kathmandu lagos lahore leeds lexington
  lima lisbon liverpool london louisville lyon madison madrid manchester manhattan manila
  marseille melbourne memphis miami milan milwaukee minneapolis mobile montgomery montreal
  moscow mumbai munich nairobi naples nashville newark nice norfolk oakland omaha orlando oslo
  paris peoria philadelphia phoenix pittsburgh portland prague providence quito raleigh reno
  richmond riyadh rochester rome sacramento salem santiago savannah seattle seoul seville
  shanghai springfield stockholm sydney syracuse tampa tehran tijuana tokyo toronto tucson tulsa
  vancouver vegas venice vienna warsaw zurich
`;
/** Common English first names. */
const FIRST_NAMES = `
  aaron abigail adam alan albert alexander alexis alice amanda amber amy andrea andrew angela
  ann anna arthur ashley barbara benjamin betty beverly bill billy bobby brandon brenda brian
  brittany bruce bryan carl carol carolyn catherine charles cheryl christian christina christine
  cynthia daisy danielle david dawn deborah debra denise dennis diana diane donna doris dorothy
  douglas dylan edward elijah elizabeth emily emma eric ethan evelyn faith frances frank gabriel
  gary george gerald gloria grace gregory hannah harold heather helen henry hope isabella ivy
  jack jacob jacqueline james janet janice jason jean jeffrey jennifer jeremy jerry jesse
  jessica joan joe john jonathan jose joseph joshua joy joyce juan judith judy julie justin
  karen katherine kathleen kathryn kayla keith kelly kenneth kevin kyle larry laura lauren
  lawrence lily linda lisa logan lori louis margaret maria marie marilyn mark martha mary mason
  max megan melissa michael michelle nancy natalie nathan nicholas nicole noah olivia pamela pat
  patricia patrick paul peter philip rachel ralph randy ray raymond rebecca richard robert roger
  ronald rose roy russell ruth ryan sam samantha samuel sandra sara sarah scott sean sharon
  shirley sophia stephanie stephen steven susan teresa terry theresa thomas tim timothy tom
  tyler victoria vincent walter wayne william willie zachary
`;

const wordsOf = (...lists: string[]) => lists.join(' ').split(/\s+/u).filter(Boolean);

export const PROPER_NOUNS: ReadonlySet<string> = new Set(wordsOf(COUNTRIES, US_STATES, CITIES, FIRST_NAMES));

/** Countries, US states and large cities, one word each (see us-places.ts). */
export const PLACE_NAMES: ReadonlySet<string> = new Set(wordsOf(COUNTRIES, US_STATES, CITIES));

/** Countries, continents and the parts of the United Kingdom, one word each (see COUNTRIES). */
export const ONE_WORD_COUNTRIES: ReadonlySet<string> = new Set(wordsOf(COUNTRIES));

/** US states of one word. */
export const US_STATE_NAMES: ReadonlySet<string> = new Set(wordsOf(US_STATES));

/** The places among them by length, for finding a near one among those of about the same length. */
const PLACES_BY_LENGTH = new Map<number, string[]>();
for (const place of PLACE_NAMES) {
  PLACES_BY_LENGTH.set(place.length, [...(PLACES_BY_LENGTH.get(place.length) ?? []), place]);
}

/**
 * Whether a lower-case word is none of the names above but one typo from a place's: a letter left
 * out, added, changed, or two swapped ("pargue", "chicgo", "viena"). A model asked about the
 * weather in "Pargue" writes the place meant; a person's name spelled its own way ("Jon") it keeps.
 */
export function nearPlaceName(word: string): boolean {
  if (PROPER_NOUNS.has(word)) return false;
  return [word.length - 1, word.length, word.length + 1].some((length) => (PLACES_BY_LENGTH.get(length) ?? []).some((place) => oneEditApart(word, place)));
}

/** Whether two different strings are one insertion, deletion, substitution or swap of neighbours apart. */
function oneEditApart(a: string, b: string): boolean {
  if (a.length > b.length) [a, b] = [b, a];
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  if (start === a.length) return b.length - a.length === 1;
  if (a.length < b.length) return a.slice(start) === b.slice(start + 1);
  const swapped = a[start] === b[start + 1] && a[start + 1] === b[start] && a.slice(start + 2) === b.slice(start + 2);
  return swapped || a.slice(start + 1) === b.slice(start + 1);
}
