// Signs, in the words of a request and its answer, that the answer depends on a value in a way a
// copy cannot express, however many examples agree: it judges the value ("Yes, 7 is prime"), it
// says something that follows from a name ("she", "Mr.") or a date ("Thursday"), or it crosses languages (a city copied
// into French may be translated: "Londres"); or the user sets a condition a value may fail ("my
// kid's watchlist"). Such answers get no template. The cost is reach on
// these kinds of requests; the alternative is a wrong answer the day the coincidence ends.

/** A whole word, by Unicode letters, not ASCII's \b (which splits "sí"). */
const word = (alternatives: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'iu');

/** Words by which an answer judges its input rather than copying it, in the languages seen most. */
const JUDGEMENT = word(
  [
    "yes|no|not|none|never|true|false|correct|incorrect|wrong|right(?!\\s+(?:now|away|here|there|after|before|back))|isn't|aren't|doesn't|don't|cannot|can't|couldn't|unable|positive|negative|valid|invalid|even|odd|prime|found|\\w+n't",
    'sí|si|oui|non|ja|nein|sim|não|nao|vrai|faux|verdadero|falso|richtig|falsch|pas|nicht|kein|keine|ningún|ninguno|nunca|jamais|par|impar|pair|impair|primo|premier|gerade|ungerade',
  ].join('|'),
);

/**
 * Words that follow from who a name belongs to: pronouns, titles, and the greetings and
 * adjectives that agree with a person ("Querida María", "Benvenuto, Luca", "Liebe Anna"), in the
 * languages seen most; and emoji of a woman or a man.
 */
const GENDERED = word(
  [
    'he|she|him|her|his|hers|himself|herself|mr|mrs|ms|miss|sir|madam|madame|monsieur|mademoiselle|señor|señora|señorita|herr|frau|il|elle|él|ella|lui|lei|signor|signora|sr|sra|ele|ela|dela|dele',
    'er|sie|ihn|ihm|ihr|ihre|ihren|ihrem|ihrer|sein|seine|seinen|seinem|seiner|hij|zij|hem|haar|zijn',
    // Swedish, Norwegian and Danish he and she.
    'han|hon|hun|honom|henne|hans|hennes',
    'querido|querida|estimado|estimada|bienvenido|bienvenida|benvenuto|benvenuta|caro|cara|carissimo|carissima|prezado|prezada|bem-vindo|bem-vinda|cher|chère|bienvenu|bienvenue|lieber|liebe|geehrter|geehrte',
    // Praise that agrees, and that English lists as words of its own, so no other test sees the language: "Brava Giulia!".
    'bravo|brava|bravissimo|bravissima|guapo|guapa|bonito|bonita|lindo|linda|bello|bella|contento|contenta',
    '👩|👨|👧|👦|👵|👴|🧔|👸|🤴|♀|♂',
  ].join('|'),
);

/**
 * Nouns for people that say whether they are a man or a woman ("the best son", "our niece",
 * "bride"), singular and plural, in the languages seen most. Unlike a pronoun, a request may say
 * one itself ("a card for my son Adam"); only one the request does not say may follow from a name.
 */
const GENDERED_NOUN = word(
  [
    "sons?|daughters?|brothers?|sisters?|fathers?|mothers?|dads?|moms?|mums?|husbands?|wi(?:fe|ves)|boyfriends?|girlfriends?|grooms?|bridegrooms?|brides?|kings?|queens?|princes?|princess(?:es)?|uncles?|aunts?|nephews?|nieces?",
    'grandsons?|granddaughters?|grandfathers?|grandmothers?|grandpas?|grandmas?|granddads?|grannys?|stepsons?|stepdaughters?|stepfathers?|stepmothers?|godsons?|goddaughters?|boys?|girls?|m[ae]n|wom[ae]n|gentlem[ae]n|lady|ladies|guys?|gals?|lads?|lasses?',
    'actors?|actress(?:es)?|waiters?|waitress(?:es)?|heroes|hero|heroines?|fiancée?s?|widows?|widowers?|males?|females?|masculine|feminine|papas?|mamas?|dudes?|mister|bro|sis|dukes?|duchess(?:es)?|lords?|emperors?|empress(?:es)?|monks?|nuns?',
    '(?:chair|spokes|business|police|sales|fire|post|camera|congress|sports|country|gentle)(?:man|men|woman|women)',
    // Roles named apart for a woman: "tonight's hostess", "your landlady"; and the man's word of each pair.
    'hosts?|hostess(?:es)?|stewards?|stewardess(?:es)?|heirs?|heiress(?:es)?|landlords?|landlad(?:y|ies)|headmasters?|headmistress(?:es)?|mistress(?:es)?|goddess(?:es)?|priestess(?:es)?|countess(?:es)?|baron(?:ess)?(?:es)?|masseurs?|masseuses?|barmaids?|barm[ae]n|maids?|ushers?|usherettes?|comediennes?|alumn(?:us|a|i|ae)',
    'hijos?|hijas?|hermanos?|hermanas?|niños?|niñas?|amigos?|amigas?|novios?|novias?|esposos?|esposas?|tíos?|tías?|abuelos?|abuelas?|chicos?|chicas?',
    'fils|filles?|frères?|sœurs?|soeurs?|garçons?|neveux?|nièces?|oncles?|tantes?|maris?|femmes?|copains?|copines?|amie?s?',
    'söhne|sohn|töchter|tochter|brüder|bruder|schwestern?|jungen?|mädchen|neffen?|nichten?|onkel|ehemann|ehefrau|freundin(?:nen)?',
    'figli[oa]?|figlie|fratell[oi]|sorell[ae]|ragazz[oaie]|zi[oa]|marito|moglie|amic[oa]|amici|amiche',
    // Cousins in Spanish, Italian, Portuguese and French, which an English answer may borrow ("your prima").
    'primos?|primas?|cugin[oaie]|cousines?',
    'filh[oa]s?|irmãos?|irmãs?|menin[oa]s?|marido|namorad[oa]s?',
  ].join('|'),
);

/** Days of the week: a date decides them, in whatever format it came. */
const WEEKDAY = word(
  'monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miércoles|jueves|viernes|sábado|domingo|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag',
);

/** A value made of words only: a name, perhaps. */
const NAME_LIKE = /^\p{L}[\p{L}'’ .-]*$/u;

/**
 * Languages by their English names, and the most spoken by their own. A request that names one
 * may want a value written in it, however it asks: "in Swedish", "the Swedish word for",
 * "Swedish road signs", "auf Deutsch". Names of places differ most ("Prague" is "Prag", "Praha",
 * "Praga"), and a run of names that agree ("London", "Oslo") proves nothing for the next.
 * Polish only capitalized (see POLISH): "polish this draft" asks for no language.
 */
const LANGUAGES = [
  'english|french|spanish|german|italian|portuguese|dutch|flemish|chinese|mandarin|cantonese|japanese|korean|russian|arabic|hindi|urdu|bengali|punjabi|tamil|telugu|marathi|gujarati|persian|farsi|hebrew|yiddish|turkish|greek|latin',
  'swedish|norwegian|danish|finnish|icelandic|czech|slovak|hungarian|romanian|bulgarian|ukrainian|serbian|croatian|bosnian|slovenian|albanian|estonian|latvian|lithuanian|georgian|armenian',
  'catalan|basque|galician|irish|gaelic|welsh|breton|maltese|esperanto|thai|vietnamese|indonesian|malay|tagalog|filipino|swahili|amharic|somali|hausa|yoruba|afrikaans|khmer|lao|burmese|nepali|sinhala|mongolian|kazakh|uzbek',
  'inglés|anglais|englisch|inglese|inglês|español|espagnol|spanisch|spagnolo|espanhol|français|francais|francés|französisch|francese|francês|deutsch|alemán|allemand|tedesco|alemão|italiano|italien|italienisch|portugués|portugais|portugiesisch|portoghese|português|nederlands|svenska|norsk|dansk|suomi|polski|русский',
].join('|');

const POLISH = /(?<![\p{L}\p{N}])Polish(?![\p{L}\p{N}])/u;

/** A request that asks for another language, or for names as a place or language writes them. */
const TRANSLATION = word(
  `translat\\w*|tradu\\w*|übersetz\\w*|transliterat\\w*|romani[sz]\\w*|exonyms?|endonyms?|locali[sz]\\w*|(?:local|native|foreign) (?:names?|spellings?|forms?|words?|languages?)|${LANGUAGES}`,
);

/**
 * Words by which a user's message sets a condition its value may fail: whom it is for ("my kid's
 * watchlist"), a diet ("the vegetarian menu", "nut-free"), what is safe or allowed ("my cat-safe
 * plant list"). A model then judges each value against it, by what it knows of the value ("Joker"
 * is rated R, "jade plant" is toxic to cats), and refuses some in words of its own where every
 * earlier value was copied (round one hundred and forty-one). No feature of a title or a plant's
 * name shows it, so no template is made.
 */
const AUDIENCE_OR_DIET = [
  'kids?|kiddie|children|child|toddlers?|minors?|teens?|teenagers?|under-?age|age-appropriate|family-friendly|parental',
  '\\p{L}+-safe|safe for|vegetarian|vegan|halal|kosher|pescatarian|(?:nut|peanut|gluten|dairy|lactose|sugar|meat|egg|soy|wheat|alcohol|caffeine|pork|fragrance|latex)[- ]free|allerg\\w*|intoleran\\w*|pregnan\\w*|diabetic|celiac|coeliac|sober',
  '(?:pet|dog|cat|kid|child|family)-friendly|toxic|non-toxic',
].join('|');
const CONDITION = word(
  [
    AUDIENCE_OR_DIET,
    'allowed|permitted|banned|prohibited|forbidden|restricted|eligible|suitable|unsuitable',
    // A condition in so many words: "Add it, but only if it's spicy". A bare "if" is induce.ts's
    // (decisionLeftToAnswer): "Ship order W7 if it is paid" may be looked up first.
    'only if|only when|as long as|provided (?:that|it)',
  ].join('|'),
);
/**
 * In a system prompt, only whom the agent serves or what diet it keeps: "This is a kids profile"
 * makes "Add Joker to my watchlist" a refusal where family films were added (9 wrong over 13 seeds
 * before). An agent's general policies ("only if", "allowed", "eligible": tau-bench's airline
 * policy says "only if") hold for every request and would take every template from it.
 */
const SYSTEM_CONDITION = word(AUDIENCE_OR_DIET);

/** The word by which a user's message holding a value sets a condition the value may fail, or null. */
export function conditionSet(userText: string): string | null {
  return CONDITION.exec(userText)?.[0] ?? null;
}

/** The word by which a system prompt names an audience or a diet every value must suit, or null. */
export function conditionSetBySystem(systemText: string): string | null {
  return SYSTEM_CONDITION.exec(systemText)?.[0] ?? null;
}

/** Common short words per language: enough of them tell which language a text is in. */
export const STOP_WORDS: Record<string, Set<string>> = {
  en: new Set('the a an and is are to of in for you your me my it on with please what how this that be at from'.split(' ')),
  fr: new Set('le la les un une et est sont à au aux de des du en pour vous votre je moi mon ma avec ce cette qui que où'.split(' ')),
  es: new Set('el la los las un una y es son a de del en para usted tu yo mi con por qué que este esta donde'.split(' ')),
  de: new Set('der die das ein eine und ist sind zu von in für sie du ich mein mit nicht den dem wo'.split(' ')),
  it: new Set('il lo la gli le un una e è sono di da in per lei tu io mio con che questo dove'.split(' ')),
  pt: new Set('o a os as um uma e é são de do da em para você eu meu com que este onde'.split(' ')),
};

/** The language of a text by its short words, or null when too few say so or two tie. */
export function languageOf(text: string): string | null {
  const tokens = text.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  const scores = Object.entries(STOP_WORDS).map(([language, stop]) => [language, tokens.filter((t) => stop.has(t)).length] as const);
  scores.sort((a, b) => b[1] - a[1]);
  const [best, second] = scores;
  return best[1] >= 2 && best[1] >= 2 * second[1] ? best[0] : null;
}

/**
 * A random hexadecimal identifier: a UUID, a trace or request id. Nothing about one can be judged
 * or dated from it, unlike a number, a name or a date; what an answer could still owe one (a
 * record it names) is what an ignored variable's larger evidence and audits are for.
 */
export const isOpaqueId = (value: string) => value.length >= 12 && /^[0-9a-f]+(?:-[0-9a-f]+)*$/iu.test(value) && /\d/u.test(value) && /[a-f]/iu.test(value);

/**
 * Why the answer depends on its values beyond copying them, or null. `requestText` and
 * `answerText` are the literal text around the values (the values themselves taken out);
 * `judgedText` the part of the answer a judgement of a value would be in (see induce.ts).
 * `opaque`: the only values are random identifiers the answer ignores (a session id in the system
 * prompt, a trace id in a tool result): a "yes" or a weekday in the answer is not about them.
 */
export function dependenceBeyondCopy(requestText: string, answerText: string, judgedText: string, values: readonly string[], opaque = false): string | null {
  const judgement = opaque ? null : JUDGEMENT.exec(judgedText);
  if (judgement) return `the answer judges its input ("${judgement[0]}")`;
  const gendered = GENDERED.exec(answerText);
  if (gendered && values.some((value) => NAME_LIKE.test(value))) return `the answer says "${gendered[0]}", which may follow from a copied name`;
  const noun = genderedNounNotSaid(requestText, answerText);
  if (noun && values.some((value) => NAME_LIKE.test(value))) return `the answer says "${noun}", which the request does not: it may follow from a copied name`;
  const weekday = opaque ? null : WEEKDAY.exec(answerText);
  if (weekday && !word(weekday[0]).test(requestText)) return `the answer names a day ("${weekday[0]}") the request does not: it may follow from a date`;
  if (TRANSLATION.test(requestText) || POLISH.test(requestText)) return 'the request asks for a translation or names a language: a copied value may be written in it';
  const asked = languageOf(requestText);
  const answered = languageOf(answerText);
  if (asked && answered && asked !== answered) return `the answer is in another language (${answered}) than the request (${asked}): a copied value may be translated`;
  return null;
}

/**
 * A noun of the answer's that says a person's sex and that the request does not say, or that the
 * request offers beside another ("son or daughter"): then it was chosen, perhaps by a name.
 */
function genderedNounNotSaid(requestText: string, answerText: string): string | null {
  const global = new RegExp(GENDERED_NOUN.source, 'giu');
  const said = new Set([...requestText.matchAll(global)].map((m) => m[0].toLowerCase()));
  for (const [noun] of answerText.matchAll(global)) {
    if (!said.has(noun.toLowerCase()) || said.size > 1) return noun;
  }
  return null;
}
