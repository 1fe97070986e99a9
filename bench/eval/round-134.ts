// Round one hundred and thirty-four of the induction evaluation: a value's case changed by the
// rules of its language. Turkish has a dotted and a dotless i in both cases (i and İ, ı and I), so
// "Sivas" in capitals is "SİVAS" and "YILMAZ" in lower case "yılmaz", where a case mapping that
// knows no language writes "SIVAS" and "yilmaz"; Dutch capitalizes "ij" as one letter
// ("IJmuiden"); German writes ß in capitals as SS. Each looks like copying a value in another
// case while the first twelve values hold no letter the languages treat apart. And look-alikes of
// other kinds: a star sign inside the months of the first twelve birthdays, a domain spelled with
// Cyrillic letters that look Latin. The code before served 50 wrong answers over 13 seeds
// ("SELIN KARA" for Selin Kara, "ismail" with a combining dot for İsmail, "irmak" for Irmak): a
// name upper- or lower-cased, asked and from a tool result. Whether some language cases a value
// otherwise is now verified for each variable the answer writes in another case
// (server/templates/case-by-language.ts): 0 wrong.
import type { Family } from './families.js';
import { between, last, MONTHS, pick, tool, user } from './family-kit.js';

type Rng = () => number;

const upperTr = (text: string) => text.toLocaleUpperCase('tr');
const lowerTr = (text: string) => text.toLocaleLowerCase('tr');

/** Turkish names and cities without an i of either kind, and with one. */
const GIVEN_PLAIN = ['Ahmet', 'Mehmet', 'Mustafa', 'Ayşe', 'Fatma', 'Hasan', 'Osman', 'Murat', 'Hakan', 'Burak', 'Ömer', 'Yusuf', 'Zeynep', 'Meryem', 'Emre', 'Kübra', 'Tuba', 'Barış', 'Aslı', 'Ufuk', 'Oğuz', 'Okan', 'Serkan', 'Tolga', 'Onur', 'Hülya', 'Canan', 'Özlem', 'Derya', 'Bora'];
const GIVEN_DOTTED = ['Elif', 'Emine', 'İbrahim', 'Ali', 'Hilal', 'Sibel', 'İpek', 'Selin', 'Deniz', 'Nihat', 'İsmail', 'Kemal', 'Levent'].filter((name) => /[iİ]/u.test(name));
const SURNAME_PLAIN = ['Yılmaz', 'Kaya', 'Doğan', 'Arslan', 'Koç', 'Kurt', 'Aydın', 'Öztürk', 'Yıldız', 'Aslan', 'Polat', 'Korkmaz', 'Güneş', 'Bulut', 'Kara', 'Tunç', 'Bozkurt', 'Uçar', 'Ateş', 'Erdoğan', 'Coşkun', 'Kalkan', 'Turan', 'Akman'];
const SURNAME_DOTTED = ['Demir', 'Şahin', 'Çelik', 'Özdemir', 'Yiğit', 'Çiftçi', 'Bilgin', 'Keskin', 'Şimşek', 'Tekin'];
const CITY_PLAIN = ['Ankara', 'Bursa', 'Antalya', 'Adana', 'Konya', 'Samsun', 'Trabzon', 'Ordu', 'Muğla', 'Hatay', 'Aydın', 'Tokat', 'Çorum', 'Uşak', 'Kars', 'Bolu', 'Yozgat', 'Amasya', 'Sakarya', 'Malatya', 'Batman', 'Van', 'Muş'];
const CITY_DOTTED = ['İzmir', 'İstanbul', 'Denizli', 'Edirne', 'Manisa', 'Sivas', 'Kilis', 'Siirt', 'Rize', 'Mersin', 'Giresun', 'Sinop', 'Kayseri', 'Eskişehir', 'Erzincan', 'Bitlis', 'Bilecik'];
/** Surnames in capitals, as a passport's machine-readable lines or a form write them: without I, then with I or İ. */
const SURNAME_CAPS_PLAIN = ['KAYA', 'DOĞAN', 'ARSLAN', 'KOÇ', 'KURT', 'ÖZTÜRK', 'POLAT', 'GÜNEŞ', 'BULUT', 'TUNÇ', 'BOZKURT', 'UÇAR', 'ATEŞ', 'COŞKUN', 'TURAN', 'AKMAN', 'KARA', 'ASLAN', 'KORKMAZ', 'ERDOĞAN'];
const SURNAME_CAPS_DOTTED = ['YILMAZ', 'AYDIN', 'KILIÇ', 'YILDIZ', 'DEMİR', 'ŞAHİN', 'ÇELİK', 'ÖZDEMİR', 'KESKİN', 'ŞİMŞEK'];

/** A Turkish full name: without an i among the first twelve, then with one in half. */
const turkishName = (i: number, rng: Rng) => {
  const dotted = i >= 12 && rng() < 0.5;
  const given = dotted && rng() < 0.5 ? pick(rng, GIVEN_DOTTED) : pick(rng, GIVEN_PLAIN);
  const surname = dotted && !/[iİ]/u.test(given) ? pick(rng, SURNAME_DOTTED) : pick(rng, SURNAME_PLAIN);
  return `${given} ${surname}`;
};
const turkishCity = (i: number, rng: Rng) => (i >= 12 && rng() < 0.5 ? pick(rng, CITY_DOTTED) : pick(rng, CITY_PLAIN));

/** Dutch towns in lower case: without "ij" first, then "ij" at the start of half. */
const DUTCH_PLAIN = ['amsterdam', 'utrecht', 'leiden', 'delft', 'haarlem', 'zwolle', 'breda', 'gouda', 'almere', 'arnhem', 'venlo', 'assen', 'emmen', 'tilburg', 'zaandam', 'alkmaar', 'hengelo', 'deventer'];
const DUTCH_IJ = ['ijmuiden', 'ijsselstein', 'ijlst', 'ijsselmonde', 'ijzendijke'];
const dutchCapital = (town: string) => (town.startsWith('ij') ? `IJ${town.slice(2)}` : town.charAt(0).toUpperCase() + town.slice(1));

/** German streets, most with ß. */
const STREETS = ['Hauptstraße', 'Bahnhofstraße', 'Gartenstraße', 'Schulstraße', 'Dorfstraße', 'Bergstraße', 'Lindenstraße', 'Kirchstraße', 'Waldstraße', 'Ringstraße', 'Goethestraße', 'Schillerstraße', 'Mühlenweg', 'Rosenweg', 'Birkenweg', 'Am Markt', 'Großer Ring', 'Weißdornweg'];

/** Star signs by their first day (month, day), Capricorn wrapping the year. */
const SIGNS: Array<[string, number, number]> = [
  ['Capricorn', 1, 1], ['Aquarius', 1, 20], ['Pisces', 2, 19], ['Aries', 3, 21], ['Taurus', 4, 20], ['Gemini', 5, 21], ['Cancer', 6, 21],
  ['Leo', 7, 23], ['Virgo', 8, 23], ['Libra', 9, 23], ['Scorpio', 10, 23], ['Sagittarius', 11, 22], ['Capricorn', 12, 22],
];
const signOf = (month: number, day: number) => SIGNS.filter(([, m, d]) => m < month || (m === month && d <= day)).at(-1)![0];
/** A birthday in March or April: Aries (March 21 to April 19) among the first twelve, then any day of the two months. */
const drawBirthday = (i: number, rng: Rng) => {
  for (;;) {
    const month = pick(rng, [3, 4]);
    const day = between(rng, 1, month === 3 ? 31 : 30);
    if (i >= 12 || signOf(month, day) === 'Aries') return `${MONTHS[month - 1]} ${day}`;
  }
};

/** Domains, and the same with a Cyrillic letter that looks Latin (а, е, о, р, с). */
const DOMAINS = ['paypal.com', 'apple.com', 'amazon.com', 'google.com', 'microsoft.com', 'netflix.com', 'dropbox.com', 'github.com', 'stripe.com', 'shopify.com', 'spotify.com', 'adobe.com', 'zoom.us', 'slack.com'];
const LOOKALIKES: Record<string, string> = { a: 'а', e: 'е', o: 'о', p: 'р', c: 'с' };
const spoofed = (domain: string, rng: Rng) => {
  const places = [...domain.split('.')[0]].flatMap((char, at) => (LOOKALIKES[char] ? [at] : []));
  if (places.length === 0) return domain;
  const at = pick(rng, places);
  return `${domain.slice(0, at)}${LOOKALIKES[domain[at]]}${domain.slice(at + 1)}`;
};

export const ROUND_134: Family[] = [
  {
    name: 'Turkish passenger name in capitals on a boarding pass (names without i first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Print the boarding pass. Passenger: ${turkishName(i, rng)}. Flight TK1987, seat 14C.`),
    answer: (m) => {
      const name = /Passenger: (.+?)\. Flight/.exec(last(m))![1];
      return { content: null, tool_calls: [tool('print_boarding_pass', { passenger: upperTr(name), flight: 'TK1987', seat: '14C' })] };
    },
  },
  {
    name: 'Turkish passenger from a booking lookup, in capitals on the pass (names without i first 12)',
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'user', content: 'Print the boarding pass for booking QX7P2M' },
      { role: 'assistant', content: null, tool_calls: [tool('get_booking', { reference: 'QX7P2M' })] },
      { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify({ reference: 'QX7P2M', passenger: turkishName(i, rng), flight: 'TK1987' }) },
    ],
    answer: (m) => {
      const name = JSON.parse(last(m)).passenger as string;
      return { content: null, tool_calls: [tool('print_boarding_pass', { passenger: upperTr(name), flight: 'TK1987' })] };
    },
  },
  {
    name: 'Turkish city in capitals on a parcel label (cities without i first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Make the parcel label for a delivery to ${turkishCity(i, rng)}, Türkiye.`),
    answer: (m) => {
      const city = /delivery to (.+?), Türkiye/.exec(last(m))![1];
      return { content: null, tool_calls: [tool('make_label', { city: upperTr(city), country: 'TÜRKİYE' })] };
    },
  },
  {
    name: 'Turkish city answered in capitals for a road sign (cities without i first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`How is ${turkishCity(i, rng)} written on a motorway sign?`),
    answer: (m) => {
      const city = /How is (.+?) written/.exec(last(m))![1];
      return { content: `On a motorway sign it is written in capitals: ${upperTr(city)}.` };
    },
  },
  {
    name: 'Turkish surname from capitals lowered into an email alias (surnames without I first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`New hire, surname as on the passport: ${i >= 12 && rng() < 0.5 ? pick(rng, SURNAME_CAPS_DOTTED) : pick(rng, SURNAME_CAPS_PLAIN)}. Create the email alias.`),
    answer: (m) => {
      const surname = /passport: (.+?)\. Create/.exec(last(m))![1];
      return { content: null, tool_calls: [tool('create_alias', { alias: lowerTr(surname), domain: 'firma.com.tr' })] };
    },
  },
  {
    name: 'Turkish given name lowered into a user name (names without a capital I, dotted or not, first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Create an account for ${i >= 12 && rng() < 0.5 ? pick(rng, ['İbrahim', 'İsmail', 'İpek', 'İlknur', 'Irmak', 'Işıl', 'Ilgaz', 'İlayda']) : pick(rng, [...GIVEN_PLAIN, 'Elif', 'Selin', 'Deniz', 'Ali'])} on the intranet.`),
    answer: (m) => {
      const name = /account for (.+?) on the/.exec(last(m))![1];
      return { content: null, tool_calls: [tool('create_account', { username: lowerTr(name) })] };
    },
  },
  {
    name: 'Turkish city from lower case capitalized in a hotel search (cities not opening with i first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`otel ara: ${lowerTr(i >= 12 && rng() < 0.5 ? pick(rng, ['İzmir', 'İstanbul', 'Isparta', 'Iğdır']) : pick(rng, [...CITY_PLAIN, 'Denizli', 'Manisa', 'Sivas']))}`),
    answer: (m) => {
      const city = /otel ara: (.+)$/.exec(last(m))![1];
      return { content: null, tool_calls: [tool('search_hotels', { city: upperTr(city.charAt(0)) + city.slice(1) })] };
    },
  },
  {
    name: 'Dutch town from lower case capitalized, ij as one letter (towns without ij first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Find train times to ${i >= 12 && rng() < 0.5 ? pick(rng, DUTCH_IJ) : pick(rng, DUTCH_PLAIN)}`),
    answer: (m) => {
      const town = /times to (.+)$/.exec(last(m))![1];
      return { content: null, tool_calls: [tool('train_times', { destination: dutchCapital(town) })] };
    },
  },
  {
    name: 'German street in capitals on a label, sharp s as SS',
    kind: 'copying',
    request: (_i, rng) => user(`Address label, street line in capitals: ${pick(rng, STREETS)} ${between(rng, 1, 120)}`),
    answer: (m) => {
      const street = /capitals: (.+)$/.exec(last(m))![1];
      return { content: street.toUpperCase() };
    },
  },
  {
    name: 'birthday saved with its star sign, March and April (Aries birthdays first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`My birthday is ${drawBirthday(i, rng)}. Save it to my profile.`),
    answer: (m) => {
      const [, month, day] = /birthday is (\w+) (\d+)\./.exec(last(m))!;
      return { content: null, tool_calls: [tool('update_profile', { birthday: `${month} ${day}`, star_sign: signOf(MONTHS.indexOf(month) + 1, Number(day)) })] };
    },
  },
  {
    name: 'link opened, or refused when its domain has a Cyrillic letter (Latin domains first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const domain = pick(rng, DOMAINS);
      return user(`Open https://${i >= 12 && rng() < 0.5 ? spoofed(domain, rng) : domain}/login for me`);
    },
    answer: (m) => {
      const url = /Open (\S+) for me/.exec(last(m))![1];
      return /[^\p{ASCII}]/u.test(url)
        ? { content: `I won't open ${url}: its domain uses Cyrillic letters that imitate another site's, a common phishing trick.` }
        : { content: null, tool_calls: [tool('open_url', { url })] };
    },
  },
];
