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
import { dayOf, kindOf, numberOf, partsOf, weekdayNamed, weekdayOfDay } from './value-features.js';
import { cityAgreement } from './city-countries.js';
import { zipAgreement } from './us-zip-codes.js';
import type { Bindings } from './text-template.js';

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
  /** Per pair of variables, how their values related in verified evidence (see relationOf). */
  relations?: Record<string, string[]>;
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
  /** The lower-cased fixed text of the template's request (see request-literals.ts). */
  literals?: string;
}

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
    /**
     * The lower-cased fixed text of the template's request (request-literals.ts), not stored:
     * it follows from the template's path. Whether a value occurs in it is one of its features.
     */
    private readonly literals?: string,
  ) {}

  /**
   * Variables that counted as explored for their few values, not for the distinct ones a
   * variable needs (a plan, a priority): a category. A new category may be a new case ("Golden"
   * ships free), so only the values they showed are served; a new one is predicted first, and
   * joins them when right, until they are as many as any variable needs.
   */
  private readonly categories = new Set<string>();

  /** A new candidate, its domains seeded with the examples it was induced from. */
  static candidate(examples: readonly Bindings[], risky: readonly string[], reason: string, now = new Date(), context: CandidateContext = {}): TemplateLifecycle {
    const { glued = [], wordByWord = [], idWords = [], nameWords = [], idNumbers = [], literals } = context;
    const spellingOf = (name: string) =>
      nameWords.includes(name) ? 'name words' : wordByWord.includes(name) ? 'whole' : idWords.includes(name) ? 'id words' : idNumbers.includes(name) ? 'id numbers' : glued.includes(name);
    const domains = new Map<string, SlotDomain>();
    for (const example of examples) {
      for (const [name, value] of Object.entries(example)) {
        if (!domains.has(name)) domains.set(name, SlotDomain.empty(spellingOf(name)));
        domains.get(name)!.add(value, literals);
      }
    }
    const lifecycle = new TemplateLifecycle('candidate', risky, 0, 0, 0, domains, [{ at: now.toISOString(), state: 'candidate', reason }], new Map(), 0, literals);
    for (const example of examples) lifecycle.learnRelations(example);
    return lifecycle;
  }

  /** A template that may never serve (for example one induced before verification existed). */
  static retired(reason: string, now = new Date()): TemplateLifecycle {
    return new TemplateLifecycle('demoted', [], 0, 0, 0, new Map(), [{ at: now.toISOString(), state: 'demoted', reason }]);
  }

  /** `literals`: the fixed text of the template's request (see request-literals.ts). */
  static fromJSON(json: LifecycleJson, literals?: string): TemplateLifecycle {
    const domains = new Map(Object.entries(json.domains).map(([name, domain]) => [name, SlotDomain.fromJSON(domain)]));
    const relations = new Map(Object.entries(json.relations ?? {}).map(([pair, seen]) => [pair, new Set(seen)]));
    const lifecycle = new TemplateLifecycle(json.state, json.risky, json.predictions, json.audits, json.hitsSincePromotion, domains, json.events, relations, json.newValueAudits ?? 0, literals);
    for (const name of json.categories ?? []) lifecycle.categories.add(name);
    return lifecycle;
  }

  /** Why these values may not be served, or null when they may. */
  refusal(bindings: Bindings): string | null {
    if (this.state !== 'serving') return this.state;
    for (const [name, domain] of this.domains) {
      const value = bindings[name];
      if (value === undefined) return `no value for ${name}`;
      if (this.categories.has(name) && !domain.has(value)) return `${name}: "${value}" is not among the few values verified`;
      const why = domain.rejects(value, this.literals);
      if (why) return `${name}: ${why}`;
    }
    for (const [pair, seen] of this.relations) {
      const [a, b] = pair.split(' ');
      const relation = relationOf(bindings[a], bindings[b]);
      if (!seen.has(relation)) return `${a} ${relation} ${b} not seen`;
    }
    return null;
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
      newValueAudits: this.newValueAudits,
      ...(this.categories.size > 0 ? { categories: [...this.categories] } : {}),
      events: this.events,
    };
  }

  private learn(bindings: Bindings): void {
    for (const [name, domain] of this.domains) if (bindings[name] !== undefined) domain.add(bindings[name], this.literals);
    this.learnRelations(bindings);
  }

  /** Records how each pair of variables related: an answer may copy the larger, or the first alphabetically. */
  private learnRelations(bindings: Bindings): void {
    const names = Object.keys(bindings).sort();
    for (let i = 0; i < names.length; i++) {
      for (let j = i + 1; j < names.length; j++) {
        const pair = `${names[i]} ${names[j]}`;
        let seen = this.relations.get(pair);
        if (!seen) this.relations.set(pair, (seen = new Set()));
        seen.add(relationOf(bindings[names[i]], bindings[names[j]]));
      }
    }
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

/**
 * How two values relate: numbers by value; values of two kinds (see kindOf) only by a word they
 * share; others by equality, lexical order, length, a word they share, and,
 * when both have the same number of parts (dates, times, versions, prices), part by part, numbers
 * by value; two dates also by how many days apart they are when near; a weekday's name and a
 * date by whether the name is the date's; a zip code and a state, or a city and a country, by
 * whether the one is in the other (us-zip-codes.ts, city-countries.ts). An answer may copy the larger, the first
 * alphabetically, the longer, or the earlier of two dates in any format, say "tomorrow", or
 * correct a weekday: each pairing a new request shows must have been verified.
 */
function relationOf(a: string | undefined, b: string | undefined): string {
  if (a === undefined || b === undefined) return 'missing';
  const [x, y] = [numberOf(a), numberOf(b)];
  if (x !== null && y !== null) return x < y ? 'lt' : x > y ? 'gt' : 'eq';
  if (a === b) return 'eq';
  const longer = [...a].length - [...b].length;
  const partsA = partsOf(a);
  const partsB = partsOf(b);
  // Whether they share a word ("Iris Novak" and iris@corp.example): an answer may say when an
  // email is someone else's. Not by an address's last label (.com, .example); a domain's name
  // still counts (acme.com beside "Acme Corp").
  const named = (value: string) => partsOf(value.replace(/(@[^\s@]+)\.[\p{L}]+$/u, '$1')).map((part) => part.toLowerCase());
  const lowerB = new Set(named(b));
  const sharing = named(a).some((part) => /\p{L}{2}/u.test(part) && lowerB.has(part));
  // A weekday said apart from a date ("Friday evening (date: 2027-09-05)") may not be the date's.
  const weekday = weekdayAgreement(a, b) ?? weekdayAgreement(b, a);
  if (weekday) return weekday;
  // A zip said beside a state ("60835 in NY") may not be that state's, nor a city the country's ("Lyon, Italy").
  const place = zipAgreement(a, b) ?? zipAgreement(b, a) ?? cityAgreement(a, b) ?? cityAgreement(b, a);
  if (place) return place;
  // Of two kinds (a city and a temperature), order and length mean nothing; a shared word may.
  if (kindOf(a) !== kindOf(b)) return sharing ? 'sharing a word' : 'apart';
  const relation = `${a < b ? 'lt' : 'gt'} ${longer < 0 ? 'shorter' : longer > 0 ? 'longer' : 'as long'}${sharing ? ' sharing a word' : ''}`;
  if (partsA.length < 2 || partsA.length !== partsB.length) return relation;
  const parts = `${relation} ${partsA.map((part, i) => comparePart(part, partsB[i])).join('')}`;
  // Two dates: how many days apart, when near ("tomorrow", "in 3 days", "next week").
  const [dayA, dayB] = [dayOf(a), dayOf(b)];
  if (dayA === null || dayB === null) return parts;
  const apart = dayB - dayA;
  return `${parts} ${Math.abs(apart) <= NEAR_DAYS ? `${apart} days` : apart < 0 ? 'far before' : 'far after'}`;
}

/** Whether a weekday named in one value is the weekday of a date in the other; null unless both are there. */
function weekdayAgreement(word: string, date: string): string | null {
  const named = weekdayNamed(word);
  const day = named === null ? null : dayOf(date);
  if (day === null) return null;
  return named === weekdayOfDay(day) ? "naming the date's weekday" : 'naming another weekday';
}

/** Dates at most this many days apart keep the exact distance as their relation. */
const NEAR_DAYS = 14;

/** One part against another: by number when both are digits after the same prefix ("$12", "$9"). */
function comparePart(a: string, b: string): string {
  const numberA = /^(\D{0,3})(\d+)$/u.exec(a);
  const numberB = /^(\D{0,3})(\d+)$/u.exec(b);
  const [x, y] = numberA && numberB && numberA[1] === numberB[1] ? [Number(numberA[2]), Number(numberB[2])] : [a, b];
  return x < y ? '<' : x > y ? '>' : '=';
}

function describe(bindings: Bindings): string {
  const text = JSON.stringify(bindings);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
