// Round one hundred and fifty-five of the induction evaluation: dates as the calendars of forty-odd
// more locales write them (Intl, CLDR 48), swept locale by locale. A weekday beside a date of
// numbers ("Saturday, 7/21/2027", "Thu, 28/11/2027", "Mittwoch, 20.4.2027", "Selasa, 7/8/2027",
// "dj., 02/04/2027", "Thứ 2, 21/08/2027", "ut 27. 10. 2027") after twenty requests that named the
// date's own; and a Wednesday's date whose month is in a language no reader knew ("29 de gener
// del 2027", "20 Mawrth 2027", "15. jaanuar 2027", "2027년 7월 13일", "2027/7/24", "4 ก.ค. 2570")
// after twenty Wednesdays.
//
// The code before served 330 wrong over seeds 1 and 2 of the sweep's 609 families. A weekday's
// name and a date of numbers in two variables were never compared (only a date with its year
// read as one day was); weekdays of forty-odd languages and dates of thirty were not read. Now a
// weekday's name is held to a date of numbers in each of its readings (variable-relations.ts);
// a category of few values pairs with such a date's weekday and month in each reading
// (category-pairs.ts), so a weekday no reader knows is held to it too; one or two words beside a
// date of numbers in one value are verified with its weekday (value-features.ts); and a date
// whose month no reader knows, in one value or across values and fixed text, is verified date by
// date (unread-dates.ts): 0 wrong over seeds 1 to 13 on these families.
import type { Family } from './families.js';
import { wednesdayStandup, weekdayBesideDate } from './intl-sweep.js';

/** Intl's options by the name a family gives them. */
const WITH_WEEKDAY: Record<string, Intl.DateTimeFormatOptions> = {
  'the weekday in full, the date in numbers': { weekday: 'long', day: 'numeric', month: 'numeric', year: 'numeric' },
  'the weekday abbreviated, the date in numbers': { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric' },
  'in full': { dateStyle: 'full' },
};
const withWeekday = (locale: string, form: string) => weekdayBesideDate(locale, WITH_WEEKDAY[form], `${locale}: a meeting on a date with its weekday, ${form} (the date's own weekday first 20)`)!;
const standup = (locale: string, style: 'long' | 'medium' | 'short') => wednesdayStandup(locale, { dateStyle: style }, `${locale}: the Wednesday standup on a date written ${style} (Wednesdays first 20)`);

const FULL_WEEKDAY = 'the weekday in full, the date in numbers';
const SHORT_WEEKDAY = 'the weekday abbreviated, the date in numbers';

export const ROUND_155: Family[] = [
  ...['en-US', 'de-DE', 'pl-PL', 'id-ID', 'ca-ES', 'hi-IN', 'fi-FI', 'bg-BG', 'hr-HR', 'af-ZA', 'eu-ES', 'my-MM', 'uk-UA'].map((locale) => withWeekday(locale, FULL_WEEKDAY)),
  ...['en-GB', 'fr-FR', 'es-ES', 'ru-RU', 'el-GR', 'vi-VN', 'sk-SK', 'is-IS', 'km-KH', 'zh-HK', 'he-IL', 'it-IT'].map((locale) => withWeekday(locale, SHORT_WEEKDAY)),
  ...['ko-KR', 'ca-ES', 'sw-KE', 'ga-IE', 'ta-IN', 'lo-LA'].map((locale) => withWeekday(locale, 'in full')),
  ...['ca-ES', 'cy-GB', 'et-EE', 'ga-IE', 'fa-IR', 'hr-HR', 'lt-LT', 'sk-SK', 'sq-AL', 'ko-KR', 'bn-BD', 'ml-IN', 'ka-GE', 'vi-VN', 'kn-IN'].map((locale) => standup(locale, 'long')),
  ...['hi-IN', 'th-TH', 'ur-PK', 'am-ET'].map((locale) => standup(locale, 'medium')),
  ...['zh-CN', 'ne-NP', 'fa-IR'].map((locale) => standup(locale, 'short')),
];
