// Which US state a zip code belongs to, and which state a value names, so that a zip said beside a
// state can be checked against it: an agent asked to ship to "60835 in NY" says that 60835 is an
// Illinois zip, where twelve matching pairs were shipped as asked. Each zip and each state on its
// own is verified as any value is; whether the two agree is a relation between them (see
// relationOf in template-lifecycle.ts). By the zip's first three digits, from the USPS's
// assignment of prefixes to states; the few prefixes a state shares across a border are left out.

/** First three digits, from and to, and the state. */
const PREFIXES = `005-005 NY|006-007 PR|009-009 PR|010-027 MA|028-029 RI|030-038 NH|039-049 ME|050-054 VT|056-059 VT|060-069 CT
|070-089 NJ|100-149 NY|150-196 PA|197-199 DE|200-200 DC|202-205 DC|206-219 MD|220-246 VA|247-268 WV|270-289 NC|290-299 SC
|300-319 GA|320-349 FL|350-369 AL|370-385 TN|386-397 MS|398-399 GA|400-427 KY|430-459 OH|460-479 IN|480-499 MI|500-528 IA
|530-549 WI|550-567 MN|570-577 SD|580-588 ND|590-599 MT|600-629 IL|630-658 MO|660-679 KS|680-693 NE|700-714 LA|716-729 AR
|730-732 OK|734-741 OK|743-749 OK|750-799 TX|800-816 CO|820-831 WY|832-838 ID|840-847 UT|850-865 AZ|870-884 NM|885-885 TX
|889-898 NV|900-961 CA|967-968 HI|970-979 OR|980-994 WA|995-999 AK`
  .split('|')
  .map((entry) => {
    const [range, state] = entry.trim().split(' ');
    const [from, to] = range.split('-').map(Number);
    return { from, to, state };
  });

const STATES: Record<string, string> = {
  alabama: 'AL', alaska: 'AK', arizona: 'AZ', arkansas: 'AR', california: 'CA', colorado: 'CO', connecticut: 'CT',
  delaware: 'DE', florida: 'FL', georgia: 'GA', hawaii: 'HI', idaho: 'ID', illinois: 'IL', indiana: 'IN', iowa: 'IA',
  kansas: 'KS', kentucky: 'KY', louisiana: 'LA', maine: 'ME', maryland: 'MD', massachusetts: 'MA', michigan: 'MI',
  minnesota: 'MN', mississippi: 'MS', missouri: 'MO', montana: 'MT', nebraska: 'NE', nevada: 'NV', 'new hampshire': 'NH',
  'new jersey': 'NJ', 'new mexico': 'NM', 'new york': 'NY', 'north carolina': 'NC', 'north dakota': 'ND', ohio: 'OH',
  oklahoma: 'OK', oregon: 'OR', pennsylvania: 'PA', 'rhode island': 'RI', 'south carolina': 'SC', 'south dakota': 'SD',
  tennessee: 'TN', texas: 'TX', utah: 'UT', vermont: 'VT', virginia: 'VA', washington: 'WA', 'west virginia': 'WV',
  wisconsin: 'WI', wyoming: 'WY', 'puerto rico': 'PR', 'district of columbia': 'DC',
};
const STATE_CODES = new Set(Object.values(STATES));

/** The state of a value that is a zip code ("60835", "60835-1234"), or null. */
function zipStateOf(value: string): string | null {
  const zip = /^\s*(\d{3})\d{2}(?:-\d{4})?\s*$/u.exec(value);
  if (!zip) return null;
  const prefix = Number(zip[1]);
  return PREFIXES.find(({ from, to }) => prefix >= from && prefix <= to)?.state ?? null;
}

/** The state a value names, by its two capitals ("IL") or its name ("Illinois"), or null. */
function stateNamedBy(value: string): string | null {
  const trimmed = value.trim();
  if (STATE_CODES.has(trimmed)) return trimmed;
  return STATES[trimmed.toLowerCase().replace(/\s+/gu, ' ')] ?? null;
}

/** Whether a zip code is in the state another value names; null unless they are a zip and a state. */
export function zipAgreement(zip: string, state: string): 'a zip in the state' | 'a zip of another state' | null {
  const [ofZip, named] = [zipStateOf(zip), stateNamedBy(state)];
  if (ofZip === null || named === null) return null;
  return ofZip === named ? 'a zip in the state' : 'a zip of another state';
}

/** The same within one value, an address's end ("Springfield, IL 62704"): its last zip against its last state code. */
export function zipAgreementWithin(value: string): 'a zip in the state' | 'a zip of another state' | null {
  const zip = value.match(/(?<![\d-])\d{5}(?:-\d{4})?(?!\d)/gu)?.at(-1);
  const state = value.match(/(?<!\p{L})\p{Lu}{2}(?!\p{L})/gu)?.filter((code) => STATE_CODES.has(code)).at(-1);
  return zip && state ? zipAgreement(zip, state) : null;
}
