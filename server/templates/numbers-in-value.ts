// Numbers inside a value, where no number reading looks: glued to a unit ("25kg", "1.5k", "4GB",
// "0.5mg/kg", "45 lb", "7 adults"), joined by an x, a colon or a slash ("30x40", "1920x1080",
// "16:9", "2:1", "120/80", "4.5/10"), or a subnet's prefix length ("10.0.0.0/8"). An answer may
// turn on any of them (freight over 20 kg, a side over 50 cm, a subnet wider than /16) or on their
// order (a portrait ratio, an away win).

const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
/**
 * Units a number is written glued to: of weight, length, volume, data, time, power, frequency,
 * screens and temperature, a thousand or a billion, and ordinals. A list, so a random code's
 * letters ("38KQ" in a booking reference) are not read as one.
 */
const UNITS = 'kg|g|mg|lbs?|oz|t|km|m|cm|mm|mi|ft|in|yd|l|ml|cl|gb|mb|kb|tb|gib|mib|kib|tib|ms|s|sec|min|mins|h|hr|hrs|d|px|pt|em|rem|w|kw|kwh|mah|v|hz|khz|mhz|ghz|°c|°f|°|k|bn|st|nd|rd|th';
/** One to three numbers joined by a lower-case x, ×, * or a colon, and perhaps a unit after them ("30x40cm", "16:9"). */
const JOINED = new RegExp(String.raw`^(${NUMBER})(?:\s?[x×*:]\s?(${NUMBER}))(?:\s?[x×*:]\s?(${NUMBER}))?\s?(${UNITS})?$`, 'u');
/** A number glued to a unit, or to a unit per unit, perhaps after a space ("25kg", "1.5k", "4GB", "21st", "0.5mg/kg", "45 lb"). */
const GLUED = new RegExp(String.raw`^([+-]?${NUMBER})\s?((?:${UNITS})(?:/(?:${UNITS}))?)$`, 'iu');
/** A number as a word of a phrase. */
const NUMBER_WORD = new RegExp(String.raw`^[+-]?${NUMBER}$`, 'u');
/** Two numbers joined by a slash: a blood pressure, a score out of ten ("120/80", "4.5/10"). */
const SLASHED = new RegExp(String.raw`^(${NUMBER})/(${NUMBER})$`, 'u');
/** An IPv4 network with its prefix length. */
const SUBNET = /^\d{1,3}(?:\.\d{1,3}){3}\/(\d{1,2})$/u;

export interface NumbersInValue {
  /** The numbers, in order, as written. */
  numbers: string[];
  /** The unit after them, lower-cased ("kg", "cm"), or the subnet's "prefix length"; else null. */
  unit: string | null;
}

/**
 * The numbers a value holds where no other reading finds them, or null. Not a hex number ("0x1f");
 * two joined by a slash only where `slash` (the caller read no date in them: "3/4" is March 4 too),
 * a phrase's only where `phrase` (no date or time in it).
 */
export function numbersInValue(value: string, slash = true, phrase = true): NumbersInValue | null {
  if (/^0x/iu.test(value)) return null;
  // Two words, a number and a lower-case word ("7 adults", "12 boxes"): the number, the word its
  // unit. Not a name's number ("140 Hauptstraße", "Room 12": a house, an id), nor three words,
  // nor a date's or a time's ("Nov 26", "3 pm"), which are read as such.
  const words = value.trim().split(/\s+/u);
  const numeric = words.filter((word) => NUMBER_WORD.test(word));
  const unit = words.find((word) => !NUMBER_WORD.test(word));
  if (phrase && words.length === 2 && numeric.length === 1 && unit !== undefined && /^\p{Ll}+$/u.test(unit)) {
    return { numbers: numeric, unit };
  }
  const slashed = slash ? SLASHED.exec(value) : null;
  if (slashed) return { numbers: [slashed[1], slashed[2]], unit: null };
  const subnet = SUBNET.exec(value);
  if (subnet) return { numbers: [subnet[1]], unit: 'prefix length' };
  const joined = JOINED.exec(value);
  if (joined) return { numbers: [joined[1], joined[2], joined[3]].filter((n): n is string => n !== undefined), unit: joined[4]?.toLowerCase() ?? null };
  const glued = GLUED.exec(value);
  return glued ? { numbers: [glued[1]], unit: glued[2].toLowerCase() } : null;
}
