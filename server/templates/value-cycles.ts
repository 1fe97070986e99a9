// A timetable in one value: trains leave at 15 and 45 minutes past each hour, a bus stops at 5 and
// 25 past, payday is every other Friday, payroll runs on the 1st and the 15th. A time between them
// lies in a half hour and a range verified (07:50 beside 07:45), a Friday between two paydays on a
// weekday and in a range verified, so the slot's domain does not refuse them. And a timetable per
// category beside it: the chess club meets on the 1st of each month and the hiking club on the
// 8th, each day verified for some club. A serving template keeps, per variable holding a date, a
// time of day or a date-time, the distinct values verified, and per category beside it that
// category's own; it predicts first a value off the step they all keep (30 minutes, 14 days), or
// at a minute past the hour or a day of the month never verified where the verified ones look held
// to a few such places. Random times and dates soon keep a step of 1 or 5 and show every place.
// (Gaps between two such variables: gap-cycles.ts.)
import type { ValueFacts } from './category-limits.js';
import { chanceOfFewPlaces, FEW_PLACES_EVIDENCE, gcd, modulo, offStep, stepOf } from './gap-cycles.js';

/** Per variable ("v1"), and per category beside it ("v1 v2=chess"), the distinct verified points: days for a date, minutes for a time of day or a date-time (pointOf). */
export type ValueCyclesJson = Record<string, number[]>;

/** Distinct values kept per timetable: enough for the tests below; past it, new steps and places still join. */
const MAX_KEPT = 64;
/** Categories kept per pair of variables: past them, a variable is no variable of few values (as category-limits.ts). */
const MAX_CATEGORIES = 8;
const HOUR = 60;
const DAY_MINUTES = 1440;
const DAY_MS = 86_400_000;
const MONTH_DAYS = 31;

type Scale = 'date' | 'time' | 'moment';
interface Timetable {
  key: string;
  /** The variable: its own timetable's step sets how many minutes past the hour a time may take. */
  name: string;
  /** The category it is kept for, as a refusal names it (" for v1 chess"), or nothing. */
  beside: string;
  at: number;
  scale: Scale;
  /** Whether the step every value keeps is held: a category's few values would show one by chance. */
  stepped: boolean;
}

export class ValueCycles {
  private constructor(private readonly byKey: Map<string, Set<number>>) {}

  /** Stored templates from before these were kept start empty: their timetables are learned from the next verified values. */
  static fromJSON(json: ValueCyclesJson = {}): ValueCycles {
    return new ValueCycles(new Map(Object.entries(json).map(([key, points]) => [key, new Set(points)])));
  }

  /** Records the points of verified values. */
  learn(facts: ValueFacts): void {
    for (const { key, at, scale } of timetablesOf(facts)) {
      let seen = this.byKey.get(key);
      if (!seen) {
        if (key.includes('=') && this.categoriesOf(key) >= MAX_CATEGORIES) continue;
        this.byKey.set(key, (seen = new Set()));
      }
      // Past the bound, a value still joins where it shows a new step or place: what is kept decides both.
      if (seen.size < MAX_KEPT || offStep(seen, at) !== null || placesOf(scale).some((place) => !new Set([...seen].map(place.of)).has(place.of(at)))) seen.add(at);
    }
  }

  /** Why these values may not be served, or null: "v1 07:50 off the step of 30 minutes every verified value keeps". */
  refusal(facts: ValueFacts, bindings: Record<string, string>): string | null {
    for (const { key, name, beside, at, scale, stepped } of timetablesOf(facts)) {
      const seen = this.byKey.get(key);
      if (!seen || seen.has(at)) continue;
      const value = `${name} ${bindings[name]}${beside}`;
      const step = stepped ? offStep(seen, at) : null;
      if (step !== null) return `${value} off the step of ${step.step} ${scale === 'date' ? 'days' : 'minutes'} every verified value keeps`;
      const kept = stepOf(this.byKey.get(name) ?? seen).step;
      for (const place of placesOf(scale)) {
        const places = new Set([...seen].map(place.of));
        const where = place.of(at);
        if (places.has(where) || chanceOfFewPlaces(place.cycle(kept), places.size, seen.size) >= FEW_PLACES_EVIDENCE) continue;
        return `${value}, ${place.name(where)}, never verified (verified: ${[...places].sort((a, b) => a - b).join(', ')})`;
      }
    }
    return null;
  }

  toJSON(): ValueCyclesJson {
    return Object.fromEntries([...this.byKey].map(([key, points]) => [key, [...points]]));
  }

  private categoriesOf(key: string): number {
    const pair = key.slice(0, key.indexOf('='));
    return [...this.byKey.keys()].filter((kept) => kept.startsWith(`${pair}=`)).length;
  }
}

/** Each variable holding a date, a time of day or a date-time, on its own and beside each category. */
function timetablesOf(facts: ValueFacts): Timetable[] {
  const timetables: Timetable[] = [];
  for (const [name, { point }] of facts) {
    if (!point || point.scale === 'number') continue;
    const scale = point.scale;
    timetables.push({ key: name, name, beside: '', at: point.at, scale, stepped: true });
    for (const [other, { category }] of facts) {
      if (category !== null) timetables.push({ key: `${name} ${other}=${category}`, name, beside: ` for ${other} ${category}`, at: point.at, scale, stepped: false });
    }
  }
  return timetables;
}

/**
 * The places a point sits at in a cycle: a time's minute past the hour (of as many places as the
 * step kept allows: every 5th minute for a step of 5), a date's day of the month.
 */
function placesOf(scale: Scale): Array<{ of: (at: number) => number; cycle: (step: number) => number; name: (place: number) => string }> {
  const minute = { of: (at: number) => modulo(at, HOUR), cycle: (step: number) => (step === 0 ? HOUR : HOUR / gcd(step, HOUR)), name: (place: number) => `${place} minutes past the hour` };
  const day = { of: (at: number) => new Date((scale === 'date' ? at : Math.floor(at / DAY_MINUTES)) * DAY_MS).getUTCDate(), cycle: () => MONTH_DAYS, name: (place: number) => `day ${place} of the month` };
  return scale === 'time' ? [minute] : scale === 'date' ? [day] : [minute, day];
}
