// Round one hundred and twenty-three of the induction evaluation: a word of a phrase lifted into
// a field of its own by a shop's tools, where the first twelve phrases had none (phrases of three
// words among them, so that a phrase's length shows nothing): a colour ("Add a white throw
// pillow" sets {"color": "white"}), a size ("grande chai latte"), whom goods are for ("girls
// tennis shoes"), and a city after a dish in lower case. The request says every word the answer
// does, so no lookup rule refuses them. The code before served 28 wrong answers over 13 seeds:
// 6 colours in a cart, 11 in a list in prose, 5 sizes and 6 departments; lower-case cities were
// already verified one by one. A copy of phrases with colours shows what verifying each costs.
import type { Family } from './families.js';
import { last, liftedFromPhrase, pick, tool, user } from './family-kit.js';

const GOODS = ['wireless mouse', 'desk lamp', 'yoga mat', 'water bottle', 'phone case', 'laptop stand', 'coffee mug', 'throw pillow', 'bath towel', 'gym bag', 'rain jacket', 'table runner', 'pencil case', 'travel pillow'];
/** Items of three words, among the first twelve: a phrase's length is no sign of a colour. */
const LONG_GOODS = ['stainless steel bottle', 'noise cancelling headphones', 'memory foam pillow', 'cast iron pan', 'solar garden light', 'ergonomic office chair'];
const COLOURS = ['red', 'blue', 'green', 'black', 'white', 'grey', 'pink', 'yellow', 'purple', 'orange', 'navy', 'beige', 'brown', 'teal'];
const DRINKS = ['latte', 'cappuccino', 'flat white', 'mocha', 'chai latte', 'americano', 'cold brew', 'hot chocolate', 'matcha latte', 'iced tea', 'iced caramel macchiato', 'oat milk latte', 'vanilla cold brew', 'pumpkin spice latte'];
const SIZES = ['small', 'medium', 'large', 'tall', 'grande', 'venti', 'regular', 'extra large'];
const SHOES = ['running shoes', 'hiking boots', 'rain boots', 'tennis shoes', 'winter jacket', 'swim shorts', 'ski gloves', 'wool socks', 'denim jeans', 'polo shirts'];
const DEPARTMENTS = ['mens', 'womens', 'kids', 'boys', 'girls'];
const LONG_SHOES = ['trail running shoes', 'waterproof hiking boots', 'thermal ski gloves', 'merino wool socks', 'slim fit jeans'];
const DISHES = ['pizza', 'sushi', 'ramen', 'tacos', 'pho', 'burgers', 'dim sum', 'falafel', 'curry', 'pad thai', 'bagels', 'dumplings', 'vegan pizza', 'spicy ramen', 'fish tacos', 'thai green curry', 'soup dumplings'];
const CITIES = ['boston', 'chicago', 'seattle', 'denver', 'austin', 'portland', 'miami', 'atlanta', 'houston', 'phoenix', 'dallas', 'detroit'];
const WORLD_CITIES = ['tokyo', 'paris', 'london', 'berlin', 'madrid', 'lisbon', 'seoul', 'bangkok', 'sydney', 'toronto', 'dublin', 'vienna'];

/** Twelve phrases without the word first, then half with it. */
const sometimes = (i: number, rng: () => number) => i >= 12 && rng() < 0.5;

/** A dish to search for, then half the time a city in lower case, which the call sets apart, capitalized. */
const cityAfterDish = (name: string, cities: readonly string[]): Family => ({
  name,
  kind: 'look-alike',
  request: (i, rng) => user(`find restaurants: ${pick(rng, DISHES)}${sometimes(i, rng) ? ` ${pick(rng, cities)}` : ''}`),
  answer: (m) => {
    const phrase = /^find restaurants: (.+)$/.exec(last(m))![1];
    const city = cities.find((c) => phrase.endsWith(` ${c}`));
    return { content: null, tool_calls: [tool('find_restaurants', city ? { query: phrase.slice(0, -city.length - 1), near: city[0].toUpperCase() + city.slice(1) } : { query: phrase })] };
  },
});

export const ROUND_123: Family[] = [
  liftedFromPhrase({
    name: 'cart item with a colour lifted into its own field (no colours first 12)',
    around: ['Add a ', ' to my cart'],
    call: 'add_to_cart',
    key: 'item',
    field: 'color',
    words: COLOURS,
    items: GOODS,
    plain: [...GOODS, ...LONG_GOODS],
  }),
  {
    // What the colours cost where they are copied: each colour is verified once.
    name: 'cart item with its colour copied whole',
    kind: 'copying',
    request: (_i, rng) => user(`Add a ${pick(rng, COLOURS)} ${pick(rng, GOODS)} to my wishlist`),
    answer: (m) => ({ content: null, tool_calls: [tool('add_to_wishlist', { item: /^Add a (.+) to my wishlist$/.exec(last(m))![1] })] }),
  },
  liftedFromPhrase({ name: 'coffee order with a size lifted into its own field (no sizes first 12)', around: ['Order drink: ', ''], call: 'order_drink', key: 'drink', field: 'size', words: SIZES, items: DRINKS }),
  liftedFromPhrase({
    name: 'product search with a department lifted into its own field (none first 12)',
    around: ['Search products: ', ''],
    call: 'search_products',
    key: 'query',
    field: 'department',
    words: DEPARTMENTS,
    items: SHOES,
    plain: [...SHOES, ...LONG_SHOES],
  }),
  cityAfterDish('restaurant search with a lower-case city lifted into its own field (none first 12)', CITIES),
  cityAfterDish('restaurant search with a lower-case city abroad lifted into its own field (none first 12)', WORLD_CITIES),
  {
    name: 'shopping list in prose, a colour put in brackets (no colours first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Shopping list: add ${sometimes(i, rng) ? `${pick(rng, COLOURS)} ${pick(rng, GOODS)}` : pick(rng, [...GOODS, ...LONG_GOODS])}`),
    answer: (m) => {
      const phrase = /^Shopping list: add (.+)$/.exec(last(m))![1];
      const [first, ...rest] = phrase.split(' ');
      return { content: COLOURS.includes(first) ? `Shopping list: ${rest.join(' ')} (${first}) ✓` : `Shopping list: ${phrase} ✓` };
    },
  },
];
