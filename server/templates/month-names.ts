// Month names in the languages agents most often write dates in besides English: German, French,
// Spanish, Italian, Portuguese and Dutch. "27. Dezember" and "15 de julio" are dates as much as
// "December 27": a season, a quarter or a holiday turns on them.

const NAMES: Record<string, readonly string[]> = {
  de: ['januar', 'februar', 'märz', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'dezember'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  pt: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
};

/** Each lower-case name's month, 1 to 12 (names several languages share agree on it). */
const MONTH_OF = new Map(Object.values(NAMES).flatMap((names) => names.map((name, i) => [name, i + 1] as const)));

/** The names as a regular expression alternative, longest first. */
export const FOREIGN_MONTH_NAMES = [...MONTH_OF.keys()].sort((a, b) => b.length - a.length).join('|');

/** The month a name of another language is, or null. */
export function foreignMonthOf(name: string): number | null {
  return MONTH_OF.get(name.toLowerCase()) ?? null;
}
