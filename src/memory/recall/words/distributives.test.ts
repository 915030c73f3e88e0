import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';

// "every", "cada", "chaque", "ogni", "jeden", "каждый" say how often, never what about: a memory that shares only such
// a word and a unit of time with a question is not about it; the memory's own topic still meets the question.

const memory = (text: string, tags: string[], subject: string) =>
  memoryFrom(rawCandidate({ type: 'recurring_constraint', text, tags, subject }));

const CASES = [
  {
    memory: memory('The dog Bruno gets blood tests every three months at the vet.', ['Bruno', 'vet', 'blood tests'], 'Bruno blood tests'),
    unrelated: 'cheapest way to send money abroad every month',
    related: "when are Bruno's next blood tests due?",
  },
  {
    memory: memory('El perro Bruno se hace análisis de sangre cada tres meses.', ['Bruno', 'análisis'], 'Bruno análisis'),
    unrelated: '¿Cómo puedo ahorrar dinero cada mes?',
    related: '¿Cuándo le toca a Bruno el próximo análisis de sangre?',
  },
  {
    memory: memory(
      'Le chien Bruno fait une prise de sang chaque mois chez le vétérinaire.',
      ['Bruno', 'vétérinaire'],
      'Bruno prise de sang',
    ),
    unrelated: 'Comment épargner un peu chaque mois ?',
    related: 'Quand est la prochaine prise de sang de Bruno chez le vétérinaire ?',
  },
  {
    memory: memory('Il cane Bruno fa gli esami del sangue ogni tre mesi dal veterinario.', ['Bruno', 'veterinario'], 'Bruno esami'),
    unrelated: 'Quanto costa un abbonamento in palestra ogni mese?',
    related: 'Quando deve rifare gli esami del sangue Bruno?',
  },
  {
    memory: memory('Собака Бруно сдаёт анализ крови каждые три месяца.', ['Бруно', 'анализ крови'], 'Бруно анализы'),
    unrelated: 'Сколько откладывать каждые три месяца на отпуск?',
    related: 'Когда Бруно снова сдавать анализ крови?',
  },
];

describe('a distributive determiner', () => {
  it.each(CASES)('with a unit of time selects nothing of "$memory.text"', ({ memory: m, unrelated }) => {
    expect(selectRelevantMemories([m], unrelated)).toEqual([]);
  });
  it.each(CASES)('leaves the memory\'s own topic to meet it: "$related"', ({ memory: m, related }) => {
    expect(selectRelevantMemories([m], related).map((s) => s.stableKey)).toEqual([m.stableKey]);
  });
});
