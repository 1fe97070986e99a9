// Month names in the languages agents most often write dates in besides English: German, French,
// Spanish, Italian, Portuguese and Dutch; and since round one hundred and fifty the Nordic and
// Slavic languages, Turkish, Finnish, Romanian, Hungarian, Indonesian and Greek, in the forms
// their dates take ("30 maja", "30 мая", "30. toukokuuta", "30 Μαΐου"); since round one hundred
// and fifty-two Arabic, Hindi, Hebrew and Thai ("17 مايو", "17 मई", "17 במאי"). "27. Dezember" and
// "15 de julio" are dates as much as "December 27": a weekday, a season, a quarter or a holiday
// turns on them. A name missing here leaves its dates unread: a known limit.

const NAMES: Record<string, readonly string[]> = {
  de: ['januar', 'februar', 'märz', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'dezember'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  pt: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  sv: ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'],
  da: ['januar', 'februar', 'marts', 'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'december'],
  nb: ['januar', 'februar', 'mars', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'desember'],
  // Slavic months: the name, and the genitive a date writes it in ("30 maja", "30 мая").
  pl: ['styczeń', 'luty', 'marzec', 'kwiecień', 'maj', 'czerwiec', 'lipiec', 'sierpień', 'wrzesień', 'październik', 'listopad', 'grudzień'],
  'pl of': ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia'],
  cs: ['leden', 'únor', 'březen', 'duben', 'květen', 'červen', 'červenec', 'srpen', 'září', 'říjen', 'listopad', 'prosinec'],
  'cs of': ['ledna', 'února', 'března', 'dubna', 'května', 'června', 'července', 'srpna', 'září', 'října', 'listopadu', 'prosince'],
  ru: ['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь'],
  'ru of': ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
  uk: ['січень', 'лютий', 'березень', 'квітень', 'травень', 'червень', 'липень', 'серпень', 'вересень', 'жовтень', 'листопад', 'грудень'],
  'uk of': ['січня', 'лютого', 'березня', 'квітня', 'травня', 'червня', 'липня', 'серпня', 'вересня', 'жовтня', 'листопада', 'грудня'],
  tr: ['ocak', 'şubat', 'mart', 'nisan', 'mayıs', 'haziran', 'temmuz', 'ağustos', 'eylül', 'ekim', 'kasım', 'aralık'],
  // Finnish: the name, and the partitive of "30. toukokuuta".
  fi: ['tammikuu', 'helmikuu', 'maaliskuu', 'huhtikuu', 'toukokuu', 'kesäkuu', 'heinäkuu', 'elokuu', 'syyskuu', 'lokakuu', 'marraskuu', 'joulukuu'],
  'fi of': ['tammikuuta', 'helmikuuta', 'maaliskuuta', 'huhtikuuta', 'toukokuuta', 'kesäkuuta', 'heinäkuuta', 'elokuuta', 'syyskuuta', 'lokakuuta', 'marraskuuta', 'joulukuuta'],
  ro: ['ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie', 'iulie', 'august', 'septembrie', 'octombrie', 'noiembrie', 'decembrie'],
  hu: ['január', 'február', 'március', 'április', 'május', 'június', 'július', 'augusztus', 'szeptember', 'október', 'november', 'december'],
  id: ['januari', 'februari', 'maret', 'april', 'mei', 'juni', 'juli', 'agustus', 'september', 'oktober', 'november', 'desember'],
  // Greek: the genitive a date writes ("30 Μαΐου"), with its accents, without, and in capitals
  // (which keep May's diaeresis: "ΜΑΪΟΥ").
  el: ['ιανουαρίου', 'φεβρουαρίου', 'μαρτίου', 'απριλίου', 'μαΐου', 'ιουνίου', 'ιουλίου', 'αυγούστου', 'σεπτεμβρίου', 'οκτωβρίου', 'νοεμβρίου', 'δεκεμβρίου'],
  'el plain': ['ιανουαριου', 'φεβρουαριου', 'μαρτιου', 'απριλιου', 'μαιου', 'ιουνιου', 'ιουλιου', 'αυγουστου', 'σεπτεμβριου', 'οκτωβριου', 'νοεμβριου', 'δεκεμβριου'],
  'el capitals': ['ιανουαριου', 'φεβρουαριου', 'μαρτιου', 'απριλιου', 'μαϊου', 'ιουνιου', 'ιουλιου', 'αυγουστου', 'σεπτεμβριου', 'οκτωβριου', 'νοεμβριου', 'δεκεμβριου'],
  // Since round one hundred and fifty-two: Arabic (as Egypt and the Gulf write the months, with
  // and without hamza, and the Levant's names), Hindi (both spellings), Hebrew (also with the
  // "in" its dates glue to the month: "17 במאי") and Thai.
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
  'ar plain': ['يناير', 'فبراير', 'مارس', 'ابريل', 'مايو', 'يونيو', 'يوليو', 'اغسطس', 'سبتمبر', 'اكتوبر', 'نوفمبر', 'ديسمبر'],
  'ar levant': ['كانون الثاني', 'شباط', 'آذار', 'نيسان', 'أيار', 'حزيران', 'تموز', 'آب', 'أيلول', 'تشرين الأول', 'تشرين الثاني', 'كانون الأول'],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
  'hi other': ['जनवरी', 'फरवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितम्बर', 'अक्तूबर', 'नवम्बर', 'दिसम्बर'],
  he: ['ינואר', 'פברואר', 'מרץ', 'אפריל', 'מאי', 'יוני', 'יולי', 'אוגוסט', 'ספטמבר', 'אוקטובר', 'נובמבר', 'דצמבר'],
  'he in': ['בינואר', 'בפברואר', 'במרץ', 'באפריל', 'במאי', 'ביוני', 'ביולי', 'באוגוסט', 'בספטמבר', 'באוקטובר', 'בנובמבר', 'בדצמבר'],
  th: ['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม'],
};

/**
 * Abbreviated months as calendars of these locales write them in a date ("17 avr. 2027", "21. Dez.
 * 2027", "25 de dez. de 2027", "14 февр. 2027 г.", "10 Kas 2027"); round one hundred and fifty-four.
 * Some are words too ("out", "ago", "set"), so a date reads them only with their dot or a year
 * after them (value-features.ts), never alone.
 */
const ABBREVIATED: Record<string, readonly string[]> = {
  de: ['jan', 'feb', 'märz', 'apr', 'mai', 'juni', 'juli', 'aug', 'sept', 'okt', 'nov', 'dez'],
  fr: ['janv', 'févr', 'mars', 'avr', 'mai', 'juin', 'juil', 'août', 'sept', 'oct', 'nov', 'déc'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
  it: ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'],
  pt: ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'],
  nl: ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
  nordic: ['jan', 'feb', 'mar', 'apr', 'maj', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'des'],
  pl: ['sty', 'lut', 'mar', 'kwi', 'maj', 'cze', 'lip', 'sie', 'wrz', 'paź', 'lis', 'gru'],
  ru: ['янв', 'февр', 'мар', 'апр', 'мая', 'июн', 'июл', 'авг', 'сент', 'окт', 'нояб', 'дек'],
  uk: ['січ', 'лют', 'бер', 'квіт', 'трав', 'черв', 'лип', 'серп', 'вер', 'жовт', 'лист', 'груд'],
  tr: ['oca', 'şub', 'mar', 'nis', 'may', 'haz', 'tem', 'ağu', 'eyl', 'eki', 'kas', 'ara'],
  id: ['jan', 'feb', 'mar', 'apr', 'mei', 'jun', 'jul', 'agu', 'sep', 'okt', 'nov', 'des'],
  ro: ['ian', 'feb', 'mar', 'apr', 'mai', 'iun', 'iul', 'aug', 'sept', 'oct', 'nov', 'dec'],
  el: ['ιαν', 'φεβ', 'μαρ', 'απρ', 'μαΐ', 'ιουν', 'ιουλ', 'αυγ', 'σεπ', 'οκτ', 'νοε', 'δεκ'],
};

/** A name composed and decomposed: "फ़" may come as one code point or as "फ" and its dot. */
const bothForms = (name: string) => [...new Set([name, name.normalize('NFC'), name.normalize('NFD')])];

/**
 * Names that are another month in a language left out (round one hundred and fifty-five):
 * "listopad" and "listopada" are November in Polish and Czech but October in Croatian, whose
 * "lis" is October and "lip" June where Polish abbreviates November and July so. Read as either,
 * a Croatian date's weekday would be another's; unread, each such date is verified on its own
 * (value-features.ts: unread dates).
 */
const AMBIGUOUS = new Set(['listopad', 'listopada', 'lis', 'lip']);
const monthsOf = (table: Record<string, readonly string[]>) =>
  new Map(Object.values(table).flatMap((names) => names.flatMap((name, i) => (AMBIGUOUS.has(name) ? [] : bothForms(name).map((form) => [form, i + 1] as const)))));

/** Each lower-case name's month, 1 to 12, where every language that writes it agrees. */
const MONTH_OF = monthsOf(NAMES);

/** Each lower-case abbreviation's month ("mar" is March in every language that writes it). */
const ABBREVIATION_OF = monthsOf(ABBREVIATED);

/** The names as a regular expression alternative, longest first. */
export const FOREIGN_MONTH_NAMES = [...MONTH_OF.keys()].sort((a, b) => b.length - a.length).join('|');
/** The abbreviations as one, longest first. */
export const FOREIGN_MONTH_ABBREVIATIONS = [...ABBREVIATION_OF.keys()].sort((a, b) => b.length - a.length).join('|');

/** The month a name of another language is, or its abbreviation ("avr"), or null. */
export function foreignMonthOf(name: string): number | null {
  const lower = name.toLowerCase();
  return MONTH_OF.get(lower) ?? ABBREVIATION_OF.get(lower) ?? null;
}
