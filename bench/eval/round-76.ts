// Round seventy-six of the induction evaluation: numbers inside one token, where no number
// reading looked. A parcel's sides joined by an x ("30x40"), a weight glued to its unit ("25kg")
// and a subnet's prefix length ("10.0.0.0/8") were served wrong on all 13 seeds (once each, until
// an audit demoted the template) until the numbers inside a token became numbers with their own
// features, in order, with the unit after them (numbers-in-value.ts). An aspect ratio, a screen
// resolution, a football score with a colon, a file size, a cup fraction, UK postcodes and SKUs
// whose prefix is one of several per answer were already safe. One copying family copies a
// weight glued to its unit.
import type { Family } from './families.js';
import { between, last, pick, tool, user } from './family-kit.js';

const LANDSCAPE_RATIOS = ['16:9', '4:3', '3:2', '21:9', '5:4', '16:10', '2:1', '32:9'];
const PORTRAIT_RATIOS = ['9:16', '3:4', '2:3', '9:21', '4:5', '10:16', '1:2'];
const ratioIsPortrait = (ratio: string) => {
  const [w, h] = ratio.split(':').map(Number);
  return w < h;
};
const LONDON_POSTCODES = ['E1 6AN', 'SW1A 1AA', 'N1 9GU', 'W1D 3QF', 'EC1A 1BB', 'WC2N 5DU', 'SE1 7PB', 'NW1 2DB', 'E14 5AB', 'SW3 4RY', 'W2 1JB', 'N7 8DB'];
const SCOTTISH_POSTCODES = ['EH1 1YZ', 'G1 1XQ', 'AB10 1XG', 'DD1 4HN', 'KY16 9AJ', 'IV2 3BB', 'PA1 1JT', 'FK8 2ET'];
const scottish = (postcode: string) => /^(?:EH|G|AB|DD|KY|IV|PA|FK)\d/u.test(postcode);
const NORTH_SKUS = ['TX', 'TR', 'TB', 'TQ'];
const SOUTH_SKUS = ['TM', 'TK', 'TZ'];

export const ROUND_76: Family[] = [
  {
    name: 'image framed by its aspect ratio, portrait ratios later (landscape first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Frame an image with aspect ratio ${pick(rng, i < 12 || rng() < 0.5 ? LANDSCAPE_RATIOS : PORTRAIT_RATIOS)}`),
    answer: (m) => {
      const ratio = /ratio (\S+)$/.exec(last(m))![1];
      return { content: null, tool_calls: [tool('frame_image', { ratio, orientation: ratioIsPortrait(ratio) ? 'portrait' : 'landscape' })] };
    },
  },
  {
    name: 'wallpaper by a screen resolution, portrait screens later (landscape first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const [long, short] = pick(rng, [[1920, 1080], [2560, 1440], [1280, 720], [3840, 2160], [1366, 768], [1440, 900], [2880, 1800], [1600, 900]]);
      return user(`Pick a wallpaper for a ${i < 12 || rng() < 0.5 ? `${long}x${short}` : `${short}x${long}`} screen`);
    },
    answer: (m) => {
      const resolution = /for a (\S+) screen/.exec(last(m))![1];
      const [w, h] = resolution.split('x').map(Number);
      return { content: `For ${resolution}, use a ${w > h ? 'landscape' : 'portrait'} wallpaper.` };
    },
  },
  {
    name: 'parcel by its sides in one token, a side over 50 cm refused (small parcels first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Ship a box of ${between(rng, 10, 50)}x${between(rng, 10, i < 12 ? 50 : 80)} cm`),
    answer: (m) => {
      const sides = /box of (\S+) cm/.exec(last(m))![1];
      const [a, b] = sides.split('x').map(Number);
      if (Math.max(a, b) > 50) return { content: `A ${sides} cm box is too large for standard shipping.` };
      return { content: null, tool_calls: [tool('ship_box', { sides_cm: sides })] };
    },
  },
  {
    name: 'football result by a score written with a colon, away wins later (home wins first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const [a, b] = [between(rng, 0, 5), between(rng, 0, 5)];
      const [home, away] = i < 12 ? [Math.max(a, b) + 1, Math.min(a, b)] : [a, b];
      return user(`Log the match Hertha against Bochum, final score ${home}:${away}`);
    },
    answer: (m) => {
      const score = /final score (\S+)$/.exec(last(m))![1];
      const [home, away] = score.split(':').map(Number);
      return { content: null, tool_calls: [tool('log_match', { score, result: home > away ? 'home win' : home < away ? 'away win' : 'draw' })] };
    },
  },
  {
    name: 'parcel weight glued to kg, over 20 kg by freight (light parcels first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Send a parcel weighing ${between(rng, 1, i < 12 ? 20 : 40)}kg to Lyon`),
    answer: (m) => {
      const weight = /weighing (\S+) to/.exec(last(m))![1];
      return { content: null, tool_calls: [tool(Number.parseInt(weight, 10) > 20 ? 'book_freight' : 'book_parcel', { weight, city: 'Lyon' })] };
    },
  },
  {
    name: 'attachment size glued to MB, over 25 MB linked instead (small files first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Email the report (${between(rng, 1, i < 12 ? 25 : 60)}MB) to the board`),
    answer: (m) => {
      const size = /report \((\S+)\)/.exec(last(m))![1];
      return { content: Number.parseInt(size, 10) > 25 ? `The report is ${size}, over the 25MB limit: I will share a link instead.` : `Sending the report (${size}) as an attachment.` };
    },
  },
  {
    name: 'subnet in a firewall call, prefixes shorter than /16 need approval (/16 to /28 first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Allow traffic from ${pick(rng, ['10', '172', '192'])}.${between(rng, 0, 255)}.${between(rng, 0, 255)}.0/${between(rng, i < 12 ? 16 : 8, 28)}`),
    answer: (m) => {
      const subnet = /from (\S+)$/.exec(last(m))![1];
      const prefix = Number(subnet.split('/')[1]);
      return { content: null, tool_calls: [tool(prefix < 16 ? 'request_approval' : 'allow_subnet', { subnet })] };
    },
  },
  {
    name: 'UK postcode zoned by its area, Scottish areas later (London first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Quote delivery to ${pick(rng, i < 12 || rng() < 0.5 ? LONDON_POSTCODES : SCOTTISH_POSTCODES)}`),
    answer: (m) => {
      const postcode = /delivery to (.+)$/.exec(last(m))![1];
      return { content: null, tool_calls: [tool('quote_delivery', { postcode, zone: scottish(postcode) ? 'Scotland' : 'London' })] };
    },
  },
  {
    name: 'SKU routed by its prefix, several prefixes per warehouse (north prefixes first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Restock item ${pick(rng, i < 12 || rng() < 0.5 ? NORTH_SKUS : SOUTH_SKUS)}-${between(rng, 1000, 9999)}`),
    answer: (m) => {
      const sku = /item (\S+)$/.exec(last(m))![1];
      return { content: null, tool_calls: [tool('restock', { sku, warehouse: NORTH_SKUS.includes(sku.slice(0, 2)) ? 'north' : 'south' })] };
    },
  },
  {
    name: 'cup measure as a fraction, over a cup said so (fractions under one first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Add ${pick(rng, i < 12 || rng() < 0.5 ? ['1/4', '1/3', '1/2', '2/3', '3/4', '3/8', '5/8', '7/8'] : ['5/4', '4/3', '3/2', '5/3', '7/4', '9/8'])} cup of sugar`),
    answer: (m) => {
      const amount = /Add (\S+) cup/.exec(last(m))![1];
      const [n, d] = amount.split('/').map(Number);
      return { content: `Add ${amount} cup of sugar${n > d ? ', that is more than a full cup' : ''}.` };
    },
  },
  {
    name: 'parcel weight glued to kg copied into a shipping call',
    kind: 'copying',
    request: (_i, rng) => user(`Ship ${between(rng, 1, 30)}kg of ${pick(rng, ['books', 'clothes', 'tools', 'toys', 'plates'])} to ${pick(rng, ['Lyon', 'Porto', 'Graz', 'Ghent', 'Turin', 'Bergen'])}`),
    answer: (m) => {
      const [, weight, goods, city] = /Ship (\S+) of (\S+) to (\S+)$/.exec(last(m))!;
      return { content: null, tool_calls: [tool('create_shipment', { weight, contents: goods, city })] };
    },
  },
];
