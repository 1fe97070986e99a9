// The life of an induced template, in which nothing unverified is served:
//   candidate  - induced from cached examples; serves nothing. Requests it matches go upstream (they
//                would have missed anyway) and the upstream answer is compared with what it would
//                have rendered: a prediction.
//   serving    - promoted after enough correct predictions on new values, and enough distinct values
//                per slot. Serves values inside each slot's domain (slot-domain.ts); values outside
//                it are predicted like a candidate's and widen the domain when right. Its first hits,
//                the first hits of values not yet verified (up to a bound), and a fraction of
//                later ones are audited: asked upstream in the background too.
//   demoted    - a prediction or an audit disagreed. Final: it never serves again.
// Nondeterministic upstream answers never agree, so they never promote: that costs hits, never
// correctness. Manual templates (Cache-Bindings) have no lifecycle: the client vouches for them.
import { SlotDomain, type SlotDomainJson } from './slot-domain.js';
import { CategoryLimits, factsOfValues, type CategoryLimitsJson } from './category-limits.js';
import { CategoryPairs, type CategoryPairsJson } from './category-pairs.js';
import { GapCycles, type GapCyclesJson, type GapUnit, type Gaps } from './gap-cycles.js';
import { datesAndAssumedDaysOf, NO_SUCH_DATE, yearsIn } from './split-dates.js';
import { fixedRegionsOf, regionsOfRequest, type Regions } from './regional-holidays.js';
import { ValueCycles, type ValueCyclesJson } from './value-cycles.js';
import { relationsOf, spansOf, whyUnseen } from './variable-relations.js';
import type { Bindings } from './text-template.js';
import { caseFeatureOf, caseKeyOf, type CaseMapped } from './case-by-language.js';
import { weekdaysInPlace } from './weekdays-in-place.js';

export type TemplateState = 'candidate' | 'serving' | 'demoted';

export interface LifecycleEvent {
  at: string;
  state: TemplateState;
  reason: string;
}

export interface LifecyclePolicy {
  /** Correct predictions a candidate needs before it serves. */
  minPredictions: number;
  /** Distinct verified values every slot needs before the template serves. */
  minDistinct: number;
  /** The same, where a copy is easily mistaken for a judgement (see induce.ts: `risky`). */
  riskyDistinct: number;
  /**
   * A slot of few values (a priority: low, medium, high; a plan) never shows that many: it counts
   * as explored once correct predictions reach this many per distinct value it showed.
   */
  predictionsPerValue: number;
  /** Hits right after promotion that are always audited. */
  auditFirst: number;
  /** Hits with a value the template has not verified that are audited too, up to this many per template. */
  auditNewValues: number;
  /** The fraction of later hits audited. */
  auditRate: number;
}

export const DEFAULT_POLICY: LifecyclePolicy = { minPredictions: 5, minDistinct: 8, riskyDistinct: 10, predictionsPerValue: 2, auditFirst: 3, auditNewValues: 20, auditRate: 0.02 };

export interface LifecycleJson {
  /** Per pair of variables (and the sum, mean, product or percent of two numbers against a third), how their values related in verified evidence (variable-relations.ts). */
  relations?: Record<string, string[]>;
  /** Per pair of date or number variables, the verified range of the days or amount between them (and two amounts' ratio, sum and product). */
  spans?: Record<string, [number, number]>;
  /** Per variable of few values and a time, a small number, a date, a gap or a code's length beside it, the numbers verified per value (category-limits.ts). */
  categoryLimits?: CategoryLimitsJson;
  /** Per pair of variables holding categories, the pairings verified (category-pairs.ts). */
  categoryPairs?: CategoryPairsJson;
  /** Per date that neighbouring variables make together (split-dates.ts), the verified dates. */
  splitDates?: Record<string, SlotDomainJson>;
  /** Per pair of date or time variables, the distinct gaps between them verified, in days or minutes (gap-cycles.ts). */
  gapCycles?: GapCyclesJson;
  /** Per date, time or date-time variable, the distinct points verified, in days or minutes (value-cycles.ts). */
  valueCycles?: ValueCyclesJson;
  state: TemplateState;
  risky: string[];
  predictions: number;
  audits: number;
  hitsSincePromotion: number;
  /** Audits of hits with values not yet verified. */
  newValueAudits?: number;
  /** Variables promoted as slots of few values: only values they showed are served. */
  categories?: string[];
  domains: Record<string, SlotDomainJson>;
  events: LifecycleEvent[];
}

const KEPT_EVENTS = 20;

/** What a new candidate knows beyond its examples. */
export interface CandidateContext {
  /** Variables inside words of the answer: their spelling counts (see value-features.ts). */
  glued?: readonly string[];
  /** Variables whose whole word may decide the answer: only words verified one by one are served. */
  wordByWord?: readonly string[];
  /** Identifiers the answer ignores: the words inside them count (see value-features.ts). */
  idWords?: readonly string[];
  /** Names of people the answer ignores: each word of them counts in its place (see value-features.ts). */
  nameWords?: readonly string[];
  /** Identifiers whose numbers keep the range verified (see value-features.ts). */
  idNumbers?: readonly string[];
  /** Phrases of which the answer copies one word: each word counts in its place, and how they compare. */
  takenWords?: readonly string[];
  /** The lower-cased fixed text of the template's request (see request-literals.ts). */
  literals?: string;
  /** Its generation key (generation-key.ts): the tools' descriptions too are text the model reads; only the regions it names are read. */
  fields?: string;
  /** The fixed text either side of each variable (request-literals.ts): "+{{v1}}" makes "86 10 6552 9988" a number in China. */
  edges?: SlotEdges;
  /** Variables the answer writes in another case (case-by-language.ts). */
  caseMapped?: CaseMapped;
}

/** The fixed text either side of each of a variable's occurrences. */
export type SlotEdges = ReadonlyMap<string, ReadonlyArray<readonly [string, string]>>;

/** Each value with the fixed text either side of it, where known: the text that names a region may run across both. */
const valuesInPlace = (bindings: Bindings, edges?: SlotEdges) =>
  Object.entries(bindings).flatMap(([name, value]) => edges?.get(name)?.map(([before, after]) => `${before}${value}${after}`) ?? [value]);

export class TemplateLifecycle {
  private constructor(
    public state: TemplateState,
    /** Variables that need the larger evidence (riskyDistinct). */
    readonly risky: readonly string[],
    public predictions: number,
    public audits: number,
    public hitsSincePromotion: number,
    readonly domains: Map<string, SlotDomain>,
    readonly events: LifecycleEvent[],
    private readonly relations: Map<string, Set<string>> = new Map(),
    /** Audits of hits with values not yet verified (see auditThisHit). */
    private newValueAudits = 0,
    private readonly spans: Map<string, [number, number]> = new Map(),
    /**
     * The lower-cased fixed text of the template's request (request-literals.ts), not stored:
     * it follows from the template's path. Whether a value occurs in it is one of its features.
     */
    private readonly literals?: string,
    private readonly categoryLimits = CategoryLimits.fromJSON(),
    /** Dates made of several variables (split-dates.ts), each verified as a variable is. */
    private readonly splitDates = new Map<string, SlotDomain>(),
    /** Pairings of variables of few values verified together (category-pairs.ts). */
    private readonly categoryPairs = CategoryPairs.fromJSON(),
    /** The gaps between two dates or times: the step they keep and their places in a week (gap-cycles.ts). */
    private readonly gapCycles = GapCycles.fromJSON(),
    /** A date's or a time's timetable: the step its values keep, a time's minutes past the hour (value-cycles.ts). */
    private readonly valueCycles = ValueCycles.fromJSON(),
    /** The template's generation key, not stored: only the regions it names are read (regional-holidays.ts). */
    private readonly fields?: string,
    /** The fixed text around each variable, not stored: read with its value for the regions they name together. */
    private readonly edges?: SlotEdges,
  ) {}

  /** The regions the fixed text names, read once. */
  private fixedRegions?: () => Regions;
  /** The years the fixed text names, read once: a date without its year is read in each (split-dates.ts). */
  private literalYears?: number[];

  private fixedYears(): number[] {
    return (this.literalYears ??= yearsIn(this.literals));
  }

  /**
   * The dates these values make (split-dates.ts); a yearless date's weekday and named day in each
   * year a model may assume, by the clock's year now; and, in `derived`, both with "no such date"
   * for each date kept before that they do not make ("tomorrow" where "May 30" was verified): one
   * more value of the date, verified once as any, where it once refused them for good.
   */
  private datesOf(bindings: Bindings): { dates: Bindings; assumed: Bindings; derived: Bindings } {
    const { dates, assumed } = datesAndAssumedDaysOf(bindings, this.fixedYears(), new Date().getUTCFullYear(), this.edges);
    const derived = { ...dates, ...assumed };
    for (const key of this.splitDates.keys()) derived[key] ??= NO_SUCH_DATE;
    return { dates, assumed, derived };
  }

  /** The regions a request of this template names, in its fixed text and its values. */
  private regionsOf(bindings: Bindings): () => Regions {
    this.fixedRegions ??= fixedRegionsOf(this.literals, this.fields);
    return regionsOfRequest(this.fixedRegions, () => valuesInPlace(bindings, this.edges));
  }

  /**
   * Variables that counted as explored for their few values, not for the distinct ones a
   * variable needs (a plan, a priority): a category. A new category may be a new case ("Golden"
   * ships free), so only the values they showed are served; a new one is predicted first, and
   * joins them when right, until they are as many as any variable needs.
   */
  private readonly categories = new Set<string>();

  /** Variables the answer writes in another case: whether a language cases a value otherwise is verified as a relation is. */
  private caseMapped: CaseMapped = new Map();

  /** A new candidate, its domains seeded with the examples it was induced from. */
  static candidate(examples: readonly Bindings[], risky: readonly string[], reason: string, now = new Date(), context: CandidateContext = {}): TemplateLifecycle {
    const { glued = [], wordByWord = [], idWords = [], nameWords = [], idNumbers = [], takenWords = [], literals, fields, edges, caseMapped = new Map() } = context;
    const spellingOf = (name: string) =>
      // A whole word verified one by one holds each of its words in place too: the stricter wins.
      nameWords.includes(name) ? 'name words' : wordByWord.includes(name) ? 'whole' : takenWords.includes(name) ? 'taken words' : idWords.includes(name) ? 'id words' : idNumbers.includes(name) ? 'id numbers' : glued.includes(name);
    const domains = new Map<string, SlotDomain>();
    const fixed = fixedRegionsOf(literals, fields);
    for (const example of examples) {
      const regions = regionsOfRequest(fixed, () => valuesInPlace(example, edges));
      for (const [name, value] of Object.entries(example)) {
        if (!domains.has(name)) domains.set(name, SlotDomain.empty(spellingOf(name)));
        domains.get(name)!.add(value, literals, regions);
      }
    }
    const lifecycle = new TemplateLifecycle('candidate', risky, 0, 0, 0, domains, [{ at: now.toISOString(), state: 'candidate', reason }], new Map(), 0, new Map(), literals, undefined, undefined, undefined, undefined, undefined, fields, edges);
    lifecycle.caseMapped = caseMapped;
    for (const example of examples) lifecycle.learnRelations(example);
    return lifecycle;
  }

  /** A template that may never serve (for example one induced before verification existed). */
  static retired(reason: string, now = new Date()): TemplateLifecycle {
    return new TemplateLifecycle('demoted', [], 0, 0, 0, new Map(), [{ at: now.toISOString(), state: 'demoted', reason }]);
  }

  /**
   * `literals`: the fixed text of the template's request (see request-literals.ts); `fields`: its
   * generation key; `edges`: the text around its variables; `caseMapped`: the variables its answer
   * writes in another case (a lifecycle stored before they were verified has none verified).
   */
  static fromJSON(json: LifecycleJson, literals?: string, fields?: string, edges?: SlotEdges, caseMapped: CaseMapped = new Map()): TemplateLifecycle {
    const domains = new Map(Object.entries(json.domains).map(([name, domain]) => [name, SlotDomain.fromJSON(domain)]));
    const relations = new Map(Object.entries(json.relations ?? {}).map(([pair, seen]) => [pair, new Set(seen)]));
    const spans = new Map(Object.entries(json.spans ?? {}));
    const limits = CategoryLimits.fromJSON(json.categoryLimits);
    const splitDates = new Map(Object.entries(json.splitDates ?? {}).map(([key, domain]) => [key, SlotDomain.fromJSON(domain)]));
    const pairs = CategoryPairs.fromJSON(json.categoryPairs);
    const cycles = GapCycles.fromJSON(json.gapCycles);
    const timetables = ValueCycles.fromJSON(json.valueCycles);
    const lifecycle = new TemplateLifecycle(json.state, json.risky, json.predictions, json.audits, json.hitsSincePromotion, domains, json.events, relations, json.newValueAudits ?? 0, spans, literals, limits, splitDates, pairs, cycles, timetables, fields, edges);
    for (const name of json.categories ?? []) lifecycle.categories.add(name);
    lifecycle.caseMapped = caseMapped;
    return lifecycle;
  }

  /**
   * Why these values may not be served, or null when they may. A check that fails (a bug in reading
   * some value) refuses: the request goes upstream as a miss instead of failing with a 500.
   */
  refusal(bindings: Bindings): string | null {
    try {
      return this.checkedRefusal(bindings);
    } catch (err) {
      return `its evidence could not be checked for these values (${err instanceof Error ? err.name : 'error'})`;
    }
  }

  private checkedRefusal(bindings: Bindings): string | null {
    if (this.state !== 'serving') return this.state;
    const regions = this.regionsOf(bindings);
    for (const [name, domain] of this.domains) {
      const value = bindings[name];
      if (value === undefined) return `no value for ${name}`;
      if (this.categories.has(name) && !domain.has(value)) return `${name}: "${value}" is not among the few values verified`;
      const why = domain.rejects(value, this.literals, regions);
      if (why) return `${name}: ${why}`;
    }
    // A date its variables make together, verified as one variable is: twelve Thursdays' years,
    // months and days each seen make no Tuesday verified. One a template stored before they were kept is unverified.
    const { dates, derived } = this.datesOf(bindings);
    for (const [key, date] of Object.entries(derived)) {
      const domain = this.splitDates.get(key);
      const why = domain ? domain.rejects(date, undefined, regions) : 'no date of these variables verified';
      if (why) return `${key} ${date}: ${why}`;
    }
    // Every relation the values show (a date made of several variables as one), kept or not: one a
    // template stored before it was kept is unverified.
    const withDates = { ...bindings, ...dates };
    for (const [key, relation] of relationsOf(weekdaysInPlace(withDates, this.edges))) if (!this.relations.get(key)?.has(relation)) return whyUnseen(key, relation);
    for (const { name, key, feature } of this.casedFeaturesOf(bindings)) {
      if (this.relations.get(key)?.has(feature)) continue;
      const letters = feature === 'same' ? 'no letter' : 'a letter (a Turkish i, a Greek accent, ß, a Dutch ij)';
      return `${name}: "${bindings[name]}" has ${letters} some language cases otherwise, as no verified value in ${this.caseMapped.get(name)!.join(' and ')} case had`;
    }
    const spans = spansOf(withDates);
    for (const [pair, { gap, unit }] of spans) {
      const span = this.spans.get(pair);
      if (!span || gap < span[0] || gap > span[1]) return `${pair.replace(' ', ' to ')} ${gap}${unit} outside ${span?.join('..') ?? 'any verified span'}`;
    }
    const cycled = this.gapCycles.refusal(gapsOf(spans));
    if (cycled) return cycled;
    const facts = factsOfValues(bindings);
    return this.valueCycles.refusal(facts, bindings) ?? this.categoryLimits.refusal(bindings, facts) ?? this.categoryPairs.refusal(bindings, facts);
  }

  /**
   * Records what the upstream said where this template predicted. Returns the event when the
   * state changed (promoted or demoted), else null.
   */
  predicted(bindings: Bindings, correct: boolean, policy: LifecyclePolicy, detail: string, now = new Date()): LifecycleEvent | null {
    if (this.state === 'demoted') return null;
    if (!correct) return this.transition('demoted', `mispredicted ${describe(bindings)}: ${detail}`, now);
    this.predictions++;
    this.learn(bindings);
    const needed = (name: string) => (this.risky.includes(name) ? policy.riskyDistinct : policy.minDistinct);
    if (this.state !== 'candidate') {
      // A category whose values, one prediction at a time, have reached the distinct values a
      // variable promotes with is a variable like any other: its new values serve (audited).
      for (const name of this.categories) if (this.domains.get(name)!.distinct >= needed(name)) this.categories.delete(name);
      return null;
    }
    const explored = (name: string, domain: SlotDomain) => domain.distinct >= needed(name) || (domain.distinct >= 2 && this.predictions >= policy.predictionsPerValue * domain.distinct);
    const short = [...this.domains].find(([name, domain]) => !explored(name, domain));
    if (this.predictions < policy.minPredictions || short) return null;
    for (const [name, domain] of this.domains) if (domain.distinct < needed(name)) this.categories.add(name);
    const counts = [...this.domains].map(([name, domain]) => `${name}: ${domain.distinct}`).join(', ');
    return this.transition('serving', `${this.predictions} correct predictions; distinct values ${counts}`, now);
  }

  /** Records an audit of a served hit. Returns the event when it demoted the template. */
  audited(bindings: Bindings, correct: boolean, detail: string, now = new Date()): LifecycleEvent | null {
    if (this.state !== 'serving') return null;
    if (!correct) return this.transition('demoted', `audit of ${describe(bindings)} disagreed: ${detail}`, now);
    this.audits++;
    this.learn(bindings);
    return null;
  }

  /**
   * Whether this hit is audited: always the first ones after promotion; then the first hits of
   * values not yet verified, up to `auditNewValues` of them (a dependence no feature shows, such
   * as a name's language, shows on a new value first); then a sample.
   */
  auditThisHit(policy: LifecyclePolicy, random: number, bindings: Bindings = {}): boolean {
    this.hitsSincePromotion++;
    if (this.hitsSincePromotion <= policy.auditFirst || random < policy.auditRate) return true;
    if (this.newValueAudits >= policy.auditNewValues) return false;
    const unverified = [...this.domains].some(([name, domain]) => bindings[name] !== undefined && !domain.has(bindings[name]));
    if (unverified) this.newValueAudits++;
    return unverified;
  }

  /** Distinct verified values per slot, for display. */
  distinctValues(): Record<string, number> {
    return Object.fromEntries([...this.domains].map(([name, domain]) => [name, domain.distinct]));
  }

  toJSON(): LifecycleJson {
    return {
      state: this.state,
      risky: [...this.risky],
      predictions: this.predictions,
      audits: this.audits,
      hitsSincePromotion: this.hitsSincePromotion,
      domains: Object.fromEntries([...this.domains].map(([name, domain]) => [name, domain.toJSON()])),
      relations: Object.fromEntries([...this.relations].map(([pair, seen]) => [pair, [...seen]])),
      spans: Object.fromEntries(this.spans),
      categoryLimits: this.categoryLimits.toJSON(),
      categoryPairs: this.categoryPairs.toJSON(),
      gapCycles: this.gapCycles.toJSON(),
      valueCycles: this.valueCycles.toJSON(),
      ...(this.splitDates.size > 0 ? { splitDates: Object.fromEntries([...this.splitDates].map(([key, domain]) => [key, domain.toJSON()])) } : {}),
      newValueAudits: this.newValueAudits,
      ...(this.categories.size > 0 ? { categories: [...this.categories] } : {}),
      events: this.events,
    };
  }

  private learn(bindings: Bindings): void {
    const regions = this.regionsOf(bindings);
    for (const [name, domain] of this.domains) if (bindings[name] !== undefined) domain.add(bindings[name], this.literals, regions);
    this.learnRelations(bindings, regions);
  }

  /** For each variable the answer writes in another case and these bindings hold, whether a language cases its value otherwise, and the key it is kept under. */
  private casedFeaturesOf(bindings: Bindings): Array<{ name: string; key: string; feature: string }> {
    return [...this.caseMapped].flatMap(([name, transforms]) => (bindings[name] === undefined ? [] : [{ name, key: caseKeyOf(name), feature: caseFeatureOf(bindings[name], transforms) }]));
  }

  /** Records how the variables related (variable-relations.ts): an answer may copy the larger, or the first alphabetically. */
  private learnRelations(bindings: Bindings, regions = this.regionsOf(bindings)): void {
    const { dates, assumed, derived } = this.datesOf(bindings);
    for (const [key, date] of Object.entries(derived)) {
      // A yearless date's weekday and named day in each year a model may assume: each a category.
      if (!this.splitDates.has(key)) this.splitDates.set(key, SlotDomain.empty(assumed[key] === undefined ? false : 'whole'));
      // The regions the request names decide a split date's regional holidays as a whole date's.
      this.splitDates.get(key)!.add(date, undefined, regions);
    }
    const withDates = { ...bindings, ...dates };
    const cased = this.casedFeaturesOf(bindings).map(({ key, feature }) => [key, feature] as const);
    for (const [key, relation] of [...relationsOf(weekdaysInPlace(withDates, this.edges)), ...cased]) {
      let seen = this.relations.get(key);
      if (!seen) this.relations.set(key, (seen = new Set()));
      seen.add(relation);
    }
    const spans = spansOf(withDates);
    for (const [pair, { gap }] of spans) {
      const span = this.spans.get(pair);
      this.spans.set(pair, span ? [Math.min(span[0], gap), Math.max(span[1], gap)] : [gap, gap]);
    }
    this.gapCycles.learn(gapsOf(spans));
    const facts = factsOfValues(bindings);
    this.valueCycles.learn(facts);
    this.categoryLimits.learn(bindings, facts);
    this.categoryPairs.learn(bindings, facts);
  }

  private transition(state: TemplateState, reason: string, now: Date): LifecycleEvent {
    this.state = state;
    if (state === 'serving') this.hitsSincePromotion = 0;
    const event = { at: now.toISOString(), state, reason };
    this.events.push(event);
    if (this.events.length > KEPT_EVENTS) this.events.splice(1, this.events.length - KEPT_EVENTS);
    return event;
  }
}

/** The days between each pair of dates and the minutes between date-times or times, of the spans between values. */
function gapsOf(spans: ReturnType<typeof spansOf>): Gaps {
  const gaps = new Map<string, { gap: number; unit: GapUnit }>();
  for (const [pair, { gap, unit }] of spans) if (unit !== '') gaps.set(pair, { gap, unit: unit === ' days' ? 'days' : 'minutes' });
  return gaps;
}

function describe(bindings: Bindings): string {
  const text = JSON.stringify(bindings);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
