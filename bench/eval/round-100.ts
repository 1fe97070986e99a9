// Round one hundred of the induction evaluation: more facts written inside a value, beside a
// category. A company workspace invites only its own domain's addresses, where a partners'
// workspace invites any; an airline checks in at its own terminal of each airport: United at
// Terminal 7 of JFK but Terminal 1 of O'Hare, Lufthansa at Terminal 1 of both. Each domain and
// each airline was verified, beside another category.
import type { Family } from './families.js';
import { between, last, pick, tool, user } from './family-kit.js';

export const PEOPLE = ['ana', 'ben', 'chloe', 'dev', 'emma', 'felix', 'grace', 'hugo', 'ines', 'jon', 'kim', 'leo', 'maya', 'nina', 'omar', 'priya'];
/** Domains each workspace invites. */
export const INVITES: Record<string, string[]> = { engineering: ['acme.com'], sales: ['acme.com', 'acme.co.uk'], partners: ['acme.com', 'globex.com', 'initech.io', 'gmail.com'] };
export const DOMAINS = ['acme.com', 'acme.co.uk', 'globex.com', 'initech.io', 'gmail.com'];
/** Terminal per airline (by flight number prefix) and airport. */
export const TERMINALS: Record<string, Record<string, string>> = {
  JFK: { UA: '7', LH: '1', AF: '1', DL: '4' },
  ORD: { UA: '1', LH: '1', AF: '5', DL: '2' },
  LAX: { UA: '7', LH: 'B', AF: 'B', DL: '3' },
};
export const AIRLINES = ['UA', 'LH', 'AF', 'DL'];

export const ROUND_100: Family[] = [
  {
    name: "an invite to a workspace, an address of a domain the workspace does not invite refused (invited domains first 12)",
    kind: 'look-alike',
    request: (i, rng) => {
      const workspace = pick(rng, Object.keys(INVITES));
      return user(`Invite ${pick(rng, PEOPLE)}@${pick(rng, i < 12 ? INVITES[workspace] : DOMAINS)} to the ${workspace} workspace`);
    },
    answer: (m) => {
      const [, email, domain, workspace] = /Invite (\S+@(\S+)) to the (\w+) workspace$/u.exec(last(m))!;
      return INVITES[workspace].includes(domain)
        ? { content: null, tool_calls: [tool('invite_member', { email, workspace })] }
        : { content: `Only ${INVITES[workspace].join(' or ')} addresses can join the ${workspace} workspace; ${email} cannot.` };
    },
  },
  {
    name: "check-in at an airline's terminal of an airport, the terminal named (each airline at two airports and each airport with two airlines first 12)",
    kind: 'look-alike',
    request: (i, rng) => {
      // The first 12 keep to pairings that leave United at JFK, and Delta at LAX, for later.
      let airport = pick(rng, Object.keys(TERMINALS));
      let airline = pick(rng, AIRLINES);
      while (i < 12 && ((airline === 'UA' && airport === 'JFK') || (airline === 'DL' && airport === 'LAX'))) [airport, airline] = [pick(rng, Object.keys(TERMINALS)), pick(rng, AIRLINES)];
      return user(`Where do I check in for ${airline}${between(rng, 10, 999)} at ${airport}?`);
    },
    answer: (m) => {
      const [, flight, airline, airport] = /for (([A-Z]{2})\d+) at (\w+)\?$/u.exec(last(m))!;
      return { content: `Check in for ${flight} at ${airport} Terminal ${TERMINALS[airport][airline]}.` };
    },
  },
  {
    name: 'an address and a workspace copied into an invite call',
    kind: 'copying',
    request: (_i, rng) => user(`Add ${pick(rng, PEOPLE)}@${pick(rng, DOMAINS)} to ${pick(rng, Object.keys(INVITES))}`),
    answer: (m) => {
      const [, email, workspace] = /Add (\S+) to (\w+)$/u.exec(last(m))!;
      return { content: null, tool_calls: [tool('add_member', { email, workspace })] };
    },
  },
  {
    name: 'a flight number and an airport copied into a check-in call',
    kind: 'copying',
    request: (_i, rng) => user(`Check me in on ${pick(rng, AIRLINES)}${between(rng, 10, 999)} from ${pick(rng, Object.keys(TERMINALS))}`),
    answer: (m) => {
      const [, flight, airport] = /on (\S+) from (\w+)$/u.exec(last(m))!;
      return { content: null, tool_calls: [tool('check_in', { flight, airport })] };
    },
  },
];
