// Round one hundred and twenty of the induction evaluation: a noun after a copied number whose
// form follows the number's last digits, in languages where that is not "one" against "many".
// Russian and Ukrainian say "21 яблоко", "24 яблока", "25 яблок"; Polish "22 pliki" but "25
// plików" and "12 plików"; Lithuanian "15 failų" but "25 failai"; French "0 fichier" and "1
// fichier" where English says "0 files". The first twelve requests draw numbers of one form
// only, from the same range the later ones draw from (a range seen is no protection). The copies
// are the same numbers with no noun that agrees.
import type { Family } from './families.js';
import { between, drawn, tool, user } from './family-kit.js';

/** The Russian (and Ukrainian) plural forms: one (1, 21, 31 but not 11), few (2-4, 22-24 but not 12-14), many. */
const slavicForm = (n: number, [one, few, many]: [string, string, string]) => {
  const last = n % 10;
  const teen = n % 100 >= 11 && n % 100 <= 14;
  return last === 1 && !teen ? one : last >= 2 && last <= 4 && !teen ? few : many;
};
/** Polish: one only for 1 itself; few for 2-4, 22-24 (not 12-14); many otherwise, 21 too. */
const polishForm = (n: number, [one, few, many]: [string, string, string]) => (n === 1 ? one : slavicForm(n, [many, few, many]));
/** Lithuanian: one for 1, 21 (not 11); many for 0 and 10-19; few otherwise. */
const lithuanianForm = (n: number, [one, few, many]: [string, string, string]) => {
  const teen = n % 100 >= 10 && n % 100 <= 19;
  return n % 10 === 0 || teen ? many : n % 10 === 1 ? one : few;
};
const numberIn = (m: { content: string | null }[], pattern: RegExp) => Number(pattern.exec(m[m.length - 1].content ?? '')![1]);
/** A number of 2 to 39 of the given form for the first twelve requests, then any. */
const firstOfForm = (i: number, rng: () => number, form: (n: number) => boolean) => drawn(rng, i < 12, 2, 39, form);

export const ROUND_120: Family[] = [
  {
    name: 'Russian: apples counted, the form of 5 for the first 12 (21 and 24 later)',
    kind: 'look-alike',
    request: (i, rng) => user(`Добавь в корзину яблоки, количество: ${firstOfForm(i, rng, (n) => slavicForm(n, ['1', '2', '5']) === '5')}`),
    answer: (m) => {
      const n = numberIn(m, /количество: (\d+)$/u);
      return { content: `Добавлено в корзину: ${n} ${slavicForm(n, ['яблоко', 'яблока', 'яблок'])}.` };
    },
  },
  {
    name: 'Ukrainian: files found, the form of 5 for the first 12',
    kind: 'look-alike',
    request: (i, rng) => user(`Скільки файлів у папці? Кількість: ${firstOfForm(i, rng, (n) => slavicForm(n, ['1', '2', '5']) === '5')}`),
    answer: (m) => {
      const n = numberIn(m, /Кількість: (\d+)$/u);
      return { content: `У папці ${n} ${slavicForm(n, ['файл', 'файли', 'файлів'])}.` };
    },
  },
  {
    name: 'Polish: files found, "plikow" for the first 12 (22 and 24 later)',
    kind: 'look-alike',
    request: (i, rng) => user(`Podsumuj wyszukiwanie. Liczba wyników: ${firstOfForm(i, rng, (n) => polishForm(n, ['1', '2', '5']) === '5')}`),
    answer: (m) => {
      const n = numberIn(m, /wyników: (\d+)$/u);
      return { content: `Znaleziono ${n} ${polishForm(n, ['plik', 'pliki', 'plików'])}.` };
    },
  },
  {
    name: 'Lithuanian: files found, "failai" for the first 12 (teens later)',
    kind: 'look-alike',
    request: (i, rng) => user(`Kiek failų rasta? Skaičius: ${firstOfForm(i, rng, (n) => lithuanianForm(n, ['1', '2', '0']) === '2')}`),
    answer: (m) => {
      const n = numberIn(m, /Skaičius: (\d+)$/u);
      return { content: `Rasta ${n} ${lithuanianForm(n, ['failas', 'failai', 'failų'])}.` };
    },
  },
  {
    name: 'French: files found, plural for the first 12 (0 and 1 later)',
    kind: 'look-alike',
    request: (i, rng) => user(`Résume la recherche. Nombre de fichiers : ${i < 12 ? between(rng, 2, 9) : between(rng, 0, 9)}`),
    answer: (m) => {
      const n = numberIn(m, /fichiers : (\d+)$/u);
      return { content: `La recherche a trouvé ${n} ${n < 2 ? 'fichier' : 'fichiers'}.` };
    },
  },
  {
    name: 'Russian: days counted in a tool result, the form of 5 for the first 12',
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'user', content: 'Сколько дней до отпуска?' },
      { role: 'assistant', content: null, tool_calls: [tool('days_until_vacation', {})] },
      { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify({ days: firstOfForm(i, rng, (n) => slavicForm(n, ['1', '2', '5']) === '5') }) },
    ],
    answer: (m) => {
      const n = JSON.parse(m[m.length - 1].content ?? '{}').days as number;
      return { content: `До отпуска осталось ${n} ${slavicForm(n, ['день', 'дня', 'дней'])}.` };
    },
  },
  {
    name: 'Russian: an order number copied into a call',
    kind: 'copying',
    request: (_i, rng) => user(`Проверь статус заказа номер ${between(rng, 10000, 99999)}`),
    answer: (m) => ({ content: null, tool_calls: [tool('get_order_status', { order_id: numberIn(m, /номер (\d+)$/u) })] }),
  },
  {
    name: 'Polish: a quantity copied into a call',
    kind: 'copying',
    request: (_i, rng) => user(`Zamów papier do drukarki, liczba ryz: ${between(rng, 1, 40)}`),
    answer: (m) => ({ content: null, tool_calls: [tool('order_paper', { reams: numberIn(m, /ryz: (\d+)$/u) })] }),
  },
];
