// Words inside a copied value that a model does not copy as they are: it turns the user's own words
// to the second person ("call my mom": "I will remind you to call your mom"), and lifts when, how
// many and how pressing out of a phrase into fields of their own ("wash the car tomorrow": a due
// date; "three carrots": a quantity; "urgent fix the sink": a priority) or drops courtesy from a
// title ("please wash the car") and a determiner from an item ("an avocado"), sets a colour, a
// size, whom goods are for, a material, a diet, a price, a flavour, a pattern, a season, how a meal
// is served and more apart from the item ("a white throw pillow", "vegan curry", "gyro to go"),
// splits two things joined by "and" or takes one away ("without onions"), checks a buyer's age for
// some goods ("wine"), asks for a prescription for some medicines ("Ambien"), refuses foods some
// are allergic to ("pecan pie") and what it knows to be dangerous, meat, toxic to pets or harmful
// ("safety matches" as air freight, "chorizo paella" on a vegetarian menu, a "Boxer" in a plane's
// cabin, "garlic bread" for a dog, "untraceable gun parts", a coin or an electric car), knows
// which organizations and people are under sanctions or bans, or gone ("Kaspersky", "Aeroflot",
// "FTX"), refuses profanity or a staff role hidden inside a handle ("shithead42", "sysadmin71"),
// and puts "the" before a name built from a generic word ("a week in the United Kingdom", "the
// Red Sea") or one that takes it ("the Netherlands"). Which of each vocabulary a value holds is a
// feature, verified once (see value-features.ts).

/** A vocabulary as whole words; `apostrophe`: not right after one either ("I" in "I'm" counts, "s" in "'s" not). */
const words = (alternatives: string, apostrophe = false) => new RegExp(`(?<![\\p{L}${apostrophe ? "'’" : ''}])(?:${alternatives})(?!\\p{L})`, 'giu');

/**
 * Each vocabulary's feature name, its words, and where they count: only inside phrases (values
 * with a space), only capitalized (a name's word: "Bay" in "Hudson Bay", not "bay" in "clear the
 * bay"), or anywhere.
 */
const VOCABULARIES: ReadonlyArray<readonly [feature: string, vocabulary: RegExp, where: 'phrases' | 'capitalized' | 'anywhere']> = [
  ['person words', words('i|me|my|mine|myself|we|us|our|ours|ourselves|you|your|yours|yourself|yourselves', true), 'anywhere'],
  ['time words', words('today|tonight|tomorrow|tmrw|yesterday|now|asap|later|soon|morning|afternoon|evening|noon|midnight|weekend|daily|weekly|monthly|yearly|hourly|(?:hour|day|week|month|year|minute)s?'), 'phrases'],
  ['number words', words('one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|fifty|hundred|thousand|dozen|couple|half|twice|once|single|double|pair'), 'phrases'],
  ['priority words', words('urgent|urgently|important|critical|emergency|priority|immediately|rush|blocker'), 'phrases'],
  ['courtesy words', words('please|pls|plz|kindly|thanks|thank|thx'), 'phrases'],
  // Fillers a title drops ("just call the bank": "call the bank"), round one hundred and twenty-seven.
  ['filler words', words('just|quickly|quick|actually|maybe|also|really|definitely|probably|simply|finally|basically|honestly|literally'), 'phrases'],
  // Words that join a second value to the first or take one away, with the word they join:
  // "Invite Ann and Bob" has two attendees, "a pizza without onions" an exclusion and "Play Hello
  // by Adele" an artist, where twelve names with "de" or "van" were each one attendee and "Stand
  // by Me" one title (round one hundred and seventeen).
  // And since round one hundred and twenty-six, "for", "near", "no" and "hold": "roses for mom"
  // has a recipient, "hotels near downtown" a place, "burger no pickles" and "hold the mayo" an
  // exclusion; since round one hundred and twenty-seven "at", "from", "about" and "via": "print
  // the tickets at the bank" may set a place, "rome from boston" an origin, "email hr about the
  // offsite" a subject. "to", "on", "in" and "of" join the parts of too many things copied whole
  // ("move the boxes to the attic") to be told apart this way; they are a known limit.
  ['joining words', /(?<!\p{L})(?:and|or|nor|plus|but|except|without|with|not|no|hold|versus|vs|by|for|near|at|from|about|via|&)\s+[\p{L}\p{N}]+/giu, 'phrases'],
  // A phrase's first word when it only says how much or which: a model drops it from a field
  // ("Put an avocado on my list": "avocado") where twelve items of two words were copied whole.
  ['leading determiner', /^(?:a|an|the|some|any|more|another|several|few|many|much|each|every|this|that|these|those|all|no)(?=\s)/giu, 'phrases'],
  // Goods a shop may sell only after an age check: an order for "wine" may add one that twelve
  // orders for bread did not.
  ['age-restricted words', words('alcohol|beers?|wines?|vodka|whisk(?:e)?y|gin|rum|tequila|brandy|cognac|cider|champagne|prosecco|liquor|spirits|sake|lager|ales?|cigarettes?|cigars?|tobacco|vapes?|e-cigarettes?|nicotine|lottery|ammunition|firearms?|casinos?|poker|gambling|betting|sportsbooks?'), 'anywhere'],
  // Medicines a pharmacy hands out only on a prescription, by brand or generic name: "Add Ambien
  // to my cart" asks for one where twelve over-the-counter brands, names of no kind, were added
  // as written (round one hundred and forty). The best known only; a list, so partial.
  [
    'prescription words',
    words(
      'xanax|adderall|vicodin|valium|ambien|oxycontin|percocet|norco|dilaudid|lipitor|zocor|crestor|zoloft|prozac|lexapro|wellbutrin|cymbalta|paxil|celexa|effexor|klonopin|ativan|ritalin|vyvanse|concerta|suboxone|' +
        'viagra|cialis|levitra|synthroid|glucophage|januvia|ozempic|wegovy|mounjaro|lantus|humalog|eliquis|xarelto|plavix|coumadin|lasix|norvasc|zestril|neurontin|lyrica|seroquel|abilify|risperdal|zyprexa|lamictal|depakote|topamax|' +
        'humira|enbrel|accutane|propecia|valtrex|tamiflu|paxlovid|ventolin|singulair|advair|epipen|augmentin|zithromax|cipro|keflex|' +
        'tramadol|oxycodone|hydrocodone|fentanyl|morphine|codeine|methadone|buprenorphine|alprazolam|lorazepam|clonazepam|diazepam|zolpidem|amphetamine|methylphenidate|' +
        'atorvastatin|simvastatin|rosuvastatin|lisinopril|metformin|amlodipine|losartan|metoprolol|levothyroxine|gabapentin|pregabalin|sertraline|fluoxetine|escitalopram|citalopram|bupropion|trazodone|' +
        'amoxicillin|azithromycin|ciprofloxacin|doxycycline|cephalexin|prednisone|isotretinoin|warfarin|clopidogrel|sildenafil|tadalafil|finasteride|valacyclovir|oseltamivir|albuterol|montelukast|insulin|semaglutide|testosterone',
    ),
    'anywhere',
  ],
  // Dangerous goods, which a carrier refuses or books apart for air freight and the post: "20
  // boxes of safety matches" where twelve of plain goods in two words were booked as written
  // (round one hundred and forty-one). Batteries, fuels and gases, flammables, corrosives,
  // pressurized cans; a list, so partial.
  [
    'dangerous goods words',
    words(
      'batter(?:y|ies)|lithium|li-ion|power ?banks?|e-?bikes?|e-?scooters?|hoverboards?|matches|matchbox(?:es)?|lighters?|aerosols?|sprays?|spray-?cans?|paints?|varnish(?:es)?|lacquers?|' +
        'fuels?|gasoline|petrol|diesel|kerosene|paraffin|propane|butane|gas|gases|cylinders?|canisters?|helium|oxygen|nitrogen|co2|dry ice|' +
        'bleach|acetone|solvents?|thinners?|turpentine|nail polish|polish remover|ethanol|methanol|isopropyl|rubbing alcohol|chlorine|peroxide|ammonia|acids?|lye|' +
        'fireworks?|sparklers?|firecrackers?|flares?|explosives?|gunpowder|detonators?|perfumes?|colognes?|pesticides?|insecticides?|herbicides?|weedkillers?|fertili[sz]ers?|' +
        'mercury|uranium|plutonium|radium|thorium|sodium|potassium|phosphorus|magnets?|airbags?|flammables?|corrosives?|toxic|radioactive|poisons?|hazardous|hazmat|dangerous goods',
    ),
    'anywhere',
  ],
  // Meat, which a vegetarian or halal menu refuses: "chorizo paella" where twelve meatless dishes
  // of two words were added as written (round one hundred and forty-one).
  [
    'meat words',
    words(
      'meats?|beef|chicken|pork|bacon|ham|hams|lamb|mutton|veal|venison|duck|goose|turkey|rabbit|sausages?|salami|pepperoni|prosciutto|chorizo|pancetta|guanciale|pastrami|brisket|steaks?|ribs|mince|meatballs?|meatloaf|' +
        'bratwurst|kielbasa|frankfurters?|hot ?dogs?|jerky|lard|gelatin|oxtail|liver|anchov(?:y|ies)|tuna|salmon|cod|carnitas|barbacoa|pastor|carne|pollo|jamón|jamon|cerdo|boeuf|poulet|porc|schnitzel|bolognese|carbonara|' +
        'kebabs?|gyros?|shawarma|wings|drumsticks?|nuggets?|cutlets?|bone broth',
    ),
    'anywhere',
  ],
  // Breeds and kinds of pets, whose facts an airline or a landlord may follow: a snub-nosed "Pug"
  // or a "Boxer" may not fly in the cabin where twelve other breeds, names of no kind, were booked
  // (round one hundred and forty-one). The best known; a list, so partial.
  [
    'animal words',
    words(
      'chihuahuas?|dachshunds?|poodles?|beagles?|yorkies?|yorkshire|terriers?|papillons?|havanese|pomeranians?|schnauzers?|corgis?|whippets?|bichons?|spaniels?|pugs?|bulldogs?|pekingese|boxers?|mastiffs?|shih tzus?|' +
        'retrievers?|labradors?|labs|shepherds?|huskies|husky|malamutes?|rottweilers?|dobermanns?|dobermans?|pit ?bulls?|staffies|staffordshire|collies?|greyhounds?|dalmatians?|great danes?|akitas?|shibas?|samoyeds?|chow chows?|' +
        'maltipoos?|cockapoos?|labradoodles?|goldendoodles?|cavaliers?|sheepdogs?|setters?|pointers?|hounds?|basenjis?|weimaraners?|vizslas?|newfoundlands?|bernese|st\\.? bernards?|saint bernards?|lhasa|boston terriers?|frenchies|' +
        'persians?|siamese|sphynx|ragdolls?|maine coons?|bengals?|burmese|himalayans?|' +
        'cats?|kittens?|dogs?|pupp(?:y|ies)|snakes?|pythons?|boas?|lizards?|geckos?|iguanas?|bearded dragons?|turtles?|tortoises?|parrots?|parakeets?|budgies?|cockatiels?|rabbits?|bunn(?:y|ies)|ferrets?|hamsters?|gerbils?|guinea pigs?|rats?|mice|chinchillas?|hedgehogs?|tarantulas?|spiders?|birds?|fish|horses?|ponies|pony|goats?|pigs?|chickens?',
    ),
    'anywhere',
  ],
  // What an assistant refuses to help with: weapons, drugs, break-ins, self-harm; and blades, which
  // a cabin bag may not hold. "Search the web for: untraceable gun parts" is refused where twelve
  // queries of common words were searched as written (round one hundred and forty-one). A list, so
  // partial.
  [
    'harm words',
    words(
      'bombs?|pipe ?bombs?|explosives?|detonators?|grenades?|guns?|ghost ?guns?|rifles?|pistols?|handguns?|ammo|weapons?|silencers?|suppressors?|untraceable|' +
        'kni(?:fe|ves)|swords?|machetes?|daggers?|switchblades?|tasers?|stun ?guns?|pepper spray|crossbows?|brass knuckles|nunchucks?|' +
        'kill|killing|murder\\w*|poison\\w*|assault\\w*|stab\\w*|shoot|shooting|terror\\w*|bioweapons?|anthrax|ricin|sarin|nerve agents?|' +
        'meth|methamphetamine|cocaine|heroin|crack|lsd|mdma|ecstasy|drugs?|weed|marijuana|cannabis|opioids?|' +
        'hack|hacking|hacked|phishing|malware|ransomware|keyloggers?|ddos|exploits?|pirated?|torrents?|counterfeit|fake ids?|launder\\w*|steal\\w*|stolen|shoplift\\w*|' +
        'lock ?pick\\w*|pick(?:ing)? (?:a |the )?locks?|break into|stalk\\w*|spy on|suicide|self-harm|overdose|porn\\w*|nudes?|explicit|nazis?',
    ),
    'anywhere',
  ],
  // Plants, some of which are toxic to pets or children: "jade plant" is left off a cat-safe list
  // where twelve safe plants of two common words were added (round one hundred and forty-one).
  [
    'plant words',
    words(
      'lil(?:y|ies)|aloe|jade|snake plants?|ivy|sago|pothos|philodendrons?|monsteras?|dieffenbachias?|oleanders?|azaleas?|rhododendrons?|tulips?|daffodils?|hyacinths?|chrysanthemums?|mums|cyclamens?|foxgloves?|' +
        'poinsettias?|begonias?|geraniums?|hydrangeas?|ferns?|palms?|violets?|orchids?|cactus|cacti|succulents?|marigolds?|roses?|sunflowers?|ficus|rubber plants?|fiddle[- ]leaf|yuccas?|dracaenas?|' +
        'calatheas?|peperomias?|spider plants?|money trees?|zz plants?|hostas?|ivies|amaryllis|kalanchoes?|caladiums?|lantanas?|wisterias?|yews?|hollys?|mistletoe|nightshade|castor',
    ),
    'anywhere',
  ],
  // Foods toxic to dogs and cats: "garlic bread" is left out of a dog's treats where twelve safe
  // foods of two common words were added (round one hundred and forty-one).
  ['pet-toxic words', words('grapes?|raisins?|sultanas?|currants?|onions?|garlic|chives|leeks?|shallots?|scallions?|xylitol|sugar-free|avocados?|guacamole|cocoa|caffeine|nutmeg|yeast|dough'), 'anywhere'],
  // Cryptocurrencies, which a brokerage or a bank may not trade: "Buy 10 shares of DOGE" is refused
  // where twelve stock tickers of the same shape were bought (round one hundred and forty-one).
  // Tickers in capitals only, so that Ada or a dot is no coin.
  [
    'crypto words',
    /(?<![\p{L}\p{N}])(?:BTC|ETH|SOL|DOGE|XRP|ADA|USDT|USDC|BNB|LTC|DOT|SHIB|AVAX|TRX|XLM|XMR|MATIC|PEPE|[Bb]itcoins?|[Ee]thereum|[Ss]olana|[Dd]ogecoin|[Ll]itecoin|[Tt]ether|[Cc]ardano|[Mm]onero|[Cc]rypto\p{L}*)(?![\p{L}\p{N}])/gu,
    'anywhere',
  ],
  // Car makes, and the models that run on electricity: "Book an oil change for my Chevy Bolt" is
  // declined where twelve petrol cars, makes and models of no kind, were booked (round one hundred
  // and forty-one). Capitalized, as a car's name is written.
  [
    'vehicle words',
    words(
      'toyota|honda|ford|chevy|chevrolet|nissan|hyundai|kia|mazda|subaru|jeep|dodge|gmc|buick|cadillac|lincoln|chrysler|tesla|bmw|audi|mercedes|mercedes-benz|volkswagen|vw|volvo|porsche|lexus|acura|infiniti|mitsubishi|fiat|jaguar|land rover|range rover|rivian|lucid|polestar|genesis|skoda|seat|renault|peugeot|citroen|citroën|opel|suzuki|byd|' +
        'model [3sxy]|leaf|bolt|ioniq(?: \\d)?|mach-e|ev\\d|e-tron|taycan|id\\.?\\d|i[34x]|eq[a-z]|r1[ts]|prius|hybrid|electric|phev|plug-in|cybertruck|lightning',
    ),
    'capitalized',
  ],
  // Organizations and people a model knows to be under sanctions or bans, or gone: "Add Kaspersky
  // to our approved vendor list" is refused by a federal buyer, "Book me on Aeroflot to Berlin" by
  // an EU route, a wire to Sberbank or a payee named Putin blocked, and funds sent to FTX lost,
  // where twelve vendors, airlines, banks or exchanges of the same shape were copied (round one
  // hundred and forty-two). Capitalized single words are otherwise served by shape, as names are.
  // Only names that mean nothing else; a list, so partial.
  [
    'barred or defunct names',
    words(
      'kaspersky|huawei|zte|hikvision|dahua|hytera|smic|sensetime|megvii|iflytek|nso group|candiru|intellexa|cytrox|' +
        'aeroflot|rossiya|pobeda|s7 airlines|utair|ural airlines|mahan air|iran air|air koryo|caspian airlines|syrian air|cham wings|' +
        'sberbank|vtb|gazprombank|alfa-bank|otkritie|sovcombank|promsvyazbank|novikombank|vnesheconombank|bank melli|bank saderat|bank mellat|' +
        'rosneft|gazprom|gazprom neft|lukoil|rostec|rosoboronexport|almaz-antey|wagner group|garantex|tornado cash|bitzlato|' +
        'hezbollah|hamas|taliban|al-qaeda|al qaeda|isis|isil|islamic state|boko haram|al-shabaab|houthis?|' +
        'putin|lukashenko|kadyrov|prigozhin|deripaska|abramovich|vekselberg|usmanov|potanin|maduro|khamenei|kim jong[- ]un|' +
        'ftx|theranos|enron|lehman brothers|silicon valley bank|signature bank|credit suisse|silvergate|first republic bank|blockfi|celsius network|mt\\.? ?gox|terraform labs|' +
        'alitalia|flybe|wow air|monarch airlines|jet airways|air berlin|virgin america|thomas cook airlines|' +
        'toys r us|circuit city|quibi|google\\+|google reader|google stadia|friendster|orkut|windows phone|internet explorer|flash player|netscape',
    ),
    'anywhere',
  ],
  // Profanity and slurs, inside words too, where names and handles hide them ("shithead42",
  // "fuckface"): a sign-up, a profile or a post refuses what twelve clean handles, words of no
  // kind, were accepted as (round one hundred and forty-three). Stems that spell plain words too
  // are left out ("cock" in "cocktail", "ass" in "assist"); one that a place name holds
  // ("Scunthorpe") costs that value a hit, never an answer. A list, so partial.
  [
    'profane words',
    new RegExp(
      'fuck|shit(?!ake)|cunt|bitch|asshole|asshat|arsehole|dickhead|dickface|bastard|whore|slut|wank|twat|motherf|nigg|fagg?ot|retard|nazi(?!on)|hitler|kkk|jizz|cumshot|dildo|pedo(?!m|l)|rapist|killallcops|' +
        // Other languages' most common, where they spell nothing else ("puta" starts a word: "reputation").
        'merde|putain|(?<!\\p{L})puta|cabr[oó]n|pendejo|joder|coño|cazzo|stronzo|vaffanculo|scheiss|scheiß|arschloch|fotze|wichser|kurwa|blyat|connard|salope',
      'giu',
    ),
    'anywhere',
  ],
  // Roles a platform keeps for its own staff, inside a handle too ("sysadmin71", "helpdesk15"): a
  // sign-up refuses them as impersonation where twelve handles of no kind were created (round one
  // hundred and forty-three). Matched inside words, so "grassroots" costs a hit, never an answer.
  ['role words', /admin|root|moderator|sysop|superuser|webmaster|postmaster|hostmaster|helpdesk|support|official|staff|security|verified|customerservice|billing/giu, 'anywhere'],
  // Foods people are allergic to: a nut-free school's menu, or a caterer's, may refuse "pecan pie"
  // where twenty dishes of common words were added as written (round one hundred and nine).
  ['allergen words', words('(?:pea|wal|hazel|chest|coco)?nuts?|almonds?|cashews?|pecans?|pistachios?|macadamias?|praline|marzipan|nutella|shellfish|shrimps?|prawns?|crabs?|lobsters?|oysters?|mussels?|clams?|scallops?|sesame|tahini|gluten|wheat|soy|soya|tofu|eggs?|milk|dairy|lactose|fish|mustard|celery|lupin'), 'anywhere'],
  [
    'the-taking words',
    words(
      'kingdom|republic|states|emirates|union|federation|islands|isles|netherlands|philippines|bahamas|maldives|seychelles|comoros|gambia|congo|vatican|hague|caribbean|balkans|' +
        'coast|sea|ocean|river|gulf|bay|strait|channel|canal|lakes|falls|desert|canyon|valley|mountains|peninsula|alps|andes|himalayas|rockies|sahara|amazon|nile|thames|danube|rhine|' +
        'tower|bridge|museum|cathedral|palace|building|forest',
    ),
    'capitalized',
  ],
  // What a shop's cart, search or order takes as fields of their own: a colour, a size, whom the
  // goods are for. "Add a white throw pillow" may set {"color": "white"}, "girls tennis shoes" a
  // department and "grande chai latte" a size, where twelve phrases without one were copied
  // whole (round one hundred and twenty-three).
  [
    'colour words',
    words(
      'red|blue|green|black|white|gr[ae]y|pink|yellow|purple|orange|navy|beige|brown|teal|silver|gold|golden|maroon|violet|turquoise|cyan|magenta|ivory|cream|khaki|olive|charcoal|burgundy|lavender|tan|coral|mint|indigo|crimson|scarlet|bronze|copper|aqua|lilac|mustard|multicolou?red',
    ),
    'phrases',
  ],
  ['size words', words('small|smaller|medium|large|larger|big|little|tiny|huge|extra|tall|short|grande|venti|regular|mini|jumbo|petite|oversized|xxs|xs|xl|xxl|xxxl|king|queen|twin'), 'phrases'],
  ['audience words', words('men|mens|women|womens|ladies|kids?|boys?|girls?|baby|babies|toddlers?|infants?|children|childrens|unisex|adults?|juniors?|youth|teens?'), 'phrases'],
  // And what goods are made of, and the diet a dish keeps: "leather wall shelf" may set a
  // material, "vegan curry" a diet (round one hundred and twenty-four).
  [
    'material words',
    words(
      'leather|wood|wooden|oak|walnut|pine|maple|teak|birch|metal|steel|stainless|iron|aluminium|aluminum|brass|chrome|glass|bamboo|rattan|wicker|velvet|marble|granite|stone|ceramic|porcelain|concrete|plastic|acrylic|cotton|linen|wool|woolen|woollen|merino|silk|denim|suede|cashmere|polyester|nylon|canvas|fleece|rubber|vinyl|cork|jute',
    ),
    'phrases',
  ],
  ['diet words', words('vegan|vegetarian|veggie|halal|kosher|keto|paleo|organic|pescatarian|(?:gluten|dairy|lactose|sugar|nut|meat)-free|low-(?:carb|fat|sodium)|plant-based'), 'phrases'],
  // More of what a search or an order sets apart from the thing itself: a price ("cheap hotels"),
  // an order to sort by ("newest laptops"), a cuisine ("thai restaurants"), a flavour ("vanilla
  // ice cream"), a temperature ("iced latte"), a pattern ("striped shirt"), a season ("winter
  // jacket"), a cabin ("business class"), a delivery speed ("express"), an occasion ("birthday
  // cake"), a condition ("refurbished") and a trait ("wireless headphones") (round one hundred
  // and twenty-five).
  ['price words', words('cheap|cheaper|cheapest|budget|affordable|inexpensive|economical|bargain|discount|discounted|sale|clearance|luxury|luxurious|premium|deluxe|upscale|expensive|pricey|high-end|low-cost|free'), 'phrases'],
  ['sort words', words('new|newest|latest|recent|popular|trending|bestselling|best-selling|best|top|top-rated|rated|highest|lowest|nearest|closest|fastest|oldest'), 'phrases'],
  ['cuisine words', words('thai|italian|mexican|indian|chinese|japanese|korean|greek|vietnamese|lebanese|ethiopian|french|turkish|spanish|american|mediterranean|persian|moroccan|caribbean|cajun|peruvian|brazilian|german|polish|russian|malaysian|indonesian|filipino|cuban|tex-mex|sushi|bbq|barbecue'), 'phrases'],
  ['flavour words', words('vanilla|chocolate|strawberry|caramel|mango|cinnamon|raspberry|banana|matcha|blueberry|cherry|peach|lemon|lime|honey|coffee|mocha|pumpkin|apple|orange|cookies|toffee|butterscotch|pistachio|coconut|spicy|mild|sweet|sour|salted|unsalted|smoked|plain|unflavou?red|flavou?red'), 'phrases'],
  ['temperature words', words('iced|ice|hot|cold|warm|frozen|chilled|heated'), 'phrases'],
  ['pattern words', words('striped|stripes|plaid|tartan|floral|checked|checkered|gingham|polka|dotted|camo|camouflage|paisley|solid|tie-dye|dye|leopard|zebra|printed|patterned|herringbone|argyle'), 'phrases'],
  ['season words', words('winter|summer|spring|autumn|fall|season|seasonal|christmas|holiday|festive'), 'phrases'],
  ['cabin words', words('economy|business|first|coach|premium'), 'phrases'],
  ['speed words', words('express|overnight|expedited|standard|same-day|next-day|fast|faster|tracked|priority'), 'phrases'],
  ['occasion words', words('birthday|wedding|anniversary|graduation|shower|retirement|christmas|halloween|easter|valentines?|thanksgiving|party|farewell|engagement|housewarming|get-well'), 'phrases'],
  ['condition words', words('used|refurbished|renewed|secondhand|second-hand|pre-owned|preowned|mint|open-box|boxed|unboxed|damaged|vintage|antique|broken|like-new'), 'phrases'],
  ['trait words', words('wireless|wired|waterproof|water-resistant|portable|cordless|corded|rechargeable|bluetooth|cancell?ing|smart|ergonomic|foldable|folding|adjustable|electric|manual|digital|analog|automatic|compact|heavy-duty|lightweight|slim|skinny|wide|loose|fitted|relaxed|cropped|casual|formal'), 'phrases'],
  // How a meal is served: "gyro to go" and "blt for pickup" set a mode of their own where twelve
  // dishes were copied whole (round one hundred and twenty-six).
  ['service words', words('take[- ]?out|take[- ]?away|carry[- ]?out|pick[- ]?up|delivery|delivered|dine[- ]?in|eat[- ]?in|drive[- ]?thru|curbside|to go|for here'), 'phrases'],
  // And whether goods go as a gift: "a scarf gift wrapped" may set a flag of its own.
  ['gift words', words('gifts?|gift-?wrap(?:ped|ping)?|wrap(?:ped|ping)|ribbons?|giftbox'), 'phrases'],
];

/** Per vocabulary the value holds words of: those words, lower-cased, sorted, joined. */
export function phraseWordsOf(value: string): Record<string, string> {
  const found: Record<string, string> = {};
  const phrase = /\s/u.test(value);
  for (const [feature, vocabulary, where] of VOCABULARIES) {
    if (where === 'phrases' && !phrase) continue;
    // Most vocabularies hold none of a value's words: a test is cheaper than collecting matches
    // (this runs on every template hit). A global regex's test moves its lastIndex, from which
    // matchAll would start, so it is reset on both sides.
    vocabulary.lastIndex = 0;
    const holds = vocabulary.test(value);
    vocabulary.lastIndex = 0;
    if (!holds) continue;
    const matches = [...value.matchAll(vocabulary)].filter((m) => where !== 'capitalized' || /^\p{Lu}/u.test(m[0]));
    const held = [...new Set(matches.map((m) => m[0].toLowerCase()))].sort();
    if (held.length > 0) found[feature] = held.join(' ');
  }
  const joints = jointsOf(value);
  if (joints !== null) found['lower-case joints'] = joints;
  return found;
}

/**
 * Each run of lower-case words between capitalized words, with the word it leads to, lower-cased:
 * "de janeiro", "on me". The same particle may join a name's parts or bring in a second value:
 * "Take on Me" is one title where "Wonderwall on Spotify" is a title and a device, "Rio de
 * Janeiro" one city where "Lima de Boston" is two (round one hundred and eighteen). So each
 * pairing is verified once, as a word of a name is. A run at the end ("Pay the rent") is left to
 * the other readings: a sentence-cased title would be verified value by value.
 */
function jointsOf(value: string): string | null {
  const words = value.split(/\s+/u);
  const lowerCase = (word: string | undefined) => word !== undefined && /^\p{Ll}+$/u.test(word);
  const found = new Set<string>();
  let afterCapital = false;
  for (let i = 0; i < words.length; i++) {
    if (/^\p{Lu}/u.test(words[i])) afterCapital = true;
    if (!afterCapital || !lowerCase(words[i])) continue;
    let end = i;
    while (lowerCase(words[end])) end++;
    if (end < words.length) found.add(`${words.slice(i, end).join(' ')} ${words[end].toLowerCase()}`);
    i = end - 1;
  }
  return found.size > 0 ? [...found].sort().join('; ') : null;
}
