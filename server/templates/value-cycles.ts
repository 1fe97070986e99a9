// A timetable in one value: trains leave at 15 and 45 minutes past each hour, a bus stops at 5 and
// 15 past, payday is every other Friday. A time between them lies in a half hour and a range
// verified (07:50 beside 07:45), a Friday between two paydays on a weekday and in a range verified,
// so the slot's domain does not refuse them. And a timetable per category beside it: the chess
// club meets on the 1st of each month and the hiking club on the 8th, each day verified for some
// club. A serving template keeps, per variable holding a date, a time of day or a date-time, the
// distinct values verified, and per category beside it that category's own; it predicts first a
// value off the step a variable's values all keep (30 minutes, 14 days), or at a minute past the
// hour (or beside a category, a day of the month) never verified where the verified ones look held
// to a few such places. Random times and dates soon keep a step of 1 or 5 and show every place.
// (Gaps between two such variables: gap-cycles.ts.)
import type { ValueFacts } from './category-limits.js';
import { chanceOfFewPlaces, FEW_PLACES_EVIDENCE, gcd, modulo } from './gap-cycles.js';
import { calendarOfDay } from './value-features.js';

/** Per variable ("v1"), and per category beside it ("v1 v2=chess"), the distinct verified points: days for a date, minutes for a time of day or a date-time (pointOf). */
export type ValueCyclesJson = Record<string, { scale: Scale; points: number[] }>;

/** Distinct values kept per timetable: enough for the tests below; past it, new steps and places still join. */
const MAX_KEPT = 64;
/** Categories kept per pair of variables: past them, a variable is no variable of few values (as category-limits.ts). */
const MAX_CATEGORIES = 8;
const HOUR = 60;
const DAY_MINUTES = 1440;
const MONTH_DAYS = 31;
/** Places in a cycle so few (every 10 minutes or coarser) that a category's few values show little by the chance test. */
const FEW_PLACES = 6;
/** The chance below which a category's values look held to few places of such a cycle: looser than FEW_PLACES_EVIDENCE. */
const FEW_PLACES_BESIDE_EVIDENCE = 0.5;

export type Scale = 'date' | 'time' | 'moment';
type Place = 'minute' | 'day';
interface Timetable {
  key: string;
  /** The variable: its own timetable's step sets how many minutes past the hour a time may take. */
  name: string;
  /** The category it is kept for, as a refusal names it (" for v1 chess"), or nothing. */
  beside: string;
  at: number;
  scale: Scale;
  /** A variable's own timetable, whose step is held: a category's few values would show one by chance. */
  own: boolean;
}

/** One timetable's verified points, with their step and places kept as they join (read on every hit). */
class Kept {
  constructor(readonly scale: Scale) {}
  readonly points = new Set<number>();
  from: number | null = null;
  /** The step every point keeps from the first: 0 while there is one. */
  step = 0;
  readonly places: Record<Place, Set<number>> = { minute: new Set(), day: new Set() };

  add(at: number): void {
    this.points.add(at);
    if (this.from === null) this.from = at;
    else this.step = gcd(this.step, at - this.from);
    if (this.scale !== 'date') this.places.minute.add(PLACE.minute.of(at, this.scale));
    if (this.scale !== 'time') this.places.day.add(PLACE.day.of(at, this.scale));
  }

  offStep(at: number): boolean {
    return this.from !== null && this.step > 1 && modulo(at - this.from, this.step) !== 0;
  }
}

export class ValueCycles {
  private constructor(private readonly byKey: Map<string, Kept>) {}

  /** Stored templates from before these were kept start empty: their timetables are learned from the next verified values. */
  static fromJSON(json: ValueCyclesJson = {}): ValueCycles {
    const byKey = new Map<string, Kept>();
    for (const [key, { scale, points }] of Object.entries(json)) {
      const kept = new Kept(scale);
      for (const at of points) kept.add(at);
      byKey.set(key, kept);
    }
    return new ValueCycles(byKey);
  }

  /** Records the points of verified values. */
  learn(facts: ValueFacts): void {
    for (const { key, at, scale, own } of timetablesOf(facts)) {
      let kept = this.byKey.get(key);
      if (!kept) {
        if (!own && this.categoriesBeside(key) >= MAX_CATEGORIES) continue;
        this.byKey.set(key, (kept = new Kept(scale)));
      }
      // Past the bound, a value still joins where it shows a new step or place: what is kept decides both.
      if (kept.points.size < MAX_KEPT || kept.offStep(at) || placesOf(scale, own).some((place) => !kept.places[place].has(PLACE[place].of(at, scale)))) kept.add(at);
    }
  }

  /** Why these values may not be served, or null: "v1 07:50 off the step of 30 minutes every verified value keeps". */
  refusal(facts: ValueFacts, bindings: Record<string, string>): string | null {
    for (const { key, name, beside, at, scale, own } of timetablesOf(facts)) {
      const kept = this.byKey.get(key);
      if (!kept || kept.points.has(at)) continue;
      const value = `${name} ${bindings[name]}${beside}`;
      if (own && kept.offStep(at)) return `${value} off the step of ${kept.step} ${scale === 'date' ? 'days' : 'minutes'} every verified value keeps`;
      const step = this.byKey.get(name)?.step ?? kept.step;
      for (const place of placesOf(scale, own)) {
        const places = kept.places[place];
        const where = PLACE[place].of(at, scale);
        if (places.has(where)) continue;
        const cycle = PLACE[place].cycle(step);
        // Beside a category, a timetable of few places needs weaker evidence: a stop's four times
        // at 20 and 50 past among its line's 5, 20, 35 and 50 would come so by chance 0.375 of
        // the time, yet 35 is the other stop's.
        const evidence = !own && cycle <= FEW_PLACES ? FEW_PLACES_BESIDE_EVIDENCE : FEW_PLACES_EVIDENCE;
        if (chanceOfFewPlaces(cycle, places.size, kept.points.size) >= evidence) continue;
        return `${value}, ${PLACE[place].name(where)}, never verified (verified: ${[...places].sort((a, b) => a - b).join(', ')})`;
      }
    }
    return null;
  }

  toJSON(): ValueCyclesJson {
    return Object.fromEntries([...this.byKey].map(([key, kept]) => [key, { scale: kept.scale, points: [...kept.points] }]));
  }

  private categoriesBeside(key: string): number {
    const pair = key.slice(0, key.indexOf('=') + 1);
    let count = 0;
    for (const kept of this.byKey.keys()) if (kept.startsWith(pair)) count++;
    return count;
  }
}

/** Each variable holding a date, a time of day or a date-time, on its own and beside each category. */
function timetablesOf(facts: ValueFacts): Timetable[] {
  const timetables: Timetable[] = [];
  for (const [name, { point }] of facts) {
    if (!point || point.scale === 'number') continue;
    const scale = point.scale;
    timetables.push({ key: name, name, beside: '', at: point.at, scale, own: true });
    for (const [other, { category }] of facts) {
      if (category !== null) timetables.push({ key: `${name} ${other}=${category}`, name, beside: ` for ${other} ${category}`, at: point.at, scale, own: false });
    }
  }
  return timetables;
}

/**
 * The places a point sits at in a cycle: a time's minute past the hour (of as many places as the
 * step kept allows: every 5th minute for a step of 5), and beside a category a date's day of the
 * month. A variable's own days of the month are its domain's (a day shared by several verified
 * dates is a category there: slot-domain.ts), which needs them to repeat, not merely to be few:
 * twelve random dates on seven days would look held.
 */
function placesOf(scale: Scale, own: boolean): Place[] {
  if (own) return scale === 'date' ? [] : ['minute'];
  return scale === 'time' ? ['minute'] : scale === 'date' ? ['day'] : ['minute', 'day'];
}

const PLACE: Record<Place, { of: (at: number, scale: Scale) => number; cycle: (step: number) => number; name: (place: number) => string }> = {
  // Minutes of a day or since 1970 (UTC).
  minute: { of: (at) => modulo(at, HOUR), cycle: (step) => (step === 0 ? HOUR : HOUR / gcd(step, HOUR)), name: (place) => `${place} minutes past the hour` },
  day: { of: (at, scale) => calendarOfDay(scale === 'date' ? at : Math.floor(at / DAY_MINUTES)).dayOfMonth, cycle: () => MONTH_DAYS, name: (place) => `day ${place} of the month` },
};
