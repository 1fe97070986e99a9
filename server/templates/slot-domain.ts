// The values a serving template slot accepts: only what verified evidence showed. Every categorical
// feature of a new value (shape, sign, parity, initial vowel, hour, weekday, ...) must have been
// seen, its length must lie in the seen range, and a small number, a date, a time or a version in
// the range seen of its kind (a number also outside any unusually wide gap between the verified
// ones: see gapAround and sparseAround). A value outside the domain is not served; its request goes upstream
// and, if the template predicted it right, widens the domain (see template-lifecycle.ts).
import type { Regions } from './regional-holidays.js';
import { URL_PATH_PLACES } from './url-parts.js';
import { featuresOf, HEAD_WORD, MAX_PHRASE_WORDS, partsOf, wordPlacesOf, type Spelling } from './value-features.js';

const NONE = '-';
/**
 * Features that are categories only when they repeat (see value-features.ts): the words inside an
 * ignored identifier, the capital-letter prefix of a code that mixes letters after its digits (AB
 * in a random booking reference AB3XYZ is likely nothing; W in W1234567 is always checked),
 * each word part of a value of a few (the role in "ava/admin" or "ravi root", not the user), and
 * each word of a URL's path (a site's section: "orders", "returns").
 */
const PARTS = [
  ...[1, 2, 3, 4].map((i) => `part ${i}`),
  ...Array.from({ length: URL_PATH_PLACES }, (_, i) => `url path word ${i + 1}`),
  ...Array.from({ length: MAX_PHRASE_WORDS }, (_, i) => `phrase word ${i + 1}`),
  'phrase word last',
];
const CATEGORIES_WHEN_REPEATED = new Set(['words in id', 'code prefix', ...PARTS]);
/**
 * A capitalized word of the word list ("Grey", "Grace") is checked only where every verified
 * value was one: then the slot holds options whose meaning may decide the answer (a theme's
 * "Grey" is written "Gray"); where some were not, it holds names, and "Will" is one like "Omar".
 */
const CAPITALIZED_WORD = 'capitalized word';
/** Verified values needed before a feature's repeats make it a category. */
const MIN_VALUES_FOR_CATEGORY = 6;
/** How often each value of a feature must repeat on average to make it a category: twice, four times for a phrase's words. */
const repeatsNeeded = (key: string) => (key.startsWith('phrase word ') ? 4 : 2);
/** Whether `distinct` values over `values` verified ones repeat `times` on average, over enough of them: a category's do. */
const repeatsAsCategory = (distinct: number, values: number, times: number) => values >= MIN_VALUES_FOR_CATEGORY && distinct * times <= values;
/**
 * A phrase's words in one place are free to be new, as names are, when at least one verified value
 * in four has a word there seen only once: Good-Turing's estimate of how often the next brings a
 * new word. Below it a new word is checked, which then costs at most about that share of hits.
 */
const NEW_WORDS_EXPECTED = 1 / 4;
/** Distinct values kept for counting and display; thresholds are far below it. */
const KEPT_VALUES = 64;
/** Verified points a reading needs before the gaps between them say anything. */
const MIN_POINTS_FOR_GAPS = 8;
/** How much wider than every other gap between verified points the gap around a new value must be to be predicted first. */
const GAP_FACTOR = 2;
/**
 * How much wider than the median gap between a number's verified points the gap around a new one
 * may be before it is predicted first (see sparseAround): three times for a fraction, five for a
 * whole number, whose counts and ages cost hits sooner.
 */
const medianGapFactor = (fraction: boolean) => (fraction ? 3 : 5);
/** The share of a number's verified range below which a gap is no band worth predicting (see sparseAround). */
const NARROWEST_BAND = 0.05;
/** Distinct verified points kept per reading: more for numbers, whose gaps against the median say more as they fill (see sparseAround). */
const keptPoints = (reading: string) => (reading === 'number' ? 256 : KEPT_VALUES);


export interface SlotDomainJson {
  /** Whether the value's spelling counts, or the whole word (see featuresOf). */
  spelling?: Spelling;
  /** Per number of parts: each part's value where every verified value agreed, else null. */
  constantParts?: Record<string, Array<string | null>>;
  categorical: Record<string, string[]>;
  length: [number, number];
  /** Per reading (see ValueFeatures.ranges), the verified range. */
  ranges?: Record<string, [number, number]>;
  /** Stored before dates and times had ranges: the range of small numbers. */
  small?: [number, number] | null;
  /** Per reading, the distinct verified points, sorted (up to keptPoints); rebuilt from the values when stored before them. */
  points?: Record<string, number[]>;
  /** Per reading, how many distinct verified values had it (see fewPoints). */
  pointValues?: Record<string, number>;
  values: string[];
  count: number;
}

export class SlotDomain {
  /** The phrase places' words over the kept values, computed when asked and again once more are kept. */
  private wordsAt?: { kept: number; byPlace: Map<string, { values: number; words: Map<string, number> }> };
  /** Per reading, the median gap between its points, computed when asked and again once more are kept (on the hit path). */
  private readonly medianGaps = new Map<string, { kept: number; median: number }>();

  private constructor(
    private readonly spelling: Spelling,
    private readonly constantParts: Map<number, Array<string | null>>,
    private readonly categorical: Map<string, Set<string>>,
    private length: [number, number],
    private readonly ranges: Map<string, [number, number]>,
    private readonly points: Map<string, number[]>,
    private readonly pointValues: Map<string, number>,
    private readonly values: Set<string>,
    private count: number,
  ) {}

  static empty(spelling: Spelling = false): SlotDomain {
    return new SlotDomain(spelling, new Map(), new Map(), [Infinity, -Infinity], new Map(), new Map(), new Map(), new Set(), 0);
  }

  static fromJSON(json: SlotDomainJson): SlotDomain {
    const categorical = new Map(Object.entries(json.categorical).map(([key, seen]) => [key, new Set(seen)]));
    const constantParts = new Map(Object.entries(json.constantParts ?? {}).map(([count, parts]) => [Number(count), parts]));
    const ranges = new Map(Object.entries(json.ranges ?? (json.small ? { number: json.small } : {})));
    const rebuilt = !json.points || !json.pointValues;
    const points = new Map(rebuilt ? [] : Object.entries(json.points ?? {}));
    const pointValues = new Map(rebuilt ? [] : Object.entries(json.pointValues ?? {}));
    const domain = new SlotDomain(json.spelling ?? false, constantParts, categorical, json.length, ranges, points, pointValues, new Set(json.values), json.count);
    if (rebuilt) for (const value of json.values) domain.addPoints(featuresOf(value, domain.spelling).ranges);
    return domain;
  }

  /** Distinct verified values (exact up to KEPT_VALUES, enough for every threshold). */
  get distinct(): number {
    return this.values.size;
  }

  has(value: string): boolean {
    return this.values.has(value);
  }

  /** Widens the domain by a verified value; `literals` is its request's fixed text, `regions` those it names (see featuresOf). */
  add(value: string, literals?: string, regions?: () => Regions): void {
    if (this.values.has(value)) return;
    const parts = partsOf(value);
    const constant = this.constantParts.get(parts.length);
    if (!constant) this.constantParts.set(parts.length, parts);
    else parts.forEach((part, i) => constant[i] !== part && (constant[i] = null));
    const features = featuresOf(value, this.spelling, literals, regions);
    for (const key of new Set([...this.categorical.keys(), ...Object.keys(features.categorical)])) {
      let seen = this.categorical.get(key);
      if (!seen) {
        seen = new Set(this.count > 0 ? [NONE] : []);
        this.categorical.set(key, seen);
      }
      seen.add(features.categorical[key] ?? NONE);
    }
    this.length = [Math.min(this.length[0], features.length), Math.max(this.length[1], features.length)];
    for (const [reading, at] of Object.entries(features.ranges)) {
      const range = this.ranges.get(reading);
      this.ranges.set(reading, range ? [Math.min(range[0], at), Math.max(range[1], at)] : [at, at]);
    }
    this.addPoints(features.ranges);
    if (this.values.size < KEPT_VALUES) this.values.add(value);
    this.count++;
  }

  /** Why the value is outside the domain, or null when it is inside. */
  rejects(value: string, literals?: string, regions?: () => Regions): string | null {
    if (this.values.has(value)) return null;
    // A part every verified value shared (an email's domain, a year, an id's prefix) may be what the
    // answer depends on, however constant the answer looked: a new one is predicted before it is served.
    const parts = partsOf(value);
    const constant = this.constantParts.get(parts.length);
    if (!constant) return `${parts.length} parts not seen`;
    const changed = constant.findIndex((part, i) => part !== null && part !== parts[i]);
    if (changed >= 0) return `part ${changed + 1} "${parts[changed]}" where every verified value had "${constant[changed]}"`;
    const features = featuresOf(value, this.spelling, literals, regions);
    for (const key of new Set([...this.categorical.keys(), ...Object.keys(features.categorical)])) {
      const feature = features.categorical[key] ?? NONE;
      // An identifier that says what it is makes its words categories at once; a part only by repeating.
      if (CATEGORIES_WHEN_REPEATED.has(key) && !this.repeats(key) && this.newWordsExpected(key) && (PARTS.includes(key) || !this.labelled(parts))) continue;
      if (key === CAPITALIZED_WORD && !this.holdsOptions()) continue;
      // What kind of thing a short phrase names is the broadest reading: checked last (below), so a narrower one names the reason.
      if (key === HEAD_WORD) continue;
      if (!this.categorical.get(key)?.has(feature)) return `${key} ${feature} not seen`;
    }
    if (features.length < this.length[0] || features.length > this.length[1]) return `length ${features.length} outside ${this.length.join('-')}`;
    for (const [reading, at] of Object.entries(features.ranges)) {
      const range = this.ranges.get(reading);
      if (!range || at < range[0] || at > range[1]) return `${reading} ${at} outside ${range?.join('..') ?? 'any verified range'}`;
      const points = this.points.get(reading) ?? [];
      if (this.fewPoints(reading) && !points.includes(at)) return `${reading} ${at} not among ${points.join(', ')}, each shared by several verified values`;
      const gap = gapped(reading) ? gapAround(points, at) : null;
      if (gap) return `${reading} ${at} in a gap ${gap.join('..')} over twice as wide as any other verified`;
      const factor = medianGapFactor(isFraction(features.categorical.decimals));
      const sparse = reading === 'number' ? sparseAround(points, at, factor * this.medianGap(reading)) : null;
      if (sparse) return `${reading} ${at} in a gap ${sparse.join('..')} over ${factor} times the median verified gap`;
    }
    if (this.categorical.has(HEAD_WORD) || HEAD_WORD in features.categorical) {
      const head = features.categorical[HEAD_WORD] ?? NONE;
      if (!this.categorical.get(HEAD_WORD)?.has(head)) return `${HEAD_WORD} ${head} not seen`;
    }
    return null;
  }

  /**
   * Whether a reading's verified points are few, each shared by two distinct values on average,
   * over enough values: an address's first octet (10, 172, 192 among private addresses) is a
   * category, and a number between two of them (91) is no more verified than a new word.
   */
  private fewPoints(reading: string): boolean {
    const points = this.points.get(reading)?.length ?? 0;
    return points < keptPoints(reading) && repeatsAsCategory(points, this.pointValues.get(reading) ?? 0, 2);
  }

  /** The median gap between a reading's verified points (see sparseAround). */
  private medianGap(reading: string): number {
    const points = this.points.get(reading) ?? [];
    let cached = this.medianGaps.get(reading);
    if (cached?.kept !== points.length) {
      const gaps = points.slice(1).map((point, i) => point - points[i]).sort((a, b) => a - b);
      cached = { kept: points.length, median: gaps[Math.floor(gaps.length / 2)] ?? 0 };
      this.medianGaps.set(reading, cached);
    }
    return cached.median;
  }

  /** Keeps each reading's point among the sorted distinct verified ones, up to keptPoints, and counts the value. */
  private addPoints(ranges: Record<string, number>): void {
    for (const [reading, at] of Object.entries(ranges)) {
      this.pointValues.set(reading, (this.pointValues.get(reading) ?? 0) + 1);
      let points = this.points.get(reading);
      if (!points) this.points.set(reading, (points = []));
      const above = points.findIndex((point) => point >= at);
      if (points[above] === at || points.length >= keptPoints(reading)) continue;
      points.splice(above < 0 ? points.length : above, 0, at);
    }
  }

  /**
   * Whether the verified values' feature repeats, as a category does (plans: gold, silver, gold,
   * ...): each seen twice on average, over enough values. Words that rarely repeat (the customer's
   * name in noah_walker_1234) are not a category, and a new one says nothing.
   */
  private repeats(key: string): boolean {
    return repeatsAsCategory(this.categorical.get(key)?.size ?? 0, this.count, repeatsNeeded(key));
  }

  /**
   * Whether a phrase's words in one place were often new ones, as names are: only then does a new
   * one say nothing. Where every word repeated (four street suffixes over eight addresses, and
   * then "Rd", which the answer writes "Road"), a new word is checked.
   */
  private newWordsExpected(key: string): boolean {
    if (!key.startsWith('phrase word ')) return true;
    if (this.wordsAt?.kept !== this.values.size) this.wordsAt = { kept: this.values.size, byPlace: this.phraseWords() };
    // Over the values that have a word in that place: most names have no third word.
    const place = this.wordsAt.byPlace.get(key);
    if (!place) return true;
    const once = [...place.words.values()].filter((times) => times === 1).length;
    return once >= place.values * NEW_WORDS_EXPECTED;
  }

  /** Whether every verified value was a capitalized word of the list: options, not names (CAPITALIZED_WORD). */
  private holdsOptions(): boolean {
    const seen = this.categorical.get(CAPITALIZED_WORD);
    return seen !== undefined && !seen.has(NONE);
  }

  /** Per phrase place, how many kept values have a word there, and each word's count. */
  private phraseWords(): Map<string, { values: number; words: Map<string, number> }> {
    const byPlace = new Map<string, { values: number; words: Map<string, number> }>();
    for (const value of this.values) {
      for (const [key, word] of Object.entries(wordPlacesOf(value))) {
        if (!key.startsWith('phrase word ')) continue;
        const place = byPlace.get(key) ?? { values: 0, words: new Map<string, number>() };
        place.values++;
        place.words.set(word, (place.words.get(word) ?? 0) + 1);
        byPlace.set(key, place);
      }
    }
    return byPlace;
  }

  /**
   * Whether every verified value of this many parts shares a word part (acct in acct-gold-4821):
   * the identifier says what it is, and its other words are attributes (a plan), not a name.
   */
  private labelled(parts: readonly string[]): boolean {
    return this.constantParts.get(parts.length)?.some((part) => part !== null && /^\p{L}{2,}$/u.test(part)) ?? false;
  }

  toJSON(): SlotDomainJson {
    return {
      spelling: this.spelling,
      constantParts: Object.fromEntries(this.constantParts),
      categorical: Object.fromEntries([...this.categorical].map(([key, seen]) => [key, [...seen]])),
      length: this.length,
      ranges: Object.fromEntries(this.ranges),
      points: Object.fromEntries(this.points),
      pointValues: Object.fromEntries(this.pointValues),
      values: [...this.values],
      count: this.count,
    };
  }
}

/**
 * Readings whose gaps are checked: numbers and dates (a week's festival blackout among nights
 * booked either side), a date's place in its year (summer dates among spring and autumn ones of
 * several years), a range's ends and span, a month or a quarter of a year, a duration, an ISO week. Not a
 * date's day of the month, nor other readings.
 */
const gapped = (reading: string) => /^(?:(?:from |to )?(?:number|date|date in year(?: d\/m)?)$|number |span in |month of year$|quarter of year$|duration in seconds$|iso week$|week in year$)/u.test(reading);

/**
 * The gap between verified points around a new value inside their range, when it is over
 * GAP_FACTOR times as wide as any other gap: an answer the same on both sides of a band the
 * evidence never entered (a room too cold at 10 to 18 °C and too hot at 25 to 32 is not too warm
 * at 21). Values spread at random leave one gap that wide among eight or more points seldom.
 */
function gapAround(points: readonly number[], at: number): [number, number] | null {
  const above = gapIndex(points, at);
  if (above === null) return null;
  let widest = 0;
  for (let i = 1; i < points.length; i++) if (i !== above) widest = Math.max(widest, points[i] - points[i - 1]);
  return points[above] - points[above - 1] > GAP_FACTOR * widest ? [points[above - 1], points[above]] : null;
}

/** The index of the first verified point above a new value strictly inside their range, once there are enough points for gaps to say anything; else null. */
function gapIndex(points: readonly number[], at: number): number | null {
  if (points.length < MIN_POINTS_FOR_GAPS) return null;
  const above = points.findIndex((point) => point >= at);
  return above <= 0 || points[above] === at ? null : above;
}

/** Whether a number was written with decimals ("36.6", "7.41"): a measurement on a continuous scale, or an amount. */
const isFraction = (decimals: string | undefined) => decimals !== undefined && decimals !== '0';

/**
 * The gap between a number's verified points around a new one, when it is wider than
 * `medianLimit` (a multiple of their median gap: see medianGapFactor) and than NARROWEST_BAND of
 * their range. Measurements have normal bands as often as thresholds (36.1 to 37.2 °C, a blood
 * pH of 7.35 to 7.45, a heart rate of 60 to 100), and a band the readings either side leave out
 * is seldom the widest gap by far: random spacing makes another nearly as wide. The median gap
 * says how densely the evidence covers the scale; a new number far from it is predicted first.
 * Random spacing leaves a share of new values in such gaps however many there are (a third at
 * three times the median), so prices that seldom repeat would pay it for ever; the floor, 5% of
 * the range, lets that cost fade as points fill in (new random prices refused: 45% at 16 points,
 * 24% at 64, 4% at 128, 2% at 250, where they were 22%, 6%, 3% and 3% without this rule), and
 * leaves narrower bands to the widest-gap rule once dense. Five times for whole numbers: at
 * three, ages and counts copied into answers lost four points of copying hits over the gates; at
 * five, half of one.
 */
function sparseAround(points: readonly number[], at: number, medianLimit: number): [number, number] | null {
  const above = gapIndex(points, at);
  if (above === null) return null;
  const limit = Math.max(medianLimit, NARROWEST_BAND * (points[points.length - 1] - points[0]));
  return points[above] - points[above - 1] > limit ? [points[above - 1], points[above]] : null;
}
