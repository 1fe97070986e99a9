// Round eighty-six of the induction evaluation: identifiers whose facts are written in their
// digits by a standard, not shown by their size or shape. A payment card's network (its first
// digits) and check digit (Luhn), an ISBN's and an IBAN's check digits, an IPv4 or IPv6 address
// that is private, a link whose domain mixes scripts, an attachment that is a program, a phone
// number that is toll-free or premium-rate. An agent refuses or warns on each; its copies of the
// same values should still hit.
import type { Family } from './families.js';
import { between, last, pick, tool, user } from './family-kit.js';

const digits = (rng: () => number, n: number) => Array.from({ length: n }, () => between(rng, 0, 9)).join('');
/** The Luhn check digit that completes `body` (cards, IMEIs). */
const luhnDigit = (body: string) => {
  let sum = 0;
  for (const [i, c] of [...body].reverse().entries()) {
    const d = Number(c) * (i % 2 === 0 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  }
  return String((10 - (sum % 10)) % 10);
};
const luhnValid = (n: string) => luhnDigit(n.slice(0, -1)) === n.at(-1);
/** A card number of `prefix`, `length` digits long, its check digit right unless `typo`. */
export const card = (rng: () => number, prefix: string, length: number, typo = false) => {
  const body = prefix + digits(rng, length - prefix.length - 1);
  const check = luhnDigit(body);
  return body + (typo ? String((Number(check) + between(rng, 1, 9)) % 10) : check);
};
export const networkOf = (n: string) =>
  /^4/.test(n) ? 'Visa' : /^3[47]/.test(n) ? 'American Express' : /^5[1-5]/.test(n) ? 'Mastercard' : /^35(2[89]|[3-8])/.test(n) ? 'JCB' : /^6011/.test(n) ? 'Discover' : 'unknown';

/** An ISBN-13 of the 978 prefix, its check digit right unless `typo`. */
const isbn = (rng: () => number, typo: boolean) => {
  const body = `978${digits(rng, 9)}`;
  const sum = [...body].reduce((s, c, i) => s + Number(c) * (i % 2 === 0 ? 1 : 3), 0);
  const check = (10 - (sum % 10)) % 10;
  return body + (typo ? (check + between(rng, 1, 9)) % 10 : check);
};
const isbnValid = (n: string) => [...n].reduce((s, c, i) => s + Number(c) * (i % 2 === 0 ? 1 : 3), 0) % 10 === 0;

/** The remainder of an IBAN's number (letters as 10 to 35) by 97, digit by digit. */
const ibanRemainder = (rearranged: string) =>
  [...rearranged].reduce((r, c) => {
    const value = /\d/.test(c) ? c : String(c.charCodeAt(0) - 55);
    return Number(String(r) + value) % 97;
  }, 0);
/** A German IBAN (22 characters), its check digits right unless `typo`. */
const iban = (rng: () => number, typo: boolean) => {
  const bban = digits(rng, 18);
  const check = 98 - ibanRemainder(`${bban}DE00`);
  const written = typo ? ((check + between(rng, 1, 40)) % 97) + 2 : check;
  return `DE${String(written).padStart(2, '0')}${bban}`;
};
const ibanValid = (value: string) => ibanRemainder(value.slice(4) + value.slice(0, 4)) === 1;

const PRIVATE_V4 = /^(?:10\.|127\.|169\.254\.|172\.(?:1[6-9]|2\d|3[01])\.|192\.168\.)/u;
/** A public IPv4 address while `publicOnly`, else often a private one. */
const ipv4 = (rng: () => number, publicOnly: boolean) => {
  if (!publicOnly && rng() < 0.5) {
    return pick(rng, [
      () => `172.${between(rng, 16, 31)}.${between(rng, 0, 255)}.${between(rng, 1, 254)}`,
      () => `192.168.${between(rng, 0, 255)}.${between(rng, 1, 254)}`,
      () => `10.${between(rng, 0, 255)}.${between(rng, 0, 255)}.${between(rng, 1, 254)}`,
    ])();
  }
  let ip: string;
  do ip = `${between(rng, 11, 223)}.${between(rng, 0, 255)}.${between(rng, 0, 255)}.${between(rng, 1, 254)}`;
  while (PRIVATE_V4.test(ip));
  return ip;
};
const hextet = (rng: () => number) => between(rng, 0, 0xffff).toString(16);
/** A global unicast IPv6 address (2000::/3) while `globalOnly`, else often a link-local or unique local one. */
const ipv6 = (rng: () => number, globalOnly: boolean) => {
  const first = !globalOnly && rng() < 0.5 ? pick(rng, ['fe80', `fd${between(rng, 0, 255).toString(16).padStart(2, '0')}`]) : between(rng, 0x2000, 0x3fff).toString(16);
  return `${first}:${hextet(rng)}:${hextet(rng)}::${hextet(rng)}`;
};
const LOCAL_V6 = /^(?:fe[89ab]|f[cd])/iu;

const HOMOGLYPHS: Record<string, string> = { a: 'а', o: 'о', e: 'е', p: 'р', c: 'с' };
const SITES = ['paypal', 'google', 'apple', 'amazon', 'microsoft', 'dropbox', 'netflix', 'facebook', 'github', 'ebay', 'adobe', 'spotify', 'linkedin', 'yahoo'];
/** The site's name, one of its letters swapped for a Cyrillic look-alike when `spoofed`. */
const siteName = (rng: () => number, spoofed: boolean) => {
  const site = pick(rng, SITES);
  if (!spoofed) return site;
  const at = [...site].findIndex((c) => HOMOGLYPHS[c] !== undefined);
  return at < 0 ? site : site.slice(0, at) + HOMOGLYPHS[site[at]] + site.slice(at + 1);
};

const NAMES = ['invoice', 'report', 'contract', 'minutes', 'budget', 'photos', 'slides', 'summary', 'itinerary', 'receipt'];
const DOCUMENTS = ['pdf', 'docx', 'xlsx', 'pptx', 'txt', 'csv', 'odt', 'png', 'jpg', 'zip'];
const PROGRAMS = ['exe', 'scr', 'bat', 'js', 'vbs', 'msi', 'jar'];

export const ROUND_86: Family[] = [
  {
    name: 'card accepted only from Visa and American Express, a JCB card refused (those two first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const number = i < 12 || rng() < 0.5 ? (rng() < 0.6 ? card(rng, '4', 16) : card(rng, pick(rng, ['34', '37']), 15)) : card(rng, `35${between(rng, 28, 89)}`, 16);
      return user(`Charge my order to card ${number}`);
    },
    answer: (m) => {
      const number = /card (\d+)$/u.exec(last(m))![1];
      const network = networkOf(number);
      return network === 'Visa' || network === 'American Express'
        ? { content: null, tool_calls: [tool('charge_card', { card_number: number })] }
        : { content: `Sorry, we only accept Visa and American Express; ${number} is a ${network} card.` };
    },
  },
  {
    name: 'card number with a typo caught by its check digit (valid numbers first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Pay the invoice with card ${card(rng, '4', 16, i >= 12 && rng() < 0.5)}`),
    answer: (m) => {
      const number = /card (\d+)$/u.exec(last(m))![1];
      return luhnValid(number)
        ? { content: null, tool_calls: [tool('pay_invoice', { card_number: number })] }
        : { content: `The card number ${number} is not valid (its check digit does not match). Please check it.` };
    },
  },
  {
    name: 'card number written in groups of four, a typo caught by its check digit (valid first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Save the card ${card(rng, '4', 16, i >= 12 && rng() < 0.5).replace(/(\d{4})(?=\d)/gu, '$1 ')} to my wallet`),
    answer: (m) => {
      const written = /card ([\d ]+) to my wallet$/u.exec(last(m))![1];
      return luhnValid(written.replace(/ /gu, ''))
        ? { content: null, tool_calls: [tool('save_card', { card_number: written })] }
        : { content: `${written} is not a valid card number. Could you check the digits?` };
    },
  },
  {
    name: 'ISBN with a wrong check digit refused (valid ISBNs first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Find the book with ISBN ${isbn(rng, i >= 12 && rng() < 0.5)}`),
    answer: (m) => {
      const number = /ISBN (\d+)$/u.exec(last(m))![1];
      return isbnValid(number)
        ? { content: null, tool_calls: [tool('find_book', { isbn: number })] }
        : { content: `${number} is not a valid ISBN-13: its check digit is wrong.` };
    },
  },
  {
    name: 'IBAN with wrong check digits refused (valid IBANs first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Send 50 EUR to ${iban(rng, i >= 12 && rng() < 0.5)}`),
    answer: (m) => {
      const account = /to (\S+)$/u.exec(last(m))![1];
      return ibanValid(account)
        ? { content: null, tool_calls: [tool('send_transfer', { amount: 50, currency: 'EUR', iban: account })] }
        : { content: `${account} is not a valid IBAN (its check digits do not match).` };
    },
  },
  {
    name: 'inbound rule refused for a private IPv4 address (public addresses first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Allow inbound traffic from ${ipv4(rng, i < 12)}`),
    answer: (m) => {
      const ip = /from (\S+)$/u.exec(last(m))![1];
      return PRIVATE_V4.test(ip)
        ? { content: `${ip} is a private address; inbound rules only take public addresses.` }
        : { content: null, tool_calls: [tool('allow_inbound', { source: ip })] };
    },
  },
  {
    name: 'inbound rule refused for a link-local or unique local IPv6 address (global addresses first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Allow inbound traffic from ${ipv6(rng, i < 12)}`),
    answer: (m) => {
      const ip = /from (\S+)$/u.exec(last(m))![1];
      return LOCAL_V6.test(ip)
        ? { content: `${ip} is not a global address; inbound rules only take global addresses.` }
        : { content: null, tool_calls: [tool('allow_inbound', { source: ip })] };
    },
  },
  {
    name: 'link with a look-alike Cyrillic letter in its domain flagged (Latin domains first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Open https://${siteName(rng, i >= 12 && rng() < 0.5)}.com/login for me`),
    answer: (m) => {
      const url = /Open (\S+) for me$/u.exec(last(m))![1];
      return /[^\p{Script=Latin}\p{P}\p{N}]/u.test(url.replace(/^https:\/\//u, ''))
        ? { content: `Warning: ${url} uses letters from another alphabet that look like Latin ones. It may be a phishing site; I won't open it.` }
        : { content: null, tool_calls: [tool('open_url', { url })] };
    },
  },
  {
    name: 'attachment that is a program refused (documents first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Download the attachment ${pick(rng, NAMES)}.${i < 12 || rng() < 0.5 ? pick(rng, DOCUMENTS) : pick(rng, PROGRAMS)}`),
    answer: (m) => {
      const file = /attachment (\S+)$/u.exec(last(m))![1];
      return PROGRAMS.includes(file.split('.').at(-1)!)
        ? { content: `${file} is a program; attachments that run code are blocked.` }
        : { content: null, tool_calls: [tool('download_attachment', { filename: file })] };
    },
  },
  {
    name: 'phone number dialed unless premium-rate 900, toll-free 800 noted (local numbers first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const area = i < 12 || rng() < 0.5 ? between(rng, 201, 989) : pick(rng, [800, 900, 888]);
      return user(`Call +1 ${area === 555 ? 556 : area} ${between(rng, 200, 999)} ${digits(rng, 4)} for me`);
    },
    answer: (m) => {
      const [, number, area] = /Call (\+1 (\d{3}) \d{3} \d{4}) for me$/u.exec(last(m))!;
      if (area === '900') return { content: `${number} is a premium-rate number; I can't call it.` };
      return { content: null, tool_calls: [tool('place_call', { number, toll_free: area === '800' || area === '888' })] };
    },
  },
  {
    name: 'an IPv4 address copied into a firewall call',
    kind: 'copying',
    request: (_i, rng) => user(`Block all traffic from ${ipv4(rng, false)}`),
    answer: (m) => ({ content: null, tool_calls: [tool('block_source', { source: /from (\S+)$/u.exec(last(m))![1] })] }),
  },
  {
    name: 'an IPv6 address copied into a firewall call',
    kind: 'copying',
    request: (_i, rng) => user(`Block all traffic from ${ipv6(rng, false)}`),
    answer: (m) => ({ content: null, tool_calls: [tool('block_source', { source: /from (\S+)$/u.exec(last(m))![1] })] }),
  },
  {
    name: 'a card number copied into a payment call',
    kind: 'copying',
    request: (_i, rng) => user(`Use card ${rng() < 0.7 ? card(rng, '4', 16) : card(rng, pick(rng, ['51', '52', '53', '54', '55']), 16)} for this order`),
    answer: (m) => ({ content: null, tool_calls: [tool('set_payment_card', { card_number: /card (\d+) for/u.exec(last(m))![1] })] }),
  },
  {
    name: 'an IBAN copied into a payee call',
    kind: 'copying',
    request: (_i, rng) => user(`Add ${pick(rng, ['Anna', 'Jonas', 'Lea', 'Felix', 'Mia', 'Paul'])} with IBAN ${iban(rng, false)} as a payee`),
    answer: (m) => {
      const [, name, account] = /Add (\w+) with IBAN (\S+) as a payee$/u.exec(last(m))!;
      return { content: null, tool_calls: [tool('add_payee', { name, iban: account })] };
    },
  },
  {
    name: 'an ISBN copied into a library hold',
    kind: 'copying',
    request: (_i, rng) => user(`Place a hold on ISBN ${isbn(rng, false)}`),
    answer: (m) => ({ content: null, tool_calls: [tool('place_hold', { isbn: /ISBN (\d+)$/u.exec(last(m))![1] })] }),
  },
];
