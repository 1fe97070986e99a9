// Round one hundred and thirty-one of the induction evaluation: a short word of the answer whose
// form follows the sound or the gender of the copied word after it, where that short word is no
// article: Spanish "y" is "e" before an i sound ("Juan e Isabel", "padres e hijos") and "o" is
// "u" before an o sound ("Lima u Oslo"); Italian "e" is "ed" before an e ("Marco ed Elena") and
// "a" is "ad" before an a; French "que" is "qu'" before a vowel or a mute h ("qu'Hélène");
// German ships "nach Frankreich" but "in die Schweiz"; French "ce" is "cet" or "cette";
// Portuguese "o" is "a". The first twelve values take the plain form, vowels and h among them
// where the rule spares them ("Juan y Ana", "Marco e Anna", "Lima o Quito"); then the others.
import type { Family, Msg } from './families.js';
import { last, pick, user } from './family-kit.js';

type Rng = () => number;

/** A family copying one listed word into an answer whose word before it follows the word. */
const followsWord = (name: string, plain: readonly string[], other: readonly string[], ask: (word: string) => Msg[], read: RegExp, say: (word: string) => string): Family => ({
  name,
  kind: 'look-alike',
  request: (i: number, rng: Rng) => ask(pick(rng, i < 12 ? plain : [...plain, ...other])),
  answer: (m: Msg[]) => ({ content: say(read.exec(last(m))![1]) }),
});

/** A pair of names, the second of which decides the conjunction. */
const pairFamily = (name: string, firsts: readonly string[], plain: readonly string[], other: readonly string[], ask: (a: string, b: string) => string, read: RegExp, say: (a: string, b: string) => string): Family => ({
  name,
  kind: 'look-alike',
  request: (i: number, rng: Rng) => user(ask(pick(rng, firsts), pick(rng, i < 12 ? plain : [...plain, ...other]))),
  answer: (m: Msg[]) => {
    const [, a, b] = read.exec(last(m))!;
    return { content: say(a, b) };
  },
});

const SPANISH_FIRST = ['Juan', 'Pedro', 'Carlos', 'Lucía', 'María', 'Sofía', 'Diego', 'Marta', 'Pablo', 'Carmen'];
/** Names after which "y" stays: consonants, and vowels other than an i sound (Ana, Elena, Óscar, Úrsula, Hugo's mute h before u). */
const SPANISH_Y = ['Ana', 'Elena', 'Óscar', 'Úrsula', 'Hugo', 'Andrés', 'Olga', 'Esteban', 'Laura', 'Raúl', 'Teresa', 'Beatriz', 'Gonzalo', 'Nuria', 'Héctor', 'Alba'];
/** Names with an i sound first: "e", mute h too (Hilda, Hipólito). */
const SPANISH_E = ['Isabel', 'Inés', 'Irene', 'Ignacio', 'Iván', 'Hilda', 'Hipólito', 'Hilario', 'Ismael', 'Iris'];

const CITIES_O = ['Quito', 'Bogotá', 'Caracas', 'Madrid', 'París', 'Roma', 'Atenas', 'Estambul', 'Ámsterdam', 'Edimburgo', 'Urubamba', 'Asunción', 'Berlín', 'Viena'];
/** Cities with an o sound first: "u" (Oslo, Oporto, Honduras' capital, Holanda). */
const CITIES_U = ['Oslo', 'Oporto', 'Ottawa', 'Omán', 'Orlando', 'Osaka', 'Oviedo', 'Holanda', 'Honolulu', 'Oaxaca'];
const SPANISH_FROM = ['Lima', 'Santiago', 'Buenos Aires', 'Montevideo', 'La Paz', 'Panamá'];

const ITALIAN_FIRST = ['Marco', 'Luca', 'Giulia', 'Francesca', 'Paolo', 'Chiara', 'Matteo', 'Sara', 'Davide', 'Martina'];
/** Names after which "e" stays: consonants and vowels other than e. */
const ITALIAN_E = ['Anna', 'Olga', 'Ugo', 'Irene', 'Alessandro', 'Roberto', 'Silvia', 'Giorgio', 'Valentina', 'Oscar', 'Ilaria', 'Andrea', 'Nicola', 'Umberto'];
/** Names with an e first: "ed". */
const ITALIAN_ED = ['Elena', 'Emma', 'Enrico', 'Edoardo', 'Eleonora', 'Emanuele', 'Elisa', 'Ettore'];
/** Colleagues written to with "a": consonants and vowels other than a. */
const ITALIAN_A = ['Marco', 'Elena', 'Olga', 'Ugo', 'Irene', 'Luca', 'Giulia', 'Emma', 'Paolo', 'Sara', 'Enrico', 'Ilaria', 'Roberto', 'Silvia'];
/** Names with an a first: "ad". */
const ITALIAN_AD = ['Anna', 'Alessandro', 'Andrea', 'Alice', 'Antonio', 'Alberto', 'Arianna', 'Aurora'];

/** Names after which "que" stays. */
const FRENCH_QUE = ['Marc', 'Julie', 'Paul', 'Sophie', 'Nicolas', 'Camille', 'Thomas', 'Claire', 'Louis', 'Manon', 'Pierre', 'Chloé', 'Lucas', 'Léa'];
/** Names with a vowel or a mute h first: "qu'". */
const FRENCH_QU = ['Anne', 'Hélène', 'Henri', 'Hugo', 'Emma', 'Olivier', 'Isabelle', 'Hervé', 'Antoine', 'Élodie', 'Hortense', 'Ulysse'];

/** Countries shipped to "nach": no article. */
const NACH = ['Frankreich', 'Italien', 'Spanien', 'Polen', 'Österreich', 'Belgien', 'Dänemark', 'Schweden', 'Norwegen', 'Finnland', 'Portugal', 'Tschechien', 'Ungarn', 'Kroatien', 'Griechenland', 'Irland', 'Luxemburg', 'Rumänien'];
/** Countries with an article: "in die Schweiz", "in den Iran", "in die USA". */
const IN_THE: Record<string, string> = { Schweiz: 'in die Schweiz', Türkei: 'in die Türkei', Slowakei: 'in die Slowakei', Ukraine: 'in die Ukraine', Niederlande: 'in die Niederlande', USA: 'in die USA', Iran: 'in den Iran', Irak: 'in den Irak', Libanon: 'in den Libanon', Mongolei: 'in die Mongolei' };

/** Masculine nouns before a consonant: "ce". */
const FRENCH_CE = ['téléphone', 'livre', 'stylo', 'sac', 'casque', 'clavier', 'bureau', 'fauteuil', 'vélo', 'manteau', 'pantalon', 'chapeau', 'parapluie', 'tapis', 'canapé', 'miroir'];
/** "cet" before a vowel or mute h, "cette" for feminine nouns. */
const FRENCH_CET: Record<string, string> = { ordinateur: 'cet', aspirateur: 'cet', écran: 'cet', appareil: 'cet', hamac: 'ce', agenda: 'cet', objectif: 'cet', lampe: 'cette', chaise: 'cette', montre: 'cette', table: 'cette', veste: 'cette', bouilloire: 'cette', horloge: 'cette', imprimante: 'cette' };

/** Masculine nouns: "o". */
const PORTUGUESE_O = ['livro', 'telefone', 'caderno', 'relógio', 'casaco', 'sapato', 'chapéu', 'copo', 'prato', 'travesseiro', 'tapete', 'espelho', 'sofá', 'carregador', 'ventilador', 'guarda-chuva'];
/** Feminine nouns: "a". */
const PORTUGUESE_A = ['camisa', 'mesa', 'cadeira', 'bolsa', 'caneta', 'lâmpada', 'mochila', 'toalha', 'garrafa', 'panela'];

const I_SOUND = /^(?:[iíIÍ]|[hH][iíIÍ])/u;
const O_SOUND = /^(?:[oóOÓ]|[hH][oóOÓ])/u;

export const ROUND_131: Family[] = [
  pairFamily(
    'Spanish booking for two guests, "y" before a name with an i sound becomes "e" (others first 12, Ana and Elena among them)',
    SPANISH_FIRST,
    SPANISH_Y,
    SPANISH_E,
    (a, b) => `Huéspedes: ${a}, ${b}`,
    /^Huéspedes: (.+), (.+)$/u,
    (a, b) => `Reserva confirmada para ${a} ${I_SOUND.test(b) ? 'e' : 'y'} ${b}.`,
  ),
  pairFamily(
    'Spanish choice of two destinations, "o" before an o sound becomes "u" (others first 12, Atenas and Edimburgo among them)',
    SPANISH_FROM,
    CITIES_O,
    CITIES_U,
    (a, b) => `Destinos posibles: ${a}, ${b}`,
    /^Destinos posibles: (.+), (.+)$/u,
    (a, b) => `¿Prefiere volar a ${a} ${O_SOUND.test(b) ? 'u' : 'o'} ${b}?`,
  ),
  pairFamily(
    'Italian booking for two guests, "e" before an e becomes "ed" (others first 12, Anna and Irene among them)',
    ITALIAN_FIRST,
    ITALIAN_E,
    ITALIAN_ED,
    (a, b) => `Ospiti: ${a}, ${b}`,
    /^Ospiti: (.+), (.+)$/u,
    (a, b) => `Prenotazione confermata per ${a} ${/^[eEéÉ]/u.test(b) ? 'ed' : 'e'} ${b}.`,
  ),
  followsWord(
    'Italian message sent to a colleague, "a" before an a becomes "ad" (others first 12, Elena and Olga among them)',
    ITALIAN_A,
    ITALIAN_AD,
    (w) => user(`Invia il report a: ${w}`),
    /^Invia il report a: (.+)$/u,
    (w) => `Ho inviato il report ${/^[aAàÀ]/u.test(w) ? 'ad' : 'a'} ${w}.`,
  ),
  followsWord(
    'French check that a person is free, "que" before a vowel or a mute h becomes "qu\'" (consonants first 12)',
    FRENCH_QUE,
    FRENCH_QU,
    (w) => user(`Vérifie la disponibilité de : ${w}`),
    /^Vérifie la disponibilité de : (.+)$/u,
    (w) => `Je vérifie ${/^[aeiouyàâéèêëîïôûAEIOUYÉÈÊÎÔhH]/u.test(w) ? `qu'${w}` : `que ${w}`} est disponible.`,
  ),
  followsWord(
    'German shipping country, "nach" or "in die" by the country (no article first 12)',
    NACH,
    Object.keys(IN_THE),
    (w) => user(`Lieferland: ${w}`),
    /^Lieferland: (.+)$/u,
    (w) => `Wir liefern ${IN_THE[w] ?? `nach ${w}`} innerhalb von fünf Werktagen.`,
  ),
  followsWord(
    'French product question, "ce" before a masculine noun, "cet" or "cette" otherwise (ce first 12)',
    FRENCH_CE,
    Object.keys(FRENCH_CET),
    (w) => user(`Article : ${w}`),
    /^Article : (.+)$/u,
    (w) => `Voulez-vous ajouter ${FRENCH_CET[w] ?? 'ce'} ${w} au panier ?`,
  ),
  followsWord(
    'Portuguese cart, "o" before a masculine noun, "a" before a feminine one (masculine first 12)',
    PORTUGUESE_O,
    PORTUGUESE_A,
    (w) => user(`Produto: ${w}`),
    /^Produto: (.+)$/u,
    (w) => `Adicionei ${PORTUGUESE_A.includes(w) ? 'a' : 'o'} ${w} ao carrinho.`,
  ),
];
