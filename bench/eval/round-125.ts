// Round one hundred and twenty-five of the induction evaluation: still more words a tool lifts
// out of a copied phrase, where the first twelve phrases had none: a price ("cheap hotels"), an
// order to sort by ("newest laptops"), a cuisine ("thai restaurants"), a flavour ("vanilla ice
// cream"), a temperature ("iced latte"), a pattern ("striped shirt"), a season ("winter
// jacket"), a cabin ("business class"), a delivery speed ("express"), an occasion ("birthday
// cake") and a trait ("wireless headphones"). The request names the tool, so no lookup rule
// refuses them. The code before (round one hundred and twenty-four's) served 14 wrong answers
// over 13 seeds: 5 patterns, 5 seasons, 2 temperatures, a sort order and a trait. A copy of
// phrases with such words shows what verifying each costs.
import type { Family } from './families.js';
import { last, liftedFromPhrase, pick, tool, user } from './family-kit.js';

const HOTELS = ['hotels in lisbon', 'hotels near the beach', 'rooms for tonight', 'hostels in porto', 'apartments downtown', 'cabins by the lake', 'hotels near the airport', 'inns in the old town', 'villas with a pool', 'rooms near the station', 'hotels in madrid', 'rooms in the city', 'hotels near the stadium', 'guest houses in york', 'lodges in the mountains', 'suites near the river', 'hotels by the harbour', 'rooms near campus', 'studios in berlin', 'b and bs in bath'];
const PRICES = ['cheap', 'budget', 'affordable', 'luxury', 'premium', 'discount', 'inexpensive', 'deluxe', 'bargain'];
const GADGETS = ['laptops', 'gaming monitors', 'phone cases', 'desk lamps', 'usb hubs', 'office chairs', 'mechanical keyboards', 'webcams', 'tablet stands', 'laptop sleeves', 'monitor arms', 'laptop stands', 'wireless chargers', 'ring lights', 'usb microphones', 'hard drives', 'standing desks', 'docking stations', 'graphics tablets', 'projector screens'];
const SORTS = ['newest', 'latest', 'popular', 'trending', 'bestselling', 'top rated', 'cheapest', 'highest rated'];
const PLACES = ['restaurants near me', 'food in the city centre', 'takeout near the office', 'places open late', 'lunch spots downtown', 'dinner near the park', 'brunch places nearby', 'food trucks near the pier', 'food near the museum', 'places near the hotel', 'lunch near the station', 'restaurants on main street', 'dinner spots in soho', 'places with outdoor seating', 'food near the stadium', 'breakfast near the office', 'cafes near campus', 'restaurants open now'];
const CUISINES = ['thai', 'italian', 'mexican', 'indian', 'chinese', 'japanese', 'korean', 'greek', 'vietnamese', 'lebanese', 'ethiopian', 'french', 'turkish'];
const DESSERTS = ['ice cream', 'milkshake', 'cupcakes', 'frozen yogurt', 'cheesecake', 'donuts', 'protein bars', 'pudding cups', 'birthday cake', 'muffins', 'gelato', 'cookies', 'brownies', 'pancakes', 'waffles', 'smoothies', 'macarons', 'cake pops', 'sorbet', 'fudge', 'tarts'];
const FLAVOURS = ['vanilla', 'chocolate', 'strawberry', 'caramel', 'mango', 'cinnamon', 'raspberry', 'banana', 'matcha', 'blueberry', 'cherry'];
const DRINKS = ['latte', 'chai latte', 'americano', 'mocha', 'green tea', 'flat white', 'matcha latte', 'black tea', 'cappuccino', 'espresso tonic', 'cortado', 'oat milk latte', 'flat white with extra shot', 'london fog', 'dirty chai', 'lemonade', 'macchiato', 'caramel latte', 'earl grey'];
const TEMPERATURES = ['iced', 'hot', 'cold', 'warm', 'frozen', 'chilled'];
const CLOTHES = ['shirt', 'summer dress', 'button down shirt', 'scarf', 'pajama set', 'tie', 'bath towel', 'duvet cover', 'socks', 'bandana', 'dress', 'pencil skirt', 'pillow case', 'blouse', 'tote bag', 'shower curtain', 'umbrella', 'necktie', 'board shorts', 'kitchen apron'];
const PATTERNS = ['striped', 'plaid', 'floral', 'checkered', 'polka dot', 'paisley', 'camo', 'tie dye', 'leopard print'];
const OUTERWEAR = ['jacket', 'hiking boots', 'sleeping bag', 'gloves', 'rain coat', 'tent', 'hat', 'running tights', 'base layer', 'duvet', 'parka', 'trail shoes', 'beanie', 'fleece vest', 'hiking pants', 'camping stove', 'wool socks', 'ski goggles', 'puffer vest', 'backpack cover'];
const SEASONS = ['winter', 'summer', 'spring', 'autumn', 'fall', 'all season'];
const FLIGHTS = ['boston to denver', 'tokyo', 'austin to miami next friday', 'rome', 'chicago to athens', 'lima', 'paris tomorrow', 'oslo and back', 'dallas to seoul', 'nairobi', 'sydney next month', 'one way to dublin', 'cairo', 'quito', 'hanoi from bangkok', 'vienna', 'lagos', 'new york to london'];
const CABINS = ['business class', 'economy', 'first class', 'premium economy', 'coach', 'economy plus'];
const PARCELS = ['the documents to our berlin office', 'a parcel to my sister', 'the returns to the warehouse', 'the contract to the client', 'a package to 12 oak street', 'the samples to the lab', 'the invoices to accounting', 'a gift to my mom', 'the keys to the landlord', 'a box to 4 elm road', 'the prototype to the factory', 'the forms to city hall', 'a letter to the bank', 'the laptop to it support', 'the photos to the printer', 'the parts to the workshop'];
const SPEEDS = ['express', 'overnight', 'standard', 'expedited', 'economy', 'same day', 'next day'];
const BAKES = ['cake', 'cupcakes', 'cookies', 'chocolate cake', 'cheesecake', 'fruit tart', 'brownies', 'sheet cake', 'macarons', 'cake pops', 'bundt cake', 'pie', 'cupcake tower', 'cookie box', 'tiered cake', 'cream puffs', 'croissants', 'bread basket', 'cinnamon rolls', 'eclairs'];
const OCCASIONS = ['birthday', 'wedding', 'anniversary', 'graduation', 'baby shower', 'retirement', 'christmas', 'halloween', 'valentines'];
const DEVICES = ['headphones', 'mouse', 'keyboard', 'speaker', 'phone charger', 'earbuds', 'game controller', 'doorbell', 'vacuum', 'drill', 'camera', 'printer', 'label maker', 'desk fan', 'air purifier', 'monitor', 'microphone', 'kettle', 'hair dryer', 'trimmer'];
const TRAITS = ['wireless', 'waterproof', 'portable', 'cordless', 'rechargeable', 'bluetooth', 'noise cancelling', 'smart', 'ergonomic', 'foldable'];

export const ROUND_125: Family[] = [
  liftedFromPhrase({ name: 'stay search with a price word lifted into its own field (none first 12)', around: ['Search stays: ', ''], call: 'search_stays', key: 'query', field: 'price', words: PRICES, items: HOTELS }),
  liftedFromPhrase({ name: 'shop search with a sort order lifted into its own field (none first 12)', around: ['Search products: ', ''], call: 'search_products', key: 'query', field: 'sort', words: SORTS, items: GADGETS, asField: (word) => word.replace(' ', '_') }),
  liftedFromPhrase({ name: 'restaurant search with a cuisine lifted into its own field (none first 12)', around: ['Search restaurants: ', ''], call: 'search_restaurants', key: 'query', field: 'cuisine', words: CUISINES, items: PLACES }),
  liftedFromPhrase({ name: 'dessert order with a flavour lifted into its own field (none first 12)', around: ['Order dessert: ', ''], call: 'order_dessert', key: 'item', field: 'flavor', words: FLAVOURS, items: DESSERTS }),
  liftedFromPhrase({ name: 'coffee order with a temperature lifted into its own field (none first 12)', around: ['Order a drink: ', ''], call: 'order_drink', key: 'drink', field: 'temperature', words: TEMPERATURES, items: DRINKS }),
  liftedFromPhrase({ name: 'clothing search with a pattern lifted into its own field (none first 12)', around: ['Search clothing: ', ''], call: 'search_clothing', key: 'query', field: 'pattern', words: PATTERNS, items: CLOTHES }),
  liftedFromPhrase({ name: 'outdoor store search with a season lifted into its own field (none first 12)', around: ['Search outdoor gear: ', ''], call: 'search_outdoor', key: 'query', field: 'season', words: SEASONS, items: OUTERWEAR }),
  liftedFromPhrase({ name: 'flight search with a cabin lifted into its own field (none first 12)', around: ['Search flights: ', ''], call: 'search_flights', key: 'query', field: 'cabin', words: CABINS, items: FLIGHTS, asField: (word) => word.replace(' ', '_') }),
  liftedFromPhrase({ name: 'courier booking with a delivery speed lifted into its own field (none first 12)', around: ['Book a courier: ', ''], call: 'book_courier', key: 'shipment', field: 'speed', words: SPEEDS, items: PARCELS, asField: (word) => word.replace(' ', '_') }),
  liftedFromPhrase({ name: 'bakery order with an occasion lifted into its own field (none first 12)', around: ['Order from the bakery: ', ''], call: 'order_bakery', key: 'item', field: 'occasion', words: OCCASIONS, items: BAKES }),
  {
    // What these words cost where they are copied: each word of a vocabulary is verified once.
    name: 'wishlist item with a pattern, season or trait copied whole',
    kind: 'copying',
    request: (_i, rng) => user(`Add ${pick(rng, [...PATTERNS, ...SEASONS, ...TRAITS])} ${pick(rng, [...CLOTHES, ...OUTERWEAR, ...DEVICES])} to my wishlist`),
    answer: (m) => ({ content: null, tool_calls: [tool('add_to_wishlist', { item: /^Add (.+) to my wishlist$/.exec(last(m))![1] })] }),
  },
  liftedFromPhrase({ name: 'electronics search with a trait lifted into its own field (none first 12)', around: ['Search electronics: ', ''], call: 'search_electronics', key: 'query', field: 'feature', words: TRAITS, items: DEVICES }),
];
