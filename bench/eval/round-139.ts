// Round one hundred and thirty-nine of the induction evaluation: a place's name as another
// language writes it, where the request names the language without asking to translate. "What is
// Prague called in Swedish?", "the sign text for Warsaw as on Swedish road signs", a map labelled
// with "local exonyms": Swedish writes London, Oslo and Boston as English does, and Prague "Prag",
// Warsaw "Warszawa". The first twelve cities are written alike, the next may not be. The code
// before knew translation only by "translate" or "in" before one of fourteen languages, so a
// template verified on the cities written alike served "Prague is called Prague in Swedish."
// (21 wrong over 13 seeds). A request that names any of some eighty languages, by its English name
// or the most spoken by their own ("auf Deutsch"), or asks for exonyms, local or native names,
// gets no template now (answer-signals.ts). Kept as checks, already safe: a Swedish word for a
// common English word, a capital that is its country's name, a slot booked or a member checked in
// only when a list in the request holds it. Copying: a name in a request that says "polish" as a
// verb still hits.
import type { Family, Msg } from './families.js';
import { between, last, pad, pick, tool, user } from './family-kit.js';

type Rng = () => number;

/** Cities as Swedish writes them: the first twelve as English does. */
const SWEDISH: Record<string, string> = {
  London: 'London', Paris: 'Paris', Berlin: 'Berlin', Madrid: 'Madrid', Oslo: 'Oslo', Dublin: 'Dublin', Amsterdam: 'Amsterdam', Stockholm: 'Stockholm', Boston: 'Boston', Chicago: 'Chicago', Toronto: 'Toronto', Sydney: 'Sydney',
  Rome: 'Rom', Munich: 'München', Copenhagen: 'Köpenhamn', Lisbon: 'Lissabon', Vienna: 'Wien', Prague: 'Prag', Warsaw: 'Warszawa', Athens: 'Aten', Brussels: 'Bryssel', Moscow: 'Moskva', Venice: 'Venedig',
};
const ALIKE = Object.keys(SWEDISH).filter((city) => SWEDISH[city] === city);
const UNALIKE = Object.keys(SWEDISH).filter((city) => SWEDISH[city] !== city);
/** A city written alike in the first twelve requests, and about half the time after. */
const city = (i: number, rng: Rng) => (i < 12 || rng() < 0.5 ? pick(rng, ALIKE) : pick(rng, UNALIKE));

/** Common English words as Swedish writes them: some alike. */
const SWEDISH_WORDS: Record<string, string> = { radio: 'radio', taxi: 'taxi', piano: 'piano', pizza: 'pizza', tennis: 'tennis', golf: 'golf', video: 'video', film: 'film', bank: 'bank', sofa: 'soffa', hotel: 'hotell', house: 'hus', dog: 'hund', water: 'vatten', bread: 'bröd', book: 'bok', car: 'bil', chair: 'stol' };
const ALIKE_WORDS = Object.keys(SWEDISH_WORDS).filter((w) => SWEDISH_WORDS[w] === w);
const UNALIKE_WORDS = Object.keys(SWEDISH_WORDS).filter((w) => SWEDISH_WORDS[w] !== w);

/** Countries, the first six their capital's namesakes. */
const CAPITAL: Record<string, string> = { Luxembourg: 'Luxembourg', Singapore: 'Singapore', Monaco: 'Monaco', 'San Marino': 'San Marino', Djibouti: 'Djibouti', 'Vatican City': 'Vatican City', France: 'Paris', Germany: 'Berlin', Peru: 'Lima', Kenya: 'Nairobi', Chile: 'Santiago', Norway: 'Oslo' };
const NAMESAKES = Object.keys(CAPITAL).filter((c) => CAPITAL[c] === c);
const OTHERS = Object.keys(CAPITAL).filter((c) => CAPITAL[c] !== c);

const GUESTS = ['Alice', 'Bob', 'Carol', 'Dave', 'Erin', 'Frank', 'Grace', 'Heidi', 'Ivan', 'Judy'];
const halfHour = (rng: Rng) => `${pad(between(rng, 8, 17))}:${pick(rng, ['00', '30'])}`;

export const ROUND_139: Family[] = [
  {
    name: 'what a city is called in Swedish (written alike first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`What is ${city(i, rng)} called in Swedish?`),
    answer: (m) => {
      const name = /^What is (\w+) called/u.exec(last(m))![1];
      return { content: `${name} is called ${SWEDISH[name]} in Swedish.` };
    },
  },
  {
    name: 'a city written as on Swedish road signs (written alike first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Write the road sign text for ${city(i, rng)} as it appears on Swedish road signs`),
    answer: (m) => ({ content: SWEDISH[/for (\w+) as/u.exec(last(m))![1]].toUpperCase() }),
  },
  {
    name: 'a map label in local exonyms, as a tool call (written alike first 12)',
    kind: 'look-alike',
    request: (i, rng) => [{ role: 'system', content: 'You label maps for a Stockholm publisher. Labels use local exonyms.' }, { role: 'user', content: `Add a label for ${city(i, rng)}` }],
    answer: (m) => ({ content: null, tool_calls: [tool('add_label', { text: SWEDISH[/for (\w+)$/u.exec(last(m))![1]] })] }),
  },
  {
    name: 'the Swedish name of a city, asked in a few words (written alike first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Swedish name of ${city(i, rng)}?`),
    answer: (m) => ({ content: SWEDISH[/of (\w+)\?$/u.exec(last(m))![1]] }),
  },
  {
    name: 'the Swedish word for a common word (written alike first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`What's the Swedish word for ${i < 12 || rng() < 0.5 ? pick(rng, ALIKE_WORDS) : pick(rng, UNALIKE_WORDS)}?`),
    answer: (m) => ({ content: `The Swedish word is "${SWEDISH_WORDS[/for (\w+)\?$/u.exec(last(m))![1]]}".` }),
  },
  {
    name: "a country's capital, namesakes first 12",
    kind: 'look-alike',
    request: (i, rng) => user(`What is the capital of ${i < 12 || rng() < 0.5 ? pick(rng, NAMESAKES) : pick(rng, OTHERS)}?`),
    answer: (m) => {
      const country = /of (.+)\?$/u.exec(last(m))![1];
      return { content: `The capital of ${country} is ${CAPITAL[country]}.` };
    },
  },
  {
    name: 'a slot booked only when the tool listed it free (listed first 12)',
    kind: 'look-alike',
    request: (i, rng): Msg[] => {
      const free = new Set<string>();
      while (free.size < 3) free.add(halfHour(rng));
      const slots = [...free].sort();
      let wanted = pick(rng, slots);
      if (i >= 12 && rng() < 0.4) do wanted = halfHour(rng); while (slots.includes(wanted));
      return [{ role: 'user', content: `Book the dentist at ${wanted}` }, { role: 'assistant', content: null, tool_calls: [tool('free_slots', {})] }, { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify({ free: slots }) }];
    },
    answer: (m) => {
      const wanted = /at (\S+)$/u.exec(m[0].content!)![1];
      const free: string[] = JSON.parse(last(m)).free;
      return free.includes(wanted) ? { content: null, tool_calls: [tool('book', { time: wanted })] } : { content: `${wanted} is taken; free: ${free.join(', ')}.` };
    },
  },
  {
    name: 'a guest checked in as a member only when the system prompt lists them (listed first 12)',
    kind: 'look-alike',
    request: (i, rng): Msg[] => {
      const members: string[] = [];
      while (members.length < 3) {
        const guest = pick(rng, GUESTS);
        if (!members.includes(guest)) members.push(guest);
      }
      let guest = pick(rng, members);
      if (i >= 12 && rng() < 0.4) do guest = pick(rng, GUESTS); while (members.includes(guest));
      return [{ role: 'system', content: `Members today: ${members.join(', ')}.` }, { role: 'user', content: `Check in ${guest}` }];
    },
    answer: (m) => {
      const guest = /in (\w+)$/u.exec(last(m))![1];
      const members = /: (.+)\.$/u.exec(m[0].content!)![1].split(', ');
      return { content: null, tool_calls: [tool(members.includes(guest) ? 'check_in' : 'register_guest', { name: guest })] };
    },
  },
  {
    name: 'a name copied into a welcome where the request says "polish" as a verb',
    kind: 'copying',
    request: (_i, rng) => user(`polish the welcome line for ${pick(rng, GUESTS)} ${pick(rng, ['Novak', 'Silva', 'Kim', 'Patel', 'Garcia', 'Costa'])}`),
    answer: (m) => ({ content: `Welcome aboard, ${/for (.+)$/u.exec(last(m))![1]}!` }),
  },
];
