// Round forty-nine of the induction evaluation: agent-shaped families written before looking at
// any rule, to measure what an unseen evaluation would find after padding and revisions. Copying:
// a web search query, a git branch from a slug, a coding agent's file path, a thermostat setting,
// an email body naming a person and a weekday, a city given after the assistant asked for it, a
// discount code with its percent, a loyalty tier beside a name in the system prompt, a weather
// tool result relayed. Look-alikes whose hidden dependency the first values agree on: a heating
// mode by temperature, a branch prefix by the kind of work, a discount capped at 20%, a greeting
// that capitalizes names (Mc and Mac names later: aimed at revisions), a thousands separator, a
// coat advised below 10 degrees, a weekend wish on Fridays, a linter's language by extension, and
// a padded hour that turns into a 12-hour clock after noon.
import type { Family, Msg } from './families.js';
import { between, last, pad, pick, tool, user } from './family-kit.js';

const sys = (content: string): Msg => ({ role: 'system', content });
const u = (content: string): Msg => ({ role: 'user', content });
const a = (content: string): Msg => ({ role: 'assistant', content });
const toolMsg = (content: string, id = 'call_1'): Msg => ({ role: 'tool', content, tool_call_id: id });
const asst = (calls: ReturnType<typeof tool>[]): Msg => ({ role: 'assistant', content: null, tool_calls: calls });

const NAMES = ['Amara', 'Bjorn', 'Carmen', 'Dmitri', 'Elif', 'Farid', 'Greta', 'Hamid', 'Ingrid', 'Jun', 'Kofi', 'Leila', 'Mateo', 'Nadia'];
const QUERIES = ['best hiking boots', 'cheap flights to Rome', 'python list comprehension', 'vegan lasagna recipe', 'how to fix a flat tire', 'noise cancelling headphones', 'electric car range', 'learn spanish fast', 'home office desk setup', 'budget travel tips'];
const SLUGS = ['login-timeout', 'dark-mode', 'csv-export', 'rate-limit', 'search-filters', 'avatar-upload', 'email-digest', 'sso-support', 'audit-log', 'bulk-delete'];
const FILES = ['src/index.ts', 'src/server/app.ts', 'lib/utils/date.js', 'tests/api.test.ts', 'docs/README.md', 'scripts/build.sh', 'src/db/schema.sql', 'config/default.json', 'web/App.tsx', 'src/auth/session.ts'];
const CITIES = ['Lagos', 'Quito', 'Hanoi', 'Tbilisi', 'Perth', 'Bergen', 'Porto', 'Kyoto', 'Cusco', 'Tunis', 'Leeds', 'Graz'];
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const TIERS = ['bronze', 'silver', 'gold', 'platinum'];
const CODE = (rng: () => number) => Array.from({ length: 6 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[Math.floor(rng() * 32)]).join('');

export const ROUND_49: Family[] = [
  {
    name: 'web search query copied into a tool call',
    kind: 'copying',
    request: (_i, rng) => user(`Search the web for ${pick(rng, QUERIES)}`),
    answer: (m) => ({ content: null, tool_calls: [tool('web_search', { query: /for (.+)$/.exec(last(m))![1] })] }),
  },
  {
    name: 'git branch named from a slug',
    kind: 'copying',
    request: (_i, rng) => user(`Create a branch for the ${pick(rng, SLUGS)} feature`),
    answer: (m) => ({ content: null, tool_calls: [tool('git_checkout', { branch: `feature/${/the (\S+) feature/.exec(last(m))![1]}`, create: true })] }),
  },
  {
    name: 'file path read by a coding agent',
    kind: 'copying',
    request: (_i, rng) => [sys('You are a coding agent. Use tools to inspect the repository.'), u(`Open ${pick(rng, FILES)} and tell me what it does`)],
    answer: (m) => ({ content: null, tool_calls: [tool('read_file', { path: /Open (\S+) and/.exec(last(m))![1] })] }),
  },
  {
    name: 'thermostat set to a temperature',
    kind: 'copying',
    request: (_i, rng) => user(`Set the thermostat to ${between(rng, 16, 28)} degrees`),
    answer: (m) => ({ content: null, tool_calls: [tool('set_temperature', { celsius: Number(/to (\d+) degrees/.exec(last(m))![1]) })] }),
  },
  {
    name: 'email drafted to a name about a weekday',
    kind: 'copying',
    request: (_i, rng) => user(`Email ${pick(rng, NAMES)} that the meeting moved to ${pick(rng, WEEKDAYS)}`),
    answer: (m) => {
      const [, n, d] = /Email (\w+) that the meeting moved to (\w+)$/.exec(last(m))!;
      return { content: null, tool_calls: [tool('send_email', { to: n, body: `Hi ${n}, the meeting moved to ${d}.` })] };
    },
  },
  {
    name: 'city given after the assistant asked for it',
    kind: 'copying',
    request: (_i, rng) => [u('What is the weather like?'), a('Which city should I check?'), u(pick(rng, CITIES))],
    answer: (m) => ({ content: null, tool_calls: [tool('get_weather', { city: last(m) })] }),
  },
  {
    name: 'discount code and percent applied',
    kind: 'copying',
    request: (_i, rng) => user(`Apply code ${CODE(rng)} for ${pick(rng, [5, 10, 15, 20, 25])}% off`),
    answer: (m) => {
      const [, c, p] = /code (\S+) for (\d+)% off/.exec(last(m))!;
      return { content: null, tool_calls: [tool('apply_discount', { code: c, percent: Number(p) })] };
    },
  },
  {
    name: 'tier from the system prompt, with the name',
    kind: 'copying',
    request: (_i, rng) => [sys(`Customer: ${pick(rng, NAMES)}. Loyalty tier: ${pick(rng, TIERS)}.`), u('Which loyalty tier am I on?')],
    answer: (m) => {
      const [, n, t] = /Customer: (\w+)\. Loyalty tier: (\w+)\./.exec(m[0].content!)!;
      return { content: `${n}, you are on the ${t} tier.` };
    },
  },
  {
    name: 'weather tool result relayed with city and temperature',
    kind: 'copying',
    request: (_i, rng) => {
      const city = pick(rng, CITIES);
      return [u(`Weather in ${city}?`), asst([tool('get_weather', { city })]), toolMsg(JSON.stringify({ city, temp_c: between(rng, -5, 35), sky: pick(rng, ['sunny', 'cloudy', 'rainy']) }))];
    },
    answer: (m) => {
      const r = JSON.parse(last(m));
      return { content: `It is ${r.temp_c}°C and ${r.sky} in ${r.city}.` };
    },
  },
  // Look-alikes: a hidden dependency the first values agree on.
  {
    name: 'thermostat mode by temperature (warm settings first 10)',
    kind: 'look-alike',
    request: (i, rng) => user(`Set the thermostat to ${i < 10 ? between(rng, 21, 28) : between(rng, 14, 28)} degrees`),
    answer: (m) => {
      const c = Number(/to (\d+) degrees/.exec(last(m))![1]);
      return { content: null, tool_calls: [tool('set_temperature', { celsius: c, mode: c >= 20 ? 'cool' : 'heat' })] };
    },
  },
  {
    name: 'branch prefix by the kind of work (features first 10)',
    kind: 'look-alike',
    request: (i, rng) => user(`Create a branch for the ${pick(rng, SLUGS)} ${i < 10 ? 'feature' : pick(rng, ['feature', 'bug'])}`),
    answer: (m) => {
      const [, s, k] = /the (\S+) (feature|bug)$/.exec(last(m))!;
      return { content: null, tool_calls: [tool('git_checkout', { branch: `${k === 'bug' ? 'fix' : 'feature'}/${s}`, create: true })] };
    },
  },
  {
    name: 'discount capped at 20 percent (small ones first 10)',
    kind: 'look-alike',
    request: (i, rng) => user(`Apply code ${CODE(rng)} for ${i < 10 ? pick(rng, [5, 10, 15, 20]) : pick(rng, [5, 10, 15, 20, 25, 30])}% off`),
    answer: (m) => {
      const [, c, p] = /code (\S+) for (\d+)% off/.exec(last(m))!;
      return { content: null, tool_calls: [tool('apply_discount', { code: c, percent: Math.min(20, Number(p)) })] };
    },
  },
  {
    name: 'greeting capitalizes a name (capitalized names first 10, then Mc names)',
    kind: 'look-alike',
    request: (i, rng) => user(`greet ${i < 10 ? pick(rng, NAMES) : pick(rng, [...NAMES.map((n) => n.toLowerCase()), 'mcdonald', 'macleod', "o'brien"])} please`),
    answer: (m) => {
      const n = /greet (\S+) please/.exec(last(m))![1];
      const cap = n === 'mcdonald' ? 'McDonald' : n === 'macleod' ? 'MacLeod' : n === "o'brien" ? "O'Brien" : n[0].toUpperCase() + n.slice(1);
      return { content: `Hello, ${cap}!` };
    },
  },
  {
    name: 'amount with a thousands separator (under 1000 first 10)',
    kind: 'look-alike',
    request: (i, rng) => user(`Send ${i < 10 ? between(rng, 10, 999) : between(rng, 10, 5000)} dollars to savings`),
    answer: (m) => {
      const n = Number(/Send (\d+) dollars/.exec(last(m))![1]);
      return { content: `Moved $${n.toLocaleString('en-US')} to savings.` };
    },
  },
  {
    name: 'weather advice by temperature relayed (warm first 10)',
    kind: 'look-alike',
    request: (i, rng) => {
      const city = pick(rng, CITIES);
      return [u(`Weather in ${city}?`), asst([tool('get_weather', { city })]), toolMsg(JSON.stringify({ city, temp_c: i < 10 ? between(rng, 15, 35) : between(rng, -5, 35) }))];
    },
    answer: (m) => {
      const r = JSON.parse(last(m));
      return { content: `It is ${r.temp_c}°C in ${r.city}.${r.temp_c < 10 ? ' Bring a coat.' : ''}` };
    },
  },
  {
    name: 'email greeting by weekday (Monday to Thursday first 10)',
    kind: 'look-alike',
    request: (i, rng) => user(`Email ${pick(rng, NAMES)} that the meeting moved to ${i < 10 ? pick(rng, WEEKDAYS.slice(0, 4)) : pick(rng, WEEKDAYS)}`),
    answer: (m) => {
      const [, n, d] = /Email (\w+) that the meeting moved to (\w+)$/.exec(last(m))!;
      return { content: null, tool_calls: [tool('send_email', { to: n, body: `Hi ${n}, the meeting moved to ${d}.${d === 'Friday' ? ' Enjoy the weekend!' : ''}` })] };
    },
  },
  {
    name: 'file language by extension (TypeScript first 10)',
    kind: 'look-alike',
    request: (i, rng) => user(`Open ${i < 10 ? pick(rng, FILES.filter((f) => f.endsWith('.ts'))) : pick(rng, FILES)} and lint it`),
    answer: (m) => {
      const f = /Open (\S+) and/.exec(last(m))![1];
      const lang = f.endsWith('.ts') || f.endsWith('.tsx') ? 'typescript' : f.endsWith('.js') ? 'javascript' : f.endsWith('.sql') ? 'sql' : f.endsWith('.sh') ? 'bash' : 'text';
      return { content: null, tool_calls: [tool('lint', { path: f, language: lang })] };
    },
  },
  {
    name: 'hour padded, then 12-hour clock after noon (mornings first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Wake me at ${i < 12 ? between(rng, 5, 11) : between(rng, 5, 20)}:${pick(rng, ['00', '30'])}`),
    answer: (m) => {
      const [, h, mm] = /at (\d+):(\d+)$/.exec(last(m))!;
      const hh = Number(h);
      return { content: null, tool_calls: [tool('set_alarm', { time: `${pad(hh > 12 ? hh - 12 : hh)}:${mm} ${hh >= 12 ? 'PM' : 'AM'}` })] };
    },
  },
];
