// The induction evaluation as a CI gate, with the default thresholds: zero wrong answers over every
// family (copying, noise and look-alikes in adversarial orders), copying and noise families hitting
// at least 76% and 70% after 10 examples, and shuffled replays of real agent traffic (as recorded, and with
// other customers) with zero wrong; the families again over the Responses API.
// `npm run eval` runs the same families over more seeds and prints the table.
import { describe, expect, it } from 'vitest';
import { FAMILIES, FORMAT_ROUNDS } from '../../bench/eval/families.js';
import { ROUND_46 } from '../../bench/eval/round-46.js';
import { hitRate, runEval } from '../../bench/eval/run-eval.js';
import { replayTauBench } from '../../bench/eval/tau-replay.js';
import { seeded } from '../../bench/eval/families.js';
import { customerVariants } from '../../bench/eval/tau-variants.js';
import { loadTrajectories, loadTurns, TAU_BENCH_SAMPLE, turnsOf } from '../helpers/tau-bench.js';

/** Families written after the rules were tuned, reported apart from the rest (round-46.ts). */
const UNTUNED = new Set(ROUND_46.map((family) => family.name));
/** Families written after the thresholds were set, of formats read since (families.ts: FORMAT_ROUNDS). */
const LATER = new Set(FORMAT_ROUNDS.map((family) => family.name));

/**
 * Each test replays every family (1346 since round one hundred and fifty-five, 41 requests
 * each). In a clean CI run on an idle two-core machine the chat pass took 848 s with 1050
 * families, 644 s with 1038 and 338 s with 950; reading numbers inside phrases made each value
 * dearer to read. Twenty-five minutes leaves room for the next rounds and still keeps the whole
 * CI run well inside its 90 minutes.
 */
const EVAL_TIMEOUT_MS = 1_500_000;

describe('induction evaluation (gate)', () => {
  it('serves no wrong answer in any family, and hits copying and noise families after 10 examples', async () => {
    const results = await runEval(FAMILIES, { seed: 7, requests: 40 });
    const wrong = results.filter((r) => r.wrong > 0).map((r) => `${r.family}: ${r.wrong} (${r.wrongExamples.join(' | ')})`);
    expect(wrong).toEqual([]);
    // The families of the rounds before forty-six: the rules were tuned with them in view. 78.9%
    // when measured; 78%, two points below the 80%: each threshold below it paid for a
    // class of wrong answers, as missed hits. Round sixty-four's limits per category
    // (category-limits.ts) predict a number past a category's own (80% -> 79%); rounds sixty-six
    // to sixty-nine cost 0.5 points (two names' initials, gaps between verified numbers and
    // dates), and round seventy's gaps against the median 0.5 more (a price, a payment and an
    // unread count in such a gap are verified once), where the Responses run fell to 78.7%;
    // round seventy-three's named days 0.1 more (a system prompt's date on such a day). Rounds
    // seventy-five on are apart (below): their readings left these at 78.9%, rounds
    // eighty-three to eighty-five's at 79.1% (Chinese names tokenized by character gained more
    // than copied ids lost to a five-digit number's range), rounds eighty-six to ninety-one's
    // at 79.0% (a coding agent's file path is verified by its file type), and rounds
    // ninety-two to ninety-eight's at 78.4% (a date held per category beside it, and paired with
    // it by its weekday: 0.6 points), rounds ninety-nine to one hundred and three's there too (a
    // card's network beside a store, two dates' places in a week changed none of them), and
    // rounds one hundred and four to six's at 78.3% (a date's month and a count's parity beside
    // a category: a room type beside a date, a count in words beside a restaurant), and round
    // one hundred and seven's at 78.2% (a name's script: a Korean name among Chinese ones is
    // verified once). 78% until round one hundred and nine: a value that is one common word is
    // verified on its own, since what it means may decide the answer ("grey" written "gray", a
    // reserved word, a system folder): 78.2% -> 77.4% ("a word said three times" 97% -> 57%),
    // unchanged by round one hundred and ten's (a common word capitalized, or joined to another),
    // and 77.3% after round one hundred and thirty-two's facts of arithmetic (a prime, a square,
    // a power of two, a multiple of a number the request names), each verified once: an age and
    // an amount first seen as a square or a power of two cost a hit each; unchanged by round one
    // hundred and thirty-three's codes, each verified code by code ("HTTP 429", "exit code 137"),
    // and by round one hundred and thirty-four's letters some language cases otherwise (77.5% in
    // its run beside the code before: a Turkish i in capitals is verified once), 77.2% until
    // round one hundred and forty: a country, or a listed city's country, is verified on its own,
    // since an embargo or a visa rule may follow from it (76.5%: cities copied into calls and a
    // profile's city each lose a hit or two), and 76.5% after round one hundred and forty-one's
    // vocabularies (meat, weapons and drugs, dangerous goods: a web search query and a school
    // lunch dish lose a hit each) and its head words (the last word of a short phrase, verified
    // on its own: none of these families lost a hit to it), and 76.4% after round one hundred and
    // forty-two's US states, each verified on its own, as countries are (a hotel booking's city
    // loses a hit). 75% since round one hundred and forty-three: a word in capitals (a ticker,
    // an airport, an acronym) is verified word by word, since what it stands for may decide the
    // answer ("TWTR" is delisted, "HAV" is Havana), and "acronym written in lower case" falls
    // from 28 to 19 of 30: 76.42% -> 75.98%, no other family moving. 75.88% after round one
    // hundred and forty-four: tax day, a month's last day and its first and last business days
    // are verified once (an appointment date and a system prompt's date lose a hit each). 75.69%
    // after round one hundred and forty-five: patch Tuesday and the options' third Friday are
    // verified once too (date copies lose a hit each; 75.44% over the Responses API), and
    // unchanged by round one hundred and forty-six's look-alikes and connectives.
    const tuned = results.filter((r) => !UNTUNED.has(r.family) && !LATER.has(r.family));
    expect(hitRate(tuned, ['copying'], 10)).toBeGreaterThanOrEqual(0.75);
    // 70% for noise, not 80%: a timestamp's time is verified half hour by half hour (a 17:30
    // closing time lies inside the hours seen), and this family's timestamps are random over
    // three weeks and sixteen hours, where live traffic's only grow.
    expect(hitRate(tuned, ['noise'], 10)).toBeGreaterThanOrEqual(0.7);
    // Rounds seventy-five on copy values in formats read since (a time range, an ISO duration, a
    // weight with its unit, an amount with thousands commas, a count in words, a quantity with its
    // unit; since rounds eighty-three to eighty-five digits of other scripts, a date in parts, a
    // timestamp with an offset; since rounds eighty-six to ninety-one card numbers, IBANs, ISBNs,
    // IP addresses, country codes, a date-time's weekday in UTC; since rounds ninety-two to
    // ninety-eight phone numbers, VINs, a category beside a date; since rounds ninety-nine to one
    // hundred and three a card's network, an email's domain or an id's prefix beside a
    // category; since rounds one hundred and four to six a date's month, a number's parity and
    // a timetable; since round one hundred and seven a name's script): 62.3% when measured
    // (64.0% before rounds one hundred and four to six), each format a new dimension verified
    // before it serves (a range's end's half hour too).
    expect(hitRate(results.filter((r) => LATER.has(r.family)), ['copying'], 10)).toBeGreaterThanOrEqual(0.5);
    // Every family, round forty-six's and the later rounds' too (71.8% when measured; see the
    // README): round forty-six alone stays near 70% (each time of day and small number is verified
    // once, and a weekday's times per weekday). 75% until rounds eighty-three to eighty-five added
    // eight copying families whose values are verified in more dimensions (a date in three parts
    // as a date too, a timestamp in UTC too) and a five-digit number's range, which cost copied
    // ids and zips 3 to 9 points (75.9% before them). 74% until rounds eighty-six to ninety-one's
    // eleven copying families moved it from 74.6% to 74.0%: country codes are verified one by
    // one (40%), and a date-time with an offset in its UTC weekday and date too (33%). 73% until
    // rounds ninety-four to ninety-eight held a date, a code's length and a pairing of two
    // categories, or of a category and a date's weekday or a value's format, to what was
    // verified per category (74.2% -> 72.7%: a room type or an order status beside a date, goods
    // beside a city, each pairing verified before it serves). 72% until rounds ninety-nine to one
    // hundred and three added eight copying families of values paired, spanned or kept apart per
    // category (a card and a store 70%, an address and a workspace 33%, two dates 60%, two times
    // 40%): 72.7% -> 71.8%, no family older than them changed. 71% until rounds one hundred and
    // four to six: 71.8% -> 70.5%, of which 0.3 points older families paid (a date's month and
    // a count's parity verified beside a category) and the rest their four copies (a venue beside
    // a date 7%: the call's "venue" key, said nowhere in the request, reads as a lookup, so each
    // venue keeps its own template; a room and a wing 27%). 70% until round one hundred and
    // nine's common words, each verified on its own: 70.6% -> 69.8%. Round one hundred and
    // twelve's three copies of words of a full name (a given name greeted, a table booked under
    // the surname, a user name spelled from both: 60%, 53% and 60%, 0% to 7% before) and round one
    // hundred and thirteen's price relayed from a sheet (27%, 0% before) moved it from 69.7% to
    // 69.1%, and round one hundred and fourteen's names in the possessive (77% and 73% on the
    // final run) to 69.2%; no older family lost a hit. 69% until rounds one hundred and fifteen
    // and sixteen's six copies (a status with quotes 10%, two times 50%, an invoice from a tool
    // result 30% on this seed: each time, amount and quote verified as before) moved it to 68.7%,
    // the 137 older copying families staying at 69.2%; rounds one hundred and seventeen and
    // eighteen's eight (a cart item, a city, a song, a ticket subject, a drink, a greeted user,
    // titles and cities with particles: 76% over three seeds) to 69.2%, rounds one hundred and
    // nineteen to twenty-one's ten (names copied into languages whose words agree with them, each
    // verified once, and numbers into calls: 79% over three seeds) to 70.0%, and rounds one
    // hundred and twenty-three and twenty-four's one (items with their colour, each colour
    // verified once: 73% on this seed) left it at 69.9%, and round one hundred and twenty-five's
    // one (items with a pattern, a season or a trait, each word verified once: 57% on this seed)
    // at 69.8%, four older families losing a hit or two, and round one hundred and twenty-eight's
    // one (a sync booked in UTC, each combination of regions on summer time verified: 40% on this
    // seed) at 69.5%, two older dates split into parts losing a hit, and round one hundred and
    // twenty-nine's one (a shipment from Shanghai logged, each of its region's holidays verified:
    // 57% on this seed) and round one hundred and thirty's one (a call to a number in China
    // logged: 63%) at 69.3%, a Japanese date in parts losing a hit (Japan's holidays, where the
    // request is in Japanese), and round one hundred and thirty-two's facts of arithmetic at
    // 69.2% (rounds one hundred and thirty-one and thirty-two copy nothing), and round one hundred
    // and thirty-four's one (a German street in capitals, ß verified once: 80%) at 69.4%, in its
    // run beside the code before as on it, and round one hundred and thirty-five's two (a Japanese
    // and a Chinese item copied into a stock lookup: 53% and 43%) at 69.2%, as on the code before
    // run beside it, and round one hundred and forty's countries, each verified once, at 67.7%
    // (68.0% before), and round one hundred and forty-one's at 67.5%: the last word of a short
    // phrase is verified on its own, since it says what kind of thing the value is ("tomato soup"
    // on a dessert menu), and a wishlist item and a school lunch dish copied whole lose most;
    // round one hundred and forty-two's at 67.5% too (a US city's state, verified on its own,
    // costs a weather call five hits; the round's vendor copies hit 90%), and round one hundred
    // and forty-three's at 67.3% (each word in capitals verified on its own: an acronym written
    // in lower case loses 9 hits, a Dutch postal code's letters 5; the round's ticker and airport
    // code copies hit 73% and 80%), and round one hundred and forty-four's at 67.3% (tax day, a
    // month's last day and its first and last business days, each verified once, cost ten older
    // date copies a hit each: 67.33% -> 67.14% over the older families; its copies, a safe shell
    // command and a work address, hit 80% each). 66% since round one hundred and forty-five
    // (66.95%): patch Tuesday and the options' third Friday, each verified once, cost older date
    // copies a hit each (67.28% -> 67.12% over the 184 before it), and its amount converted
    // between two currencies hits 43% (each currency verified on its own; 3% before a number
    // taken out of "809 JPY" was read as a number), unchanged by round one hundred and forty-six,
    // whose families copy nothing. 65% since round one hundred and fifty-three (65.8%): its copy
    // of a weekday and a day beside today's date ("Friday 8") and round one hundred and
    // fifty-two's ("the 14th") verify each reading's weekday once, with whether the day has
    // passed, and hit 25% and 21% over seeds 1 to 13 (66.3% before them; no older family
    // moved), and 65.7% after round one hundred and fifty-five: a category beside a date of
    // numbers pairs with each reading's weekday and month, and a date copied day first with
    // dashes beside the part of the day loses 7 of 15 hits. It moves with each round's own
    // copies; the tuned gate above is the steady one.
    expect(hitRate(results, ['copying'], 10)).toBeGreaterThanOrEqual(0.65);
    expect(results.filter((r) => !r.exactRepeatHit).map((r) => r.family)).toEqual([]);
  }, EVAL_TIMEOUT_MS);

  it('holds over the Responses API too: no wrong answer, copying families hit after 10 examples', async () => {
    // 40 requests, as over chat completions: with 30, only 20 come after the tenth example, and
    // a template promoted after its tenth distinct value has few left to serve.
    const results = await runEval(FAMILIES, { seed: 11, requests: 40, api: 'responses' });
    const wrong = results.filter((r) => r.wrong > 0).map((r) => `${r.family}: ${r.wrong} (${r.wrongExamples.join(' | ')})`);
    expect(wrong).toEqual([]);
    // 78.9% when measured (78.7% before rounds eighty-three to eighty-five; see the first test);
    // 78.1% after rounds one hundred and four to six (78.3% before them); 77.4% after round one
    // hundred and nine's common words, each verified on its own; 77.2% after round one hundred
    // and thirty-two's facts of arithmetic (77.3% before); 76.6% after round one hundred and
    // forty's countries, each verified on its own (77.1% before); 75.9% after round one hundred
    // and forty-three's words in capitals, each verified on its own (76.4% before: an acronym
    // written in lower case 29 -> 20 of 30); 75.7% after round one hundred and forty-four's named
    // days of a month and tax day, each verified once (75.9% before: date copies lose a hit);
    // 75.4% after round one hundred and forty-five's patch Tuesday and options expiry (75.7%);
    // 75.5% after round one hundred and forty-six, as on the code before it run beside it.
    expect(hitRate(results.filter((r) => !UNTUNED.has(r.family) && !LATER.has(r.family)), ['copying'], 10)).toBeGreaterThanOrEqual(0.75);
    expect(results.filter((r) => !r.exactRepeatHit).map((r) => r.family)).toEqual([]);
  }, EVAL_TIMEOUT_MS);

  it('replays real agent traffic (tau-bench sample) in shuffled order with induction on and no wrong answer', async () => {
    const replay = await replayTauBench(loadTurns(TAU_BENCH_SAMPLE), 3);
    expect(replay.wrong, JSON.stringify(replay)).toBe(0);
    expect(replay.requests).toBeGreaterThan(100);
  });

  it('serves template hits, never a wrong one, on the same real conversations with other customers', async () => {
    // The sample's first trajectories, each with 16 customers: the kept sample runs on a fresh clone.
    const variants = customerVariants(loadTrajectories(TAU_BENCH_SAMPLE).slice(0, 4), 16, seeded(5));
    const replay = await replayTauBench(turnsOf(variants), 2);
    expect(replay.wrong, JSON.stringify(replay)).toBe(0);
    expect(replay.templateHits, JSON.stringify(replay)).toBeGreaterThan(10);
    expect(replay.demoted).toBe(0);
  });
});
