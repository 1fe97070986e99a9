// Round ninety-three of the induction evaluation: small words and suffixes that agree with the
// sound of the word beside them. Korean's topic particle is 는 after a vowel and 은 after a final
// consonant; Turkish writes a city's locative 'da, 'de, 'ta or 'te by its last vowel and
// consonant; Spanish "y" becomes "e" before an i sound and "o" becomes "u" before an o sound.
// Each looks like copying a name while the word beside it is a rule of the name's sound. And
// English forms that usually add a letter: a plural in s, a past tense in ed, a third person in s,
// where a box's plural is boxes and a child's children.
import type { Family } from './families.js';
import { last, pick, tool, user } from './family-kit.js';

/** Whether a Hangul syllable ends in a consonant (batchim): its index among the 28 finals is not 0. */
const hasFinal = (syllable: string) => (syllable.codePointAt(0)! - 0xac00) % 28 !== 0;
const KOREAN_FIRST = ['민', '지', '서', '하', '도', '예', '수', '유', '채', '주', '태', '가'];
const KOREAN_OPEN = ['수', '아', '우', '유', '히', '지', '리', '나', '호', '희', '서', '나'];
const KOREAN_CLOSED = ['준', '민', '영', '현', '빈', '진', '원', '윤', '훈', '성'];

/** Turkish cities and the locative suffix each takes (vowel harmony, and t after a voiceless consonant). */
const TURKISH_CITIES: Array<[string, string]> = [
  ['Ankara', 'da'], ['Bursa', 'da'], ['Antalya', 'da'], ['Adana', 'da'], ['Konya', 'da'], ['Manisa', 'da'], ['Samsun', 'da'], ['Trabzon', 'da'],
  ['Kayseri', 'de'], ['Eskişehir', 'de'], ['Edirne', 'de'], ['Denizli', 'de'], ['Gaziantep', 'te'], ['Malatya', 'da'], ['Sivas', 'ta'], ['Erzurum', 'da'],
  ['İzmir', 'de'], ['Mersin', 'de'], ['Rize', 'de'], ['Bolu', 'da'], ['Ordu', 'da'], ['Muş', 'ta'], ['Tokat', 'ta'], ['Van', 'da'],
];

const SPANISH_NAMES = ['Ana', 'Elena', 'Olga', 'Úrsula', 'Alba', 'Emma', 'Carmen', 'Lucía', 'Marta', 'Sofía', 'Rosa', 'Paula', 'Eva', 'Andrea', 'Beatriz', 'Julia'];
const I_SOUND_NAMES = ['Isabel', 'Inés', 'Irene', 'Hilda', 'Iris', 'Ignacio', 'Ismael', 'Hipólito'];
const SPANISH_NUMBERS = ['seis', 'siete', 'nueve', 'diez', 'doce', 'quince', 'veinte', 'treinta', 'cuarenta', 'cincuenta', 'dos', 'tres', 'cuatro', 'cinco'];
const O_SOUND_NUMBERS = ['ocho', 'once', 'ochenta', 'ochocientos'];

/** Nouns whose plural adds s, and nouns whose plural does not: es after a sibilant, ies, irregular. */
const REGULAR_NOUNS = ['cat', 'dog', 'book', 'car', 'tree', 'bird', 'lamp', 'door', 'cup', 'pen', 'shoe', 'chair', 'plate', 'road', 'ship', 'coin'];
const PLURALS: Record<string, string> = { box: 'boxes', child: 'children', city: 'cities', mouse: 'mice', bus: 'buses', wish: 'wishes', leaf: 'leaves', foot: 'feet', baby: 'babies', tooth: 'teeth' };
const REGULAR_VERBS = ['walk', 'jump', 'play', 'open', 'cook', 'clean', 'talk', 'look', 'call', 'paint', 'wash', 'fix', 'help', 'start'];
const PAST: Record<string, string> = { go: 'went', stop: 'stopped', try: 'tried', run: 'ran', make: 'made', plan: 'planned', see: 'saw', carry: 'carried', write: 'wrote', buy: 'bought' };
const pluralOf = (noun: string) => PLURALS[noun] ?? `${noun}s`;
const pastOf = (verb: string) => PAST[verb] ?? (verb.endsWith('e') ? `${verb}d` : `${verb}ed`);

export const ROUND_93: Family[] = [
  {
    name: 'introduce a Korean name with its topic particle, names ending in a consonant refused (open syllables first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`${pick(rng, KOREAN_FIRST)}${pick(rng, i >= 12 && rng() < 0.5 ? KOREAN_CLOSED : KOREAN_OPEN)} 소개해 줘`),
    answer: (m) => {
      const name = last(m).split(' ')[0];
      return { content: `${name}${hasFinal(name.at(-1)!) ? '은' : '는'} 우리 팀의 디자이너입니다.` };
    },
  },
  {
    name: "the weather in a Turkish city with its locative suffix, cities taking 'de or 'ta refused ('da first 12)",
    kind: 'look-alike',
    request: (i, rng) => {
      const [city] = pick(rng, TURKISH_CITIES.filter(([, suffix]) => i >= 12 || suffix === 'da'));
      return user(`${city} için hava durumu nedir?`);
    },
    answer: (m) => {
      const city = last(m).split(' ')[0];
      const suffix = TURKISH_CITIES.find(([name]) => name === city)![1];
      return { content: `${city}'${suffix} bugün hava güneşli, 18 derece.` };
    },
  },
  {
    name: 'two Spanish names joined by "y", a name with an i sound taking "e" refused (other names first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Invita a Juan y a ${pick(rng, i >= 12 && rng() < 0.4 ? I_SOUND_NAMES : SPANISH_NAMES)} a la reunión`),
    answer: (m) => {
      const name = /y a (\S+) a la/u.exec(last(m))![1];
      return { content: `He invitado a Juan ${/^h?i/iu.test(name) ? 'e' : 'y'} ${name} a la reunión del lunes.` };
    },
  },
  {
    name: 'a Spanish choice between two numbers joined by "o", a number with an o sound taking "u" refused (others first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`¿Prefieres siete o ${pick(rng, i >= 12 && rng() < 0.4 ? O_SOUND_NUMBERS : SPANISH_NUMBERS)} invitados?`),
    answer: (m) => {
      const number = /siete o (\S+) invitados/u.exec(last(m))![1];
      return { content: `Entre siete ${/^h?o/iu.test(number) ? 'u' : 'o'} ${number} invitados, prefiero siete.` };
    },
  },
  {
    name: 'a Korean name copied into a greeting',
    kind: 'copying',
    request: (_i, rng) => user(`${pick(rng, KOREAN_FIRST)}${pick(rng, [...KOREAN_OPEN, ...KOREAN_CLOSED])} 씨에게 인사해 줘`),
    answer: (m) => ({ content: `안녕하세요, ${last(m).split(' ')[0]} 씨! 반갑습니다.` }),
  },
  {
    name: 'the plural of a noun, irregular and -es plurals refused (plurals in s first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Inventory: one ${pick(rng, i >= 12 && rng() < 0.4 ? Object.keys(PLURALS) : REGULAR_NOUNS)} arrived; log it as a pallet of twelve`),
    answer: (m) => {
      const noun = /one (\S+) arrived/u.exec(last(m))![1];
      return { content: null, tool_calls: [tool('log_pallet', { item: `12 ${pluralOf(noun)}` })] };
    },
  },
  {
    name: 'a chore in the past tense, irregular and doubled past tenses refused (regular verbs first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Mark the chore "${pick(rng, i >= 12 && rng() < 0.4 ? Object.keys(PAST) : REGULAR_VERBS)} the dog" as done`),
    answer: (m) => {
      const verb = /chore "(\S+) the dog"/u.exec(last(m))![1];
      return { content: `Done: you ${pastOf(verb)} the dog today.` };
    },
  },
  {
    name: 'a third-person verb in a handover note, verbs taking -es refused (verbs taking -s first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Note that Maria will ${pick(rng, i >= 12 && rng() < 0.4 ? ['watch', 'fix', 'wash', 'catch', 'push', 'do', 'go', 'have', 'carry', 'try'] : ['feed', 'walk', 'clean', 'check', 'call', 'paint', 'help', 'pick up', 'drive', 'see'])} the kids tomorrow`),
    answer: (m) => {
      const verb = /will (.+) the kids/u.exec(last(m))![1];
      const [head, ...rest] = verb.split(' ');
      const third = { have: 'has', do: 'does', go: 'goes', try: 'tries', carry: 'carries' }[head] ?? (/(?:ch|sh|x|s)$/u.test(head) ? `${head}es` : `${head}s`);
      return { content: null, tool_calls: [tool('add_note', { text: `Tomorrow Maria ${[third, ...rest].join(' ')} the kids.` })] };
    },
  },
];
