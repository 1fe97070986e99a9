// The same real agent conversations with other customers: each tau-bench trajectory is copied with
// the customer's identity (user id, first and last name, email) replaced everywhere — system
// prompt, turns, tool calls and their arguments, tool results and the assistant's answers — by
// another customer's. This is the traffic templates exist for: one agent script, many customers.
// The raw data has almost none of it (of 2,446 distinct requests, 2 pairs differ only in values).
import type { TauMessage, Trajectory } from '../../test/helpers/tau-bench.js';

const FIRST = ['Noah', 'Liam', 'Olivia', 'Emma', 'Ava', 'Lucas', 'Ethan', 'Chloe', 'Maya', 'Leo', 'Aria', 'Owen', 'Nora', 'Ezra', 'Ruby', 'Felix', 'Iris', 'Hugo', 'Lena', 'Omar', 'Priya', 'Kenji', 'Sofia', 'Mateo'];
const LAST = ['Walker', 'Nguyen', 'Patel', 'Kowalski', 'Moreau', 'Okafor', 'Schmidt', 'Tanaka', 'Rossi', 'Haddad', 'Jensen', 'Costa', 'Novak', 'Ibrahim', 'Murphy', 'Silva', 'Kim', 'Larsen', 'Dubois', 'Ortiz'];

/** The customer a trajectory is about: its user id (first_last_1234) and the names in it. */
function customerOf(traj: readonly TauMessage[]): { userId: string; first: string; last: string } | null {
  const text = JSON.stringify(traj);
  const id = /\b([a-z]+)_([a-z]+)_(\d{4})\b/.exec(text);
  if (!id) return null;
  const capital = (word: string) => word[0].toUpperCase() + word.slice(1);
  return { userId: id[0], first: capital(id[1]), last: capital(id[2]) };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every form of the customer's identity in a text, replaced by the other customer's. */
function replacer(from: { userId: string; first: string; last: string }, to: { userId: string; first: string; last: string }): (text: string) => string {
  const pairs: Array<[string, string]> = [
    [from.userId, to.userId],
    [`${from.first.toLowerCase()}.${from.last.toLowerCase()}`, `${to.first.toLowerCase()}.${to.last.toLowerCase()}`], // emails
    [from.first, to.first],
    [from.last, to.last],
  ];
  const pattern = new RegExp(pairs.map(([a]) => `\\b${escapeRegExp(a)}\\b`).join('|'), 'g');
  const map = new Map(pairs);
  return (text) => text.replace(pattern, (found) => map.get(found) ?? found);
}

function rewrite(message: TauMessage, replace: (text: string) => string): TauMessage {
  return JSON.parse(replace(JSON.stringify(message))) as TauMessage;
}

/**
 * `count` copies of each trajectory (the original first), each with a customer of its own; the
 * customers are drawn with `rng` and never repeat within a trajectory's copies.
 */
export function customerVariants(trajectories: readonly Trajectory[], count: number, rng: () => number): Trajectory[] {
  const variants: Trajectory[] = [];
  for (const trajectory of trajectories) {
    const customer = customerOf(trajectory.traj);
    if (!customer) continue;
    const used = new Set([customer.userId]);
    variants.push(trajectory);
    while (variants.filter((v) => v.task_id === trajectory.task_id && v.trial === trajectory.trial).length < count) {
      const first = FIRST[Math.floor(rng() * FIRST.length)];
      const last = LAST[Math.floor(rng() * LAST.length)];
      const other = { first, last, userId: `${first.toLowerCase()}_${last.toLowerCase()}_${1000 + Math.floor(rng() * 9000)}` };
      if (used.has(other.userId) || first === customer.first || last === customer.last) continue;
      used.add(other.userId);
      const replace = replacer(customer, other);
      variants.push({ ...trajectory, traj: trajectory.traj.map((message) => rewrite(message, replace)) });
    }
  }
  return variants;
}
