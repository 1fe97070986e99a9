// Round seventy-eight of the induction evaluation: numbers written with a slash or an exponent,
// and two moments in one value. Served wrong before this round's fixes: a score "2.5/10" after
// good ones (read as May 10, as "5.5/10" was) on 12 of 13 seeds, a lead reading of "2.4e-2" as
// below 1e-3 on 9, a dose of "1.5mg/kg" as under 1 mg/kg on 7, and an eight-hour ISO interval of
// two date-times as a short booking on 5. Now a decimal before a slash is no date, two numbers
// joined by a slash where no date is read are numbers, scientific notation is a number with its
// exponent a category, a unit may be per unit, and two moments make a range. A blood pressure
// and a score out of five were already safe.
import type { Family } from './families.js';
import { between, last, pad, pick, tool, user } from './family-kit.js';

/** Over 140/90 is high. */
const highPressure = (reading: string) => {
  const [systolic, diastolic] = reading.split('/').map(Number);
  return systolic >= 140 || diastolic >= 90;
};

export const ROUND_78: Family[] = [
  {
    name: 'blood pressure written with a slash, 140/90 and over flagged (normal readings first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Record a blood pressure of ${between(rng, 100, i < 12 ? 139 : 175)}/${between(rng, 60, i < 12 ? 89 : 105)}`),
    answer: (m) => {
      const reading = /of (\S+)$/.exec(last(m))![1];
      return { content: null, tool_calls: [tool('record_vitals', { blood_pressure: reading, flag: highPressure(reading) ? 'high' : 'normal' })] };
    },
  },
  {
    name: 'review score out of five with halves, under 3 sent to support (good scores first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`A customer rated us ${pick(rng, i < 12 ? ['3/5', '3.5/5', '4/5', '4.5/5', '5/5'] : ['1/5', '1.5/5', '2/5', '2.5/5', '3/5', '3.5/5', '4/5', '4.5/5', '5/5'])}`),
    answer: (m) => {
      const score = /rated us (\S+)$/.exec(last(m))![1];
      return { content: null, tool_calls: [tool(Number(score.split('/')[0]) < 3 ? 'open_support_ticket' : 'thank_customer', { score })] };
    },
  },
  {
    name: 'review score out of ten with decimals, under 6 sent to support (good scores first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Log a rating of ${(between(rng, i < 12 ? 60 : 10, 100) / 10).toFixed(1)}/10 for the hotel`),
    answer: (m) => {
      const score = /rating of (\S+) for/.exec(last(m))![1];
      return { content: null, tool_calls: [tool(Number(score.split('/')[0]) < 6 ? 'open_support_ticket' : 'log_rating', { score })] };
    },
  },
  {
    name: 'concentration in scientific notation, 1e-3 and over flagged (low readings first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Lead concentration measured: ${between(rng, 10, 99) / 10}e-${between(rng, i < 12 ? 4 : 2, 6)} mg/L`),
    answer: (m) => {
      const reading = /measured: (\S+) mg/.exec(last(m))![1];
      return { content: Number(reading) >= 1e-3 ? `A reading of ${reading} mg/L is at or above the action level: notify the water authority.` : `A reading of ${reading} mg/L is below the action level.` };
    },
  },
  {
    name: 'booking window as an ISO interval of two date-times, over four hours approved first (short windows first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const day = `2026-12-${pad(between(rng, 1, 28))}`;
      const start = between(rng, 8, 14);
      const end = start + between(rng, 1, i < 12 ? 4 : 8);
      return user(`Reserve the studio for ${day}T${pad(start)}:00/${day}T${pad(end)}:00`);
    },
    answer: (m) => {
      const window = /for (\S+)$/.exec(last(m))![1];
      const [start, end] = window.split('/').map((moment) => Number(moment.slice(11, 13)));
      return { content: null, tool_calls: [tool(end - start > 4 ? 'request_approval' : 'reserve_studio', { window })] };
    },
  },
  {
    name: 'dose per kilogram glued to its units, over 1 mg/kg checked by a pharmacist (low doses first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Prescribe ${(between(rng, 1, i < 12 ? 10 : 20) / 10).toFixed(1)}mg/kg of the antibiotic`),
    answer: (m) => {
      const dose = /Prescribe (\S+) of/.exec(last(m))![1];
      return { content: null, tool_calls: [tool(Number.parseFloat(dose) > 1 ? 'request_pharmacist_review' : 'prescribe', { dose })] };
    },
  },
];
