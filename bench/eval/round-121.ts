// Round one hundred and twenty-one of the induction evaluation: round one hundred and nineteen's
// agreeing words where the language is harder to tell. Short answers with no common short word
// ("María registrada ✅", "Giulia confermata"), Hindi written in Latin letters as Indian support
// bots write it ("Riya group mein add ho gayi" but "Rahul ... ho gaya"), Russian written in Latin
// letters ("Anna dobavlena", "Ivan dobavlen"), Catalan, Romanian, and the scripts: Hebrew,
// Hindi, Arabic; and groceries in lower case, some of them English words too ("pasta", "pan").
// Women first twelve, as before. The copies: Turkish and Indonesian, which have no
// grammatical gender, and English with technical words of its own.
import type { Family } from './families.js';
import { agreeingWithPerson, pick, user } from './family-kit.js';

const NAMES: Record<string, { f: string[]; m: string[] }> = {
  es: { f: ['María', 'Lucía', 'Carmen', 'Sofía', 'Elena', 'Paula', 'Laura', 'Marta', 'Ana', 'Isabel', 'Valeria', 'Julia'], m: ['Juan', 'Carlos', 'Pablo', 'Diego', 'Javier', 'Andrés', 'Miguel', 'Luis'] },
  it: { f: ['Giulia', 'Chiara', 'Francesca', 'Sara', 'Alessia', 'Martina', 'Elena', 'Federica', 'Valentina', 'Giorgia'], m: ['Marco', 'Luca', 'Matteo', 'Lorenzo', 'Andrea', 'Davide', 'Simone', 'Nicola'] },
  pt: { f: ['Ana', 'Beatriz', 'Mariana', 'Joana', 'Carolina', 'Rita', 'Catarina', 'Sofia', 'Leonor'], m: ['João', 'Pedro', 'Tiago', 'Rui', 'Miguel', 'Bruno'] },
  hinglish: { f: ['Riya', 'Priya', 'Ananya', 'Neha', 'Pooja', 'Kavya', 'Isha', 'Sneha', 'Divya', 'Meera', 'Aditi', 'Shreya'], m: ['Rahul', 'Arjun', 'Rohan', 'Vikram', 'Amit', 'Karan', 'Siddharth', 'Nikhil'] },
  ruLatin: { f: ['Anna', 'Mariya', 'Elena', 'Olga', 'Natalya', 'Tatyana', 'Irina', 'Svetlana', 'Ekaterina', 'Yuliya'], m: ['Ivan', 'Dmitry', 'Sergey', 'Alexey', 'Andrey', 'Mikhail'] },
  ca: { f: ['Maria', 'Laia', 'Núria', 'Montserrat', 'Marta', 'Anna', 'Carla', 'Júlia', 'Mireia', 'Aina'], m: ['Jordi', 'Joan', 'Pau', 'Marc', 'Oriol', 'Arnau'] },
  ro: { f: ['Maria', 'Elena', 'Ioana', 'Andreea', 'Alexandra', 'Cristina', 'Mihaela', 'Daniela', 'Raluca', 'Bianca'], m: ['Ion', 'Andrei', 'Mihai', 'Alexandru', 'Radu', 'Vlad'] },
  he: { f: ['שרה', 'רחל', 'מיכל', 'נועה', 'תמר', 'יעל', 'רות', 'אסתר', 'חנה', 'לאה'], m: ['דוד', 'משה', 'יוסף', 'אברהם', 'יעקב', 'דניאל'] },
  hi: { f: ['रिया', 'प्रिया', 'अनन्या', 'नेहा', 'पूजा', 'काव्या', 'ईशा', 'स्नेहा', 'दिव्या', 'मीरा'], m: ['राहुल', 'अर्जुन', 'रोहन', 'विक्रम', 'अमित', 'करण'] },
  ar: { f: ['سارة', 'فاطمة', 'مريم', 'ليلى', 'نور', 'هدى', 'أمل', 'سلمى', 'ريم', 'دينا'], m: ['أحمد', 'محمد', 'علي', 'عمر', 'خالد', 'يوسف'] },
  tr: { f: ['Ayşe', 'Fatma', 'Zeynep', 'Elif', 'Merve'], m: ['Mehmet', 'Mustafa', 'Ahmet', 'Emre', 'Burak'] },
  id: { f: ['Siti', 'Dewi', 'Putri', 'Ayu', 'Rina'], m: ['Budi', 'Agus', 'Rizky', 'Andi', 'Joko'] },
  en: { f: ['Emma', 'Olivia', 'Grace', 'Chloe', 'Hannah'], m: ['James', 'Oliver', 'Jack', 'Daniel', 'Ryan'] },
};

/** Groceries by gender, common English words among them ("pasta", "salsa", "pan", "taco"). */
const FEMININE = ['leche', 'fruta', 'miel', 'harina', 'mantequilla', 'pasta', 'pizza', 'salsa', 'sopa', 'carne', 'cebolla', 'manzana', 'naranja', 'avena'];
const MASCULINE = ['pan', 'arroz', 'queso', 'vino', 'aceite', 'atún', 'pollo', 'taco', 'chocolate', 'tomate'];
const captured = (m: { content: string | null }[], pattern: RegExp) => pattern.exec(m[m.length - 1].content ?? '')![1];

const copying = (name: string, language: string, ask: (name: string) => string, pattern: RegExp, say: (name: string) => string): Family => ({
  name,
  kind: 'copying',
  request: (_i, rng) => user(ask(pick(rng, [...NAMES[language].f, ...NAMES[language].m]))),
  answer: (m) => ({ content: say(captured(m, pattern)) }),
});

export const ROUND_121: Family[] = [
  agreeingWithPerson('Spanish, no short word: a participle agrees with the person (women first 12)', NAMES.es, (n) => `Registrar asistente: ${n}`, /asistente: (.+)$/u, (n, w) => `${n} ${w ? 'registrada' : 'registrado'} ✅`),
  agreeingWithPerson('Italian, no short word: a participle agrees with the guest (women first 12)', NAMES.it, (n) => `Conferma ospite: ${n}`, /ospite: (.+)$/u, (n, w) => `Ospite ${n} ${w ? 'confermata' : 'confermato'}.`),
  agreeingWithPerson('Portuguese, no short word: a participle agrees with the member (women first 12)', NAMES.pt, (n) => `Novo membro: ${n}`, /membro: (.+)$/u, (n, w) => `${n} ${w ? 'cadastrada' : 'cadastrado'} com sucesso.`),
  agreeingWithPerson('Hindi in Latin letters: a verb agrees with the person (women first 12)', NAMES.hinglish, (n) => `${n} ko group mein add karo`, /^(.+) ko group/u, (n, w) => `${n} group mein add ho ${w ? 'gayi' : 'gaya'} hai.`),
  agreeingWithPerson('Russian in Latin letters: a participle agrees with the person (women first 12)', NAMES.ruLatin, (n) => `Dobav v chat: ${n}`, /chat: (.+)$/u, (n, w) => `${n} ${w ? 'dobavlena' : 'dobavlen'} v chat.`),
  agreeingWithPerson('Catalan: a welcome agrees with the person (women first 12)', NAMES.ca, (n) => `Dona la benvinguda a ${n}.`, /benvinguda a (.+)\.$/u, (n, w) => `${w ? 'Benvinguda' : 'Benvingut'}, ${n}! Ja tens accés al grup.`),
  agreeingWithPerson('Romanian: a participle agrees with the person (women first 12)', NAMES.ro, (n) => `Adaugă-l pe ${n} în echipă.`, /pe (.+) în echipă/u, (n, w) => `Gata: ${n} a fost ${w ? 'adăugată' : 'adăugat'} în echipă.`),
  agreeingWithPerson('Hebrew: a verb agrees with the person (women first 12)', NAMES.he, (n) => `הוסף לקבוצה: ${n}`, /לקבוצה: (.+)$/u, (n, w) => `${n} ${w ? 'נוספה' : 'נוסף'} לקבוצה.`),
  agreeingWithPerson('Hindi: a verb agrees with the person (women first 12)', NAMES.hi, (n) => `समूह में जोड़ें: ${n}`, /जोड़ें: (.+)$/u, (n, w) => `${n} समूह में ${w ? 'जुड़ गई' : 'जुड़ गया'}।`),
  agreeingWithPerson('Arabic: a verb agrees with the person (women first 12)', NAMES.ar, (n) => `سجّل الحضور: ${n}`, /الحضور: (.+)$/u, (n, w) => `${n} ${w ? 'وصلت' : 'وصل'} إلى الاجتماع.`),
  {
    name: 'Spanish: a grocery with a participle that agrees (feminine first 12, "pan" later)',
    kind: 'look-alike',
    request: (i, rng) => user(`Añade a la lista: ${i < 12 ? pick(rng, FEMININE) : pick(rng, [...FEMININE, ...MASCULINE])}`),
    answer: (m) => {
      const item = captured(m, /lista: (.+)$/u);
      return { content: `Listo: ${item} ${FEMININE.includes(item) ? 'añadida' : 'añadido'} a la lista.` };
    },
  },
  copying('Turkish: a person added to the team', 'tr', (n) => `Ekibe ekle: ${n}`, /ekle: (.+)$/u, (n) => `${n} ekibe eklendi.`),
  copying('Indonesian: a person added to the group', 'id', (n) => `Tambahkan ke grup: ${n}`, /grup: (.+)$/u, (n) => `${n} sudah ditambahkan ke grup.`),
  copying('English: a person given repo access, with technical words', 'en', (n) => `Give ${n} access to the repo.`, /^Give (.+) access/u, (n) => `Done: ${n} now has write access. Run git pull to sync the repo and npm ci to install.`),
];
