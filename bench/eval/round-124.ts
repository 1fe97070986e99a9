// Round one hundred and twenty-four of the induction evaluation: more words a tool lifts out of
// a copied phrase, where the first twelve phrases had none and some had three words: a material
// ("leather wall shelf"), a condition ("refurbished ipad mini") and a diet ("vegan curry"). The
// code before (round one hundred and twenty-three's) served 5 wrong answers over 13 seeds: 3
// materials and 2 diets. A lower-case brand lifted the same way is a known limit (limits.ts):
// "hoka" is a word of the English list, so it reads as a common word.
import type { Family } from './families.js';
import { liftedFromPhrase } from './family-kit.js';

const FURNITURE = ['dining table', 'coffee table', 'bookshelf', 'office chair', 'bed frame', 'tv stand', 'shoe rack', 'bar stool', 'side table', 'wall shelf', 'outdoor patio chair', 'kids bunk bed', 'corner tv stand'];
const MATERIALS = ['leather', 'wooden', 'oak', 'walnut', 'metal', 'steel', 'glass', 'bamboo', 'rattan', 'velvet', 'marble', 'cotton', 'linen', 'wool'];
const DEVICES = ['iphone 13', 'macbook air', 'ipad mini', 'galaxy s21', 'pixel 7', 'kindle paperwhite', 'nintendo switch', 'airpods pro', 'apple watch series 7', 'surface laptop go'];
const CONDITIONS = ['used', 'refurbished', 'new', 'renewed', 'open box', 'like new', 'secondhand', 'mint'];
const DISHES = ['pad thai', 'ramen', 'pizza', 'burritos', 'pho', 'tacos', 'fried rice', 'curry', 'dumplings', 'poke bowl', 'chicken tikka masala', 'beef noodle soup'];
const DIETS = ['vegan', 'vegetarian', 'gluten free', 'halal', 'kosher', 'keto', 'dairy free', 'organic', 'paleo'];

export const ROUND_124: Family[] = [
  liftedFromPhrase({ name: 'furniture search with a material lifted into its own field (none first 12)', around: ['Search furniture: ', ''], call: 'search_furniture', key: 'query', field: 'material', words: MATERIALS, items: FURNITURE }),
  liftedFromPhrase({
    name: 'marketplace search with a condition lifted into its own field (none first 12)',
    around: ['Search listings: ', ''],
    call: 'search_listings',
    key: 'query',
    field: 'condition',
    words: CONDITIONS,
    items: DEVICES,
    asField: (word) => word.replace(' ', '_'),
  }),
  liftedFromPhrase({ name: 'food delivery search with a diet lifted into its own field (none first 12)', around: ['Search delivery: ', ''], call: 'search_delivery', key: 'query', field: 'diet', words: DIETS, items: DISHES }),
];
