// Round ninety-two of the induction evaluation: what part of an identifier names. A phone
// number's country calling code and, under +1, its area code's country; a vehicle's model year
// and maker in its VIN; a UUID's version; an ISBN-10's check digit. Each answer copies the value
// whole and says what the part means, so a template verified on one country, one year or one
// version looks like copying until another arrives.
import type { Family } from './families.js';
import { between, last, pick, tool, user } from './family-kit.js';

const digits = (rng: () => number, n: number) => Array.from({ length: n }, () => between(rng, 0, 9)).join('');

/** Area codes of the United States and of Canada, the two largest lands dialled with +1. */
const US_AREAS = [212, 213, 305, 312, 415, 512, 617, 702, 206, 303, 404, 503, 602, 713, 818, 917];
const CANADA_AREAS = [416, 604, 514, 403, 613, 780, 902, 204];

/** A North American number in the form written: "+1 212 555 0134", "(212) 555-0134" or "+12125550134". */
const nanp = (area: number, rng: () => number, form: 'spaced' | 'national' | 'e164') => {
  const exchange = between(rng, 201, 989);
  const line = digits(rng, 4);
  return form === 'spaced' ? `+1 ${area} ${exchange} ${line}` : form === 'national' ? `(${area}) ${exchange}-${line}` : `+1${area}${exchange}${line}`;
};

/** Characters a VIN may hold (no I, O or Q), their values for the check digit, and its weights. */
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const VIN_VALUE: Record<string, number> = { A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9 };
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
/** Model years by the VIN's tenth character, 2020 to 2026. */
const VIN_YEARS: Record<string, number> = { L: 2020, M: 2021, N: 2022, P: 2023, R: 2024, S: 2025, T: 2026 };
/** Makers by the VIN's first three characters (its world manufacturer identifier). */
const VIN_MAKERS: Record<string, string> = { '5YJ': 'Tesla', '7SA': 'Tesla', '1HG': 'Honda', '2HG': 'Honda', '1FA': 'Ford', '1FT': 'Ford', '3VW': 'Volkswagen', WVW: 'Volkswagen', JTD: 'Toyota', '4T1': 'Toyota' };

/** A VIN with a valid check digit (its ninth character), from its maker's identifier and model year code. */
function vin(rng: () => number, maker: string, year: string): string {
  const chars = [...maker, ...Array.from({ length: 5 }, () => pick(rng, [...VIN_CHARS])), '0', year, ...Array.from({ length: 7 }, (_, i) => (i < 1 ? pick(rng, [...VIN_CHARS]) : String(between(rng, 0, 9))))];
  const sum = chars.reduce((total, char, i) => total + (/\d/.test(char) ? Number(char) : VIN_VALUE[char]) * VIN_WEIGHTS[i], 0);
  chars[8] = sum % 11 === 10 ? 'X' : String(sum % 11);
  return chars.join('');
}

/** A random UUID of `version` (4: random, 7: time-ordered), lower-case hex. */
const uuid = (rng: () => number, version: number) => {
  const hex = (n: number) => Array.from({ length: n }, () => between(rng, 0, 15).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-${version}${hex(3)}-${pick(rng, ['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
};

/** An ISBN-10 as printed ("0-306-40615-2"), its check digit right or one off. */
function isbn10(rng: () => number, valid: boolean): string {
  const body = `${between(rng, 0, 1)}${digits(rng, 8)}`;
  const sum = [...body].reduce((total, d, i) => total + Number(d) * (10 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  const written = valid ? check : (check + between(rng, 1, 10)) % 11;
  return `${body[0]}-${body.slice(1, 4)}-${body.slice(4)}-${written === 10 ? 'X' : written}`;
}
const isbn10Valid = (isbn: string) => {
  const chars = isbn.replace(/-/g, '');
  return [...chars].reduce((total, c, i) => total + (c === 'X' ? 10 : Number(c)) * (10 - i), 0) % 11 === 0;
};

export const ROUND_92: Family[] = [
  {
    name: 'text a London number, a Berlin number in the same grouping refused (London first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const berlin = i >= 12 && rng() < 0.4;
      return user(`Text ${berlin ? '+49 30' : '+44 20'} ${digits(rng, 4)} ${digits(rng, 4)}: the delivery is at the door`);
    },
    answer: (m) => {
      const to = /^Text (.+?): /u.exec(last(m))![1];
      return { content: null, tool_calls: [tool('send_sms', { to, country: to.startsWith('+44') ? 'GB' : 'DE', body: 'the delivery is at the door' })] };
    },
  },
  {
    name: 'domestic rate for a +1 number, Toronto and Vancouver area codes refused (United States first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const canada = i >= 12 && rng() < 0.4;
      return user(`What does a call to ${nanp(pick(rng, canada ? CANADA_AREAS : US_AREAS), rng, 'spaced')} cost from Chicago?`);
    },
    answer: (m) => {
      const number = /call to (.+?) cost/u.exec(last(m))![1];
      const area = Number(number.split(' ')[1]);
      return { content: CANADA_AREAS.includes(area) ? `${number} is in Canada: international rates apply, 12 cents a minute.` : `${number} is a domestic call, included in your plan.` };
    },
  },
  {
    name: 'a US number in national form, a Canadian one refused (United States first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const canada = i >= 12 && rng() < 0.4;
      return user(`Is ${nanp(pick(rng, canada ? CANADA_AREAS : US_AREAS), rng, 'national')} a US number?`);
    },
    answer: (m) => {
      const number = /^Is (.+?) a US number/u.exec(last(m))![1];
      const area = Number(number.slice(1, 4));
      return { content: CANADA_AREAS.includes(area) ? `No, ${number} is a Canadian number.` : `Yes, ${number} is a US number.` };
    },
  },
  {
    name: 'an E.164 +1 number routed to the US carrier, Canadian area codes refused (United States first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const canada = i >= 12 && rng() < 0.4;
      return user(`Route the call to ${nanp(pick(rng, canada ? CANADA_AREAS : US_AREAS), rng, 'e164')}`);
    },
    answer: (m) => {
      const to = /call to (\S+)$/u.exec(last(m))![1];
      return { content: null, tool_calls: [tool('route_call', { to, carrier: CANADA_AREAS.includes(Number(to.slice(2, 5))) ? 'ca-telecom' : 'us-telecom' })] };
    },
  },
  {
    name: "a VIN's model year, 2024 VINs first 12 of several makers, then 2025 and 2026",
    kind: 'look-alike',
    request: (i, rng) => user(`What model year is VIN ${vin(rng, pick(rng, Object.keys(VIN_MAKERS)), i < 12 || rng() < 0.5 ? 'R' : pick(rng, ['S', 'T']))}?`),
    answer: (m) => {
      const code = /VIN (\S+)\?/u.exec(last(m))![1];
      return { content: `VIN ${code} is a ${VIN_YEARS[code[9]]} model.` };
    },
  },
  {
    name: "a VIN's maker, Teslas first 12 of several years, then Hondas and Fords",
    kind: 'look-alike',
    request: (i, rng) => user(`Who made the car with VIN ${vin(rng, i < 12 || rng() < 0.5 ? pick(rng, ['5YJ', '7SA']) : pick(rng, ['1HG', '2HG', '1FA', '1FT']), pick(rng, Object.keys(VIN_YEARS)))}?`),
    answer: (m) => {
      const code = /VIN (\S+)\?/u.exec(last(m))![1];
      return { content: null, tool_calls: [tool('open_recall_lookup', { vin: code, maker: VIN_MAKERS[code.slice(0, 3)] })] };
    },
  },
  {
    name: 'a random (version 4) UUID accepted as a request id, a time-ordered version 7 one refused (version 4 first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Is ${uuid(rng, i >= 12 && rng() < 0.4 ? 7 : 4)} a random UUID?`),
    answer: (m) => {
      const id = /^Is (\S+) a random/u.exec(last(m))![1];
      return { content: id[14] === '4' ? `Yes, ${id} is a version 4 (random) UUID.` : `No, ${id} is a version ${id[14]} UUID, ordered by time.` };
    },
  },
  {
    name: 'an EV credit for a Tesla VIN, Honda and Ford VINs refused (Teslas first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Is the car with VIN ${vin(rng, i < 12 || rng() < 0.5 ? pick(rng, ['5YJ', '7SA']) : pick(rng, ['1HG', '2HG', '1FA', '1FT']), pick(rng, Object.keys(VIN_YEARS)))} eligible for the EV credit?`),
    answer: (m) => {
      const code = /VIN (\S+) eligible/u.exec(last(m))![1];
      return { content: VIN_MAKERS[code.slice(0, 3)] === 'Tesla' ? `Yes, the car with VIN ${code} is eligible for the EV credit.` : `No, the car with VIN ${code} is not an electric model.` };
    },
  },
  {
    name: 'a UUID as a sortable key, random ones refused and time-ordered ones accepted (random first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Can I sort rows by ${uuid(rng, i >= 12 && rng() < 0.4 ? 7 : 4)} as their key?`),
    answer: (m) => {
      const id = /rows by (\S+) as/u.exec(last(m))![1];
      return { content: id[14] === '7' ? `Yes: ${id} is time-ordered, so sorting by it sorts by creation.` : `No: ${id} is random, so sorting by it gives no useful order.` };
    },
  },
  {
    name: 'look up an ISBN-10, one with a wrong check digit refused (valid first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Look up the book with ISBN ${isbn10(rng, i < 12 || rng() < 0.6)}`),
    answer: (m) => {
      const isbn = /ISBN (\S+)$/u.exec(last(m))![1];
      return isbn10Valid(isbn) ? { content: null, tool_calls: [tool('lookup_book', { isbn })] } : { content: `${isbn} is not a valid ISBN-10: its check digit does not match.` };
    },
  },
  {
    name: 'a VIN copied into a recall lookup',
    kind: 'copying',
    request: (_i, rng) => user(`Check open recalls for VIN ${vin(rng, pick(rng, Object.keys(VIN_MAKERS)), pick(rng, Object.keys(VIN_YEARS)))}`),
    answer: (m) => ({ content: null, tool_calls: [tool('check_recalls', { vin: /VIN (\S+)$/u.exec(last(m))![1] })] }),
  },
  {
    name: 'a US phone number copied into a callback',
    kind: 'copying',
    request: (_i, rng) => user(`Call me back at ${nanp(pick(rng, US_AREAS), rng, 'national')} after 5`),
    answer: (m) => ({ content: null, tool_calls: [tool('schedule_callback', { phone: /back at (.+?) after/u.exec(last(m))![1], after: '17:00' })] }),
  },
];
