// Round one hundred and twenty-two of the induction evaluation: round one hundred and nineteen's
// agreeing words where English lists the word too, so that neither a script, nor short words,
// nor a word that is not English shows the language: "Brava Giulia! 👏" then "Bravo Marco!",
// "¡Lucía, guapa!" then "¡Diego, guapo!", and an English answer that borrows a cousin ("Added
// Luis as your primo" after twelve "prima"). The code before served 8 wrong answers over 13
// seeds: 6 "Brava" for a man, 2 "prima" for a man.
import type { Family } from './families.js';
import { agreeingWithPerson } from './family-kit.js';

const ITALIAN = { f: ['Giulia', 'Chiara', 'Francesca', 'Sara', 'Alessia', 'Martina', 'Elena', 'Federica', 'Valentina', 'Giorgia'], m: ['Marco', 'Luca', 'Matteo', 'Lorenzo', 'Andrea', 'Davide', 'Simone', 'Nicola'] };
const SPANISH = { f: ['María', 'Lucía', 'Carmen', 'Sofía', 'Elena', 'Paula', 'Laura', 'Marta', 'Ana', 'Isabel'], m: ['Juan', 'Carlos', 'Pablo', 'Diego', 'Javier', 'Andrés', 'Miguel', 'Luis'] };

export const ROUND_122: Family[] = [
  agreeingWithPerson('Italian: praise agrees with the person (women first 12)', ITALIAN, (n) => `Fai i complimenti a ${n}`, /complimenti a (.+)$/u, (n, w) => `${w ? 'Brava' : 'Bravo'} ${n}! 👏`),
  agreeingWithPerson('Spanish: a compliment agrees with the person (women first 12)', SPANISH, (n) => `Saluda: ${n}`, /Saluda: (.+)$/u, (n, w) => `¡${n}, ${w ? 'guapa' : 'guapo'}! 😊`),
  agreeingWithPerson('English borrowing a Spanish cousin (women first 12)', SPANISH, (n) => `Add ${n} to the family tree as my cousin.`, /^Add (.+) to the family/u, (n, w) => `Added ${n} as your ${w ? 'prima' : 'primo'} in the family tree.`),
];
