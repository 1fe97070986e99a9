// Words that stand where a value is missing or is not one ("Unknown", "N/A", "Guest", "TBD") or
// that point at someone rather than name them ("me", "everyone"). A model answers them otherwise
// than a real value ("Hello there!" for a customer named "Unknown", no assignee for "TBD", the
// signed-in user for "me"), though they look like the names copied before: each is verified on
// its own (see value-features.ts).
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
