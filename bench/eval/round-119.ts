// Round one hundred and nineteen of the induction evaluation: words that agree with a copied name
// in languages with grammatical gender. An answer in French, Spanish, Italian, Portuguese, German,
// Russian, Polish or Greek says of a person a participle, an adjective or a role noun in the
// person's gender ("Marie est inscrite", "Paul est inscrit"; "Anna została dodana", "Piotr został
// dodany"; "als Teilnehmerin"), or addresses them in the vocative ("Γεια σου, Νίκο" for Νίκος);
// and of a thing or a country, an article or a preposition in its gender ("Der Apfel", "Die
// Milch"; "au Portugal", "en France"; "nach Polen", "in die Schweiz"). The first twelve requests
// are all of one gender, as a day's sign-ups may be. The copies are the same kinds of answers
// with no word that agrees.
import type { Family } from './families.js';
import { agreeingWithPerson, pick, tool, user } from './family-kit.js';

/** Names by gender, per language. */
const NAMES = {
  fr: { f: ['Marie', 'Claire', 'Sophie', 'Julie', 'Chloé', 'Léa', 'Manon', 'Inès', 'Louise', 'Emma', 'Alice', 'Jeanne', 'Élise', 'Margaux', 'Lucie'], m: ['Paul', 'Louis', 'Hugo', 'Lucas', 'Thomas', 'Antoine', 'Julien', 'Nicolas', 'Mathieu', 'Pierre'] },
  es: { f: ['María', 'Lucía', 'Carmen', 'Sofía', 'Elena', 'Paula', 'Laura', 'Marta', 'Ana', 'Isabel', 'Valeria', 'Julia', 'Sara', 'Raquel'], m: ['Juan', 'Carlos', 'Pablo', 'Diego', 'Javier', 'Andrés', 'Miguel', 'Luis'] },
  it: { f: ['Giulia', 'Chiara', 'Francesca', 'Sara', 'Alessia', 'Martina', 'Elena', 'Federica', 'Valentina', 'Giorgia'], m: ['Marco', 'Luca', 'Matteo', 'Lorenzo', 'Andrea', 'Davide', 'Simone', 'Nicola'] },
  pt: { f: ['Ana', 'Beatriz', 'Mariana', 'Inês', 'Joana', 'Carolina', 'Rita', 'Catarina', 'Sofia', 'Leonor'], m: ['João', 'Pedro', 'Tiago', 'Rui', 'Miguel', 'Bruno'] },
  de: { f: ['Anna', 'Lena', 'Sophie', 'Laura', 'Julia', 'Hannah', 'Lea', 'Mia', 'Katrin', 'Sabine'], m: ['Lukas', 'Jonas', 'Felix', 'Paul', 'Stefan', 'Tobias'] },
  ru: { f: ['Анна', 'Мария', 'Елена', 'Ольга', 'Наталья', 'Татьяна', 'Ирина', 'Светлана', 'Екатерина', 'Юлия'], m: ['Иван', 'Дмитрий', 'Сергей', 'Алексей', 'Андрей', 'Михаил'] },
  pl: { f: ['Anna', 'Katarzyna', 'Magdalena', 'Agnieszka', 'Joanna', 'Zofia', 'Monika', 'Ewa', 'Barbara'], m: ['Piotr', 'Tomasz', 'Paweł', 'Marcin', 'Jakub', 'Krzysztof'] },
  en: { f: ['Emma', 'Olivia', 'Grace', 'Chloe', 'Hannah', 'Megan', 'Rachel', 'Laura', 'Sarah', 'Emily'], m: ['James', 'Oliver', 'Jack', 'Daniel', 'Ryan', 'Adam'] },
};
type Language = keyof typeof NAMES;
/** The Greek names with their vocative: a woman's is her name, a man's drops or changes its ending. */
const GREEK: Record<string, string> = { Μαρία: 'Μαρία', Ελένη: 'Ελένη', Σοφία: 'Σοφία', Κατερίνα: 'Κατερίνα', Άννα: 'Άννα', Δήμητρα: 'Δήμητρα', Γεωργία: 'Γεωργία', Χριστίνα: 'Χριστίνα', Ιωάννα: 'Ιωάννα', Βασιλική: 'Βασιλική', Νίκος: 'Νίκο', Γιώργος: 'Γιώργο', Κώστας: 'Κώστα', Γιάννης: 'Γιάννη', Δημήτρης: 'Δημήτρη', Παύλος: 'Παύλο' };
const GREEK_WOMEN = Object.keys(GREEK).slice(0, 10);
/** German groceries with their article; the first fourteen masculine. */
const GROCERIES: Record<string, string> = { Apfel: 'Der', Käse: 'Der', Saft: 'Der', Reis: 'Der', Zucker: 'Der', Kaffee: 'Der', Tee: 'Der', Honig: 'Der', Senf: 'Der', Joghurt: 'Der', Quark: 'Der', Salat: 'Der', Essig: 'Der', Pfeffer: 'Der', Milch: 'Die', Butter: 'Die', Banane: 'Die', Sahne: 'Die', Marmelade: 'Die', Brot: 'Das', Mehl: 'Das', Öl: 'Das', Wasser: 'Das', Salz: 'Das' };
const MASCULINE_GROCERIES = Object.keys(GROCERIES).slice(0, 14);
/** French countries with the preposition "to" takes; the first fourteen masculine. */
const PAYS: Record<string, string> = { Portugal: 'au', Canada: 'au', Japon: 'au', Brésil: 'au', Maroc: 'au', Mexique: 'au', Danemark: 'au', Pérou: 'au', Chili: 'au', Vietnam: 'au', Kenya: 'au', Sénégal: 'au', Cambodge: 'au', Luxembourg: 'au', France: 'en', Italie: 'en', Espagne: 'en', Grèce: 'en', Irlande: 'en', Norvège: 'en', Belgique: 'en' };
const MASCULINE_PAYS = Object.keys(PAYS).slice(0, 14);
/** German countries with "to"; the first fourteen take "nach". */
const LÄNDER: Record<string, string> = { Frankreich: 'nach', Italien: 'nach', Spanien: 'nach', Japan: 'nach', Kanada: 'nach', Norwegen: 'nach', Polen: 'nach', Portugal: 'nach', Brasilien: 'nach', Mexiko: 'nach', Ägypten: 'nach', Indien: 'nach', Schweden: 'nach', Österreich: 'nach', Schweiz: 'in die', Türkei: 'in die', Slowakei: 'in die', Mongolei: 'in die', Iran: 'in den', Irak: 'in den', Libanon: 'in den' };
const NACH = Object.keys(LÄNDER).slice(0, 14);

const captured = (m: { content: string | null }[], pattern: RegExp) => pattern.exec(m[m.length - 1].content ?? '')![1];
/** One of a table's keys: from the first ones in the first twelve requests, then any. */
const keyOf = (table: Record<string, string>, first: string[], i: number, rng: () => number) => (i < 12 ? pick(rng, first) : pick(rng, Object.keys(table)));

/** A copy: the same kind of sentence with no word that agrees, names of either gender throughout. */
const copying = (name: string, language: Language, ask: (name: string) => string, pattern: RegExp, say: (name: string) => string): Family => ({
  name,
  kind: 'copying',
  request: (_i, rng) => user(ask(rng() < 0.5 ? pick(rng, NAMES[language].f) : pick(rng, NAMES[language].m))),
  answer: (m) => ({ content: say(captured(m, pattern)) }),
});

export const ROUND_119: Family[] = [
  agreeingWithPerson('French: a participle agrees with the person signed up (women first 12)', NAMES.fr, (n) => `Inscris ${n} à l'atelier de samedi.`, /^Inscris (.+) à l'atelier/u, (n, w) => `C'est fait : ${n} est ${w ? 'inscrite' : 'inscrit'} à l'atelier de samedi.`),
  agreeingWithPerson('Spanish: a participle agrees with the person registered (women first 12)', NAMES.es, (n) => `Registra a ${n} en el curso de yoga.`, /^Registra a (.+) en el curso/u, (n, w) => `Listo: ${n} quedó ${w ? 'registrada' : 'registrado'} en el curso de yoga.`),
  agreeingWithPerson('Italian: a participle agrees with the person added (women first 12)', NAMES.it, (n) => `Aggiungi ${n} al gruppo del progetto.`, /^Aggiungi (.+) al gruppo/u, (n, w) => `Fatto: ${n} è ${w ? 'stata aggiunta' : 'stato aggiunto'} al gruppo del progetto.`),
  agreeingWithPerson('Portuguese: a participle agrees with the guest confirmed (women first 12)', NAMES.pt, (n) => `Confirme a presença de ${n} no jantar.`, /^Confirme a presença de (.+) no jantar/u, (n, w) => `Pronto: ${n} está ${w ? 'confirmada' : 'confirmado'} no jantar de sexta.`),
  agreeingWithPerson('German: a role noun agrees with the person enrolled (women first 12)', NAMES.de, (n) => `Melde ${n} für den Kurs an.`, /^Melde (.+) für den Kurs/u, (n, w) => `${n} ist jetzt als ${w ? 'Teilnehmerin' : 'Teilnehmer'} für den Kurs angemeldet.`),
  agreeingWithPerson('Russian: a participle agrees with the person added (women first 12)', NAMES.ru, (n) => `Добавь в чат: ${n}`, /^Добавь в чат: (.+)$/u, (n, w) => `${n} ${w ? 'добавлена' : 'добавлен'} в чат.`),
  agreeingWithPerson('Polish: a verb agrees with the person added (women first 12)', NAMES.pl, (n) => `Dodaj do grupy: ${n}`, /^Dodaj do grupy: (.+)$/u, (n, w) => `${n} ${w ? 'została dodana' : 'został dodany'} do grupy.`),
  agreeingWithPerson('Spanish: a role noun and its adjective agree with the new hire (women first 12)', NAMES.es, (n) => `Da de alta a ${n} en el sistema.`, /^Da de alta a (.+) en el sistema/u, (n, w) => `${n} ya figura como ${w ? 'nueva empleada' : 'nuevo empleado'} en el sistema.`),
  agreeingWithPerson('English: a role noun says whether the host is a woman (women first 12)', NAMES.en, (n) => `Put ${n} on tonight's front desk.`, /^Put (.+) on tonight's/u, (n, w) => `Done: ${n} is tonight's ${w ? 'hostess' : 'host'} at the front desk.`),
  {
    name: 'Greek: a man is greeted in the vocative (women first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Χαιρέτησε: ${i < 12 ? pick(rng, GREEK_WOMEN) : pick(rng, Object.keys(GREEK))}`),
    answer: (m) => ({ content: `Γεια σου, ${GREEK[captured(m, /^Χαιρέτησε: (.+)$/u)]}!` }),
  },
  {
    name: 'German: a grocery with its article (masculine first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Setze ${keyOf(GROCERIES, MASCULINE_GROCERIES, i, rng)} auf die Einkaufsliste.`),
    answer: (m) => {
      const item = captured(m, /^Setze (.+) auf die/u);
      return { content: `${GROCERIES[item]} ${item} steht jetzt auf der Liste.` };
    },
  },
  {
    name: 'French: a country with its preposition (masculine first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Ajoute ${keyOf(PAYS, MASCULINE_PAYS, i, rng)} à mon itinéraire.`),
    answer: (m) => {
      const country = captured(m, /^Ajoute (.+) à mon/u);
      return { content: `C'est noté : une étape ${PAYS[country]} ${country} dans ton itinéraire.` };
    },
  },
  {
    name: 'German: a country with its preposition ("nach" first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Plane eine Reise: ${keyOf(LÄNDER, NACH, i, rng)}`),
    answer: (m) => {
      const country = captured(m, /^Plane eine Reise: (.+)$/u);
      return { content: `Deine Reise ${LÄNDER[country]} ${country} ist geplant.` };
    },
  },
  copying('French: a table booked under a name', 'fr', (n) => `Réserve une table pour ${n} ce soir.`, /^Réserve une table pour (.+) ce soir/u, (n) => `C'est noté : une table au nom de ${n} pour ce soir.`),
  copying('Spanish: a person greeted', 'es', (n) => `Saluda a ${n}.`, /^Saluda a (.+)\.$/u, (n) => `¡Hola, ${n}! ¿En qué puedo ayudarte hoy?`),
  copying('German: a reminder sent to a person', 'de', (n) => `Schicke ${n} eine Erinnerung.`, /^Schicke (.+) eine Erinnerung/u, (n) => `Die Erinnerung an ${n} ist verschickt.`),
  copying('Russian: a contact called', 'ru', (n) => `Позвони: ${n}`, /^Позвони: (.+)$/u, (n) => `Звоню: ${n}.`),
  {
    name: 'Italian: a contact called by a tool',
    kind: 'copying',
    request: (_i, rng) => user(`Chiama ${rng() < 0.5 ? pick(rng, NAMES.it.f) : pick(rng, NAMES.it.m)} adesso.`),
    answer: (m) => ({ content: null, tool_calls: [tool('call_contact', { name: captured(m, /^Chiama (.+) adesso/u) })] }),
  },
];
