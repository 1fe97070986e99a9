// Letters whose other case depends on the language. Turkish and Azerbaijani keep the dot of i in
// both cases ("Sivas" is "SİVAS", "YILMAZ" is "yılmaz"), Lithuanian keeps it over accented i,
// Greek drops the accents of a word in capitals ("Αθήνα" is "ΑΘΗΝΑ"), German writes ß in capitals
// as SS or ẞ, and Dutch capitalizes "ij" as one letter ("IJmuiden"). A template that upper- or
// lower-cases a value the way JavaScript does, with no language, renders "SIVAS": right for every
// value of its examples without such a letter, wrong for the first with one. So whether a value
// holds one is a feature of a case-changed variable, verified like any other (template-lifecycle.ts).
import type { Segment, TextTemplate, Transform } from './text-template.js';

/** The languages whose case rules differ from the default mapping (Unicode's SpecialCasing). */
const LOCALES = ['tr', 'az', 'lt'];
/** Greek letters with an accent or a diaeresis, which Greek drops in capitals and JavaScript keeps. */
const GREEK_ACCENTED = /[\u0386\u0388-\u038f\u0390\u03aa-\u03b0\u03ca-\u03ce\u1f00-\u1fff]/u;

/** Whether some language cases the value otherwise than the default mapping under `transform`. */
function casedOtherwise(value: string, transform: Transform): boolean {
  switch (transform) {
    case 'upper':
      return value.includes('ß') || GREEK_ACCENTED.test(value) || LOCALES.some((locale) => value.toLocaleUpperCase(locale) !== value.toUpperCase());
    case 'lower':
    case 'first-lower':
    case 'last-lower':
      return LOCALES.some((locale) => value.toLocaleLowerCase(locale) !== value.toLowerCase());
    case 'capital': {
      const first = value.charAt(0);
      return /^ij/iu.test(value) || casedOtherwise(first, 'upper');
    }
    default:
      return false;
  }
}

/** Per variable, the case-changing transforms through which the answer writes it. */
export type CaseMapped = ReadonlyMap<string, readonly Transform[]>;

const CASE_TRANSFORMS: ReadonlySet<Transform> = new Set(['upper', 'lower', 'capital', 'first-lower', 'last-lower']);

/** The variables an answer template writes in another case, and how. */
export function caseMappedOf(answer: TextTemplate | null | undefined): CaseMapped {
  const mapped = new Map<string, Transform[]>();
  for (const segment of answer?.segments ?? ([] as Segment[])) {
    if (typeof segment === 'string' || !segment.transform || !CASE_TRANSFORMS.has(segment.transform)) continue;
    const transforms = mapped.get(segment.name) ?? [];
    if (!transforms.includes(segment.transform)) transforms.push(segment.transform);
    mapped.set(segment.name, transforms);
  }
  return mapped;
}

/** The key a case-changed variable's feature is kept under among a lifecycle's relations. */
export const caseKeyOf = (name: string) => `${name} cased by language`;

/** "by language" when some language would write the value otherwise through one of `transforms`, else "same". */
export const caseFeatureOf = (value: string, transforms: readonly Transform[]) =>
  transforms.some((transform) => casedOtherwise(value, transform)) ? 'by language' : 'same';
