// The gap between two dates (days), two date-times or two times of day (minutes) as a step every
// verified gap keeps, whatever its length: a shuttle every 20 minutes runs at 07:25 after 07:05,
// not at 07:35; and as a place in a week and a fortnight: a weekly meeting recurs on a date only
// on its first date's weekday, a class twice a week on two of them.
// Every such date lies inside the verified span of days between the two (spansOf), so the span
// does not refuse 2026-05-17 to 2026-08-28 (103 days) among gaps of 7 to 140. A serving template
// keeps, per pair of date or time variables, the distinct gaps verified, and predicts first a gap
// off their step, or at a place in a week never verified where the verified gaps look held to a
// few places: were they independent of the week, that few would be unlikely. Random gaps soon
// keep a step of 1 and show every place.

/** Per pair of date or time variables ("v1 v2"), the distinct gaps verified, in days or minutes. */
export type GapCyclesJson = Record<string, number[]>;

/** What a gap counts: days between dates, minutes between date-times or times of day (whose gaps, under a day, each sit at a place of their own in a week). */
export type GapUnit = 'days' | 'minutes';
export type Gaps = ReadonlyMap<string, { gap: number; unit: GapUnit }>;

/** A week and a fortnight, in each unit. A month is no cycle of days: its dates are verified part by part (variable-relations.ts). */
const CYCLES: Record<GapUnit, readonly [number, number]> = { days: [7, 14], minutes: [7 * 1440, 14 * 1440] };
/** Distinct gaps kept per pair: enough for the test below; past it, new places still join. */
const MAX_KEPT = 64;
/**
 * How unlikely it must be, were the gaps independent of the cycle, that they fall on no more
 * places than they do, before a new place is predicted first. Loose on purpose, as in
 * category-limits.ts: a wrong answer costs more than a prediction.
 */
export const FEW_PLACES_EVIDENCE = 0.25;

export class GapCycles {
  private constructor(private readonly byPair: Map<string, Set<number>>) {}

  /** Stored templates from before these were kept start empty: their first gaps are verified anew. */
  static fromJSON(json: GapCyclesJson = {}): GapCycles {
    return new GapCycles(new Map(Object.entries(json).map(([pair, gaps]) => [pair, new Set(gaps)])));
  }

  /** Records the gaps of verified values, per pair of date or time variables. */
  learn(gaps: Gaps): void {
    for (const [pair, { gap, unit }] of gaps) {
      let seen = this.byPair.get(pair);
      if (!seen) this.byPair.set(pair, (seen = new Set()));
      const longest = CYCLES[unit][1];
      // Past the bound, a gap still joins where it shows a new place or step: what is kept decides both.
      if (seen.size < MAX_KEPT || !placesOf(seen, longest).has(modulo(gap, longest)) || offStep(seen, gap) !== null) seen.add(gap);
    }
  }

  /** Why these gaps may not be served, or null: "v1 to v2 52 days, off the step of 7 days every verified gap keeps from 7". */
  refusal(gaps: Gaps): string | null {
    for (const [pair, { gap, unit }] of gaps) {
      const seen = this.byPair.get(pair);
      if (!seen || seen.has(gap)) continue;
      const step = offStep(seen, gap);
      if (step !== null) return `${pair.replace(' ', ' to ')} ${gap} ${unit}, off the step of ${step.step} ${unit} every verified gap keeps from ${step.from}`;
      for (const [i, cycle] of CYCLES[unit].entries()) {
        const places = placesOf(seen, cycle);
        const place = modulo(gap, cycle);
        if (places.has(place) || chanceOfFewPlaces(cycle, places.size, seen.size) >= FEW_PLACES_EVIDENCE) continue;
        const verified = [...places].sort((a, b) => a - b).join(', ');
        return `${pair.replace(' ', ' to ')} ${gap} ${unit}, ${place} ${unit} past whole ${i === 0 ? 'weeks' : 'fortnights'}, never verified (verified: ${verified})`;
      }
    }
    return null;
  }

  toJSON(): GapCyclesJson {
    return Object.fromEntries([...this.byPair].map(([pair, gaps]) => [pair, [...gaps]]));
  }
}

export const modulo = (n: number, cycle: number) => ((n % cycle) + cycle) % cycle;
export const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
const placesOf = (gaps: Iterable<number>, cycle: number) => new Set([...gaps].map((gap) => modulo(gap, cycle)));

/**
 * The step every verified gap keeps from the first (the greatest common divisor of their
 * differences: 20 minutes for a shuttle every 20 minutes, 3 days for every third day), when `gap`
 * is off it; else null. Each gap learned off a step divides it, so a pair of variables pays a few
 * predictions at most (a step of 60 minutes, then 15, then 5), where a random one pays none after.
 */
function offStep(seen: Set<number>, gap: number): { step: number; from: number } | null {
  let from: number | null = null;
  let step = 0;
  for (const verified of seen) {
    if (from === null) from = verified;
    else step = gcd(step, verified - from);
  }
  return from !== null && step > 1 && modulo(gap - from, step) !== 0 ? { step, from } : null;
}

/** At most the chance that `gaps` gaps, each at a place of `cycle` by chance, fall on only `places` of them (a union bound). */
export function chanceOfFewPlaces(cycle: number, places: number, gaps: number): number {
  let ways = 1;
  for (let i = 0; i < places; i++) ways = (ways * (cycle - i)) / (i + 1);
  return ways * (places / cycle) ** gaps;
}
