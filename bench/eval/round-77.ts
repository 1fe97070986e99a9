// Round seventy-seven of the induction evaluation: numbers, dates and times written in the ways of
// other places and sports. Served wrong before this round's fixes: a German date in words
// ("27. Dezember", high season after low-season months) on 2 of 13 seeds, an order at 14:48 as
// before a 14:45 cutoff (the half hour of 14:40) on 1, and picnic dates of several years, summer
// among spring and autumn, on 2. Now month names of six more languages are read, a month alone is
// one of twelve categories, a time of day keeps its verified range, and a date's place in its year
// has the gap rule. Amounts with thousands separators were safe but hit 6% when copied: an
// amount like "$16,011" is now one token, read grouped too. A French "15h30" and an ISO week are
// read as a time and a week. Rider heights in feet and inches and lap times were already safe.
import type { Family } from './families.js';
import { between, last, pad, pick, tool, user } from './family-kit.js';

const grouped = (n: number, separator: string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/gu, separator);
const GERMAN_MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
/** High season: June to August and December. */
const highSeason = (month: number) => [6, 7, 8, 12].includes(month);

export const ROUND_77: Family[] = [
  {
    name: 'expense with a comma thousands separator, over 2,000 sent for approval (under 2,000 first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`File an expense of $${grouped(between(rng, 200, i < 12 ? 1999 : 5000), ',')} for the offsite`),
    answer: (m) => {
      const amount = /of \$(\S+) for/.exec(last(m))![1];
      return { content: null, tool_calls: [tool(Number(amount.replace(/,/gu, '')) > 2000 ? 'request_approval' : 'file_expense', { amount, purpose: 'offsite' })] };
    },
  },
  {
    name: 'German amount with a dot thousands separator, over 2.000 euros approved first (under first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Überweise ${grouped(between(rng, 200, i < 12 ? 1999 : 5000), '.')} € an die Druckerei`),
    answer: (m) => {
      const amount = /Überweise (\S+) €/u.exec(last(m))![1];
      const over = Number(amount.replace(/\./gu, '')) > 2000;
      return { content: over ? `Überweisungen über 2.000 € brauchen eine Freigabe: ${amount} € an die Druckerei ist zur Freigabe vorgelegt.` : `${amount} € an die Druckerei sind überwiesen.` };
    },
  },
  {
    name: 'French shop hours, a time like 19h30 after closing at 19h (open hours first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const minutes = between(rng, 9 * 4, (i < 12 ? 19 : 21) * 4 - 1) * 15;
      return user(`La boutique est-elle ouverte à ${Math.floor(minutes / 60)}h${pad(minutes % 60)} ?`);
    },
    answer: (m) => {
      const [, hour] = /à (\d+)h(\d+)/u.exec(last(m))!;
      const time = /à (\S+) \?/u.exec(last(m))![1];
      return { content: Number(hour) < 19 ? `Oui, à ${time} la boutique est ouverte.` : `Non, à ${time} la boutique est fermée : elle ferme à 19h.` };
    },
  },
  {
    name: 'sprint filed by an ISO week, second-half weeks later (first-half weeks first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`File the sprint review under ${between(rng, 2025, 2027)}-W${pad(between(rng, 1, i < 12 ? 26 : 52))}`),
    answer: (m) => {
      const week = /under (\S+)$/.exec(last(m))![1];
      return { content: null, tool_calls: [tool('file_review', { week, half: Number(week.slice(-2)) <= 26 ? 'H1' : 'H2' })] };
    },
  },
  {
    name: 'German date in words decides the season (low season first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      let month = 0;
      do month = between(rng, 1, 12);
      while (i < 12 && highSeason(month));
      return user(`Ferienwohnung ab dem ${between(rng, 1, 28)}. ${GERMAN_MONTHS[month - 1]} buchen`);
    },
    answer: (m) => {
      const [, day, month] = /ab dem (\d+)\. (\S+) buchen/u.exec(last(m))!;
      return { content: `Gebucht ab dem ${day}. ${month}: ${highSeason(GERMAN_MONTHS.indexOf(month) + 1) ? 'Hochsaison' : 'Nebensaison'}.` };
    },
  },
  {
    name: 'rider height in feet and inches, under 4 feet refused (tall riders first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Can a rider who is ${between(rng, i < 12 ? 4 : 3, 6)}'${between(rng, 0, 11)} go on the coaster?`),
    answer: (m) => {
      const height = /who is (\S+) go/.exec(last(m))![1];
      return { content: Number(height.split("'")[0]) >= 4 ? `Yes, at ${height} they can ride.` : `No, at ${height} they are under the 4'0 minimum.` };
    },
  },
  {
    name: 'lap time in minutes and seconds against a 3:45 target (under target first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const seconds = between(rng, 200, i < 12 ? 224 : 250);
      return user(`Log a lap of ${Math.floor(seconds / 60)}:${pad(seconds % 60)}`);
    },
    answer: (m) => {
      const lap = /lap of (\S+)$/.exec(last(m))![1];
      const [minutes, seconds] = lap.split(':').map(Number);
      return { content: null, tool_calls: [tool('log_lap', { time: lap, under_target: minutes * 60 + seconds < 225 })] };
    },
  },
  {
    name: 'same-day shipping before a 14:45 cutoff (earlier orders first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const minutes = between(rng, 8 * 60, i < 12 ? 14 * 60 + 44 : 17 * 60);
      return user(`Order placed at ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}, when does it ship?`);
    },
    answer: (m) => {
      const time = /at (\S+), when/.exec(last(m))![1];
      const [hour, minute] = time.split(':').map(Number);
      return { content: hour * 60 + minute < 14 * 60 + 45 ? `Placed at ${time}, it ships today.` : `Placed at ${time}, after the 14:45 cutoff, it ships tomorrow.` };
    },
  },
  {
    name: 'late check-out free until 11:15 (earlier times first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const minutes = between(rng, 7 * 60, i < 12 ? 11 * 60 + 14 : 13 * 60);
      return user(`Check out room ${between(rng, 101, 420)} at ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`);
    },
    answer: (m) => {
      const [, room, time] = /room (\d+) at (\S+)$/.exec(last(m))!;
      const [hour, minute] = time.split(':').map(Number);
      return { content: null, tool_calls: [tool('check_out', { room, time, fee: hour * 60 + minute > 11 * 60 + 15 ? 25 : 0 })] };
    },
  },
  {
    name: 'amount with a comma thousands separator copied into a transfer',
    kind: 'copying',
    request: (_i, rng) => user(`Transfer $${grouped(between(rng, 1000, 90000), ',')} to ${pick(rng, ['savings', 'checking', 'the brokerage account', 'the joint account'])}`),
    answer: (m) => {
      const [, amount, account] = /Transfer \$(\S+) to (.+)$/.exec(last(m))!;
      return { content: null, tool_calls: [tool('transfer', { amount, to: account })] };
    },
  },
  {
    name: 'picnic advice by an ISO date over several years, summer dates later (spring and autumn first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      let month = 0;
      do month = between(rng, 3, 10);
      while (i < 12 && [6, 7, 8].includes(month));
      return user(`Plan a picnic on ${between(rng, 2024, 2030)}-${pad(month)}-${pad(between(rng, 1, 28))}`);
    },
    answer: (m) => {
      const date = /on (\S+)$/.exec(last(m))![1];
      const summer = [6, 7, 8].includes(Number(date.slice(5, 7)));
      return { content: `For ${date}: ${summer ? 'bring sunscreen and plenty of water' : 'bring a warm jacket'}.` };
    },
  },
  {
    name: 'summer pass by an English month name, summer months later (other months first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
      let month = 0;
      do month = between(rng, 1, 12);
      while (i < 12 && [6, 7, 8].includes(month));
      return user(`Is the summer pass valid in ${months[month - 1]}?`);
    },
    answer: (m) => {
      const month = /valid in (\S+)\?/.exec(last(m))![1];
      return { content: ['June', 'July', 'August'].includes(month) ? `Yes, the pass is valid in ${month}.` : `No, in ${month} the pools are closed.` };
    },
  },
];
