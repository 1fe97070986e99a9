// Round one hundred and two of the induction evaluation: round one hundred's facts inside a value
// again, where nothing else keeps the templates apart. The invite's tool says nothing the request
// does not ("invite"), and the terminal is an argument of a check-in call.
import type { Family } from './families.js';
import { between, last, pick, tool, user } from './family-kit.js';
import { AIRLINES, DOMAINS, INVITES, PEOPLE, TERMINALS } from './round-100.js';

export const ROUND_102: Family[] = [
  {
    name: 'an invite to a workspace as a call, an address of a domain the workspace does not invite refused (invited domains first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const workspace = pick(rng, Object.keys(INVITES));
      return user(`Invite ${pick(rng, PEOPLE)}@${pick(rng, i < 12 ? INVITES[workspace] : DOMAINS)} to ${workspace}`);
    },
    answer: (m) => {
      const [, email, domain, workspace] = /Invite (\S+@(\S+)) to (\w+)$/u.exec(last(m))!;
      return INVITES[workspace].includes(domain)
        ? { content: null, tool_calls: [tool('invite', { email, workspace })] }
        : { content: `Only ${INVITES[workspace].join(' or ')} addresses can join ${workspace}; ${email} cannot.` };
    },
  },
  {
    name: "a check-in call with the airline's terminal of an airport (United at JFK and Delta at LAX later)",
    kind: 'look-alike',
    request: (i, rng) => {
      let airport = pick(rng, Object.keys(TERMINALS));
      let airline = pick(rng, AIRLINES);
      while (i < 12 && ((airline === 'UA' && airport === 'JFK') || (airline === 'DL' && airport === 'LAX'))) [airport, airline] = [pick(rng, Object.keys(TERMINALS)), pick(rng, AIRLINES)];
      return user(`Check in ${airline}${between(rng, 10, 999)} at ${airport}`);
    },
    answer: (m) => {
      const [, flight, airline, airport] = /Check in (([A-Z]{2})\d+) at (\w+)$/u.exec(last(m))!;
      return { content: null, tool_calls: [tool('check_in', { flight, airport, terminal: TERMINALS[airport][airline] })] };
    },
  },
  {
    name: "a check-in call with the airline's terminal, Terminal 1 pairings first 12 (each airline and airport among them), United at JFK later",
    kind: 'look-alike',
    request: (i, rng) => {
      let airport = pick(rng, ['JFK', 'ORD']);
      let airline = pick(rng, AIRLINES);
      while (i < 12 && TERMINALS[airport][airline] !== '1') [airport, airline] = [pick(rng, ['JFK', 'ORD']), pick(rng, AIRLINES)];
      return user(`Check in ${airline}${between(rng, 10, 999)} at ${airport}`);
    },
    answer: (m) => {
      const [, flight, airline, airport] = /Check in (([A-Z]{2})\d+) at (\w+)$/u.exec(last(m))!;
      return { content: null, tool_calls: [tool('check_in', { flight, airport, terminal: TERMINALS[airport][airline] })] };
    },
  },
];
