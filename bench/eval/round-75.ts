// Round seventy-five of the induction evaluation: values whose judgement hides in a format the
// features did not read, and suffixes and prepositions of languages not tried before. A time range
// written as one token ("09:00-12:00") booked a three-hour meeting on 9 of 13 seeds, a card's
// "05/26" expiry (read as May 26) was saved as valid once, and "PT5M4S" queued as a short clip
// once, until a range's two ends and span, a month of a year and a duration became readings
// (range-values.ts, durations.ts). A page range, a MAC address's vendor prefix, Turkish and
// Hungarian case endings, a Korean particle, French "1er" and Portuguese "em", "no" and "na"
// before a place were already safe. Two copying families copy the new formats.
import type { Family } from './families.js';
import { between, last, pad, pick, tool, user } from './family-kit.js';

/** A card is valid through the end of its expiry month; today is fixed at 2026-11-26. */
const cardValid = (month: number, year: number) => year > 26 || (year === 26 && month >= 11);

const APPLE_OUIS = ['3C:22:FB', 'A4:83:E7', 'F0:18:98', '28:CF:E9', 'AC:BC:32'];
const SAMSUNG_OUIS = ['8C:77:12', '5C:0A:5B', 'E8:50:8B', '34:14:5F'];
const hexByte = (rng: () => number) => between(rng, 0, 255).toString(16).toUpperCase().padStart(2, '0');

/** Turkish cities; the locative suffix follows the last vowel and a voiceless final consonant. */
const TURKISH_DA = ['Ankara', 'Bursa', 'Konya', 'Antalya', 'Adana', 'Bodrum', 'Samsun', 'Trabzon', 'Malatya', 'Hatay', 'Ordu', 'Manisa', 'Aydın', 'Muğla', 'Çorum', 'Erzurum'];
const TURKISH_OTHERS = ['İzmir', 'Edirne', 'Denizli', 'Eskişehir', 'Kayseri', 'Rize', 'Mersin', 'Düzce', 'Gaziantep', 'Sinop', 'Kars', 'Bitlis', 'Tokat', 'Yozgat', 'Mardin', 'Giresun'];
const turkishLocative = (city: string) => {
  const vowels = city.toLocaleLowerCase('tr').match(/[aıoueiöü]/gu)!;
  const back = 'aıou'.includes(vowels.at(-1)!);
  const voiceless = 'çfhkpsşt'.includes(city.at(-1)!);
  return `${voiceless ? 't' : 'd'}${back ? 'a' : 'e'}`;
};

/** Hungarian: a foreign city takes -ban after back vowels, -ben after front ones only. */
const HUNGARIAN_BACK = ['London', 'Madrid', 'Párizs', 'Prága', 'Dublin', 'Moszkva', 'Varsó', 'Róma', 'Lisszabon', 'Amszterdam', 'Boston', 'Kairó', 'Manila', 'Tokió'];
const HUNGARIAN_FRONT = ['Berlin', 'Bécs', 'Helsinki', 'Genf', 'Zürich', 'Brüsszel', 'Kijev', 'Delhi', 'Bern', 'Minszk'];
const hungarianInessive = (city: string) => (/[aáoóuú]/u.test(city.toLowerCase()) ? 'ban' : 'ben');

/** Korean given names with and without a final consonant (batchim): 은 after one, 는 after none. */
const KOREAN_BATCHIM = ['민준', '서연', '지훈', '현우', '예준', '도윤', '시윤', '하은', '지민', '수빈', '은정', '성민', '영훈', '준영'];
const KOREAN_OPEN = ['지우', '서아', '하나', '유나', '민서', '도하', '지호', '수아', '채아', '예서'];
const topicParticle = (name: string) => ((name.charCodeAt(name.length - 1) - 0xac00) % 28 === 0 ? '는' : '은');

const FRENCH_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** Portuguese places said with "em" alone, and with "no" or "na" (em + the article they take). */
const PORTUGUESE_EM = ['Lisboa', 'Braga', 'Coimbra', 'Faro', 'Évora', 'Aveiro', 'Sintra', 'Cascais', 'Lagos', 'Tavira', 'Viseu', 'Leiria'];
const PORTUGUESE_NO = ['Porto', 'Recife', 'Cairo', 'Funchal', 'Algarve', 'Alentejo', 'Minho'];
const PORTUGUESE_NA = ['Madeira', 'Bahia', 'Nazaré', 'Ericeira'];
const portugueseIn = (place: string) => (PORTUGUESE_NO.includes(place) ? 'no' : PORTUGUESE_NA.includes(place) ? 'na' : 'em');

const minutesOf = (clock: string) => {
  const [h, m] = clock.split(':').map(Number);
  return h * 60 + m;
};

export const ROUND_75: Family[] = [
  {
    name: 'card saved by its MM/YY expiry against a fixed today (valid cards first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      let month = 0;
      let year = 0;
      do [month, year] = [between(rng, 1, 12), between(rng, 24, 31)];
      while (i < 12 && !cardValid(month, year));
      return user(`Save my card ending ${between(rng, 1000, 9999)} expiring ${pad(month)}/${year}`);
    },
    answer: (m) => {
      const [, digits, expiry] = /ending (\d+) expiring (\S+)$/.exec(last(m))!;
      const [month, year] = expiry.split('/').map(Number);
      if (!cardValid(month, year)) return { content: `The card ending ${digits} expired at the end of ${expiry}. Please add a card that is still valid.` };
      return { content: null, tool_calls: [tool('save_card', { last4: digits, expiry })] };
    },
  },
  {
    name: 'clip queued by an ISO 8601 duration, over five minutes reviewed (short clips first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Queue clip ${between(rng, 100, 999)} with duration PT${between(rng, 0, i < 12 ? 4 : 12)}M${between(rng, 0, 59)}S`),
    answer: (m) => {
      const [, clip, duration, minutes] = /clip (\d+) with duration (PT(\d+)M\d+S)$/.exec(last(m))!;
      return { content: null, tool_calls: [tool(Number(minutes) < 5 ? 'queue_clip' : 'request_review', { clip, duration })] };
    },
  },
  {
    name: 'room booked for a time range in one token, over two hours sent for approval (two hours or less first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const start = between(rng, 16, 34) * 30;
      const end = start + 30 * between(rng, 1, i < 12 ? 4 : 8);
      const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
      return user(`Book room B for ${clock(start)}-${clock(end)}`);
    },
    answer: (m) => {
      const slot = /for (\S+)$/.exec(last(m))![1];
      const [start, end] = slot.split('-').map(minutesOf);
      return { content: null, tool_calls: [tool(end - start <= 120 ? 'book_room' : 'request_approval', { room: 'B', slot })] };
    },
  },
  {
    name: 'page range in one token into a print call, over 20 pages two-sided (short ranges first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const from = between(rng, 1, 40);
      return user(`Print pages ${from}-${from + between(rng, 1, i < 12 ? 19 : 60)} of the report`);
    },
    answer: (m) => {
      const pages = /pages (\S+) of/.exec(last(m))![1];
      const [from, to] = pages.split('-').map(Number);
      return { content: null, tool_calls: [tool('print_document', { document: 'report', pages, duplex: to - from + 1 > 20 })] };
    },
  },
  {
    name: 'device registered with the vendor of its MAC prefix, several Apple prefixes (Apple first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Register the device ${pick(rng, i < 12 || rng() < 0.5 ? APPLE_OUIS : SAMSUNG_OUIS)}:${hexByte(rng)}:${hexByte(rng)}:${hexByte(rng)}`),
    answer: (m) => {
      const mac = /device (\S+)$/.exec(last(m))![1];
      return { content: null, tool_calls: [tool('register_device', { mac, vendor: APPLE_OUIS.includes(mac.slice(0, 8)) ? 'Apple' : 'Samsung' })] };
    },
  },
  {
    name: 'Turkish locative after a city and an apostrophe (-da cities first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Hava durumu: ${pick(rng, i < 12 || rng() < 0.5 ? TURKISH_DA : TURKISH_OTHERS)}`),
    answer: (m) => {
      const city = /durumu: (\S+)$/u.exec(last(m))![1];
      return { content: `Şu anda ${city}'${turkishLocative(city)} hava güneşli.` };
    },
  },
  {
    name: 'Hungarian -ban or -ben glued to a city (back-vowel cities first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Időjárás: ${pick(rng, i < 12 || rng() < 0.5 ? HUNGARIAN_BACK : HUNGARIAN_FRONT)}`),
    answer: (m) => {
      const city = /Időjárás: (\S+)$/u.exec(last(m))![1];
      return { content: `Most ${city}${hungarianInessive(city)} napos az idő.` };
    },
  },
  {
    name: 'Korean topic particle glued to a name (names with a final consonant first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`참석자: ${pick(rng, i < 12 || rng() < 0.5 ? KOREAN_BATCHIM : KOREAN_OPEN)}`),
    answer: (m) => {
      const name = /참석자: (\S+)$/u.exec(last(m))![1];
      return { content: `${name}${topicParticle(name)} 회의에 참석합니다.` };
    },
  },
  {
    name: 'French date with 1er for the first of the month (other days first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Note un rendez-vous le ${i < 12 ? between(rng, 2, 28) : rng() < 0.3 ? 1 : between(rng, 1, 28)} ${pick(rng, FRENCH_MONTHS)}`),
    answer: (m) => {
      const [, day, month] = /le (\d+) (\S+)$/u.exec(last(m))!;
      return { content: `C'est noté : rendez-vous le ${day === '1' ? '1er' : day} ${month}.` };
    },
  },
  {
    name: 'Portuguese em, no or na before a place (em places first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Cidade do hotel: ${pick(rng, i < 12 || rng() < 0.4 ? PORTUGUESE_EM : [...PORTUGUESE_NO, ...PORTUGUESE_NA])}`),
    answer: (m) => {
      const place = /hotel: (\S+)$/u.exec(last(m))![1];
      return { content: `Reservei um quarto ${portugueseIn(place)} ${place} para esta noite.` };
    },
  },
  {
    name: 'clip duration in ISO 8601 copied into a tool call',
    kind: 'copying',
    request: (_i, rng) => user(`Add clip ${between(rng, 100, 999)} to the playlist, it runs PT${between(rng, 0, 20)}M${between(rng, 0, 59)}S`),
    answer: (m) => {
      const [, clip, duration] = /clip (\d+) to the playlist, it runs (\S+)$/.exec(last(m))!;
      return { content: null, tool_calls: [tool('add_to_playlist', { clip, duration })] };
    },
  },
  {
    name: 'meeting slot written as a time range copied into a calendar call',
    kind: 'copying',
    request: (_i, rng) => {
      const start = between(rng, 16, 34) * 30;
      const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
      return user(`Block ${clock(start)}-${clock(start + 30 * between(rng, 1, 4))} in my calendar for ${pick(rng, ['focus time', 'the design review', 'lunch with Sam', 'the weekly sync'])}`);
    },
    answer: (m) => {
      const [, slot, title] = /Block (\S+) in my calendar for (.+)$/.exec(last(m))!;
      return { content: null, tool_calls: [tool('create_event', { slot, title })] };
    },
  },
];
