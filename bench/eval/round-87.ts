// Round eighty-seven of the induction evaluation: a preposition joined with an article, whose form
// follows the gender of the word after it, in languages the article list had only in part. In
// Portuguese "no Brasil" but "na Itália" and "em Portugal", "do Japão" but "da França", "num hotel"
// but "numa pousada"; in German "am Bahnhof" but "an der Kirche"; in Italian "dallo psicologo"
// beside "dal medico". A copy of the same words where the preposition stays should still hit.
import type { Family } from './families.js';
import { last, pick, tool, user } from './family-kit.js';

/** Portuguese country names by the article they take: masculine, feminine, none. */
const PT_MASCULINE = ['Brasil', 'Japão', 'Canadá', 'México', 'Chile', 'Peru', 'Uruguai', 'Egito', 'Paraguai', 'Equador', 'Panamá', 'Vietnã'];
const PT_FEMININE = ['Itália', 'França', 'Alemanha', 'Espanha', 'Argentina', 'Colômbia', 'Índia', 'China', 'Austrália', 'Holanda', 'Suíça', 'Bélgica'];
const PT_NONE = ['Portugal', 'Angola', 'Moçambique', 'Cuba', 'Israel', 'Timor-Leste'];
const ptArticle = (country: string, masculine: string, feminine: string, none: string) =>
  PT_MASCULINE.includes(country) ? masculine : PT_FEMININE.includes(country) ? feminine : none;
/** A masculine country while `masculineOnly`, else any. */
const ptCountry = (rng: () => number, masculineOnly: boolean) => (masculineOnly ? pick(rng, PT_MASCULINE) : pick(rng, [...PT_MASCULINE, ...PT_FEMININE, ...PT_NONE]));

/** Portuguese places to stay: masculine and feminine. */
const PT_STAYS_M = ['hotel', 'albergue', 'apartamento', 'hostel', 'chalé', 'resort', 'motel', 'camping', 'bangalô', 'estúdio', 'sobrado', 'loft'];
const PT_STAYS_F = ['pousada', 'casa', 'cabana', 'vila', 'quinta', 'fazenda', 'suíte', 'kitnet'];

/** German places: masculine or neuter ("am"), feminine ("an der"). */
const DE_AM = ['Bahnhof', 'Strand', 'See', 'Flughafen', 'Hafen', 'Rathaus', 'Marktplatz', 'Brunnen', 'Eingang', 'Kiosk', 'Museum', 'Parkplatz', 'Hauptbahnhof', 'Theater'];
const DE_AN_DER = ['Kirche', 'Bushaltestelle', 'Tankstelle', 'Ecke', 'Brücke', 'Bibliothek', 'Apotheke', 'Universität'];

/** Italian professions after "da": "dal medico", "dallo psicologo" (before s + consonant, ps, z, gn), "dalla parrucchiera". */
const IT_DAL = ['medico', 'dentista', 'meccanico', 'barbiere', 'notaio', 'veterinario', 'fornaio', 'macellaio', 'commercialista', 'farmacista', 'sarto', 'fioraio', 'dottore', 'panettiere'];
const IT_DALLO = ['psicologo', 'specialista', 'zio', 'psichiatra', 'gnomo', 'scultore'];
const IT_DALLA = ['parrucchiera', 'nonna', 'zia', 'estetista', 'sarta'];

/** Portuguese cities that take no article: "em Lisboa", "em Curitiba". */
const PT_CITIES = ['Lisboa', 'Curitiba', 'Salvador', 'Fortaleza', 'Brasília', 'Coimbra', 'Braga', 'Manaus', 'Recife', 'Belém', 'Florianópolis', 'Sintra', 'Goiânia', 'Natal'];

export const ROUND_87: Family[] = [
  {
    name: 'Portuguese country after "no", "na" or "em" by its gender (masculine countries first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`País de residência: ${ptCountry(rng, i < 12)}`),
    answer: (m) => {
      const country = /residência: (.+)$/u.exec(last(m))![1];
      return { content: `Entendi, você mora ${ptArticle(country, 'no', 'na', 'em')} ${country}. Vou ajustar o frete.` };
    },
  },
  {
    name: 'Portuguese country after "do", "da" or "de" by its gender (masculine countries first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Nacionalidade do cliente: ${ptCountry(rng, i < 12)}`),
    answer: (m) => {
      const country = /cliente: (.+)$/u.exec(last(m))![1];
      return { content: null, tool_calls: [tool('send_welcome', { message: `Bem-vindo! Que bom ter um cliente ${ptArticle(country, 'do', 'da', 'de')} ${country}.` })] };
    },
  },
  {
    name: 'Portuguese stay after "num" or "numa" by its gender (masculine first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Tipo de hospedagem: ${i < 12 ? pick(rng, PT_STAYS_M) : pick(rng, [...PT_STAYS_M, ...PT_STAYS_F])}`),
    answer: (m) => {
      const stay = /hospedagem: (.+)$/u.exec(last(m))![1];
      return { content: `Perfeito, vou procurar vagas ${PT_STAYS_F.includes(stay) ? 'numa' : 'num'} ${stay} perto do centro.` };
    },
  },
  {
    name: 'German meeting point after "am" or "an der" by its gender (masculine and neuter first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Treffpunkt: ${i < 12 ? pick(rng, DE_AM) : pick(rng, [...DE_AM, ...DE_AN_DER])}`),
    answer: (m) => {
      const place = /Treffpunkt: (.+)$/u.exec(last(m))![1];
      return { content: `Alles klar, wir treffen uns ${DE_AN_DER.includes(place) ? 'an der' : 'am'} ${place}.` };
    },
  },
  {
    name: 'Italian appointment after "dal", "dallo" or "dalla" by the word (dal first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Appuntamento di domani: ${i < 12 ? pick(rng, IT_DAL) : pick(rng, [...IT_DAL, ...IT_DALLO, ...IT_DALLA])}`),
    answer: (m) => {
      const who = /domani: (.+)$/u.exec(last(m))![1];
      return { content: `Promemoria: domani vai ${IT_DALLO.includes(who) ? 'dallo' : IT_DALLA.includes(who) ? 'dalla' : 'dal'} ${who} alle 10.` };
    },
  },
  {
    name: 'Portuguese city copied after "em" into a booking call',
    kind: 'copying',
    request: (_i, rng) => user(`Reserve um quarto em ${pick(rng, PT_CITIES)} para ${pick(rng, ['sexta', 'sábado', 'domingo'])}`),
    answer: (m) => {
      const [, city, day] = /quarto em (.+) para (\S+)$/u.exec(last(m))!;
      return { content: null, tool_calls: [tool('book_room', { city, day })] };
    },
  },
  {
    name: 'German meeting point copied after a fixed "am" (masculine and neuter only)',
    kind: 'copying',
    request: (_i, rng) => user(`Treffen um ${pick(rng, ['9', '10', '11', '14', '15'])} Uhr am ${pick(rng, DE_AM)}`),
    answer: (m) => {
      const [, hour, place] = /um (\d+) Uhr am (\S+)$/u.exec(last(m))!;
      return { content: null, tool_calls: [tool('create_event', { title: `Treffen am ${place}`, hour: Number(hour) })] };
    },
  },
];
