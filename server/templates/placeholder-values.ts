// Words that stand where a value is missing or is not one ("Unknown", "N/A", "Guest", "TBD") or
// that point at someone rather than name them ("me", "everyone"). A model answers them otherwise
// than a real value ("Hello there!" for a customer named "Unknown", no assignee for "TBD", the
// signed-in user for "me"), though they look like the names copied before: each is verified on
// its own (see value-features.ts). So are identifiers no one drew at random: a nil UUID, a burn
// address, a test card number (see patternedIdOf).
import { isCommonWord } from './english-words.js';

const PLACEHOLDERS = new Set(
  [
    'unknown', 'unknown user', 'anonymous', 'anon', 'guest', 'visitor', 'nobody', 'no one', 'someone', 'somebody', 'anyone', 'anybody',
    'customer', 'user', 'client', 'member', 'friend', 'sir', 'madam', 'test', 'testing', 'test user', 'tbd', 'tba', 'tbc',
    'n/a', 'na', 'none', 'null', 'nil', 'undefined', 'nan', 'unassigned', 'unnamed', 'untitled', 'default', 'placeholder',
    'sample', 'example', 'dummy', 'foo', 'bar', 'xxx', 'john doe', 'jane doe', 'not provided', 'not available', 'not set',
    'empty', 'blank', 'missing', 'pending', 'other', 'various', 'me', 'myself', 'you', 'yourself', 'self', 'us', 'everyone',
    'everybody', 'all', 'team', 'admin', 'administrator', 'root', 'system', 'noreply', 'no-reply', '-', '--', '—', '?', '...',
  ],
);

/** The placeholder a value is, lower-cased, or null for a real value. */
export function placeholderOf(value: string): string | null {
  const word = value.trim().toLowerCase();
  return PLACEHOLDERS.has(word) ? word : null;
}

/**
 * Mailboxes that belong to no person: an address that takes no replies ("noreply@"), or a role
 * or system account ("support@", "billing@", "postmaster@"). An agent answers them otherwise than
 * a person's address it copied before (no reply sent, a ticket opened instead).
 */
const ROLE_MAILBOXES = new Set(
  [
    'noreply', 'no-reply', 'no_reply', 'donotreply', 'do-not-reply', 'do_not_reply', 'mailer-daemon', 'postmaster', 'bounce', 'bounces',
    'notifications', 'notification', 'notify', 'alerts', 'alert', 'newsletter', 'news', 'updates', 'info', 'support', 'help', 'helpdesk',
    'sales', 'billing', 'accounts', 'accounting', 'invoices', 'orders', 'admin', 'administrator', 'root', 'webmaster', 'hostmaster',
    'abuse', 'security', 'privacy', 'legal', 'compliance', 'hr', 'jobs', 'careers', 'recruiting', 'contact', 'hello', 'team', 'office',
    'marketing', 'press', 'media', 'service', 'feedback', 'enquiries', 'inquiries', 'reception', 'it', 'ops', 'devops', 'system',
  ],
);

/**
 * The role of an email address's mailbox ("noreply", "support"), 'personal' for any other, or null
 * for a value that is no address. A list is partial: a mailbox of common English words
 * ("finance", "payroll", "shipping") names a role too, and is its own category.
 */
export function mailboxRoleOf(address: string): string | null {
  const at = address.lastIndexOf('@');
  if (at <= 0) return null;
  const mailbox = address.slice(0, at).toLowerCase().replace(/\+.*$/u, '');
  if (ROLE_MAILBOXES.has(mailbox)) return mailbox;
  const words = mailbox.split(/[-_.]/u);
  // Of five letters or more: short words are as often names ("ava", "eve", "milo").
  return words.every((word) => /^\p{Ll}{5,}$/u.test(word) && isCommonWord(word)) ? mailbox : 'personal';
}

/** Identifiers shorter than this are PINs, years and amounts: only their guessable codes count. */
const MIN_PATTERNED_LENGTH = 8;
/** A run of one character this long, or of digits counting up or down by one, is no chance. */
const LONG_RUN = 6;
/** A keypad's middle column, a PIN guessed as often as 1234. */
const KEYPAD_COLUMNS = new Set(['2580', '0852']);

/**
 * A short code of digits that people choose and attackers guess first: one digit or one pair
 * over and over ("1111", "1212"), digits counting up or down ("1234", "4321") or a keypad's
 * column ("2580"). A door code or a PIN among random ones is refused where they were set.
 */
function guessableCode(digits: string): boolean {
  if (KEYPAD_COLUMNS.has(digits)) return true;
  if (/^(\d{1,2})\1+$/u.test(digits)) return true;
  const steps = [...digits].slice(1).map((d, i) => Number(d) - Number(digits[i]));
  return steps.every((step) => step === steps[0]) && Math.abs(steps[0]) === 1;
}

/**
 * Whether a long identifier is made up rather than issued: one character over and over, a few
 * characters repeated, or digits counting ("0x000000000000000000000000000000000000dEaD", a burn
 * address; "4242 4242 4242 4242", a test card; "00000000-0000-0000-0000-000000000000"). An agent
 * refuses or warns where it sent, charged or fetched the random ones before them, and their
 * shape, length and check digit are those of the random ones. 'made up', or null for any other
 * value: among 16 random digits, four or fewer kinds, or a run of six, come once in ten thousand.
 */
export function patternedIdOf(value: string): string | null {
  if (/^\d{4,7}$/u.test(value)) return guessableCode(value) ? 'made up' : null;
  if (!/\p{N}/u.test(value)) return null;
  const characters = value.toLowerCase().replace(/^0x/u, '').replace(/[^\p{L}\p{N}]/gu, '');
  if (characters.length < MIN_PATTERNED_LENGTH) return null;
  if (new Set(characters).size <= characters.length / 4) return 'made up';
  let same = 1;
  let counting = 1;
  let step = 0;
  for (let i = 1; i < characters.length; i++) {
    same = characters[i] === characters[i - 1] ? same + 1 : 1;
    // Digits counting up or down by one ("123456", "987654"), the direction kept.
    const next = /\d/u.test(characters[i]) && /\d/u.test(characters[i - 1]) ? Number(characters[i]) - Number(characters[i - 1]) : 0;
    counting = Math.abs(next) !== 1 ? 1 : next === step ? counting + 1 : 2;
    step = next;
    if (same >= LONG_RUN || counting >= LONG_RUN) return 'made up';
  }
  return null;
}
