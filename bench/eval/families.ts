// Request families for the induction evaluation. Each is a stream of requests drawn from a seeded
// generator and an upstream that answers each as a pure function of its messages. Kinds:
//   copying    - the answer copies values: should hit once templates are verified;
//   noise      - a value the answer ignores: should hit;
//   look-alike - the answer looks copied but depends on the value otherwise: must never be wrong;
// Orders are adversarial where it hurts (the first values agree by coincidence) and values are
// skewed the way real ones are (most names short, most amounts positive, most hours office hours).

import { between, last, MONTHS, pad, pick, tool, user } from './family-kit.js';
import { ROUND_46 } from './round-46.js';
import { ROUND_47 } from './round-47.js';
import { ROUND_48 } from './round-48.js';
import { ROUND_49 } from './round-49.js';
import { ROUND_50 } from './round-50.js';
import { ROUND_51 } from './round-51.js';
import { ROUND_52 } from './round-52.js';
import { ROUND_53 } from './round-53.js';
import { ROUND_54 } from './round-54.js';
import { ROUND_55 } from './round-55.js';
import { ROUND_56 } from './round-56.js';
import { ROUND_57 } from './round-57.js';
import { ROUND_58 } from './round-58.js';
import { ROUND_59 } from './round-59.js';
import { ROUND_60 } from './round-60.js';
import { ROUND_61 } from './round-61.js';
import { ROUND_62 } from './round-62.js';
import { ROUND_63 } from './round-63.js';
import { ROUND_64 } from './round-64.js';
import { ROUND_65 } from './round-65.js';
import { ROUND_66 } from './round-66.js';
import { ROUND_67 } from './round-67.js';
import { ROUND_68 } from './round-68.js';
import { ROUND_69 } from './round-69.js';
import { ROUND_70 } from './round-70.js';
import { ROUND_71 } from './round-71.js';
import { ROUND_72 } from './round-72.js';
import { ROUND_73 } from './round-73.js';
import { ROUND_74 } from './round-74.js';
import { ROUND_75 } from './round-75.js';
import { ROUND_76 } from './round-76.js';
import { ROUND_77 } from './round-77.js';
import { ROUND_78 } from './round-78.js';
import { ROUND_79 } from './round-79.js';
import { ROUND_80 } from './round-80.js';
import { ROUND_81 } from './round-81.js';
import { ROUND_82 } from './round-82.js';
import { ROUND_83 } from './round-83.js';
import { ROUND_84 } from './round-84.js';
import { ROUND_85 } from './round-85.js';
import { ROUND_86 } from './round-86.js';
import { ROUND_87 } from './round-87.js';
import { ROUND_88 } from './round-88.js';
import { ROUND_89 } from './round-89.js';
import { ROUND_90 } from './round-90.js';
import { ROUND_91 } from './round-91.js';
import { ROUND_92 } from './round-92.js';
import { ROUND_93 } from './round-93.js';
import { ROUND_94 } from './round-94.js';
import { ROUND_95 } from './round-95.js';
import { ROUND_96 } from './round-96.js';
import { ROUND_97 } from './round-97.js';
import { ROUND_98 } from './round-98.js';
import { ROUND_99 } from './round-99.js';
import { ROUND_100 } from './round-100.js';
import { ROUND_101 } from './round-101.js';
import { ROUND_102 } from './round-102.js';
import { ROUND_103 } from './round-103.js';
import { ROUND_104 } from './round-104.js';
import { ROUND_105 } from './round-105.js';
import { ROUND_106 } from './round-106.js';
import { ROUND_107 } from './round-107.js';
import { ROUND_108 } from './round-108.js';
import { ROUND_109 } from './round-109.js';
import { ROUND_110 } from './round-110.js';
import { ROUND_112 } from './round-112.js';
import { ROUND_113 } from './round-113.js';
import { ROUND_114 } from './round-114.js';
import { ROUND_115 } from './round-115.js';
import { ROUND_116 } from './round-116.js';
import { ROUND_117 } from './round-117.js';
import { ROUND_118 } from './round-118.js';
import { ROUND_119 } from './round-119.js';
import { ROUND_120 } from './round-120.js';
import { ROUND_121 } from './round-121.js';
import { ROUND_122 } from './round-122.js';
import { ROUND_123 } from './round-123.js';
import { ROUND_124 } from './round-124.js';
import { ROUND_125 } from './round-125.js';
import { ROUND_126 } from './round-126.js';
import { ROUND_127 } from './round-127.js';
import { ROUND_128 } from './round-128.js';
import { ROUND_129 } from './round-129.js';
import { ROUND_130 } from './round-130.js';
import { ROUND_131 } from './round-131.js';
import { ROUND_132 } from './round-132.js';
import { ROUND_133 } from './round-133.js';
import { ROUND_134 } from './round-134.js';
import { ROUND_135 } from './round-135.js';
import { ROUND_136 } from './round-136.js';
import { ROUND_137 } from './round-137.js';
import { ROUND_138 } from './round-138.js';
import { ROUND_139 } from './round-139.js';
import { ROUND_140 } from './round-140.js';
import { ROUND_141 } from './round-141.js';
import { ROUND_142 } from './round-142.js';
import { ROUND_143 } from './round-143.js';
import { ROUND_144 } from './round-144.js';
import { ROUND_145 } from './round-145.js';
import { ROUND_146 } from './round-146.js';
import { ROUND_147 } from './round-147.js';
import { ROUND_148 } from './round-148.js';
import { ROUND_149 } from './round-149.js';
import { ROUND_150 } from './round-150.js';
import { ROUND_151 } from './round-151.js';
import { ROUND_152 } from './round-152.js';
import { ROUND_153 } from './round-153.js';
import { ROUND_154 } from './round-154.js';
import { ROUND_155 } from './round-155.js';

export type Msg = { role: string; content: string | null; tool_calls?: ToolCall[]; tool_call_id?: string };
export type ToolCall = { id: string; type: 'function'; function: { name: string; arguments: string } };
export type Answer = { content: string | null; tool_calls?: ToolCall[] };
export type Kind = 'copying' | 'noise' | 'look-alike';

export interface Family {
  name: string;
  kind: Kind;
  /** The i-th request, drawn with `rng`. */
  request(i: number, rng: () => number): Msg[];
  /** What the model answers: a pure function of the messages. */
  answer(messages: Msg[]): Answer;
}

/** mulberry32: a small seeded generator, so every run sends the same requests. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const group = (text: string, re: RegExp, i = 1) => re.exec(text)?.[i] ?? '';

const FIRST = ['Alice', 'Bob', 'Carol', 'Dave', 'Erin', 'Frank', 'Grace', 'Heidi', 'Ivan', 'Judy', 'Ken', 'Lena', 'Mona', 'Nils', 'Omar', 'Pia', 'Raj', 'Sara', 'Tom', 'Uma', 'Vera', 'Walt', 'Yuki', 'Zoe'];
const FULL = ['Mary Ann Smith', 'José Álvarez', 'Li Wei', 'Anna-Lena Berg', 'Jean Luc Picard', 'Søren Kierkegaard', 'Zoë Quinn', 'Ngozi Okafor', 'Ali Hassan', 'Ewa Nowak', 'Kim Min-jun', 'Olga Petrova', 'Ravi Kumar', 'Ines Costa'];
const UNICODE = ['Jürgen', 'Zoë', 'Łukasz', 'Søren', 'José', 'Ingrid', 'Chloé', 'Björn', 'Renée', 'Mikuláš', 'Dvořák', 'Ångström'];
const CITIES = ['Paris', 'Berlin', 'Madrid', 'Rome', 'Tokyo', 'Lima', 'Oslo', 'Cairo', 'Delhi', 'Quito', 'Austin', 'Dublin', 'Seoul', 'Perth'];
const FRENCH: Record<string, string> = { Paris: 'Paris', Berlin: 'Berlin', Madrid: 'Madrid', Rome: 'Rome', Tokyo: 'Tokyo', Oslo: 'Oslo', Lima: 'Lima', London: 'Londres', Lisbon: 'Lisbonne', Vienna: 'Vienne', Venice: 'Venise', Munich: 'Munich' };
const NOUNS_SKEWED = ['cat', 'dog', 'house', 'tree', 'boat', 'car', 'lamp', 'river', 'bridge', 'garden', 'city', 'horse', 'igloo', 'apple', 'owl', 'egg', 'umbrella'];
const SAME_IN_FRENCH = ['Paris', 'Berlin', 'Madrid', 'Rome', 'Tokyo', 'Oslo', 'Lima', 'Dublin', 'Toronto', 'Chicago', 'Boston', 'Denver', 'Dallas', 'Seattle', 'Sydney', 'Nairobi', 'Lagos', 'Dakar', 'Montreal', 'Quebec', 'Lyon', 'Nice', 'Marseille', 'Bordeaux', 'Zurich', 'Helsinki', 'Stockholm', 'Bangkok', 'Manila', 'Santiago'];
const FRENCH_NAMES: Record<string, string> = { London: 'Londres', Lisbon: 'Lisbonne', Vienna: 'Vienne', Venice: 'Venise', Moscow: 'Moscou', Warsaw: 'Varsovie', Brussels: 'Bruxelles', Geneva: 'Genève', Athens: 'Athènes', Copenhagen: 'Copenhague' };
const MEN = ['Adam', 'Brian', 'Carl', 'David', 'Edward', 'Felix', 'George', 'Henry', 'Isaac', 'James', 'Kevin', 'Louis', 'Martin', 'Nathan', 'Oscar', 'Peter', 'Quentin', 'Robert', 'Simon', 'Thomas'];
const WOMEN = ['Anna', 'Beth', 'Clara', 'Diana', 'Emma', 'Fiona', 'Gina', 'Hannah', 'Irene', 'Julia', 'Karen', 'Laura', 'Maria', 'Nina', 'Olivia', 'Paula', 'Rachel', 'Sophie', 'Tina', 'Wendy'];
const COLOURS = ['Blue', 'Red', 'Black', 'Forest Green', 'White', 'Navy', 'Grey'];
const MATERIALS = ['Denim', 'Wool', 'Cotton', 'Linen', 'Leather'];
const GARMENTS = ['Jacket', 'Shirt', 'Scarf', 'Coat', 'Hat', 'Sweater'];
const A_NOUNS = ['book', 'house', 'car', 'dog', 'tree', 'lamp', 'horse', 'hat', 'cup', 'pen', 'map', 'desk', 'boat', 'kite', 'rug', 'vase'];
const TRICKY_NOUNS = ['hour', 'honor', 'heir', 'unicorn', 'university', 'umbrella', 'egg', 'apple', 'onion', 'uniform'];
const AN_NOUNS = new Set(['hour', 'honor', 'heir', 'umbrella', 'egg', 'apple', 'onion']);
const COUNTRY_OF: Record<string, string> = { Lyon: 'France', Nice: 'France', Lille: 'France', Nantes: 'France', Toulouse: 'France', Bordeaux: 'France', Rennes: 'France', Dijon: 'France', Grenoble: 'France', Reims: 'France', Porto: 'Portugal', Seville: 'Spain', Bilbao: 'Spain', Turin: 'Italy', Naples: 'Italy', Hamburg: 'Germany', Cologne: 'Germany', Krakow: 'Poland', Ghent: 'Belgium', Utrecht: 'the Netherlands', Geneva: 'Switzerland', Graz: 'Austria', Cork: 'Ireland', Leeds: 'the United Kingdom' };
const FRENCH_CITIES = ['Paris', 'Lyon', 'Nice', 'Lille', 'Nantes', 'Toulouse', 'Bordeaux', 'Rennes', 'Dijon', 'Grenoble', 'Reims', 'Metz', 'Nancy', 'Brest', 'Tours', 'Angers', 'Caen', 'Rouen', 'Limoges', 'Amiens'];
const SHE = new Set(['Alice', 'Carol', 'Erin', 'Grace', 'Heidi', 'Judy', 'Lena', 'Mona', 'Pia', 'Sara', 'Uma', 'Vera', 'Yuki', 'Zoe']);
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const BASE = Date.UTC(2026, 4, 4); // a Monday
const isPrime = (n: number) => n > 1 && Array.from({ length: Math.floor(Math.sqrt(n)) - 1 }, (_, d) => d + 2).every((d) => n % d !== 0);
/** Office hours most of the time, now and then early or late. */
const skewedHour = (rng: () => number) => (rng() < 0.85 ? 9 + Math.floor(rng() * 8) : pick(rng, [6, 7, 18, 19, 20, 21, 22]));
const hex = (rng: () => number, n: number) => Array.from({ length: n }, () => Math.floor(rng() * 16).toString(16)).join('');
const uuid = (rng: () => number) => `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-a${hex(rng, 3)}-${hex(rng, 12)}`;

/** Latitudes, for "which is farther north" (a fact no feature of the name shows). */
const LAT: Record<string, number> = { Oslo: 60, Helsinki: 60, Stockholm: 59, Riga: 57, Copenhagen: 56, Dublin: 53, Berlin: 52, Amsterdam: 52, London: 51, Brussels: 51, Prague: 50, Paris: 49, Vienna: 48, Munich: 48, Zurich: 47, Milan: 45, Bordeaux: 45, Madrid: 40, Rome: 42, Lisbon: 39, Athens: 38, Seville: 37, Tunis: 37, Cairo: 30, Dubai: 25, Lima: -12, Sydney: -34, Santiago: -33, Perth: -32, Auckland: -37 };
const NORTHERLY = Object.keys(LAT);
const WEIGHT: Record<string, number> = { mouse: 0.02, cat: 4, dog: 30, sheep: 80, pig: 100, horse: 500, cow: 700, bear: 300, hippo: 1500, rhino: 2300, elephant: 6000, whale: 100000, rabbit: 2, fox: 6, wolf: 40, deer: 90, lion: 190, tiger: 220, camel: 600, giraffe: 1200 };
const ANIMALS = Object.keys(WEIGHT);
const NAMES = [...FIRST, 'Quentin', 'Xavier', 'Beatrice', 'Cornelius'];
/** Two different names. */
const two = (rng: () => number) => {
  const a = pick(rng, NAMES);
  let b = pick(rng, NAMES);
  while (b === a) b = pick(rng, NAMES);
  return [a, b];
};
const us = (y: number, m: number, d: number) => `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
/** A US-format date as a number that orders chronologically. */
const chrono = (t: string) => {
  const [m, d, y] = t.split('/').map(Number);
  return y * 10000 + m * 100 + d;
};

const EUROPEAN_CITIES = ['Paris', 'Berlin', 'Madrid', 'Rome', 'Vienna', 'Prague', 'Oslo', 'Dublin', 'Lisbon', 'Warsaw', 'Athens', 'Zurich', 'Brussels', 'Helsinki', 'Budapest', 'Stockholm'];
const CITIES_ELSEWHERE = ['Tokyo', 'Lima', 'Cairo', 'Delhi', 'Austin', 'Seoul', 'Perth', 'Quito', 'Toronto', 'Nairobi'];
const SIX_LETTER_WORDS = ['table', 'window', 'garden', 'pencil', 'rocket', 'candle', 'basket', 'button', 'forest', 'silver', 'marble', 'ladder'];
const US_HOLIDAYS_2026 = new Set(['2026-07-04', '2026-12-25', '2026-01-01', '2026-11-26']);
/** Names a JSON body must escape or a template engine might read (round five). */
const NAMES_TO_ESCAPE = ["O'Brien", 'Anne "Nan" Lee', 'Back\\slash', 'Tab\there', 'D’Arcy', '<b>Eve</b>', 'Bob & Co', '{{name}}', '$1 Joe'];
const ENGLISH_LOCALES = ['en-US', 'en-GB', 'en-AU', 'en-CA', 'en-NZ', 'en-IE', 'en-ZA', 'en-IN', 'en-SG', 'en-PH', 'en-NG', 'en-KE', 'en-JM', 'en-MT'];
const HELLO_IN: Record<string, string> = { 'de-DE': 'Hallo', 'fr-FR': 'Bonjour', 'es-ES': 'Hola', 'it-IT': 'Ciao', 'nl-NL': 'Hallo', 'pt-BR': 'Olá' };
const LANDSCAPES = ['river', 'mountain', 'forest', 'ocean', 'desert', 'valley', 'meadow', 'glacier', 'canyon', 'island', 'harbor', 'prairie', 'tundra'];

/** Round six: facts a copy hides that sit in the request's fixed text, in a date's or a count's position, or in what prose means. */
const VIP = ['Alice', 'Bob', 'Carol'];
const GUESTS = ['Dave', 'Erin', 'Frank', 'Grace', 'Heidi', 'Ivan', 'Judy', 'Ken', 'Lena', 'Mona', 'Nils', 'Omar', 'Pia', 'Raj', 'Sara', 'Tom', 'Uma', 'Vera', 'Walt', 'Zoe'];
const GUESSES = ['redwood', 'sunflower', 'bluejay', 'goldfish', 'starling', 'blackbird', 'seahorse', 'woodpecker', 'kingfisher', 'nightowl', 'greenfinch', 'sandpiper', 'bluebell', 'firefly'];
const BILLING = ['charged twice this month', 'refund still missing', 'invoice amount looks off', 'card was declined', 'charged after cancelling', 'need a receipt copy', 'billing address update', 'promo code not applied', 'double payment taken', 'subscription price went up', 'VAT missing on invoice', 'payment failed again', 'wrong currency on bill'];
const TECHNICAL = ['app crashes on login', 'password reset link broken', 'page loads forever', 'cannot upload photos', 'sync stopped working'];
const CJK = ['王小明', '李华', '张伟', '刘洋', '陈静', '杨磊', '赵敏', '黄勇', '周杰', '吴芳', '徐明', '孙丽', '佐藤', '鈴木', '김민준'];
const EXT_SIMPLE = ['pdf', 'csv', 'txt', 'xml', 'json', 'html', 'png', 'gif', 'zip', 'mp3', 'svg', 'tsv', 'wav'];
const EXT_NAMED: Record<string, string> = { docx: 'Word', xlsx: 'Excel', pptx: 'PowerPoint', md: 'Markdown', js: 'JavaScript' };
const BASES = ['report', 'notes', 'budget', 'photo', 'draft', 'summary', 'invoice', 'plan'];

const EURO_CITIES = ['Paris', 'Berlin', 'Madrid', 'Rome', 'Vienna', 'Lisbon', 'Dublin', 'Athens', 'Brussels', 'Helsinki', 'Amsterdam', 'Riga', 'Tallinn', 'Vilnius'];
const CURRENCY_ELSEWHERE: Record<string, string> = { London: 'pound', Oslo: 'krone', Prague: 'koruna', Warsaw: 'zloty', Zurich: 'franc', Budapest: 'forint' };
const BILLING30 = ['charged twice today', 'refund still missing', 'invoice looks wrong', 'card got declined', 'charged after cancelling', 'need receipt copy', 'update billing address', 'promo code ignored', 'double payment taken', 'price went up', 'missing tax invoice', 'payment failed again', 'wrong currency charged', 'refund went missing', 'bank fee added', 'charged for nothing', 'discount not applied', 'overcharged last month', 'cancel my subscription', 'invoice never arrived', 'trial charged early', 'paid twice yesterday', 'payment still pending', 'card charged wrongly', 'billing date changed', 'coupon was rejected', 'refund took weeks', 'extra charge appeared', 'need invoice copy', 'deposit not returned'];
const TECH30 = ['app keeps crashing', 'login page broken', 'screen stays blank', 'upload never finishes', 'sync stopped working', 'password reset broken', 'search returns nothing', 'video will not play'];
const FRUITS = ['apple', 'banana', 'cherry', 'mango', 'peach', 'pear', 'plum', 'grape', 'lemon', 'lime', 'kiwi', 'papaya', 'melon', 'orange', 'apricot', 'guava', 'fig', 'date', 'quince', 'lychee'];
const VEG = ['carrot', 'potato', 'onion', 'leek', 'celery', 'spinach', 'turnip', 'radish'];
const HAPPY = ['Great product, works well!', 'Love it, would buy again.', 'Fast delivery, great quality.', 'Exactly as described, thanks!', 'Works perfectly, very pleased.', 'Excellent value, highly recommend.', 'Beautiful design, great fit.', 'Arrived early, works great.', 'Super comfy, love the color.', 'Great support, quick reply.', 'Sturdy build, nice finish.', 'Five stars, no complaints.', 'Brilliant, does the job.', 'Lovely gift, she loved it.'];
const UNHAPPY = ['Broke after one day.', 'Terrible quality, returning it.', 'Arrived late and damaged.', 'Waste of money, avoid.', 'Stopped working, very annoyed.'];
const TWO_VOWELS = ['garden', 'pencil', 'rocket', 'candle', 'basket', 'button', 'forest', 'silver', 'marble', 'ladder', 'window', 'carpet', 'bottle', 'hammer'];
const OTHER_VOWELS = ['banana', 'orange', 'potato', 'tomato', 'rhythm', 'audio'];
const NAMES_TWO_VOWELS = ['Peter', 'Susan', 'Helen', 'Simon', 'Karen', 'Oscar', 'Robert', 'Martin', 'Daniel', 'Laura', 'Ethan', 'Grace', 'Henry', 'Rosa'];
/** Round seven: two lists in the fixed text; a brand's department. */
const GOLD_MEMBERS = ['Alice', 'Bob', 'Carol', 'Dave', 'Erin', 'Frank', 'Grace', 'Heidi', 'Ivan', 'Judy', 'Ken', 'Lena', 'Mona', 'Nils'];
const SILVER_MEMBERS = ['Omar', 'Pia', 'Raj', 'Sara', 'Tom', 'Uma'];
export const SPORT_BRANDS = ['Nike', 'Adidas', 'Puma', 'Reebok', 'Asics', 'Fila', 'Umbro', 'Salomon', 'Mizuno', 'Brooks', 'Saucony', 'Hoka', 'Kappa', 'Diadora'];
export const DEPARTMENT_OF: Record<string, string> = { Apple: 'electronics', Sony: 'electronics', Lego: 'toys', Ikea: 'furniture', Dyson: 'appliances' };
/** Round nine. */
const BILLING_SUBJECTS = ['Invoice Amount Looks Wrong', 'Refund Still Missing', 'Charged Twice This Month', 'Card Was Declined', 'Need A Receipt Copy', 'Promo Code Not Applied', 'Double Payment Taken', 'Subscription Price Went Up', 'Payment Failed Again', 'Wrong Currency On Bill', 'Billing Address Update', 'Trial Charged Early', 'Deposit Not Returned', 'Overcharged Last Month'];
const TECH_SUBJECTS = ['App Crashes On Login', 'Password Reset Broken', 'Page Loads Forever', 'Cannot Upload Photos', 'Sync Stopped Working'];
const PRAISE = ['well-known', 'low-cost', 'high-end', 'long-lasting', 'eco-friendly', 'hand-made', 'top-rated', 'fast-charging', 'light-weight', 'water-proof', 'hard-wearing', 'easy-going', 'self-cleaning', 'full-size'];
const COMPLAINT = ['over-priced', 'short-lived', 'badly-made', 'low-rated'];
/** Round eleven. */
const SHOP_DOMAINS = ['amazon.com', 'ebay.com', 'etsy.com', 'walmart.com', 'target.com', 'bestbuy.com', 'ikea.com', 'zara.com', 'wayfair.com', 'costco.com', 'newegg.com', 'asos.com', 'shein.com', 'zalando.com'];
const NEWS_DOMAINS = ['nytimes.com', 'bbc.com', 'cnn.com', 'reuters.com', 'theguardian.com'];
/** Round twelve. */
const SINGULAR_TOOLS = ['knife', 'spoon', 'fork', 'plate', 'cup', 'bowl', 'glass', 'pan', 'pot', 'kettle', 'ladle', 'whisk', 'grater', 'peeler'];
const PLURAL_TOOLS = ['scissors', 'tongs', 'chopsticks', 'pliers', 'tweezers'];
const PLURAL_THINGS = ['scissors', 'tongs', 'pliers', 'glasses', 'keys', 'spoons', 'forks', 'gloves', 'socks', 'pens', 'cups', 'plates'];
const SINGULAR_THINGS = ['knife', 'hammer', 'wrench', 'ladle', 'whisk', 'torch', 'stapler', 'ruler', 'kettle', 'mug'];
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const FEMININE = ['pomme', 'poire', 'banane', 'orange', 'cerise', 'fraise', 'prune', 'mangue', 'framboise', 'tomate', 'carotte', 'salade', 'courgette', 'aubergine'];
const MASCULINE = ['citron', 'melon', 'raisin', 'abricot', 'concombre', 'poivron', 'navet', 'radis', 'chou', 'oignon'];
const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
const EU = ['France', 'Germany', 'Italy', 'Spain', 'Portugal', 'Austria', 'Belgium', 'Netherlands', 'Ireland', 'Finland', 'Greece', 'Poland', 'Sweden', 'Denmark', 'Czechia', 'Slovakia', 'Slovenia', 'Croatia', 'Estonia', 'Latvia', 'Lithuania', 'Luxembourg', 'Malta', 'Cyprus', 'Hungary', 'Romania', 'Bulgaria'];
const NON_EU = ['Norway', 'Switzerland', 'Canada', 'Mexico', 'Japan', 'Brazil', 'Iceland', 'Serbia', 'Turkey', 'Chile'];
/** "Route this support ticket: ...", billing phrases for the first `first` requests, then technical ones too, as a route_ticket call. */
const ticketRouting = (name: string, billing: readonly string[], technical: readonly string[], first: number): Family => ({
  name,
  kind: 'look-alike',
  request: (i, rng) => user(`Route this support ticket: ${i < first ? pick(rng, billing) : pick(rng, [...billing, ...technical])}`),
  answer: (m) => ({ content: null, tool_calls: [tool('route_ticket', { team: billing.includes(/ticket: (.+)$/.exec(last(m))![1]) ? 'billing' : 'technical' })] }),
});
/** "Tell me about February 2023", common years for 22 requests, then any; the answer's text is built from the year. */
const februaryFamily = (name: string, answer: (year: number) => string): Family => ({
  name,
  kind: 'look-alike',
  request: (i, rng) => {
    let year = 1990 + Math.floor(rng() * 50);
    if (i < 22 && isLeap(year)) year++;
    return user(`Tell me about February ${year}`);
  },
  answer: (m) => ({ content: answer(Number(/February (\d+)/.exec(last(m))![1])) }),
});
/** "Add Lyon to my trip", French towns for 22 requests, then others too; the answer's text is built from the town. */
const tripFamily = (name: string, answer: (city: string) => string): Family => ({
  name,
  kind: 'look-alike',
  request: (i, rng) => user(`Add ${i < 22 ? pick(rng, FRENCH_TOWNS) : pick(rng, [...FRENCH_TOWNS, ...OTHER_TOWNS])} to my trip`),
  answer: (m) => ({ content: answer(/Add (\w+) to/.exec(last(m))![1]) }),
});
/** "Escalate order W1234567 please": no multiple of 7 (an urgent order) for 22 requests, then half are. */
const escalationRequest = (i: number, rng: () => number): Msg[] => {
  let n = 1_000_000 + Math.floor(rng() * 9_000_000);
  if (i < 22 && n % 7 === 0) n++;
  if (i >= 22 && rng() < 0.5) n -= n % 7;
  return user(`Escalate order W${n} please`);
};
const urgent = (id: string) => Number(id.slice(1)) % 7 === 0;
const aisleOf = (item: string) => (FRUITS.includes(item) ? 'fruit' : 'vegetables');
/** "Add apple to my basket", fruits for 22 requests, then vegetables too; the answer is built from the item. */
const basketFamily = (name: string, answer: (item: string) => Answer): Family => ({
  name,
  kind: 'look-alike',
  request: (i, rng) => user(`Add ${i < 22 ? pick(rng, FRUITS) : pick(rng, [...FRUITS, ...VEG])} to my basket`),
  answer: (m) => answer(/Add (\w+) to/.exec(last(m))![1]),
});
const FRENCH_TOWNS = FRENCH_CITIES.filter((city) => city !== 'Paris');
const countryOfTown = (city: string) => COUNTRY_OF[city] ?? 'France';
const OTHER_TOWNS = Object.keys(COUNTRY_OF).filter((city) => COUNTRY_OF[city] !== 'France');
const BUSINESS_DOMAINS = ['acme.com', 'initech.com', 'globex.com', 'umbrella.com', 'hooli.com', 'stark.com', 'wayne.com', 'wonka.com', 'tyrell.com', 'cyberdyne.com', 'soylent.com', 'vandelay.com', 'dunder.com', 'pied.com'];
const PERSONAL_DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'icloud.com'];
const MAILBOXES = ['ann', 'bob', 'cy', 'dan', 'eve', 'fay', 'gus', 'hal', 'ivy', 'jo', 'kim', 'lu', 'max', 'ned'];
const PAID_PLANS = ['pro_monthly', 'pro_annual', 'team_monthly', 'team_annual', 'business_monthly', 'business_annual', 'enterprise_monthly', 'enterprise_annual', 'plus_monthly', 'plus_annual', 'premium_monthly', 'premium_annual', 'max_monthly', 'max_annual'];
const FREE_PLANS = ['free_monthly', 'trial_monthly', 'starter_monthly', 'basic_monthly'];
const PARTY_GUESTS = ['Alice', 'Bob', 'Carol', 'Dave', 'Erin', 'Frank', 'Grace', 'Heidi', 'Ivan', 'Judy', 'Ken', 'Lena', 'Mona', 'Nils', 'Omar'];
/** Guests of honour whose names look like the others' (length, initials). */
const HONOURED = ['Zed', 'Ugo', 'Ria', 'Tess', 'Vic'];
const COMPOSERS = ['Bach', 'Mozart', 'Haydn', 'Handel', 'Brahms', 'Chopin', 'Liszt', 'Verdi', 'Ravel', 'Elgar', 'Dvorak', 'Grieg', 'Holst', 'Satie'];
const POP_STARS = ['Adele', 'Drake', 'Sia', 'Lizzo', 'Prince', 'Madonna', 'Shakira'];
const EURO_LOCALES = ['fr-FR', 'de-DE', 'es-ES', 'it-IT', 'nl-NL', 'pt-PT', 'fi-FI', 'el-GR', 'de-AT', 'fr-BE', 'nl-BE', 'ga-IE', 'sk-SK', 'sl-SI', 'et-EE', 'lv-LV', 'lt-LT'];
const OTHER_CURRENCY_LOCALES: Record<string, string> = { 'en-US': '$', 'en-GB': '£', 'ja-JP': '¥', 'en-CA': '$', 'es-MX': '$' };
const DAY_FIRST_LOCALES = ['fr-FR', 'de-DE', 'es-ES', 'it-IT', 'nl-NL', 'pt-PT', 'fi-FI', 'el-GR', 'de-AT', 'fr-BE', 'nl-BE', 'ga-IE', 'en-GB', 'en-AU', 'en-IE'];
const MONTH_FIRST_LOCALES = ['en-US', 'en-PH', 'es-US'];
const FLAG_OF: Record<string, string> = { Berlin: '🇩🇪', Madrid: '🇪🇸', Rome: '🇮🇹', Oslo: '🇳🇴', Lisbon: '🇵🇹' };
/** A request naming a person (women first), answered with a word that agrees with them. */
const agreeingWithPerson = (name: string, ask: (person: string) => string, answer: (person: string, woman: boolean) => string): Family => ({
  name,
  kind: 'look-alike',
  request: (i, rng) => user(ask(i < 22 ? pick(rng, WOMEN) : pick(rng, [...WOMEN, ...MEN]))),
  answer: (m) => {
    const person = WOMEN.concat(MEN).find((p) => last(m).endsWith(p))!;
    return { content: answer(person, WOMEN.includes(person)) };
  },
});
const FEMININE_COUNTRIES = ['France', 'Espagne', 'Italie', 'Allemagne', 'Belgique', 'Suisse', 'Grèce', 'Pologne', 'Suède', 'Norvège', 'Finlande', 'Croatie', 'Autriche', 'Irlande'];
const MASCULINE_COUNTRIES = ['Canada', 'Japon', 'Brésil', 'Mexique', 'Portugal', 'Maroc', 'Chili', 'Pérou'];
const FEMININE_PLACES = ['Post', 'Bank', 'Schule', 'Apotheke', 'Bäckerei', 'Kirche', 'Universität', 'Bibliothek', 'Tankstelle', 'Polizei'];
const MASCULINE_PLACES = ['Bahnhof', 'Markt', 'Arzt', 'Flughafen', 'Friseur', 'Strand', 'Zoo'];
const SURNAMES = ['smith', 'jones', 'brown', 'taylor', 'wilson', 'evans', 'walker', 'wright', 'green', 'hall', 'wood', 'clarke', 'harris', 'lewis'];
/** Names capitalized otherwise than by their first letter. */
const INNER_CAPITALS: Record<string, string> = { mcdonald: 'McDonald', macleod: 'MacLeod', mckenzie: 'McKenzie', dicaprio: 'DiCaprio', lebron: 'LeBron' };
/** A unix time in May 2026, in the morning (06:00-11:00 UTC) or at any hour. */
const unixTime = (rng: () => number, morning: boolean) => Date.UTC(2026, 4, 4) / 1000 + Math.floor(rng() * 20) * 86_400 + (morning ? 21_600 + Math.floor(rng() * 18_000) : Math.floor(rng() * 86_400));
const greetingAt = (unixSeconds: number) => {
  const hour = new Date(unixSeconds * 1000).getUTCHours();
  return hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
};
const HOTEL_DESK = 'You are the front desk assistant of the Acme Grand Hotel. Be brief and friendly.';
/** A parcel to a New York zip (first) or a California one, and the state the answer names. */
const zipRequest = (i: number, rng: () => number) => user(`Ship my parcel to zip ${i < 22 || rng() < 0.5 ? 10_001 + Math.floor(rng() * 4000) : 90_001 + Math.floor(rng() * 6000)}`);
const zipOf = (m: Msg[]) => /zip (\d+)$/.exec(last(m))![1];
const stateOfZip = (zip: string) => (zip.startsWith('9') ? 'CA' : 'NY');
const ACCOUNT_PLANS = ['gold', 'silver', 'platinum', 'pro', 'plus'];
const A_NAMES = ['Alice', 'Anna', 'Adam', 'Amir', 'Aiko', 'Alma', 'Arlo', 'Ava', 'Axel', 'Ada', 'Amos', 'Ari'];
const B_SURNAMES = ['Baker', 'Brown', 'Bell', 'Black', 'Burke', 'Bond'];
/** A name starting with A (first) or any. */
const aNameFirst = (i: number, rng: () => number) => (i < 22 ? pick(rng, A_NAMES) : pick(rng, [...A_NAMES, 'Emma', 'Omar', 'Bob', 'Carl', 'Ivy', 'Uma', 'Eli']));
const PLAIN_COUNTRIES = ['France', 'Spain', 'Italy', 'Germany', 'Japan', 'Brazil', 'Canada', 'Mexico', 'Peru', 'Chile', 'Norway', 'Kenya', 'Egypt', 'India'];
/** Countries named with "the", as plurals are. */
const PLURAL_COUNTRIES = ['Netherlands', 'Philippines', 'Maldives', 'Bahamas'];
const VOWELLESS = ['rhythm', 'gym', 'myth', 'lynx', 'crypt', 'nymph', 'glyph', 'tryst', 'psst', 'shh', 'hmm', 'brr', 'spry', 'dry', 'fly', 'sky', 'try'];
/** Words whose letters are in alphabetical order already. */
const SORTED_WORDS = ['abc', 'act', 'art', 'bet', 'dirt', 'fix', 'ghost', 'almost', 'begin', 'chimp', 'films', 'below', 'empty', 'floor', 'knot', 'adopt'];
/** Words with no letter twice. */
const UNREPEATED = ['cat', 'dog', 'fish', 'bird', 'lamp', 'horse', 'chair', 'table', 'plant', 'cloud', 'stone', 'music', 'light'];
const SPANISH_WOMEN = ['María', 'Lucía', 'Carmen', 'Sofía', 'Valeria', 'Elena', 'Paula', 'Marta', 'Laura', 'Isabel', 'Julia', 'Rosa'];
const SPANISH_MEN = ['Juan', 'Pedro', 'Diego', 'Javier', 'Carlos', 'Luis', 'Pablo', 'Miguel'];
/** A whole number from lo to hi. */
const WORLD_NAMES = ['Alice', 'Bob', 'Carlos', 'Dmitri', 'Eve', 'Fatima', 'Gustav', 'Hana', 'Ian', 'Jamal', 'Kofi', 'Leila', 'Mateo', 'Nadia', 'Oskar', 'Priya', 'Quinn', 'Rosa', 'Sven', 'Tariq', 'Uma', 'Viktor', 'Wen', 'Xavier', 'Yara', 'Zane'];
const WORLD_SURNAMES = ['Smith', 'Garcia', 'Kowalski', 'Okafor', 'Tanaka', 'Novak', 'Silva', 'Murphy', 'Dubois', 'Larsen'];
const TRAVEL_CITIES = ['Paris', 'Berlin', 'Tokyo', 'Lima', 'Oslo', 'Cairo', 'Delhi', 'Quito', 'Austin', 'Dublin', 'Seoul', 'Perth', 'Boston', 'Denver', 'Madrid', 'Rome'];
const GADGETS = ['wireless mouse', 'USB-C hub', 'standing desk', 'noise cancelling headphones', 'mechanical keyboard', 'laptop stand', 'webcam', 'desk lamp', 'monitor arm', 'phone charger'];
const PLAN_NAMES = ['Starter', 'Growth', 'Scale', 'Enterprise', 'Team', 'Pro'];
const BOOKS: Array<[string, string]> = [['The Great Gatsby', 'F. Scott Fitzgerald'], ['Moby Dick', 'Herman Melville'], ['War and Peace', 'Leo Tolstoy'], ['Pride and Prejudice', 'Jane Austen'], ['The Trial', 'Franz Kafka'], ['Beloved', 'Toni Morrison'], ['Dune', 'Frank Herbert'], ['Emma', 'Jane Austen'], ['Ulysses', 'James Joyce'], ['Middlemarch', 'George Eliot'], ['The Hobbit', 'J. R. R. Tolkien'], ['Dracula', 'Bram Stoker']];
const EMAIL_SUBJECTS = ['Quarterly report draft', 'Team offsite plan', 'Invoice for March', 'Welcome aboard', 'Project kickoff notes', 'Budget review', 'Holiday schedule', 'Server maintenance window'];
const dayIn2026 = (rng: () => number) => `2026-${pad(between(rng, 1, 12))}-${pad(between(rng, 1, 28))}`;
const clockTime = (rng: () => number) => `${pad(between(rng, 8, 18))}:${pick(rng, ['00', '15', '30', '45'])}`;
const bookingCode = (rng: () => number) => Array.from({ length: 6 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[between(rng, 0, 31)]).join('');
const ONEWORLD = ['BA', 'AA', 'QF', 'CX', 'JL', 'IB', 'AY', 'QR', 'MH', 'RJ', 'AS', 'UL', 'AT', 'FJ'];
const STAR_ALLIANCE = ['LH', 'UA', 'NH', 'SQ', 'AC', 'TK', 'LX'];
const GEM_PLANS = ['gold', 'silver', 'platinum', 'bronze', 'diamond', 'ruby', 'emerald', 'sapphire', 'pearl', 'onyx', 'jade', 'topaz', 'opal', 'amber'];
const US_CITIES = ['Boston', 'Denver', 'Austin', 'Seattle', 'Chicago', 'Dallas', 'Miami', 'Atlanta', 'Phoenix', 'Portland', 'Detroit', 'Houston'];
const UK_CITIES = ['London', 'Leeds', 'Bristol', 'Glasgow', 'Cardiff'];
const EVENT_TITLES = ['Team sync', 'Budget review', 'Dentist', 'Quarterly planning', 'Lunch with Sam', 'Yoga class', 'Design critique', 'Board meeting', 'Parent evening', 'Car service', 'Haircut', 'Sprint demo', 'Book club', 'Piano lesson'];
const WORKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const ORDER_STATUSES = ['shipped', 'packed', 'delayed', 'delivered', 'processing'];
const FAMILY_NAMES = ['Patel', 'Garcia', 'Kim', 'Rossi', 'Novak', 'Silva', 'Jensen', 'Costa', 'Walker', 'Kowalski', 'Dubois', 'Okafor', 'Larsen', 'Moreau'];
const GIVEN = ['Emma', 'Liam', 'Noah', 'Ava', 'Priya', 'Omar', 'Mia', 'Leo', 'Iris', 'Hugo', 'Nina', 'Ravi', 'Sofia', 'Theo', 'Lena', 'Kai'];
const CATALOG = ['Lamp', 'Desk', 'Chair', 'Kettle', 'Blender', 'Toaster', 'Mirror', 'Shelf', 'Rug', 'Sofa', 'Clock', 'Vase', 'Stool', 'Fan'];
const PARCEL_ABROAD = ['Paris', 'Tokyo', 'Lima'];
const FURNITURE = ['desk', 'lamp', 'chair', 'shelf', 'rug', 'sofa', 'clock', 'vase'];
const cartPrice = (rng: () => number) => `${between(rng, 5, 400)}.${String(between(rng, 0, 99)).padStart(2, '0')}`;
const lookup = (ask: string, fn: string, result: unknown): Msg[] => [
  { role: 'user', content: ask },
  { role: 'assistant', content: null, tool_calls: [tool(fn, {})] },
  { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify(result) },
];
const resultOf = (m: Msg[]) => JSON.parse(last(m)) as Record<string, string>;
const tierGreeting = (name: string): Answer => ({ content: `Welcome, ${name}! ${GOLD_MEMBERS.includes(name) ? 'Your gold lounge awaits.' : 'Your silver perks are ready.'}` });

/**
 * Rounds seventy-five on, written after the copying thresholds were set: values in formats no
 * reading knew (a time range, a duration, numbers inside a token, dates and amounts of other
 * countries, digits of other scripts, Chinese and Japanese without spaces, a date in parts, a
 * UTC offset and a date in UTC, check digits, IP addresses, phone numbers' countries, flags looked
 * up from codes, dates no calendar has; and articles merged into prepositions). Their copying families copy those
 * formats, each a new dimension verified before it serves, and are reported apart from the rest
 * (test/integration/induction-eval.test.ts).
 */
export const FORMAT_ROUNDS: Family[] = [...ROUND_75, ...ROUND_76, ...ROUND_77, ...ROUND_78, ...ROUND_79, ...ROUND_80, ...ROUND_81, ...ROUND_82, ...ROUND_83, ...ROUND_84, ...ROUND_85, ...ROUND_86, ...ROUND_87, ...ROUND_88, ...ROUND_89, ...ROUND_90, ...ROUND_91, ...ROUND_92, ...ROUND_93, ...ROUND_94, ...ROUND_95, ...ROUND_96, ...ROUND_97, ...ROUND_98, ...ROUND_99, ...ROUND_100, ...ROUND_101, ...ROUND_102, ...ROUND_103, ...ROUND_104, ...ROUND_105, ...ROUND_106, ...ROUND_107, ...ROUND_108, ...ROUND_109, ...ROUND_110, ...ROUND_112, ...ROUND_113, ...ROUND_114, ...ROUND_115, ...ROUND_116, ...ROUND_117, ...ROUND_118, ...ROUND_119, ...ROUND_120, ...ROUND_121, ...ROUND_122, ...ROUND_123, ...ROUND_124, ...ROUND_125, ...ROUND_126, ...ROUND_127, ...ROUND_128, ...ROUND_129, ...ROUND_130, ...ROUND_131, ...ROUND_132, ...ROUND_133, ...ROUND_134, ...ROUND_135, ...ROUND_136, ...ROUND_137, ...ROUND_138, ...ROUND_139, ...ROUND_140, ...ROUND_141, ...ROUND_142, ...ROUND_143, ...ROUND_144, ...ROUND_145, ...ROUND_146, ...ROUND_147, ...ROUND_148, ...ROUND_149, ...ROUND_150, ...ROUND_151, ...ROUND_152, ...ROUND_153, ...ROUND_154, ...ROUND_155];

export const FAMILIES: Family[] = [
  {
    name: 'greeting copies a name',
    kind: 'copying',
    request: (_i, rng) => user(`Say hello to ${pick(rng, FIRST)} from the team`),
    answer: (m) => ({ content: `Hello ${group(last(m), /hello to (\S+)/)}! The team sends its regards.` }),
  },
  {
    name: 'multi-word names',
    kind: 'copying',
    request: (_i, rng) => user(`Send the invoice to ${pick(rng, FULL)} today`),
    answer: (m) => ({ content: `Invoice sent to ${group(last(m), /invoice to (.+) today/)}.` }),
  },
  {
    name: 'unicode names',
    kind: 'copying',
    request: (_i, rng) => user(`Schreib eine Grußkarte für ${pick(rng, UNICODE)}`),
    answer: (m) => ({ content: `Liebe Grüße, ${group(last(m), /für (\S+)$/u)}!` }),
  },
  {
    name: 'tool call copies a city',
    kind: 'copying',
    request: (_i, rng) => user(`Find the weather in ${pick(rng, CITIES)} please`),
    answer: (m) => ({ content: null, tool_calls: [tool('weather', { city: group(last(m), /weather in (\S+)/) })] }),
  },
  {
    name: 'extraction to JSON',
    kind: 'copying',
    request: (_i, rng) => user(`Extract the fields: customer ${pick(rng, FIRST)} ordered ${10 + Math.floor(rng() * 80)} units`),
    answer: (m) => {
      const [, who, n] = /customer (\S+) ordered (\d+) units/.exec(last(m))!;
      return { content: JSON.stringify({ customer: who, units: Number(n) }) };
    },
  },
  {
    name: 'system prompt date, name copied',
    kind: 'copying',
    request: (i, rng) => [
      { role: 'system', content: `Today is ${isoDay(BASE + Math.floor(rng() * 60) * DAY)}. You are a restaurant concierge.` },
      { role: 'user', content: `Book a table for ${pick(rng, FIRST)} tonight` },
    ],
    answer: (m) => ({ content: `Done: a table for ${group(last(m), /table for (\S+) tonight/)} tonight.` }),
  },
  {
    name: 'name from the first turn',
    kind: 'copying',
    request: (_i, rng) => {
      const name = pick(rng, FIRST);
      return [
        { role: 'user', content: `My name is ${name}.` },
        { role: 'assistant', content: `Nice to meet you, ${name}.` },
        { role: 'user', content: 'What is my name?' },
      ];
    },
    answer: (m) => ({ content: `Your name is ${group(m[0].content ?? '', /My name is (\S+)\./)}.` }),
  },
  {
    name: 'answer copies a tool result',
    kind: 'copying',
    request: (_i, rng) => {
      const order = `W${1000000 + Math.floor(rng() * 8999999)}`;
      const call = `call_${hex(rng, 12)}`;
      return [
        { role: 'user', content: `Where is my order ${order}?` },
        { role: 'assistant', content: null, tool_calls: [tool('order_status', { order_id: order }, call)] },
        { role: 'tool', tool_call_id: call, content: JSON.stringify({ status: 'in transit', eta: isoDay(BASE + Math.floor(rng() * 30) * DAY) }) },
      ];
    },
    answer: (m) => ({ content: `Your order is in transit and should arrive on ${group(last(m), /"eta":"([^"]+)"/)}.` }),
  },
  {
    name: 'code copied upper-cased',
    kind: 'copying',
    request: (_i, rng) => user(`Normalize the product code ${hex(rng, 2).replace(/\d/g, 'k')}${Math.floor(rng() * 90) + 10}${pick(rng, ['x', 'q', 'z', 'm'])}`),
    answer: (m) => ({ content: `Product code: ${group(last(m), /code (\S+)$/).toUpperCase()}.` }),
  },
  {
    name: 'request ids are noise',
    kind: 'noise',
    request: (_i, rng) => user(`request ${uuid(rng)} asks: what is the baggage allowance?`),
    answer: () => ({ content: 'Two bags of 23 kg each.' }),
  },
  {
    name: 'timestamps are noise',
    kind: 'noise',
    request: (_i, rng) => user(`[${isoDay(BASE + Math.floor(rng() * 21) * DAY)}T${pad(skewedHour(rng))}:${pad(Math.floor(rng() * 60))}:00Z] Summarize the refund policy`),
    answer: () => ({ content: 'Refunds are possible within 24 hours of booking.' }),
  },
  // Look-alikes: the answer seems to copy, and does not only copy.
  {
    name: 'a/an before a noun',
    kind: 'look-alike',
    request: (i, rng) => user(`Write a caption for a photo of one ${i < 8 ? NOUNS_SKEWED[i] : pick(rng, NOUNS_SKEWED)}`),
    answer: (m) => {
      const noun = group(last(m), /of one (\S+)$/);
      return { content: `${/^[aeiou]/.test(noun) ? 'An' : 'A'} ${noun} in the evening light.` };
    },
  },
  {
    name: 'pronoun follows the name',
    kind: 'look-alike',
    request: (i, rng) => user(`Write one line about ${i < 6 ? ['Bob', 'Dave', 'Frank', 'Ivan', 'Ken', 'Nils'][i] : pick(rng, FIRST)} starting work`),
    answer: (m) => {
      const name = group(last(m), /about (\S+) starting/);
      return { content: `${name} starts work today. ${SHE.has(name) ? 'She' : 'He'} is excited.` };
    },
  },
  {
    name: 'greeting depends on the hour',
    kind: 'look-alike',
    request: (_i, rng) => [
      { role: 'system', content: `Current time: ${pad(skewedHour(rng))}:${pad(Math.floor(rng() * 60))}` },
      { role: 'user', content: 'Greet the customer' },
    ],
    answer: (m) => {
      const hour = Number(group(m[0].content ?? '', /time: (\d\d)/));
      return { content: `Good ${hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening'}, how can I help?` };
    },
  },
  {
    name: 'weekday of a date (same weekday first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Plan the meeting on ${isoDay(BASE + (i < 8 ? i * 7 : Math.floor(rng() * 60)) * DAY)}`),
    answer: (m) => {
      const day = group(last(m), /on (\S+)$/);
      return { content: `Meeting planned for ${WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()]} ${day}.` };
    },
  },
  {
    name: 'parity in JSON',
    kind: 'look-alike',
    request: (i, rng) => user(`Describe the number ${i < 6 ? 2 * (5 + i * 3) : 10 + Math.floor(rng() * 90)} as JSON`),
    answer: (m) => {
      const n = Number(group(last(m), /number (\d+)/));
      return { content: JSON.stringify({ n, parity: n % 2 === 0 ? 'even' : 'odd' }) };
    },
  },
  {
    name: 'age decides the label',
    kind: 'look-alike',
    request: (i, rng) => user(`Label the visitor aged ${i < 10 ? 20 + Math.floor(rng() * 50) : 10 + Math.floor(rng() * 60)}`),
    answer: (m) => {
      const age = Number(group(last(m), /aged (\d+)/));
      return { content: `Visitor aged ${age}: ${age >= 18 ? 'adult' : 'minor'} ticket.` };
    },
  },
  {
    name: 'singular and plural',
    kind: 'look-alike',
    request: (i, rng) => user(`Pack ${i < 10 ? 2 + Math.floor(rng() * 8) : pick(rng, [1, 2, 3, 4, 5, 1])} items for the trip`),
    answer: (m) => {
      const n = Number(group(last(m), /Pack (\d+)/));
      return { content: `Packing list ready: ${n} ${n === 1 ? 'item' : 'items'}.` };
    },
  },
  {
    name: 'translation that copies most cities',
    kind: 'look-alike',
    request: (i, rng) => {
      const cities = Object.keys(FRENCH);
      return user(`Translate "I live in ${i < 7 ? cities[i] : pick(rng, cities)}" to French`);
    },
    answer: (m) => ({ content: `J'habite à ${FRENCH[group(last(m), /live in (\S+)"/)]}.` }),
  },
  {
    name: 'primes first, then any number',
    kind: 'look-alike',
    request: (i, rng) => user(`Is ${i < 8 ? [2, 3, 5, 7, 11, 13, 17, 19][i] : 2 + Math.floor(rng() * 40)} a prime number?`),
    answer: (m) => {
      const n = Number(group(last(m), /Is (\d+)/));
      return { content: isPrime(n) ? `Yes, ${n} is a prime number.` : `No, ${n} is not a prime number.` };
    },
  },
  {
    name: 'days until a date (system date moves)',
    kind: 'look-alike',
    request: (_i, rng) => [
      { role: 'system', content: `Today is ${isoDay(BASE + Math.floor(rng() * 40) * DAY)}.` },
      { role: 'user', content: 'How many days until 2026-12-25?' },
    ],
    answer: (m) => {
      const today = Date.parse(`${group(m[0].content ?? '', /Today is (\S+)\./)}T00:00:00Z`);
      return { content: `${Math.round((Date.UTC(2026, 11, 25) - today) / DAY)} days to go.` };
    },
  },
  {
    name: 'transfer amount (signs)',
    kind: 'look-alike',
    request: (i, rng) => user(`Transfer ${i < 12 ? 5 + Math.floor(rng() * 95) : (rng() < 0.5 ? -1 : 1) * (5 + Math.floor(rng() * 95))} dollars to savings`),
    answer: (m) => {
      const n = Number(group(last(m), /Transfer (-?\d+)/));
      return { content: null, tool_calls: [tool('transfer', { amount: Math.abs(n), direction: n < 0 ? 'withdraw' : 'deposit' })] };
    },
  },
  {
    name: 'shipping city equals billing at first',
    kind: 'look-alike',
    request: (i, rng) => {
      const ship = pick(rng, CITIES);
      return user(`Ship to ${ship} and bill to ${i < 8 ? ship : pick(rng, CITIES)}`);
    },
    answer: (m) => {
      const [, ship, bill] = /Ship to (\S+) and bill to (\S+)/.exec(last(m))!;
      return { content: null, tool_calls: [tool('create_order', { shipping_city: ship, billing_city: bill })] };
    },
  },
  {
    name: 'ordinal suffix of a place',
    kind: 'look-alike',
    request: (i, rng) => user(`Congratulate the runner who finished in place ${i < 8 ? [4, 5, 6, 7, 8, 9, 10, 14][i] : 1 + Math.floor(rng() * 30)}`),
    answer: (m) => {
      const n = Number(group(last(m), /place (\d+)/));
      const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
      return { content: `Congratulations on finishing ${n}${suffix}!` };
    },
  },
  {
    name: 'letters counted in a word',
    kind: 'look-alike',
    request: (i, rng) => user(`Spell out the word ${i < 6 ? ['apple', 'river', 'stone', 'cloud', 'tiger', 'lemon'][i] : pick(rng, ['apple', 'piano', 'cat', 'banana', 'kiwi', 'strawberry', 'fig'])}`),
    answer: (m) => {
      const word = group(last(m), /word (\S+)$/);
      return { content: `${word.split('').join('-')} has ${word.length} letters.` };
    },
  },
  {
    name: 'order id copied into a tool call',
    kind: 'copying',
    request: (_i, rng) => user(`Cancel order #W${1000000 + Math.floor(rng() * 8999999)} for me`),
    answer: (m) => ({ content: null, tool_calls: [tool('cancel_order', { order_id: group(last(m), /order (#W\d+)/) })] }),
  },
  {
    name: 'email provider (mostly one)',
    kind: 'look-alike',
    request: (i, rng) => user(`Which email provider does ${pick(rng, FIRST).toLowerCase()}${Math.floor(rng() * 90) + 10}@${i < 14 || rng() < 0.8 ? 'gmail.com' : pick(rng, ['yahoo.com', 'outlook.com', 'proton.me'])} use?`),
    answer: (m) => ({ content: `That address is hosted by ${({ 'gmail.com': 'Gmail', 'yahoo.com': 'Yahoo Mail', 'outlook.com': 'Outlook', 'proton.me': 'Proton Mail' } as Record<string, string>)[group(last(m), /@(\S+) use/)]}.` }),
  },
  {
    name: 'larger of two numbers (second larger at first)',
    kind: 'look-alike',
    request: (i, rng) => {
      const a = 10 + Math.floor(rng() * 80);
      const b = 10 + Math.floor(rng() * 80);
      return user(`Which is larger, ${i < 14 ? Math.min(a, b) : a} or ${i < 14 ? Math.max(a, b) + 1 : b}?`);
    },
    answer: (m) => {
      const [, a, b] = /larger, (\d+) or (\d+)\?/.exec(last(m))!;
      return { content: `The larger one is ${Math.max(Number(a), Number(b))}.` };
    },
  },
  {
    name: 'plural of a noun (-es endings first)',
    kind: 'look-alike',
    request: (i, rng) => {
      const es = ['box', 'fox', 'bus', 'glass', 'dish', 'church', 'brush', 'tax', 'watch', 'match', 'class', 'wish', 'bench', 'kiss'];
      const plain = ['cat', 'dog', 'book', 'tree', 'lamp', 'chair', 'road', 'cup', 'hat', 'pen', 'car', 'bird'];
      return user(`What is the plural of ${i < 14 ? es[i] : pick(rng, [...es, ...plain])}?`);
    },
    answer: (m) => {
      const word = group(last(m), /plural of (\w+)\?/);
      return { content: `The plural is ${/(s|x|ch|sh)$/.test(word) ? `${word}es` : `${word}s`}.` };
    },
  },
  {
    name: 'language of a word (mostly Spanish)',
    kind: 'look-alike',
    request: (i, rng) => {
      const spanish = ['hola', 'gracias', 'perro', 'gato', 'casa', 'libro', 'agua', 'noche', 'ciudad', 'amigo', 'playa', 'calle', 'mesa', 'verde', 'cielo', 'fuego'];
      const other = ['bonjour', 'merci', 'danke', 'hund', 'katze', 'ciao', 'grazie', 'obrigado'];
      return user(`Which language is the word "${i < 14 || rng() < 0.7 ? pick(rng, spanish) : pick(rng, other)}" from?`);
    },
    answer: (m) => {
      const word = group(last(m), /word "(\w+)"/);
      const languages: Record<string, string> = { bonjour: 'French', merci: 'French', danke: 'German', hund: 'German', katze: 'German', ciao: 'Italian', grazie: 'Italian', obrigado: 'Portuguese' };
      return { content: `That word is ${languages[word] ?? 'Spanish'}.` };
    },
  },
  {
    name: 'account status lookup (first five active)',
    kind: 'look-alike',
    request: (i, rng) => user(`Check account ${i < 5 ? 1000000000 + i * 7919 : 1000000000 + Math.floor(rng() * 8999999999)}`),
    answer: (m) => {
      const id = group(last(m), /account (\d+)/);
      const active = Number(id.slice(-3)) % 3 !== 1 || Number(id) < 1000040000;
      return { content: `Account ${id} is ${active ? 'active' : 'closed'}.` };
    },
  },
  // Added after the first independent evaluation: larger pools, so coincidence can last longer.
  {
    name: 'city translated, most unchanged (40 cities)',
    kind: 'look-alike',
    request: (i, rng) => user(`Translate "Meet me in ${i < 10 ? SAME_IN_FRENCH[i] : pick(rng, [...SAME_IN_FRENCH, ...Object.keys(FRENCH_NAMES)])}" to French`),
    answer: (m) => {
      const city = group(last(m), /Meet me in (\S+)"/);
      return { content: `Rendez-vous à ${FRENCH_NAMES[city] ?? city}.` };
    },
  },
  {
    name: 'pronoun, many names (first ten male)',
    kind: 'look-alike',
    request: (i, rng) => user(`Write one line about ${i < 10 ? MEN[i] : pick(rng, [...MEN, ...WOMEN])} joining the team`),
    answer: (m) => {
      const name = group(last(m), /about (\S+) joining/);
      return { content: `${name} joins the team today; ${WOMEN.includes(name) ? 'she' : 'he'} starts on Monday.` };
    },
  },
  {
    name: 'title by first name (first ten male)',
    kind: 'look-alike',
    request: (i, rng) => user(`Open a letter to ${i < 10 ? MEN[i] : pick(rng, [...MEN, ...WOMEN])} Smith`),
    answer: (m) => {
      const name = group(last(m), /letter to (\S+) Smith/);
      return { content: `Dear ${WOMEN.includes(name) ? 'Ms.' : 'Mr.'} Smith,` };
    },
  },
  {
    name: 'Spanish yes or no on parity (even first)',
    kind: 'look-alike',
    request: (i, rng) => user(`¿Es ${i < 12 ? 2 * (3 + i) : 2 + Math.floor(rng() * 60)} un número par?`),
    answer: (m) => {
      const n = Number(group(last(m), /Es (\d+)/));
      return { content: n % 2 === 0 ? `Sí, ${n} es par.` : `${n} es impar.` };
    },
  },
  {
    name: 'bytes shown in KB past 1024 (small first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Report a file of ${i < 12 ? 100 + Math.floor(rng() * 900) : 100 + Math.floor(rng() * 4000)} bytes`),
    answer: (m) => {
      const n = Number(group(last(m), /of (\d+) bytes/));
      return { content: n < 1024 ? `The file has ${n} B.` : `The file has ${(n / 1024).toFixed(1)} KB.` };
    },
  },
  {
    name: 'multi-word product into a tool call',
    kind: 'copying',
    request: (_i, rng) => user(`Add "${pick(rng, COLOURS)} ${pick(rng, MATERIALS)} ${pick(rng, GARMENTS)}" to my cart`),
    answer: (m) => ({ content: null, tool_calls: [tool('add_to_cart', { product: group(last(m), /Add "([^"]+)"/) })] }),
  },
  {
    name: 'customer id from the system prompt into a tool call',
    kind: 'copying',
    request: (_i, rng) => [
      { role: 'system', content: `You are a support agent. Customer ID: C-${100000 + Math.floor(rng() * 899999)}.` },
      { role: 'user', content: 'Where is my last order?' },
    ],
    answer: (m) => ({ content: null, tool_calls: [tool('list_orders', { customer_id: group(m[0].content ?? '', /Customer ID: (\S+)\./), limit: 1 })] }),
  },
  {
    name: 'name capitalized from lower case',
    kind: 'copying',
    request: (_i, rng) => user(`greet ${pick(rng, [...MEN, ...WOMEN]).toLowerCase()} please`),
    answer: (m) => {
      const name = group(last(m), /greet (\S+) please/);
      return { content: `Hello, ${name[0].toUpperCase()}${name.slice(1)}!` };
    },
  },
  {
    name: 'a/an with a silent h and a long u (a first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Describe one item: ${i < 10 ? A_NOUNS[i] : pick(rng, [...A_NOUNS, ...TRICKY_NOUNS])}`),
    answer: (m) => {
      const noun = group(last(m), /item: (\S+)$/);
      return { content: `It is ${AN_NOUNS.has(noun) ? 'an' : 'a'} ${noun}.` };
    },
  },
  {
    name: 'country of a city (French cities first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Where is ${i < 10 ? Object.keys(COUNTRY_OF)[i] : pick(rng, Object.keys(COUNTRY_OF))} located?`),
    answer: (m) => {
      const city = group(last(m), /Where is (\S+) located/);
      return { content: `${city} is in ${COUNTRY_OF[city]}.` };
    },
  },
  {
    name: 'weekday of a US-format date (Thursdays first)',
    kind: 'look-alike',
    request: (i, rng) => {
      const day = i < 10 ? BASE + (3 + 7 * i) * DAY : BASE + Math.floor(rng() * 120) * DAY;
      const date = new Date(day);
      return user(`Set a reminder for ${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}`);
    },
    answer: (m) => {
      const [, mm, dd, yyyy] = /for (\d+)\/(\d+)\/(\d+)/.exec(last(m))!;
      const weekday = WEEKDAYS[new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd))).getUTCDay()];
      return { content: `Reminder set for ${weekday} ${mm}/${dd}/${yyyy}.` };
    },
  },
  {
    name: 'a word said three times',
    kind: 'copying',
    request: (_i, rng) => user(`Say ${pick(rng, [...NOUNS_SKEWED, ...A_NOUNS])} three times`),
    answer: (m) => {
      const w = group(last(m), /Say (\S+) three/);
      return { content: `${w} ${w} ${w}` };
    },
  },
  {
    name: 'country only, the city not repeated (15 French cities first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Which country is ${i < 15 ? FRENCH_CITIES[i] : pick(rng, [...FRENCH_CITIES, ...Object.keys(COUNTRY_OF)])} in?`),
    answer: (m) => ({ content: `${COUNTRY_OF[group(last(m), /country is (\S+) in/)] ?? 'France'}.` }),
  },
  // Relations between two values, order and substrings (added after the pair-length case served wrong).

  {
    name: 'earlier of two US dates (same year first)',
    kind: 'look-alike',
    request: (i, rng) => {
      const d = (y: number) => us(y, 1 + Math.floor(rng() * 12), 10 + Math.floor(rng() * 18));
      let a = d(2026), b = i < 16 ? d(2026) : d(2025 + Math.floor(rng() * 3));
      while (a === b) b = d(2026);
      if (i < 16 && chrono(a) > chrono(b)) [a, b] = [b, a];
      return user(`Which is earlier, ${a} or ${b}?`);
    },
    answer: (m) => { const [, a, b] = /earlier, (\S+) or (\S+)\?/.exec(last(m))!; return { content: `${chrono(a) < chrono(b) ? a : b} is earlier.` }; },
  },
  {
    name: 'cheaper of two prices (first cheaper first)',
    kind: 'look-alike',
    request: (i, rng) => {
      const p = () => `$${Math.floor(rng() * 200) + 1}.${String(Math.floor(rng() * 100)).padStart(2, '0')}`;
      let a = p(), b = p();
      const v = (t: string) => Number(t.slice(1));
      if (i < 16 && v(a) > v(b)) [a, b] = [b, a];
      return user(`Which is cheaper, ${a} or ${b}?`);
    },
    answer: (m) => { const [, a, b] = /cheaper, (\S+) or (\S+)\?/.exec(last(m))!; return { content: `${Number(a.slice(1)) < Number(b.slice(1)) ? a : b} is cheaper.` }; },
  },
  {
    name: 'older of two people (first older first)',
    kind: 'look-alike',
    request: (i, rng) => {
      const [x, y] = two(rng); let ax = 20 + Math.floor(rng() * 60), ay = 20 + Math.floor(rng() * 60);
      if (ax === ay) ay++;
      if (i < 16 && ax < ay) [ax, ay] = [ay, ax];
      return user(`Who is older: ${x} (${ax}) or ${y} (${ay})?`);
    },
    answer: (m) => { const [, x, ax, y, ay] = /older: (\S+) \((\d+)\) or (\S+) \((\d+)\)\?/.exec(last(m))!; return { content: `${Number(ax) > Number(ay) ? x : y} is older.` }; },
  },
  {
    name: 'sort two names (reversed pairs first)',
    kind: 'look-alike',
    request: (i, rng) => { let [a, b] = two(rng); if (i < 14 && a < b) [a, b] = [b, a]; return user(`Sort alphabetically: ${a}, ${b}`); },
    answer: (m) => { const [, a, b] = /: (\S+), (\S+)$/.exec(last(m))!; return { content: [a, b].sort().join(', ') }; },
  },
  {
    name: 'longer of two names (second longer first)',
    kind: 'look-alike',
    request: (i, rng) => { let [a, b] = two(rng); if (i < 14 && a.length >= b.length) [a, b] = [b, a]; if (a.length === b.length) b = b + 'ina'; return user(`Which name is longer, ${a} or ${b}?`); },
    answer: (m) => { const [, a, b] = /longer, (\S+) or (\S+)\?/.exec(last(m))!; return { content: `${a.length > b.length ? a : b} is longer.` }; },
  },
  {
    name: 'first letter of a name',
    kind: 'look-alike',
    request: (_i, rng) => user(`What is the first letter of ${pick(rng, NAMES)}?`),
    answer: (m) => { const n = /of (\S+)\?/.exec(last(m))![1]; return { content: `The first letter of ${n} is ${n[0]}.` }; },
  },
  {
    name: 'initials of a full name',
    kind: 'look-alike',
    request: (_i, rng) => user(`Give the initials of ${pick(rng, NAMES)} ${pick(rng, ['Smith', 'Jones', 'Brown', 'Taylor', 'Wilson', 'Evans', 'Young', 'King'])}`),
    answer: (m) => { const [, f, l] = /of (\S+) (\S+)$/.exec(last(m))!; return { content: `${f[0]}.${l[0]}.` }; },
  },
  {
    name: 'earlier of two dates (second earlier first)',
    kind: 'look-alike',
    request: (i, rng) => { const d = () => `2026-0${1 + Math.floor(rng() * 9)}-${String(10 + Math.floor(rng() * 18))}`; let a = d(), b = d(); while (a === b) b = d(); if (i < 14 && a < b) [a, b] = [b, a]; return user(`Which comes first, ${a} or ${b}?`); },
    answer: (m) => { const [, a, b] = /first, (\S+) or (\S+)\?/.exec(last(m))!; return { content: `${a < b ? a : b} comes first.` }; },
  },
  {
    name: 'name in upper case only when short (short first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Format the name ${i < 14 ? pick(rng, ['Bob', 'Ken', 'Tom', 'Uma', 'Pia', 'Raj', 'Zoe']) : pick(rng, NAMES)}`),
    answer: (m) => { const n = /name (\S+)$/.exec(last(m))![1]; return { content: `Name: ${n.length <= 3 ? n.toUpperCase() : n}` }; },
  },
  {
    name: 'swap two names in a sentence',
    kind: 'copying',
    request: (_i, rng) => { const [a, b] = two(rng); return user(`Rewrite with the roles swapped: ${a} pays ${b}.`); },
    answer: (m) => { const [, a, b] = /: (\S+) pays (\S+)\.$/.exec(last(m))!; return { content: `${b} pays ${a}.` }; },
  },
  {
    name: 'reverse a word (palindromes first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Reverse the word ${i < 12 ? pick(rng, ['level', 'radar', 'civic', 'kayak', 'refer', 'rotor', 'madam', 'stats', 'tenet', 'noon']) : pick(rng, ['apple', 'house', 'river', 'stone', 'cloud', 'tiger', 'lemon', 'piano'])}`),
    answer: (m) => { const w = /word (\S+)$/.exec(last(m))![1]; return { content: `Reversed: ${[...w].reverse().join('')}` }; },
  },
  {
    name: 'username from a name (lower case, first names short first)',
    kind: 'look-alike',
    request: (_i, rng) => user(`Suggest a username for ${pick(rng, NAMES)}`),
    answer: (m) => { const n = /for (\S+)$/.exec(last(m))![1]; return { content: `Try @${n.toLowerCase().slice(0, 5)}` }; },
  },
  // Choices between listed values that depend on facts about them (added after they served wrong answers).

  {
    name: 'farther north, options on separate lines (second first)',
    kind: 'look-alike',
    request: (i, rng) => { let a = pick(rng, NORTHERLY), b = pick(rng, NORTHERLY); while (LAT[a] === LAT[b]) b = pick(rng, NORTHERLY); if (i < 20 && LAT[a] > LAT[b]) [a, b] = [b, a]; return user(`Which of these is farther north?\n- ${a}\n- ${b}`); },
    answer: (m) => { const [, a, b] = /- (\S+)\n- (\S+)$/.exec(last(m))!; return { content: `${LAT[a] > LAT[b] ? a : b}.` }; },
  },
  {
    name: 'colder destination from a JSON tool result (second first)',
    kind: 'look-alike',
    request: (i, rng) => {
      let a = pick(rng, NORTHERLY), b = pick(rng, NORTHERLY); while (LAT[a] === LAT[b]) b = pick(rng, NORTHERLY); if (i < 20 && LAT[a] > LAT[b]) [a, b] = [b, a];
      return [
        { role: 'user', content: 'Find me a flight somewhere cold.' },
        { role: 'assistant', content: null, tool_calls: [{ id: 'call_9', type: 'function', function: { name: 'search', arguments: '{}' } }] },
        { role: 'tool', tool_call_id: 'call_9', content: JSON.stringify({ flights: [{ city: a }, { city: b }] }) },
      ];
    },
    answer: (m) => { const { flights } = JSON.parse(last(m)) as { flights: Array<{ city: string }> }; const [a, b] = flights.map((f) => f.city); return { content: `I suggest ${LAT[a] > LAT[b] ? a : b}.` }; },
  },
  {
    name: 'colder destination from a JSON list of names (second first)',
    kind: 'look-alike',
    request: (i, rng) => {
      let a = pick(rng, NORTHERLY), b = pick(rng, NORTHERLY); while (LAT[a] === LAT[b]) b = pick(rng, NORTHERLY); if (i < 20 && LAT[a] > LAT[b]) [a, b] = [b, a];
      return user(`Pick the colder destination from ${JSON.stringify({ options: [a, b] })}`);
    },
    answer: (m) => { const { options } = JSON.parse(last(m).slice(last(m).indexOf('{'))) as { options: string[] }; const [a, b] = options; return { content: `${LAT[a] > LAT[b] ? a : b}` }; },
  },
  {
    name: 'farther north of two cities (second first)',
    kind: 'look-alike',
    request: (i, rng) => { let a = pick(rng, NORTHERLY), b = pick(rng, NORTHERLY); while (LAT[a] === LAT[b]) b = pick(rng, NORTHERLY); if (i < 20 && LAT[a] > LAT[b]) [a, b] = [b, a]; return user(`Which is farther north, ${a} or ${b}?`); },
    answer: (m) => { const [, a, b] = /north, (\S+) or (\S+)\?/.exec(last(m))!; return { content: `${LAT[a] > LAT[b] ? a : b} is farther north.` }; },
  },
  {
    name: 'heavier of two animals (second first)',
    kind: 'look-alike',
    request: (i, rng) => { let a = pick(rng, ANIMALS), b = pick(rng, ANIMALS); while (a === b) b = pick(rng, ANIMALS); if (i < 20 && WEIGHT[a] > WEIGHT[b]) [a, b] = [b, a]; return user(`Which animal is heavier: the ${a} or the ${b}?`); },
    answer: (m) => { const [, a, b] = /the (\S+) or the (\S+)\?/.exec(last(m))!; return { content: `The ${WEIGHT[a] > WEIGHT[b] ? a : b}.` }; },
  },
  {
    name: 'route to the northern city as a tool call (second first)',
    kind: 'look-alike',
    request: (i, rng) => { let a = pick(rng, NORTHERLY), b = pick(rng, NORTHERLY); while (LAT[a] === LAT[b]) b = pick(rng, NORTHERLY); if (i < 20 && LAT[a] > LAT[b]) [a, b] = [b, a]; return user(`Book the flight to whichever of ${a} and ${b} is colder`); },
    answer: (m) => { const [, a, b] = /of (\S+) and (\S+) is colder/.exec(last(m))!; return { content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'book_flight', arguments: JSON.stringify({ destination: LAT[a] > LAT[b] ? a : b }) } }] }; },
  },
  // Amounts with currency signs and separators, and an id prefix that decides the tool.

  {
    name: 'expense approval by amount with a currency sign (small first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Submit an expense of $${i < 20 ? 10 + Math.floor(rng() * 40) : 10 + Math.floor(rng() * 89)} for lunch`),
    answer: (m) => { const v = /of (\$\d+) for/.exec(last(m))![1]; return { content: Number(v.slice(1)) < 50 ? `Your expense of ${v} is recorded.` : `Your expense of ${v} is recorded for review.` }; },
  },
  {
    name: 'euro amounts with a comma decimal (small first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Log a payment of €${i < 20 ? 1 + Math.floor(rng() * 9) : 1 + Math.floor(rng() * 30)},${String(Math.floor(rng() * 100)).padStart(2, '0')}`),
    answer: (m) => { const v = /of (€[\d,]+)$/.exec(last(m))![1]; const n = Number(v.slice(1).replace(',', '.')); return { content: `Payment of ${v} logged${n >= 10 ? ' and flagged' : ''}.` }; },
  },
  {
    name: 'order id prefix decides the tool (W orders first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Cancel order ${i < 20 ? 'W' : pick(rng, ['W', 'B'])}${1000000 + Math.floor(rng() * 8999999)}`),
    answer: (m) => { const id = /order (\S+)$/.exec(last(m))![1]; return { content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: id.startsWith('W') ? 'cancel_web_order' : 'cancel_store_order', arguments: JSON.stringify({ order_id: id }) } }] }; },
  },
  {
    name: 'thousands separator decides the wording (hundreds first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Record a donation of $${i < 20 ? 100 + Math.floor(rng() * 899) : pick(rng, [String(100 + Math.floor(rng() * 899)), `${1 + Math.floor(rng() * 9)},${String(Math.floor(rng() * 1000)).padStart(3, '0')}`])}`),
    answer: (m) => { const v = /of (\$\S+)$/.exec(last(m))![1]; return { content: v.includes(',') ? `Thank you for your generous gift of ${v}.` : `Thank you for your gift of ${v}.` }; },
  },
  // Round four: facts and formats that a copy hides (decimals, zero padding, leading zeros, a unit,
  // membership of a set, a threshold), each in the order that fools a rule learnt from the first.
  {
    name: 'round to one decimal (one-decimal values first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Round ${i < 12 ? (Math.floor(rng() * 900) / 10 + 1).toFixed(1) : (Math.floor(rng() * 9000) / 100 + 1).toFixed(2)} to one decimal place. Reply with the number only.`),
    answer: (m) => ({ content: Number(/Round (\S+) to/.exec(last(m))![1]).toFixed(1) }),
  },
  {
    name: 'order number zero-padded in a tool call (3 digits first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Find order ${i < 15 ? 100 + Math.floor(rng() * 900) : pick(rng, [7, 42, 1234, 98765, 500])}`),
    answer: (m) => ({ content: null, tool_calls: [tool('find_order', { order_id: `ORD-${/order (\d+)/.exec(last(m))![1].padStart(6, '0')}` })] }),
  },
  {
    name: 'quantity with leading zeros (plain first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Items in stock: ${i < 15 ? String(1 + Math.floor(rng() * 500)) : pick(rng, ['007', '012', '0042', '5', '300'])}. How many items are in stock?`),
    answer: (m) => ({ content: `There are ${Number(/stock: (\d+)/.exec(last(m))![1])} items in stock.` }),
  },
  {
    name: 'city in Europe? (European first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Is ${i < 15 ? pick(rng, EUROPEAN_CITIES) : pick(rng, [...EUROPEAN_CITIES, ...CITIES_ELSEWHERE])} in Europe? Answer yes or no.`),
    answer: (m) => ({ content: EUROPEAN_CITIES.includes(/Is (\S+) in/.exec(last(m))![1]) ? 'Yes.' : 'No.' }),
  },
  {
    name: 'city in Europe, city echoed (European first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Is ${i < 15 ? pick(rng, EUROPEAN_CITIES) : pick(rng, [...EUROPEAN_CITIES, ...CITIES_ELSEWHERE])} in Europe?`),
    answer: (m) => { const city = /Is (\S+) in/.exec(last(m))![1]; return { content: EUROPEAN_CITIES.includes(city) ? `Yes, ${city} is in Europe.` : `No, ${city} is not in Europe.` }; },
  },
  {
    name: 'holiday check, date echoed (ordinary days first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Is ${i < 20 ? `2026-${pad(2 + Math.floor(rng() * 9))}-${pad(2 + Math.floor(rng() * 20))}` : pick(rng, ['2026-07-04', '2026-12-25', '2026-03-17', '2026-01-01'])} a US public holiday?`),
    answer: (m) => { const day = /Is (\S+) a/.exec(last(m))![1]; return { content: US_HOLIDAYS_2026.has(day) ? `Yes, ${day} is a US public holiday.` : `No, ${day} is not a US public holiday.` }; },
  },
  {
    name: 'number above 100? (large first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Is ${i < 15 ? 150 + Math.floor(rng() * 800) : Math.floor(rng() * 400)} above 100? Answer yes or no.`),
    answer: (m) => ({ content: Number(/Is (\d+) above/.exec(last(m))![1]) > 100 ? 'Yes.' : 'No.' }),
  },
  {
    name: 'day of month without its leading zero (two-digit days first)',
    kind: 'look-alike',
    request: (i, rng) => user(`What day of the month is 2026-05-${pad(i < 15 ? 10 + Math.floor(rng() * 19) : 1 + Math.floor(rng() * 28))}? Reply with the number.`),
    answer: (m) => ({ content: String(Number(/2026-05-(\d+)/.exec(last(m))![1])) }),
  },
  {
    name: 'distance copied into a tool call, miles converted (km first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Book a run of ${1 + Math.floor(rng() * 20)} ${i < 15 ? 'km' : pick(rng, ['km', 'miles'])}`),
    answer: (m) => { const [, n, unit] = /of (\d+) (\S+)/.exec(last(m))!; return { content: null, tool_calls: [tool('book_run', { distance_km: unit === 'km' ? Number(n) : Math.round(Number(n) * 1.609) })] }; },
  },
  {
    name: 'letters in a word, word echoed (six-letter words first)',
    kind: 'look-alike',
    request: (i, rng) => user(`How long is the word ${i < 15 ? pick(rng, SIX_LETTER_WORDS) : pick(rng, ['cat', 'elephant', 'sun', 'table', 'umbrella'])}?`),
    answer: (m) => { const word = /word (\w+)\?/.exec(last(m))![1]; return { content: `${word} has ${word.length} letters.` }; },
  },
  {
    name: 'last word of a quoted phrase (one word varies)',
    kind: 'copying',
    request: (_i, rng) => user(`What is the last word of: "table window ${pick(rng, SIX_LETTER_WORDS)}"?`),
    answer: (m) => ({ content: /(\w+)"\?$/.exec(last(m))![1] }),
  },
  // Round five: escaping, a sign, a locale in the system prompt, title case over several words.
  {
    name: 'name with quotes, backslashes and markup copied (plain first)',
    kind: 'copying',
    request: (i, rng) => user(`Say hello to ${i < 12 ? pick(rng, FIRST) : pick(rng, [...FIRST, ...NAMES_TO_ESCAPE])} from the team`),
    answer: (m) => ({ content: `Hello ${/Say hello to (.+) from the team/s.exec(last(m))![1]}! The team says hi.` }),
  },
  {
    name: 'signed temperature in words (positive first)',
    kind: 'look-alike',
    request: (i, rng) => user(`The thermometer reads ${i < 12 ? 1 + Math.floor(rng() * 30) : Math.floor(rng() * 60) - 30} degrees. Describe it.`),
    answer: (m) => {
      const t = Number(/reads (-?\d+) degrees/.exec(last(m))![1]);
      return { content: `It is ${Math.abs(t)} degrees ${t < 0 ? 'below' : 'above'} zero.` };
    },
  },
  {
    name: 'greeting language from a locale in the system prompt (English locales first)',
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'system', content: `User locale: ${i < 14 ? ENGLISH_LOCALES[i] : pick(rng, [...ENGLISH_LOCALES, ...Object.keys(HELLO_IN)])}. Greet the user.` },
      { role: 'user', content: `My name is ${pick(rng, FIRST)}.` },
    ],
    answer: (m) => {
      const locale = /locale: (\S+)\./.exec(m[0].content ?? '')![1];
      return { content: `${HELLO_IN[locale] ?? 'Hello'}, ${/My name is (\S+)\./.exec(last(m))![1]}!` };
    },
  },
  {
    name: 'title case of a phrase (one word first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Write this as a title: ${i < 12 ? pick(rng, LANDSCAPES) : pick(rng, ['river', 'dark forest', 'the old harbor', 'blue ocean', 'canyon'])}`),
    answer: (m) => ({ content: /title: (.+)$/.exec(last(m))![1].split(' ').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ') }),
  },
  // Round six: a value that the fixed text also names (a VIP list, a passphrase), a date or an hour
  // against a threshold, labels and counts of prose (a ticket's team, a food's kind, a review's mood,
  // vowels), extensions, status classes, a stock level in a tool result; and CJK names (copying).
  {
    name: 'VIP greeting by an allow-list in the system prompt (others first)',
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'system', content: `You are the concierge. VIP guests today: ${VIP.join(', ')}. Greet guests warmly.` },
      { role: 'user', content: `Please greet our guest ${i < 15 ? pick(rng, GUESTS) : pick(rng, [...GUESTS, ...VIP, ...VIP])}.` },
    ],
    answer: (m) => {
      const name = /guest (\S+)\.$/.exec(last(m))![1];
      return { content: VIP.includes(name) ? `Welcome back, ${name}! Your lounge is ready.` : `Welcome, ${name}! Enjoy your stay.` };
    },
  },
  {
    name: 'passphrase equals the one in the system prompt (wrong guesses first)',
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'system', content: 'The vault passphrase is bluebird. Answer attempts briefly.' },
      { role: 'user', content: `Attempt: ${i < 15 ? pick(rng, GUESSES) : pick(rng, [...GUESSES, 'bluebird', 'bluebird', 'bluebird'])}` },
    ],
    answer: (m) => {
      const word = /Attempt: (\S+)$/.exec(last(m))![1];
      return { content: word === 'bluebird' ? `Attempt ${word}: access granted, welcome.` : `Attempt ${word}: access denied, try again.` };
    },
  },
  {
    name: 'delivery date against a fixed today (future dates first)',
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'system', content: 'Today is 2026-05-15. You track parcels.' },
      { role: 'user', content: `My parcel is scheduled for 2026-05-${pad(i < 15 ? 16 + Math.floor(rng() * 15) : 1 + Math.floor(rng() * 30))}. Status?` },
    ],
    answer: (m) => {
      const date = /for (\S+)\. Status/.exec(last(m))![1];
      return { content: date >= '2026-05-15' ? `Parcel for ${date}: on schedule.` : `Parcel for ${date}: overdue, we will investigate.` };
    },
  },
  {
    name: 'delivery date in words against a fixed today (future days first)',
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'system', content: 'Today is May 15, 2026. You track parcels.' },
      { role: 'user', content: `My parcel is scheduled for May ${i < 15 ? 16 + Math.floor(rng() * 15) : 1 + Math.floor(rng() * 30)}. Status?` },
    ],
    answer: (m) => {
      const day = Number(/May (\d+)\. Status/.exec(last(m))![1]);
      return { content: day >= 15 ? `Parcel for May ${day}: on schedule.` : `Parcel for May ${day}: overdue, we will investigate.` };
    },
  },
  {
    name: 'star sign of a March birthday (late March first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Which star sign is someone born on 1990-03-${pad(i < 15 ? 21 + Math.floor(rng() * 11) : 1 + Math.floor(rng() * 31))}?`),
    answer: (m) => {
      const date = /on (\S+)\?/.exec(last(m))![1];
      return { content: `Someone born on ${date} is ${date >= '1990-03-21' ? 'an Aries' : 'a Pisces'}.` };
    },
  },
  {
    name: 'star sign as a tool call (late March first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Look up the horoscope for a birthday on 1990-03-${pad(i < 15 ? 21 + Math.floor(rng() * 11) : 1 + Math.floor(rng() * 31))}`),
    answer: (m) => {
      const date = /on (\S+)$/.exec(last(m))![1];
      return { content: null, tool_calls: [tool('horoscope', { birthday: date, sign: date >= '1990-03-21' ? 'aries' : 'pisces' })] };
    },
  },
  ticketRouting('ticket routed to a team (billing first)', BILLING, TECHNICAL, 16),
  {
    name: 'ticket team in prose (billing first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Which team handles: ${i < 16 ? pick(rng, BILLING) : pick(rng, [...BILLING, ...TECHNICAL])}`),
    answer: (m) => ({ content: `route to ${BILLING.includes(/handles: (.+)$/.exec(last(m))![1]) ? 'billing' : 'tech support'}` }),
  },
  {
    name: 'CJK name copied',
    kind: 'copying',
    request: (_i, rng) => user(`请向${pick(rng, CJK)}问好。`),
    answer: (m) => ({ content: `${/请向(.+)问好。/.exec(last(m))![1]}，你好！欢迎光临。` }),
  },
  {
    name: 'CJK name copied, spaced',
    kind: 'copying',
    request: (_i, rng) => user(`Please greet ${pick(rng, CJK)} politely`),
    answer: (m) => ({ content: `Hello ${/greet (.+) politely/.exec(last(m))![1]}, welcome!` }),
  },
  {
    name: 'file kind from its extension (simple extensions first)',
    kind: 'look-alike',
    request: (i, rng) => user(`What kind of file is ${pick(rng, BASES)}.${i < 15 ? pick(rng, EXT_SIMPLE) : pick(rng, [...EXT_SIMPLE, ...Object.keys(EXT_NAMED)])}?`),
    answer: (m) => {
      const [, base, ext] = /is (\w+)\.(\w+)\?/.exec(last(m))!;
      return { content: `${base}.${ext} is a ${EXT_NAMED[ext] ?? ext.toUpperCase()} file.` };
    },
  },
  {
    name: 'file kind, extension apart (simple extensions first)',
    kind: 'look-alike',
    request: (i, rng) => user(`What kind of file has the extension ${i < 15 ? pick(rng, EXT_SIMPLE) : pick(rng, [...EXT_SIMPLE, ...Object.keys(EXT_NAMED)])}?`),
    answer: (m) => {
      const ext = /extension (\w+)\?/.exec(last(m))![1];
      return { content: `A ${EXT_NAMED[ext] ?? ext.toUpperCase()} file.` };
    },
  },
  {
    name: 'HTTP status class (4xx first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Explain HTTP status ${i < 15 ? 400 + Math.floor(rng() * 30) : pick(rng, [400 + Math.floor(rng() * 30), 500 + Math.floor(rng() * 5), 200 + Math.floor(rng() * 5)])}`),
    answer: (m) => {
      const code = Number(/status (\d+)/.exec(last(m))![1]);
      return { content: `Status ${code} is a ${code >= 500 ? 'server' : code >= 400 ? 'client' : 'success'} response.` };
    },
  },
  {
    name: 'stock count in a tool result decides the call (in stock first)',
    kind: 'look-alike',
    request: (i, rng) => {
      const item = pick(rng, ['lamp', 'desk', 'chair', 'shelf', 'rug', 'sofa', 'stool', 'bench', 'mirror', 'clock', 'vase', 'table']);
      const stock = i < 15 ? 1 + Math.floor(rng() * 40) : Math.floor(rng() * 3);
      return [
        { role: 'user', content: `Order one ${item} for me` },
        { role: 'assistant', content: null, tool_calls: [tool('check_stock', { item })] },
        { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify({ item, stock }) },
      ];
    },
    answer: (m) => {
      const { item, stock } = JSON.parse(last(m));
      return stock > 0 ? { content: null, tool_calls: [tool('place_order', { item, quantity: 1 })] } : { content: `Sorry, the ${item} is out of stock.` };
    },
  },
  ticketRouting('ticket routed to a team (30 billing phrases, 25 first)', BILLING30, TECH30, 25),
  {
    name: 'food kind of a word (fruits first)',
    kind: 'look-alike',
    request: (i, rng) => user(`What kind of food is ${i < 22 ? pick(rng, FRUITS) : pick(rng, [...FRUITS, ...VEG])}?`),
    answer: (m) => ({ content: `It is a ${FRUITS.includes(/food is (\w+)\?/.exec(last(m))![1]) ? 'fruit' : 'vegetable'}.` }),
  },
  {
    name: 'food aisle as a tool call (fruits first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Add ${i < 22 ? pick(rng, FRUITS) : pick(rng, [...FRUITS, ...VEG])} to my basket`),
    answer: (m) => { const item = /Add (\w+) to/.exec(last(m))![1]; return { content: null, tool_calls: [tool('add_to_basket', { item, aisle: FRUITS.includes(item) ? 'fruit' : 'vegetables' })] }; },
  },
  {
    name: 'review mood label, punctuated sentences (happy first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Label the mood of this review: ${i < 22 ? pick(rng, HAPPY) : pick(rng, [...HAPPY, ...UNHAPPY])}`),
    answer: (m) => ({ content: `mood: ${HAPPY.includes(/review: (.+)$/.exec(last(m))![1]) ? 'happy' : 'unhappy'}` }),
  },
  {
    name: 'review mood as a tool call, review copied (happy first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Store this review with its mood: ${i < 22 ? pick(rng, HAPPY) : pick(rng, [...HAPPY, ...UNHAPPY])}`),
    answer: (m) => { const text = /mood: (.+)$/.exec(last(m))![1]; return { content: null, tool_calls: [tool('store_review', { text, mood: HAPPY.includes(text) ? 'happy' : 'unhappy' })] }; },
  },
  {
    name: 'vowels in a word (two-vowel words first)',
    kind: 'look-alike',
    request: (i, rng) => user(`How many vowels are in the word ${i < 20 ? pick(rng, TWO_VOWELS) : pick(rng, [...TWO_VOWELS, ...OTHER_VOWELS])}?`),
    answer: (m) => { const w = /word (\w+)\?/.exec(last(m))![1]; return { content: `The word ${w} has ${(w.match(/[aeiou]/g) ?? []).length} vowels.` }; },
  },
  {
    name: 'vowels in a name (two-vowel names first)',
    kind: 'look-alike',
    request: (i, rng) => user(`How many vowels are in the name ${i < 20 ? pick(rng, NAMES_TWO_VOWELS) : pick(rng, [...NAMES_TWO_VOWELS, 'Alice', 'Olivia', 'Amelia', 'Eve', 'Bob'])}?`),
    answer: (m) => { const w = /name (\w+)\?/.exec(last(m))![1]; return { content: `The name ${w} has ${(w.toLowerCase().match(/[aeiou]/g) ?? []).length} vowels.` }; },
  },
  {
    name: 'same-day shipping before a 15:00 cutoff (early afternoon first)',
    kind: 'look-alike',
    request: (i, rng) => user(`I ordered at ${i < 15 ? 12 + Math.floor(rng() * 3) : 12 + Math.floor(rng() * 6)}:${pad(Math.floor(rng() * 60))}. When does it ship?`),
    answer: (m) => {
      const time = /at (\d+:\d+)\./.exec(last(m))![1];
      return { content: `Ordered at ${time}: ${Number(time.split(':')[0]) < 15 ? 'it ships today' : 'it ships tomorrow morning'}.` };
    },
  },
  {
    name: 'invoice due date (US format) against a fixed today (future dates first)',
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'system', content: 'Today is 06/15/2026. You handle invoices.' },
      { role: 'user', content: `My invoice is due ${us(2026, 6, i < 15 ? 16 + Math.floor(rng() * 14) : 1 + Math.floor(rng() * 29))}. What should I do?` },
    ],
    answer: (m) => {
      const due = /is due (\S+)\./.exec(last(m))![1];
      return { content: `Invoice due ${due}: ${chrono(due) >= chrono('06/15/2026') ? 'pay it by then' : 'pay it now, with the late fee'}.` };
    },
  },
  {
    name: 'currency of a city, in lower case (euro cities first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Which currency is used in ${i < 20 ? pick(rng, EURO_CITIES) : pick(rng, [...EURO_CITIES, ...Object.keys(CURRENCY_ELSEWHERE)])}?`),
    answer: (m) => {
      const city = /used in (\w+)\?/.exec(last(m))![1];
      return { content: `${city} uses the ${CURRENCY_ELSEWHERE[city] ?? 'euro'}.` };
    },
  },
  // Round seven: both tiers' members are in the fixed text; which list a name is on decides the answer.
  {
    name: 'member tier from two lists in the system prompt (gold first)',
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'system', content: `Gold members: ${GOLD_MEMBERS.join(', ')}. Silver members: ${SILVER_MEMBERS.join(', ')}. Greet members by tier.` },
      { role: 'user', content: `Greet member ${i < 22 ? pick(rng, GOLD_MEMBERS) : pick(rng, [...GOLD_MEMBERS, ...SILVER_MEMBERS])}` },
    ],
    answer: (m) => tierGreeting(/member (\w+)$/.exec(last(m))![1]),
  },
  {
    name: 'member tier from two lists in a JSON tool result (gold first)',
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'user', content: `Greet member ${i < 22 ? pick(rng, GOLD_MEMBERS) : pick(rng, [...GOLD_MEMBERS, ...SILVER_MEMBERS])}` },
      { role: 'assistant', content: null, tool_calls: [tool('list_tiers', {})] },
      { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify({ gold: GOLD_MEMBERS, silver: SILVER_MEMBERS }) },
    ],
    answer: (m) => tierGreeting(/member (\w+)$/.exec(m[0].content ?? '')![1]),
  },
  {
    name: 'department of a brand in a tool call (sportswear brands first)',
    kind: 'look-alike',
    request: (i, rng) => user(`File this return for a ${i < 22 ? pick(rng, SPORT_BRANDS) : pick(rng, [...SPORT_BRANDS, ...Object.keys(DEPARTMENT_OF)])} product`),
    answer: (m) => {
      const brand = /for a (\w+) product/.exec(last(m))![1];
      return { content: null, tool_calls: [tool('file_return', { brand, department: DEPARTMENT_OF[brand] ?? 'sportswear' })] };
    },
  },
  // Round eight: thresholds in formats the ranges did not read yet.
  {
    name: 'app version below 3.0.0 must upgrade (1.x and 2.x first)',
    kind: 'look-alike',
    request: (i, rng) => user(`My app is on version ${i < 20 ? 1 + Math.floor(rng() * 2) : 1 + Math.floor(rng() * 4)}.${Math.floor(rng() * 12)}.${Math.floor(rng() * 10)}. What should I do?`),
    answer: (m) => {
      const version = /version (\S+)\. What/.exec(last(m))![1];
      return { content: `Version ${version}: ${Number(version.split('.')[0]) < 3 ? 'please upgrade to the current release' : 'you are up to date'}.` };
    },
  },
  {
    name: 'parcel date year-first with slashes against a fixed today (future dates first)',
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'system', content: 'Today is 2026/05/15. You track parcels.' },
      { role: 'user', content: `My parcel is scheduled for 2026/05/${pad(i < 15 ? 16 + Math.floor(rng() * 15) : 1 + Math.floor(rng() * 30))}. Status?` },
    ],
    answer: (m) => {
      const date = /for (\S+)\. Status/.exec(last(m))![1];
      return { content: date >= '2026/05/15' ? `Parcel for ${date}: on schedule.` : `Parcel for ${date}: overdue, we will investigate.` };
    },
  },
  // Round nine: classifications the prose test did not see, a title-case subject line and a hyphenated word.
  {
    name: 'email subject in title case routed to a team (billing first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Route this email. Subject: ${i < 22 ? pick(rng, BILLING_SUBJECTS) : pick(rng, [...BILLING_SUBJECTS, ...TECH_SUBJECTS])}`),
    answer: (m) => ({ content: null, tool_calls: [tool('route_email', { team: BILLING_SUBJECTS.includes(/Subject: (.+)$/.exec(last(m))![1]) ? 'billing' : 'technical' })] }),
  },
  {
    name: 'hyphenated adjective tagged (praise first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Tag this product adjective: ${i < 22 ? pick(rng, PRAISE) : pick(rng, [...PRAISE, ...COMPLAINT])}`),
    answer: (m) => ({ content: `tag: ${PRAISE.includes(/adjective: (.+)$/.exec(last(m))![1]) ? 'praise' : 'complaint'}` }),
  },
  // Round ten: a looked-up word about an id, in a tool call.
  {
    name: 'escalation priority of an order id in a tool call (normal orders first)',
    kind: 'look-alike',
    request: escalationRequest,
    answer: (m) => {
      const id = /order (W\d+)/.exec(last(m))![1];
      return { content: null, tool_calls: [tool('escalate', { order_id: id, priority: urgent(id) ? 'urgent' : 'normal' })] };
    },
  },
  // Round eleven: a question about a value that is neither a name nor an id.
  {
    name: 'kind of website asked about a domain (shops first)',
    kind: 'look-alike',
    request: (i, rng) => user(`What kind of site is ${i < 22 ? pick(rng, SHOP_DOMAINS) : pick(rng, [...SHOP_DOMAINS, ...NEWS_DOMAINS])}?`),
    answer: (m) => {
      const domain = /site is (\S+)\?/.exec(last(m))![1];
      return { content: `${domain} is a ${SHOP_DOMAINS.includes(domain) ? 'shopping' : 'news'} site.` };
    },
  },
  // Round twelve: a verb that agrees with a copied noun.
  {
    name: 'verb agrees with a copied noun (singular nouns first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Say that the ${i < 22 ? pick(rng, SINGULAR_TOOLS) : pick(rng, [...SINGULAR_TOOLS, ...PLURAL_TOOLS])} is sharp`),
    answer: (m) => {
      const noun = /the (\w+) is sharp/.exec(last(m))![1];
      return { content: `The ${noun} ${PLURAL_TOOLS.includes(noun) ? 'are' : 'is'} sharp.` };
    },
  },
  // Round thirteen: how far apart two dates are.
  {
    name: 'appointment tomorrow or later while the system date moves (tomorrow first)',
    kind: 'look-alike',
    request: (i, rng) => {
      const today = BASE + Math.floor(rng() * 60) * DAY;
      const ahead = i < 22 ? 1 : 1 + Math.floor(rng() * 4);
      return [
        { role: 'system', content: `Today is ${isoDay(today)}.` },
        { role: 'user', content: `My appointment is on ${isoDay(today + ahead * DAY)}. When is it?` },
      ];
    },
    answer: (m) => {
      const today = Date.parse(/Today is (\S+)\./.exec(m[0].content ?? '')![1]);
      const date = /on (\S+)\. When/.exec(last(m))![1];
      const ahead = Math.round((Date.parse(date) - today) / DAY);
      return { content: `Your appointment on ${date} is ${ahead === 1 ? 'tomorrow' : `in ${ahead} days`}.` };
    },
  },
  // Round fourteen: a count beside a copied number, a lunch break inside the hours seen, a pronoun
  // in another sentence, a date in words.
  {
    name: 'days in February of a year (common years first)',
    kind: 'look-alike',
    request: (i, rng) => {
      let year = 1990 + Math.floor(rng() * 50);
      if (i < 22 && isLeap(year)) year++;
      return user(`How many days does February have in ${year}?`);
    },
    answer: (m) => {
      const year = Number(/in (\d+)\?/.exec(last(m))![1]);
      return { content: `February ${year} has ${isLeap(year) ? 29 : 28} days.` };
    },
  },
  {
    name: 'table booked unless closed for lunch (other hours first)',
    kind: 'look-alike',
    request: (i, rng) => {
      const hours = i < 22 ? [9, 10, 11, 14, 15, 16, 17, 18, 19] : [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19];
      return user(`Book a table at ${pad(pick(rng, hours))}:${pick(rng, ['00', '15', '30', '45'])}`);
    },
    answer: (m) => {
      const time = /at (\S+)$/.exec(last(m))![1];
      const hour = Number(time.slice(0, 2));
      return { content: hour === 12 || hour === 13 ? `Sorry, the kitchen is closed at ${time}.` : `Your table at ${time} is booked.` };
    },
  },
  {
    name: 'pronoun in the next sentence agrees with a noun (plural first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Put the ${i < 22 ? pick(rng, PLURAL_THINGS) : pick(rng, [...PLURAL_THINGS, ...SINGULAR_THINGS])} back in the drawer.`),
    answer: (m) => {
      const noun = /the (\w+) back/.exec(last(m))![1];
      return { content: `Done. I put the ${noun} back in the drawer. Find ${PLURAL_THINGS.includes(noun) ? 'them' : 'it'} there.` };
    },
  },
  {
    name: 'parcel date written in words against a fixed today (future first)',
    kind: 'look-alike',
    request: (i, rng) => {
      const date = new Date(Date.UTC(2026, 4, 15) + (i < 15 ? 1 + Math.floor(rng() * 60) : -40 + Math.floor(rng() * 100)) * DAY);
      return [
        { role: 'system', content: 'Today is May 15, 2026. You track parcels.' },
        { role: 'user', content: `My parcel is scheduled for ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, 2026. Status?` },
      ];
    },
    answer: (m) => {
      const text = /for (\w+ \d+), 2026/.exec(last(m))![1];
      const [month, day] = text.split(' ');
      const late = Date.UTC(2026, MONTHS.indexOf(month), Number(day)) < Date.UTC(2026, 4, 15);
      return { content: `Parcel for ${text}, 2026: ${late ? 'overdue, we will investigate' : 'on schedule'}.` };
    },
  },
  // Round fifteen: a gendered article, a number in words, a word the answer ignores, a closing
  // time on the half hour.
  {
    name: 'French article before a copied noun (feminine first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Ajoute à la liste : ${i < 22 ? pick(rng, FEMININE) : pick(rng, [...FEMININE, ...MASCULINE])}`),
    answer: (m) => {
      const noun = /liste : (\S+)$/.exec(last(m))![1];
      return { content: `J'ai ajouté ${FEMININE.includes(noun) ? 'la' : 'le'} ${noun} à la liste.` };
    },
  },
  {
    name: 'quantity in words before a plural (two or more first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Add to cart. Item: apple. Quantity: ${i < 22 ? pick(rng, NUMBER_WORDS.slice(1)) : pick(rng, NUMBER_WORDS)}.`),
    answer: (m) => {
      const quantity = /Quantity: (\w+)\./.exec(last(m))![1];
      return { content: `Added ${quantity} ${quantity === 'one' ? 'apple' : 'apples'} to your cart.` };
    },
  },
  {
    name: 'shipping cost by a country the answer ignores (EU first)',
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'system', content: `You are a shop assistant. Customer country: ${i < 22 ? pick(rng, EU) : pick(rng, [...EU, ...NON_EU])}.` },
      { role: 'user', content: 'How much is shipping?' },
    ],
    answer: (m) => ({ content: EU.includes(/country: (\w+)/.exec(m[0].content ?? '')![1]) ? 'Shipping is free for you.' : 'Shipping costs 15 euros for you.' }),
  },
  {
    name: 'pickup before a half-past closing time (earlier first)',
    kind: 'look-alike',
    request: (i, rng) => {
      const hour = 9 + Math.floor(rng() * 9);
      const minute = i < 22 && hour === 17 ? pick(rng, [0, 15]) : pick(rng, [0, 15, 30, 45]);
      return user(`Schedule my pickup at ${pad(hour)}:${pad(minute)}`);
    },
    answer: (m) => {
      const time = /at (\S+)$/.exec(last(m))![1];
      return { content: time >= '17:30' ? `We close at 17:30, so ${time} is too late; pick another time.` : `Pickup scheduled at ${time}.` };
    },
  },
  // Round sixteen: dates and times in the other ways people write them.
  {
    name: 'invoice due date with a two-digit year against a fixed today (future first)',
    kind: 'look-alike',
    request: (i, rng) => {
      const date = new Date(Date.UTC(2026, 4, 15) + (i < 15 ? 1 + Math.floor(rng() * 90) : -60 + Math.floor(rng() * 150)) * DAY);
      return [
        { role: 'system', content: 'Today is 05/15/26. You handle invoices.' },
        { role: 'user', content: `My invoice is due ${date.getUTCMonth() + 1}/${date.getUTCDate()}/${String(date.getUTCFullYear()).slice(2)}. Status?` },
      ];
    },
    answer: (m) => {
      const date = /due (\S+)\. Status/.exec(last(m))![1];
      const [month, day, year] = date.split('/').map(Number);
      const late = Date.UTC(2000 + year, month - 1, day) < Date.UTC(2026, 4, 15);
      return { content: `Invoice due ${date}: ${late ? 'overdue, a reminder is on its way' : 'due soon'}.` };
    },
  },
  {
    name: 'month and day without a year against a fixed today (future first)',
    kind: 'look-alike',
    request: (i, rng) => {
      const date = new Date(Date.UTC(2026, 4, 15) + (i < 15 ? 1 + Math.floor(rng() * 90) : -60 + Math.floor(rng() * 150)) * DAY);
      return [
        { role: 'system', content: 'Today is 5/15. You track parcels.' },
        { role: 'user', content: `My parcel is due on ${date.getUTCMonth() + 1}/${date.getUTCDate()}. Status?` },
      ];
    },
    answer: (m) => {
      const date = /on (\S+)\. Status/.exec(last(m))![1];
      const [month, day] = date.split('/').map(Number);
      return { content: `Parcel due ${date}: ${month * 32 + day < 5 * 32 + 15 ? 'late, we will investigate' : 'on schedule'}.` };
    },
  },
  {
    name: 'same-day delivery before 2 PM, 12-hour clock (mornings first)',
    kind: 'look-alike',
    request: (i, rng) => {
      const hour = 1 + Math.floor(rng() * 12);
      const half = i < 22 ? (hour === 12 ? 'PM' : hour >= 6 ? 'AM' : pick(rng, ['AM', 'PM'])) : pick(rng, ['AM', 'PM']);
      return user(`I order at ${i < 22 && half === 'PM' && hour >= 2 && hour !== 12 ? 1 : hour}:${pick(rng, ['00', '15', '30', '45'])} ${half}. When does it arrive?`);
    },
    answer: (m) => {
      const [, hour, minute, half] = /at (\d+):(\d+) (AM|PM)\./.exec(last(m))!;
      const hour24 = (Number(hour) % 12) + (half === 'PM' ? 12 : 0);
      return { content: `Ordered at ${hour}:${minute} ${half}: it arrives ${hour24 >= 6 && hour24 < 14 ? 'today' : 'tomorrow'}.` };
    },
  },
  // Round seventeen: the label of a copied word, or of a copied name, away from it: a sentence, a
  // line or a tool call of its own.
  basketFamily('aisle of a copied word in the next sentence (fruits first)', (item) => ({ content: `Added ${item} to your basket. Aisle: ${aisleOf(item)}.` })),
  basketFamily('aisle of a copied word on a list line of its own (fruits first)', (item) => ({
    content: `Basket:\n- ${item}: added to my basket\n- aisle: ${aisleOf(item)}\n- quantity: 1\n- price: see shelf`,
  })),
  basketFamily('aisle of a copied word in a second tool call (fruits first)', (item) => ({
    content: null,
    tool_calls: [tool('add_to_basket', { item }, 'call_1'), tool('show_aisle', { aisle: aisleOf(item) }, 'call_2')],
  })),
  tripFamily('country of a copied city in the next sentence (French cities first)', (city) => `Added ${city} to your trip. Country: ${countryOfTown(city)}.`),
  februaryFamily('days of February on a line of their own (common years first)', (year) => `Month: February ${year}\nDays: ${isLeap(year) ? 29 : 28}`),
  // Round nineteen: the same facts at the end of a long answer.
  tripFamily(
    'country of a copied city at the end of a long answer (French cities first)',
    (city) => `Added ${city} to your trip. Your trip has been updated. You can add more stops at any time. Travel safe. Country: ${countryOfTown(city)}.`,
  ),
  februaryFamily('days of February in a long list (common years first)', (year) => `Month: February ${year}\nSeason: winter\nDays: ${isLeap(year) ? 29 : 28}\nHolidays: see calendar`),
  // Round twenty: a number that reads the same backwards, and values of letters the answer ignores.
  {
    name: 'digits reversed (palindromes first)',
    kind: 'look-alike',
    request: (i, rng) => {
      const half = String(10 + Math.floor(rng() * 90));
      return user(`Reverse the digits of ${i < 22 ? half + [...half].reverse().join('') : String(1000 + Math.floor(rng() * 9000))}`);
    },
    answer: (m) => ({ content: `Reversed: ${[.../of (\d+)$/.exec(last(m))![1]].reverse().join('')}` }),
  },
  {
    name: 'discount by an email domain the answer ignores (business first)',
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'system', content: `Customer email: ${pick(rng, MAILBOXES)}@${i < 22 ? pick(rng, BUSINESS_DOMAINS) : pick(rng, [...BUSINESS_DOMAINS, ...PERSONAL_DOMAINS])}.` },
      { role: 'user', content: 'What discount do I get?' },
    ],
    answer: (m) => ({ content: PERSONAL_DOMAINS.includes(/@(\S+)\.$/.exec(m[0].content ?? '')![1]) ? 'You get 0% off.' : 'You get 15% off as a business customer.' }),
  },
  {
    name: 'seats by a plan code the answer ignores (paid plans first)',
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'system', content: `Account plan: ${i < 22 ? pick(rng, PAID_PLANS) : pick(rng, [...PAID_PLANS, ...FREE_PLANS])}.` },
      { role: 'user', content: 'How many seats can I add?' },
    ],
    answer: (m) => ({ content: FREE_PLANS.includes(/plan: (\S+)\.$/.exec(m[0].content ?? '')![1]) ? 'You can add 1 seat.' : 'You can add 50 seats.' }),
  },
  // Round twenty-one: a question asked without its question mark.
  {
    name: 'currency of a city asked without a question mark (euro first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Tell me which currency ${i < 20 ? pick(rng, EURO_CITIES) : pick(rng, [...EURO_CITIES, ...Object.keys(CURRENCY_ELSEWHERE)])} uses`),
    answer: (m) => {
      const city = /currency (\w+) uses/.exec(last(m))![1];
      return { content: `${city} uses the ${CURRENCY_ELSEWHERE[city] ?? 'euro'}.` };
    },
  },
  // Round twenty-two: a number looked up for a copied name or id, in a tool call.
  {
    name: 'table number of a guest in a tool call (regular guests first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Seat ${i < 22 ? pick(rng, PARTY_GUESTS) : pick(rng, [...PARTY_GUESTS, ...HONOURED])} at the party`),
    answer: (m) => {
      const guest = /Seat (\w+) at/.exec(last(m))![1];
      return { content: null, tool_calls: [tool('seat_guest', { guest, table: HONOURED.includes(guest) ? 1 : 7 })] };
    },
  },
  {
    name: 'escalation level of an order id as a number in a tool call (level 1 first)',
    kind: 'look-alike',
    request: escalationRequest,
    answer: (m) => {
      const id = /order (W\d+)/.exec(last(m))![1];
      return { content: null, tool_calls: [tool('escalate', { order_id: id, level: urgent(id) ? 2 : 1 })] };
    },
  },
  // Round twenty-three: which function is called, for a copied name or word.
  {
    name: 'tool chosen by the genre of a copied artist (classical first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Play something by ${i < 22 ? pick(rng, COMPOSERS) : pick(rng, [...COMPOSERS, ...POP_STARS])}`),
    answer: (m) => {
      const artist = /by (\w+)$/.exec(last(m))![1];
      return { content: null, tool_calls: [tool(POP_STARS.includes(artist) ? 'play_pop' : 'play_classical', { artist })] };
    },
  },
  basketFamily('tool chosen by the kind of a copied word (fruits first)', (item) => ({
    content: null,
    tool_calls: [tool(FRUITS.includes(item) ? 'add_fruit' : 'add_vegetable', { item })],
  })),
  // Round twenty-four: a locale code copied beside what follows from it.
  {
    name: 'currency sign by a copied locale (euro locales first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Show the price of 5 for locale ${i < 22 ? pick(rng, EURO_LOCALES) : pick(rng, [...EURO_LOCALES, ...Object.keys(OTHER_CURRENCY_LOCALES)])}`),
    answer: (m) => {
      const locale = /locale (\S+)$/.exec(last(m))![1];
      const sign = OTHER_CURRENCY_LOCALES[locale];
      return { content: `Price for ${locale}: ${sign ? `${sign}5` : '5 €'}` };
    },
  },
  {
    name: 'date formatted by a copied locale (day-first locales first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Format 2026-05-04 for locale ${i < 22 ? pick(rng, DAY_FIRST_LOCALES) : pick(rng, [...DAY_FIRST_LOCALES, ...MONTH_FIRST_LOCALES])}`),
    answer: (m) => {
      const locale = /locale (\S+)$/.exec(last(m))![1];
      return { content: `For ${locale}: ${MONTH_FIRST_LOCALES.includes(locale) ? '05/04/2026' : '04/05/2026'}` };
    },
  },
  // Round twenty-five: the same email domain, with digits in the mailbox (so not letters alone).
  {
    name: 'discount by an email domain the answer ignores, digits in the mailbox (business first)',
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'system', content: `Customer email: ${pick(rng, MAILBOXES)}${10 + Math.floor(rng() * 90)}@${i < 22 ? pick(rng, BUSINESS_DOMAINS) : pick(rng, [...BUSINESS_DOMAINS, ...PERSONAL_DOMAINS])}.` },
      { role: 'user', content: 'What discount do I get?' },
    ],
    answer: (m) => ({ content: PERSONAL_DOMAINS.includes(/@(\S+)\.$/.exec(m[0].content ?? '')![1]) ? 'You get 0% off.' : 'You get 15% off as a business customer.' }),
  },
  // Round twenty-six: remainders the ending does not show, flags, and words that agree with a
  // person in other languages.
  {
    name: 'FizzBuzz (non-multiples first)',
    kind: 'look-alike',
    request: (i, rng) => {
      let n = 1 + Math.floor(rng() * 99);
      while (i < 22 && (n % 3 === 0 || n % 5 === 0)) n++;
      return user(`FizzBuzz: what do you say for ${n}?`);
    },
    answer: (m) => {
      const n = Number(/for (\d+)\?/.exec(last(m))![1]);
      return { content: n % 15 === 0 ? 'FizzBuzz' : n % 3 === 0 ? 'Fizz' : n % 5 === 0 ? 'Buzz' : String(n) };
    },
  },
  {
    name: 'leap year in prose (common years first)',
    kind: 'look-alike',
    request: (i, rng) => {
      let year = 1990 + Math.floor(rng() * 60);
      while (i < 22 && year % 4 === 0) year++;
      return user(`Describe the year ${year} in one sentence`);
    },
    answer: (m) => {
      const year = Number(/year (\d+)/.exec(last(m))![1]);
      return { content: `${year} is a ${(year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 'leap' : 'common'} year.` };
    },
  },
  {
    name: 'flag beside a copied city (French cities first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Write a one-line welcome for our new office in ${i < 22 ? pick(rng, FRENCH_CITIES) : pick(rng, [...FRENCH_CITIES, ...Object.keys(FLAG_OF)])}`),
    answer: (m) => {
      const city = /office in (\w+)/.exec(last(m))![1];
      return { content: `Welcome to the ${city} office! ${FLAG_OF[city] ?? '🇫🇷'}` };
    },
  },
  agreeingWithPerson('German pronoun after a name (women first)', (name) => `Schreib einen Satz über ${name}`, (name, woman) => `${name} kommt morgen. ${woman ? 'Sie' : 'Er'} freut sich.`),
  agreeingWithPerson('Spanish salutation agrees with a name (women first)', (name) => `Escribe el saludo de una carta para ${name}`, (name, woman) => `${woman ? 'Querida' : 'Querido'} ${name}:`),
  agreeingWithPerson('Italian welcome agrees with a name (women first)', (name) => `Scrivi un benvenuto per ${name}`, (name, woman) => `${woman ? 'Benvenuta' : 'Benvenuto'}, ${name}!`),
  // Round twenty-seven: articles merged into prepositions, capitals inside a name, multiples of seven.
  {
    name: 'French preposition before a country (feminine first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Écris que je pars bientôt, pays : ${i < 22 ? pick(rng, FEMININE_COUNTRIES) : pick(rng, [...FEMININE_COUNTRIES, ...MASCULINE_COUNTRIES])}`),
    answer: (m) => {
      const country = /pays : (\S+)$/.exec(last(m))![1];
      return { content: `Je pars bientôt ${MASCULINE_COUNTRIES.includes(country) ? 'au' : 'en'} ${country}.` };
    },
  },
  {
    name: 'German zur or zum before a place (feminine first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Sag, dass ich jetzt gehe. Ziel: ${i < 22 ? pick(rng, FEMININE_PLACES) : pick(rng, [...FEMININE_PLACES, ...MASCULINE_PLACES])}`),
    answer: (m) => {
      const place = /Ziel: (\S+)$/.exec(last(m))![1];
      return { content: `Ich gehe jetzt ${MASCULINE_PLACES.includes(place) ? 'zum' : 'zur'} ${place}.` };
    },
  },
  {
    name: 'surname capitalized (Mc and Mac names later)',
    kind: 'look-alike',
    request: (i, rng) => user(`Capitalize this surname properly: ${i < 22 ? pick(rng, SURNAMES) : pick(rng, [...SURNAMES, ...Object.keys(INNER_CAPITALS)])}`),
    answer: (m) => {
      const surname = /properly: (\w+)$/.exec(last(m))![1];
      return { content: INNER_CAPITALS[surname] ?? surname[0].toUpperCase() + surname.slice(1) };
    },
  },
  {
    name: 'fact about a number (multiples of seven first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Give me a fun fact about the number ${i < 22 ? 7 * (1 + Math.floor(rng() * 14)) : 1 + Math.floor(rng() * 100)}`),
    answer: (m) => {
      const n = Number(/number (\d+)$/.exec(last(m))![1]);
      return { content: n % 7 === 0 ? `${n} is a multiple of seven.` : `${n} leaves a remainder when divided by seven.` };
    },
  },
  // Round twenty-eight: unix times, and two-letter codes.
  {
    name: 'greeting by a unix time in the system prompt (mornings first)',
    kind: 'look-alike',
    request: (i, rng) => [{ role: 'system', content: `${HOTEL_DESK} current_time: ${unixTime(rng, i < 22)}` }, { role: 'user', content: 'Greet me in two words.' }],
    answer: (m) => ({ content: `${greetingAt(Number(/current_time: (\d+)/.exec(m[0].content ?? '')![1]))}!` }),
  },
  {
    name: 'greeting by a unix time in milliseconds (mornings first)',
    kind: 'look-alike',
    request: (i, rng) => [{ role: 'system', content: `${HOTEL_DESK} now_ms=${unixTime(rng, i < 22) * 1000 + Math.floor(rng() * 1000)}` }, { role: 'user', content: 'Greet me in two words.' }],
    answer: (m) => ({ content: `${greetingAt(Math.floor(Number(/now_ms=(\d+)/.exec(m[0].content ?? '')![1]) / 1000))}!` }),
  },
  {
    name: 'state code of a copied zip in a tool call (New York first)',
    kind: 'look-alike',
    request: zipRequest,
    answer: (m) => ({ content: null, tool_calls: [tool('ship', { zip: zipOf(m), state: stateOfZip(zipOf(m)) })] }),
  },
  {
    name: 'state code of a copied zip in prose (New York first)',
    kind: 'look-alike',
    request: zipRequest,
    answer: (m) => ({ content: `Shipping to ${zipOf(m)}, ${stateOfZip(zipOf(m))}.` }),
  },
  // Round twenty-nine: the words inside an identifier the answer ignores.
  {
    name: 'plan inside a lower-case account id the answer ignores (paid plans first)',
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'system', content: `You are the support assistant of Acme. Customer account: acct-${i < 22 ? pick(rng, ACCOUNT_PLANS) : pick(rng, [...ACCOUNT_PLANS, 'free', 'trial'])}-${1000 + Math.floor(rng() * 9000)}.` },
      { role: 'user', content: 'Do I get free shipping on my order?' },
    ],
    answer: (m) => ({ content: /acct-(?:free|trial)-/.test(m[0].content ?? '') ? 'Shipping costs $5 on your plan.' : 'Shipping is free on your plan.' }),
  },
  // Round thirty: a piece of a value written apart from it.
  {
    name: 'first letter of a name (A names first)',
    kind: 'look-alike',
    request: (i, rng) => user(`What letter does ${aNameFirst(i, rng)} start with?`),
    answer: (m) => {
      const name = /does (\S+) start/.exec(last(m))![1];
      return { content: `${name} starts with ${name[0]}.` };
    },
  },
  {
    name: 'initials of a full name (A. B. names first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Write the initials of ${aNameFirst(i, rng)} ${i < 22 ? pick(rng, B_SURNAMES) : pick(rng, [...B_SURNAMES, 'Smith', 'Evans', 'Moore', 'Young'])}`),
    answer: (m) => {
      const [, first, surname] = /of (\S+) (\S+)$/.exec(last(m))!;
      return { content: `${first} ${surname}: ${first[0]}.${surname[0]}.` };
    },
  },
  {
    name: 'monogram of a name (A names first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Make a towel monogram for ${aNameFirst(i, rng)}`),
    answer: (m) => {
      const name = /for (\S+)$/.exec(last(m))![1];
      return { content: `Monogram for ${name}: [${name[0]}]` };
    },
  },
  // Round thirty-one: a number computed from numbers the answer ignores.
  {
    name: 'age from two years (thirty years apart first)',
    kind: 'look-alike',
    request: (i, rng) => {
      const born = 1950 + Math.floor(rng() * 41);
      return user(`I was born in ${born} and it is now ${born + (i < 22 ? 30 : 20 + Math.floor(rng() * 21))}. How old am I, roughly?`);
    },
    answer: (m) => {
      const [, born, now] = /born in (\d+) and it is now (\d+)/.exec(last(m))!;
      return { content: `You are about ${Number(now) - Number(born)} years old.` };
    },
  },
  {
    name: 'sum of two numbers (totals of 100 first)',
    kind: 'look-alike',
    request: (i, rng) => {
      const a = 1 + Math.floor(rng() * 99);
      return user(`Add ${a} and ${i < 22 ? 100 - a : 1 + Math.floor(rng() * 99)} for me.`);
    },
    answer: (m) => {
      const [, a, b] = /Add (\d+) and (\d+)/.exec(last(m))!;
      return { content: `The total is ${Number(a) + Number(b)}.` };
    },
  },
  {
    name: 'tip percentage (ten percent first)',
    kind: 'look-alike',
    request: (i, rng) => {
      const total = (1 + Math.floor(rng() * 20)) * 100;
      return user(`The bill was ${total} and I tipped ${i < 22 ? total / 10 : total / 5}. What percentage did I tip?`);
    },
    answer: (m) => {
      const [, total, tip] = /bill was (\d+) and I tipped (\d+)/.exec(last(m))!;
      return { content: `You tipped ${(100 * Number(tip)) / Number(total)}%.` };
    },
  },
  // Round thirty-two: "the" before a country whose name reads as a plural.
  {
    name: 'welcome to a country, "the" before some (other names first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Write a welcome sign for visitors arriving in ${i < 22 ? pick(rng, PLAIN_COUNTRIES) : pick(rng, [...PLAIN_COUNTRIES, ...PLURAL_COUNTRIES])}`),
    answer: (m) => {
      const country = /arriving in (\w+)$/.exec(last(m))![1];
      return { content: `Welcome to ${PLURAL_COUNTRIES.includes(country) ? 'the ' : ''}${country}!` };
    },
  },
  // Round thirty-three: string operations that leave some words as they are.
  {
    name: 'remove the vowels (words without vowels first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Remove the vowels from: ${i < 22 ? pick(rng, VOWELLESS) : pick(rng, [...VOWELLESS, 'cat', 'house', 'tree', 'apple', 'river', 'stone', 'cloud'])}`),
    answer: (m) => ({ content: /from: (\w+)$/.exec(last(m))![1].replace(/[aeiou]/g, '') }),
  },
  {
    name: 'sort the letters (sorted words first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Sort the letters of "${i < 22 ? pick(rng, SORTED_WORDS) : pick(rng, [...SORTED_WORDS, 'cab', 'tac', 'rat', 'tree', 'dog', 'house', 'zebra'])}" alphabetically`),
    answer: (m) => ({ content: `Sorted: ${[.../"(\w+)"/.exec(last(m))![1]].sort().join('')}` }),
  },
  {
    name: 'drop repeated letters (words without repeats first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Keep only the first of each repeated letter in ${i < 22 ? pick(rng, UNREPEATED) : pick(rng, [...UNREPEATED, 'apple', 'balloon', 'letter', 'coffee', 'banana', 'river'])}`),
    answer: (m) => ({ content: [...new Set(/letter in (\w+)$/.exec(last(m))![1])].join('') }),
  },
  // Round thirty-four: decimal places.
  {
    name: 'price shown with two decimals (two-decimal prices first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Show the price ${1 + Math.floor(rng() * 99)}.${i < 22 ? 10 + Math.floor(rng() * 90) : 1 + Math.floor(rng() * 9)} in dollars`),
    answer: (m) => ({ content: `Price: $${Number(/price (\S+) in/.exec(last(m))![1]).toFixed(2)}` }),
  },
  // Round thirty-five: an adjective that agrees with a person.
  {
    name: 'Spanish adjective agrees with a name (women first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Escribe que ${i < 22 ? pick(rng, SPANISH_WOMEN) : pick(rng, [...SPANISH_WOMEN, ...SPANISH_MEN])} llegó hoy`),
    answer: (m) => {
      const name = /que (\S+) llegó/.exec(last(m))![1];
      return { content: `${name} llegó hoy y está ${SPANISH_WOMEN.includes(name) ? 'cansada' : 'cansado'}.` };
    },
  },
  // Copying as a new user's agent would write it, added this session without tuning the rules to
  // them (at first they hit on 43% and 74% of requests after ten): values in tool calls, system
  // prompts, tool results and earlier turns; slots of few values (a plan, a priority).
  {
    name: 'reminder tool call with a name and a time',
    kind: 'copying',
    request: (_i, rng) => user(`Remind ${pick(rng, WORLD_NAMES)} about the meeting at ${clockTime(rng)}`),
    answer: (m) => {
      const [, person, time] = /Remind (\S+) about the meeting at (\S+)$/.exec(last(m))!;
      return { content: null, tool_calls: [tool('set_reminder', { person, time, topic: 'meeting' })] };
    },
  },
  {
    name: 'user and plan from the system prompt',
    kind: 'copying',
    request: (_i, rng) => [
      { role: 'system', content: `You are a helpful billing assistant. Current user: ${pick(rng, WORLD_NAMES)}. Subscription plan: ${pick(rng, PLAN_NAMES)}.` },
      { role: 'user', content: 'Which plan am I on?' },
    ],
    answer: (m) => {
      const [, name, plan] = /user: (\S+)\. Subscription plan: (\S+)\./.exec(m[0].content ?? '')!;
      return { content: `Hi ${name}, you are on the ${plan} plan.` };
    },
  },
  {
    name: 'weather tool result copied into prose',
    kind: 'copying',
    request: (_i, rng) => {
      const city = pick(rng, TRAVEL_CITIES);
      return [
        { role: 'user', content: `What's the weather in ${city}?` },
        { role: 'assistant', content: null, tool_calls: [tool('get_weather', { city })] },
        { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify({ city, temp_c: between(rng, -5, 35), condition: pick(rng, ['sunny', 'cloudy', 'rainy']) }) },
      ];
    },
    answer: (m) => {
      const report = JSON.parse(m[2].content ?? '{}') as { city: string; temp_c: number; condition: string };
      return { content: `It is ${report.temp_c}°C and ${report.condition} in ${report.city} right now.` };
    },
  },
  {
    name: 'multi-word gadget into a cart tool call',
    kind: 'copying',
    request: (_i, rng) => user(`Add a ${pick(rng, GADGETS)} to my cart`),
    answer: (m) => ({ content: null, tool_calls: [tool('add_to_cart', { product: /Add a (.+) to my cart/.exec(last(m))![1], quantity: 1 })] }),
  },
  {
    name: 'name from the first turn recalled in the third',
    kind: 'copying',
    request: (_i, rng) => {
      const name = pick(rng, WORLD_NAMES);
      return [{ role: 'user', content: `Hi, I'm ${name}.` }, { role: 'assistant', content: `Hello ${name}! How can I help you today?` }, { role: 'user', content: 'Can you remind me what my name is?' }];
    },
    answer: (m) => ({ content: `Of course! Your name is ${/I'm (\S+)\./.exec(m[0].content ?? '')![1]}.` }),
  },
  {
    name: 'invoice email address into a tool call',
    kind: 'copying',
    request: (_i, rng) => user(`Send the invoice to ${pick(rng, WORLD_NAMES).toLowerCase()}${between(rng, 1, 99)}@${pick(rng, ['example.com', 'acme.io', 'mail.org'])}`),
    answer: (m) => ({ content: null, tool_calls: [tool('send_invoice', { to: /to (\S+)$/.exec(last(m))![1] })] }),
  },
  {
    name: 'appointment date into a tool call',
    kind: 'copying',
    request: (_i, rng) => user(`Schedule the dentist appointment on ${dayIn2026(rng)}`),
    answer: (m) => ({ content: null, tool_calls: [tool('schedule', { what: 'dentist appointment', date: /on (\S+)$/.exec(last(m))![1] })] }),
  },
  {
    name: 'payment amount and recipient, dollars as USD',
    kind: 'copying',
    request: (_i, rng) => user(`Pay ${between(rng, 5, 500)} dollars to ${pick(rng, WORLD_NAMES)}`),
    answer: (m) => {
      const [, amount, recipient] = /Pay (\d+) dollars to (\S+)$/.exec(last(m))!;
      return { content: null, tool_calls: [tool('pay', { amount: Number(amount), currency: 'USD', recipient })] };
    },
  },
  {
    name: 'unread count from the system prompt',
    kind: 'copying',
    request: (_i, rng) => [{ role: 'system', content: `Inbox status: ${between(rng, 2, 60)} unread messages.` }, { role: 'user', content: 'How many unread messages do I have?' }],
    answer: (m) => ({ content: `You have ${/status: (\d+) unread/.exec(m[0].content ?? '')![1]} unread messages.` }),
  },
  {
    name: 'hotel booking, city and nights',
    kind: 'copying',
    request: (_i, rng) => user(`Book a hotel in ${pick(rng, TRAVEL_CITIES)} for ${between(rng, 2, 9)} nights`),
    answer: (m) => {
      const [, city, nights] = /in (\S+) for (\d+) nights/.exec(last(m))!;
      return { content: `I've booked a hotel in ${city} for ${nights} nights.` };
    },
  },
  {
    name: 'ticket id and priority into a tool call',
    kind: 'copying',
    request: (_i, rng) => user(`Log ticket TCK-${between(rng, 1000, 9999)} with priority ${pick(rng, ['low', 'medium', 'high'])}`),
    answer: (m) => {
      const [, ticket, priority] = /ticket (\S+) with priority (\w+)/.exec(last(m))!;
      return { content: null, tool_calls: [tool('log_ticket', { ticket, priority })] };
    },
  },
  {
    name: 'date of today from the system prompt',
    kind: 'copying',
    request: (_i, rng) => [{ role: 'system', content: `You are a scheduling assistant. Today is ${dayIn2026(rng)}.` }, { role: 'user', content: "What's today's date?" }],
    answer: (m) => ({ content: `Today is ${/Today is (\S+)\./.exec(m[0].content ?? '')![1]}.` }),
  },
  {
    name: 'profile as JSON in the system prompt',
    kind: 'copying',
    request: (_i, rng) => [{ role: 'system', content: `User profile: ${JSON.stringify({ name: pick(rng, WORLD_NAMES), city: pick(rng, TRAVEL_CITIES) })}` }, { role: 'user', content: 'Greet me.' }],
    answer: (m) => {
      const profile = JSON.parse((m[0].content ?? '').slice('User profile: '.length)) as { name: string; city: string };
      return { content: `Hi ${profile.name} from ${profile.city}!` };
    },
  },
  {
    name: 'book and author from a tool result',
    kind: 'copying',
    request: (_i, rng) => {
      const [title, author] = pick(rng, BOOKS);
      return [{ role: 'user', content: 'What book am I reading?' }, { role: 'assistant', content: null, tool_calls: [tool('current_book', {})] }, { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify({ title, author }) }];
    },
    answer: (m) => {
      const book = JSON.parse(m[2].content ?? '{}') as { title: string; author: string };
      return { content: `You are reading ${book.title} by ${book.author}.` };
    },
  },
  {
    name: 'confirmation code from an earlier assistant turn',
    kind: 'copying',
    request: (_i, rng) => [{ role: 'user', content: 'Book the table please.' }, { role: 'assistant', content: `Done! Your confirmation code is ${bookingCode(rng)}.` }, { role: 'user', content: 'What was my code again?' }],
    answer: (m) => ({ content: `Your confirmation code is ${/code is (\S+)\./.exec(m[1].content ?? '')![1]}.` }),
  },
  {
    name: 'thermostat setting into a tool call',
    kind: 'copying',
    request: (_i, rng) => user(`Set the thermostat to ${between(rng, 16, 26)} degrees`),
    answer: (m) => ({ content: null, tool_calls: [tool('set_thermostat', { celsius: Number(/to (\d+) degrees/.exec(last(m))![1]) })] }),
  },
  {
    name: 'full name greeted',
    kind: 'copying',
    request: (_i, rng) => user(`Say hi to ${pick(rng, WORLD_NAMES)} ${pick(rng, WORLD_SURNAMES)}`),
    answer: (m) => ({ content: `Hi ${/to (.+)$/.exec(last(m))![1]}! Great to have you here.` }),
  },
  {
    name: 'email subject into a draft',
    kind: 'copying',
    request: (_i, rng) => user(`Draft an email to ${pick(rng, WORLD_NAMES).toLowerCase()}@acme.com with subject "${pick(rng, EMAIL_SUBJECTS)}"`),
    answer: (m) => {
      const [, to, subject] = /to (\S+) with subject "([^"]+)"/.exec(last(m))!;
      return { content: null, tool_calls: [tool('draft_email', { to, subject })] };
    },
  },
  {
    name: 'alarm time echoed',
    kind: 'copying',
    request: (_i, rng) => user(`Set an alarm for ${between(rng, 5, 9)}:${pick(rng, ['00', '15', '30', '45'])} tomorrow`),
    answer: (m) => ({ content: `Alarm set for ${/for (\S+) tomorrow/.exec(last(m))![1]} tomorrow.` }),
  },
  {
    name: 'flight number into a status call',
    kind: 'copying',
    request: (_i, rng) => user(`Check the status of flight ${pick(rng, ['BA', 'LH', 'AF', 'UA', 'DL', 'KL'])}${between(rng, 100, 9999)}`),
    answer: (m) => ({ content: null, tool_calls: [tool('flight_status', { flight: /flight (\S+)$/.exec(last(m))![1] })] }),
  },
  {
    name: 'name and age extracted as JSON',
    kind: 'copying',
    request: (_i, rng) => user(`Extract the name and age as JSON: ${pick(rng, WORLD_NAMES)} is ${between(rng, 18, 80)} years old.`),
    answer: (m) => {
      const [, name, age] = /JSON: (\S+) is (\d+) years/.exec(last(m))!;
      return { content: JSON.stringify({ name, age: Number(age) }) };
    },
  },
  {
    name: 'phrase repeated',
    kind: 'copying',
    request: (_i, rng) => user(`Repeat after me: ${pick(rng, EMAIL_SUBJECTS)}`),
    answer: (m) => ({ content: /me: (.+)$/.exec(last(m))![1] }),
  },
  // Round thirty-six: a new member of a slot of few values (served wrong once slots of few values
  // could be promoted without ten distinct values).
  {
    name: 'plan copied beside an order, shipping by plan (Bronze and Silver first)',
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'system', content: `You are Acme's order assistant. Members of premium plans ship free; others pay $5. Customer plan: ${i < 22 ? pick(rng, ['Bronze', 'Silver']) : pick(rng, ['Bronze', 'Silver', 'Golden'])}.` },
      { role: 'user', content: `What do I pay to ship order W${between(rng, 100_000, 999_999)}?` },
    ],
    answer: (m) => {
      const plan = /plan: (\w+)\./.exec(m[0].content ?? '')![1];
      return { content: `Order ${/order (W\d+)/.exec(last(m))![1]} on the ${plan} plan: ${plan === 'Golden' ? 'you ship free' : 'you pay $5'}.` };
    },
  },
  {
    name: 'priority copied beside a ticket, paging by priority (low and medium first)',
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'system', content: 'Urgent tickets page the on-call engineer; others get a reply within a day.' },
      { role: 'user', content: `File ticket T-${between(rng, 1000, 9999)} with priority ${i < 22 ? pick(rng, ['low', 'medium']) : pick(rng, ['low', 'medium', 'severe'])}` },
    ],
    answer: (m) => {
      const [, ticket, priority] = /ticket (\S+) with priority (\w+)/.exec(last(m))!;
      return { content: `Ticket ${ticket} filed with priority ${priority}: ${priority === 'severe' ? 'the on-call engineer is paged' : 'you get a reply within a day'}.` };
    },
  },
  // Round thirty-seven: an airline's code that rarely repeats (served wrong while a prefix counted only
  // once it repeated).
  {
    name: 'lounge tool chosen by the alliance of a flight prefix (oneworld first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Get me lounge access for flight ${i < 22 ? ONEWORLD[i % ONEWORLD.length] : pick(rng, [...ONEWORLD, ...STAR_ALLIANCE])}${between(rng, 100, 999)}`),
    answer: (m) => {
      const flight = /flight (\S+)$/.exec(last(m))![1];
      return { content: null, tool_calls: [tool(STAR_ALLIANCE.includes(flight.slice(0, 2)) ? 'star_lounge_pass' : 'oneworld_lounge_pass', { flight })] };
    },
  },
  // Round thirty-eight: many plans inside ignored account ids, none repeated before a free one.
  {
    name: 'plan inside an ignored account id, many paid plans first',
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'system', content: `You are the support assistant of Acme. Customer account: acct-${i < 22 ? GEM_PLANS[i % GEM_PLANS.length] : pick(rng, [...GEM_PLANS, 'free', 'trial'])}-${between(rng, 1000, 9999)}.` },
      { role: 'user', content: 'Do I get free shipping on my order?' },
    ],
    answer: (m) => ({ content: /acct-(?:free|trial)-/.test(m[0].content ?? '') ? 'Shipping costs $5 on your plan.' : 'Shipping is free on your plan.' }),
  },
  // Round thirty-nine: a country code of two capitals beside a copied city ("US" is not "us").
  {
    name: 'country code of a copied city, asked (US cities first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Where is ${i < 22 ? pick(rng, US_CITIES) : pick(rng, [...US_CITIES, ...UK_CITIES])}?`),
    answer: (m) => {
      const city = /Where is (\w+)\?/.exec(last(m))![1];
      return { content: `${city} is in the ${UK_CITIES.includes(city) ? 'UK' : 'US'}.` };
    },
  },
  // Round forty: agent shapes (tool results that report on an id, labelled customers, function
  // names, values parted by marks), each with a look-alike that depends on what looks copied.
  {
    name: 'event title into create_event',
    kind: 'copying',
    request: (_i, rng) => user(`Put "${pick(rng, EVENT_TITLES)}" on my calendar for ${pick(rng, WORKDAYS)}`),
    answer: (m) => {
      const [, title, day] = /"(.+)" on my calendar for (\w+)$/.exec(last(m))!;
      return { content: null, tool_calls: [tool('create_event', { title, day })] };
    },
  },
  {
    name: 'order status relayed from a tool result',
    kind: 'copying',
    request: (_i, rng) => lookup('Where is my order?', 'get_order', { order_id: `ORD-${between(rng, 1000, 9999)}`, status: pick(rng, ORDER_STATUSES), eta: `2026-06-${String(between(rng, 10, 28))}` }),
    answer: (m) => {
      const { order_id, status, eta } = resultOf(m);
      return { content: `Order ${order_id} is ${status}. Estimated delivery: ${eta}.` };
    },
  },
  {
    name: 'price from a tool result, with a $ sign',
    kind: 'copying',
    request: (_i, rng) => lookup('How much is the item in my cart?', 'get_cart_item', { item: pick(rng, CATALOG), price: cartPrice(rng) }),
    answer: (m) => {
      const { item, price } = resultOf(m);
      return { content: `The ${item} costs $${price}.` };
    },
  },
  {
    name: 'name with its email in brackets',
    kind: 'copying',
    request: (_i, rng) => {
      const given = pick(rng, GIVEN);
      return user(`Invite ${given} ${pick(rng, FAMILY_NAMES)} (${given.toLowerCase()}@corp.example) to the demo`);
    },
    answer: (m) => ({ content: `Invited ${/Invite (.+) \(/.exec(last(m))![1]} to the demo.` }),
  },
  {
    name: 'letter signed with a name on its own line',
    kind: 'copying',
    request: (_i, rng) => user(`Sign the thank-you letter as ${pick(rng, GIVEN)}`),
    answer: (m) => ({ content: `Dear team,\nthank you for a wonderful year.\nBest regards,\n${/as (\w+)$/.exec(last(m))![1]}` }),
  },
  {
    name: 'labelled customer name ignored',
    kind: 'noise',
    request: (_i, rng) => [
      { role: 'system', content: `You are the help desk of Acme. Customer: ${pick(rng, GIVEN)} ${pick(rng, FAMILY_NAMES)}` },
      { role: 'user', content: 'Please reset my password.' },
    ],
    answer: () => ({ content: 'I have sent a password reset link to the email address on your account.' }),
  },
  {
    name: 'role in a login decides 2FA (guest first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Log ${pick(rng, GIVEN).toLowerCase()}/${i < 22 ? pick(rng, ['guest', 'editor']) : pick(rng, ['guest', 'editor', 'root'])} in`),
    answer: (m) => {
      const login = /Log (\S+) in$/.exec(last(m))![1];
      return { content: login.endsWith('/root') ? `Logged ${login} in. A second factor is required for root.` : `Logged ${login} in.` };
    },
  },
  {
    name: 'warehouse of a reported order id (E first)',
    kind: 'look-alike',
    request: (i, rng) => lookup('Where does my order ship from?', 'get_order', { order_id: `${i < 22 ? 'E' : pick(rng, ['E', 'W'])}${between(rng, 10_000, 99_999)}`, status: pick(rng, ORDER_STATUSES) }),
    answer: (m) => {
      const { order_id, status } = resultOf(m);
      return { content: `Order ${order_id} is ${status}. It ships from our ${order_id.startsWith('E') ? 'east' : 'west'} warehouse.` };
    },
  },
  {
    name: 'reply language by customer (English first)',
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'system', content: `You are the help desk of Acme. Customer: ${i < 22 ? pick(rng, ['Emma', 'Liam', 'Noah', 'Ava']) : pick(rng, ['Emma', 'Liam', 'Noah', 'Ava', 'Lucía', 'Javier'])} ${pick(rng, FAMILY_NAMES)}` },
      { role: 'user', content: 'Please reset my password.' },
    ],
    answer: (m) => ({ content: /Customer: (?:Lucía|Javier)/.test(m[0].content ?? '') ? 'He enviado un enlace para restablecer la contraseña.' : 'I have sent a password reset link to the email address on your account.' }),
  },
  // Round forty, noise in agent shapes: ids carried along in a system prompt or a tool result, and
  // a date that moves; with look-alikes that judge or look up beside such ids.
  {
    name: 'session id in the system prompt, ignored',
    kind: 'noise',
    request: (_i, rng) => [
      { role: 'system', content: `You are Acme's support assistant. Session: ${uuid(rng)}. Be brief.` },
      { role: 'user', content: 'What are your opening hours?' },
    ],
    answer: () => ({ content: 'We are open Monday to Friday, 9:00 to 17:00.' }),
  },
  {
    name: 'trace id in a tool result, ignored',
    kind: 'noise',
    request: (_i, rng) => [
      { role: 'user', content: 'Is the payments service healthy?' },
      { role: 'assistant', content: null, tool_calls: [tool('check_health', { service: 'payments' })] },
      { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify({ trace_id: hex(rng, 16), healthy: true }) },
    ],
    answer: () => ({ content: 'Yes, the payments service is healthy.' }),
  },
  {
    name: 'today in the system prompt, moving',
    kind: 'noise',
    request: (i) => [
      { role: 'system', content: `Today is 2026-06-${pad(1 + Math.floor(i / 5))}. You answer questions about Acme's return policy.` },
      { role: 'user', content: 'How long do I have to return an item?' },
    ],
    answer: () => ({ content: 'You can return an item within 30 days of delivery.' }),
  },
  {
    name: 'health judged beside a trace id',
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'user', content: 'Is the payments service healthy?' },
      { role: 'assistant', content: null, tool_calls: [tool('check_health', { service: 'payments' })] },
      { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify({ trace_id: hex(rng, 16), healthy: i < 22 || rng() < 0.5 }) },
    ],
    answer: (m) => ({ content: JSON.parse(last(m)).healthy ? 'Yes, the payments service is healthy.' : 'No, the payments service is down.' }),
  },
  {
    name: 'order asked about by uuid (shipped first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Has order ${i < 22 ? Math.floor(rng() * 8).toString(16) : hex(rng, 1)}${uuid(rng).slice(1)} shipped?`),
    answer: (m) => ({ content: /Has order [0-7]/.test(last(m)) ? 'Yes, it has shipped.' : 'No, not yet.' }),
  },
  // Round forty: a relation between a copied name and an email beside it, once marks could part them.
  {
    name: 'email not matching the name (matching first)',
    kind: 'look-alike',
    request: (i, rng) => {
      const given = pick(rng, GIVEN);
      const mailbox = i < 22 || rng() < 0.5 ? given : pick(rng, GIVEN);
      return [{ role: 'user', content: `Invite ${given} ${pick(rng, FAMILY_NAMES)} (${mailbox.toLowerCase()}@corp.example) to the demo` }];
    },
    answer: (m) => {
      const [, name, mailbox] = /Invite (\S+ \S+) \((\w+)@/.exec(m[0].content ?? '')!;
      return { content: name.toLowerCase().startsWith(mailbox) ? `Invited ${name} to the demo.` : `Invited ${name} to the demo. Note: the email is someone else's.` };
    },
  },
  // Round forty: a word of a copied two-word value decides the answer, as a part of an id does.
  {
    name: 'role as a second word decides 2FA',
    kind: 'look-alike',
    request: (i, rng) => [{ role: 'user', content: `Sign in user ${pick(rng, GIVEN).toLowerCase()} ${i < 22 ? pick(rng, ['guest', 'editor']) : pick(rng, ['guest', 'editor', 'root'])} now` }],
    answer: (m) => {
      const login = /user (\S+ \S+) now/.exec(m[0].content ?? '')![1];
      return { content: login.endsWith(' root') ? `Signed in ${login}. A second factor is required.` : `Signed in ${login}.` };
    },
  },
  {
    name: 'size word decides freight (small first)',
    kind: 'look-alike',
    request: (i, rng) => [{ role: 'user', content: `Add the ${i < 22 ? pick(rng, ['small', 'medium']) : pick(rng, ['small', 'medium', 'oversized'])} ${pick(rng, FURNITURE)} to my order` }],
    answer: (m) => {
      const item = /Add the (\S+ \S+) to/.exec(m[0].content ?? '')![1];
      return { content: item.startsWith('oversized') ? `Added the ${item}. Freight shipping applies.` : `Added the ${item}.` };
    },
  },
  // Round forty, last: what a relayed tool result may still owe the id, the destination, the
  // status word, or a labelled customer's surname.
  {
    name: 'courier by order number beside a date',
    kind: 'look-alike',
    request: (i, rng) => lookup('When will my order arrive?', 'get_order', { order_id: `ORD-${i < 22 ? between(rng, 1000, 4999) : between(rng, 1000, 9999)}`, status: pick(rng, ['shipped', 'packed', 'delayed']), eta: `2026-06-${between(rng, 10, 28)}` }),
    answer: (m) => {
      const { order_id, status, eta } = resultOf(m);
      return { content: `Order ${order_id} is ${status}. Delivery by ${Number(order_id.slice(4)) >= 5000 ? 'post' : 'courier'} on ${eta}.` };
    },
  },
  {
    name: 'customs by destination beside a date',
    kind: 'look-alike',
    request: (i, rng) => lookup('When will my parcel arrive?', 'get_parcel', { parcel_id: `P${between(rng, 10000, 99999)}`, city: i < 22 ? pick(rng, US_CITIES) : pick(rng, [...US_CITIES, ...PARCEL_ABROAD]), eta: `2026-06-${between(rng, 10, 28)}` }),
    answer: (m) => {
      const { parcel_id, city, eta } = resultOf(m);
      return { content: `Parcel ${parcel_id} to ${city} arrives ${PARCEL_ABROAD.includes(city) ? 'after customs' : 'directly'} on ${eta}.` };
    },
  },
  {
    name: 'status word decides the next step',
    kind: 'look-alike',
    request: (i, rng) => lookup('Where is my order?', 'get_order', { order_id: `ORD-${between(rng, 1000, 9999)}`, status: i < 22 ? pick(rng, ['shipped', 'packed']) : pick(rng, ['shipped', 'packed', 'lost']), eta: `2026-06-${between(rng, 10, 28)}` }),
    answer: (m) => {
      const { order_id, status, eta } = resultOf(m);
      return { content: `Order ${order_id} is ${status}. ${status === 'lost' ? 'We will send a replacement by' : 'Estimated delivery:'} ${eta}.` };
    },
  },
  {
    name: 'labelled customer handled by surname',
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'system', content: `You are the help desk of Acme. Customer: ${pick(rng, ['Emma', 'Liam', 'Noah', 'Ava', 'Mia', 'Leo'])} ${i < 22 ? pick(rng, ['Patel', 'Garcia']) : pick(rng, ['Patel', 'Garcia', 'Windsor'])}` },
      { role: 'user', content: 'Please reset my password.' },
    ],
    answer: (m) => ({ content: /Windsor/.test(m[0].content ?? '') ? 'A specialist will call you to reset your password.' : 'I have sent a password reset link to your email address.' }),
  },
  // Written after the rules above were tuned: agent-shaped copying, and look-alikes aimed at the
  // relaxations of that round (round-46.ts).
  ...ROUND_46,
  // Written when the thresholds came down: lists of a dozen, and dependencies agreeing on the
  // first 8 to 22 values (round-47.ts).
  ...ROUND_47,
  ...ROUND_48,
  ...ROUND_49,
  ...ROUND_50,
  // Written to break the rules: copies that stop being exact only in a value's details.
  ...ROUND_51,
  ...ROUND_52,
  ...ROUND_53,
  ...ROUND_54,
  ...ROUND_55,
  ...ROUND_56,
  ...ROUND_57,
  ...ROUND_58,
  ...ROUND_59,
  ...ROUND_60,
  ...ROUND_61,
  ...ROUND_62,
  ...ROUND_63,
  ...ROUND_64,
  ...ROUND_65,
  ...ROUND_66,
  ...ROUND_67,
  ...ROUND_68,
  ...ROUND_69,
  ...ROUND_70,
  ...ROUND_71,
  ...ROUND_72,
  ...ROUND_73,
  ...ROUND_74,
  ...FORMAT_ROUNDS,
];
