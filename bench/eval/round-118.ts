// Round one hundred and eighteen of the induction evaluation: round one hundred and seventeen's
// spans, where the particle that brings in the second value was already seen inside a first one.
// "Take on Me" was copied as one title, then "Play Wonderwall on Spotify" names a device; "Rio de
// Janeiro" was one city, then "Lima de Boston" is a destination and an origin. A phrase's
// lower-case words were read as a set, so a particle seen once let the second value through: 3
// wrong over 13 seeds on the code before (one "on Spotify", two "de Boston"). Also a room after
// "in", an origin after "from", "on the radio" after a title, and the copies: titles and cities
// with particles before capitalized words, each particle and the word it leads to verified once.
import type { Family } from './families.js';
import { pick, tool, user } from './family-kit.js';
const SONGS = ['Stairway to Heaven', 'Let It Be', 'Hotel California', 'Born to Run', 'Purple Rain', 'Like a Rolling Stone', 'Take on Me', 'Stand by Me', 'Fly Me to the Moon', 'Dancing in the Dark', 'Bridge over Troubled Water', 'Wonderwall', 'Highway to Hell', 'Girls Just Want to Have Fun', 'Knocking on Heavens Door', 'Living on a Prayer', 'Lose Yourself', 'Walk on the Wild Side', 'Heart of Glass', 'Under the Bridge', 'Space Oddity', 'Sweet Caroline', 'Shout at the Devil', 'Back in Black', 'Born in the USA'];
const SERVICES = ['Spotify', 'Sonos', 'TV', 'Alexa'];
const PLACES = ['Rio de Janeiro', 'Port of Spain', 'Palma de Mallorca', 'Santiago de Chile', 'Frankfurt am Main', 'Stratford upon Avon', 'Castel del Monte', 'Saint Louis', 'Las Palmas de Gran Canaria', 'Salt Lake City', 'Mexico City', 'Ho Chi Minh City', 'Newcastle upon Tyne', 'Kingston upon Hull', 'Lima', 'Oslo', 'Paris', 'Rome', 'Berlin', 'Tokyo'];
const DEVICES = ['radio', 'speaker', 'stereo'];
const ROOMS = ['Kitchen', 'Garage', 'Studio'];
const ORIGINS = ['Boston', 'Denver', 'Dallas'];
const tail = (m: { content: string | null }[], pattern: RegExp) => pattern.exec(m[m.length - 1].content ?? '')![1];

export const ROUND_118: Family[] = [
  {
    name: 'a song played, a service after "on" later (titles with "on" among them first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Play ${pick(rng, SONGS)}${i >= 12 && rng() < 0.5 ? ` on ${pick(rng, SERVICES)}` : ''}`),
    answer: (m) => {
      const text = tail(m, /^Play (.+)$/u);
      const service = SERVICES.find((word) => text.endsWith(` on ${word}`));
      return { content: null, tool_calls: [tool('play', service ? { title: text.slice(0, -service.length - 4), device: service } : { title: text })] };
    },
  },
  {
    name: 'a song played, a room after "in" later (titles with "in" first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Play ${pick(rng, SONGS)}${i >= 12 && rng() < 0.5 ? ` in ${pick(rng, ROOMS)}` : ''}`),
    answer: (m) => {
      const text = tail(m, /^Play (.+)$/u);
      const room = ROOMS.find((word) => text.endsWith(` in ${word}`));
      return { content: null, tool_calls: [tool('play', room ? { title: text.slice(0, -room.length - 4), room } : { title: text })] };
    },
  },
  {
    name: 'a flight searched, an origin after "from" later (cities with particles first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Find flights to ${pick(rng, PLACES)}${i >= 12 && rng() < 0.5 ? ` from ${pick(rng, ORIGINS)}` : ''}`),
    answer: (m) => {
      const text = tail(m, /^Find flights to (.+)$/u);
      const origin = ORIGINS.find((word) => text.endsWith(` from ${word}`));
      return { content: null, tool_calls: [tool('search_flights', origin ? { destination: text.slice(0, -origin.length - 6), origin } : { destination: text })] };
    },
  },
  {
    name: 'a flight searched, an origin after "de" later (cities with "de" first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Find flights to ${pick(rng, PLACES)}${i >= 12 && rng() < 0.5 ? ` de ${pick(rng, ORIGINS)}` : ''}`),
    answer: (m) => {
      const text = tail(m, /^Find flights to (.+)$/u);
      const origin = ORIGINS.find((word) => text.endsWith(` de ${word}`));
      return { content: null, tool_calls: [tool('search_flights', origin ? { destination: text.slice(0, -origin.length - 4), origin } : { destination: text })] };
    },
  },
  {
    name: 'a song played, "on the radio" after it later (titles with lower-case words first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Play ${pick(rng, SONGS)}${i >= 12 && rng() < 0.5 ? ` on the ${pick(rng, DEVICES)}` : ''}`),
    answer: (m) => {
      const text = tail(m, /^Play (.+)$/u);
      const device = DEVICES.find((word) => text.endsWith(` on the ${word}`));
      return { content: null, tool_calls: [tool('play', device ? { title: text.slice(0, -device.length - 8), device } : { title: text })] };
    },
  },
  {
    name: 'a song played, titles with particles before capitalized words',
    kind: 'copying',
    request: (_i, rng) => user(`Play ${pick(rng, SONGS)}`),
    answer: (m) => ({ content: null, tool_calls: [tool('play', { title: tail(m, /^Play (.+)$/u) })] }),
  },
  {
    name: 'flights to cities, particles among them',
    kind: 'copying',
    request: (_i, rng) => user(`Find flights to ${pick(rng, PLACES)}`),
    answer: (m) => ({ content: null, tool_calls: [tool('search_flights', { destination: tail(m, /^Find flights to (.+)$/u) })] }),
  },
];
