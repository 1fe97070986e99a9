// Round sixty-nine of the induction evaluation: numbers inside a value's parts and bands again. A
// public address between the first octets of private ones (10, 172, 192: 5 of 13 seeds served
// until a part many values share became a category of its numbers), a version inside a CVE's
// range among unaffected ones either side, a fare discount for children and seniors with adults
// between (both already safe).
import type { Family } from './families.js';
import { between, last, pick, tool, user } from './family-kit.js';

const affected = (v: string) => { const [a, b] = v.split('.').map(Number); return a === 2 && b >= 4 && b <= 6; };
export const ROUND_69: Family[] = [
  {
    name: 'app version affected by a CVE from 2.4 to 2.6 (unaffected first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      let v = '';
      do { v = `${between(rng, 1, 3)}.${between(rng, 0, 9)}.${between(rng, 0, 12)}`; } while ((i < 12 || rng() < 0.4) && affected(v));
      return user(`Is our server on version ${v} affected by CVE-2027-1234?`);
    },
    answer: (m) => {
      const v = /version (\S+) affected/.exec(last(m))![1];
      return affected(v) ? { content: `Yes: ${v} is affected; upgrade to 2.7.0.` } : { content: `No: ${v} is not affected by CVE-2027-1234.` };
    },
  },
  {
    name: 'private IPv4 address allowed, public ones blocked (private first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const privateIp = () => pick(rng, [`10.${between(rng, 0, 255)}.${between(rng, 0, 255)}.${between(rng, 1, 254)}`, `192.168.${between(rng, 0, 255)}.${between(rng, 1, 254)}`, `172.${between(rng, 16, 31)}.${between(rng, 0, 255)}.${between(rng, 1, 254)}`]);
      const ip = i < 12 || rng() < 0.5 ? privateIp() : `${between(rng, 11, 191)}.${between(rng, 0, 255)}.${between(rng, 0, 255)}.${between(rng, 1, 254)}`;
      return user(`Allow SSH from ${ip}`);
    },
    answer: (m) => {
      const ip = /from (\S+)$/.exec(last(m))![1];
      const [a, b] = ip.split('.').map(Number);
      const isPrivate = a === 10 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31);
      return isPrivate ? { content: null, tool_calls: [tool('allow_ssh', { source: ip })] } : { content: `${ip} is a public address; SSH is only allowed from private networks.` };
    },
  },
  {
    name: 'fare discount for children under 12 and seniors from 65 (discounted first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Sell a train ticket to a passenger aged ${i < 12 || rng() < 0.4 ? (rng() < 0.5 ? between(rng, 2, 11) : between(rng, 65, 90)) : between(rng, 2, 90)}`),
    answer: (m) => {
      const age = Number(/aged (\d+)$/.exec(last(m))![1]);
      return { content: null, tool_calls: [tool('sell_ticket', { age, fare: age < 12 || age >= 65 ? 'discount' : 'standard' })] };
    },
  },
];
