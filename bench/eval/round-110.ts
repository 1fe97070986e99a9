// Round one hundred and ten of the induction evaluation: what a word means, where the word is
// capitalized ("Grey", written "Gray" by a theme API, among "Red" and "Olive"), joined to another
// by a hyphen ("dark-grey") or a part of a path ("/var/reports" lies in a system folder). Round
// one hundred and nine's fix verified only a value that was one lower-case common word: 31 wrong
// answers over 13 seeds here, 0 after each common word of joined words, and one capitalized word
// where every verified value was a word, were verified on their own.
import type { Family } from './families.js';
import { last, pick, tool, user } from './family-kit.js';

/** Colours capitalized, some of them names too (Amber, Olive, Violet). */
const COLOURS = ['Red', 'Blue', 'Green', 'Yellow', 'Orange', 'Purple', 'Pink', 'Brown', 'Black', 'White', 'Teal', 'Navy', 'Maroon', 'Olive', 'Lime', 'Cyan', 'Magenta', 'Beige', 'Coral', 'Gold', 'Silver', 'Ivory', 'Indigo', 'Violet', 'Turquoise', 'Lavender', 'Crimson', 'Amber', 'Tan', 'Khaki', 'Mint', 'Peach', 'Salmon', 'Plum'];
/** A shade and a hue, joined by a hyphen here, by a space in a known limit (limits.ts). */
export const SHADES = ['dark', 'light', 'pale', 'deep', 'bright', 'dusty', 'soft', 'warm', 'cool', 'muted'];
export const HUES = ['blue', 'green', 'red', 'pink', 'purple', 'brown', 'orange', 'yellow', 'teal', 'olive', 'coral', 'violet'];
/** A project's top folders, a Unix system's, and folders under either. */
const TOPS = ['projects', 'builds', 'media', 'data', 'shared', 'team', 'archive', 'scratch', 'exports', 'releases', 'clients', 'research'];
const SYSTEM_TOPS = ['etc', 'usr', 'var', 'boot', 'bin', 'lib', 'sys', 'proc', 'sbin', 'dev'];
const SUBS = ['alpha', 'beta', 'reports', 'photos', 'logs', 'cache', 'drafts', 'assets', 'config', 'backups', 'samples', 'local', 'old', 'tmp', 'notes', 'docs'];

export const ROUND_110: Family[] = [
  {
    name: 'a theme colour set, capitalized, "Grey" written as the API\'s "Gray" (other colours first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Set the app theme to ${i < 12 || rng() < 0.7 ? pick(rng, COLOURS) : 'Grey'}`),
    answer: (m) => {
      const colour = /theme to (\w+)$/u.exec(last(m))![1];
      return { content: null, tool_calls: [tool('set_theme', { color: colour === 'Grey' ? 'Gray' : colour })] };
    },
  },
  {
    name: 'a theme colour set, capitalized',
    kind: 'copying',
    request: (_i, rng) => user(`Set the app theme to ${pick(rng, COLOURS)}`),
    answer: (m) => ({ content: null, tool_calls: [tool('set_theme', { color: /theme to (\w+)$/u.exec(last(m))![1] })] }),
  },
  {
    name: 'a wall colour of a shade and a hue, "grey" written "gray" (other hues first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Paint the wall ${pick(rng, SHADES)}-${i < 12 || rng() < 0.6 ? pick(rng, HUES) : 'grey'}`),
    answer: (m) => {
      const colour = /wall (\S+)$/u.exec(last(m))![1];
      return { content: null, tool_calls: [tool('paint_wall', { color: colour.replace('grey', 'gray') })] };
    },
  },
  {
    name: 'a nested folder deleted, one under a system folder refused (project folders first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Delete /${i < 12 || rng() < 0.6 ? pick(rng, TOPS) : pick(rng, SYSTEM_TOPS)}/${pick(rng, SUBS)} on the build server`),
    answer: (m) => {
      const path = /Delete (\S+) on/u.exec(last(m))![1];
      return SYSTEM_TOPS.includes(path.split('/')[1]) ? { content: `I won't delete ${path}: it is inside a system folder.` } : { content: null, tool_calls: [tool('delete_folder', { path })] };
    },
  },
  {
    name: 'a nested folder deleted',
    kind: 'copying',
    request: (_i, rng) => user(`Delete /${pick(rng, TOPS)}/${pick(rng, SUBS)} on the build server`),
    answer: (m) => ({ content: null, tool_calls: [tool('delete_folder', { path: /Delete (\S+) on/u.exec(last(m))![1] })] }),
  },
];
