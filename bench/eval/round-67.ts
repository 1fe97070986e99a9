// Round sixty-seven of the induction evaluation: answers computed from three or four numbers in a
// way no pair of them and no sum of two against a third shows: the average of two scores against a
// pass mark, the better of two deals (a price per item), a quantity times a price against a budget.
import type { Family } from './families.js';
import { between, last, pick, tool, user } from './family-kit.js';

export const ROUND_67: Family[] = [
  {
    name: 'average of two scores against a pass mark (passing first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const mark = pick(rng, [50, 60, 70]);
      const first = between(rng, 40, 95);
      const second = i < 12 || rng() < 0.5 ? between(rng, Math.max(40, 2 * mark - first), 99) : between(rng, 30, 99);
      return user(`Student scored ${first} and ${second}; the pass mark is an average of ${mark}. Record the result.`);
    },
    answer: (m) => {
      const [, a, b, mark] = /scored (\d+) and (\d+); the pass mark is an average of (\d+)/.exec(last(m))!;
      const passed = Number(a) + Number(b) >= 2 * Number(mark);
      return { content: null, tool_calls: [tool('record_result', { scores: [Number(a), Number(b)], result: passed ? 'pass' : 'fail' })] };
    },
  },
  {
    name: 'better deal of two, copied (the first better first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const [n1, n2] = [between(rng, 2, 6), between(rng, 2, 6)];
      const p1 = between(rng, 3, 15);
      // The first is better when p1 / n1 < p2 / n2.
      const p2 = i < 12 ? Math.ceil((p1 * n2) / n1) + between(rng, 1, 4) : between(rng, 3, 15);
      return user(`Which is the better deal: ${n1} cans for $${p1} or ${n2} cans for $${p2}? Order that one.`);
    },
    answer: (m) => {
      const [, n1, p1, n2, p2] = /deal: (\d+) cans for \$(\d+) or (\d+) cans for \$(\d+)\?/.exec(last(m))!;
      const firstBetter = Number(p1) * Number(n2) <= Number(p2) * Number(n1);
      return { content: null, tool_calls: [tool('order', firstBetter ? { cans: Number(n1), price: Number(p1) } : { cans: Number(n2), price: Number(p2) })] };
    },
  },
  {
    name: 'tickets times a price against a budget, a refusal over it (within budget first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const budget = pick(rng, [100, 150, 200]);
      const price = between(rng, 15, 45);
      const tickets = i < 12 || rng() < 0.5 ? between(rng, 1, Math.floor(budget / price)) : between(rng, 1, 8);
      return user(`Buy ${tickets} tickets at $${price} each; my budget is $${budget}.`);
    },
    answer: (m) => {
      const [, tickets, price, budget] = /Buy (\d+) tickets at \$(\d+) each; my budget is \$(\d+)/.exec(last(m))!;
      return Number(tickets) * Number(price) <= Number(budget)
        ? { content: null, tool_calls: [tool('buy_tickets', { count: Number(tickets), price: Number(price) })] }
        : { content: `${tickets} tickets at $${price} cost more than your $${budget} budget.` };
    },
  },
  {
    name: 'percent coupon against a fixed voucher, the larger saving applied (coupon larger first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const percent = pick(rng, [10, 15, 20, 25]);
      const voucher = pick(rng, [5, 10, 15]);
      const cart = i < 12 ? between(rng, Math.ceil((voucher * 100) / percent) + 1, 150) : between(rng, 20, 150);
      return user(`My cart is $${cart}. Apply whichever saves more: the ${percent}% coupon or the $${voucher} voucher.`);
    },
    answer: (m) => {
      const [, cart, percent, voucher] = /cart is \$(\d+)\. Apply whichever saves more: the (\d+)% coupon or the \$(\d+) voucher/.exec(last(m))!;
      const coupon = Number(cart) * Number(percent) > Number(voucher) * 100;
      return { content: null, tool_calls: [tool('apply_discount', coupon ? { coupon: `${percent}%` } : { voucher: Number(voucher) })] };
    },
  },
];
