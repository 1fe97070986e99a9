// Weekday names in the languages whose months month-names.ts reads: "Mittwoch, den 7. Juli 2027"
// names a Wednesday beside a Wednesday's date, or another day's, as "Wednesday, July 7, 2027"
// does. Round one hundred and fifty-one: a German weekday said beside a date was never checked
// against it, and "Samstag, den 7. Juli 2027" (a Wednesday) was served as a copy. Round one
// hundred and fifty-two: so was Vietnamese "Thứ Bảy, ngày 7 tháng 7 năm 2027"; Arabic, Hindi,
// Hebrew and Thai names are read since then too.

/**
 * Each language's names, Sunday first; a second list holds the forms its dates also take ("w
 * środę", "в среду"). Not Portuguese "segunda" or "quinta" alone, nor Indonesian "minggu": they
 * are words for "second", "estate" and "week" too.
 */
const NAMES: Record<string, readonly string[]> = {
  de: ['sonntag', 'montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag'],
  fr: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
  es: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
  'es plain': ['domingo', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'],
  it: ['domenica', 'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato'],
  'it plain': ['domenica', 'lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi', 'sabato'],
  pt: ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'],
  nl: ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'],
  sv: ['söndag', 'måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag'],
  da: ['søndag', 'mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag'],
  pl: ['niedziela', 'poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota'],
  'pl on': ['niedzielę', 'poniedziałek', 'wtorek', 'środę', 'czwartek', 'piątek', 'sobotę'],
  cs: ['neděle', 'pondělí', 'úterý', 'středa', 'čtvrtek', 'pátek', 'sobota'],
  'cs on': ['neděli', 'pondělí', 'úterý', 'středu', 'čtvrtek', 'pátek', 'sobotu'],
  ru: ['воскресенье', 'понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота'],
  'ru on': ['воскресенье', 'понедельник', 'вторник', 'среду', 'четверг', 'пятницу', 'субботу'],
  uk: ['неділя', 'понеділок', 'вівторок', 'середа', 'четвер', 'пʼятниця', 'субота'],
  'uk on': ['неділю', 'понеділок', 'вівторок', 'середу', 'четвер', 'пʼятницю', 'суботу'],
  tr: ['pazar', 'pazartesi', 'salı', 'çarşamba', 'perşembe', 'cuma', 'cumartesi'],
  fi: ['sunnuntai', 'maanantai', 'tiistai', 'keskiviikko', 'torstai', 'perjantai', 'lauantai'],
  'fi on': ['sunnuntaina', 'maanantaina', 'tiistaina', 'keskiviikkona', 'torstaina', 'perjantaina', 'lauantaina'],
  ro: ['duminică', 'luni', 'marți', 'miercuri', 'joi', 'vineri', 'sâmbătă'],
  hu: ['vasárnap', 'hétfő', 'kedd', 'szerda', 'csütörtök', 'péntek', 'szombat'],
  el: ['κυριακή', 'δευτέρα', 'τρίτη', 'τετάρτη', 'πέμπτη', 'παρασκευή', 'σάββατο'],
  // Vietnamese: "thứ" and the day's number in words, Monday the second; each name is two words.
  vi: ['chủ nhật', 'thứ hai', 'thứ ba', 'thứ tư', 'thứ năm', 'thứ sáu', 'thứ bảy'],
  // And numbered, as calendars write it: "Thứ 2" is Monday, "Thứ 7" Saturday.
  'vi numbered': ['chủ nhật', 'thứ 2', 'thứ 3', 'thứ 4', 'thứ 5', 'thứ 6', 'thứ 7'],
  ar: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
  'ar plain': ['الاحد', 'الإثنين', 'الثلاثاء', 'الاربعاء', 'الخميس', 'الجمعة', 'السبت'],
  hi: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
  'hi other': ['इतवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'बृहस्पतिवार', 'शुक्रवार', 'शनिवार'],
  // Hebrew: "day one" to "day six", and Shabbat; "שני" alone is also "second".
  he: ['יום ראשון', 'יום שני', 'יום שלישי', 'יום רביעי', 'יום חמישי', 'יום שישי', 'שבת'],
  // And by the day's letter, as calendars abbreviate it: "יום ה׳" is Thursday.
  'he short': ['יום א׳', 'יום ב׳', 'יום ג׳', 'יום ד׳', 'יום ה׳', 'יום ו׳', 'שבת'],
  // Round one hundred and fifty-five: the names calendars of forty-odd more locales write (Intl's
  // long weekday, CLDR 48). Left out ('') where the name is a common word too: Azerbaijani
  // "bazar" (market), Filipino "linggo" and Zulu "isonto" (week), Mongolian "ням", Khmer
  // "អាទិត្យ" (sun, week) and "ចន្ទ" (moon), Armenian "շաբաթ" (week), Urdu "پیر" (saint).
  bg: ['неделя', 'понеделник', 'вторник', 'сряда', 'четвъртък', 'петък', 'събота'],
  be: ['нядзеля', 'панядзелак', 'аўторак', 'серада', 'чацвер', 'пятніца', 'субота'],
  mk: ['недела', 'понеделник', 'вторник', 'среда', 'четврток', 'петок', 'сабота'],
  sr: ['недеља', 'понедељак', 'уторак', 'среда', 'четвртак', 'петак', 'субота'],
  'sr latin': ['nedelja', 'ponedeljak', 'utorak', 'sreda', 'četvrtak', 'petak', 'subota'],
  hr: ['nedjelja', 'ponedjeljak', 'utorak', 'srijeda', 'četvrtak', 'petak', 'subota'],
  sl: ['nedelja', 'ponedeljek', 'torek', 'sreda', 'četrtek', 'petek', 'sobota'],
  sk: ['nedeľa', 'pondelok', 'utorok', 'streda', 'štvrtok', 'piatok', 'sobota'],
  ca: ['diumenge', 'dilluns', 'dimarts', 'dimecres', 'dijous', 'divendres', 'dissabte'],
  gl: ['domingo', 'luns', 'martes', 'mércores', 'xoves', 'venres', 'sábado'],
  cy: ['dydd sul', 'dydd llun', 'dydd mawrth', 'dydd mercher', 'dydd iau', 'dydd gwener', 'dydd sadwrn'],
  ga: ['dé domhnaigh', 'dé luain', 'dé máirt', 'dé céadaoin', 'déardaoin', 'dé haoine', 'dé sathairn'],
  et: ['pühapäev', 'esmaspäev', 'teisipäev', 'kolmapäev', 'neljapäev', 'reede', 'laupäev'],
  eu: ['igandea', 'astelehena', 'asteartea', 'asteazkena', 'osteguna', 'ostirala', 'larunbata'],
  is: ['sunnudagur', 'mánudagur', 'þriðjudagur', 'miðvikudagur', 'fimmtudagur', 'föstudagur', 'laugardagur'],
  lt: ['sekmadienis', 'pirmadienis', 'antradienis', 'trečiadienis', 'ketvirtadienis', 'penktadienis', 'šeštadienis'],
  lv: ['svētdiena', 'pirmdiena', 'otrdiena', 'trešdiena', 'ceturtdiena', 'piektdiena', 'sestdiena'],
  id: ['', 'senin', 'selasa', 'rabu', 'kamis', 'jumat', 'sabtu'],
  ms: ['ahad', 'isnin', 'selasa', 'rabu', 'khamis', 'jumaat', 'sabtu'],
  fil: ['', 'lunes', 'martes', 'miyerkules', 'huwebes', 'biyernes', 'sabado'],
  sw: ['jumapili', 'jumatatu', 'jumanne', 'jumatano', 'alhamisi', 'ijumaa', 'jumamosi'],
  af: ['sondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrydag', 'saterdag'],
  zu: ['', 'umsombuluko', 'ulwesibili', 'ulwesithathu', 'ulwesine', 'ulwesihlanu', 'umgqibelo'],
  sq: ['e diel', 'e hënë', 'e martë', 'e mërkurë', 'e enjte', 'e premte', 'e shtunë'],
  az: ['', 'bazar ertəsi', 'çərşənbə axşamı', 'çərşənbə', 'cümə axşamı', 'cümə', 'şənbə'],
  uz: ['yakshanba', 'dushanba', 'seshanba', 'chorshanba', 'payshanba', 'juma', 'shanba'],
  kk: ['жексенбі', 'дүйсенбі', 'сейсенбі', 'сәрсенбі', 'бейсенбі', 'жұма', 'сенбі'],
  ky: ['жекшемби', 'дүйшөмбү', 'шейшемби', 'шаршемби', 'бейшемби', 'жума', 'ишемби'],
  mn: ['', 'даваа', 'мягмар', 'лхагва', 'пүрэв', 'баасан', 'бямба'],
  ka: ['კვირა', 'ორშაბათი', 'სამშაბათი', 'ოთხშაბათი', 'ხუთშაბათი', 'პარასკევი', 'შაბათი'],
  hy: ['կիրակի', 'երկուշաբթի', 'երեքշաբթի', 'չորեքշաբթի', 'հինգշաբթի', 'ուրբաթ', ''],
  fa: ['یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه', 'شنبه'],
  ur: ['اتوار', '', 'منگل', 'بدھ', 'جمعرات', 'جمعہ', 'ہفتہ'],
  bn: ['রবিবার', 'সোমবার', 'মঙ্গলবার', 'বুধবার', 'বৃহস্পতিবার', 'শুক্রবার', 'শনিবার'],
  gu: ['રવિવાર', 'સોમવાર', 'મંગળવાર', 'બુધવાર', 'ગુરુવાર', 'શુક્રવાર', 'શનિવાર'],
  kn: ['ಭಾನುವಾರ', 'ಸೋಮವಾರ', 'ಮಂಗಳವಾರ', 'ಬುಧವಾರ', 'ಗುರುವಾರ', 'ಶುಕ್ರವಾರ', 'ಶನಿವಾರ'],
  ml: ['ഞായറാഴ്‌ച', 'തിങ്കളാഴ്‌ച', 'ചൊവ്വാഴ്‌ച', 'ബുധനാഴ്‌ച', 'വ്യാഴാഴ്‌ച', 'വെള്ളിയാഴ്‌ച', 'ശനിയാഴ്‌ച'],
  mr: ['रविवार', 'सोमवार', 'मंगळवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
  ne: ['आइतबार', 'सोमबार', 'मङ्गलबार', 'बुधबार', 'बिहिबार', 'शुक्रबार', 'शनिबार'],
  pa: ['ਐਤਵਾਰ', 'ਸੋਮਵਾਰ', 'ਮੰਗਲਵਾਰ', 'ਬੁੱਧਵਾਰ', 'ਵੀਰਵਾਰ', 'ਸ਼ੁੱਕਰਵਾਰ', 'ਸ਼ਨੀਵਾਰ'],
  ta: ['ஞாயிறு', 'திங்கள்', 'செவ்வாய்', 'புதன்', 'வியாழன்', 'வெள்ளி', 'சனி'],
  te: ['ఆదివారం', 'సోమవారం', 'మంగళవారం', 'బుధవారం', 'గురువారం', 'శుక్రవారం', 'శనివారం'],
  si: ['ඉරිදා', 'සඳුදා', 'අඟහරුවාදා', 'බදාදා', 'බ්‍රහස්පතින්දා', 'සිකුරාදා', 'සෙනසුරාදා'],
  km: ['', '', 'អង្គារ', 'ពុធ', 'ព្រហស្បតិ៍', 'សុក្រ', 'សៅរ៍'],
  lo: ['ວັນອາທິດ', 'ວັນຈັນ', 'ວັນອັງຄານ', 'ວັນພຸດ', 'ວັນພະຫັດ', 'ວັນສຸກ', 'ວັນເສົາ'],
  my: ['တနင်္ဂနွေ', 'တနင်္လာ', 'အင်္ဂါ', 'ဗုဒ္ဓဟူး', 'ကြာသပတေး', 'သောကြာ', 'စနေ'],
  am: ['እሑድ', 'ሰኞ', 'ማክሰኞ', 'ረቡዕ', 'ሐሙስ', 'ዓርብ', 'ቅዳሜ'],
};

/** A name one region gives a single day: northern German "Sonnabend", Saturday. */
const REGIONAL: Record<string, number> = { sonnabend: 6 };

/** Each lower-case name's weekday, 0 for Sunday to 6 (names several languages share agree on it). */
const WEEKDAY_OF = new Map([...Object.values(NAMES).flatMap((names) => names.map((name, i) => [name, i] as const).filter(([name]) => name !== '')), ...Object.entries(REGIONAL)]);

/** A name as a word of its own, longest first ("pazartesi" before "pazar"). */
const WORD = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(${[...WEEKDAY_OF.keys()].sort((a, b) => b.length - a.length).join('|')})(?![\\p{L}\\p{M}\\p{N}])`, 'iu');
/**
 * Chinese, Japanese and Korean names, inside running text: "星期三", "周三", "礼拜三", "水曜日" or
 * "水曜", "수요일". Not a bare "（水）": "月", "日" and "金" are words of their own too.
 */
const CJK = /(?:星期|礼拜|禮拜|周|週)([日天一二三四五六])|([日月火水木金土])曜|([일월화수목금토])요일/u;
/** Thai names, "วัน" and the day's, inside running text as Thai writes it, without spaces: "นัดประชุมวันพุธที่". */
const THAI = /วัน(อาทิตย์|จันทร์|อังคาร|พุธ|พฤหัสบดี|พฤหัส|ศุกร์|เสาร์)/u;
const THAI_DAYS = ['อาทิตย์', 'จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'ศุกร์', 'เสาร์'];
/** A weekday of one character in brackets after a date's day, in one value: "17日（水）", "17일 (수)". */
const CJK_BRACKETED = /日\s*[（(]([日月火水木金土])[）)]|일\s*[（(]([일월화수목금토])[）)]/u;
const CJK_DAYS = '日月火水木金土';
const CHINESE_DAYS = '日一二三四五六';
const KOREAN_DAYS = '일월화수목금토';

/** The weekday a value names in one of these languages, 0 for Sunday to 6, or null. */
export function foreignWeekdayNamed(value: string): number | null {
  const word = WORD.exec(value);
  if (word) return WEEKDAY_OF.get(word[1].toLowerCase()) ?? null;
  const thai = THAI.exec(value);
  if (thai) return thai[1] === 'พฤหัส' ? 4 : THAI_DAYS.indexOf(thai[1]);
  const bracketed = CJK_BRACKETED.exec(value);
  if (bracketed) return bracketed[1] === undefined ? KOREAN_DAYS.indexOf(bracketed[2]) : CJK_DAYS.indexOf(bracketed[1]);
  const cjk = CJK.exec(value);
  if (!cjk) return null;
  if (cjk[1] !== undefined) return cjk[1] === '天' ? 0 : CHINESE_DAYS.indexOf(cjk[1]);
  return cjk[2] !== undefined ? CJK_DAYS.indexOf(cjk[2]) : KOREAN_DAYS.indexOf(cjk[3]);
}

/** Vietnamese fixed text before the second word of a weekday's name: "thứ {{v1}}" ("hai" alone is "two"), a word or a number ("thứ 2", Monday). */
const VIETNAMESE_MARK = /(?:^|[^\p{L}\p{M}])thứ\s+$/iu;
const VIETNAMESE_DAYS = ['hai', 'ba', 'tư', 'năm', 'sáu', 'bảy'];

const THAI_LETTER = /\p{Script=Thai}/u;

/** The Thai day's name read across a value and the fixed text either side, where the value holds part of it. */
function thaiDayThrough(before: string, value: string, after: string): string | undefined {
  const match = THAI.exec(`${before}${value}${after}`);
  const overlaps = match !== null && match.index < before.length + value.length && match.index + match[0].length > before.length;
  return overlaps ? match[1] : undefined;
}

/** Fixed text just before a weekday written as one character: "星期{{v1}}", "周{{v1}}". */
const CHINESE_MARK = /(?:星期|礼拜|禮拜|周|週)$/u;
/** A date's weekday in brackets after it in Japanese or Korean: "日（{{v1}}）", "일 ({{v1}})". */
const BRACKET_BEFORE = /[日일]\s*[（(]$/u;
const BRACKET_AFTER = /^[）)]/u;

/**
 * The values as the fixed text around them frames them, where it makes a weekday of one
 * character: "星期{{v1}}" with "三" is "星期三", a Wednesday, and "日（{{v1}}）" with "水" is
 * "水曜日"; "thứ {{v1}}" with "Bảy" is "thứ Bảy", a Saturday, and "วั{{v1}}ี่" with "นพุธท" a
 * Wednesday ("วันพุธที่"). Other values as they are. Relations read these (variable-relations.ts),
 * so that the weekday is held to the date beside it.
 */
export function framedWeekdays(bindings: Record<string, string>, edges?: ReadonlyMap<string, ReadonlyArray<readonly [string, string]>>): Record<string, string> {
  if (edges === undefined) return bindings;
  const framed = { ...bindings };
  for (const [name, around] of edges) {
    const value = bindings[name];
    if (value === undefined || around.length === 0) continue;
    if (around.every(([before]) => VIETNAMESE_MARK.test(before.normalize('NFC'))) && (VIETNAMESE_DAYS.includes(value.normalize('NFC').toLowerCase()) || /^[2-7]$/u.test(value))) framed[name] = `thứ ${value}`;
    else if (THAI_LETTER.test(value)) {
      // Thai runs its words together, so a slot may cut through one ("วั{{v1}}ี่" with "นจันทร์ท"): the name is read in place.
      const days = new Set(around.map(([before, after]) => thaiDayThrough(before, value, after)));
      const [day] = days;
      if (days.size === 1 && day !== undefined) framed[name] = `วัน${day}`;
    }
    if ([...value].length !== 1) continue;
    if (around.every(([before]) => CHINESE_MARK.test(before)) && (CHINESE_DAYS.includes(value) || value === '天')) framed[name] = `星期${value}`;
    else if (around.every(([before, after]) => BRACKET_BEFORE.test(before) && BRACKET_AFTER.test(after))) {
      if (CJK_DAYS.includes(value)) framed[name] = `${value}曜日`;
      else if (KOREAN_DAYS.includes(value)) framed[name] = `${value}요일`;
    }
  }
  return framed;
}

/**
 * Each weekday's abbreviations as calendars of other locales write them beside a date (round one
 * hundred and fifty-four). Alone most are words of other languages too ("do", "ma", "to"), so they
 * are read only beside a date (abbreviatedWeekdayOfDate here, weekdays-in-place.ts). Sunday first, lower case and without their dot: German, French,
 * Spanish, Italian, Portuguese, Dutch, the Nordic languages, Polish, Russian, Turkish, Finnish,
 * Czech, Indonesian and Romanian. "So." with its dot is German Sunday, "so" without it Czech
 * Saturday.
 */
const ABBREVIATIONS: readonly (readonly string[])[] = [
  ['dom', 'dim', 'zo', 'sön', 'søn', 'niedz', 'вс', 'paz', 'su', 'ne', 'min', 'dum'],
  ['mo', 'lun', 'seg', 'ma', 'mån', 'man', 'pon', 'пн', 'pzt', 'po', 'sen'],
  ['di', 'mar', 'ter', 'tis', 'tirs', 'tir', 'wt', 'вт', 'sal', 'ti', 'út', 'sel'],
  ['mi', 'mer', 'mié', 'mie', 'qua', 'wo', 'ons', 'śr', 'ср', 'çar', 'ke', 'st', 'rab'],
  ['do', 'jeu', 'jue', 'gio', 'joi', 'qui', 'tors', 'tor', 'czw', 'чт', 'per', 'to', 'čt', 'kam'],
  ['fr', 'ven', 'vie', 'vin', 'sex', 'vr', 'fre', 'pt', 'пт', 'cum', 'pe', 'pá', 'jum'],
  ['sa', 'sam', 'sáb', 'sab', 'sâm', 'za', 'lör', 'lør', 'sob', 'сб', 'cmt', 'la'],
];
/**
 * Round one hundred and fifty-five: more locales' abbreviations (Intl's short weekday, CLDR 48),
 * Sunday first: South Slavic, Slovak, Catalan, Greek, Welsh, Irish, Icelandic, Latvian,
 * Albanian, Uzbek, Kyrgyz, Kazakh, Belarusian, Georgian, Armenian, Malay, Filipino and the
 * Indic scripts. Left out: those of one or two Latin letters that are words or other days
 * elsewhere (Estonian "p", Basque "or", Lithuanian "an", Slovenian "tor", Zulu "son").
 */
const MORE_ABBREVIATIONS: readonly (readonly string[])[] = [
  ['нед', 'ned', 'нд', 'dg', 'κυρ', 'sul', 'domh', 'svētd', 'yak', 'жек', 'жс', 'კვი', 'կիր', 'ahd', 'lin', 'রবি', 'रवि', 'રવિ', 'ஞாயி', 'ఆది', 'ಭಾನು', 'ഞായർ', 'आइत', 'ਐਤ'],
  ['пон', 'dl', 'δευ', 'llun', 'luan', 'mán', 'pirmd', 'hën', 'dush', 'дүй', 'дс', 'ორშ', 'երկ', 'isn', 'সোম', 'सोम', 'સોમ', 'திங்', 'సోమ', 'ಸೋಮ', 'തിങ്കൾ', 'ਸੋਮ'],
  ['уто', 'uto', 'ut', 'вто', 'dt', 'τρί', 'τρι', 'maw', 'máirt', 'þri', 'otrd', 'mar', 'sesh', 'шейш', 'сс', 'аў', 'სამ', 'երք', 'মঙ্গল', 'मंगल', 'मंगळ', 'मङ्गल', 'મંગળ', 'செவ்', 'మంగళ', 'ಮಂಗಳ', 'ചൊവ്വ', 'ਮੰਗਲ'],
  ['сре', 'sre', 'sri', 'dc', 'τετ', 'mer', 'céad', 'mið', 'trešd', 'mër', 'chor', 'шарш', 'ოთხ', 'չրք', 'miy', 'mér', 'বুধ', 'बुध', 'બુધ', 'புத', 'బుధ', 'ಬುಧ', 'ബുധൻ', 'ਬੁੱਧ'],
  ['чет', 'čet', 'dj', 'πέμ', 'πεμ', 'iau', 'déar', 'fim', 'ceturtd', 'enj', 'pay', 'бейш', 'бс', 'чц', 'ხუთ', 'հնգ', 'kha', 'huw', 'xov', 'বৃহস্পতি', 'गुरु', 'बिहि', 'ગુરુ', 'வியா', 'గురు', 'ಗುರು', 'വ്യാഴം', 'ਵੀਰ'],
  ['пет', 'pet', 'dv', 'παρ', 'gwe', 'aoine', 'fös', 'piektd', 'pre', 'жм', 'პარ', 'ուր', 'biy', 'শুক্র', 'शुक्र', 'શુક્ર', 'வெள்', 'శుక్ర', 'ಶುಕ್ರ', 'വെള്ളി', 'ਸ਼ੁੱਕਰ'],
  ['суб', 'sub', 'саб', 'ds', 'σάβ', 'σαβ', 'sad', 'sath', 'lau', 'sestd', 'sht', 'shan', 'ишм', 'შაბ', 'շբթ', 'শনি', 'शनि', 'શનિ', 'சனி', 'శని', 'ಶನಿ', 'ശനി', 'ਸ਼ਨੀ'],
];
/**
 * Names read only beside a date, since alone they are other words too: Portuguese "sexta"
 * (sixth), Filipino "linggo" and Zulu "isonto" (week), Azerbaijani "bazar" (market), Indonesian
 * "minggu" (week), Urdu "پیر" (saint), Armenian "շաբաթ" (week), Khmer "អាទិត្យ" (sun) and "ចន្ទ" (moon).
 */
const NAMES_BESIDE_A_DATE: readonly (readonly string[])[] = [
  ['linggo', 'isonto', 'bazar', 'minggu', 'អាទិត្យ', 'ням'],
  ['segunda', 'پیر', 'ចន្ទ'],
  ['terça'],
  ['quarta'],
  ['quinta'],
  ['sexta'],
  ['շաբաթ'],
];
const ABBREVIATED_WEEKDAY_OF = new Map([...ABBREVIATIONS, ...MORE_ABBREVIATIONS, ...NAMES_BESIDE_A_DATE].flatMap((names, i) => names.map((name) => [name, i % 7] as const)));

/** The weekday an abbreviation names, its dot and comma aside ("Mi.", "pon.,"), or null. */
export const abbreviatedWeekday = (word: string): number | null =>
  /^so\.,?$/iu.test(word) ? 0 : /^so,?$/iu.test(word) ? 6 : (ABBREVIATED_WEEKDAY_OF.get(word.replace(/[.,]+$/u, '').toLowerCase()) ?? null);

/** The weekday a value that is a date names by an abbreviation as its first or last word ("fre 20 okt. 2027"), or null. */
export function abbreviatedWeekdayOfDate(value: string): number | null {
  const words = value.trim().split(/\s+/u);
  return words.length > 1 ? (abbreviatedWeekday(words[0]) ?? abbreviatedWeekday(words.at(-1)!)) : null;
}
