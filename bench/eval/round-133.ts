// Round one hundred and thirty-three of the induction evaluation: rules an answer follows that
// break a band the first twelve values fill: a year divisible by 100 that is not a leap year, and
// 2000 that is (the Gregorian rule, after twelve leap years with 2000 among them); HTTP statuses
// an agent retries (408, 425, 429) inside the 4xx band it does not, asked, returned by a call, in
// a tool result and in a log's status line; exit codes that name a signal (128 + n) between
// ordinary ones, asked and in a tool result; an appliance's error codes; a Unix file mode whose
// group or others digit allows writing, its last digit already seen; a version inside or outside
// a caret range. The code before served 3 wrong answers over 13 seeds: HTTP 429, its ending (409),
// its remainders and its range all seen, in a tool result and returned by a call, answered as a
// 4xx that is not retried. A number the request calls a code ("HTTP", "status", "exit code",
// "error", "signal", "returned 429.") is now verified code by code (server/templates/code-numbers.ts).
import type { Family } from './families.js';
import { between, last, pick, tool, user } from './family-kit.js';

type Rng = () => number;

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** A year from 1600 to 2400: leap ones first (2000 the fourth), then two in five a century. */
const drawYear = (i: number, rng: Rng) => {
  if (i === 3) return 2000;
  if (i < 12) {
    for (;;) {
      const y = between(rng, 1600, 2400);
      if (isLeap(y)) return y;
    }
  }
  return rng() < 0.4 ? pick(rng, [1600, 1700, 1800, 1900, 2000, 2100, 2200, 2300, 2400]) : between(rng, 1600, 2400);
};

const NOT_RETRIED = [400, 401, 402, 403, 404, 405, 406, 409, 410, 411, 412, 413, 414, 415, 416, 417, 421, 422, 423, 424, 426, 428, 431, 451];
const RETRIED = new Set([408, 425, 429, 500, 502, 503, 504]);

/** Exit codes a shell reports for a signal: 128 + its number. */
const SIGNALS: Record<number, string> = { 130: 'SIGINT', 134: 'SIGABRT', 137: 'SIGKILL', 139: 'SIGSEGV', 143: 'SIGTERM' };
const ORDINARY_EXITS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 32, 64, 65, 66, 69, 70, 71, 73, 74, 75, 76, 77, 78, 100, 101, 102, 110, 111, 120, 121, 122, 123, 124, 125];

/** A file mode whose `digit` (0 owner, 1 group, 2 others) never allows writing among the first twelve. */
const WRITE = new Set([2, 3, 6, 7]);
const drawMode = (i: number, rng: Rng, digit: number) => {
  for (;;) {
    const mode = [pick(rng, [6, 7]), pick(rng, [0, 4, 5, 6, 7]), pick(rng, [0, 4, 5, 6, 7])];
    if (i >= 12 || !WRITE.has(mode[digit])) return mode.join('');
  }
};

/** A version 2.minor.patch: inside ^2.3.0 among the first twelve (minors 3 to 9), then any minor 0 to 12. */
const drawVersion = (i: number, rng: Rng) => `2.${i < 12 ? between(rng, 3, 9) : between(rng, 0, 12)}.${between(rng, 0, 9)}`;
const inCaret = (version: string) => {
  const [major, minor] = version.split('.').map(Number);
  return major === 2 && minor >= 3;
};

export const ROUND_133: Family[] = [
  {
    name: 'days in February from 1600 to 2400, centuries not leap but 2000 (leap years first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`How many days does February ${drawYear(i, rng)} have?`),
    answer: (m) => {
      const year = Number(/February (\d+) have/.exec(last(m))![1]);
      return { content: `February ${year} has ${isLeap(year) ? 29 : 28} days.` };
    },
  },
  {
    name: 'a calendar built for a year, a leap day added or not in a call (leap years first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Build the payroll calendar for ${drawYear(i, rng)}`),
    answer: (m) => {
      const year = Number(/for (\d+)$/.exec(last(m))![1]);
      return { content: null, tool_calls: [tool('build_calendar', { year, days: isLeap(year) ? 366 : 365 })] };
    },
  },
  {
    name: 'an HTTP status retried or not: 408, 425 and 429 inside the 4xx band (others first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`The payments API answered HTTP ${i < 12 || rng() < 0.6 ? pick(rng, NOT_RETRIED) : pick(rng, [408, 425, 429])}. Should the agent retry?`),
    answer: (m) => {
      const status = Number(/HTTP (\d+)\./.exec(last(m))![1]);
      return { content: RETRIED.has(status) ? `HTTP ${status} is transient: retry with backoff.` : `HTTP ${status} will not change on retry: report the error.` };
    },
  },
  {
    name: 'an HTTP status from a tool result, a retry scheduled or the error reported in a call (others first 12)',
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'user', content: 'Create the invoice for order 1182' },
      { role: 'assistant', content: null, tool_calls: [tool('create_invoice', { order: 1182 })] },
      { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify({ ok: false, status: i < 12 || rng() < 0.6 ? pick(rng, NOT_RETRIED) : pick(rng, [408, 425, 429]) }) },
    ],
    answer: (m) => {
      const status = Number(/"status":(\d+)/.exec(last(m))![1]);
      return { content: null, tool_calls: [RETRIED.has(status) ? tool('schedule_retry', { order: 1182, after_seconds: 30 }) : tool('report_error', { order: 1182, status })] };
    },
  },
  {
    name: 'an HTTP status line from a log, retried or not (others first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Last line of the sync log: "HTTP/1.1 ${i < 12 || rng() < 0.6 ? pick(rng, NOT_RETRIED) : pick(rng, [408, 425, 429])}". Next step?`),
    answer: (m) => {
      const status = Number(/HTTP\/1\.1 (\d+)"/.exec(last(m))![1]);
      return { content: RETRIED.has(status) ? `Status ${status}: retry the sync in a minute.` : `Status ${status}: stop and page the on-call engineer.` };
    },
  },
  {
    name: 'an HTTP status a call returned, no word calling it a code, retried or not (others first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`The refund API returned ${i < 12 || rng() < 0.6 ? pick(rng, NOT_RETRIED) : pick(rng, [408, 425, 429])}. What should the agent do?`),
    answer: (m) => {
      const status = Number(/returned (\d+)\./.exec(last(m))![1]);
      return { content: RETRIED.has(status) ? `${status} from the refund API: retry in a minute.` : `${status} from the refund API: report the error to the payments team.` };
    },
  },
  {
    name: 'an exit code in a tool result, a signal reported as a kill (ordinary codes first 12)',
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'user', content: 'Run the nightly export' },
      { role: 'assistant', content: null, tool_calls: [tool('run_job', { job: 'export' })] },
      { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify({ job: 'export', exit_code: i < 12 || rng() < 0.6 ? pick(rng, ORDINARY_EXITS) : pick(rng, Object.keys(SIGNALS).map(Number)) }) },
    ],
    answer: (m) => {
      const code = Number(/"exit_code":(\d+)/.exec(last(m))![1]);
      return { content: null, tool_calls: [SIGNALS[code] ? tool('report_kill', { job: 'export', signal: SIGNALS[code] }) : tool('open_incident', { job: 'export', exit_code: code })] };
    },
  },
  {
    name: 'an appliance error code, one of them a blocked drain (others first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`My dishwasher shows error E${i < 12 || rng() < 0.7 ? pick(rng, [11, 12, 13, 14, 16, 17, 18, 19, 21, 22, 23, 25, 26, 27]) : pick(rng, [15, 24])}. What do I do?`),
    answer: (m) => {
      const code = Number(/error E(\d+)\./.exec(last(m))![1]);
      return { content: code === 24 ? `E${code} means the drain is blocked: clean the filter.` : code === 15 ? `E${code} means a leak: turn off the water.` : `E${code}: switch the dishwasher off and on again.` };
    },
  },
  {
    name: 'an exit code read as a signal when it is 128 + n (ordinary codes first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`The nightly backup job exited with code ${i < 12 || rng() < 0.6 ? pick(rng, ORDINARY_EXITS) : pick(rng, Object.keys(SIGNALS).map(Number))}. What happened?`),
    answer: (m) => {
      const code = Number(/code (\d+)\./.exec(last(m))![1]);
      return { content: SIGNALS[code] ? `The job was killed by ${SIGNALS[code]} (exit code ${code}).` : `The job failed with exit code ${code}; check its log.` };
    },
  },
  {
    name: 'a file mode, group-writable or not, its last digit seen (group cannot write first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`The config file has mode ${drawMode(i, rng, 1)}. Can members of its group edit it?`),
    answer: (m) => {
      const mode = /mode (\d{3})\./.exec(last(m))![1];
      return { content: WRITE.has(Number(mode[1])) ? `Yes: mode ${mode} lets the group write.` : `No: mode ${mode} gives the group no write permission.` };
    },
  },
  {
    name: 'a file mode with a leading zero, world-writable flagged (others cannot write first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Audit: /srv/app/.env has mode 0${drawMode(i, rng, 2)}`),
    answer: (m) => {
      const mode = /mode 0(\d{3})$/.exec(last(m))![1];
      return { content: WRITE.has(Number(mode[2])) ? `Finding: 0${mode} is world-writable; set it to 0600.` : `OK: 0${mode} is not world-writable.` };
    },
  },
  {
    name: 'a dependency version inside ^2.3.0 or not (inside first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`The lockfile pins left-pad ${drawVersion(i, rng)}. Does it satisfy ^2.3.0?`),
    answer: (m) => {
      const version = /left-pad (\S+)\. Does/.exec(last(m))![1];
      return { content: inCaret(version) ? `Yes, ${version} satisfies ^2.3.0.` : `No, ${version} is below 2.3.0.` };
    },
  },
];
