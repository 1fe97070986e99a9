// Round sixty-eight of the induction evaluation: a band inside the verified range. The answer is the
// same on both sides of a band (too cold and too hot are both "outside"), the first requests all
// fall outside it, on both sides, so the verified range spans the band it never saw.
import type { Family } from './families.js';
import { between, last, outsideOr, pick, tool, user } from './family-kit.js';

export const ROUND_68: Family[] = [
  {
    name: 'room temperature inside the comfort band 19 to 24 (too cold and too hot first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Sensor report: the meeting room is at ${outsideOr(rng, i < 12, [10, 19, 24, 32])} °C.`),
    answer: (m) => {
      const t = Number(/at (-?\d+) °C/.exec(last(m))![1]);
      return t >= 19 && t <= 24 ? { content: `${t} °C is comfortable; no change.` } : { content: null, tool_calls: [tool('adjust_hvac', { room: 'meeting', current_c: t })] };
    },
  },
  {
    name: 'latitude in the tropics, one decimal (outside the tropics first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const tenths = outsideOr(rng, i < 12, [-600, -234, 234, 600]);
      return user(`Is a site at latitude ${(tenths / 10).toFixed(1)} in the tropics?`);
    },
    answer: (m) => {
      const lat = Number(/latitude (-?[\d.]+) in/.exec(last(m))![1]);
      return { content: Math.abs(lat) <= 23.4 ? `Yes, ${lat.toFixed(1)} lies in the tropics.` : `No, ${lat.toFixed(1)} lies outside the tropics.` };
    },
  },
  {
    name: 'glucose reading in range 70 to 140 (low and high first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Log my glucose reading of ${outsideOr(rng, i < 12, [40, 70, 140, 260])} mg/dL`),
    answer: (m) => {
      const g = Number(/reading of (\d+) mg/.exec(last(m))![1]);
      return { content: null, tool_calls: [tool('log_glucose', { mg_dl: g, flag: g >= 70 && g <= 140 ? 'in_range' : 'alert' })] };
    },
  },
  {
    name: 'order quantity between the minimum and the stock, one refusal outside (outside first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Order ${outsideOr(rng, i < 12, [1, 10, 50, 90])} units of SKU ${pick(rng, ['A-100', 'B-220', 'C-310'])}`),
    answer: (m) => {
      const [, n, sku] = /Order (\d+) units of SKU (\S+)$/.exec(last(m))!;
      return Number(n) >= 10 && Number(n) <= 50 ? { content: null, tool_calls: [tool('place_order', { sku, quantity: Number(n) })] } : { content: `Orders of ${sku} must be between 10 and 50 units.` };
    },
  },
  {
    name: 'username length between 4 and 12 (too short and too long first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const length = outsideOr(rng, i < 12, [2, 4, 12, 18]);
      const name = Array.from({ length }, () => pick(rng, [...'abcdefghijklmnopqrstuvwxyz'])).join('');
      return user(`Register the username ${name}`);
    },
    answer: (m) => {
      const name = /username (\S+)$/.exec(last(m))![1];
      return name.length >= 4 && name.length <= 12 ? { content: null, tool_calls: [tool('register', { username: name })] } : { content: `The username ${name} must be 4 to 12 characters long.` };
    },
  },
];
