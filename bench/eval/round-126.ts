// Round one hundred and twenty-six of the induction evaluation: words a tool lifts out of a
// copied phrase, placed after the item, where the first twelve phrases had none and some had
// three words and more (a phrase's length shows nothing): whom it is for ("roses for mom"), what
// to leave out ("burger no pickles"), how it is served ("gyro to go", "quesadilla takeout"),
// where ("hotels near downtown") and how it is wrapped; and a capitalized brand before it. The
// code before (round one hundred and twenty-five's) served 9 wrong answers over 13 seeds: 7
// ways of serving a meal and 2 recipients. Words of how a meal is served are now a vocabulary,
// and "for" and "near" join a second value as "with" and "by" did: 0 wrong.
import type { Family } from './families.js';
import { liftedAfterPhrase, liftedFromPhrase } from './family-kit.js';

/** Phrases of three words and more among the first twelve: a phrase's length is no sign of the words after it. */
const LONG_SHOES = ['trail running shoes', 'long sleeve running top', 'zip up track jacket', 'quick dry swim shorts', 'padded cycling shorts'];
const SHOES = ['running shoes', 'hiking boots', 'rain boots', 'tennis shoes', 'track jacket', 'swim shorts', 'ski gloves', 'gym socks', 'sweat pants', 'polo shirts', 'sports bra', 'trail shoes', 'duffel bag', 'water bottle', 'training shorts', 'sun visor', 'base layer', 'warm up jacket', 'compression socks', 'knee sleeve'];
const BRANDS = ['Nike', 'Adidas', 'Puma', 'Reebok', 'Asics', 'Salomon', 'Brooks', 'Saucony', 'Hoka', 'Mizuno', 'Patagonia', 'Columbia'];
/** Phrases of three words and more among the first twelve: a phrase's length is no sign of the words after it. */
const LONG_FLOWERS = ['a bouquet of daisies', 'a bunch of tulips', 'an orchid in a pot', 'a box of peonies', 'roses in a vase'];
const FLOWERS = ['roses', 'tulips', 'a bouquet', 'sunflowers', 'lilies', 'orchids', 'peonies', 'daisies', 'carnations', 'a flower box', 'a mixed bunch', 'hydrangeas', 'a potted fern', 'a succulent', 'gerberas', 'a wreath', 'irises', 'freesias', 'a bonsai', 'a cactus'];
const RECIPIENTS = ['mom', 'dad', 'grandma', 'my wife', 'the office', 'a friend', 'my boss', 'the teacher', 'her', 'him', 'nana', 'auntie'];
/** Phrases of three words and more among the first twelve: a phrase's length is no sign of the words after it. */
const LONG_MEALS = ['pulled pork sandwich', 'chicken caesar wrap', 'grilled chicken club sandwich', 'tuna melt sandwich', 'beef bulgogi rice bowl'];
const MEALS = ['burger', 'chicken wrap', 'veggie burger', 'club sandwich', 'fish tacos', 'caesar salad', 'hot dog', 'blt', 'grilled cheese', 'chicken burrito', 'falafel wrap', 'poke bowl', 'steak sandwich', 'cobb salad', 'pulled pork bun', 'quesadilla', 'noodle box', 'burrito bowl', 'ramen', 'gyro'];
const LEFT_OUT = ['no pickles', 'no onions', 'no mayo', 'no cheese', 'no tomato', 'no lettuce', 'no sauce', 'no ice', 'hold the mayo', 'no salt'];
const SERVED = ['to go', 'for here', 'takeaway', 'takeout', 'for delivery', 'for pickup', 'dine in'];
/** Phrases of three words and more among the first twelve: a phrase's length is no sign of the words after it. */
const LONG_STAYS = ['studios with a kitchen', 'rooms in the old town', 'hotels on the beach front', 'flats with a balcony', 'rooms above a pub'];
const STAYS = ['hotels', 'hostels', 'apartments', 'guest houses', 'cheap rooms', 'studios', 'cabins', 'villas', 'suites', 'inns', 'lodges', 'motels', 'bed and breakfasts', 'serviced flats', 'loft rooms', 'capsule hotels', 'campsites', 'glamping tents', 'holiday homes', 'beach huts'];
const NEAR = ['near downtown', 'near the airport', 'near the station', 'near the beach', 'near me', 'near the stadium', 'close to the centre', 'by the river', 'near the old town', 'near campus'];
/** Phrases of three words and more among the first twelve: a phrase's length is no sign of the words after it. */
const LONG_GIFTS = ['a set of coasters', 'a bottle of perfume', 'a framed map of paris', 'a box of teas', 'a mug with a quote'];
const GIFTS = ['a scarf', 'a candle set', 'a mug', 'a photo frame', 'a board game', 'a cookbook', 'a puzzle', 'a wallet', 'a watch', 'a notebook', 'a plant pot', 'a tea set', 'a bath set', 'a journal', 'a keychain', 'a blanket', 'a teddy bear', 'a pen set', 'a lamp', 'a vase'];
const WRAPS = ['gift wrapped', 'with a card', 'wrapped', 'in a gift box', 'with a ribbon', 'as a gift'];

export const ROUND_126: Family[] = [
  liftedFromPhrase({ name: 'sports store search with a capitalized brand lifted into its own field (none first 12)', around: ['Search products: ', ''], call: 'search_products', key: 'query', field: 'brand', words: BRANDS, items: SHOES, plain: [...SHOES, ...LONG_SHOES] }),
  liftedAfterPhrase('flower order with whom it is for lifted into its own field (none first 12)', ['Order flowers: ', 'order_flowers', 'item', 'recipient'], [FLOWERS, LONG_FLOWERS], RECIPIENTS.map((r) => `for ${r}`), (w) => w.slice(4)),
  liftedAfterPhrase('food order with what to leave out lifted into its own field (none first 12)', ['Order food: ', 'order_food', 'item', 'exclude'], [MEALS, LONG_MEALS], LEFT_OUT, (w) => w.replace(/^(?:no|hold the) /, '')),
  liftedAfterPhrase('food order with how it is served lifted into its own field (none first 12)', ['Order food: ', 'order_food', 'item', 'mode'], [MEALS, LONG_MEALS], SERVED, (w) => w),
  liftedAfterPhrase('stay search with where lifted into its own field (none first 12)', ['Search stays: ', 'search_stays', 'query', 'near'], [STAYS, LONG_STAYS], NEAR, (w) => w.replace(/^(?:near|close to|by) /, '')),
  liftedAfterPhrase('gift order with its wrapping lifted into its own field (none first 12)', ['Order a gift: ', 'order_gift', 'item', 'gift_wrap'], [GIFTS, LONG_GIFTS], WRAPS, () => true),
];
